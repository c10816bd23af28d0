// Package k8s.io/apimachinery/pkg/api/meta: status conditions (SetStatusCondition,
// FindStatusCondition, …) written in Go over the learner's own slice, so pointers into it behave as
// in Go (fact 83), and Accessor. Only the clock (conditionNow) is native.
import type { ShimDefinition } from "../../../../../registry";
import { hostNow } from "../../../../../native";
import { shimTypeLazy } from "../../../../../std/helpers";
import { fromJSON, META, EPOCH_UNIX_MS } from "../../../../convert";
import { formatTime } from "../../../../../../../engine";

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

// SetStatusCondition puts newCondition into *conditions under its Type and reports whether anything
// changed (fact 83). A Type not yet present is appended, stamped now unless it carries its own
// LastTransitionTime. A present one is updated in place, so a pointer from FindStatusCondition sees
// the change: Reason, Message and ObservedGeneration are overwritten, and LastTransitionTime moves
// (to the given time, or now) only when Status changes.
func SetStatusCondition(conditions *[]metav1.Condition, newCondition metav1.Condition) (changed bool) {
	if conditions == nil {
		return false
	}
	c := FindStatusCondition(*conditions, newCondition.Type)
	if c == nil {
		newCondition.LastTransitionTime = stamp(newCondition.LastTransitionTime)
		*conditions = append(*conditions, newCondition)
		return true
	}
	if c.Status != newCondition.Status {
		c.Status, c.LastTransitionTime = newCondition.Status, stamp(newCondition.LastTransitionTime)
		changed = true
	}
	if c.Reason != newCondition.Reason {
		c.Reason, changed = newCondition.Reason, true
	}
	if c.Message != newCondition.Message {
		c.Message, changed = newCondition.Message, true
	}
	if c.ObservedGeneration != newCondition.ObservedGeneration {
		c.ObservedGeneration, changed = newCondition.ObservedGeneration, true
	}
	return changed
}

// stamp is t, or now when t is zero.
func stamp(t metav1.Time) metav1.Time {
	if t.IsZero() {
		return conditionNow()
	}
	return t
}

// conditionNow is the lab's clock now, to the second, as a condition's LastTransitionTime.
func conditionNow() metav1.Time

// RemoveStatusCondition drops every condition of conditionType from *conditions (into a new
// array) and reports whether there was one.
func RemoveStatusCondition(conditions *[]metav1.Condition, conditionType string) (removed bool) {
	if conditions == nil || len(*conditions) == 0 {
		return false
	}
	kept := make([]metav1.Condition, 0, len(*conditions)-1)
	for _, c := range *conditions {
		if c.Type == conditionType {
			removed = true
		} else {
			kept = append(kept, c)
		}
	}
	*conditions = kept
	return removed
}

// FindStatusCondition points at the condition of conditionType inside conditions, or is nil.
func FindStatusCondition(conditions []metav1.Condition, conditionType string) *metav1.Condition {
	for i := range conditions {
		if conditions[i].Type == conditionType {
			return &conditions[i]
		}
	}
	return nil
}

// IsStatusConditionTrue: a condition of conditionType is present with Status True.
func IsStatusConditionTrue(conditions []metav1.Condition, conditionType string) bool {
	return IsStatusConditionPresentAndEqual(conditions, conditionType, metav1.ConditionTrue)
}

// IsStatusConditionFalse: a condition of conditionType is present with Status False.
func IsStatusConditionFalse(conditions []metav1.Condition, conditionType string) bool {
	return IsStatusConditionPresentAndEqual(conditions, conditionType, metav1.ConditionFalse)
}

// IsStatusConditionPresentAndEqual: the first condition of conditionType has exactly status.
func IsStatusConditionPresentAndEqual(conditions []metav1.Condition, conditionType string, status metav1.ConditionStatus) bool {
	c := FindStatusCondition(conditions, conditionType)
	return c != nil && c.Status == status
}
`;

const timeT = shimTypeLazy(META, "Time");

/** metaPackage is k8s.io/apimachinery/pkg/api/meta. */
export const metaPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/api/meta",
  source: metaSource,
  natives: {
    conditionNow: () => fromJSON(timeT())(formatTime(hostNow() - EPOCH_UNIX_MS)),
  },
};
