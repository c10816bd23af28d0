/**
 * FlowSession runs one flow's scenario in a World, callback by callback, and keeps keyframes:
 * the state panels' data captured after the scheduler step that ends at a trace position.
 * A frame at position N is the last keyframe at or before N plus a window of the trace around
 * N, so seeking is a binary search, never a replay, and the page never holds the whole trace.
 * Pure (no DOM): the flow worker and the Node tests drive it alike.
 */
import { World, type WorldView } from "../engine/scenario/world";
import type { TraceEvent } from "../engine/sim/trace";
import type { KubeObject } from "../engine/api/object";
import type { ReconcilerFactory } from "../engine/scenario/world";
import type { Scenario } from "../engine/scenario/parse";

/** FlowState is what the state panels show at one position. */
export interface FlowState {
  /** seq is the trace length when this state was captured. */
  seq: number;
  t: number;
  view: WorldView;
  /** objects: up to `maxObjects` API objects (all of them in small flows), plus how many exist. */
  objects: KubeObject[];
  objectCount: number;
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

/** FlowSeries is the charts' data: one point per bucket of virtual time. */
export interface FlowSeries {
  bucketMs: number;
  t: number[];
  queueDepth: number[];
  reconcilesPerSec: number[];
  writesPerSec: number[];
}

export interface FlowSessionOptions {
  /** keyEvery: capture a keyframe after a step once this many events passed (1 = every step). */
  keyEvery?: number;
  maxObjects?: number;
  /** world: continue this (already built, maybe part-run) world instead of building one (a fork). */
  world?: World;
  /** prefix: keyframes of the run the world was forked from, kept for the positions before the fork. */
  prefix?: readonly FlowState[];
}

const WRITE_VERBS = new Set(["create", "update", "patch", "delete"]);

export class FlowSession {
  readonly world: World;
  private keys: FlowState[] = [];
  private readonly maxObjects: number;

  constructor(scenario: Scenario, factory: ReconcilerFactory, opts: FlowSessionOptions = {}) {
    this.maxObjects = opts.maxObjects ?? 40;
    const keyEvery = opts.keyEvery ?? 1;
    this.world = opts.world ?? new World({ scenario, factory });
    const from = this.world.trace().length;
    if (opts.prefix) this.keys.push(...opts.prefix.filter((k) => k.seq < from));
    this.keys.push(this.capture());
    let last = from;
    while (this.world.step()) {
      const n = this.world.trace().length;
      if (n - last >= keyEvery) {
        this.keys.push(this.capture());
        last = n;
      }
    }
    const n = this.world.trace().length;
    if (this.keys[this.keys.length - 1]?.seq !== n) this.keys.push(this.capture());
  }

  private capture(): FlowState {
    const all = this.world.api.kinds().reduce((s, d) => s + this.world.api.peekList(d.kind).length, 0);
    const objects: KubeObject[] = [];
    for (const def of this.world.api.kinds()) {
      for (const o of this.world.api.peekList(def.kind)) {
        if (objects.length >= this.maxObjects) break;
        objects.push(JSON.parse(JSON.stringify(o)) as KubeObject);
      }
    }
    return {
      seq: this.world.trace().length,
      t: this.world.now(),
      view: this.world.inspect(),
      objects,
      objectCount: all,
    };
  }

  /** length is the number of trace events in the run. */
  get length(): number {
    return this.world.trace().length;
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
  frame(pos: number, before = 30, after = 10): FlowFrame {
    const trace = this.world.trace();
    const p = Math.max(0, Math.min(trace.length, Math.floor(pos)));
    const start = Math.max(0, p - before);
    const state = this.stateAt(p);
    const t = p > 0 ? (trace[p - 1] as TraceEvent).t : 0;
    return { pos: p, t, state, windowStart: start, window: trace.slice(start, Math.min(trace.length, p + after)) };
  }

  /** posAtTime is the first position whose last event happened at or after t (for the scrubber). */
  posAtTime(t: number): number {
    const trace = this.world.trace();
    let lo = 0;
    let hi = trace.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((trace[mid] as TraceEvent).t < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** series buckets the run into queue depth, reconciles/s and writes/s (for the charts). */
  series(buckets = 200): FlowSeries {
    const trace = this.world.trace();
    const end = Math.max(1, trace.length ? (trace[trace.length - 1] as TraceEvent).t : 1);
    const bucketMs = Math.max(1, Math.ceil(end / buckets));
    const n = Math.floor(end / bucketMs) + 1;
    const s: FlowSeries = {
      bucketMs,
      t: Array.from({ length: n }, (_, i) => (i * bucketMs) / 1000),
      queueDepth: new Array<number>(n).fill(0),
      reconcilesPerSec: new Array<number>(n).fill(0),
      writesPerSec: new Array<number>(n).fill(0),
    };
    let depth = 0;
    let filled = 0;
    for (const e of trace) {
      const b = Math.floor(e.t / bucketMs);
      while (filled < b) s.queueDepth[filled++] = depth;
      if (e.type === "queue.add") depth++;
      else if (e.type === "queue.get") depth = Math.max(0, depth - 1);
      else if (e.type === "reconcile.start") (s.reconcilesPerSec[b] as number)++;
      else if (e.type === "api.request" && WRITE_VERBS.has((e as { verb: string }).verb))
        (s.writesPerSec[b] as number)++;
    }
    while (filled < n) s.queueDepth[filled++] = depth;
    const perSec = 1000 / bucketMs;
    s.reconcilesPerSec = s.reconcilesPerSec.map((x) => x * perSec);
    s.writesPerSec = s.writesPerSec.map((x) => x * perSec);
    return s;
  }
}
