/**
 * SandboxPage: a free page for the learner's own reconciler. It starts from a minimal correct
 * App reconciler (app_controller.go) and a file for their own CRD types (types.go), both
 * editable in the lab's editor; any built-in scenario runs live with the same panels as an
 * exercise (src/ui/lab/live). Edits are compiled in the worker while typing.
 * #/sandbox/<exercise-id> opens an exercise's files (support files, then its original) instead.
 * The free sandbox keeps its files as a draft across reloads, and Share makes a link carrying
 * both files and the scenario (#/sandbox/share/<payload>, opened waiting for a run).
 * A learner's whole project (ProjectOpen: a folder, files, a drop or a paste) replaces the
 * starter: its files by path in tabs under go.mod's module, compiled and run in the worker as
 * `npm run lab -- run DIR` does (project.diagnose, project.start), its own scenario file offered
 * beside the built-ins; kept as a draft and shared the same way.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { labClient, type LabFile } from "../../../worker";
import type { LiveLineCount } from "../../../worker";
import type { CodeEditor } from "../editor/monaco";
import { workerAssist } from "../editor/workerAssist";
import { usePageTitle } from "../../app/usePageTitle";
import { loadStudy } from "../../content";
import { useAsync } from "../../content/useAsync";
import { NotFound } from "../../app/NotFound";
import { LiveRun, type LiveStarter } from "../live";
import { ProjectOpen, type OpenedProject } from "./ProjectOpen";
import { firstTab, isOwnScenario, ownScenarios, roleOfPath, splitProject } from "./project";
import { modulePath } from "./intake";
import { STARTER_FILES } from "./starter";
import { HotLines } from "./HotLines";
import { useSandboxDraft } from "./useSandboxDraft";
import { useShare } from "../useShare";
import { LabNotices } from "../LabNotices";
import "../notices.css";
import "./sandbox.css";

const DIAGNOSE_DELAY_MS = 400;

export function SandboxPage({ exercise, share }: { exercise?: string; share?: string }) {
  const state = useAsync(loadStudy, "study");
  const ex = exercise && state.status === "ready" ? state.value.exercises.find((e) => e.id === exercise) : undefined;
  usePageTitle(ex ? `Sandbox: Exercise ${ex.number}` : "Sandbox");
  if (!exercise) return <Workbench key={share ?? ""} initial={STARTER_FILES} keepDraft {...(share ? { share } : {})} />;
  if (state.status === "loading") return <p className="loading">Loading…</p>;
  if (!ex) return <NotFound what="exercise" />;
  const files = [...ex.files.filter((f) => f.role === "support"), ...ex.files.filter((f) => f.role === "original")].map(
    (f) => ({ name: f.name, source: f.source }),
  );
  const scenario = ex.bugs[0]?.scenario ?? "create";
  return (
    <Workbench
      key={ex.id}
      initial={files}
      scenario={scenario}
      intro={`Exercise ${ex.number}, ${ex.title}: its original reconciler, run live. Act on the cluster and watch the bugs happen.`}
    />
  );
}

const INTRO =
  "Your own reconciler, run live against the simulated cluster. It starts as a small correct controller that keeps one Deployment per App; put your own custom resources in types.go. Pick a scenario, start the run, and act on the cluster while it plays.";

const PROJECT_INTRO =
  "Your own project, run live as the lab's command line runs it: its packages, its main() or its reconcilers' SetupWithManager, its CRDs from the Go types. Edit any file, pick its own scenario or a built-in one, start the run, and act on the cluster while it plays.";

function Workbench({
  initial,
  scenario: firstScenario = "create",
  intro = INTRO,
  keepDraft = false,
  share,
}: {
  initial: readonly LabFile[];
  scenario?: string;
  intro?: string;
  /** keepDraft: the free sandbox keeps its edits as a draft across reloads. */
  keepDraft?: boolean;
  /** share: a share link's payload to open (its files, waiting for a run). */
  share?: string;
}) {
  const [sources, setSources] = useState<LabFile[]>(() => initial.map((f) => ({ ...f })));
  const [tab, setTab] = useState(initial[initial.length - 1]?.name ?? "");
  const [scenario, setScenario] = useState(firstScenario);
  const [scenarios, setScenarios] = useState<{ name: string; description: string }[]>([]);
  const [problems, setProblems] = useState(0);
  const [counts, setCounts] = useState<LiveLineCount[]>([]);
  const [notice, setNotice] = useState("");
  const [problem, setProblem] = useState("");
  const [project, setProject] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | undefined>(undefined);
  const tabRef = useRef(tab);
  const sourcesRef = useRef(sources);
  useEffect(() => {
    sourcesRef.current = sources;
  }, [sources]);

  useEffect(() => {
    void labClient()
      .scenarios()
      .then((s) => setScenarios(s.filter((x) => !x.name.startsWith("flow-"))))
      .catch(() => {});
  }, []);

  // Monaco loads here only, through the lab's editor facade.
  useEffect(() => {
    let disposed = false;
    let off = () => {};
    let unassist = () => {};
    void import("../editor/monaco").then(({ createCodeEditor, registerGoAssist }) => {
      if (disposed || !host.current) return;
      const first = sourcesRef.current.find((f) => f.name === tabRef.current);
      const ed = createCodeEditor(host.current, {
        value: first?.source ?? "",
        readOnly: false,
        label: "Sandbox Go file",
      });
      editor.current = ed;
      off = ed.onChange((text) => {
        const name = tabRef.current;
        setSources((all) => all.map((f) => (f.name === name && f.source !== text ? { ...f, source: text } : f)));
      });
      // Completion, hover and signature help from the lab worker, on the file shown. A project's
      // go.mod names its module (each directory a package); it and the scenario YAML are not Go.
      unassist = registerGoAssist(
        workerAssist(() => {
          const goMod = sourcesRef.current.find((f) => f.name === "go.mod");
          const module = goMod ? modulePath(goMod.source) : undefined;
          const fs = sourcesRef.current.filter((f) => f.name.endsWith(".go"));
          return { fs, file: tabRef.current, ...(module && goMod ? { project: { module, goMod: goMod.source } } : {}) };
        }),
      );
      host.current.dataset.ready = "true";
    });
    return () => {
      disposed = true;
      off();
      unassist();
      editor.current?.dispose();
      editor.current = undefined;
    };
  }, []);

  useEffect(() => {
    const t = setTimeout(() => {
      const p = project ? splitProject(sources, "") : undefined;
      (p ? labClient().projectDiagnose(p.files, p.goMod) : labClient().diagnose(sources))
        .then((ds) => {
          setProblems(ds.length);
          editor.current?.setMarkers(ds.filter((d) => d.file === tabRef.current));
        })
        .catch(() => {});
    }, DIAGNOSE_DELAY_MS);
    return () => clearTimeout(t);
  }, [sources, project]);

  const show = useCallback((name: string, line?: number) => {
    const ed = editor.current;
    const f = sourcesRef.current.find((x) => x.name === name);
    if (!ed || !f) return;
    if (name !== tabRef.current) {
      tabRef.current = name;
      setTab(name);
      ed.setValue(f.source);
      ed.setMarkers([]);
    }
    if (line) ed.reveal(line);
  }, []);

  /** apply shows other files (a draft, a share link's or a project's), the reconciler's tab first. */
  const apply = (next: LabFile[], nextScenario: string, isProject = false) => {
    const first = isProject ? firstTab(next) : (next[next.length - 1]?.name ?? "");
    sourcesRef.current = next;
    setSources(next);
    setProject(isProject);
    tabRef.current = first;
    setTab(first);
    setScenario(nextScenario);
    const ed = editor.current;
    if (ed) {
      ed.setValue(next.find((f) => f.name === first)?.source ?? "");
      ed.setMarkers([]);
    }
  };
  const open = (p: OpenedProject) => {
    const own = ownScenarios(p.files)[0];
    apply(p.files, own ?? (isOwnScenario(scenario) ? "create" : scenario), true);
    setProblem("");
    setNotice(p.summary);
  };
  useSandboxDraft({
    keep: keepDraft,
    share,
    initial,
    sources,
    scenario,
    project,
    apply,
    notice: setNotice,
    problem: setProblem,
  });
  const { share: makeLink, panel: sharePanel } = useShare(() => ({
    v: 1,
    target: "sandbox",
    ...(project ? { project: true as const } : {}),
    scenario,
    files: sourcesRef.current.map((f) => ({ name: f.name, source: f.source })),
  }));
  // A project starts through the worker's project entry (the CLI's compile); files as before.
  const starter = useMemo<LiveStarter | undefined>(
    () => (project ? (files, sc, seed) => labClient().projectStart(splitProject(files, sc), sc, seed) : undefined),
    [project],
  );
  const module = project ? modulePath(sources.find((f) => f.name === "go.mod")?.source ?? "") : undefined;
  const own = project ? ownScenarios(sources) : [];

  const reset = () => {
    apply(
      initial.map((f) => ({ ...f })),
      isOwnScenario(scenario) ? "create" : scenario,
    );
    setNotice("");
  };

  const files = useMemo(() => sources, [sources]);
  const edited =
    project ||
    sources.length !== initial.length ||
    sources.some((f, i) => f.name !== initial[i]?.name || f.source !== initial[i]?.source);
  return (
    <article className="page sandbox code-lab" aria-labelledby="sandbox-title">
      <h1 id="sandbox-title">Sandbox</h1>
      <p>{project ? PROJECT_INTRO : intro}</p>
      <div className="lab-toolbar">
        <label>
          Scenario{" "}
          <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {own.map((name) => (
              <option key={name} value={name}>
                {name} (this project&apos;s)
              </option>
            ))}
            {(scenarios.length ? scenarios : [{ name: "create", description: "" }]).map((s) => (
              <option key={s.name} value={s.name} title={s.description}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={reset} disabled={!edited}>
          {project ? "Close project" : "Reset"}
        </button>
        <button type="button" className="button" onClick={() => void makeLink()}>
          Share
        </button>
        <span className="muted" aria-live="polite">
          {problems ? `${problems} compile problem${problems > 1 ? "s" : ""}` : edited ? "edited, compiles" : ""}
        </span>
        {sharePanel}
      </div>
      <LabNotices notice={notice} problem={problem} />
      {keepDraft && <ProjectOpen onOpen={open} onProblem={setProblem} />}
      <p className="muted sandbox-scenario">{scenarios.find((s) => s.name === scenario)?.description}</p>
      {project && (
        <p className="sandbox-module">
          {module ? (
            <>
              module <code>{module}</code>
            </>
          ) : (
            "no go.mod: the Go files compile as one package"
          )}{" "}
          <span className="muted">
            ({sources.length} file{sources.length === 1 ? "" : "s"})
          </span>
        </p>
      )}
      <div role="tablist" aria-label="Files" className={project ? "tabs sandbox-files" : "tabs"}>
        {sources.map((f) => (
          <button
            key={f.name}
            role="tab"
            type="button"
            id={`tab-${f.name}`}
            aria-selected={f.name === tab}
            aria-controls="sandbox-editor"
            onClick={() => show(f.name)}
          >
            {f.name} <span className="muted">({project ? roleOfPath(f) : roleOf(f.name, sources)})</span>
          </button>
        ))}
      </div>
      <div id="sandbox-editor" role="tabpanel" aria-labelledby={`tab-${tab}`} className="lab-editor" ref={host} />
      <HotLines counts={counts} onGotoLine={show} />
      <LiveRun
        files={files}
        scenario={scenario}
        onGotoLine={show}
        onLineCounts={setCounts}
        {...(starter ? { starter } : {})}
      />
    </article>
  );
}

/** roleOf says what a file is for, in the tab: the last file is the reconciler. */
function roleOf(name: string, files: LabFile[]): string {
  if (name === "types.go") return "your CRD types";
  return files[files.length - 1]?.name === name ? "reconciler" : "support";
}
