/**
 * useLabRuns runs the reconciler in the lab worker, one action at a time: Run (a scenario, its
 * findings; a loop stopped by the step budget or a panic is also marked at its line), Check my
 * fix (each bug's verdict with evidence) and Compare (the original and the edited code on the
 * same scenario and seed). A failure becomes the page's problem message.
 */
import { useRef, useState, type RefObject } from "react";
import { labClient, type CheckOutcome, type LabRunResult } from "../../../worker";
import type { RenderedExercise } from "../../../content";
import type { ExerciseFiles } from "./useExerciseFiles";
import type { RunStops } from "./useDiagnostics";

export type Busy = "run" | "check" | "compare" | undefined;
/** Compared: both runs, and the reconciler's file with both texts that ran. */
export type Compared = {
  original: LabRunResult;
  edited: LabRunResult;
  code: { file: string; original: string; edited: string };
};
export type Checked = CheckOutcome & { wallMs: number };

export interface LabRuns {
  busy: Busy;
  result: LabRunResult | undefined;
  check: Checked | undefined;
  compare: Compared | undefined;
  /** stops: the last run's stop markers, kept for the code that ran. */
  stops: RefObject<RunStops>;
  run(): Promise<void>;
  checkFix(): Promise<void>;
  compareRuns(): Promise<void>;
}

export function useLabRuns(
  exercise: RenderedExercise,
  model: ExerciseFiles,
  scenario: string,
  on: { problem: (message: string) => void; done: (panel: "result" | "check" | "compare") => void },
): LabRuns {
  const [busy, setBusy] = useState<Busy>();
  const [result, setResult] = useState<LabRunResult | undefined>();
  const [check, setCheck] = useState<Checked | undefined>();
  const [compare, setCompare] = useState<Compared | undefined>();
  const stops = useRef<RunStops>({ code: "", markers: [] });
  const { original, codeRef, tabRef, editor } = model;

  const act = async (what: Exclude<Busy, undefined>, work: () => Promise<void>) => {
    setBusy(what);
    on.problem("");
    try {
      await work();
    } catch (e) {
      on.problem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(undefined);
    }
  };

  const run = () =>
    act("run", async () => {
      const ran = codeRef.current;
      const r = await labClient().run(model.files(ran), scenario);
      setResult(r);
      on.done("result");
      // A loop stopped by the step budget, or a panic, is also marked at its line in the editor
      // (for as long as the code is the code that ran).
      stops.current = {
        code: ran,
        markers: r.report.findings
          .filter((f) => (f.kind === "StepBudgetExceeded" || f.kind === "Panic") && f.file === original.name && f.line)
          .map((f) => ({ line: f.line!, column: 1, message: `${f.kind}: ${f.message}`, severity: "error" as const })),
      };
      if (codeRef.current === ran && tabRef.current === original.name)
        editor.current?.setMarkers(stops.current.markers);
    });

  const checkFix = () =>
    act("check", async () => {
      const bugs = exercise.bugs.map(({ id, title, finding, scenario: s }) => ({ id, title, finding, scenario: s }));
      setCheck(await labClient().check(model.files(codeRef.current), bugs));
      on.done("check");
    });

  const compareRuns = () =>
    act("compare", async () => {
      const mine = codeRef.current;
      const before = await labClient().run(model.files(original.source), scenario);
      const after = await labClient().run(model.files(mine), scenario, before.report.seed);
      setCompare({
        original: before,
        edited: after,
        code: { file: original.name, original: original.source, edited: mine },
      });
      on.done("compare");
    });

  return { busy, result, check, compare, stops, run, checkFix, compareRuns };
}
