/**
 * Session is a lab run driven from outside instead of run to its end: the learner's files are
 * compiled and started in a scenario's World by startCompiled (run.ts), exactly as a one-shot run
 * is, but nothing happens until the caller steps it. The live run in the browser's lab worker
 * advances it callback by callback or in slices of virtual time, applies scenario actions at any
 * moment (World.act), and reads objects, the trace, findings and per-line counts between steps.
 * The run owns its interpreter state (LabRun), so one-shot runs and other sessions made by the
 * same worker between two steps do not disturb it.
 *
 * Entry point: startLabSession(files, scenario, { seed, budget }) → { session } or
 * { diagnostics } when the files do not compile.
 */
import type { SourceFile, LineCount } from "../golang";
import type { Scenario, StepAction, World, Finding, LogLine } from "../engine";
import { compileLab, type LabProgram } from "./program";
import { DEFAULT_BUDGET, startCompiled } from "./run";
import type { LiveDiagnostic } from "./live";

/** SessionAction is a scenario step without its time: it happens when it is applied. */
export type SessionAction = Omit<StepAction, "at">;

/** LiveLabSession is one steppable run with a movable end. */
export interface LiveLabSession {
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
): { session?: LiveLabSession; diagnostics: LiveDiagnostic[] } {
  return sessionOf(compileLab(files), scenario, opts);
}

/** sessionOf starts an already compiled program (files, or a whole project: project-session.ts)
 * in the scenario's world, stopped at time 0; its diagnostics instead when it did not compile. */
export function sessionOf(
  lab: LabProgram,
  scenario: Scenario,
  opts: { seed?: number; budget?: number } = {},
): { session?: LiveLabSession; diagnostics: LiveDiagnostic[] } {
  if (!lab.program || lab.diagnostics.length) return { diagnostics: lab.diagnostics.map((d) => ({ ...d })) };
  // The world keeps a reference to this copy, so moving its end extends the run.
  const sc: Scenario = { ...scenario, seed: opts.seed ?? scenario.seed };
  const started = startCompiled(lab, sc, { seed: sc.seed, budget: opts.budget ?? DEFAULT_BUDGET });
  const world = started.world;
  const session: LiveLabSession = {
    world,
    lab,
    get end() {
      return sc.end;
    },
    step: () => started.step(),
    runUntil: (ms) => world.run(Math.min(ms, sc.end)),
    nextTime() {
      const next = world.internals().sched.nextTime();
      return next === undefined || next > sc.end ? undefined : next;
    },
    act(action) {
      sc.end = Math.max(sc.end, world.now() + SESSION_TAIL_MS);
      world.act(action as StepAction);
    },
    findings: () => started.findings(),
    extraLogs: () => started.extraLogs(),
    lineCounts: () => started.run.lineCounts(),
  };
  return { session, diagnostics: [] };
}
