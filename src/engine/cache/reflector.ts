import { isExpired, type KubeObject } from "../api";
import { MINUTE } from "../sim/clock";
import type { Rng } from "../sim/rng";
import type { Scheduler, TimerHandle } from "../sim/scheduler";
import type { Tracer } from "../sim/tracer";
import { Backoff } from "./backoff";
import type { ListerWatcher, ListWatchOptions, WatchEventLike } from "./types";

/** ReflectorSink receives what the reflector delivers, in stream order, after the lag. */
export interface ReflectorSink {
  /** sizes measures a LIST's items as it is read: undefined when the sink's bytes are not metered. */
  sizes(items: KubeObject[]): number[] | undefined;
  /** replace delivers a full LIST (initial or relist); sizes[i] is items[i]'s byte size (sizes
   * as measured when the LIST was read), payloadBytes their sum. */
  replace(items: KubeObject[], sizes: number[] | undefined, resourceVersion: string, payloadBytes: number): void;
  /** event delivers one watch event. */
  event(type: "ADDED" | "MODIFIED" | "DELETED", obj: KubeObject): void;
}

export interface ReflectorOptions extends ListWatchOptions {
  /** name of the informer (trace label). */
  name: string;
  kind: string;
  lw: ListerWatcher;
  scheduler: Scheduler;
  rng: Rng;
  tracer?: Tracer;
  sink: ReflectorSink;
  /** client id for LIST requests. */
  client: string;
  /** lag samples the delay between a write and its event reaching the cache. */
  lag: () => number;
  /** pageSize of LIST pages (default 500; 0 = one request). */
  pageSize?: number;
  /** startCostMs: virtual time to start the informer before its first LIST (default 5). */
  startCostMs?: number;
  /** decodePerItemMs: virtual decode time per listed object (default 0.01). */
  decodePerItemMs?: number;
  /** minWatchTimeoutMs: watches last [min, 2·min) (default 5 min, fact 42). */
  minWatchTimeoutMs?: number;
}

interface Batch {
  time: number;
  fns: Array<() => void>;
}

/**
 * Reflector is client-go's reflector on virtual time (facts 41–43).
 * - LIST with resourceVersion "0" (pages of 500), then WATCH from the list's RV.
 * - The LIST and the watch events reach the sink through one ordered pipe: each event `lag`
 *   ms after it happened (never before an earlier one); the LIST after its virtual cost.
 * - Watches time out after [5, 10) min and are re-opened from the last RV received.
 * - A 410 Expired watch ends the watch and relists after the backoff (800 ms … 30 s) with the
 *   last synced RV; if that LIST is Expired too, it lists with RV "" (consistent read).
 * Simplified: any other LIST or WATCH failure also relists after the backoff.
 */
export class Reflector {
  private readonly o: ReflectorOptions;
  private readonly backoff: Backoff;
  private lastSyncRV = "";
  private lastReceivedRV = "";
  private rvUnavailable = false;
  private watchHandle: { stop(): void } | undefined;
  private watchId = 0;
  private watchTimer: TimerHandle | undefined;
  private retryTimer: TimerHandle | undefined;
  private pipeTail = Number.NEGATIVE_INFINITY;
  private lastBatch: Batch | undefined;
  private pendingList: { timer: TimerHandle; deliver: () => void; time: number } | undefined;
  private started = false;
  private stopped = false;
  private listed = false;

  constructor(o: ReflectorOptions) {
    this.o = o;
    this.backoff = new Backoff(o.scheduler, o.rng);
  }

  /** lastSyncResourceVersion is the RV of the last LIST or event delivered. */
  lastSyncResourceVersion(): string {
    return this.lastSyncRV;
  }

  /** run starts the reflector: the first LIST runs after the start cost. */
  run(): void {
    if (this.started) return;
    this.started = true;
    this.retryTimer = this.o.scheduler.after(
      this.o.startCostMs ?? 5,
      () => this.listAndWatch(false),
      `reflector:${this.o.name}:list`,
    );
  }

