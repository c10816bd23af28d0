/**
 * deploymentutil: the arithmetic of the Deployment controller (facts 99–103): pod-template
 * hash, maxSurge/maxUnavailable resolution, annotations and the completeness checks.
 */
import { deepEqual, type KubeObject } from "../api";
import { avalanche32, fnv1a, FNV_OFFSET, FNV_PRIME } from "../sim/rng";
import type { DeploymentCondition } from "./conditions";

/** Annotation and label names the controller writes. */
export const REVISION_ANNOTATION = "deployment.kubernetes.io/revision";
export const DESIRED_REPLICAS_ANNOTATION = "deployment.kubernetes.io/desired-replicas";
export const MAX_REPLICAS_ANNOTATION = "deployment.kubernetes.io/max-replicas";
export const POD_TEMPLATE_HASH_LABEL = "pod-template-hash";

/** Condition reasons (deploymentutil constants). */
export const Reasons = {
  NewReplicaSet: "NewReplicaSetCreated",
  FoundNewRS: "FoundNewReplicaSet",
  ReplicaSetUpdated: "ReplicaSetUpdated",
  NewRSAvailable: "NewReplicaSetAvailable",
  TimedOut: "ProgressDeadlineExceeded",
  MinimumReplicasAvailable: "MinimumReplicasAvailable",
  MinimumReplicasUnavailable: "MinimumReplicasUnavailable",
} as const;

const SAFE_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";

/** safeEncodeString maps each character to the vowel-free alphabet (rand.SafeEncodeString). */
export function safeEncodeString(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) out += SAFE_ALPHABET[s.charCodeAt(i) % SAFE_ALPHABET.length];
  return out;
}

/** computeHash is the pod-template-hash: a 32-bit FNV hash of the template, safe-encoded (controller.ComputeHash). */
export function computeHash(template: unknown, collisionCount = 0): string {
  return safeEncodeString(String(canonicalHash32(template, collisionCount ? String(collisionCount) : "")));
}

/**
 * canonicalHash32 is hash32(canonicalJSON(v) + suffix) (sim/rng.ts, api/json.ts), hashed as the
 * text is walked instead of built: one FNV-1a pass over the same characters, then hash32's mix.
 */
export function canonicalHash32(v: unknown, suffix = ""): number {
  return avalanche32(fnv1a(fnvCanonical(FNV_OFFSET >>> 0, v), suffix));
}

/** fnvQuoted feeds JSON.stringify(s): the quoted characters, hashed as they are checked (one
 * pass), or the escaped text from the start when a character needs an escape. */
function fnvQuoted(h0: number, s: string): number {
  let h = Math.imul(h0 ^ 34, FNV_PRIME);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) return fnv1a(h0, JSON.stringify(s));
    h = Math.imul(h ^ c, FNV_PRIME);
  }
  return Math.imul(h ^ 34, FNV_PRIME);
}

/** sortedKeys is Object.keys(o).sort() (UTF-16 order): by insertion for the few keys of a
 * template's objects (Array.prototype.sort's string comparison costs more there). */
function sortedKeys(o: Record<string, unknown>): string[] {
  const keys = Object.keys(o);
  if (keys.length > 12) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i] as string;
    let j = i - 1;
    for (; j >= 0 && (keys[j] as string) > k; j--) keys[j + 1] = keys[j] as string;
    keys[j + 1] = k;
  }
  return keys;
}

/** fnvCanonical feeds canonicalJSON(v)'s text (sorted keys, members that are undefined left out). */
function fnvCanonical(h: number, v: unknown): number {
  if (v === null || typeof v !== "object") {
    if (typeof v === "string") return fnvQuoted(h, v);
    return fnv1a(h, v === undefined ? "null" : String(JSON.stringify(v)));
  }
  if (Array.isArray(v)) {
    h = Math.imul(h ^ 91, FNV_PRIME); // [
    for (let i = 0; i < v.length; i++) {
      if (i) h = Math.imul(h ^ 44, FNV_PRIME); // ,
      h = fnvCanonical(h, v[i]);
    }
    return Math.imul(h ^ 93, FNV_PRIME); // ]
  }
  const o = v as Record<string, unknown>;
  const keys = sortedKeys(o);
  h = Math.imul(h ^ 123, FNV_PRIME); // {
  let first = true;
  for (const k of keys) {
    const x = o[k];
    if (x === undefined) continue;
    if (!first) h = Math.imul(h ^ 44, FNV_PRIME);
    h = fnvQuoted(h, k);
    h = Math.imul(h ^ 58, FNV_PRIME); // :
    h = fnvCanonical(h, x);
    first = false;
  }
  return Math.imul(h ^ 125, FNV_PRIME); // }
}

/** resolveIntOrPercent turns 3 or "25%" into a count of `total`, rounding up or down. */
export function resolveIntOrPercent(v: unknown, total: number, roundUp: boolean): number {
  if (typeof v === "number") return v;
  if (typeof v === "string" && v.endsWith("%")) {
    const x = (Number(v.slice(0, -1)) * total) / 100;
    return roundUp ? Math.ceil(x) : Math.floor(x);
  }
  return Number(v) || 0;
}

/** resolveFenceposts returns (maxSurge, maxUnavailable); both 0 means maxUnavailable 1 (fact 99). */
export function resolveFenceposts(d: KubeObject): { maxSurge: number; maxUnavailable: number } {
  const replicas = (d.spec?.replicas as number | undefined) ?? 1;
  const ru = d.spec?.strategy?.rollingUpdate ?? {};
  const maxSurge = resolveIntOrPercent(ru.maxSurge ?? "25%", replicas, true);
  let maxUnavailable = resolveIntOrPercent(ru.maxUnavailable ?? "25%", replicas, false);
  if (maxSurge === 0 && maxUnavailable === 0) maxUnavailable = 1;
  return { maxSurge, maxUnavailable };
}

