/**
 * Condition helpers for the built-in controllers' status writes: Deployment conditions carry
 * lastUpdateTime and lastTransitionTime (fact 104); namespace conditions carry a transition time.
 */

/** DeploymentCondition is apps/v1 DeploymentCondition in wire form. */
export interface DeploymentCondition {
  type: string;
  status: "True" | "False" | "Unknown";
  lastUpdateTime: string;
  lastTransitionTime: string;
  reason: string;
  message: string;
}

/** newDeploymentCondition stamps both times with now. */
export function newDeploymentCondition(
  type: string,
  status: DeploymentCondition["status"],
  reason: string,
  message: string,
  now: string,
): DeploymentCondition {
  return { type, status, lastUpdateTime: now, lastTransitionTime: now, reason, message };
}

/** conditionOf is the first condition of that type in conds (undefined when there is none). */
export function conditionOf(conds: readonly DeploymentCondition[], type: string): DeploymentCondition | undefined {
  for (let i = 0; i < conds.length; i++) if (conds[i]!.type === type) return conds[i];
  return undefined;
}

/** hasCondition reports whether conds hold a condition of that type with that status and reason
 * (setDeploymentCondition then changes nothing). */
export function hasCondition(
  conds: readonly DeploymentCondition[],
  type: string,
  status: DeploymentCondition["status"],
  reason: string,
): boolean {
  for (const c of conds) if (c.type === type) return c.status === status && c.reason === reason;
  return false;
}

/**
 * setDeploymentCondition is deploymentutil.SetDeploymentCondition: nothing happens when status
 * and reason are unchanged; lastTransitionTime is kept when only the reason changes; the
 * condition moves to the end of the list.
 */
export function setDeploymentCondition(conds: DeploymentCondition[], c: DeploymentCondition): DeploymentCondition[] {
  const cur = conds.find((x) => x.type === c.type);
  if (cur && cur.status === c.status && cur.reason === c.reason) return conds;
  const next = { ...c };
  if (cur && cur.status === c.status) next.lastTransitionTime = cur.lastTransitionTime;
  return [...conds.filter((x) => x.type !== c.type), next];
}

/** removeDeploymentCondition drops a condition type. */
export function removeDeploymentCondition(conds: DeploymentCondition[], type: string): DeploymentCondition[] {
  return conds.filter((x) => x.type !== type);
}

/** NamespaceCondition is core/v1 NamespaceCondition in wire form. */
export interface NamespaceCondition {
  type: string;
  status: "True" | "False";
  lastTransitionTime: string;
  reason: string;
  message: string;
}

/** setNamespaceCondition replaces a condition, keeping its transition time when the status is unchanged. */
export function setNamespaceCondition(conds: NamespaceCondition[], c: NamespaceCondition): NamespaceCondition[] {
  const cur = conds.find((x) => x.type === c.type);
  const next = cur && cur.status === c.status ? { ...c, lastTransitionTime: cur.lastTransitionTime } : c;
  return cur ? conds.map((x) => (x.type === c.type ? next : x)) : [...conds, next];
}
