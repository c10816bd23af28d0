/**
 * RunSummary is what a progress message says about a run (event counts per type, the charts'
 * series, the lesson steps' bindings, each manager's leadership intervals), kept up to date
 * incrementally: `feed` reads only the trace events added since the last call, so a "grow"
 * message costs the new events, not the whole trace again. Each answer equals the full
 * recount (FlowSession.series, FlowSession.bind, flow-metrics' leadership) of the same trace.
 */
import type { TraceEvent } from "../engine";
import { matches, type Bindable } from "./flow-match";
import type { FlowSeries, FlowStepBinding } from "./flow-session";
import { rateWindowBuckets, ratesOver } from "./flow-rates";
import { readerOf, type TraceInput } from "./trace-reader";

const WRITE_VERBS = new Set(["create", "update", "patch", "delete"]);

type Ev = TraceEvent & Record<string, unknown>;

export class RunSummary {
  private scanned = 0;
  private readonly byType: Record<string, number> = {};
  /** per distinct virtual time (ascending): queue depth, reconciles and writes after its events,
   * and the most keys queued at once after one of them (peakDuring; the depth a time starts with
   * is the previous time's depthAfter, which series reads too). */
  private readonly ts: number[] = [];
  private readonly depthAfter: number[] = [];
  private readonly peakDuring: number[] = [];
  private readonly recAfter: number[] = [];
  private readonly writesAfter: number[] = [];
  private depth = 0;
  private reconciles = 0;
  private writes = 0;
  private setupWrites = 0;
  private lastT = 0;
  /** bound: step number → the seq of its event, for the steps bound so far. */
  private readonly bound = new Map<number, number>();
  /** listed: steps in the lesson's order with whether their `after` step comes earlier in the list. */
  private readonly listed: Array<{ step: Bindable; reachable: boolean }>;
  private readonly leadOpen = new Map<string, number>();
  private readonly leadDone = new Map<string, Array<[number, number]>>();

  /** writesFromMs: writes before it set up the cluster and are left out of the series (setupEndMs). */
  constructor(
    readonly steps: readonly Bindable[] = [],
    private readonly writesFromMs = 0,
  ) {
    const seen = new Set<number>();
    this.listed = steps.map((step) => {
      const reachable = step.match.after === undefined || seen.has(step.match.after);
      seen.add(step.n);
      return { step, reachable };
    });
  }

  /** feed reads the events of `trace` added since the last call. */
  feed(trace: TraceInput): void {
    const reader = readerOf(trace);
    const end = reader.length;
    for (const e of reader.iterate(this.scanned)) {
      if (this.scanned >= end) break;
      this.add(e as Ev);
      this.scanned++;
    }
  }

  private add(e: Ev): void {
    this.byType[e.type] = (this.byType[e.type] ?? 0) + 1;
    if (e.type === "queue.add") this.depth++;
    else if (e.type === "queue.get") this.depth = Math.max(0, this.depth - 1);
    else if (e.type === "reconcile.start") this.reconciles++;
    else if (e.type === "api.request" && WRITE_VERBS.has(e.verb as string)) {
      if (e.t < this.writesFromMs) this.setupWrites++;
      else this.writes++;
    }
    const t = Math.max(e.t, this.lastT);
    const last = this.ts.length - 1;
    if (last >= 0 && this.ts[last] === t) {
      this.depthAfter[last] = this.depth;
      this.peakDuring[last] = Math.max(this.peakDuring[last] as number, this.depth);
      this.recAfter[last] = this.reconciles;
      this.writesAfter[last] = this.writes;
    } else {
      this.ts.push(t);
      this.depthAfter.push(this.depth);
      this.peakDuring.push(this.depth);
      this.recAfter.push(this.reconciles);
      this.writesAfter.push(this.writes);
    }
    this.lastT = t;
    this.bindEvent(e);
    this.lead(e);
  }

