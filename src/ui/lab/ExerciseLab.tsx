/**
 * ExerciseLab: one exercise in the browser. The reconciler is editable in Monaco (loaded on
 * this route only, through editor/monaco.ts) with Go completion, hover docs and signature help
 * from the lab worker; the helpers and setup are read-only tabs. Edits are compiled in the
 * worker (debounced) and shown as markers, and kept as a draft in the store. Run, Check my fix
 * and Compare run in the worker; a share link carries code and scenario. Under 700 px the code
 * is a read-only view with the same actions and panels below.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { labClient, type LabRunResult, type CheckOutcome } from "../../worker";
import type { RenderedExercise } from "../../content";
import type { CodeEditor, EditorMarker } from "./editor/monaco";
import { HtmlBlock } from "../markdown";
import { appStore, useAppStore } from "../store";
import { RunResult } from "./RunResult";
import { CheckPanel } from "./CheckPanel";
import { ComparePanel } from "./ComparePanel";
import { HintLadder } from "./HintLadder";
import { CodeView } from "./CodeView";
import { useShare } from "./useShare";
import { LiveSlot, LIVE_AVAILABLE } from "./LiveSlot";
import { decodeShare } from "./share";
import { useNarrow } from "./useNarrow";
import "./lab.css";

const DIAGNOSE_DELAY_MS = 400;
const DRAFT_DELAY_MS = 500;

type Panel = "result" | "check" | "compare" | "live";
type Busy = "run" | "check" | "compare" | undefined;

export function ExerciseLab({ exercise, share }: { exercise: RenderedExercise; share?: string }) {
  const original = exercise.files.find((f) => f.role === "original")!;
  const solution = exercise.files.find((f) => f.role === "solution");
  const support = exercise.files.filter((f) => f.role === "support");
  const tabs = [original, ...support];
  const narrow = useNarrow();
  const hydrated = useAppStore((s) => s.hydrated);
  const [tab, setTab] = useState(original.name);
  const [code, setCode] = useState(original.source);
  const scenarios = useMemo(() => [...new Set(["create", ...exercise.bugs.map((b) => b.scenario)])], [exercise]);
  const [scenario, setScenario] = useState(exercise.bugs[0]?.scenario ?? "create");
  const [busy, setBusy] = useState<Busy>();
  const [panel, setPanel] = useState<Panel>("result");
  const [result, setResult] = useState<LabRunResult | undefined>();
  const [check, setCheck] = useState<(CheckOutcome & { wallMs: number }) | undefined>();
  const [compare, setCompare] = useState<{ original: LabRunResult; edited: LabRunResult } | undefined>();
  const [problem, setProblem] = useState("");
  const [notice, setNotice] = useState("");
  const [markers, setMarkers] = useState(0);
  const [mine, setMine] = useState<string | undefined>();
  const [viewLine, setViewLine] = useState<number | undefined>();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | undefined>(undefined);
  const codeRef = useRef(original.source);
  const tabRef = useRef(original.name);
  const shared = useRef<string | undefined>(undefined);
  const restored = useRef(false);
  const stops = useRef<{ code: string; markers: EditorMarker[] }>({ code: "", markers: [] });
  const { share: makeLink, panel: sharePanel } = useShare(exercise.id, scenario, code);

  const files = (text: string) => [
    ...support.map((f) => ({ name: f.name, source: f.source })),
    { name: original.name, source: text },
  ];
  const textOf = (name: string) =>
    name === original.name ? codeRef.current : (tabs.find((f) => f.name === name)?.source ?? "");

  // Mount Monaco (not on phones); it loads here, never in the first page load.
  useEffect(() => {
    if (narrow) return;
    let disposed = false;
    let off = () => {};
    let unassist = () => {};
    const el = host.current;
    void import("./editor/monaco").then(({ createCodeEditor, registerGoAssist }) => {
      if (disposed || !el) return;
      const ed = createCodeEditor(el, {
        value: textOf(tabRef.current),
        readOnly: tabRef.current !== original.name,
        label: `${tabRef.current}, Go`,
      });
      editor.current = ed;
      off = ed.onChange((text) => {
        if (tabRef.current !== original.name) return;
        codeRef.current = text;
        setCode(text);
      });
      const ask = () => ({ files: files(codeRef.current), file: tabRef.current });
      unassist = registerGoAssist({
        complete: async (line, column) => {
          const { files: fs, file } = ask();
          return (await labClient().assist("complete", fs, file, line, column)).items ?? [];
        },
        hover: async (line, column) => {
          const { files: fs, file } = ask();
          return (await labClient().assist("hover", fs, file, line, column)).hover;
        },
        signature: async (line, column) => {
          const { files: fs, file } = ask();
          return (await labClient().assist("signature", fs, file, line, column)).signature;
        },
      });
      el.dataset.ready = "true";
    });
    return () => {
      disposed = true;
      off();
      unassist();
      editor.current?.dispose();
      editor.current = undefined;
      if (el) delete el.dataset.ready;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [original.name, narrow]);

  useEffect(() => {
    const off = labClient().onRestart((m) => setProblem(m));
    // A test hook: make the worker stop answering, so browser tests can see the watchdog act.
    (window as unknown as { __labHang?: () => void }).__labHang = () => void labClient().hang();
    return () => {
      off();
    };
  }, []);

  /** applyCode puts text in the reconciler's tab (the editor shows it) without running it. */
  const applyCode = (text: string) => {
    codeRef.current = text;
    setCode(text);
    if (tabRef.current !== original.name) {
      tabRef.current = original.name;
      setTab(original.name);
      editor.current?.setReadOnly(false);
    }
    editor.current?.setValue(text);
  };

  // A share link: show its code and scenario, and wait for Run.
  useEffect(() => {
    if (!share) return;
    let live = true;
    void decodeShare(share).then((d) => {
      if (!live) return;
      restored.current = true;
      if (!d.ok) return setProblem(d.reason);
      if (d.value.exercise !== exercise.id)
        return setProblem(`This share link is for another exercise (${d.value.exercise}); nothing was loaded.`);
      shared.current = d.value.code;
      applyCode(d.value.code);
      if (scenarios.includes(d.value.scenario)) setScenario(d.value.scenario);
      setNotice(
        `Opened from a share link: the code below was not run. Pick Run to run it in the ${d.value.scenario} scenario.`,
      );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [share, exercise.id]);

  // Restore this exercise's draft once saved progress is read.
  useEffect(() => {
    if (!hydrated || restored.current || share) return;
    restored.current = true;
    const draft = appStore.getState().lab.drafts[exercise.id];
    if (!draft || codeRef.current !== original.source || draft.code === original.source) return;
    applyCode(draft.code);
    if (scenarios.includes(draft.scenario)) setScenario(draft.scenario);
    setNotice("Your draft is restored. Reset to the original discards it.");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, exercise.id]);

  // Keep the draft (debounced): the edited code and its scenario; the original means no draft.
  useEffect(() => {
    if (!hydrated || !restored.current) return;
    const t = setTimeout(() => {
      const s = appStore.getState();
      if (code === original.source) return s.discardDraft(exercise.id);
      if (code === shared.current || code === solution?.source) return;
      if (!s.saveDraft(exercise.id, code, scenario)) setNotice("This code is too long to keep as a draft.");
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(t);
  }, [code, scenario, hydrated, exercise.id, original.source, solution?.source]);

  // Compile in the worker while typing (debounced) and show the diagnostics as markers.
  useEffect(() => {
    const t = setTimeout(() => {
      labClient()
        .diagnose(files(code))
        .then((ds) => {
          const mine = ds.filter((d) => d.file === original.name);
          setMarkers(mine.length);
          const stopped = stops.current.code === codeRef.current ? stops.current.markers : [];
          if (tabRef.current === original.name) editor.current?.setMarkers([...mine, ...stopped]);
        })
        .catch(() => {});
    }, DIAGNOSE_DELAY_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const show = (name: string, line?: number) => {
    const f = tabs.find((x) => x.name === name);
    if (!f) return;
    if (name !== tabRef.current) {
      tabRef.current = name;
      setTab(name);
      const ed = editor.current;
      if (ed) {
        ed.setValue(textOf(name));
        ed.setReadOnly(name !== original.name);
        ed.setMarkers([]);
      }
    }
    if (line) {
      setViewLine(line);
      editor.current?.reveal(line);
    }
  };

  const act = async (what: Exclude<Busy, undefined>, work: () => Promise<void>) => {
    setBusy(what);
    setProblem("");
    try {
      await work();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(undefined);
    }
  };

  const run = () =>
    act("run", async () => {
      const ran = codeRef.current;
      const r = await labClient().run(files(ran), scenario);
      setResult(r);
      setPanel("result");
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
      setCheck(await labClient().check(files(codeRef.current), bugs));
      setPanel("check");
    });

  const compareRuns = () =>
    act("compare", async () => {
      const before = await labClient().run(files(original.source), scenario);
      const after = await labClient().run(files(codeRef.current), scenario, before.report.seed);
      setCompare({ original: before, edited: after });
      setPanel("compare");
    });

  const reset = () => {
    setMine(undefined);
    setNotice("");
    applyCode(original.source);
  };

  const showSolution = () => {
    if (!solution) return;
    setMine(codeRef.current);
    applyCode(solution.source);
    setNotice("The solution is in the editor (not run). Back to my code returns your version.");
  };

  const backToMine = () => {
    if (mine === undefined) return;
    applyCode(mine);
    setMine(undefined);
    setNotice("");
  };

  const panels: Array<{ id: Panel; label: string; ready: boolean }> = [
    { id: "result", label: "Run", ready: !!result },
    { id: "check", label: "Check my fix", ready: !!check },
    { id: "compare", label: "Compare", ready: !!compare },
    { id: "live", label: "Live run", ready: LIVE_AVAILABLE },
  ];
  const shown = panels.filter((p) => p.ready);
  const onLine = (f: string, l: number) => show(f, l);
  const status = markers
    ? `${markers} compile problem${markers > 1 ? "s" : ""}`
    : code === original.source
      ? "original"
      : "edited, compiles";

  return (
    <article aria-labelledby="exercise-title" className="code-lab">
      <p className="lab-crumbs">
        <Link href="/lab">All exercises</Link>
      </p>
      <h1 id="exercise-title">
        Exercise {exercise.number}: {exercise.title}
      </h1>
      <HtmlBlock html={exercise.summaryHtml} />
      <div className="lab-toolbar" role="toolbar" aria-label="Lab actions">
        <label className="lab-scenario">
          Scenario{" "}
          <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {scenarios.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="button" className="button button-primary" onClick={() => void run()} disabled={!!busy}>
          {busy === "run" ? "Running…" : "Run"}
        </button>
        <button type="button" className="button" onClick={() => void checkFix()} disabled={!!busy}>
          {busy === "check" ? "Checking…" : "Check my fix"}
        </button>
        <button type="button" className="button" onClick={() => void compareRuns()} disabled={!!busy}>
          {busy === "compare" ? "Comparing…" : "Compare with the original"}
        </button>
        <span className="lab-toolbar-end">
          <button type="button" className="button" onClick={reset} disabled={code === original.source}>
            Reset to the original
          </button>
          <button type="button" className="button" onClick={() => void makeLink()}>
            Share
          </button>
        </span>
        {sharePanel}
      </div>
      {notice && (
        <p className="lab-notice" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="lab-problem">
          {problem}
        </p>
      )}
      <div className="lab-files">
        <div className="lab-filebar">
          <div role="tablist" aria-label="Files" className="tabs lab-tabs">
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
                {f.name} <span className="muted">{f.role === "original" ? "editable" : "read-only"}</span>
              </button>
            ))}
          </div>
          <span className={`lab-status ${markers ? "bad" : ""}`} aria-live="polite">
            {status}
          </span>
        </div>
        {narrow ? (
          <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            <p className="muted lab-phone-note">
              Editing needs a wider screen; here you can run, check and compare the code.
            </p>
            <CodeView
              code={tab === original.name ? code : (tabs.find((f) => f.name === tab)?.source ?? "")}
              label={`${tab}, read-only`}
              line={viewLine}
            />
          </div>
        ) : (
          <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="lab-editor" ref={host} />
        )}
      </div>
      {shown.length > 0 && (
        <div className="lab-panels">
          <div role="tablist" aria-label="Results" className="tabs">
            {shown.map((p) => (
              <button
                key={p.id}
                role="tab"
                type="button"
                id={`panel-tab-${p.id}`}
                aria-selected={p.id === panel}
                aria-controls="result-panel"
                onClick={() => setPanel(p.id)}
              >
                {p.label}
              </button>
            ))}
          </div>
          <div id="result-panel" role="tabpanel" aria-labelledby={`panel-tab-${panel}`} aria-live="polite">
            {panel === "result" && result && <RunResult result={result} onLine={onLine} />}
            {panel === "check" && check && <CheckPanel outcome={check} onLine={onLine} />}
            {panel === "compare" && compare && <ComparePanel original={compare.original} edited={compare.edited} />}
            {panel === "live" && LIVE_AVAILABLE && (
              <LiveSlot
                files={files(code)}
                scenario={scenario}
                onLine={onLine}
                onLineCounts={(counts) => {
                  if (tabRef.current === original.name)
                    editor.current?.setLineCounts(counts.filter((c) => c.file === original.name));
                }}
              />
            )}
          </div>
        </div>
      )}
      <HintLadder
        bugs={exercise.bugs}
        onShowSolution={showSolution}
        onBackToMine={backToMine}
        showingSolution={mine !== undefined}
        onLine={(l) => show(original.name, l)}
      />
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
