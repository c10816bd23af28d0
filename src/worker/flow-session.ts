/**
 * FlowSession runs one flow's scenario in a World, callback by callback, and keeps keyframes:
 * the state panels' data captured after the scheduler step that ends at a trace position.
 * A frame at position N is the last keyframe at or before N plus a window of the trace around
 * N, so seeking is a binary search, never a replay, and the page never holds the whole trace.
 * Pure (no DOM): the flow worker and the Node tests drive it alike.
 */
import {
  World,
  type WorldView,
  type TraceEvent,
  type KubeObject,
  type ReconcilerFactory,
  type Scenario,
} from "../engine";
import { bindSteps, type Bindable } from "./flow-match";
import { UnseenChanges } from "./flow-unseen";
import { rateWindowBuckets, ratesOver } from "./flow-rates";

/** FlowState is what the state panels show at one position. */
export interface FlowState {
  /** seq is the trace length when this state was captured. */
  seq: number;
  t: number;
  view: WorldView;
  /** objects: up to `maxObjects` API objects (all of them in small flows), plus how many exist. */
  objects: KubeObject[];
  objectCount: number;
  /** failures: keys with per-item failures (rate-limited requeues not yet forgotten). */
  failures?: Array<{ key: string; requeues: number }>;
  /** unseen: stored changes an informer's cache has not received yet (up to 20, and how many). */
  unseen?: { count: number; items: UnseenChange[] };
}

/** UnseenChange is one object whose stored resourceVersion an informer has not cached yet. */
export interface UnseenChange {
  informer: string;
  key: string;
  storedRV: string;
  /** cachedRV is undefined when the informer has no copy at all (or the object was deleted). */
  cachedRV?: string;
  deleted?: boolean;
}

/** FlowDetails is what the details dialog shows for one trace event. */
export interface FlowDetails {
  event: TraceEvent;
  /** cause: the API request behind a watch event (same object and resourceVersion). */
  cause?: TraceEvent;
  /** before / after: the object a write touched, as kept in the keyframes around it. */
  before?: KubeObject;
  after?: KubeObject;
}

/** FlowStepBinding: a lesson step and the trace event that realises it (seq), if any. */
export interface FlowStepBinding {
  n: number;
  seq: number | null;
  t: number | null;
}

/** FlowFrame is one picture of the player: a position, its state and the events around it. */
export interface FlowFrame {
  pos: number;
  t: number;
  state: FlowState;
  /** window holds trace events [windowStart, windowStart + window.length). */
  windowStart: number;
  window: TraceEvent[];
}

/**
 * FlowSeries is the charts' data: one point per bucket of virtual time, at the bucket's end (`t`,
 * in seconds), with what happened up to then: the most keys queued at once during the bucket, and
 * the rates of the window that ends there (nothing after `t` counts in a point). The depth is the
 * bucket's peak, not its value at the bucket's end: a key is usually added and handed out in the
 * same millisecond, and Flow 20's queue, sampled at each 443 ms bucket's end, read 0 all run.
 * The rates are taken over the `rateWindowMs` that ends with each bucket, as a `rate(...[1s])`
 * query reads a counter: a bucket is 1/200 of the run (11 ms in Flow 18), and one reconcile
 * counted per bucket alone read as 90.9 reconciles/s.
 */
export interface FlowSeries {
  bucketMs: number;
  /** rateWindowMs: the window the rates are taken over (a whole number of buckets, at least 1 s) */
  rateWindowMs: number;
  t: number[];
  queueDepth: number[];
  reconcilesPerSec: number[];
  /** writesPerSec counts the writes from `writesFromMs` on (see setupEndMs) */
  writesPerSec: number[];
  /** writesFromMs: when the controllers start; writes before it set up the cluster the story starts from */
  writesFromMs: number;
  /** setupWrites: the writes before writesFromMs, left out of writesPerSec */
  setupWrites: number;
}

/**
 * setupEndMs is when a scenario's controllers start (`controllerStart`, 0 by default). What the
 * scenario writes before then is the cluster the story starts from (Flow 19's 20,000 Apps and
 * Deployments, loaded in 0.8 s), not traffic of the story: counted in writes per second, those
 * 80,000 writes drew one bar of 69,000/s that flattened the story's handful of writes to nothing.
 */
export const setupEndMs = (scenario: { controllerStart?: number | undefined }): number => scenario.controllerStart ?? 0;

