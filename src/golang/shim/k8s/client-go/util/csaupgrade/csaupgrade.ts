// Package k8s.io/client-go/util/csaupgrade: moves the fields a client-side-apply manager owns (an
// Update entry of managedFields) to a server-side-apply manager (an Apply entry), so the next apply
// by that manager owns and can remove them; written in Go after client-go's semantics. The union of
// two field sets is the engine's own (decoded and encoded as the API server keeps managedFields).
// FindFieldsOwners is not provided: it takes a structured-merge-diff fieldpath.Set, which the lab
// does not have.
import type { ShimDefinition } from "../../../../registry";
import { apiserver } from "../../../../../../engine";
import { goString, jsString, sliceOf, sliceItems, type Slice } from "../../../../native";

const source = `package csaupgrade

import (
	"encoding/json"
	"errors"
	"reflect"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/sets"
)

type options struct {
	subresource string
}

// Option configures an upgrade.
type Option func(*options)

// Subresource set the subresource of the managers to upgrade ("" for the main resource).
func Subresource(s string) Option {
	return func(o *options) { o.subresource = s }
}

func unionFields(a, b []byte) ([]byte, string)

// UpgradeManagedFields moves the fields owned by the Update managers named in csaManagerNames to the
// Apply manager ssaManagerName, editing obj's managedFields in place.
func UpgradeManagedFields(obj runtime.Object, csaManagerNames sets.Set[string], ssaManagerName string, opts ...Option) error {
	o := options{}
	for _, opt := range opts {
		opt(&o)
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return err
	}
	managed := accessor.GetManagedFields()
	for _, name := range sets.List(csaManagerNames) {
		managed, err = upgraded(managed, name, ssaManagerName, o)
		if err != nil {
			return err
		}
	}
	accessor.SetManagedFields(managed)
	return nil
}

// UpgradeManagedFieldsPatch returns a JSON patch that makes the same change on the server (replacing
// metadata.managedFields, with metadata.resourceVersion so that a concurrent write conflicts), or nil
// when there is nothing to upgrade.
func UpgradeManagedFieldsPatch(obj runtime.Object, csaManagerNames sets.Set[string], ssaManagerName string, opts ...Option) ([]byte, error) {
	o := options{}
	for _, opt := range opts {
		opt(&o)
	}
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return nil, err
	}
	before := accessor.GetManagedFields()
	managed := accessor.GetManagedFields()
	for _, name := range sets.List(csaManagerNames) {
		managed, err = upgraded(managed, name, ssaManagerName, o)
		if err != nil {
			return nil, err
		}
	}
	if reflect.DeepEqual(before, managed) {
		return nil, nil
	}
	return json.Marshal([]map[string]interface{}{
		{"op": "replace", "path": "/metadata/managedFields", "value": managed},
		{"op": "replace", "path": "/metadata/resourceVersion", "value": accessor.GetResourceVersion()},
	})
}

func isManager(e metav1.ManagedFieldsEntry, name string, op metav1.ManagedFieldsOperationType, o options) bool {
	return e.Manager == name && e.Operation == op && e.Subresource == o.subresource
}

// upgraded returns a copy of managed with csaName's Update entries folded into ssaName's Apply entry
// (the most recent csaName entry becomes that entry when it does not exist yet).
func upgraded(managed []metav1.ManagedFieldsEntry, csaName, ssaName string, o options) ([]metav1.ManagedFieldsEntry, error) {
	if managed == nil {
		return nil, nil
	}
	entries := make([]metav1.ManagedFieldsEntry, len(managed))
	copy(entries, managed)
	target := -1
	for i, e := range entries {
		if isManager(e, ssaName, metav1.ManagedFieldsOperationApply, o) {
			target = i
			break
		}
	}
	if target < 0 {
		for i, e := range entries {
			if isManager(e, csaName, metav1.ManagedFieldsOperationUpdate, o) {
				target = i
				break
			}
		}
		if target < 0 {
			return entries, nil
		}
		entries[target].Operation = metav1.ManagedFieldsOperationApply
		entries[target].Manager = ssaName
	}
	if err := unionInto(entries, target, csaName, o); err != nil {
		return nil, err
	}
	var kept []metav1.ManagedFieldsEntry
	for _, e := range entries {
		if !isManager(e, csaName, metav1.ManagedFieldsOperationUpdate, o) {
			kept = append(kept, e)
		}
	}
	return kept, nil
}

// unionInto adds the fields of csaName's Update entry of the same apiVersion to entries[target].
func unionInto(entries []metav1.ManagedFieldsEntry, target int, csaName string, o options) error {
	ssa := entries[target]
	merged := ssa.FieldsV1.GetRawBytes()
	for _, e := range entries {
		if isManager(e, csaName, metav1.ManagedFieldsOperationUpdate, o) && e.APIVersion == ssa.APIVersion {
			raw, msg := unionFields(merged, e.FieldsV1.GetRawBytes())
			if msg != "" {
				return errors.New("failed to convert fields to set: " + msg)
			}
			merged = raw
			break
		}
	}
	raw, msg := unionFields(merged, nil)
	if msg != "" {
		return errors.New("failed to convert fields to set: " + msg)
	}
	entries[target].FieldsV1 = &metav1.FieldsV1{Raw: raw}
	return nil
}
`;

/** fieldSet decodes a FieldsV1's bytes into the engine's set of paths (empty for none). */
function fieldSet(raw: Slice | null): Set<string> {
  if (raw === null || raw.len === 0) return new Set();
  const text = jsString(String.fromCharCode(...(sliceItems(raw) as number[])));
  const j = JSON.parse(text) as unknown;
  if (j === null || typeof j !== "object" || Array.isArray(j)) throw new Error("expected an object");
  return apiserver.fromFieldsV1(j as Parameters<typeof apiserver.fromFieldsV1>[0]);
}

/** csaupgradePackage is k8s.io/client-go/util/csaupgrade. */
export const csaupgradePackage: ShimDefinition = {
  path: "k8s.io/client-go/util/csaupgrade",
  source,
  natives: {
    unionFields: (a: Slice | null, b: Slice | null) => {
      try {
        const set = fieldSet(a);
        for (const p of fieldSet(b)) set.add(p);
        const text = goString(JSON.stringify(apiserver.toFieldsV1(set)));
        return [sliceOf([...text].map((c) => c.charCodeAt(0))), ""];
      } catch (e) {
        return [null, goString(e instanceof Error ? e.message : String(e))];
      }
    },
  },
};
