import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isConflict, type KubeObject } from "../api";
import type { RequestContext } from "./apiserver";
import { app, newTestServer } from "./testing";

const clients: RequestContext[] = [{ client: "a/1" }, { client: "b/1", fieldManager: "b" }, { client: "c/1" }];
const names = ["x", "y", "z"];

type Op =
  | { op: "create"; c: number; n: number; finalizer: boolean }
  | { op: "read"; c: number; n: number }
  | { op: "update"; c: number; n: number; replicas: number }
  | { op: "status"; c: number; n: number; phase: string }
  | { op: "merge"; c: number; n: number; replicas: number; withRV: boolean }
  | { op: "addFinalizer"; c: number; n: number }
  | { op: "removeFinalizers"; c: number; n: number }
  | { op: "delete"; c: number; n: number }
  | { op: "tick"; ms: number };

const c = fc.integer({ min: 0, max: clients.length - 1 });
const n = fc.integer({ min: 0, max: names.length - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("create" as const), c, n, finalizer: fc.boolean() }),
  fc.record({ op: fc.constant("read" as const), c, n }),
  fc.record({ op: fc.constant("update" as const), c, n, replicas: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ op: fc.constant("status" as const), c, n, phase: fc.constantFrom("A", "B") }),
  fc.record({
    op: fc.constant("merge" as const),
    c,
    n,
    replicas: fc.integer({ min: 0, max: 3 }),
    withRV: fc.boolean(),
  }),
  fc.record({ op: fc.constant("addFinalizer" as const), c, n }),
  fc.record({ op: fc.constant("removeFinalizers" as const), c, n }),
  fc.record({ op: fc.constant("delete" as const), c, n }),
  fc.record({ op: fc.constant("tick" as const), ms: fc.integer({ min: 0, max: 1500 }) }),
);

/** run drives random requests from several clients, each acting on its own (possibly stale) copies. */
function run(ops: Op[]) {
  const { api, clock, events } = newTestServer();
  const seen: (KubeObject | undefined)[][] = clients.map(() => names.map(() => undefined));
  const key = (i: number) => ({ namespace: "default", name: names[i]! });
  for (const o of ops) {
    if (o.op === "tick") {
      clock.runFor(o.ms);
      continue;
    }
    const ctx = clients[o.c]!;
    const before = api.peek("App", key(o.n));
    const mine = seen[o.c]![o.n];
    let removesLastFinalizers = false;
    let sentRV: string | undefined;
    const attempt = (): KubeObject | undefined => {
      switch (o.op) {
        case "create":
          return api.create(ctx, {
            ...app(names[o.n]!),
            metadata: { name: names[o.n]!, namespace: "default", ...(o.finalizer ? { finalizers: ["t/keep"] } : {}) },
          });
        case "read":
          return api.get(ctx, "App", key(o.n));
        case "update":
          if (!mine) return undefined;
          sentRV = mine.metadata.resourceVersion;
          return api.update(ctx, { ...mine, spec: { ...mine.spec, replicas: o.replicas } });
        case "status":
          if (!mine) return undefined;
          sentRV = mine.metadata.resourceVersion;
          return api.update(ctx, { ...mine, status: { phase: o.phase } }, { subresource: "status" });
        case "merge":
          if (o.withRV && mine) sentRV = mine.metadata.resourceVersion;
          return api.patch(ctx, "App", key(o.n), {
            type: "merge",
            body: { spec: { replicas: o.replicas }, ...(sentRV ? { metadata: { resourceVersion: sentRV } } : {}) },
          });
        case "addFinalizer":
          if (!mine) return undefined;
          sentRV = mine.metadata.resourceVersion;
          return api.update(ctx, {
            ...mine,
            metadata: { ...mine.metadata, finalizers: [...(mine.metadata.finalizers ?? []), "t/extra"] },
          });
        case "removeFinalizers":
          if (!mine) return undefined;
          sentRV = mine.metadata.resourceVersion;
          removesLastFinalizers = true;
          return api.update(ctx, { ...mine, metadata: { ...mine.metadata, finalizers: [] } });
        case "delete":
          return api.delete(ctx, "App", key(o.n));
      }
    };
    let ok = true;
    try {
      const out = attempt();
      if (out && o.op !== "delete") seen[o.c]![o.n] = out;
    } catch (e) {
      ok = false;
      if (sentRV !== undefined && before && sentRV !== before.metadata.resourceVersion)
        expect(isConflict(e)).toBe(true);
    }
    // No write based on a stale resourceVersion succeeds.
    if (ok && sentRV !== undefined) expect(sentRV).toBe(before?.metadata.resourceVersion);
    // An object with finalizers never disappears unless this request removed them.
    const after = api.peek("App", key(o.n));
    if (before && (before.metadata.finalizers ?? []).length > 0 && !after)
      expect(ok && removesLastFinalizers).toBe(true);
  }
  return { api, events };
}

describe("properties of the store", () => {
  it("resourceVersions strictly increase; stale writes fail; finalizers hold objects; snapshot/restore round-trips", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { api, events } = run(ops);
        const rvs = events
          .filter((e) => e.type === "watch.event")
          .map((e) => Number((e as { resourceVersion: string }).resourceVersion));
        for (let i = 1; i < rvs.length; i++) expect(rvs[i]!).toBeGreaterThan(rvs[i - 1]!);
        const writes = events.filter(
          (e) => e.type === "api.request" && e.code < 300 && e.verb !== "get" && e.verb !== "list" && !e.noop,
        );
        expect(writes.length).toBeLessThanOrEqual(rvs.length);
        const snap = JSON.parse(JSON.stringify(api.snapshot()));
        const copy = newTestServer({}, 5).api;
        copy.restore(snap);
        expect(copy.snapshot()).toEqual(snap);
        expect(copy.list({ client: "t" }, "App")).toEqual(api.list({ client: "t" }, "App"));
      }),
      { numRuns: 1000 },
    );
  });

  it("replaying the same requests gives a byte-identical trace", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        expect(JSON.stringify(run(ops).events)).toBe(JSON.stringify(run(ops).events));
      }),
      { numRuns: 200 },
    );
  });
});
