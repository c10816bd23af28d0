/**
 * ProjectOpen: how a learner brings a whole project into the sandbox. Choose a folder
 * (<input webkitdirectory>), choose files, drop a folder or files on the panel, or paste several
 * files as txtar (`-- path --` lines, as the Go playground shares them). What is given goes
 * through the intake (intake.ts): the kept files reach `onOpen`, with a line saying what was
 * left out; a refusal reaches `onProblem` with its reason.
 */
import { useState, type DragEvent } from "react";
import { parseTxtar, summarise, takeEntries, type IntakeEntry, type ProjectText } from "./intake";
import { fromDrop, fromFileList } from "./entries";

export interface OpenedProject {
  files: ProjectText[];
  module?: string;
  /** summary: what was kept and left out, in one sentence. */
  summary: string;
}

const PASTE_EXAMPLE = `-- go.mod --
module example.com/mirror

-- main.go --
package main
…`;

export function ProjectOpen({
  onOpen,
  onProblem,
}: {
  onOpen: (p: OpenedProject) => void;
  onProblem: (message: string) => void;
}) {
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pasted, setPasted] = useState("");

  const take = async (entries: IntakeEntry[] | Promise<IntakeEntry[]>) => {
    setBusy(true);
    try {
      const r = await takeEntries(await entries);
      if (!r.ok) return onProblem(`This project cannot be opened: ${r.reason}.`);
      const go = r.files.filter((f) => f.name.endsWith(".go")).length;
      const left = r.skipped.length ? ` Left out ${r.skipped.length}: ${summarise(r.skipped)}.` : "";
      onOpen({
        files: r.files,
        ...(r.module ? { module: r.module } : {}),
        summary: `Opened ${r.module ? `module ${r.module}` : "files without a go.mod (they compile as one package)"}: ${go} Go file${go === 1 ? "" : "s"} of ${r.files.length}.${left}`,
      });
    } catch (e) {
      onProblem(`This project cannot be opened: ${e instanceof Error ? e.message : String(e)}.`);
    } finally {
      setBusy(false);
    }
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void take(fromDrop(e.dataTransfer.items));
  };
  const paste = () => {
    const r = parseTxtar(pasted);
    if ("error" in r) return onProblem(`The pasted files cannot be opened: ${r.error}.`);
    void take(r.entries);
  };

  return (
    <section
      className="sandbox-open"
      data-over={over || undefined}
      aria-labelledby="sandbox-open-h"
      aria-busy={busy}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <h2 id="sandbox-open-h">Your own project</h2>
      <p className="muted">
        Drop a kubebuilder or controller-runtime project folder here, or choose it. It runs as{" "}
        <code>npm run lab -- run DIR</code> runs it: packages by directory, its <code>main()</code>, its CRDs. vendor/,
        tests and files other than Go, go.mod and a scenario YAML are left out.
      </p>
      <div className="sandbox-open-actions">
        <label className="button">
          Choose a folder
          <input
            ref={(el) => el?.setAttribute("webkitdirectory", "")}
            type="file"
            multiple
            className="visually-hidden"
            data-testid="project-folder"
            onChange={(e) => {
              if (e.currentTarget.files?.length) void take(fromFileList(e.currentTarget.files));
              e.currentTarget.value = "";
            }}
          />
        </label>
        <label className="button">
          Choose files
          <input
            type="file"
            multiple
            accept=".go,.mod,.yaml,.yml"
            className="visually-hidden"
            data-testid="project-files"
            onChange={(e) => {
              if (e.currentTarget.files?.length) void take(fromFileList(e.currentTarget.files));
              e.currentTarget.value = "";
            }}
          />
        </label>
        {busy && <span className="muted">Reading…</span>}
      </div>
      <details className="sandbox-paste">
        <summary>Paste several files</summary>
        <label htmlFor="sandbox-paste-text">
          Each file under a line <code>-- path/to/file.go --</code>
        </label>
        <textarea
          id="sandbox-paste-text"
          rows={8}
          spellCheck={false}
          placeholder={PASTE_EXAMPLE}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
        <button type="button" className="button" onClick={paste} disabled={!pasted.trim() || busy}>
          Open pasted files
        </button>
      </details>
    </section>
  );
}