export interface FlowSessionOptions {
  /** keyEvery: capture a keyframe after a step once this many events passed (1 = every step). */
  keyEvery?: number;
  maxObjects?: number;
  /** world: continue this (already built, maybe part-run) world instead of building one (a fork). */
  world?: World;
  /** prefix: keyframes of the run the world was forked from, kept for the positions before the fork. */
  prefix?: readonly FlowState[];
  /**
   * incremental: build the session without running the world; the caller runs it in slices with
   * `advance(budgetMs)`, and may ask for frames of the part computed so far in between.
   */
  incremental?: boolean;
}

/**
 * FrameLimits caps what one frame carries, so a large run's frame stays small to send and to
 * draw: at most `items` keys per queue list (the full lengths go in `readyCount` and friends)
 * and at most `objects` API objects.
 */
export interface FrameLimits {
  items: number;
  objects: number;
}

/** QueueCounts are added to a trimmed queue view: the list lengths before trimming. */
export interface QueueCounts {
  readyCount: number;
  waitingCount: number;
  processingCount: number;
}

function trimState(st: FlowState, lim: FrameLimits): FlowState {
  const processes = st.view.processes.map((p) =>
    p.controllers
      ? {
          ...p,
          controllers: p.controllers.map((c) => {
            const q = c.queue as { ready: unknown[]; waiting: unknown[]; processing: unknown[] } | undefined;
            if (!q) return c;
            const counts: QueueCounts = {
              readyCount: q.ready.length,
              waitingCount: q.waiting.length,
              processingCount: q.processing.length,
            };
            return {
              ...c,
              queue: {
                ready: q.ready.slice(0, lim.items),
                waiting: q.waiting.slice(0, lim.items),
                processing: q.processing.slice(0, lim.items),
                ...counts,
              },
            };
          }),
        }
      : p,
  );
  return { ...st, view: { ...st.view, processes }, objects: st.objects.slice(0, lim.objects) };
}

const WRITE_VERBS = new Set(["create", "update", "patch", "delete"]);
/** SCANNED_TYPES: the events the failure and unseen-change trackers read (no other is rebuilt). */
const SCANNED_TYPES: ReadonlySet<string> = new Set([
  "queue.addRateLimited",
  "queue.forget",
  "watch.event",
  "cache.list",
  "cache.update",
]);
/** SERIES_TYPES: the events the charts count. */
const SERIES_TYPES: ReadonlySet<string> = new Set(["queue.add", "queue.get", "reconcile.start", "api.request"]);
/** HEAVY_STEP_EVENTS: advance reads the clock after any step that added this many events. */
const HEAVY_STEP_EVENTS = 500;

export class FlowSession {
  readonly world: World;
  private keys: FlowState[] = [];
  private readonly maxObjects: number;
  /** trackers for failures and unseen changes, fed the trace as the run advances. */
  private scanned = 0;
  private readonly requeues = new Map<string, number>();
  private readonly unseenChanges = new UnseenChanges();

  private readonly keyEvery: number;
  /** lastKey: the trace length at the last keyframe taken while running. */
  private lastKey: number;
  private done = false;

  constructor(scenario: Scenario, factory: ReconcilerFactory, opts: FlowSessionOptions = {}) {
    this.maxObjects = opts.maxObjects ?? 40;
    this.keyEvery = opts.keyEvery ?? 1;
    this.world = opts.world ?? new World({ scenario, factory });
    const from = this.world.tracer.length;
    if (opts.prefix) this.keys.push(...opts.prefix.filter((k) => k.seq < from));
    this.keys.push(this.capture());
    this.lastKey = from;
    if (!opts.incremental) this.advance(Number.POSITIVE_INFINITY);
  }

  /** complete: the world has run to its end (every event of the run is in the trace). */
  get complete(): boolean {
    return this.done;
  }

