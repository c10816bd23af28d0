import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SECOND } from "../sim/clock";
import { SharedIndexInformer } from "./informer";
import { approxBytes } from "./size";
import { newWorld } from "./testkit";
import { isTombstone } from "./types";

type W = { op: "create" | "update" | "delete"; k: number; gap: number };

/** run writes a random sequence and returns the per-object server states and what the informer saw. */
function run(seed: number, writes: W[], lag: { min: number; max: number }) {
  const w = newWorld(seed);
  const inf = new SharedIndexInformer({
    kind: "App",
    lw: w.lw,
    scheduler: w.scheduler,
    rng: w.rng,
    tracer: w.tracer,
    lag,
  });
  const seen = new Map<string, string[]>();
  const note = (name: string, s: string) => seen.set(name, [...(seen.get(name) ?? []), s]);
  inf.addEventHandler({
    onAdd: (o) => note(o.metadata.name!, `${o.metadata.resourceVersion}`),
    onUpdate: (_o, n) => note(n.metadata.name!, `${n.metadata.resourceVersion}`),
    onDelete: (o) => (isTombstone(o) ? note(o.obj.metadata.name!, "gone") : note(o.metadata.name!, "gone")),
  });
  inf.run();
  w.scheduler.runFor(SECOND);
  const truth = new Map<string, string[]>();
  const live = new Set<string>();
  let counter = 0;
  for (const x of writes) {
    const name = `o${x.k}`;
    if (x.op === "create" && !live.has(name)) {
      const o = w.createApp(name);
      live.add(name);
      truth.set(name, [...(truth.get(name) ?? []), o.metadata.resourceVersion!]);
    } else if (x.op === "update" && live.has(name)) {
      const o = w.updateApp(name, (obj) => (obj.spec.replicas = ++counter));
      truth.set(name, [...(truth.get(name) ?? []), o.metadata.resourceVersion!]);
    } else if (x.op === "delete" && live.has(name)) {
      w.deleteApp(name);
      live.delete(name);
      truth.set(name, [...(truth.get(name) ?? []), "gone"]);
    }
    w.scheduler.runFor(x.gap);
  }
  w.scheduler.runFor(10 * SECOND);
  return { truth, seen, inf, trace: JSON.stringify(w.tracer.events()) };
}

const writesArb = fc.array(
  fc.record({
    op: fc.constantFrom("create" as const, "update" as const, "delete" as const),
    k: fc.integer({ min: 0, max: 3 }),
    gap: fc.integer({ min: 0, max: 60 }),
  }),
  { maxLength: 40 },
);
const lagArb = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

describe("informer properties", () => {
  it("fact 51: for random writes and random lag, each object's states reach the informer as an in-order subsequence, ending at the truth", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), writesArb, lagArb, (seed, writes, lag) => {
        const { truth, seen, inf } = run(seed, writes, lag);
        for (const [name, states] of seen) {
          const real = truth.get(name) ?? [];
          let j = 0;
          for (const s of states) {
            while (j < real.length && real[j] !== s) j++;
            expect(j).toBeLessThan(real.length); // s appears in order
            j++;
          }
        }
        for (const [name, real] of truth) {
          const last = real.at(-1);
          const cached = inf.indexer.get(`default/${name}`);
          expect(cached ? cached.metadata.resourceVersion : "gone").toBe(last);
        }
        // the bytes kept per slot add up to what measuring every cached object says
        let sum = 0;
        for (const o of inf.indexer.list()) sum += approxBytes(o);
        expect(inf.bytes()).toBe(sum);
      }),
      { numRuns: 1000 },
    );
  });

  it("same seed and inputs give a byte-identical trace", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), writesArb, lagArb, (seed, writes, lag) => {
        expect(run(seed, writes, lag).trace).toBe(run(seed, writes, lag).trace);
      }),
      { numRuns: 100 },
    );
  });
});
