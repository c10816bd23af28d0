// Package sigs.k8s.io/controller-runtime/pkg/client/apiutil: GVKForObject over the lab's scheme, written in Go.
// The RESTMapper helpers are not provided (the lab has no discovery).
import type { ShimDefinition } from "../../../../../registry";

const source = `package apiutil

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// GVKForObject looks obj up in scheme and returns its one GroupVersionKind; an unregistered, unversioned or multiply registered type is an error.
func GVKForObject(obj runtime.Object, scheme *runtime.Scheme) (schema.GroupVersionKind, error) {
	gvks, isUnversioned, err := scheme.ObjectKinds(obj)
	if err != nil {
		return schema.GroupVersionKind{}, err
	}
	if isUnversioned {
		return schema.GroupVersionKind{}, fmt.Errorf("cannot create group-version-kind for unversioned type %T", obj)
	}
	if len(gvks) < 1 {
		return schema.GroupVersionKind{}, fmt.Errorf("no group-version-kinds associated with type %T", obj)
	}
	if len(gvks) > 1 {
		return schema.GroupVersionKind{}, fmt.Errorf("multiple group-version-kinds associated with type %T, refusing to guess at one", obj)
	}
	return gvks[0], nil
}
`;

/** apiutilPackage is sigs.k8s.io/controller-runtime/pkg/client/apiutil. */
export const apiutilPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/client/apiutil",
  source,
  natives: {},
};
