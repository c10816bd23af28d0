/**
 * attachPersistence connects the store to durable storage, hydration-safe: the UI renders
 * with an empty state at once, the saved progress is read back asynchronously, and nothing is
 * written until that read has finished (so a slow IndexedDB can never overwrite progress).
 *
 * Unreadable saved data (bad JSON, wrong shape, a newer version) is kept aside under another
 * key and the learner is told through the meta slice's storage notice; the app starts fresh.
 *
 * With a sync channel, every save is announced to the app's other tabs, and a tab that hears
 * of one reads the saved progress back, so no tab writes a stale copy over another's work.
 */
import { applyPersisted, pickPersisted, PERSISTED_KEYS, type AppStore } from "../createAppStore";
import type { LessonReading } from "../schema";
import type { StorageAdapter } from "./adapter";
import type { SyncChannel } from "./channel";
import { envelope } from "./envelope";
import { decodeSaved } from "./decode";

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
function mergeReading(
  saved: Record<string, LessonReading>,
  early: Record<string, LessonReading>,
): Record<string, LessonReading> {
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

export function attachPersistence(
  store: AppStore,
  adapter: StorageAdapter,
  now: () => number = () => Date.now(),
  channel?: SyncChannel,
): Persistence {
  const tab = Math.random().toString(36).slice(2);
  let hydrated = false;
  /** True while progress saved by another tab is being applied: that is not a change to save. */
  let applyingRemote = false;
  /** True from a local change until the write that carries it has taken its snapshot. */
  let dirty = false;
  let writing: Promise<void> = Promise.resolve();
  let pending = false;

  const write = () => {
    if (pending) return writing;
    pending = true;
    writing = writing.then(async () => {
      pending = false;
      try {
        const savedAt = now();
        dirty = false;
        await adapter.set(PROGRESS_KEY, envelope(pickPersisted(store.getState()), savedAt));
        channel?.post({ type: "saved", from: tab, savedAt });
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
    if (!hydrated || applyingRemote) return;
    if (PERSISTED_KEYS.some((k) => s[k] !== prev[k])) {
      dirty = true;
      void write();
    }
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
    const decoded = await decodeSaved(raw, now());
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

  let syncing: Promise<void> = Promise.resolve();
  const unlisten = channel?.subscribe((msg) => {
    if (msg.type !== "saved" || msg.from === tab) return;
    syncing = syncing.then(async () => {
      await ready;
      await writing;
      // A local change not yet saved wins: its own save will be announced to the other tabs.
      if (!hydrated || dirty) return;
      try {
        const decoded = await decodeSaved(await adapter.get(PROGRESS_KEY), now());
        if (decoded.kind !== "ok" || dirty) return;
        applyingRemote = true;
        applyPersisted(store, decoded.state);
      } catch {
        // Another tab's save could not be read back: keep this tab's copy; the next save wins.
      } finally {
        applyingRemote = false;
      }
    });
  });

  return {
    ready,
    flush: async () => {
      await ready;
      await syncing;
      await writing;
    },
    detach: () => {
      unsubscribe();
      unlisten?.();
    },
  };
}
