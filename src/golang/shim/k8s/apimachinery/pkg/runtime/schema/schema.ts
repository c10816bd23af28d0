// Package k8s.io/apimachinery/pkg/runtime/schema: GroupVersion, GroupVersionKind, GroupKind,
// GroupResource and ObjectKind.
import type { ShimDefinition } from "../../../../../registry";

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

// GroupVersionKind names a kind fully: its API group, version and kind name.
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

// String renders the GroupKind as "Kind.group" ("Kind" in the core group).
func (gk GroupKind) String() string {
	if gk.Group == "" {
		return gk.Kind
	}
	return gk.Kind + "." + gk.Group
}

// GroupResource identifies a resource in a group, as API errors name it.
type GroupResource struct {
	Group    string
	Resource string
}

// WithVersion returns the GroupVersionResource of this resource at the given version.
func (gr GroupResource) WithVersion(version string) GroupVersionResource {
	return GroupVersionResource{Group: gr.Group, Version: version, Resource: gr.Resource}
}

// String is "resource.group", or "resource" in the core group.
func (gr GroupResource) String() string {
	if len(gr.Group) == 0 {
		return gr.Resource
	}
	return gr.Resource + "." + gr.Group
}

// WithResource returns the GroupVersionResource of a resource in this group and version.
func (gv GroupVersion) WithResource(resource string) GroupVersionResource {
	return GroupVersionResource{Group: gv.Group, Version: gv.Version, Resource: resource}
}

// GroupVersionResource identifies a resource in a group and version.
type GroupVersionResource struct {
	Group    string
	Version  string
	Resource string
}

// GroupResource returns the group and resource, without the version.
func (gvr GroupVersionResource) GroupResource() GroupResource {
	return GroupResource{Group: gvr.Group, Resource: gvr.Resource}
}

// GroupVersion returns the group and version, without the resource.
func (gvr GroupVersionResource) GroupVersion() GroupVersion {
	return GroupVersion{Group: gvr.Group, Version: gvr.Version}
}

// String is "group/version, Resource=resource".
func (gvr GroupVersionResource) String() string {
	return gvr.Group + "/" + gvr.Version + ", Resource=" + gvr.Resource
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