  /**
   * syncNow makes the first LIST available at once (a blocking read on a lazily started
   * informer): it runs the LIST now if it has not run, or delivers a LIST still in flight.
   * Returns the virtual ms the caller waited.
   */
  syncNow(): number {
    if (this.stopped) return 0;
    this.started = true;
    if (this.pendingList) {
      const p = this.pendingList;
      p.timer.cancel();
      this.pendingList = undefined;
      const waited = Math.max(0, p.time - this.o.scheduler.now());
      p.deliver();
      return waited;
    }
    if (this.listed) return 0;
    this.retryTimer?.cancel();
    return this.listAndWatch(true) + (this.o.startCostMs ?? 5);
  }

  stop(): void {
    this.stopped = true;
    this.stopWatch();
    this.retryTimer?.cancel();
    this.pendingList?.timer.cancel();
  }

  /** listAndWatch LISTs (all pages), opens the WATCH, and queues the LIST for delivery. Returns its cost. */
  private listAndWatch(immediate: boolean): number {
    if (this.stopped) return 0;
    const o = this.o;
    const now = o.scheduler.now();
    const reason = this.listed ? "relist" : immediate ? "blocking" : "initial";
    let rv = this.relistResourceVersion();
    let result: { items: KubeObject[]; rv: string; pages: number; cost: number } | undefined;
    try {
      result = this.listAll(rv);
    } catch (err) {
      if (isExpired(err) && rv !== "") {
        this.rvUnavailable = true;
        rv = "";
        try {
          result = this.listAll(rv);
        } catch (err2) {
          this.failList(reason, rv, err2);
          return 0;
        }
      } else {
        this.failList(reason, rv, err);
        return 0;
      }
    }
    this.rvUnavailable = false;
    const sizes = o.sink.sizes(result.items);
    let payload = 0;
    if (sizes) for (const s of sizes) payload += s;
    const cost = roundMs(result.cost + (o.decodePerItemMs ?? 0.01) * result.items.length);
    o.tracer?.emit({
      type: "cache.list",
      informer: o.name,
      kind: o.kind,
      reason,
      requestRV: rv,
      listRV: result.rv,
      items: result.items.length,
      pages: result.pages,
      bytes: payload,
      costMs: cost,
    });
    this.listed = true;
    const listRV = result.rv;
    const items = result.items;
    const deliver = () => {
      this.lastSyncRV = listRV;
      o.sink.replace(items, sizes, listRV, payload);
    };
    const at = immediate ? now : Math.max(now + cost, this.pipeTail);
    this.pipeTail = Math.max(this.pipeTail, at);
    this.lastBatch = undefined;
    this.lastReceivedRV = listRV;
    this.startWatch(listRV);
    if (immediate) deliver();
    else {
      const timer = o.scheduler.at(
        at,
        () => {
          this.pendingList = undefined;
          if (!this.stopped) deliver();
        },
        `reflector:${o.name}:deliverList`,
      );
      this.pendingList = { timer, deliver, time: at };
    }
    return cost;
  }

  private listAll(rv: string): { items: KubeObject[]; rv: string; pages: number; cost: number } {
    const o = this.o;
    const items: KubeObject[] = [];
    let cont: string | undefined;
    let pages = 0;
    let cost = 0;
    let listRV = "";
    const limit = o.pageSize ?? 500;
    do {
      const page = o.lw.list({ client: o.client }, o.kind, {
        namespace: o.namespace,
        labelSelector: o.labelSelector,
        fieldSelector: o.fieldSelector,
        resourceVersion: rv,
        ...(limit > 0 ? { limit } : {}),
        ...(cont ? { continue: cont } : {}),
      });
      pages++;
      cost += o.lw.lastRequest?.()?.costMs ?? 2 + 0.01 * page.items.length;
      for (const it of page.items) items.push(it);
      if (pages === 1) listRV = page.resourceVersion;
      cont = page.continue;
    } while (cont);
    return { items, rv: listRV, pages, cost };
  }

  private failList(reason: "initial" | "relist" | "blocking", rv: string, err: unknown): void {
    const o = this.o;
    o.tracer?.emit({
      type: "cache.list",
      informer: o.name,
      kind: o.kind,
      reason,
      requestRV: rv,
      items: 0,
      pages: 0,
      bytes: 0,
      costMs: 0,
      error: messageOf(err),
    });
    this.retryTimer = o.scheduler.after(
      this.backoff.next(),
      () => this.listAndWatch(false),
      `reflector:${o.name}:relist`,
    );
  }

