import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { controllerRefOf, parseApiVersion, type KubeObject, type OwnerReference } from "../api";
import type { Request } from "../reconcile/types";
import { Scheduler } from "../sim/scheduler";
import { newPriorityQueue } from "../workqueue/priorityqueue";
import { newRateLimitingQueue } from "../workqueue/ratelimiting";
import { enqueueRequestForObject } from "./enqueue";
import { enqueueRequestForOwner } from "./enqueue_owner";
import { enqueueRequestsFromMapFunc } from "./enqueue_mapped";
import { requestKeyOf } from "./eventhandler";
import { LowPriority } from "../workqueue/priorityqueue";

function obj(name: string, rv = "1", extra: Partial<KubeObject["metadata"]> = {}, ns = "default"): KubeObject {
  return { apiVersion: "v1", kind: "ConfigMap", metadata: { name, namespace: ns, resourceVersion: rv, ...extra } };
}
function ref(kind: string, apiVersion: string, name: string, controller?: boolean): OwnerReference {
  return { apiVersion, kind, name, uid: `uid-${name}`, ...(controller ? { controller: true } : {}) };
}
function pq() {
  return newPriorityQueue<Request>({ name: "q", scheduler: new Scheduler() });
}
const ready = (q: ReturnType<typeof pq>) => q.inspect().ready.map((r) => `${r.key}:${r.priority}`);

describe("handlers", () => {
  it("fact 75: EnqueueRequestForObject — Create/Delete/Generic enqueue the object, Update the new object (or the old one if new is missing)", () => {
    const h = enqueueRequestForObject();
    const q = pq();
    h.create({ object: obj("a"), isInInitialList: false }, q);
    h.update({ objectOld: obj("b", "1"), objectNew: obj("b2", "2") }, q);
    h.update({ objectOld: obj("c", "1"), objectNew: undefined as unknown as KubeObject }, q);
    h.delete({ object: obj("d"), deleteStateUnknown: false }, q);
    h.generic({ object: obj("e") }, q);
    expect(ready(q)).toEqual(["default/a:0", "default/b2:0", "default/c:0", "default/d:0", "default/e:0"]);
  });

  it("fact 61: built-in handlers use LowPriority for initial-list creates and resyncs (same RV) on a priority queue", () => {
    const q = pq();
    const h = enqueueRequestForObject();
    h.create({ object: obj("initial"), isInInitialList: true }, q);
    h.update({ objectOld: obj("resync", "7"), objectNew: obj("resync", "7") }, q);
    h.update({ objectOld: obj("changed", "7"), objectNew: obj("changed", "8") }, q);
    h.create({ object: obj("new"), isInInitialList: false }, q);
    expect(ready(q)).toEqual([
      "default/changed:0",
      "default/new:0",
      `default/initial:${LowPriority}`,
      `default/resync:${LowPriority}`,
    ]);
    const owner = enqueueRequestForOwner({ apiVersion: "apps/v1", kind: "Deployment" });
    owner.create(
      {
        object: obj("rs", "1", { ownerReferences: [ref("Deployment", "apps/v1", "dep", true)] }),
        isInInitialList: true,
      },
      q,
    );
    expect(ready(q)).toContain(`default/dep:${LowPriority}`);
    const legacy = newRateLimitingQueue<Request>({ name: "legacy", scheduler: new Scheduler() });
    h.create({ object: obj("x"), isInInitialList: true }, legacy); // not a priority queue: plain Add
    expect(legacy.len()).toBe(1);
  });

  it("fact 72: EnqueueRequestForOwner matches Kind and API group but not version; OnlyControllerOwner uses only the controller ref", () => {
    const refs = [
      ref("Deployment", "apps/v1beta2", "by-group"),
      ref("Deployment", "extensions/v1beta1", "other-group"),
      ref("ReplicaSet", "apps/v1", "other-kind"),
      ref("Deployment", "apps/v1", "ctrl", true),
    ];
    const o = obj("pod", "1", { ownerReferences: refs });
    const every = pq();
    enqueueRequestForOwner({ apiVersion: "apps/v1", kind: "Deployment" }).create(
      { object: o, isInInitialList: false },
      every,
    );
    expect(ready(every)).toEqual(["default/by-group:0", "default/ctrl:0"]);
    const only = pq();
    enqueueRequestForOwner({ apiVersion: "apps/v1", kind: "Deployment" }, { onlyControllerOwner: true }).create(
      { object: o, isInInitialList: false },
      only,
    );
    expect(ready(only)).toEqual(["default/ctrl:0"]);
    const cluster = pq();
    enqueueRequestForOwner({ group: "", kind: "Namespace", namespaced: false }).create(
      { object: obj("x", "1", { ownerReferences: [ref("Namespace", "v1", "team")] }), isInInitialList: false },
      cluster,
    );
    expect(ready(cluster)).toEqual(["team:0"]);
  });

  it("fact 72: on Update, the owners of both the old and the new object are enqueued, once each", () => {
    const q = pq();
    const h = enqueueRequestForOwner({ apiVersion: "apps/v1", kind: "Deployment" }, { onlyControllerOwner: true });
    const old = obj("rs", "1", { ownerReferences: [ref("Deployment", "apps/v1", "old-owner", true)] });
    const neu = obj("rs", "2", { ownerReferences: [ref("Deployment", "apps/v1", "new-owner", true)] });
    h.update({ objectOld: old, objectNew: neu }, q);
    h.update({ objectOld: neu, objectNew: { ...neu, metadata: { ...neu.metadata, resourceVersion: "3" } } }, q);
    expect(ready(q)).toEqual(["default/old-owner:0", "default/new-owner:0"]);
    expect(q.metrics.adds).toBe(2);
  });

  it("fact 75: EnqueueRequestsFromMapFunc maps both old and new on Update, deduplicated", () => {
    const q = pq();
    const calls: string[] = [];
    const h = enqueueRequestsFromMapFunc((o) => {
      calls.push(o.metadata.resourceVersion!);
      return [
        { namespace: "default", name: "shared" },
        { namespace: "default", name: `only-${o.metadata.resourceVersion}` },
      ];
    });
    h.update({ objectOld: obj("x", "1"), objectNew: obj("x", "2") }, q);
    expect(calls).toEqual(["1", "2"]);
    expect(ready(q)).toEqual(["default/shared:0", "default/only-1:0", "default/only-2:0"]);
    expect(q.metrics.adds).toBe(3);
  });
});

