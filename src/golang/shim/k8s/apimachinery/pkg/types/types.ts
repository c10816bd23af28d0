// Package k8s.io/apimachinery/pkg/types: UID, NamespacedName and the patch types.
import type { ShimDefinition } from "../../../../registry";

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
