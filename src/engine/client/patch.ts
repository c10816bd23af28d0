import type { Patch } from "./interfaces";
import type { ClientObject } from "./object";

/** createMergePatch computes an RFC 7386 JSON merge patch turning original into modified. */
export function createMergePatch(original: unknown, modified: unknown): unknown {
  if (!isPlainObject(original) || !isPlainObject(modified)) return modified === undefined ? null : modified;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(original)) {
    if (original[k] !== undefined && modified[k] === undefined) out[k] = null;
  }
  for (const k of Object.keys(modified)) {
    const o = original[k];
    const m = modified[k];
    if (m === undefined) continue;
    if (isPlainObject(o) && isPlainObject(m)) {
      const sub = createMergePatch(o, m) as Record<string, unknown>;
      if (Object.keys(sub).length > 0) out[k] = sub;
    } else if (JSON.stringify(o) !== JSON.stringify(m)) {
      out[k] = m;
    }
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** MergeFromOptions: optimisticLock puts the original's resourceVersion into the patch (fact 4). */
export interface MergeFromOptions {
  optimisticLock?: boolean;
}

/** MergeFrom builds a merge patch from the original object (client.MergeFrom / MergeFromWithOptions). */
export function MergeFrom(original: ClientObject, opts: MergeFromOptions = {}): Patch {
  const base = JSON.parse(JSON.stringify(original)) as ClientObject;
  return {
    type: "merge",
    data(obj: ClientObject): unknown {
      const body = createMergePatch(base, obj) as Record<string, unknown>;
      if (opts.optimisticLock) {
        const meta = (body.metadata ?? {}) as Record<string, unknown>;
        meta.resourceVersion = base.metadata.resourceVersion ?? "";
        body.metadata = meta;
      }
      return body;
    },
  };
}

/** MergeFromWithOptimisticLock is MergeFrom(original, {optimisticLock: true}). */
export function MergeFromWithOptimisticLock(original: ClientObject): Patch {
  return MergeFrom(original, { optimisticLock: true });
}

/** RawPatch sends body as is (client.RawPatch). */
export function RawPatch(type: Patch["type"], body: unknown): Patch {
  return { type, data: () => body };
}

/** Apply is the deprecated client.Apply patch type: the object itself is the apply body. */
export const Apply: Patch = {
  type: "apply",
  data(obj: ClientObject): unknown {
    const copy = JSON.parse(JSON.stringify(obj)) as ClientObject;
    delete copy.metadata.managedFields;
    delete copy.metadata.resourceVersion;
    return copy;
  },
};
