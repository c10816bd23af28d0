import { describe, expect, it } from "vitest";
import { newResourceExpired, type KubeObject } from "../api";
import { InformerCache } from "../cache/informer_cache";
import { newWorld, type World } from "../cache/testkit";
import type { ListerWatcher, WatchEventLike } from "../cache/types";
import type { DeleteEvent } from "../handler/event";
import { enqueueRequestForObject } from "../handler/enqueue";
import { funcs as handlerFuncs } from "../handler/eventhandler";
import {
  generationChangedPredicate,
  resourceVersionChangedPredicate,
  funcs as predicateFuncs,
} from "../predicate/predicate";
import type { Request } from "../reconcile/types";
import { MINUTE, SECOND } from "../sim/clock";
import { newPriorityQueue } from "../workqueue/priorityqueue";
import { failedToWaitForCachesMessage } from "./errors";
import { Channel, Kind } from "./source";

function setup(w: World, lw: ListerWatcher = w.lw) {
  const cache = new InformerCache({ lw, scheduler: w.scheduler, rng: w.rng, tracer: w.tracer, name: "mgr" });
  const queue = newPriorityQueue<Request>({ name: "app", scheduler: w.scheduler, tracer: w.tracer });
  const ctx = { controller: "app", queue, scheduler: w.scheduler, tracer: w.tracer };
  return { cache, queue, ctx };
}

