// Run compiles a learner's files, runs them in a scenario's World and builds the JSON report of
// LAB-CONTRACT §3: diagnostics, findings with file:line, objects, external databases, logs and
// metrics. A compile failure gives a report with diagnostics only.
import type { SourceFile } from "../golang";
import { compileLab, type LabProgram } from "./program";
import { compileProjectLab, type ProjectFile } from "./project";
import { newProcessFactory } from "./process";
import { LabRun } from "./labrun";
import {
  World,
  type ReconcilerFactory,
  type Scenario,
  type Report,
  type LogLine,
  type Finding,
  customResourceKind,
  type Site,
  type TraceEvent,
  type TraceListener,
} from "../engine";

/** DEFAULT_BUDGET is the step budget of one reconcile (an endless loop stops well before a second of CPU). */
export const DEFAULT_BUDGET = 2_000_000;

/** RUN_BUDGET_STOPS is the whole-run budget, in step-budget stops: a run ends after this many. */
export const RUN_BUDGET_STOPS = 2;

/** LISTENER_TYPES: the event types a run's trace listener reads (it stamps sites and counts creates). */
const LISTENER_TYPES: ReadonlySet<string> = new Set([
  "api.request",
  "reconcile.panic",
  "reconcile.stepBudget",
  "reconcile.warning",
  "reconcile.end",
]);

/** RunOptions choose the seed, the budget and whether call sites are tracked. */
export interface RunOptions {
  seed?: number;
  budget?: number;
  /** sites: attach file:line to findings (default true; the benchmark can turn it off). */
  sites?: boolean;
  /** record: keep the trace (default true; without it the report has no logs, metrics or findings;
   * "report": only the events the report reads, for callers that use the report alone). */
  record?: boolean | "report";
  /** wrap lets a caller (the benchmark) wrap the factory, e.g. to time reconciles. */
  wrap?: (factory: ReconcilerFactory) => ReconcilerFactory;
  /** maxCreates ends the run once the learner's reconcilers have created more objects than this
   * (a runaway: every create wakes the next). Drill verification sets it; `lab run` does not. */
  maxCreates?: number;
}

/** RunResult is the report plus the world (absent when the files did not compile). */
export interface RunResult {
  report: Report;
  world?: World;
  compiled: boolean;
}

/** emptyReport is the report of a run that never started (compile errors). */
export function emptyReport(scenario: Scenario, seed: number, lab: Pick<LabProgram, "diagnostics">): Report {
  return {
    scenario: scenario.name,
    seed,
    virtualSeconds: 0,
    diagnostics: lab.diagnostics.map((d) => ({ file: d.file, line: d.line, column: d.column, message: d.message })),
    findings: [],
    objects: [],
    external: [],
    logs: [],
    metrics: { reconciles: 0, reconcileErrors: 0, apiWrites: 0, apiRequestsByVerb: {} },
  };
}

/** runLab compiles files and runs them through the scenario. It never throws for bad Go. */
export function runLab(files: SourceFile[], scenario: Scenario, opts: RunOptions = {}): RunResult {
  const seed = opts.seed ?? scenario.seed;
  const lab = compileLab(files);
  const sc: Scenario = { ...scenario, seed };
  if (!lab.program || lab.diagnostics.length) return { report: emptyReport(sc, seed, lab), compiled: false };
  const world = runCompiled(lab, sc, opts);
  return { report: world.report, world: world.world, compiled: true };
}

/** runProject compiles a whole project (LAB-CONTRACT §5: files by directory, `goMod` the go.mod
 * text, absent without one) and runs it through the scenario. It never throws for bad Go. */
export function runProject(
  files: ProjectFile[],
  goMod: string | undefined,
  scenario: Scenario,
  opts: RunOptions = {},
): RunResult {
  const seed = opts.seed ?? scenario.seed;
  const lab = compileProjectLab(files, goMod, opts.budget ?? DEFAULT_BUDGET);
  const sc: Scenario = { ...scenario, seed };
  if (!lab.program || lab.diagnostics.length) return { report: emptyReport(sc, seed, lab), compiled: false };
  const world = runCompiled(lab, sc, opts);
  return { report: world.report, world: world.world, compiled: true };
}

/** runCompiled runs an already compiled program (the benchmark reuses one compile). */
export function runCompiled(
  lab: LabProgram,
  scenario: Scenario,
  opts: RunOptions = {},
): { report: Report; world: World } {
  return startCompiled(lab, scenario, opts).finish();
}

/** LabSession is a run in progress: the World and its LabRun, stepped event by event (several
 * sessions may be stepped alternately in one realm) or run to the end, then reported. */
export interface LabSession {
  readonly world: World;
  readonly run: LabRun;
  /** step runs the next scheduled event; false once nothing is left before the scenario's end. */
  step(): boolean;
  /** findings so far: faults of Go code outside reconciles first, then the world's. */
  findings(): Finding[];
  /** extraLogs are the lines logged outside any reconcile (setup errors, init's output). */
  extraLogs(): readonly LogLine[];
  /** finish runs to the scenario's end and returns the report (LAB-CONTRACT §3). */
  finish(): { report: Report; world: World };
}

