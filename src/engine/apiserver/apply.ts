/**
 * Server-side apply (facts 32, 35–37): merge an applied configuration into the live object,
 * detect conflicts with other managers, transfer ownership on force, share ownership of equal
 * values, and prune fields the applier stopped sending unless someone else owns them.
 */
import { deepCopy, isPlainObject, newApplyConflict, type KubeObject, type StatusCause } from "../api";
import {
  ASSOCIATIVE_LIST_KEYS,
  ITEM,
  SET_LISTS,
  deepEqualLeaf,
  fieldMapOf,
  getAt,
  hasPrefix,
  pathString,
  removeAt,
  withoutPrefixes,
} from "./fieldpath";
import { managerId, mutableSet, type ManagerEntry } from "./managedfields";

/** ApplyRequest is one apply patch against the live object (undefined when creating). */
export interface ApplyRequest {
  live: KubeObject | undefined;
  applied: Record<string, unknown>;
  manager: string;
  apiVersion: string;
  subresource: string;
  force: boolean;
  time: string;
  resetPrefixes: readonly string[];
  /** managers is updated in place with the applier's new set and any forced transfers. */
  managers: Map<string, ManagerEntry>;
}

/** printManager renders a manager as the conflict message does (`"m" using apps/v1 with subresource "status"`). */
export function printManager(m: ManagerEntry): string {
  let s = JSON.stringify(m.manager);
  if (m.operation === "Update") s += ` using ${m.apiVersion}`;
  if (m.subresource) s += ` with subresource ${JSON.stringify(m.subresource)}`;
  return s;
}

/** conflictMessage builds `Apply failed with N conflict(s): …` (fact 35). */
export function conflictMessage(conflicts: { manager: string; path: string }[]): string {
  const n = conflicts.length;
  if (n === 1) return `Apply failed with 1 conflict: conflict with ${conflicts[0]!.manager}: ${conflicts[0]!.path}`;
  const byManager = new Map<string, string[]>();
  for (const c of conflicts) byManager.set(c.manager, [...(byManager.get(c.manager) ?? []), c.path]);
  const lines: string[] = [];
  for (const m of [...byManager.keys()].sort()) {
    lines.push(`conflicts with ${m}:`);
    for (const p of byManager.get(m)!) lines.push(`- ${p}`);
  }
  return `Apply failed with ${n} conflicts: ${lines.join("\n")}`;
}

function mergeValue(live: unknown, applied: unknown, fieldName: string): unknown {
  if (isPlainObject(applied) && isPlainObject(live)) {
    for (const k in applied) {
      const v = applied[k];
      if (v === undefined) continue;
      if (v === null) delete live[k];
      else live[k] = mergeValue(live[k], v, k);
    }
    return live;
  }
  if (Array.isArray(applied) && Array.isArray(live)) {
    const keys = ASSOCIATIVE_LIST_KEYS[fieldName];
    if (keys) {
      const out = [...live];
      for (const item of applied) {
        const idx = isPlainObject(item)
          ? out.findIndex((x) => isPlainObject(x) && keys.every((k) => deepEqualLeaf(x[k], item[k])))
          : -1;
        if (idx >= 0) out[idx] = mergeValue(out[idx], item, "");
        else out.push(deepCopy(item));
      }
      return out;
    }
    if (SET_LISTS.has(fieldName)) {
      const out = [...live];
      for (const x of applied) if (!out.some((y) => deepEqualLeaf(x, y))) out.push(x);
      return out;
    }
  }
  return deepCopy(applied);
}

/** applyConfiguration returns the merged object; it throws a 409 on conflicts unless forced. */
export function applyConfiguration(req: ApplyRequest): KubeObject {
  const appliedMap = fieldMapOf(req.applied);
  const appliedSet = withoutPrefixes(appliedMap.keys(), req.resetPrefixes);
  const liveMap = req.live ? fieldMapOf(req.live) : new Map<string, unknown>();
  const myId = managerId({
    manager: req.manager,
    operation: "Apply",
    apiVersion: req.apiVersion,
    subresource: req.subresource,
  });
  const previous = req.managers.get(myId)?.set ?? new Set<string>();

  const conflicts: { manager: string; path: string; owner: ManagerEntry; raw: string }[] = [];
  for (const p of appliedSet) {
    const v = appliedMap.get(p);
    if (v === ITEM) continue;
    if (liveMap.has(p) && deepEqualLeaf(v, liveMap.get(p))) continue; // same value: shared ownership
    for (const [id, m] of req.managers) {
      if (id !== myId && m.set.has(p))
        conflicts.push({ manager: printManager(m), path: pathString(p), owner: m, raw: p });
    }
  }
  if (conflicts.length > 0 && !req.force) {
    conflicts.sort((a, b) => (a.manager < b.manager ? -1 : a.manager > b.manager ? 1 : 0));
    const causes: StatusCause[] = conflicts.map((c) => ({
      type: "FieldManagerConflict",
      message: `conflict with ${c.manager}`,
      field: c.path,
    }));
    throw newApplyConflict(causes, conflictMessage(conflicts));
  }
  for (const c of conflicts) mutableSet(c.owner).delete(c.raw); // force: ownership moves to the applier

  const merged = mergeValue(req.live ? deepCopy(req.live) : {}, req.applied, "") as KubeObject;

  // Prune what this manager applied before and no longer applies, unless co-owned.
  const othersOwn = (p: string): boolean => {
    for (const [id, m] of req.managers) {
      if (id === myId) continue;
      if (m.set.has(p)) return true;
      for (const q of m.set) if (hasPrefix(q, p)) return true;
    }
    return false;
  };
  for (const p of previous) {
    if (appliedSet.has(p) || othersOwn(p)) continue;
    if (getAt(merged, p) !== undefined) removeAt(merged, p);
  }

  req.managers.set(myId, {
    manager: req.manager,
    operation: "Apply",
    apiVersion: req.apiVersion,
    subresource: req.subresource,
    time: req.time,
    set: appliedSet,
    dirty: true,
  });
  return merged;
}