  /** relistResourceVersion: "0" before the first sync, the last synced RV, or "" when that is unavailable. */
  private relistResourceVersion(): string {
    if (this.rvUnavailable) return "";
    return this.lastSyncRV === "" ? "0" : this.lastSyncRV;
  }

  private startWatch(rv: string): void {
    const o = this.o;
    this.stopWatch();
    const id = ++this.watchId;
    const minTimeout = o.minWatchTimeoutMs ?? 5 * MINUTE;
    const timeoutMs = Math.floor(minTimeout * (1 + o.rng.next()));
    o.tracer?.emit({ type: "cache.watchStart", informer: o.name, kind: o.kind, resourceVersion: rv, timeoutMs });
    this.watchTimer = o.scheduler.after(
      timeoutMs,
      () => {
        if (id !== this.watchId) return;
        o.tracer?.emit({ type: "cache.watchEnd", informer: o.name, kind: o.kind, reason: "timeout" });
        this.startWatch(this.lastReceivedRV);
      },
      `reflector:${o.name}:watchTimeout`,
    );
    try {
      const h = o.lw.watch(
        o.kind,
        {
          namespace: o.namespace,
          labelSelector: o.labelSelector,
          fieldSelector: o.fieldSelector,
          resourceVersion: rv,
          client: o.client,
        },
        (e) => {
          if (id === this.watchId && !this.stopped) this.onWatchEvent(e);
        },
      );
      if (id === this.watchId) this.watchHandle = h;
      else h.stop();
    } catch (err) {
      this.watchFailed(isExpired(err) ? "expired" : "error", messageOf(err));
    }
  }

  private stopWatch(): void {
    this.watchId++;
    this.watchHandle?.stop();
    this.watchHandle = undefined;
    this.watchTimer?.cancel();
    this.watchTimer = undefined;
  }

  private onWatchEvent(e: WatchEventLike): void {
    if (e.type === "ERROR") {
      const st = e.object as unknown as { reason?: string; code?: number; message?: string };
      const expired = st.reason === "Expired" || st.reason === "Gone" || st.code === 410;
      this.watchFailed(expired ? "expired" : "error", st.message);
      return;
    }
    const rv = e.object.metadata?.resourceVersion ?? "";
    this.lastReceivedRV = rv;
    if (e.type === "BOOKMARK") return;
    const type = e.type;
    const obj = e.object;
    this.enqueue(() => {
      this.lastSyncRV = rv;
      this.o.sink.event(type, obj);
    });
  }

  /** watchFailed ends the watch and relists after the backoff. */
  private watchFailed(reason: "expired" | "error", message: string | undefined): void {
    const o = this.o;
    this.stopWatch();
    o.tracer?.emit({ type: "cache.watchEnd", informer: o.name, kind: o.kind, reason, ...(message ? { message } : {}) });
    this.retryTimer?.cancel();
    this.retryTimer = o.scheduler.after(
      this.backoff.next(),
      () => this.listAndWatch(false),
      `reflector:${o.name}:relist`,
    );
  }

  /** enqueue puts a delivery in the ordered pipe, `lag` ms from now but never before the previous one. */
  private enqueue(fn: () => void): void {
    const s = this.o.scheduler;
    const at = Math.max(s.now() + this.o.lag(), this.pipeTail);
    this.pipeTail = at;
    const last = this.lastBatch;
    if (last && last.time === at) {
      last.fns.push(fn);
      return;
    }
    const batch: Batch = { time: at, fns: [fn] };
    this.lastBatch = batch;
    s.at(
      at,
      () => {
        if (this.lastBatch === batch) this.lastBatch = undefined;
        if (this.stopped) return;
        for (let i = 0; i < batch.fns.length; i++) (batch.fns[i] as () => void)();
      },
      `reflector:${this.o.name}:deliver`,
    );
  }
}

/** roundMs keeps virtual durations to microseconds so traces stay readable. */
function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
