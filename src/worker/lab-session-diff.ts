/**
 * What a write changed, as the objects table shows it: the JSON paths whose value differs
 * between the stored object before and after (managedFields left out, long values cut),
 * and a one-line status summary of an object.
 */
import type { KubeObject } from "../engine";
import type { LiveChange } from "./lab-session-types";

const MAX_CHANGES = 40;
const MAX_VALUE = 80;
const SKIP = new Set(["metadata.managedFields"]);

function show(v: unknown): string {
  const s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === "object" && !Array.isArray(v);
}

function walk(path: string, a: unknown, b: unknown, out: LiveChange[]): void {
  if (out.length >= MAX_CHANGES || SKIP.has(path)) return;
  if (a === undefined && isObject(b)) a = {};
  if (b === undefined && isObject(a)) b = {};
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) walk(path ? `${path}.${k}` : k, a[k], b[k], out);
    return;
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  out.push({ path, ...(a !== undefined ? { before: show(a) } : {}), ...(b !== undefined ? { after: show(b) } : {}) });
}

/** objectChanges lists what differs between before and after (undefined = absent: created or gone). */
export function objectChanges(before: KubeObject | undefined, after: KubeObject | undefined): LiveChange[] {
  if (!before && !after) return [];
  if (!after) return [{ path: "(object)", before: "stored", after: "gone" }];
  const out: LiveChange[] = [];
  walk("", before, after, out);
  return out;
}

/** statusSummary is the status of an object in a few words. */
export function statusSummary(o: KubeObject): string {
  const st = o.status as Record<string, unknown> | undefined;
  if (!st || !isObject(st)) return "";
  const parts: string[] = [];
  if (typeof st.phase === "string" && st.phase) parts.push(st.phase);
  for (const k of ["readyReplicas", "replicas", "availableReplicas"]) {
    if (typeof st[k] === "number") parts.push(`${k.replace("Replicas", "")} ${st[k] as number}`);
  }
  if (typeof st.observedGeneration === "number") parts.push(`observed gen ${st.observedGeneration}`);
  const conds = Array.isArray(st.conditions) ? (st.conditions as Array<Record<string, unknown>>) : [];
  for (const c of conds.slice(0, 3)) parts.push(`${String(c.type)}=${String(c.status)}`);
  return parts.join(", ");
}
