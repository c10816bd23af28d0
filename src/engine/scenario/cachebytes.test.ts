// The lab builds its worlds with caches that meter their bytes only when asked (manager option
// cache.meterBytes false, src/lab/run.ts): what such a world computes is the world's own, a
// recorded trace event for event and the state panel's cache figures included.
import { describe, expect, it } from "vitest";
import { loadScenario } from "./testing";
import { World, type WorldOptions } from "./world";
import { nativeFactory } from "./native/factory";
import type { TraceEvent } from "../sim/trace";

const LAZY: WorldOptions = { manager: { cache: { meterBytes: false } } };

describe("worlds whose caches meter their bytes only when asked", () => {
  it("record the trace a metering world records", () => {
    const scenario = loadScenario("restart");
    const [metered, lazy] = [{}, LAZY].map((options) => {
      const w = new World({ scenario, factory: nativeFactory("hot-loop"), options });
      w.run();
      return w;
    });
    const bytes = metered!.trace().filter((e) => e.type === "cache.update" || e.type === "cache.synced");
    expect(bytes.length).toBeGreaterThan(10);
    expect(JSON.stringify(lazy!.trace())).toBe(JSON.stringify(metered!.trace()));
  });

  it("number a report-only run's events as a metering world does (asking who hears takes no number)", () => {
    const scenario = loadScenario("restart");
    const [metered, lazy] = [{}, LAZY].map((options) => {
      const seen: string[] = [];
      const listener = Object.assign((e: TraceEvent) => void seen.push(`${e.seq} ${e.type}`), {
        types: new Set(["reconcile.end", "api.request"]),
      });
      new World({
        scenario,
        factory: nativeFactory("hot-loop"),
        options: { ...options, record: "report", listener },
      }).run();
      return seen;
    });
    expect(metered!.length).toBeGreaterThan(50);
    expect(lazy).toEqual(metered);
  });

  it("show the state panel the figures a metering world shows, and report the same", () => {
    const scenario = loadScenario("failover");
    const [metered, lazy] = [{ record: "report" as const }, { ...LAZY, record: "report" as const }].map((options) => {
      const w = new World({ scenario, factory: nativeFactory("correct"), options });
      w.run(40_000);
      return w;
    });
    const cacheBytes = (w: World) => w.inspect().processes.map((p) => p.cache?.bytes);
    expect(cacheBytes(metered!).some((n) => (n ?? 0) > 0)).toBe(true);
    expect(cacheBytes(lazy!)).toEqual(cacheBytes(metered!));
    for (const w of [metered!, lazy!]) w.run();
    expect(cacheBytes(lazy!)).toEqual(cacheBytes(metered!));
    expect(JSON.stringify(lazy!.report())).toBe(JSON.stringify(metered!.report()));
  });
});