/** maxUnavailable is deploymentutil.MaxUnavailable: 0 for Recreate or replicas 0, capped at replicas. */
export function maxUnavailable(d: KubeObject): number {
  const replicas = (d.spec?.replicas as number | undefined) ?? 1;
  if (d.spec?.strategy?.type !== "RollingUpdate" || replicas === 0) return 0;
  return Math.min(resolveFenceposts(d).maxUnavailable, replicas);
}

/** templateWithoutHash drops the pod-template-hash label (EqualIgnoreHash). */
export function templateWithoutHash(t: unknown): unknown {
  const tt = (t ?? {}) as { metadata?: { labels?: Record<string, string> } };
  const labels = { ...(tt.metadata?.labels ?? {}) };
  delete labels[POD_TEMPLATE_HASH_LABEL];
  return { ...tt, metadata: { ...(tt.metadata ?? {}), labels } };
}

/** equalIgnoreHash compares two pod templates ignoring the hash label: deepEqual of their
 * templateWithoutHash, without building either (a Deployment sync compares its template with
 * every ReplicaSet's). */
export function equalIgnoreHash(a: unknown, b: unknown): boolean {
  const ta = templateParts(a);
  const tb = templateParts(b);
  if (!ta || !tb) return deepEqual(templateWithoutHash(a), templateWithoutHash(b));
  return (
    equalMembersExcept(ta.template, tb.template, "metadata") &&
    equalMembersExcept(ta.metadata, tb.metadata, "labels") &&
    equalMembersExcept(ta.labels, tb.labels, POD_TEMPLATE_HASH_LABEL)
  );
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** templateParts are a template's levels down to its labels (absent ones empty), or undefined
 * when one is neither absent nor a plain object (equalIgnoreHash then builds the copies). */
function templateParts(
  t: unknown,
):
  | { template: Record<string, unknown>; metadata: Record<string, unknown>; labels: Record<string, unknown> }
  | undefined {
  const template = t ?? EMPTY;
  if (!isRecord(template)) return undefined;
  const metadata = template.metadata ?? EMPTY;
  if (!isRecord(metadata)) return undefined;
  const labels = metadata.labels ?? EMPTY;
  if (!isRecord(labels)) return undefined;
  return { template, metadata, labels };
}

/** equalMembersExcept is deepEqual of two objects without their member `skip` (members that are undefined do not count). */
function equalMembersExcept(a: Record<string, unknown>, b: Record<string, unknown>, skip: string): boolean {
  let na = 0;
  for (const k in a) {
    if (k === skip || a[k] === undefined) continue;
    na++;
    if (!deepEqual(a[k], b[k])) return false;
  }
  let nb = 0;
  for (const k in b) if (k !== skip && b[k] !== undefined) nb++;
  return na === nb;
}

/** revisionOf reads a ReplicaSet's revision annotation (0 when absent). */
export function revisionOf(rs: KubeObject): number {
  return Number(rs.metadata.annotations?.[REVISION_ANNOTATION] ?? 0) || 0;
}

/** DeploymentStatus is the part of apps/v1 DeploymentStatus the controller computes. */
export interface DeploymentStatusCounts {
  observedGeneration: number;
  replicas: number;
  updatedReplicas: number;
  readyReplicas: number;
  availableReplicas: number;
  unavailableReplicas: number;
}

/** deploymentStatus is the status a Deployment sync writes: counts that are not 0, in DeploymentStatus
 * order, then conditions and collisionCount (named stores: a member at a time by a loop over
 * the counts' keys made each store a keyed one). */
export function deploymentStatus(
  c: DeploymentStatusCounts,
  conds: readonly DeploymentCondition[],
  collisionCount: unknown,
): Record<string, unknown> {
  const status: Record<string, unknown> = {};
  if (c.observedGeneration) status.observedGeneration = c.observedGeneration;
  if (c.replicas) status.replicas = c.replicas;
  if (c.updatedReplicas) status.updatedReplicas = c.updatedReplicas;
  if (c.readyReplicas) status.readyReplicas = c.readyReplicas;
  if (c.availableReplicas) status.availableReplicas = c.availableReplicas;
  if (c.unavailableReplicas) status.unavailableReplicas = c.unavailableReplicas;
  if (conds.length) status.conditions = conds;
  if (collisionCount) status.collisionCount = collisionCount;
  return status;
}

/** deploymentComplete is DeploymentComplete (fact 103). */
export function deploymentComplete(d: KubeObject, s: DeploymentStatusCounts): boolean {
  const replicas = (d.spec?.replicas as number | undefined) ?? 1;
  return (
    s.updatedReplicas === replicas &&
    s.replicas === replicas &&
    s.availableReplicas === replicas &&
    s.observedGeneration >= (d.metadata.generation ?? 0)
  );
}

/** deploymentProgressing is DeploymentProgressing: more updated, ready or available replicas, or fewer old ones. */
export function deploymentProgressing(old: Partial<DeploymentStatusCounts>, s: DeploymentStatusCounts): boolean {
  const oldOld = (old.replicas ?? 0) - (old.updatedReplicas ?? 0);
  const newOld = s.replicas - s.updatedReplicas;
  return (
    s.updatedReplicas > (old.updatedReplicas ?? 0) ||
    s.readyReplicas > (old.readyReplicas ?? 0) ||
    s.availableReplicas > (old.availableReplicas ?? 0) ||
    newOld < oldOld
  );
}
