// A cache made not to meter its bytes (meterBytes: false, as the lab's runs make theirs) measures
// nothing as objects come and go, and still answers every figure it is asked for exactly: the
// first ask, or a cache event someone hears, starts its meter from what it holds.
import { describe, expect, it } from "vitest";
import { SECOND } from "../sim/clock";
import type { TraceEvent } from "../sim/trace";
import { InformerCache, type InformerCacheOptions } from "./informer_cache";
import { newWorld, type World } from "./testkit";

function cache(w: World, extra: Partial<InformerCacheOptions>) {
  return new InformerCache({ lw: w.lw, scheduler: w.scheduler, rng: w.rng, name: "mgr", ...extra });
}

/** sizes lists the sizes a cache's informers account for their objects (0: not measured). */
const sizes = (c: InformerCache) => c.informers().flatMap((inf) => [...inf.indexer.slots()].map((s) => s.size));

/** churn writes, updates and deletes Apps, letting the caches catch up after each round. */
function churn(w: World, round: number) {
  for (let i = 0; i < 10; i++) w.createApp(`r${round}-${i}`, { replicas: i, image: "x".repeat(10 * i) });
  w.scheduler.runFor(SECOND);
  for (let i = 0; i < 10; i += 2) w.updateApp(`r${round}-${i}`, (o) => void (o.spec.image = "y".repeat(40)));
  for (let i = 1; i < 10; i += 3) w.deleteApp(`r${round}-${i}`);
  w.scheduler.runFor(SECOND);
}

describe("a cache that meters its bytes only when asked", () => {
  it("measures nothing until a figure is asked for, then gives the metered cache's figures", () => {
    const w = newWorld();
    for (let i = 0; i < 20; i++) w.createApp(`a${i}`);
    // No tracer: no one hears a cache event, so only an ask starts the meter.
    const metered = cache(w, {});
    const lazy = cache(w, { meterBytes: false });
    for (const c of [metered, lazy]) {
      c.getInformer("App");
      c.start();
    }
    w.scheduler.runFor(SECOND);
    churn(w, 1);
    expect(sizes(lazy).length).toBeGreaterThan(20);
    expect(sizes(lazy).every((n) => n === 0)).toBe(true);
    expect(sizes(metered).every((n) => n > 0)).toBe(true);

    expect(lazy.bytes()).toBe(metered.bytes());
    expect(sizes(lazy)).toEqual(sizes(metered));
    // From then on it follows every change, as the metered one does.
    churn(w, 2);
    expect(lazy.bytes()).toBe(metered.bytes());
    expect(lazy.informers()[0]!.bytes()).toBe(metered.informers()[0]!.bytes());
    // Its high-water mark counts from the first ask: not the LIST decode before it.
    expect(lazy.highWater()).toBeGreaterThanOrEqual(lazy.bytes());
    expect(lazy.highWater()).toBeLessThan(metered.highWater());
  });

  it("starts when its cache events are heard: the trace is the metered cache's, figure for figure", () => {
    const traces = [true, false].map((meterBytes) => {
      const w = newWorld(7); // its tracer keeps every event
      for (let i = 0; i < 5; i++) w.createApp(`a${i}`);
      const c = cache(w, { tracer: w.tracer, meterBytes });
      c.getInformer("App");
      c.start();
      w.scheduler.runFor(SECOND);
      churn(w, 1);
      const cacheEvents = w.tracer.events().filter((e: TraceEvent) => e.type.startsWith("cache."));
      return { events: JSON.stringify(cacheEvents), count: cacheEvents.length, highWater: c.highWater() };
    });
    expect(traces[0]!.count).toBeGreaterThan(25);
    expect(traces[1]!.events).toBe(traces[0]!.events);
    expect(traces[1]!.highWater).toBe(traces[0]!.highWater);
  });
});
