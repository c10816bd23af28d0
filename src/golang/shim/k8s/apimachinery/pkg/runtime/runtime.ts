// Packages k8s.io/apimachinery/pkg/runtime/schema, .../runtime and .../types: GroupVersionKind,
// ObjectKind, runtime.Object, *runtime.Scheme (the lab fills one per process) and NamespacedName.
import type { ShimDefinition } from "../../../../registry";

const schemaSource = `package schema

// GroupVersion identifies an API group and version, e.g. apps/v1.
type GroupVersion struct {
	Group   string
	Version string
}

// String renders the GroupVersion as "group/version" ("v1" for the core group).
func (gv GroupVersion) String() string {
	if gv.Group == "" {
		return gv.Version
	}
	return gv.Group + "/" + gv.Version
}

// WithKind returns the GroupVersionKind of kind in this group and version.
func (gv GroupVersion) WithKind(kind string) GroupVersionKind {
	return GroupVersionKind{Group: gv.Group, Version: gv.Version, Kind: kind}
}

// GroupVersionKind unambiguously identifies a kind.
type GroupVersionKind struct {
	Group   string
	Version string
	Kind    string
}

// GroupKind returns the group and kind, dropping the version.
func (gvk GroupVersionKind) GroupKind() GroupKind { return GroupKind{Group: gvk.Group, Kind: gvk.Kind} }

// GroupVersion returns the group and version.
func (gvk GroupVersionKind) GroupVersion() GroupVersion {
	return GroupVersion{Group: gvk.Group, Version: gvk.Version}
}

// String renders the GroupVersionKind as "group/version, Kind=kind".
func (gvk GroupVersionKind) String() string {
	return gvk.Group + "/" + gvk.Version + ", Kind=" + gvk.Kind
}

// GroupKind identifies a kind in a group, without a version.
type GroupKind struct {
	Group string
	Kind  string
}

// GroupResource identifies a resource in a group, as API errors name it.
type GroupResource struct {
	Group    string
	Resource string
}

// ObjectKind lets an object report and set its GroupVersionKind (TypeMeta implements it).
type ObjectKind interface {
	// SetGroupVersionKind sets the object's apiVersion and kind.
	SetGroupVersionKind(kind GroupVersionKind)
	// GroupVersionKind returns the object's apiVersion and kind as a GroupVersionKind.
	GroupVersionKind() GroupVersionKind
}

// FromAPIVersionAndKind builds a GroupVersionKind from "group/version" and a kind.
func FromAPIVersionAndKind(apiVersion, kind string) GroupVersionKind {
	for i := 0; i < len(apiVersion); i++ {
		if apiVersion[i] == '/' {
			return GroupVersionKind{Group: apiVersion[:i], Version: apiVersion[i+1:], Kind: kind}
		}
	}
	return GroupVersionKind{Version: apiVersion, Kind: kind}
}
`;

/** schemaPackage is k8s.io/apimachinery/pkg/runtime/schema. */
export const schemaPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/runtime/schema",
  source: schemaSource,
  natives: {},
};

const runtimeSource = `package runtime

import "k8s.io/apimachinery/pkg/runtime/schema"

// Object is what every API type implements: it can report its kind (the lab does not require DeepCopyObject).
type Object interface {
	GetObjectKind() schema.ObjectKind
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

const typesSource = `package types

// UID is a unique id the API server gives every object.
type UID string

// NamespacedName is a namespace and a name: the key of a namespaced object.
type NamespacedName struct {
	Namespace string
	Name      string
}

// String renders the key as "namespace/name".
func (n NamespacedName) String() string { return n.Namespace + "/" + n.Name }

// PatchType names a patch content type.
type PatchType string

// The patch types the API server accepts.
const (
	JSONPatchType           PatchType = "application/json-patch+json"
	MergePatchType          PatchType = "application/merge-patch+json"
	StrategicMergePatchType PatchType = "application/strategic-merge-patch+json"
	ApplyPatchType          PatchType = "application/apply-patch+yaml"
)
`;

/** typesPackage is k8s.io/apimachinery/pkg/types. */
export const typesPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/types", source: typesSource, natives: {} };