  /**
   * advance runs the world for about `budgetMs` of wall time (at least one scheduler step),
   * keeping keyframes as it goes, and answers whether the run is complete. What it computes
   * does not depend on the slicing: the world takes the same steps, and keyframes fall on the
   * same trace positions, as one uninterrupted run.
   */
  advance(budgetMs: number, now: () => number = () => performance.now()): boolean {
    if (this.done) return true;
    const until = budgetMs === Number.POSITIVE_INFINITY ? budgetMs : now() + budgetMs;
    let steps = 0;
    // The clock is read every 8 steps, or sooner after a heavy step (a batch of a bulk set-up
    // is thousands of events: 8 of them would overrun the first slice many times over).
    const tracer = this.world.tracer;
    let checked = tracer.length;
    for (;;) {
      if (!this.world.step()) {
        this.done = true;
        const n = tracer.length;
        if (this.keys[this.keys.length - 1]?.seq !== n) this.keys.push(this.capture());
        return true;
      }
      const n = tracer.length;
      if (n - this.lastKey >= this.keyEvery) {
        this.keys.push(this.capture());
        this.lastKey = n;
      }
      if ((++steps & 7) === 0 || n - checked >= HEAVY_STEP_EVENTS) {
        checked = n;
        if (now() >= until) return false;
      }
    }
  }

  /** scan feeds the trackers the events they read among those added since the last scan. */
  private scan(): void {
    const tracer = this.world.tracer;
    const end = tracer.length;
    for (const e of tracer.iterate(this.scanned, SCANNED_TYPES)) {
      if (e.type === "queue.addRateLimited") this.requeues.set(e.key, e.requeues);
      else if (e.type === "queue.forget") this.requeues.delete(e.key);
      else if (e.type === "watch.event")
        this.unseenChanges.watched(
          e.kind,
          `${e.kind}:${e.namespace ? `${e.namespace}/` : ""}${e.name}`,
          e.resourceVersion,
          e.eventType === "DELETED",
        );
      else if (e.type === "cache.list") this.unseenChanges.listed(e.informer);
      else if (e.type === "cache.update")
        this.unseenChanges.cacheUpdated(e.informer, `${e.kind}:${e.key}`, e.op === "delete" ? undefined : e.rv);
    }
    this.scanned = end;
  }

  private unseen(view: WorldView): { count: number; items: UnseenChange[] } {
    const live = new Set<string>();
    for (const p of view.processes)
      if (!p.nodeDead) for (const k of p.cache?.kinds ?? []) live.add(`${p.replica}/${k.kind}`);
    return this.unseenChanges.report(live);
  }

  private capture(): FlowState {
    this.scan();
    const view = this.world.inspect();
    const api = this.world.api;
    // Counted from the stores' sizes, and only the kinds the first maxObjects objects come from
    // are listed (a list maps every key of the kind to its object: 20,000 per kind in Flow 19).
    const all = api.kinds().reduce((s, d) => s + api.count(d.kind), 0);
    const objects: KubeObject[] = [];
    for (const def of api.kinds()) {
      if (objects.length >= this.maxObjects) break;
      if (api.count(def.kind) === 0) continue;
      for (const o of api.peekList(def.kind)) {
        if (objects.length >= this.maxObjects) break;
        objects.push(JSON.parse(JSON.stringify(o)) as KubeObject);
      }
    }
    return {
      seq: this.world.tracer.length,
      t: this.world.now(),
      view,
      objects,
      objectCount: all,
      failures: [...this.requeues].slice(0, 20).map(([key, requeues]) => ({ key, requeues })),
      unseen: this.unseen(view),
    };
  }

  /** length is the number of trace events in the run. */
  get length(): number {
    return this.world.tracer.length;
  }

  /** keyframes are the states kept, in order (a fork keeps those before its fork point). */
  keyframes(): readonly FlowState[] {
    return this.keys;
  }

  /** keyframeCount is how many states were kept. */
  get keyframeCount(): number {
    return this.keys.length;
  }

