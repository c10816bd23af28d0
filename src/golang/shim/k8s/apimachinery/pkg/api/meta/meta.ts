// Package k8s.io/apimachinery/pkg/api/meta: status conditions (SetStatusCondition,
// FindStatusCondition, …), run by the engine's implementation on the conditions' JSON (fact 83),
// and Accessor.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import type { ShimDefinition } from "../../../../../registry";
import { newSlice } from "../../../../../../check/types";
import { type Box, hostNow } from "../../../../../native";
import { shimTypeLazy } from "../../../../../std/helpers";
import { toJSON, fromJSON, META, EPOCH_UNIX_MS } from "../../../../convert";
import { setStatusCondition, type Condition, formatTime } from "../../../../../../../engine";

const metaSource = `package meta

import (
	"errors"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// RESTMapper maps kinds to resources; the lab's scheme does this, so it carries nothing.
type RESTMapper interface{}

var errNotObject = errors.New("object does not implement the Object interfaces")

// Accessor takes an arbitrary object pointer and returns meta.Interface (its metav1.Object accessors).
func Accessor(obj interface{}) (metav1.Object, error) {
	if m, ok := obj.(metav1.Object); ok {
		return m, nil
	}
	return nil, errNotObject
}

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

// IsStatusConditionPresentAndEqual says whether conditions has a condition of type conditionType whose status is status.
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
