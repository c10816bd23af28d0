/**
 * Deletion decisions (facts 15–18, 24–25): preconditions, graceful periods, and which garbage
 * collector finalizers a DELETE adds, in the store's order of precedence.
 */
import { newConflict, type GroupResource, type KubeObject } from "../api";

/** PropagationPolicy is metav1.DeletionPropagation. */
export type PropagationPolicy = "Orphan" | "Background" | "Foreground";

/** FINALIZER_ORPHAN and FINALIZER_FOREGROUND are the GC finalizers (fact 24). */
export const FINALIZER_ORPHAN = "orphan";
export const FINALIZER_FOREGROUND = "foregroundDeletion";

/** DeleteOptions is what a DELETE carries. */
export interface DeleteOptions {
  propagationPolicy?: PropagationPolicy;
  preconditions?: { uid?: string; resourceVersion?: string };
  gracePeriodSeconds?: number;
  dryRun?: boolean;
}

/** checkPreconditions throws the 409 of fact 18 on a uid or resourceVersion mismatch. */
export function checkPreconditions(gr: GroupResource, obj: KubeObject, pre: DeleteOptions["preconditions"]): void {
  const name = obj.metadata.name ?? "";
  if (pre?.uid !== undefined && pre.uid !== obj.metadata.uid) {
    throw newConflict(
      gr,
      name,
      `the UID in the precondition (${pre.uid}) does not match the UID in record (${obj.metadata.uid}). The object might have been deleted and then recreated`,
    );
  }
  if (pre?.resourceVersion !== undefined && pre.resourceVersion !== obj.metadata.resourceVersion) {
    throw newConflict(
      gr,
      name,
      `the ResourceVersion in the precondition (${pre.resourceVersion}) does not match the ResourceVersion in record (${obj.metadata.resourceVersion}). The object might have been modified`,
    );
  }
}

/**
 * gcFinalizers returns the finalizers after applying the propagation policy: explicit option
 * first, then an existing GC finalizer, then the strategy default (background for every kind
 * modelled here). `changed` is false when the set is unchanged.
 */
export function gcFinalizers(
  obj: KubeObject,
  policy: PropagationPolicy | undefined,
  defaultPolicy: "Orphan" | "Background",
): { changed: boolean; finalizers: string[] } {
  const existing = obj.metadata.finalizers ?? [];
  let orphan: boolean;
  let foreground: boolean;
  if (policy !== undefined) {
    orphan = policy === "Orphan";
    foreground = policy === "Foreground";
  } else if (existing.includes(FINALIZER_ORPHAN)) {
    orphan = true;
    foreground = false;
  } else if (existing.includes(FINALIZER_FOREGROUND)) {
    orphan = false;
    foreground = true;
  } else {
    orphan = defaultPolicy === "Orphan";
    foreground = false;
  }
  const next = existing.filter((f) => f !== FINALIZER_ORPHAN && f !== FINALIZER_FOREGROUND);
  if (orphan) next.push(FINALIZER_ORPHAN);
  if (foreground) next.push(FINALIZER_FOREGROUND);
  const a = new Set(existing);
  const b = new Set(next);
  const same = a.size === b.size && [...a].every((f) => b.has(f));
  return same ? { changed: false, finalizers: existing } : { changed: true, finalizers: next };
}
