/** Condition is metav1.Condition in JSON form. */
export interface Condition {
  type: string;
  status: "True" | "False" | "Unknown";
  observedGeneration?: number;
  lastTransitionTime?: string;
  reason: string;
  message: string;
}

/**
 * setStatusCondition adds or updates c in conditions (in place) and reports whether anything
 * changed (fact 83). lastTransitionTime moves only when status flips: to c's value or to now.
 */
export function setStatusCondition(conditions: Condition[], c: Condition, now: string): boolean {
  const existing = conditions.find((x) => x.type === c.type);
  if (!existing) {
    conditions.push({ ...c, lastTransitionTime: c.lastTransitionTime || now });
    return true;
  }
  let changed = false;
  if (existing.status !== c.status) {
    existing.status = c.status;
    existing.lastTransitionTime = c.lastTransitionTime || now;
    changed = true;
  }
  if (existing.reason !== c.reason) {
    existing.reason = c.reason;
    changed = true;
  }
  if (existing.message !== c.message) {
    existing.message = c.message;
    changed = true;
  }
  if ((existing.observedGeneration ?? 0) !== (c.observedGeneration ?? 0)) {
    existing.observedGeneration = c.observedGeneration;
    changed = true;
  }
  return changed;
}

/** removeStatusCondition removes the condition of that type (in place) and reports whether it did. */
export function removeStatusCondition(conditions: Condition[], type: string): boolean {
  const i = conditions.findIndex((x) => x.type === type);
  if (i < 0) return false;
  conditions.splice(i, 1);
  return true;
}

/** findStatusCondition returns the condition of that type, or undefined. */
export function findStatusCondition(conditions: readonly Condition[] | undefined, type: string): Condition | undefined {
  return conditions?.find((x) => x.type === type);
}

/** isStatusConditionTrue reports whether the condition of that type is present and True. */
export function isStatusConditionTrue(conditions: readonly Condition[] | undefined, type: string): boolean {
  return findStatusCondition(conditions, type)?.status === "True";
}

/** isStatusConditionFalse reports whether the condition of that type is present and False. */
export function isStatusConditionFalse(conditions: readonly Condition[] | undefined, type: string): boolean {
  return findStatusCondition(conditions, type)?.status === "False";
}

/** isStatusConditionPresentAndEqual reports whether that type is present with that status. */
export function isStatusConditionPresentAndEqual(
  conditions: readonly Condition[] | undefined,
  type: string,
  status: Condition["status"],
): boolean {
  return findStatusCondition(conditions, type)?.status === status;
}
