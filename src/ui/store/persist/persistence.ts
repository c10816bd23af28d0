/**
 * attachPersistence connects the store to durable storage, hydration-safe: the UI renders
 * with an empty state at once, the saved progress is read back asynchronously, and nothing is
 * written until that read has finished (so a slow IndexedDB can never overwrite progress).
 *
 * Unreadable saved data (bad JSON, wrong shape, a newer version) is kept aside under another
 * key and the learner is told through the meta slice's storage notice; the app starts fresh.
 */
import { applyPersisted, pickPersisted, PERSISTED_KEYS, type AppStore } from "../createAppStore";
import type { LessonReading, PersistedState } from "../schema";
import type { StorageAdapter } from "./adapter";
import { decodeSaved, envelope } from "./migrations";

/** PROGRESS_KEY is where the current progress lives. */
export const PROGRESS_KEY = "reconcile-lab:progress";
/** asideKey is where unreadable progress found at `at` is kept. */
export const asideKey = (at: number) => `reconcile-lab:progress:unreadable:${at}`;

export interface Persistence {
  /** ready resolves once saved progress has been read back (or found unusable). */
  ready: Promise<void>;
  /** flush resolves once every change so far has been written. */
  flush: () => Promise<void>;
  detach: () => void;
}

/** mergeReading keeps what was read before hydration finished on top of what was saved. */
function mergeReading(saved: Record<string, LessonReading>, early: Record<string, LessonReading>): Record<string, LessonReading> {
  const out = { ...saved };
  for (const [lesson, r] of Object.entries(early)) {
    const s = out[lesson];
    if (!s) {
      out[lesson] = r;
      continue;
    }
    const sectionsRead = [...s.sectionsRead, ...r.sectionsRead.filter((x) => !s.sectionsRead.includes(x))];
    const newer = r.lastVisited >= s.lastVisited ? r : s;
    out[lesson] = { lastSection: newer.lastSection ?? s.lastSection, lastVisited: newer.lastVisited, sectionsRead };
  }
  return out;
}

export function attachPersistence(store: AppStore, adapter: StorageAdapter, now: () => number = () => Date.now()): Persistence {
  let hydrated = false;
  let writing: Promise<void> = Promise.resolve();
  let pending = false;
  let lastWritten: PersistedState | null = null;

  const write = () => {
    if (pending) return writing;
    pending = true;
    writing = writing.then(async () => {
      pending = false;
      const snapshot = pickPersisted(store.getState());
      if (snapshot === lastWritten) return;
      try {
        await adapter.set(PROGRESS_KEY, envelope(snapshot, now()));
        lastWritten = snapshot;
      } catch (e) {
        store.getState().setStorageNotice({
          kind: "write-failed",
          message: `Your progress could not be saved in this browser (${String(e)}). Export it from the Progress page to keep it.`,
        });
      }
    });
    return writing;
  };

  const unsubscribe = store.subscribe((s, prev) => {
    if (!hydrated) return;
    if (PERSISTED_KEYS.some((k) => s[k] !== prev[k])) void write();
  });

  const ready = (async () => {
    const initial = store.getInitialState();
    let raw: unknown;
    try {
      raw = await adapter.get(PROGRESS_KEY);
    } catch (e) {
      store.setState({
        hydrated: true,
        storageNotice: {
          kind: "unavailable",
          message: `Saved progress could not be read (${String(e)}). You can keep studying, but progress may not be saved.`,
        },
      });
      hydrated = true;
      return;
    }
    const decoded = decodeSaved(raw, now());
    const early = store.getState();
    const readingBeforeHydration = early.reading !== initial.reading ? early.reading : {};
    if (decoded.kind === "ok") {
      applyPersisted(store, { ...decoded.state, reading: mergeReading(decoded.state.reading, readingBeforeHydration) });
    } else if (decoded.kind === "invalid") {
      const key = asideKey(now());
      let kept = true;
      try {
        await adapter.set(key, raw);
      } catch {
        kept = false;
      }
      store.getState().setStorageNotice({
        kind: "corrupt",
        message: kept
          ? `Your saved progress could not be read (${decoded.reason}). It was kept aside in this browser's storage under "${key}", and you are starting fresh.`
          : `Your saved progress could not be read (${decoded.reason}), and could not be kept aside either. Export early if you can.`,
        ...(kept ? { asideKey: key } : {}),
      });
      if (!kept) {
        // Never overwrite data we could neither read nor copy: stay read-only this session.
        store.setState({ hydrated: true });
        return;
      }
    }
    hydrated = true;
    store.setState({ hydrated: true });
    await write();
  })();

  return {
    ready,
    flush: async () => {
      await ready;
      await writing;
    },
    detach: unsubscribe,
  };
}
