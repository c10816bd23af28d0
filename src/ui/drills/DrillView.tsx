/**
 * DrillView: one drill. Reading: the code read-only, lines marked, a symptom picked. Run: the
 * engine's evidence (the verification run's report), each planted bug explained, the answer
 * scored and recorded per bug kind. Fix it: the code becomes editable and Check my fix judges
 * it as an exercise is judged (the lab worker's check, one verdict per planted bug).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { labClient, type CheckOutcome, type Drill, type Generated } from "../../worker";
import { appStore } from "../store";
import { CheckPanel } from "../lab";
import { scoreDrill, type DrillScore, type MarkedLine } from "./score";
import { useDrillEditor } from "./useDrillEditor";
import { kindsToAsk } from "./schedule";
import { hasNext, nextSettled, onProgress, prefetchNext, takeNext, type Catalogue } from "./source";
import { AnswerForm } from "./AnswerForm";
import { Reveal } from "./Reveal";
import { formatNumber } from "../app/formatNumber";

type Phase = "reading" | "revealed" | "fixing";

export function DrillView({
  drill,
  generated,
  catalogue,
}: {
  drill: Drill;
  generated: Pick<Generated, "wallMs" | "runMs">;
  catalogue: Catalogue;
}) {
  const { wallMs } = generated;
  const [marks, setMarks] = useState<MarkedLine[]>([]);
  const [symptom, setSymptom] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>("reading");
  const [score, setScore] = useState<DrillScore | undefined>();
  const [check, setCheck] = useState<(CheckOutcome & { wallMs: number }) | undefined>();
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | undefined>();
  const [, navigate] = useLocation();
  const kinds = useMemo(() => drill.mutations.map((m) => m.kind), [drill]);

  const toggle = useCallback(
    (m: MarkedLine) =>
      setMarks((all) =>
        all.some((x) => x.file === m.file && x.line === m.line)
          ? all.filter((x) => !(x.file === m.file && x.line === m.line))
          : [...all, m].sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1)),
      ),
    [],
  );
  const { host, tab, sources, show, setEditable, reset } = useDrillEditor(drill.files, drill.target, marks, toggle);

  // The next drill is verified while this one is read: it leads with a kind due now, other than this one's.
  useEffect(() => {
    const all = catalogue.kinds.map((k) => k.kind);
    prefetchNext(kindsToAsk(appStore.getState().drills.kinds, all, Date.now(), kinds));
  }, [catalogue, kinds]);
  const [nextRuns, setNextRuns] = useState(0);
  const [nextReady, setNextReady] = useState(false);
  useEffect(() => onProgress((p) => p.next && setNextRuns(p.runs)), []);
  useEffect(() => {
    let live = true;
    void nextSettled()?.then(() => live && setNextReady(true));
    return () => {
      live = false;
    };
  }, [catalogue, kinds]);

  const run = () => {
    const s = scoreDrill(drill.mutations, marks, symptom);
    setScore(s);
    setPhase("revealed");
    appStore.getState().recordDrill({ id: drill.id, kinds, lines: s.lines, symptom: s.symptom });
  };

  const fix = () => {
    setPhase("fixing");
    setEditable(true);
    show(drill.mutations[0]!.file, drill.mutations[0]!.line);
  };

  const checkFix = () => {
    setChecking(true);
    setCheckError(undefined);
    const bugs = drill.mutations.map((m) => ({
      id: m.kind,
      title: m.title,
      finding: m.finding,
      scenario: drill.scenario,
    }));
    labClient()
      .check(sources, bugs)
      .then((outcome) => {
        setCheck(outcome);
        if (outcome.compiled && outcome.verdicts.every((v) => v.fixed)) appStore.getState().recordDrillFix(drill.id);
      })
      .catch((e: Error) => setCheckError(e.message))
      .finally(() => setChecking(false));
  };

  const [goingNext, setGoingNext] = useState(false);
  const next = () => {
    setGoingNext(true);
    const all = catalogue.kinds.map((k) => k.kind);
    void takeNext(kindsToAsk(appStore.getState().drills.kinds, all, Date.now(), kinds)).then((g) => {
      setGoingNext(false);
      if (g.drill) navigate(`/drills/${g.drill.id}`);
    });
  };

  return (
    <>
      <h1 id="drill-title">Drill {drill.id}</h1>
      <p className="drill-lead">
        Scenario <strong>{drill.scenario}</strong>. This reconciler has{" "}
        {drill.mutations.length === 1 ? "a bug" : "bugs"} the engine has proved. Read it, mark the lines you think are
        wrong (click a line number, or put the cursor on the line and press <kbd>M</kbd>), pick what will happen, then
        Run.
      </p>
      <p className="muted drill-cost">
        Generated and verified in the drills worker in {formatNumber(wallMs)} ms.
        {nextReady
          ? " Next drill ready."
          : hasNext()
            ? nextRuns
              ? ` Next drill: ${nextRuns} engine runs so far.`
              : " Next drill on its way."
            : ""}
      </p>
      <div role="tablist" aria-label="Files" className="tabs">
        {drill.files.map((f) => (
          <button
            key={f.name}
            role="tab"
            type="button"
            aria-selected={f.name === tab}
            aria-controls="drill-editor"
            onClick={() => show(f.name)}
          >
            {f.name}
            {f.name === drill.target ? <span className="muted"> (reconciler)</span> : null}
          </button>
        ))}
      </div>
      <div
        id="drill-editor"
        role="tabpanel"
        className={`lab-editor drill-editor${phase === "fixing" ? " fixing" : ""}`}
        ref={host}
      />
      {phase === "reading" || !score ? (
        <AnswerForm
          marks={marks}
          onUnmark={toggle}
          onShow={show}
          symptoms={catalogue.symptoms}
          symptom={symptom}
          onSymptom={setSymptom}
          onRun={run}
        />
      ) : (
        <Reveal
          drill={drill}
          runMs={generated.runMs}
          score={score}
          symptoms={catalogue.symptoms}
          picked={symptom}
          onLine={show}
        />
      )}
      <div className="drill-actions">
        {phase === "revealed" && (
          <button type="button" className="button button-primary" onClick={fix}>
            Fix it
          </button>
        )}
        {phase === "fixing" && (
          <>
            <button type="button" className="button button-primary" onClick={checkFix} disabled={checking}>
              {checking ? "Checking…" : "Check my fix"}
            </button>
            <button type="button" className="button" onClick={reset}>
              Reset code
            </button>
          </>
        )}
        <button type="button" className="button" onClick={next} disabled={goingNext}>
          {goingNext ? "Verifying the next drill…" : phase === "reading" ? "Skip to the next drill" : "Next drill"}
        </button>
      </div>
      {checkError && <p role="alert">{checkError}</p>}
      {check && <CheckPanel outcome={check} onLine={show} />}
    </>
  );
}