describe("WithLowPriorityWhenUnchanged wrappers", () => {
  it("one handler on several queues, changed and unchanged events interleaved: each add goes to its queue at its priority", () => {
    const owner = enqueueRequestForOwner({ apiVersion: "apps/v1", kind: "Deployment" });
    const rs = (name: string, dep: string) =>
      obj(name, "1", { ownerReferences: [ref("Deployment", "apps/v1", dep, true)] });
    const q1 = pq();
    const q2 = pq();
    owner.create({ object: rs("r1", "a"), isInInitialList: true }, q1);
    owner.create({ object: rs("r2", "b"), isInInitialList: false }, q2);
    owner.create({ object: rs("r3", "c"), isInInitialList: false }, q1);
    owner.update({ objectOld: rs("r4", "d"), objectNew: rs("r4", "d") }, q2);
    owner.create({ object: rs("r5", "e"), isInInitialList: true }, q1);
    expect(ready(q1)).toEqual(["default/c:0", `default/a:${LowPriority}`, `default/e:${LowPriority}`]);
    expect(ready(q2)).toEqual(["default/b:0", `default/d:${LowPriority}`]);
  });
});

describe("EnqueueRequestForOwner against its plain form", () => {
  /** slowOwnerRequests is the handler's requests as a Map keyed by "namespace/name" (the plain form). */
  function slowOwnerRequests(
    owner: { apiVersion: string; kind: string; namespaced: boolean },
    only: boolean,
    objs: Array<KubeObject | undefined>,
  ): string[] {
    const group = parseApiVersion(owner.apiVersion).group;
    const out = new Map<string, Request>();
    for (const o of objs) {
      if (!o) continue;
      const refs = only ? [controllerRefOf(o)].filter((r) => r !== undefined) : (o.metadata.ownerReferences ?? []);
      for (const r of refs) {
        if (r.kind !== owner.kind || parseApiVersion(r.apiVersion).group !== group) continue;
        const req = { namespace: owner.namespaced ? (o.metadata.namespace ?? "") : "", name: r.name };
        out.set(requestKeyOf(req), req);
      }
    }
    return [...out.values()].map((r) => `${r.namespace}|${r.name}`);
  }

  it("property: the same requests, in the same order, for any owner references", () => {
    const refArb = fc.record({
      kind: fc.constantFrom("Deployment", "ReplicaSet"),
      apiVersion: fc.constantFrom("apps/v1", "apps/v1beta2", "extensions/v1beta1", "v1", "app/v1", "apps"),
      name: fc.constantFrom("a", "b", "c"),
      controller: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(refArb, { maxLength: 5 }),
        fc.option(fc.array(refArb, { maxLength: 5 }), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("apps/v1", "v1", "extensions/v1"),
        (r1, r2, only, namespaced, apiVersion) => {
          const toRefs = (rs: typeof r1) => rs.map((r) => ref(r.kind, r.apiVersion, r.name, r.controller));
          const a = obj("x", "1", { ownerReferences: toRefs(r1) });
          const b = r2 ? obj("x", "2", { ownerReferences: toRefs(r2) }) : undefined;
          const added: string[] = [];
          const q = { add: (r: Request) => void added.push(`${r.namespace}|${r.name}`) } as unknown as Parameters<
            ReturnType<typeof enqueueRequestForOwner>["update"]
          >[1];
          const owner = { apiVersion, kind: "Deployment", namespaced };
          const h = enqueueRequestForOwner(owner, { onlyControllerOwner: only });
          if (b) h.update({ objectOld: a, objectNew: b }, q);
          else h.create({ object: a, isInInitialList: false }, q);
          expect(added).toEqual(slowOwnerRequests(owner, only, b ? [a, b] : [a]));
        },
      ),
      { numRuns: 500 },
    );
  });
});
