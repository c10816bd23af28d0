import { describe, expect, it } from "vitest";
import { newResourceExpired, type KubeObject } from "../api";
import { MINUTE, SECOND } from "../sim/clock";
import { Rng } from "../sim/rng";
import { Scheduler } from "../sim/scheduler";
import { Backoff } from "./backoff";
import { SharedIndexInformer } from "./informer";
import { newWorld, type World } from "./testkit";
import type { ListerWatcher, WatchEventLike } from "./types";

/** spyLW wraps the API server, recording LIST/WATCH resourceVersions and letting a test break the watch. */
function spyLW(w: World, opts: { expireLists?: number } = {}) {
  const calls: string[] = [];
  let expireLists = opts.expireLists ?? 0;
  let current: ((e: WatchEventLike) => void) | undefined;
  const lw: ListerWatcher = {
    list(ctx, kind, o) {
      calls.push(`list rv=${JSON.stringify(o.resourceVersion)} limit=${o.limit ?? "-"}`);
      if (expireLists > 0 && o.resourceVersion !== "" && o.resourceVersion !== "0") {
        expireLists--;
        throw newResourceExpired(`too old resource version: ${o.resourceVersion} (100)`);
      }
      return w.lw.list(ctx, kind, o);
    },
    watch(kind, o, cb) {
      calls.push(`watch rv=${o.resourceVersion}`);
      current = cb;
      return w.lw.watch(kind, o, cb);
    },
    resolveKind: (k) => w.lw.resolveKind(k),
  };
  const expireWatch = () =>
    current?.({
      type: "ERROR",
      object: {
        ...(newResourceExpired("too old resource version: 5 (9)").status as unknown as KubeObject),
        metadata: {},
      },
    });
  return { lw, calls, expireWatch };
}

describe("reflector", () => {
  it('fact 41: LISTs with resourceVersion "0" in pages of 500, then WATCHes from the list\'s resourceVersion', () => {
    const w = newWorld();
    for (let i = 0; i < 1200; i++) w.createApp(`a${i}`);
    const spy = spyLW(w);
    const inf = new SharedIndexInformer({
      kind: "App",
      lw: spy.lw,
      scheduler: w.scheduler,
      rng: w.rng,
      tracer: w.tracer,
    });
    inf.run();
    w.scheduler.runFor(SECOND);
    const listRV = inf.lastSyncResourceVersion();
    expect(spy.calls).toEqual([
      'list rv="0" limit=500',
      'list rv="0" limit=500',
      'list rv="0" limit=500',
      `watch rv=${listRV}`,
    ]);
    expect(inf.indexer.size).toBe(1200);
    const list = w.tracer.events().find((e) => e.type === "cache.list");
    expect(list && list.type === "cache.list" ? [list.pages, list.items, list.requestRV] : []).toEqual([3, 1200, "0"]);
  });

  it("fact 42: watches time out after [5, 10) min and re-open from the last RV; backoff is 800 ms doubling to 30 s with jitter ≤ 100 %, reset after 2 min", () => {
    const w = newWorld();
    const spy = spyLW(w);
    const inf = new SharedIndexInformer({
      kind: "App",
      lw: spy.lw,
      scheduler: w.scheduler,
      rng: w.rng,
      tracer: w.tracer,
    });
    inf.run();
    w.scheduler.runFor(SECOND);
    w.createApp("x");
    w.scheduler.runUntil(30 * MINUTE);
    const starts = w.tracer.events().filter((e) => e.type === "cache.watchStart");
    expect(starts.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < starts.length; i++) {
      const gap = starts[i]!.t - starts[i - 1]!.t;
      expect(gap).toBeGreaterThanOrEqual(5 * MINUTE);
      expect(gap).toBeLessThan(10 * MINUTE);
    }
    expect(spy.calls.at(-1)).toBe(`watch rv=${w.api.currentResourceVersion()}`);
    expect(spy.calls.filter((c) => c.startsWith("list"))).toHaveLength(1); // no relist on a timeout

    const s = new Scheduler();
    const b = new Backoff(s, new Rng(3));
    const waits = Array.from({ length: 8 }, () => b.next());
    const bases = [800, 1600, 3200, 6400, 12800, 25600, 30000, 30000];
    waits.forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual(bases[i]!);
      expect(d).toBeLessThan(2 * bases[i]!);
    });
    s.runFor(2 * MINUTE + 1);
    expect(b.next()).toBeLessThan(1600);
  });

  it('fact 43: a 410 Expired watch relists with the last synced RV after the backoff; an Expired LIST then lists with RV ""', () => {
    const w = newWorld();
    w.createApp("a");
    const spy = spyLW(w, { expireLists: 1 });
    const inf = new SharedIndexInformer({
      kind: "App",
      lw: spy.lw,
      scheduler: w.scheduler,
      rng: w.rng,
      tracer: w.tracer,
    });
    inf.run();
    w.scheduler.runFor(SECOND);
    const synced = inf.lastSyncResourceVersion();
    spy.calls.length = 0;
    const t0 = w.scheduler.now();
    spy.expireWatch();
    expect(w.tracer.events().at(-1)).toMatchObject({ type: "cache.watchEnd", reason: "expired" });
    w.scheduler.runFor(799);
    expect(spy.calls).toEqual([]); // waits for the backoff
    w.scheduler.runFor(2 * SECOND);
    expect(spy.calls.slice(0, 2)).toEqual([`list rv="${synced}" limit=500`, 'list rv="" limit=500']);
    const relist = w.tracer.events().find((e) => e.type === "cache.list" && e.reason === "relist");
    expect(relist?.t).toBeGreaterThanOrEqual(t0 + 800);
    expect(relist && relist.type === "cache.list" ? relist.requestRV : undefined).toBe("");
    expect(inf.indexer.size).toBe(1);
  });
});
