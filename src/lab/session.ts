/**
 * Session is a lab run that is driven from outside instead of run to its end: the learner's
 * files are compiled and wired into a scenario's World exactly as runCompiled does (a fresh
 * interpreter instance per manager process, sites tracked, faults located), but nothing runs
 * until the caller steps it. The live run in the browser's lab worker advances it callback by
 * callback or in slices of virtual time, injects scenario actions at any moment (World.act),
 * and reads objects, the trace, findings and per-line execution counts between steps.
 *
 * Entry point: startLabSession(files, scenario, { seed, budget }) → { session } or
 * { diagnostics } when the files do not compile. One session owns one World; the interpreter's
 * bridge (log and site hooks) is re-installed before each step, so a one-shot run made by the
 * same worker between two steps does not steal the session's logs.
 */
import type { SourceFile } from "../golang/compile";
import { compileLab, type LabProgram } from "./program";
import { newProcessFactory } from "./process";
import { trackSites, currentSite } from "./sites";
import { DEFAULT_BUDGET } from "./run";
import { bridge } from "../golang/shim/k8s";
import { World, customResourceKind } from "../golang/shim/k8s/engine";
import type { Scenario, Finding, LogLine, Site, TraceEvent } from "../golang/shim/k8s/engine";
import type { StepAction } from "../engine";
import type { LiveDiagnostic } from "./live";

/** SessionAction is a scenario step without its time: it happens when it is applied. */
export type SessionAction = Omit<StepAction, "at">;

/** LineCount is how often the statements of one source line ran, across every process. */
export interface LineCount {
  file: string;
  line: number;
  count: number;
}

/** LabSession is one steppable run. */
export interface LabSession {
  readonly world: World;
  readonly lab: LabProgram;
  /** end is the virtual ms the run stops at; an action late in the run pushes it on. */
  readonly end: number;
  /** step runs the next scheduled callback; false when nothing is left before the end. */
  step(): boolean;
  /** runUntil runs every callback due at or before ms (capped at the end). */
  runUntil(ms: number): void;
  /** nextTime is when the next callback is due (undefined when none is left before the end). */
  nextTime(): number | undefined;
  /** act applies an action now; the run is extended so its consequences can be seen. */
  act(action: SessionAction): void;
  /** findings so far, with the faults of Go code outside reconciles first. */
  findings(): Finding[];
  /** logs made outside reconciles (setup errors, stdout outside a reconcile). */
  extraLogs(): readonly LogLine[];
  lineCounts(): LineCount[];
}

/** SESSION_TAIL_MS is how long a run goes on after an action applied by hand. */
export const SESSION_TAIL_MS = 60_000;

/** startLabSession compiles files and builds the scenario's world, stopped at time 0. */
export function startLabSession(
  files: SourceFile[],
  scenario: Scenario,
  opts: { seed?: number; budget?: number } = {},
): { session?: LabSession; diagnostics: LiveDiagnostic[] } {
  const lab = compileLab(files);
  if (!lab.program || lab.diagnostics.length) return { diagnostics: lab.diagnostics.map((d) => ({ ...d })) };
  const program = lab.program;
  // The world keeps a reference to this copy; its end moves on when the learner acts late.
  const sc: Scenario = { ...scenario, seed: opts.seed ?? scenario.seed };
  trackSites(program);
  const faults = new Map<number, Site | undefined>();
  const ends = new Map<number, Site>();
  const extraLogs: LogLine[] = [];
  const initFindings: Finding[] = [];
  const outsideFaults = new Set<string>();
  const holder: { world?: World } = {};
  const now = () => (holder.world ? holder.world.now() : 0);
  const enter = () => {
    bridge.log = (level, msg, values) => {
      extraLogs.push({ t: now() / 1000, level, msg, ...(Object.keys(values).length ? { values } : {}) });
    };
    bridge.site = currentSite;
  };
  enter();
  const factory = newProcessFactory(lab, {
    budget: opts.budget ?? DEFAULT_BUDGET,
    seed: sc.seed,
    env: sc.env,
    now,
    sites: true,
    onFault: (id, site) => faults.set(id, site),
    onEnd: (id, site) => ends.set(id, site),
    onOutsideFault: (where, e) => {
      const key = `${where}|${e.kind}|${e.file}:${e.line}`;
      if (outsideFaults.has(key)) return;
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
  const kinds = lab.crds.map((c) => customResourceKind({ group: c.group, version: c.version, kind: c.kind }));
  const listener = (e: TraceEvent) => {
    if ((e.type === "reconcile.panic" || e.type === "reconcile.stepBudget") && faults.has(e.reconcileID)) {
      const site = faults.get(e.reconcileID);
      if (site) (e as { site?: Site }).site = site;
    }
    if (e.type === "reconcile.warning" && !e.site) {
      const site = ends.get(e.reconcileID);
      if (site) (e as { site?: Site }).site = site;
    }
    if (e.type === "reconcile.end") {
      const site = ends.get(e.reconcileID);
      if (site) (e as { site?: Site }).site = site;
      ends.delete(e.reconcileID);
    }
  };
  program.resetCounts();
  const world = new World({ scenario: sc, factory, options: { listener, kinds } });
  holder.world = world;
  const session: LabSession = {
    world,
    lab,
    get end() {
      return sc.end;
    },
    step() {
      enter();
      return world.step();
    },
    runUntil(ms) {
      enter();
      world.run(Math.min(ms, sc.end));
    },
    nextTime() {
      const next = world.internals().sched.nextTime();
      return next === undefined || next > sc.end ? undefined : next;
    },
    act(action) {
      enter();
      sc.end = Math.max(sc.end, world.now() + SESSION_TAIL_MS);
      world.act(action as StepAction);
    },
    findings: () => [...initFindings, ...world.findings()],
    extraLogs: () => extraLogs,
    lineCounts: () => program.lineCounts(),
  };
  return { session, diagnostics: [] };
}
