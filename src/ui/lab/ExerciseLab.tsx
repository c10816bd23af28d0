/**
 * ExerciseLab: one exercise in the browser. The reconciler is editable in Monaco (loaded on
 * this route only, through editor/monaco.ts) with Go completion, hover docs and signature help
 * from the lab worker; the helpers and setup are read-only tabs. Edits are compiled in the
 * worker (debounced) and shown as markers, and kept as a draft in the store. Run, Check my fix
 * and Compare run in the worker; Format is gofmt (in its own worker); a share link carries code and scenario. Under 700 px the code
 * is a read-only view with the same actions and panels below.
 * Each concern is its own hook or component in ./exercise; this file only puts them together.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import type { RenderedExercise } from "../../content";
import { HtmlBlock } from "../markdown";
import { HintLadder } from "./HintLadder";
import { useShare } from "./useShare";
import { LabNotices } from "./LabNotices";
import { useNarrow } from "./useNarrow";
import { useExerciseFiles } from "./exercise/useExerciseFiles";
import { useLabEditor } from "./exercise/useLabEditor";
import { useDiagnostics } from "./exercise/useDiagnostics";
import { useLabRuns } from "./exercise/useLabRuns";
import { useDraft, CodeOrigin } from "./exercise/useDraft";
import { useOpenShare } from "./exercise/useOpenShare";
import { useSolutionSwap } from "./exercise/useSolutionSwap";
import { useWorkerRestarts } from "./exercise/useWorkerRestarts";
import { useFormat } from "./exercise/useFormat";
import { LabToolbar } from "./exercise/LabToolbar";
import { FilePane } from "./exercise/FilePane";
import { ResultPanels, type Panel } from "./exercise/ResultPanels";
import { BugsReveal } from "./exercise/BugsReveal";
import "./lab.css";
import "./notices.css";

export function ExerciseLab({ exercise, share }: { exercise: RenderedExercise; share?: string }) {
  const narrow = useNarrow();
  const model = useExerciseFiles(exercise);
  const { original } = model;
  const scenarios = useMemo(() => [...new Set(["create", ...exercise.bugs.map((b) => b.scenario)])], [exercise]);
  const [scenario, setScenario] = useState(exercise.bugs[0]?.scenario ?? "create");
  const [panel, setPanel] = useState<Panel>("result");
  const [problem, setProblem] = useState("");
  const [notice, setNotice] = useState("");
  const host = useRef<HTMLDivElement>(null);
  const [origin] = useState(() => new CodeOrigin());

  const runKey = useRef<() => void>(() => {});
  const formatKey = useRef<() => void>(() => {});
  useLabEditor(host, model, narrow, runKey, formatKey);
  useWorkerRestarts(setProblem);
  const runs = useLabRuns(exercise, model, scenario, { problem: setProblem, done: setPanel });
  const formatter = useFormat(model, { notice: setNotice, problem: setProblem });
  useEffect(() => {
    runKey.current = () => {
      if (!runs.busy) void runs.run();
    };
    formatKey.current = () => void formatter.format();
  });
  const problems = useDiagnostics(model, runs.stops, narrow);
  const choose = { scenarios, setScenario, notice: setNotice };
  useOpenShare(share, exercise, model, origin, { ...choose, problem: setProblem });
  useDraft(exercise, model, origin, { ...choose, share, scenario });
  const swap = useSolutionSwap(model, setNotice);
  const { share: makeLink, panel: sharePanel } = useShare(() => ({
    v: 1,
    exercise: exercise.id,
    scenario,
    code: model.codeRef.current,
  }));

  const onLineCounts = (counts: Array<{ file: string; line: number; count: number }>) => {
    if (model.tabRef.current === original.name)
      model.editor.current?.setLineCounts(counts.filter((c) => c.file === original.name));
  };

  return (
    <article aria-labelledby="exercise-title" className="code-lab">
      <p className="lab-crumbs">
        <Link href="/lab">All exercises</Link>
      </p>
      <h1 id="exercise-title">
        Exercise {exercise.number}: {exercise.title}
      </h1>
      <HtmlBlock html={exercise.summaryHtml} />
      <LabToolbar
        scenario={scenario}
        scenarios={scenarios}
        onScenario={setScenario}
        busy={runs.busy}
        onRun={() => void runs.run()}
        onCheck={() => void runs.checkFix()}
        onCompare={() => void runs.compareRuns()}
        edited={model.code !== original.source}
        onReset={swap.reset}
        {...(narrow ? {} : { onFormat: () => void formatter.format(), formatting: formatter.formatting })}
        onShare={() => void makeLink()}
        sharePanel={sharePanel}
      />
      <LabNotices notice={notice} problem={problem} />
      <FilePane model={model} problems={problems} narrow={narrow} host={host} />
      <ResultPanels
        runs={runs}
        panel={panel}
        onPanel={setPanel}
        files={model.files(model.code)}
        scenario={scenario}
        onLine={model.show}
        onLineCounts={onLineCounts}
        narrow={narrow}
      />
      <HintLadder
        bugs={exercise.bugs}
        onShowSolution={swap.showSolution}
        onBackToMine={swap.backToMine}
        showingSolution={swap.showingSolution}
        onLine={(l) => model.show(original.name, l)}
      />
      <BugsReveal exercise={exercise} />
    </article>
  );
}