  private bindEvent(e: Ev): void {
    for (const { step, reachable } of this.listed) {
      if (!reachable || this.bound.has(step.n)) continue;
      const after = step.match.after === undefined ? -1 : this.bound.get(step.match.after);
      if (after === undefined || e.seq <= after) continue;
      if (matches(e, step.match)) this.bound.set(step.n, e.seq);
    }
  }

  private lead(e: Ev): void {
    const close = (m: string, t: number) => {
      const from = this.leadOpen.get(m);
      if (from === undefined) return;
      this.leadOpen.delete(m);
      this.leadDone.set(m, [...(this.leadDone.get(m) ?? []), [from, t]]);
    };
    if (e.type === "manager.elected") this.leadOpen.set(e.manager as string, e.t);
    else if (e.type === "manager.exit" || e.type === "manager.stop" || e.type === "lease.renewFailed")
      close(e.manager as string, e.t);
    else if (e.type === "fault.kill") close(e.target as string, e.t);
  }

  /** counts: trace events per type. */
  counts(): Record<string, number> {
    return { ...this.byType };
  }

  /** endT: the virtual time of the last event (0 before any). */
  get endT(): number {
    return this.scanned ? this.lastT : 0;
  }

  /** at: the index of the last distinct time before `t` (-1: none). */
  private before(t: number): number {
    let lo = -1;
    let hi = this.ts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.ts[mid] as number) < t) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** series: the charts' buckets (as FlowSession.series computes them from the whole trace). */
  series(buckets = 200): FlowSeries {
    const end = Math.max(1, this.endT);
    const bucketMs = Math.max(1, Math.ceil(end / buckets));
    const n = Math.floor(end / bucketMs) + 1;
    const k = rateWindowBuckets(bucketMs);
    const recs: number[] = [];
    const writes: number[] = [];
    const s: FlowSeries = {
      bucketMs,
      rateWindowMs: k * bucketMs,
      t: [],
      queueDepth: [],
      reconcilesPerSec: [],
      writesPerSec: [],
      writesFromMs: this.writesFromMs,
      setupWrites: this.setupWrites,
    };
    let prev = -1;
    for (let b = 0; b < n; b++) {
      const i = this.before((b + 1) * bucketMs);
      s.t.push(((b + 1) * bucketMs) / 1000);
      // the bucket's peak: the depth it starts with, or the most during one of its times
      let peak = prev < 0 ? 0 : (this.depthAfter[prev] as number);
      for (let j = prev + 1; j <= i; j++) peak = Math.max(peak, this.peakDuring[j] as number);
      s.queueDepth.push(peak);
      const rec = (i < 0 ? 0 : (this.recAfter[i] as number)) - (prev < 0 ? 0 : (this.recAfter[prev] as number));
      const wr = (i < 0 ? 0 : (this.writesAfter[i] as number)) - (prev < 0 ? 0 : (this.writesAfter[prev] as number));
      recs.push(rec);
      writes.push(wr);
      prev = i;
    }
    s.reconcilesPerSec = ratesOver(recs, k, bucketMs);
    s.writesPerSec = ratesOver(writes, k, bucketMs);
    return s;
  }

  /** bindings: each step and the event bound to it so far (seq and time), as FlowSession.bind. */
  bindings(trace: TraceInput): FlowStepBinding[] {
    const reader = readerOf(trace);
    return this.steps.map((s) => {
      const seq = this.bound.get(s.n);
      return { n: s.n, seq: seq ?? null, t: seq === undefined ? null : (reader.at(seq)?.t ?? null) };
    });
  }

  /** leadership: each manager's [from, to) intervals of believing it leads, open ones closed at `endMs`. */
  leadership(endMs: number): Record<string, Array<[number, number]>> {
    const out = new Map<string, Array<[number, number]>>();
    for (const [m, iv] of this.leadDone) out.set(m, [...iv]);
    for (const [m, from] of this.leadOpen) out.set(m, [...(out.get(m) ?? []), [from, endMs]]);
    return Object.fromEntries(out);
  }
}