/** startCompiled starts an already compiled program in the scenario's World without running it. */
export function startCompiled(lab: LabProgram, scenario: Scenario, opts: RunOptions = {}): LabSession {
  const sites = opts.sites !== false;
  const faults = new Map<number, Site | undefined>();
  const ends = new Map<number, Site>();
  const extraLogs: LogLine[] = (lab.notes ?? []).map((msg) => ({ t: 0, level: "info", msg }));
  const initFindings: Finding[] = [];
  const outsideFaults = new Set<string>();
  const holder: { world?: World } = {};
  const now = () => (holder.world ? holder.world.now() : 0);
  const run = new LabRun(lab, {
    sites,
    log: (level, msg, values) => {
      extraLogs.push({ t: now() / 1000, level, msg, ...(Object.keys(values).length ? { values } : {}) });
    },
  });
  const factory = newProcessFactory(lab, run, {
    budget: opts.budget ?? DEFAULT_BUDGET,
    seed: scenario.seed,
    env: scenario.env,
    args: scenario.args,
    now,
    sites,
    onFault: (id, site) => faults.set(id, site),
    onEnd: (id, site) => ends.set(id, site),
    onOutsideFault: (where, e) => {
      const key = `${where}|${e.kind}|${e.file}:${e.line}`;
      if (outsideFaults.has(key)) return; // every process start runs init again; one finding says it
      outsideFaults.add(key);
      initFindings.push({
        kind: e.kind === "budget" ? "StepBudgetExceeded" : "Panic",
        object: where,
        message:
          e.kind === "budget"
            ? `Go code outside a reconcile (${where}) ran past its step budget (${e.steps} steps) and was stopped: look for a loop that never ends.`
            : `Go code outside a reconcile (${where}) failed: ${e.message}.`,
        ...(e.line ? { file: e.file, line: e.line } : {}),
      });
    },
    setupError: (msg, site) =>
      extraLogs.push({ t: now() / 1000, level: "error", msg, ...(site ? { file: site.file, line: site.line } : {}) }),
  });
  // The learner's CRD types are installed in the cluster before anything runs.
  const kinds = lab.crds.map((c) =>
    customResourceKind({
      group: c.group,
      version: c.version,
      kind: c.kind,
      ...(c.statusSubresource !== undefined ? { statusSubresource: c.statusSubresource } : {}),
      ...(c.namespaced !== undefined ? { namespaced: c.namespaced } : {}),
      ...(c.plural !== undefined ? { plural: c.plural } : {}),
    }),
  );
  // Creates are counted once their request has returned: the transport stamps the reconcile that
  // made it (a controller's, not a built-in's) on the event after the API server emitted it.
  let created = 0;
  const creates: Array<{ reconcileID?: number }> = [];
  const onEvent = (e: TraceEvent) => {
    if (opts.maxCreates !== undefined && e.type === "api.request" && e.verb === "create" && e.code < 300)
      creates.push(e);
    if ((e.type === "reconcile.panic" || e.type === "reconcile.stepBudget") && faults.has(e.reconcileID)) {
      const site = faults.get(e.reconcileID);
      if (site) (e as { site?: Site }).site = site;
    }
    if (e.type === "reconcile.warning" && !e.site) {
      // A Result returned with an error: the warning points at the same return statement.
      const site = ends.get(e.reconcileID);
      if (site) (e as { site?: Site }).site = site;
    }
    if (e.type === "reconcile.end") {
      const site = ends.get(e.reconcileID);
      if (site) (e as { site?: Site }).site = site;
      ends.delete(e.reconcileID);
    }
  };
  // The types onEvent reads: the tracer may leave events of others unbuilt when no one reads them.
  const listener: TraceListener = Object.assign(onEvent, { types: LISTENER_TYPES });
  const fac = opts.wrap ? opts.wrap(factory) : factory;
  // The report has no cache sizes: the managers' caches measure none until someone asks (the
  // live lab's state panel) or hears a cache event (a recorded trace), ByteMeter.
  const world = new World({
    scenario,
    factory: fac,
    options: {
      listener,
      kinds,
      manager: { cache: { meterBytes: false } },
      ...(opts.record !== undefined ? { record: opts.record } : {}),
    },
  });
  holder.world = world;
  run.attachAPI(world.api);
  // The whole-run budget: once Go code has run into the step budget RUN_BUDGET_STOPS times (in
  // steps: that many calls' budgets), the run ends there rather than retrying an endless loop
  // with backoff until the scenario's end (LAB-CONTRACT §3). Stepping and finishing agree.
  const limit = RUN_BUDGET_STOPS * (opts.budget ?? DEFAULT_BUDGET);
  let cut = false;
  const step = (): boolean => {
    if (cut) return false;
    const more = world.step();
    for (const e of creates.splice(0)) if (e.reconcileID !== undefined) created++;
    if (opts.maxCreates !== undefined && created > opts.maxCreates) {
      cut = true;
      extraLogs.push({
        t: world.now() / 1000,
        level: "error",
        msg: `run stopped at ${world.now() / 1000}s: the controller created ${created} objects, past this run's limit of ${opts.maxCreates}; the rest of the scenario was not run`,
      });
      return false;
    }
    if (run.exhausted(limit)) {
      cut = true;
      extraLogs.push({
        t: world.now() / 1000,
        level: "error",
        msg: `run stopped at ${world.now() / 1000}s: Go code ran into the step budget ${RUN_BUDGET_STOPS} times (see StepBudgetExceeded); the rest of the scenario was not run`,
      });
      return false;
    }
    return more;
  };
  return {
    world,
    run,
    step,
    findings: () => [...initFindings, ...world.findings()],
    extraLogs: () => extraLogs,
    finish: () => {
      while (step());
      if (!cut) world.run(); // nothing is left to run: the clock goes on to the scenario's end
      const report = world.report();
      const logs = [...report.logs, ...extraLogs].sort((a, b) => a.t - b.t);
      return { report: { ...report, logs, findings: [...initFindings, ...report.findings] }, world };
    },
  };
}
