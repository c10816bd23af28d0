/**
 * WatchCache is the per-kind watch fan-out with a bounded event history, like the API
 * server's watch cache: a watch from resourceVersion N replays the events after N, and a
 * watch from a version older than the history gives 410 Expired `too old resource version:
 * <rv> (<oldest-1>)` (fact 43). Events are delivered synchronously; lag is the cache's job.
 * Event objects are the stored, frozen objects: shared by all watchers, never copied here.
 */
import { newResourceExpired, type KubeObject, type FieldSelector, type Selector } from "../api";

/** WatchEventType is the type of a watch event. */
export type WatchEventType = "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR";

/** WatchEvent is what a watcher receives. */
export interface WatchEvent {
  type: WatchEventType;
  object: KubeObject;
}

/** HistoryEntry is a stored change: the new object and, for MODIFIED, the previous one. */
export interface HistoryEntry {
  type: "ADDED" | "MODIFIED" | "DELETED";
  rv: number;
  object: KubeObject;
  prev?: KubeObject;
}

/** WatchFilter narrows a watch like the list options do. */
export interface WatchFilter {
  namespace?: string;
  label?: Selector;
  field?: FieldSelector;
}

interface Watcher {
  filter: WatchFilter;
  onEvent: (e: WatchEvent) => void;
  stopped: boolean;
}

function matches(f: WatchFilter, o: KubeObject): boolean {
  if (f.namespace && o.metadata.namespace !== f.namespace) return false;
  if (f.label && !f.label.matches(o.metadata.labels)) return false;
  if (f.field && !f.field.matches(o)) return false;
  return true;
}

/** translate turns a change into what a filtered watcher sees (entering/leaving the selection). */
function translate(f: WatchFilter, e: HistoryEntry): WatchEvent | undefined {
  const now = matches(f, e.object);
  if (e.type !== "MODIFIED") return now ? { type: e.type, object: e.object } : undefined;
  const before = e.prev ? matches(f, e.prev) : now;
  if (now && before) return { type: "MODIFIED", object: e.object };
  if (now) return { type: "ADDED", object: e.object };
  if (before) return { type: "DELETED", object: e.object };
  return undefined;
}

/** EVICTED fills the slot of an entry the history dropped (before the array is compacted). */
const EVICTED = undefined as unknown as HistoryEntry;

/** WatchCache holds one kind's history and watchers. */
export class WatchCache {
  private history: HistoryEntry[] = [];
  private start = 0;
  /** horizonAt: the horizon as of the last time it was worked out (see horizon). */
  private horizonAt = 0;
  /** evicted: an entry was dropped since horizonAt was worked out; evictedWith is the rv of the
   * change whose recording dropped the last one. */
  private evicted = false;
  private evictedWith = 0;
  private readonly watchers = new Set<Watcher>();
  /** fanout: the watchers as an array, made again after the set changes (a change fans out to the
   * watchers there were when it was recorded: one made or stopped meanwhile changes the set, not this) */
  private fanout: Watcher[] | undefined;

  constructor(private readonly capacity: number) {}

  /** record appends a change and fans it out to watchers. */
  record(e: HistoryEntry): void {
    this.history.push(e);
    if (this.history.length - this.start > this.capacity) {
      // The evicted entry's slot is emptied at once: it holds an object version and its
      // predecessor, which nothing else may still reference (until the next compaction up to
      // `capacity` more entries would stay alive: 2× the history's memory).
      this.history[this.start++] = EVICTED;
      // The horizon is worked out when asked (a watch, a snapshot): reading the oldest entry's rv
      // here, at every change, read an object recorded `capacity` changes ago (a cache miss).
      this.evicted = true;
      this.evictedWith = e.rv;
      if (this.start > 1024 && this.start * 2 > this.history.length) {
        this.history = this.history.slice(this.start);
        this.start = 0;
      }
    }
    const ws = (this.fanout ??= [...this.watchers]);
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      if (w.stopped) continue;
      const ev = translate(w.filter, e);
      if (ev) w.onEvent(ev);
    }
  }

  /**
   * watch registers a watcher from `rv`. rv 0 means "now, after synthetic ADDED events for
   * `current`". Replayed events are delivered before watch returns. A too-old rv delivers one
   * ERROR event carrying the 410 Status and returns a stopped watch.
   */
  watch(
    rv: number,
    current: () => Iterable<KubeObject>,
    filter: WatchFilter,
    onEvent: (e: WatchEvent) => void,
  ): { stop(): void } {
    const w: Watcher = { filter, onEvent, stopped: false };
    const stop = {
      stop: () => {
        w.stopped = true;
        if (this.watchers.delete(w)) this.fanout = undefined;
      },
    };
    if (rv === 0) {
      for (const o of current()) if (matches(filter, o)) onEvent({ type: "ADDED", object: o });
    } else {
      if (rv < this.horizon) {
        const err = newResourceExpired(`too old resource version: ${rv} (${this.horizon})`);
        onEvent({ type: "ERROR", object: { ...(err.status as unknown as KubeObject), metadata: {} } });
        w.stopped = true;
        return stop;
      }
      for (let i = this.start; i < this.history.length; i++) {
        const e = this.history[i]!;
        if (e.rv <= rv) continue;
        const ev = translate(filter, e);
        if (ev && !w.stopped) onEvent(ev);
      }
    }
    if (!w.stopped) {
      this.watchers.add(w);
      this.fanout = undefined;
    }
    return stop;
  }

  /** horizon: every change with rv > horizon is still in the history (the oldest entry's rv - 1,
   * or with none left, the rv of the change recorded when the last was dropped). */
  private get horizon(): number {
    if (this.evicted) {
      const oldest = this.history[this.start];
      this.horizonAt = oldest ? oldest.rv - 1 : this.evictedWith;
      this.evicted = false;
    }
    return this.horizonAt;
  }

  /** snapshot returns the history as plain data. */
  snapshot(): { horizon: number; history: HistoryEntry[] } {
    return { horizon: this.horizon, history: this.history.slice(this.start) };
  }

  /** restore replaces the history (watchers are kept; they see no events for the jump). */
  restore(s: { horizon: number; history: HistoryEntry[] }): void {
    this.history = [...s.history];
    this.start = 0;
    this.horizonAt = s.horizon;
    this.evicted = false;
  }
}
