/**
 * Reconcile Lab's contract vocabulary: the names LAB-CONTRACT (docs/lab-contract.md) fixes and
 * more than one layer speaks. Today that is §3's finding kinds: the engine computes findings of
 * these kinds, content's exercises name them for each planted bug, the lab and the UI show them.
 *
 * Contract of this folder: plain data and types, no imports, no side effects. Every layer may
 * import it through this file, and Node's own loader can run it as is (the content schemas load
 * inside Vite's config), so nobody needs to reach past a front door for it.
 */

/** FINDING_KINDS are LAB-CONTRACT §3's finding kinds (a report ranks them by the engine's own order). */
export const FINDING_KINDS = [
  "HotLoop",
  "PerpetualRequeue",
  "DuplicateChildren",
  "MissingOwnerReference",
  "OrphanedObject",
  "LeakedExternalResource",
  "StuckTerminating",
  "NoOpWrite",
  "SwallowedError",
  "ResultWithError",
  "DeprecatedRequeue",
  "StatefulReconciler",
  "StepBudgetExceeded",
  "Panic",
  "EndlessRetry",
] as const;

/** FindingKind is one of LAB-CONTRACT §3's finding kinds. */
export type FindingKind = (typeof FINDING_KINDS)[number];
