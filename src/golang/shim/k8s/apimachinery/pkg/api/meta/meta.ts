// Packages k8s.io/apimachinery/pkg/api/meta (status conditions), .../api/equality
// (Semantic.DeepEqual) and k8s.io/utils/ptr (To, Deref). SetStatusCondition and DeepEqual run
// the engine's implementations on the values' Kubernetes JSON (facts 83–84).
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import type { ShimDefinition } from "../../../../../registry";
import { newSlice, identical, type Type } from "../../../../../../check/types";
import { type Iface, Box, needsCopy, cloner } from "../../../../../native";
import { shimTypeLazy } from "../../../../../std/helpers";
import { toJSON, fromJSON, META } from "../../../../convert";
import { setStatusCondition, type Condition } from "../../../../../../../engine/meta/conditions";
import { Semantic } from "../../../../../../../engine/equality/semantic";
import { formatTime } from "../../../../../../../engine/api/time";
import { hostNow } from "../../../../../native";
import { EPOCH_UNIX_MS } from "../../../../convert";

const metaSource = `package meta

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// RESTMapper maps kinds to resources; the lab's scheme does this, so it carries nothing.
type RESTMapper interface{}

// SetStatusCondition sets the corresponding condition in conditions to newCondition and returns true if the conditions are changed; LastTransitionTime moves only when Status changes.
func SetStatusCondition(conditions *[]metav1.Condition, newCondition metav1.Condition) (changed bool)

// RemoveStatusCondition removes the corresponding conditionType from conditions if present and returns true if it was present.
func RemoveStatusCondition(conditions *[]metav1.Condition, conditionType string) (removed bool) {
	if conditions == nil || len(*conditions) == 0 {
		return false
	}
	newConditions := make([]metav1.Condition, 0, len(*conditions)-1)
	for _, condition := range *conditions {
		if condition.Type != conditionType {
			newConditions = append(newConditions, condition)
		}
	}
	removed = len(*conditions) != len(newConditions)
	*conditions = newConditions
	return removed
}

// FindStatusCondition finds the conditionType in conditions, or returns nil.
func FindStatusCondition(conditions []metav1.Condition, conditionType string) *metav1.Condition {
	for i := range conditions {
		if conditions[i].Type == conditionType {
			return &conditions[i]
		}
	}
	return nil
}

// IsStatusConditionTrue returns true when the conditionType is present and set to metav1.ConditionTrue.
func IsStatusConditionTrue(conditions []metav1.Condition, conditionType string) bool {
	return IsStatusConditionPresentAndEqual(conditions, conditionType, metav1.ConditionTrue)
}

// IsStatusConditionFalse returns true when the conditionType is present and set to metav1.ConditionFalse.
func IsStatusConditionFalse(conditions []metav1.Condition, conditionType string) bool {
	return IsStatusConditionPresentAndEqual(conditions, conditionType, metav1.ConditionFalse)
}

// IsStatusConditionPresentAndEqual returns true when conditionType is present and equal to status.
func IsStatusConditionPresentAndEqual(conditions []metav1.Condition, conditionType string, status metav1.ConditionStatus) bool {
	for _, condition := range conditions {
		if condition.Type == conditionType {
			return condition.Status == status
		}
	}
	return false
}
`;

const conditionT = shimTypeLazy(META, "Condition");

/** metaPackage is k8s.io/apimachinery/pkg/api/meta. */
export const metaPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/api/meta",
  source: metaSource,
  natives: {
    SetStatusCondition: (p: Box | null, c: any) => {
      if (p === null) return false;
      const st = newSlice(conditionT());
      const conds = (toJSON(st)(p.v) ?? []) as Condition[];
      const cj = toJSON(conditionT())(c) as Condition;
      const now = formatTime(hostNow() - EPOCH_UNIX_MS);
      const changed = setStatusCondition(conds, cj, now);
      if (changed) p.v = fromJSON(st)(conds);
      return changed;
    },
  },
};

const equalitySource = `package equality

// Equalities is a map from type to a function comparing two values of that type.
type Equalities struct {
	name string
}

// Semantic can do semantic deep equality checks for api objects: nil and empty slices and maps are equal, times compare by instant.
var Semantic = Equalities{name: "semantic"}

// DeepEqual is like reflect.DeepEqual, but uses the API's equalities (nil == empty, Time by instant).
func (e Equalities) DeepEqual(a1, a2 interface{}) bool

// DeepDerivative is like DeepEqual but unset fields in a1 are ignored.
func (e Equalities) DeepDerivative(a1, a2 interface{}) bool
`;

function semanticEqual(a: Iface | null, b: Iface | null): boolean {
  if (a === null || b === null) return a === b;
  if (!identical(a.t, b.t)) return false;
  return Semantic.DeepEqual(toJSON(a.t)(a.v), toJSON(b.t)(b.v));
}

function derivative(a: unknown, b: unknown): boolean {
  if (a === undefined || a === null) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => derivative(x, b[i]));
  if (typeof a === "object") {
    if (!b || typeof b !== "object") return false;
    return Object.keys(a).every((k) =>
      derivative((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return Semantic.DeepEqual(a, b);
}

/** equalityPackage is k8s.io/apimachinery/pkg/api/equality. */
export const equalityPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/api/equality",
  source: equalitySource,
  natives: {
    "Equalities.DeepEqual": (_e: unknown, a: Iface | null, b: Iface | null) => semanticEqual(a, b),
    "Equalities.DeepDerivative": (_e: unknown, a: Iface | null, b: Iface | null) => {
      if (a === null || b === null) return a === b;
      if (!identical(a.t, b.t)) return false;
      return derivative(toJSON(a.t)(a.v), toJSON(b.t)(b.v));
    },
  },
};

const ptrSource = `package ptr

// To returns a pointer to the given value.
func To[T any](v T) *T

// Deref dereferences ptr and returns the value it points to if not nil, or else returns def.
func Deref[T any](ptr *T, def T) T

// Equal returns true if both arguments are nil or both arguments dereference to the same value.
func Equal[T comparable](a, b *T) bool {
	if (a == nil) != (b == nil) {
		return false
	}
	if a == nil {
		return true
	}
	return *a == *b
}
`;

/** ptrPackage is k8s.io/utils/ptr. */
export const ptrPackage: ShimDefinition = {
  path: "k8s.io/utils/ptr",
  source: ptrSource,
  natives: {
    To: (targs: Type[], v: unknown) => {
      const t = targs[0];
      return t && needsCopy(t) ? cloner(t)(v) : new Box(v);
    },
    Deref: (targs: Type[], p: any, def: unknown) => {
      if (p === null) return def;
      const t = targs[0];
      return t && needsCopy(t) ? cloner(t)(p) : p.v;
    },
  },
};