  /** stateAt is the last keyframe whose seq is at most pos. */
  stateAt(pos: number): FlowState {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.keys[mid] as FlowState).seq <= pos) lo = mid;
      else hi = mid - 1;
    }
    return this.keys[lo] as FlowState;
  }

  /** frame is the picture at position pos (0 … length): events [0, pos) have happened. */
  frame(pos: number, before = 30, after = 10, limits?: FrameLimits): FlowFrame {
    const tracer = this.world.tracer;
    const p = Math.max(0, Math.min(tracer.length, Math.floor(pos)));
    const start = Math.max(0, p - before);
    const kept = this.stateAt(p);
    const state = limits ? trimState(kept, limits) : kept;
    const t = p > 0 ? (tracer.at(p - 1) as TraceEvent).t : 0;
    const window: TraceEvent[] = [];
    for (let i = start; i < Math.min(tracer.length, p + after); i++) window.push(tracer.at(i) as TraceEvent);
    return { pos: p, t, state, windowStart: start, window };
  }

  /** bind finds the event that realises each lesson step (see flow-match.ts). */
  bind(steps: readonly Bindable[]): FlowStepBinding[] {
    const tracer = this.world.tracer;
    const bound = bindSteps(steps, tracer);
    return steps.map((s) => {
      const seq = bound.get(s.n);
      return { n: s.n, seq: seq ?? null, t: seq === undefined ? null : (tracer.at(seq)?.t ?? null) };
    });
  }

  /** details is one event with the request behind it and the object before and after a write. */
  details(seq: number): FlowDetails {
    const tracer = this.world.tracer;
    const event = tracer.at(seq);
    if (!event) throw new Error(`no trace event ${seq}`);
    const out: FlowDetails = { event };
    const ref =
      event.type === "watch.event" || event.type === "api.request"
        ? { kind: event.kind, namespace: event.namespace, name: event.name, rv: event.resourceVersion }
        : undefined;
    if (event.type === "watch.event") {
      for (let i = seq + 1; i < Math.min(tracer.length, seq + 50); i++) {
        const c = tracer.at(i) as TraceEvent;
        if (
          c.type === "api.request" &&
          c.kind === event.kind &&
          c.name === event.name &&
          c.resourceVersion === event.resourceVersion
        ) {
          out.cause = c;
          break;
        }
      }
    }
    if (ref?.name && (event.type === "watch.event" || WRITE_VERBS.has((event as { verb?: string }).verb ?? ""))) {
      const find = (st: FlowState) =>
        st.objects.find(
          (o) =>
            o.kind === ref.kind &&
            o.metadata.name === ref.name &&
            (o.metadata.namespace ?? undefined) === ref.namespace,
        );
      const before = find(this.stateAt(seq));
      let i = 0;
      while (i < this.keys.length && (this.keys[i] as FlowState).seq <= seq) i++;
      const afterState = this.keys[i];
      const after = afterState ? find(afterState) : undefined;
      if (before) out.before = before;
      if (after) out.after = after;
    }
    return out;
  }

  /** posAtTime is the first position whose last event happened at or after t (for the scrubber). */
  posAtTime(t: number): number {
    const tracer = this.world.tracer;
    let lo = 0;
    let hi = tracer.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tracer.at(mid) as TraceEvent).t < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** series buckets the run into queue depth, reconciles/s and writes/s (for the charts). */
  series(buckets = 200): FlowSeries {
    const tracer = this.world.tracer;
    const end = Math.max(1, tracer.length ? (tracer.at(tracer.length - 1) as TraceEvent).t : 1);
    const bucketMs = Math.max(1, Math.ceil(end / buckets));
    const n = Math.floor(end / bucketMs) + 1;
    const writesFromMs = setupEndMs(this.world.scenario);
    const k = rateWindowBuckets(bucketMs);
    const s: FlowSeries = {
      bucketMs,
      rateWindowMs: k * bucketMs,
      t: Array.from({ length: n }, (_, i) => ((i + 1) * bucketMs) / 1000),
      queueDepth: new Array<number>(n).fill(0),
      reconcilesPerSec: new Array<number>(n).fill(0),
      writesPerSec: new Array<number>(n).fill(0),
      writesFromMs,
      setupWrites: 0,
    };
    let depth = 0;
    /** peak: the most keys queued at once in the bucket being filled (its start's depth at least) */
    let peak = 0;
    let filled = 0;
    // Only the counted events are read: the depth between them is the depth after the last.
    for (const e of tracer.iterate(0, SERIES_TYPES)) {
      const b = Math.floor(e.t / bucketMs);
      while (filled < b) {
        s.queueDepth[filled++] = peak;
        peak = depth;
      }
      if (e.type === "queue.add") peak = Math.max(peak, ++depth);
      else if (e.type === "queue.get") depth = Math.max(0, depth - 1);
      else if (e.type === "reconcile.start") (s.reconcilesPerSec[b] as number)++;
      else if (e.type === "api.request" && WRITE_VERBS.has((e as { verb: string }).verb)) {
        if (e.t < writesFromMs) s.setupWrites++;
        else (s.writesPerSec[b] as number)++;
      }
    }
    while (filled < n) {
      s.queueDepth[filled++] = peak;
      peak = depth;
    }
    s.reconcilesPerSec = ratesOver(s.reconcilesPerSec, k, bucketMs);
    s.writesPerSec = ratesOver(s.writesPerSec, k, bucketMs);
    return s;
  }
}
