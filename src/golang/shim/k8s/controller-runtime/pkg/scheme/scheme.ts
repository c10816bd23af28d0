// Package sigs.k8s.io/controller-runtime/pkg/scheme: the Builder a kubebuilder project's
// groupversion_info.go declares (`SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}`) and
// its types files fill in init() (`SchemeBuilder.Register(&Foo{}, &FooList{})`). Register tells the
// lab run the Go type's group, version and kind (LabBridge.registerKind): the lab installs the
// registered kinds as CRDs and its scheme maps them for the client.
import type { ShimDefinition } from "../../../../registry";
import { jsString, type Iface } from "../../../../native";
import { lab } from "../../../bridge";
import { pointee } from "../../../convert";

const schemeSource = `package scheme

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Builder collects a project's API types under one GroupVersion (the SchemeBuilder of an api/v1 package).
type Builder struct {
	GroupVersion schema.GroupVersion
}

// Register files each object's Go type under the builder's group and version; a value that is not a pointer to a struct panics.
func (bld *Builder) Register(object ...runtime.Object) *Builder {
	for _, obj := range object {
		// runtime.Scheme.AddKnownTypes panics the same way on a value that is not a pointer to a struct.
		if !register(bld.GroupVersion.Group, bld.GroupVersion.Version, obj) {
			panic("All types must be pointers to structs.")
		}
	}
	return bld
}

// AddToScheme adds all registered types to s (the lab's scheme already holds them once registered).
func (bld *Builder) AddToScheme(s *runtime.Scheme) error { return nil }

// Build returns a new Scheme containing the registered types of this Builder.
func (bld *Builder) Build() (*runtime.Scheme, error) { return runtime.NewScheme(), nil }

func register(group, version string, obj runtime.Object) bool
`;

/** schemePackage is sigs.k8s.io/controller-runtime/pkg/scheme. */
export const schemePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/scheme",
  source: schemeSource,
  natives: {
    register: (group, version, obj) => {
      const p = pointee(obj as Iface | null);
      if (!p) return false;
      lab().registerKind?.(jsString(group as string), jsString(version as string), p.t);
      return true;
    },
  },
};