describe("Kind source", () => {
  it("fact 74: every predicate must pass before the handler runs; the outcome is traced as handler.event", () => {
    const w = newWorld();
    w.createApp("a");
    const { cache, queue, ctx } = setup(w);
    const src = new Kind(cache, "App", enqueueRequestForObject(), [
      predicateFuncs({}, "AlwaysTrue"),
      generationChangedPredicate(),
    ]);
    src.start(ctx);
    cache.start();
    w.scheduler.runFor(SECOND);
    expect(queue.len()).toBe(1); // create passes both
    queue.done(queue.get()!);
    w.updateApp("a", (o) => (o.metadata.labels = { x: "y" })); // metadata only: generation unchanged
    w.scheduler.runFor(SECOND);
    expect(queue.len()).toBe(0);
    const evs = w.tracer.events().filter((e) => e.type === "handler.event");
    expect(
      evs.map((e) => (e.type === "handler.event" ? [e.event, e.passed, e.filteredBy ?? "", e.source] : [])),
    ).toEqual([
      ["create", true, "", "kind source: *v1alpha1.App"],
      ["update", false, "GenerationChangedPredicate", "kind source: *v1alpha1.App"],
    ]);
  });

  it("fact 77: with GenerationChangedPredicate a status-only update is dropped but deleting an object with a finalizer passes", () => {
    const w = newWorld();
    w.createApp("a", { replicas: 1 }, { finalizers: ["example.com/cleanup"] });
    const { cache, queue, ctx } = setup(w);
    new Kind(cache, "App", enqueueRequestForObject(), [generationChangedPredicate()]).start(ctx);
    cache.start();
    w.scheduler.runFor(SECOND);
    queue.done(queue.get()!);
    const cur = w.api.get(w.ctx, "App", { namespace: "default", name: "a" });
    w.api.update(w.ctx, { ...cur, status: { ready: true } }, { subresource: "status" });
    w.scheduler.runFor(SECOND);
    expect(queue.len()).toBe(0);
    w.deleteApp("a"); // finalizer: deletionTimestamp set, generation + 1 → MODIFIED
    w.scheduler.runFor(SECOND);
    expect(queue.get()).toEqual({ namespace: "default", name: "a" });
  });

  it("fact 49: a resync delivers Update(obj, obj), so GenerationChanged and ResourceVersionChanged predicates filter it out", () => {
    const w = newWorld();
    w.createApp("a");
    const cache = new InformerCache({
      lw: w.lw,
      scheduler: w.scheduler,
      rng: w.rng,
      tracer: w.tracer,
      name: "mgr",
      syncPeriod: 60 * SECOND,
    });
    const queue = newPriorityQueue<Request>({ name: "app", scheduler: w.scheduler, tracer: w.tracer });
    const ctx = { controller: "app", queue, scheduler: w.scheduler, tracer: w.tracer };
    new Kind(cache, "App", enqueueRequestForObject(), [generationChangedPredicate()]).start(ctx);
    new Kind(cache, "App", enqueueRequestForObject(), [resourceVersionChangedPredicate()]).start(ctx);
    cache.start();
    w.scheduler.runFor(SECOND);
    queue.done(queue.get()!);
    w.scheduler.runFor(70 * SECOND);
    expect(queue.len()).toBe(0);
    const resyncs = w.tracer.events().filter((e) => e.type === "handler.event" && e.resync);
    expect(resyncs.map((e) => (e.type === "handler.event" ? [e.passed, e.filteredBy] : []))).toEqual([
      [false, "GenerationChangedPredicate"],
      [false, "ResourceVersionChangedPredicate"],
    ]);
  });

  it("fact 44: a relist tombstone becomes a DeleteEvent with deleteStateUnknown", () => {
    const w = newWorld();
    w.createApp("a");
    let handle: { stop(): void } | undefined;
    let cb: ((e: WatchEventLike) => void) | undefined;
    const lw: ListerWatcher = {
      list: (c, k, o) => w.lw.list(c, k, o),
      watch: (k, o, f) => ((cb = f), (handle = w.lw.watch(k, o, f))),
      resolveKind: (k) => w.lw.resolveKind(k),
    };
    const { cache, ctx } = setup(w, lw);
    const deletes: DeleteEvent[] = [];
    new Kind(cache, "App", handlerFuncs({ delete: (e) => void deletes.push(e) })).start(ctx);
    cache.start();
    w.scheduler.runFor(SECOND);
    handle?.stop();
    w.deleteApp("a");
    cb?.({
      type: "ERROR",
      object: { ...(newResourceExpired("too old").status as unknown as KubeObject), metadata: {} },
    });
    w.scheduler.runFor(5 * SECOND);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.deleteStateUnknown).toBe(true);
    expect(deletes[0]!.object.metadata.name).toBe("a");
  });

  it("fact 97: WaitForSync fails after the CacheSyncTimeout with controller-runtime's message when the LIST keeps failing", () => {
    const w = newWorld();
    const forbidden: ListerWatcher = {
      list() {
        throw new Error(
          'apps.apps.example.com is forbidden: User "system:serviceaccount:default:app" cannot list resource "apps"',
        );
      },
      watch: (k, o, f) => w.lw.watch(k, o, f),
      resolveKind: (k) => w.lw.resolveKind(k),
    };
    const { cache, ctx } = setup(w, forbidden);
    const src = new Kind(cache, "App", enqueueRequestForObject());
    src.start(ctx);
    cache.start();
    let err: Error | undefined;
    let doneAt = -1;
    src.waitForSync(2 * MINUTE, (e) => {
      err = e;
      doneAt = w.scheduler.now();
    });
    w.scheduler.runFor(3 * MINUTE);
    expect(doneAt).toBe(2 * MINUTE);
    expect(err?.message).toBe("timed out waiting for cache to be synced for Kind *v1alpha1.App");
    expect(failedToWaitForCachesMessage("app", src.toString(), err!.message)).toBe(
      "failed to wait for app caches to sync kind source: *v1alpha1.App: timed out waiting for cache to be synced for Kind *v1alpha1.App",
    );
    expect(w.tracer.events().filter((e) => e.type === "cache.list" && e.error).length).toBeGreaterThan(3); // retried with backoff
  });

  it("fact 52: WaitForSync polls every 100 ms and succeeds once the handler registration has synced", () => {
    const w = newWorld();
    w.createApp("a");
    const { cache, ctx } = setup(w);
    const src = new Kind(cache, "App", enqueueRequestForObject());
    src.start(ctx);
    cache.start();
    let doneAt = -1;
    src.waitForSync(2 * MINUTE, (e) => {
      expect(e).toBeUndefined();
      doneAt = w.scheduler.now();
    });
    w.scheduler.runFor(SECOND);
    expect(src.hasSynced()).toBe(true);
    expect(doneAt).toBe(100); // synced at ~7 ms, seen at the next 100 ms poll
  });

  it("fact 73: WatchesMetadata — a metadata-only Kind source hands handlers PartialObjectMetadata (apiVersion, kind, metadata)", () => {
    const w = newWorld();
    w.createApp("a", { image: "nginx" });
    const { cache, ctx } = setup(w);
    const seen: KubeObject[] = [];
    new Kind(cache, "App", handlerFuncs({ create: (e) => void seen.push(e.object) }), [], { metadataOnly: true }).start(
      ctx,
    );
    cache.start();
    w.scheduler.runFor(SECOND);
    expect(seen).toHaveLength(1);
    expect(Object.keys(seen[0]!).sort()).toEqual(["apiVersion", "kind", "metadata"]);
    expect(seen[0]!.metadata.name).toBe("a");
    expect(cache.informers().map((i) => i.name)).toEqual(["mgr/App(metadata)"]);
  });

  it("a Channel source delivers GenericEvents through its predicates", () => {
    const w = newWorld();
    const { queue, ctx } = setup(w);
    const ch = new Channel(enqueueRequestForObject(), [
      predicateFuncs({ generic: (e) => e.object.metadata.name !== "skip" }),
    ]);
    const mk = (name: string): KubeObject => ({
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name, namespace: "default" },
    });
    ch.send(mk("early"));
    ch.start(ctx);
    ch.send(mk("skip"));
    ch.send(mk("later"));
    expect(queue.inspect().ready.map((r) => r.key)).toEqual(["default/early", "default/later"]);
  });
});
