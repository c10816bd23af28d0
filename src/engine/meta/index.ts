/**
 * meta: apimachinery's pkg/api/meta condition helpers over metav1.Condition in JSON form.
 * Contract: helpers mutate the slice they are given (as Go does through a pointer) and take
 * the virtual "now" as an RFC 3339 string; SetStatusCondition returns changed (fact 83).
 */
export type { Condition } from "./conditions";
export {
  setStatusCondition,
  removeStatusCondition,
  findStatusCondition,
  isStatusConditionTrue,
  isStatusConditionFalse,
  isStatusConditionPresentAndEqual,
} from "./conditions";
