/**
 * Structural sharing between versions of a stored object. Stored versions are deeply frozen
 * and never edited, so a new version may take over the previous version's value of any field
 * that would encode to the very same JSON text: the bytes do not change, only fewer subtrees
 * are copied, frozen and measured, and later comparisons of the two versions stop at `===`.
 */
import type { KubeObject } from "../api";

/** SHARED_META are the metadata members shared between versions (the rest are scalars or rewritten). */
const SHARED_META = ["labels", "annotations", "ownerReferences", "finalizers"] as const;

/**
 * sameJSON reports whether two JSON values encode to the same text: same members in the same
 * order (JSON.stringify's order; members that are undefined do not count), same items, equal
 * scalars. Anything with a toJSON method is not compared (false).
 */
export function sameJSON(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJSON(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  if (typeof ao.toJSON === "function" || typeof bo.toJSON === "function") return false;
  const ka = Object.keys(ao);
  const kb = Object.keys(bo);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < ka.length && ao[ka[i]!] === undefined) i++;
    while (j < kb.length && bo[kb[j]!] === undefined) j++;
    if (i === ka.length || j === kb.length) return i === ka.length && j === kb.length;
    const k = ka[i]!;
    if (k !== kb[j] || !sameJSON(ao[k], bo[k])) return false;
    i++;
    j++;
  }
}

/**
 * shareUnchanged makes `next` (a version about to be stored, not yet frozen) reuse the values
 * of `prev` (the stored version) for every top-level field and shared metadata member that
 * encodes the same. Shared values are frozen: nothing may edit `next`'s fields in place after this.
 */
export function shareUnchanged(next: KubeObject, prev: KubeObject): void {
  const n = next as Record<string, unknown>;
  const p = prev as Record<string, unknown>;
  for (const k in n) {
    if (k === "metadata" || k === "apiVersion" || k === "kind") continue;
    const v = n[k];
    if (typeof v === "object" && v !== null && v !== p[k] && sameJSON(v, p[k])) n[k] = p[k];
  }
  const nm = next.metadata as Record<string, unknown>;
  const pm = prev.metadata as Record<string, unknown>;
  for (const k of SHARED_META) {
    const v = nm[k];
    if (v !== undefined && v !== pm[k] && sameJSON(v, pm[k])) nm[k] = pm[k];
  }
}
