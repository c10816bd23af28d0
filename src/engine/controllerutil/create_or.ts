import type { Client } from "../client/interfaces";
import { isNotFoundError } from "../client/errors";
import { MergeFrom } from "../client/patch";
import type { ClientObject } from "../client/object";
import { deepCopy, objectKeyFromObject } from "../client/object";
import { Semantic } from "../equality/semantic";

/** OperationResult is what CreateOrUpdate / CreateOrPatch did (controllerutil.OperationResult). */
export type OperationResult = "unchanged" | "created" | "updated" | "updatedStatus" | "updatedStatusOnly";

/** MutateFn changes obj in memory to its desired state. */
export type MutateFn = () => void;

function mutate(f: MutateFn, key: { namespace?: string; name: string }, obj: ClientObject): void {
  f();
  const now = objectKeyFromObject(obj);
  if ((key.namespace ?? "") !== (now.namespace ?? "") || key.name !== now.name) {
    throw new Error("MutateFn cannot mutate object name and/or object namespace");
  }
}

/**
 * createOrUpdate reads obj, and creates it (after mutate) when missing or updates it when
 * mutate changed it by Semantic.DeepEqual; no API write when nothing changed (fact 79).
 */
export function createOrUpdate(c: Client, obj: ClientObject, f: MutateFn): OperationResult {
  const key = objectKeyFromObject(obj);
  try {
    c.get(key, obj);
  } catch (err) {
    if (!isNotFoundError(err)) throw err;
    mutate(f, key, obj);
    c.create(obj);
    return "created";
  }
  const existing = deepCopy(obj);
  mutate(f, key, obj);
  if (Semantic.DeepEqual(existing, obj)) return "unchanged";
  c.update(obj);
  return "updated";
}

/**
 * createOrPatch is createOrUpdate with a merge patch for everything but status, then a
 * separate status patch when status changed (fact 80). Status set on create is not applied.
 */
export function createOrPatch(c: Client, obj: ClientObject, f: MutateFn): OperationResult {
  const key = objectKeyFromObject(obj);
  try {
    c.get(key, obj);
  } catch (err) {
    if (!isNotFoundError(err)) throw err;
    mutate(f, key, obj);
    c.create(obj);
    return "created";
  }
  const before = deepCopy(obj);
  mutate(f, key, obj);
  const after = deepCopy(obj);
  const beforeStatus = before.status;
  const afterStatus = after.status;
  delete before.status;
  delete after.status;
  const specChanged = !Semantic.DeepEqual(before, after);
  const statusChanged = afterStatus !== undefined && !Semantic.DeepEqual(beforeStatus, afterStatus);
  if (specChanged) {
    const withoutStatus = deepCopy(obj);
    delete withoutStatus.status;
    c.patch(withoutStatus, MergeFrom(before));
    const answered = withoutStatus.metadata;
    obj.metadata = answered;
    for (const k of Object.keys(withoutStatus))
      if (k !== "status") (obj as Record<string, unknown>)[k] = withoutStatus[k];
  }
  if (statusChanged) {
    const statusBase = deepCopy(obj);
    statusBase.status = beforeStatus;
    obj.status = afterStatus;
    c.status().patch(obj, MergeFrom(statusBase));
  }
  if (specChanged && statusChanged) return "updatedStatus";
  if (specChanged) return "updated";
  if (statusChanged) return "updatedStatusOnly";
  return "unchanged";
}
