// Package k8s.io/apimachinery/pkg/runtime: runtime.Object and *runtime.Scheme (the lab fills
// one per process).
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

func objectKind(obj Object) (string, string, error)
`;

/** runtimePackage is k8s.io/apimachinery/pkg/runtime. */
export const runtimePackage = (natives: ShimDefinition["natives"]): ShimDefinition => ({
  path: "k8s.io/apimachinery/pkg/runtime",
  source: runtimeSource,
  natives,
});
