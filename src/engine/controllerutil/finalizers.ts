import type { ClientObject } from "../client/object";

/** addFinalizer adds f in memory and reports whether it was added (fact 82). */
export function addFinalizer(obj: ClientObject, f: string): boolean {
  const fs = obj.metadata.finalizers ?? [];
  if (fs.includes(f)) return false;
  obj.metadata.finalizers = [...fs, f];
  return true;
}

/** removeFinalizer removes every copy of f in memory and reports whether any was removed. */
export function removeFinalizer(obj: ClientObject, f: string): boolean {
  const fs = obj.metadata.finalizers ?? [];
  const kept = fs.filter((x) => x !== f);
  if (kept.length === fs.length) return false;
  obj.metadata.finalizers = kept;
  return true;
}

/** containsFinalizer reports whether obj has f. */
export function containsFinalizer(obj: ClientObject, f: string): boolean {
  return (obj.metadata.finalizers ?? []).includes(f);
}
