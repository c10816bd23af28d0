/** FINDING_KINDS are LAB-CONTRACT §3's finding kinds: the one list the engine and content share. */
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
