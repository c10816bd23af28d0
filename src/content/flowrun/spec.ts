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

/**
 * canonical is a spec as JSON with every object's keys sorted and its empty members left out (an
 * empty override, `{}` or `[]`, asks for nothing: mergeRunSpecs(x, {}) is the run x asks for).
 */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const members: string[] = [];
    for (const k of Object.keys(v).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined) continue;
      const c = canonical(x);
      if (c !== "{}" && c !== "[]") members.push(`${JSON.stringify(k)}:${c}`);
    }
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(v);
}

/** runSpecKey names the run a spec asks for: equal for equal specs, whatever their key order (the
 * page compares the player's run with a variant's by it; the flow worker keys finished runs by it). */
export const runSpecKey = (spec: FlowRunSpec): string => canonical(spec);

/** sameRunSpec reports whether two specs ask for the same run (key order aside). */
export function sameRunSpec(a: FlowRunSpec, b: FlowRunSpec): boolean {
  return runSpecKey(a) === runSpecKey(b);
}
