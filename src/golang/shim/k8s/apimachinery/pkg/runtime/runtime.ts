// Package k8s.io/apimachinery/pkg/runtime: runtime.Object, *runtime.Scheme (the lab fills one per process)
// and SchemeBuilder; AddKnownTypes tells the lab run a project's kinds (LabBridge.registerKind), as
// controller-runtime's scheme.Builder.Register does.
import type { ShimDefinition } from "../../../../registry";

const runtimeSource = `package runtime

import "k8s.io/apimachinery/pkg/runtime/schema"

// Object is what every API type implements: it can report its kind (the lab does not require DeepCopyObject).
type Object interface {
	GetObjectKind() schema.ObjectKind
}

// RawExtension holds an object of any kind as raw JSON (a ControllerRevision's data).
type RawExtension struct {
	Raw    []byte
	Object Object
}

// Scheme maps Go types to GroupVersionKinds; the lab builds one per manager with every API type registered.
type Scheme struct {
	name string
}

// NewScheme returns a new, empty Scheme (the lab's already knows every type it serves).
func NewScheme() *Scheme { return &Scheme{name: "lab"} }

// ObjectKinds returns the GroupVersionKinds registered for obj's Go type.
func (s *Scheme) ObjectKinds(obj Object) ([]schema.GroupVersionKind, bool, error) {
	apiVersion, kind, err := objectKind(obj)
	if err != nil {
		return nil, false, err
	}
	return []schema.GroupVersionKind{schema.FromAPIVersionAndKind(apiVersion, kind)}, false, nil
}

// IsGroupRegistered reports whether a group has types in the scheme.
func (s *Scheme) IsGroupRegistered(group string) bool { return true }

// AddKnownTypes registers each object's type under group version gv, with the Go type's name as
// its kind; every one must be a pointer to a struct.
func (s *Scheme) AddKnownTypes(gv schema.GroupVersion, types ...Object) {
	for _, obj := range types {
		if !registerKind(gv.Group, gv.Version, "", obj) {
			panic("All types must be pointers to structs.")
		}
	}
}

// AddKnownTypeWithName registers one type under the full gvk given, so its kind may differ from the
// Go type's name.
func (s *Scheme) AddKnownTypeWithName(gvk schema.GroupVersionKind, obj Object) {
	if !registerKind(gvk.Group, gvk.Version, gvk.Kind, obj) {
		panic("All types must be pointers to structs.")
	}
}

// SchemeBuilder collects functions that add things to a scheme: a kubebuilder groupversion_info.go's
// runtime.NewSchemeBuilder, filled by SchemeBuilder.Register in each types file's init(). In the lab the
// functions also run when registered, so the project's kinds are known (and installed as CRDs) before
// main() adds them to its scheme.
type SchemeBuilder []func(*Scheme) error

// AddToScheme applies all the stored functions to the scheme; the first error stops it.
func (sb *SchemeBuilder) AddToScheme(s *Scheme) error {
	for _, f := range *sb {
		if err := f(s); err != nil {
			return err
		}
	}
	return nil
}

// Register appends setup functions, usually AddToScheme helpers, to the builder.
func (sb *SchemeBuilder) Register(funcs ...func(*Scheme) error) {
	for _, f := range funcs {
		*sb = append(*sb, f)
		_ = f(&Scheme{name: "register"})
	}
}

// NewSchemeBuilder makes a SchemeBuilder that already holds funcs.
func NewSchemeBuilder(funcs ...func(*Scheme) error) SchemeBuilder {
	var sb SchemeBuilder
	sb.Register(funcs...)
	return sb
}

func objectKind(obj Object) (string, string, error)
func registerKind(group, version, kind string, obj Object) bool
`;

/** runtimePackage is k8s.io/apimachinery/pkg/runtime. */
export const runtimePackage = (natives: ShimDefinition["natives"]): ShimDefinition => ({
  path: "k8s.io/apimachinery/pkg/runtime",
  source: runtimeSource,
  natives,
});
