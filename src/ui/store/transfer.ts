/**
 * Export and import of the learner's progress as a JSON file. An import is validated (and
 * migrated from earlier versions) in full before anything is replaced: a bad file changes
 * nothing and is refused with a message naming what is wrong.
 */
import { applyPersisted, type AppStore } from "./createAppStore";
import { decodeSaved } from "./persist/migrations";
import type { PersistedState } from "./schema";

export { exportProgress } from "./persist/envelope";

export type ImportResult = { ok: true; fromVersion: number } | { ok: false; error: string };
export type ParsedFile = { ok: true; fromVersion: number; state: PersistedState } | { ok: false; error: string };

/** importProgress replaces the progress with the file's, if and only if the file is valid. */
export function importProgress(store: AppStore, text: string, now: number = Date.now()): ImportResult {
  const parsed = parseProgressFile(text, now);
  if (!parsed.ok) return parsed;
  applyPersisted(store, { ...parsed.state, cards: { ...parsed.state.cards, undo: null } });
  return { ok: true, fromVersion: parsed.fromVersion };
}

/** parseProgressFile validates (and migrates) an exported file without applying it. */
export function parseProgressFile(text: string, now: number = Date.now()): ParsedFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      error: `This file is not valid JSON (${e instanceof Error ? e.message : String(e)}). Nothing was changed.`,
    };
  }
  if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
    const app = (parsed as { app?: unknown }).app;
    const version = (parsed as { version?: unknown }).version;
    if (app !== undefined && app !== "reconcile-lab") {
      return {
        ok: false,
        error: `app: this file was exported by "${String(app)}", not Reconcile Lab. Nothing was changed.`,
      };
    }
    if (app === undefined && version !== 1 && version !== 2) {
      return {
        ok: false,
        error: `app: this is not a Reconcile Lab progress file (no "app" field). Nothing was changed.`,
      };
    }
  }
  const decoded = decodeSaved(parsed, now);
  if (decoded.kind === "empty") return { ok: false, error: "This file is empty. Nothing was changed." };
  if (decoded.kind === "invalid")
    return { ok: false, error: `This file cannot be imported: ${decoded.reason}. Nothing was changed.` };
  return { ok: true, fromVersion: decoded.fromVersion, state: decoded.state };
}
