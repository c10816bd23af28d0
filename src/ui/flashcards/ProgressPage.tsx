/**
 * ProgressPage shows what is saved in this browser and moves it between browsers: export as a
 * JSON file, import one (checked in full first; a bad file is refused and nothing changes).
 */
import { useEffect, useId, useRef, useState } from "react";
import {
  checkProgressFile,
  exportProgressJson,
  replaceProgress,
  useAppStore,
  useStorageNotice,
  type PersistedState,
} from "../store";
import "./flashcards.css";

type Pending = { name: string; state: PersistedState; fromVersion: number };

export function ProgressPage() {
  const reading = useAppStore((s) => s.reading);
  const cards = useAppStore((s) => s.cards);
  const quiz = useAppStore((s) => s.quiz);
  const hydrated = useAppStore((s) => s.hydrated);
  const { notice } = useStorageNotice();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string>("");
  const [pending, setPending] = useState<Pending | null>(null);
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // A checked file waits for confirmation: put the learner on the button that confirms it.
  useEffect(() => {
    if (pending) confirmRef.current?.focus();
  }, [pending]);

  const sections = Object.values(reading).reduce((n, r) => n + r.sectionsRead.length, 0);
  const studied = Object.values(cards.states).filter((s) => s.state !== 0).length;

  const onExport = () => {
    const blob = new Blob([exportProgressJson()], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `reconcile-lab-progress-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus("Progress exported.");
  };

  const onFile = async (file: File | undefined) => {
    setError(null);
    setStatus("");
    setPending(null);
    if (!file) return;
    const checked = await checkProgressFile(await file.text());
    if (!checked.ok) {
      setError(`${file.name}: ${checked.error}`);
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    setPending({ name: file.name, state: checked.state, fromVersion: checked.fromVersion });
  };

  const confirm = () => {
    if (!pending) return;
    replaceProgress(pending.state);
    setStatus(
      `Imported ${pending.name}${pending.fromVersion < 4 ? ` (upgraded from version ${pending.fromVersion})` : ""}.`,
    );
    setPending(null);
    if (fileRef.current) fileRef.current.value = "";
  };

  return (
    <div className="cards-page">
      <h1>Your progress</h1>
      <p>Everything is kept in this browser (IndexedDB). Export a file to keep a copy or to move to another browser.</p>
      {!hydrated && (
        <p className="loading" role="status">
          Loading your progress…
        </p>
      )}
      {notice?.asideKey && (
        <p className="cards-note">
          Unreadable progress found earlier was kept aside under <code>{notice.asideKey}</code> in this browser&apos;s
          storage.
        </p>
      )}
      <dl className="cards-kpis" data-testid="progress-summary">
        <div>
          <dt>Sections read</dt>
          <dd>{sections}</dd>
        </div>
        <div>
          <dt>Cards studied</dt>
          <dd>{studied}</dd>
        </div>
        <div>
          <dt>Card reviews</dt>
          <dd>{cards.log.length}</dd>
        </div>
        <div>
          <dt>Questions answered</dt>
          <dd>{quiz.attempts.length}</dd>
        </div>
        <div>
          <dt>Interview runs</dt>
          <dd>{quiz.interviews.length}</dd>
        </div>
      </dl>

      <section aria-labelledby="progress-export">
        <h2 id="progress-export">Export</h2>
        <button type="button" className="button button-primary" onClick={onExport} disabled={!hydrated}>
          Export progress (JSON)
        </button>
      </section>

      <section aria-labelledby="progress-import">
        <h2 id="progress-import">Import</h2>
        <p>
          Importing replaces the progress in this browser. The file is checked first; a file that is not valid changes
          nothing.
        </p>
        <div className="cards-field">
          <label htmlFor={fileId}>Progress file to import</label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept="application/json,.json"
            disabled={!hydrated}
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          />
        </div>
        {error && (
          <div className="cards-error" role="alert">
            <strong>Import refused.</strong> {error}
          </div>
        )}
        {pending && (
          <div className="cards-confirm" role="group" aria-label="Confirm import">
            <p>
              {pending.name} holds {Object.keys(pending.state.cards.states).length} studied cards,{" "}
              {pending.state.cards.log.length} reviews and {pending.state.quiz.attempts.length} answers. Replace your
              current progress with it?
            </p>
            <button ref={confirmRef} type="button" className="button cards-danger" onClick={confirm}>
              Replace my progress
            </button>{" "}
            <button type="button" className="button" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        )}
        <p role="status" aria-live="polite" className="cards-status">
          {status}
        </p>
      </section>
    </div>
  );
}
