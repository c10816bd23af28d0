/**
 * findings: LAB-CONTRACT §3's findings, derived from a run's trace and final world. indexRun
 * walks the run once (run-index.ts); each finding kind has its own detector file that only
 * reads that index; computeFindings runs them all, keeps one finding per kind and object (the
 * first), and sorts the report most severe first. Plain data in, plain data out: the same
 * trace always gives the same findings in the same order.
 */
import type { FindingKind } from "../../../contract";
import { FINDING_KINDS } from "../../../contract";
import { indexRun, type RunIndex } from "./run-index";
import type { RunIndexer } from "./run-indexer";
import type { Finding, FindingsInput } from "./types";
import { detectDeprecatedRequeue } from "./deprecated-requeue";
import { detectDuplicateChildren } from "./duplicate-children";
import { detectEndlessRetry } from "./endless-retry";
import { detectHotLoop } from "./hot-loop";
import { detectLeakedExternalResource } from "./leaked-external-resource";
import { detectMissingOwnerReference } from "./missing-owner-reference";
import { detectNoOpWrite } from "./noop-write";
import { detectOrphanedObject } from "./orphaned-object";
import { detectPanic } from "./panic";
import { detectPerpetualRequeue } from "./perpetual-requeue";
import { detectResultWithError } from "./result-with-error";
import { detectStatefulReconciler } from "./stateful-reconciler";
import { detectStepBudgetExceeded } from "./step-budget-exceeded";
import { detectStuckTerminating } from "./stuck-terminating";
import { detectSwallowedError } from "./swallowed-error";

export { FINDING_KINDS, type FindingKind } from "../../../contract";
export { DEFAULT_THRESHOLDS } from "./types";
export type { Finding, FindingsInput, Thresholds } from "./types";
export type { RunIndex, OwnedChildren } from "./run-index";
export { RUN_INDEX_TYPES } from "./run-index";
export { RunIndexer, type RunIndexerOptions } from "./run-indexer";

/** Detector finds one kind of finding in a run's index. */
export type Detector = (ix: RunIndex) => Finding[];

/** DETECTORS holds one detector per kind; the Record type makes the compiler demand a new kind's. */
const DETECTORS: Record<FindingKind, Detector> = {
  Panic: detectPanic,
  StepBudgetExceeded: detectStepBudgetExceeded,
  HotLoop: detectHotLoop,
  PerpetualRequeue: detectPerpetualRequeue,
  DuplicateChildren: detectDuplicateChildren,
  MissingOwnerReference: detectMissingOwnerReference,
  OrphanedObject: detectOrphanedObject,
  LeakedExternalResource: detectLeakedExternalResource,
  StuckTerminating: detectStuckTerminating,
  SwallowedError: detectSwallowedError,
  ResultWithError: detectResultWithError,
  DeprecatedRequeue: detectDeprecatedRequeue,
  NoOpWrite: detectNoOpWrite,
  StatefulReconciler: detectStatefulReconciler,
  EndlessRetry: detectEndlessRetry,
};

/** ORDER ranks the kinds in a report (the most severe first); the Record type makes the
 * compiler demand a rank for every kind FINDING_KINDS gains. */
const ORDER: Record<FindingKind, number> = {
  Panic: 0,
  StepBudgetExceeded: 1,
  HotLoop: 2,
  PerpetualRequeue: 3,
  EndlessRetry: 4,
  DuplicateChildren: 5,
  MissingOwnerReference: 6,
  OrphanedObject: 7,
  LeakedExternalResource: 8,
  StuckTerminating: 9,
  SwallowedError: 10,
  ResultWithError: 11,
  DeprecatedRequeue: 12,
  NoOpWrite: 13,
  StatefulReconciler: 14,
};

/**
 * computeFindings derives LAB-CONTRACT §3's findings from a trace and the final world. It only
 * reads plain data, so the same trace always gives the same findings, in a fixed order. Given an
 * indexer that has taken the run's events live, it reads that instead of `input.trace`.
 */
export function computeFindings(input: FindingsInput, indexer?: RunIndexer): Finding[] {
  const ix = indexer ? indexer.index(input) : indexRun(input);
  const out: Finding[] = [];
  for (const kind of FINDING_KINDS) {
    const seen = new Set<string>();
    for (const f of DETECTORS[kind](ix)) {
      if (seen.has(f.object)) continue;
      seen.add(f.object);
      out.push(f);
    }
  }
  return out.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || (a.object < b.object ? -1 : a.object > b.object ? 1 : 0));
}
