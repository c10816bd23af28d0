import type { KubeObject } from "../api/object";
import type { Finding } from "../observe/findings";
import type { TraceEvent } from "../sim/trace";
import type { World } from "./world";

/** LogLine is one line of the report's logs (t in virtual seconds). */
export interface LogLine {
  t: number;
  level: string;
  msg: string;
  values?: Record<string, unknown>;
  file?: string;
  line?: number;
}

/** Report is LAB-CONTRACT §3's JSON report, as far as the engine knows it (diagnostics come from the interpreter). */
export interface Report {
  scenario: string;
  seed: number;
  virtualSeconds: number;
  diagnostics: Array<{ file: string; line: number; column: number; message: string }>;
  findings: Finding[];
  objects: KubeObject[];
  external: Array<{ name: string }>;
  logs: LogLine[];
  metrics: {
    reconciles: number;
    reconcileErrors: number;
    apiWrites: number;
    apiRequestsByVerb: Record<string, number>;
  };
}

/** REPORT_TYPES: the event types buildReport reads (the others are not rebuilt from the packed trace). */
export const REPORT_TYPES: ReadonlySet<string> = new Set([
  "reconcile.log",
  "reconcile.panic",
  "reconcile.stepBudget",
  "scenario.stepFailed",
  "reconcile.warning",
  "manager.exit",
  "reconcile.end",
  "api.request",
]);

/**
 * ReportTally gathers what a report reads from the trace (its logs and metrics), one event at a
 * time in trace order: from a recorded trace (buildReport) or live (a World run with
 * `record: "report"` feeds one and keeps no trace).
 */
export class ReportTally {
  readonly logs: LogLine[] = [];
  reconciles = 0;
  reconcileErrors = 0;
  apiWrites = 0;
  readonly byVerb: Record<string, number> = {};

  /** take reads one event (events of other types than REPORT_TYPES are ignored). */
  take(e: TraceEvent): void {
    const logs = this.logs;
    switch (e.type) {
      case "reconcile.log":
        logs.push({
          t: e.t / 1000,
          level: e.level,
          msg: e.msg,
          ...(e.values ? { values: e.values } : {}),
          ...(e.site ? { file: e.site.file, line: e.site.line } : {}),
        });
        break;
      case "reconcile.panic":
        logs.push({
          t: e.t / 1000,
          level: "error",
          msg: "Observed a panic",
          values: { controller: e.controller, key: e.key, panic: e.value },
          ...(e.site ? { file: e.site.file, line: e.site.line } : {}),
        });
        break;
      case "reconcile.stepBudget":
        logs.push({
          t: e.t / 1000,
          level: "error",
          msg: "Reconcile stopped: step budget exceeded",
          values: { controller: e.controller, key: e.key, steps: e.steps },
          ...(e.site ? { file: e.site.file, line: e.site.line } : {}),
        });
        break;
      case "scenario.stepFailed":
        logs.push({
          t: e.t / 1000,
          level: "error",
          msg: "scenario step failed",
          values: { step: e.action, error: e.message },
        });
        break;
      case "reconcile.warning":
        logs.push({ t: e.t / 1000, level: "info", msg: e.msg, values: { controller: e.controller, key: e.key } });
        break;
      case "manager.exit":
        if (e.error)
          logs.push({
            t: e.t / 1000,
            level: "error",
            msg: "problem running manager",
            values: { manager: e.manager, error: e.error },
          });
        break;
      case "reconcile.end":
        this.reconciles++;
        if (e.error) this.reconcileErrors++;
        break;
      case "api.request":
        if (e.reconcileID === undefined) break;
        this.byVerb[e.verb] = (this.byVerb[e.verb] ?? 0) + 1;
        if (e.verb !== "get" && e.verb !== "list" && e.verb !== "watch" && e.code < 300) this.apiWrites++;
        break;
      default:
        break;
    }
  }
}

/** buildReport gathers the report from a world's trace (or the tally it fed live) and final state. */
export function buildReport(
  w: World,
  findings: Finding[],
  objects: KubeObject[] = w.objects(),
  tally: ReportTally = tallyOf(w),
): Report {
  const { logs, reconciles, reconcileErrors, apiWrites, byVerb } = tally;
  return {
    scenario: w.scenario.name,
    seed: w.scenario.seed,
    virtualSeconds: w.now() / 1000,
    diagnostics: [],
    findings,
    objects,
    external: w.db.list().map((name) => ({ name })),
    // copies: a live tally goes on counting if the world runs on
    logs: [...logs],
    metrics: { reconciles, reconcileErrors, apiWrites, apiRequestsByVerb: { ...byVerb } },
  };
}

/** tallyOf reads a world's recorded trace into a ReportTally. */
function tallyOf(w: World): ReportTally {
  const tally = new ReportTally();
  for (const e of w.tracer.iterate(0, REPORT_TYPES)) tally.take(e);
  return tally;
}
