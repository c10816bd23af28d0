/**
 * FlowRunSpec and its merge, free of engine imports so the page can build worker messages
 * without bundling the engine (./build.ts applies a spec to a scenario).
 */
import type { NativeOptions } from "../../engine/index.ts";

/** FlowRunSpec is what a run changes from the flow's scenario file (plain data, crosses to the worker). */
export interface FlowRunSpec {
  reconciler?: NativeOptions;
  /** scenario: top-level scenario keys to set (replacing the file's value). */
  scenario?: Record<string, unknown>;
  /** cacheScope: kind → cache.Options.ByObject scoping (a namespace or a label selector). */
  cacheScope?: Record<string, { namespace?: string; label?: string }>;
  /** dropSteps: remove the file's steps of these action kinds. */
  dropSteps?: string[];
  /** steps: extra steps, appended (the parser orders them by time). */
  steps?: Array<Record<string, unknown>>;
  /** apps: scale every createMany to this count (tests run Flow 19 smaller than 20,000). */
  apps?: number;
}

/** mergeRunSpecs lays `over` on top of `base` (reconciler switches merge, lists concatenate). */
export function mergeRunSpecs(base: FlowRunSpec, over: FlowRunSpec): FlowRunSpec {
  return {
    reconciler: { ...base.reconciler, ...over.reconciler },
    scenario: { ...base.scenario, ...over.scenario },
    cacheScope: { ...base.cacheScope, ...over.cacheScope },
    dropSteps: [...(base.dropSteps ?? []), ...(over.dropSteps ?? [])],
    steps: [...(base.steps ?? []), ...(over.steps ?? [])],
    ...((over.apps ?? base.apps) !== undefined ? { apps: over.apps ?? base.apps } : {}),
  };
}
