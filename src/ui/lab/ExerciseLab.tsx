/**
 * ExerciseLab: one exercise in the browser. The reconciler is editable in Monaco (loaded on
 * this route only, through editor/monaco.ts), the helpers and setup are read-only tabs; edits
 * are compiled in the lab worker (debounced) and shown as markers; Run sends the files to the
 * worker with a scenario and shows the findings (each a link to its line), objects and logs.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { labClient, type LabRunResult } from "../../worker";
import type { RenderedExercise } from "../../content";
import type { CodeEditor } from "./editor/monaco";
import { HtmlBlock } from "../markdown";
import { RunResult } from "./RunResult";
import "./lab.css";

const DIAGNOSE_DELAY_MS = 400;

export function ExerciseLab({ exercise }: { exercise: RenderedExercise }) {
  const original = exercise.files.find((f) => f.role === "original")!;
  const support = exercise.files.filter((f) => f.role === "support");
  const tabs = [original, ...support];
  const [tab, setTab] = useState(original.name);
  const [code, setCode] = useState(original.source);
  const scenarios = useMemo(() => [...new Set(["create", ...exercise.bugs.map((b) => b.scenario)])], [exercise]);
  const [scenario, setScenario] = useState(exercise.bugs[0]?.scenario ?? "create");
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<LabRunResult | undefined>();
  const [problem, setProblem] = useState("");
  const [markers, setMarkers] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | undefined>(undefined);
  const codeRef = useRef(original.source);
  const tabRef = useRef(original.name);

  const files = (text: string) => [
    ...support.map((f) => ({ name: f.name, source: f.source })),
    { name: original.name, source: text },
  ];

  // Mount Monaco once; it loads here, never in the first page load.
  useEffect(() => {
    let disposed = false;
    let off = () => {};
    void import("./editor/monaco").then(({ createCodeEditor }) => {
      if (disposed || !host.current) return;
      const ed = createCodeEditor(host.current, {
        value: codeRef.current,
        readOnly: false,
        label: `${original.name}, Go`,
      });
      editor.current = ed;
      off = ed.onChange((text) => {
        if (tabRef.current !== original.name) return;
        codeRef.current = text;
        setCode(text);
      });
      host.current.dataset.ready = "true";
    });
    return () => {
      disposed = true;
      off();
      editor.current?.dispose();
      editor.current = undefined;
    };
  }, [original.name]);

  useEffect(() => {
    const off = labClient().onRestart((m) => setProblem(m));
    // A test hook: make the worker stop answering, so browser tests can see the watchdog act.
    (window as unknown as { __labHang?: () => void }).__labHang = () => void labClient().hang();
    return () => {
      off();
    };
  }, []);

  // Compile in the worker while typing (debounced) and show the diagnostics as markers.
  useEffect(() => {
    const t = setTimeout(() => {
      labClient()
        .diagnose(files(code))
        .then((ds) => {
          const mine = ds.filter((d) => d.file === original.name);
          setMarkers(mine.length);
          if (tabRef.current === original.name) editor.current?.setMarkers(mine);
        })
        .catch(() => {});
    }, DIAGNOSE_DELAY_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const show = (name: string, line?: number) => {
    const f = tabs.find((x) => x.name === name);
    const ed = editor.current;
    if (!f || !ed) return;
    if (name !== tabRef.current) {
      tabRef.current = name;
      setTab(name);
      ed.setValue(name === original.name ? codeRef.current : f.source);
      ed.setReadOnly(name !== original.name);
      ed.setMarkers([]);
    }
    if (line) ed.reveal(line);
  };

  const run = async () => {
    setRunning(true);
    setProblem("");
    try {
      setResult(await labClient().run(files(codeRef.current), scenario));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };

  const reset = () => {
    codeRef.current = original.source;
    setCode(original.source);
    if (tabRef.current === original.name) editor.current?.setValue(original.source);
    else show(original.name);
  };

  return (
    <article aria-labelledby="exercise-title" className="code-lab">
      <p>
        <Link href="/lab">All exercises</Link>
      </p>
      <h1 id="exercise-title">
        Exercise {exercise.number}: {exercise.title}
      </h1>
      <HtmlBlock html={exercise.summaryHtml} />
      <div className="lab-toolbar">
        <label>
          Scenario{" "}
          <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {scenarios.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="button" className="button button-primary" onClick={() => void run()} disabled={running}>
          {running ? "Running…" : "Run"}
        </button>
        <button type="button" className="button" onClick={reset} disabled={code === original.source}>
          Reset to the original
        </button>
        <span className="muted" aria-live="polite">
          {markers
            ? `${markers} compile problem${markers > 1 ? "s" : ""}`
            : code === original.source
              ? ""
              : "edited, compiles"}
        </span>
      </div>
      <div role="tablist" aria-label="Files" className="tabs">
        {tabs.map((f) => (
          <button
            key={f.name}
            role="tab"
            type="button"
            id={`tab-${f.name}`}
            aria-selected={f.name === tab}
            aria-controls="editor-panel"
            onClick={() => show(f.name)}
          >
            {f.name} <span className="muted">({f.role === "original" ? "reconciler, editable" : "read-only"})</span>
          </button>
        ))}
      </div>
      <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="lab-editor" ref={host} />
      {problem && (
        <p role="alert" className="lab-problem">
          {problem}
        </p>
      )}
      <div aria-live="polite">{result && <RunResult result={result} onLine={(f, l) => show(f, l)} />}</div>
      <details className="bugs-reveal">
        <summary>Reveal the bugs ({exercise.bugs.length})</summary>
        <ol>
          {exercise.bugs.map((b) => (
            <li key={b.id}>
              <strong>{b.title}</strong> (the lab reports <code>{b.finding}</code> in the <code>{b.scenario}</code>{" "}
              scenario)
              <HtmlBlock html={b.explanationHtml} />
            </li>
          ))}
        </ol>
        <h2>The fix</h2>
        <HtmlBlock html={exercise.fixHtml} />
      </details>
    </article>
  );
}
