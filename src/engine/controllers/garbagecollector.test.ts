import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { KubeObject, OwnerReference } from "../api";
import { alice, app, configMap } from "../apiserver/testing";
import { newControlPlane } from "./testing";

const refTo = (o: KubeObject, extra: Partial<OwnerReference> = {}): OwnerReference => ({
  apiVersion: o.apiVersion,
  kind: o.kind,
  name: o.metadata.name!,
  uid: o.metadata.uid!,
  ...extra,
});
const child = (name: string, owners: OwnerReference[], ns = "default"): KubeObject => ({
  ...configMap(name, {}, ns),
  metadata: { name, namespace: ns, ownerReferences: owners },
});

describe("garbage collector", () => {
  it("fact 27: background: once the owner is gone, dependents whose owners are all dangling are deleted", () => {
    const { api, clock, events } = newControlPlane();
    const owner = api.create(alice, app("owner"));
    api.create(alice, child("c1", [refTo(owner, { controller: true })]));
    api.delete(alice, "App", { namespace: "default", name: "owner" });
    clock.runFor(10);
    expect(api.peek("ConfigMap", { namespace: "default", name: "c1" })).toBeUndefined();
    expect(events.find((e) => e.type === "gc.delete")).toMatchObject({
      propagationPolicy: "Background",
      object: { name: "c1" },
    });
  });

  it("fact 27: a dependent with one solid owner survives; refs to dangling owners are stripped", () => {
    const { api, clock } = newControlPlane();
    const a = api.create(alice, app("a"));
    const b = api.create(alice, app("b"));
    api.create(alice, child("c", [refTo(a), refTo(b, { controller: true })]));
    api.delete(alice, "App", { namespace: "default", name: "a" });
    clock.runFor(10);
    const c = api.peek("ConfigMap", { namespace: "default", name: "c" })!;
    expect(c).toBeDefined();
    expect(c.metadata.ownerReferences!.map((r) => r.name)).toEqual(["b"]);
  });

  it("fact 24/27: foreground: the owner waits with foregroundDeletion until blocking dependents are gone, cascading", () => {
    const { api, clock, events } = newControlPlane();
    const top = api.create(alice, app("top"));
    const mid = api.create(alice, child("mid", [refTo(top, { controller: true, blockOwnerDeletion: true })]));
    api.create(alice, child("leaf", [refTo(mid, { controller: true, blockOwnerDeletion: true })]));
    const d = api.delete(alice, "App", { namespace: "default", name: "top" }, { propagationPolicy: "Foreground" });
    expect(d.metadata.finalizers).toEqual(["foregroundDeletion"]);
    clock.runFor(10);
    expect(api.count("ConfigMap")).toBe(0);
    expect(api.peek("App", { namespace: "default", name: "top" })).toBeUndefined();
    const deletes = events
      .filter((e) => e.type === "gc.delete")
      .map(
        (e) =>
          (e as { object: { name: string }; propagationPolicy: string }).object.name +
          ":" +
          (e as { propagationPolicy: string }).propagationPolicy,
      );
    expect(deletes).toContain("mid:Foreground");
    expect(
      events.some(
        (e) => e.type === "gc.removeFinalizer" && e.finalizer === "foregroundDeletion" && e.object.name === "top",
      ),
    ).toBe(true);
    // The owner was removed only after its dependents (watch order).
    const gone = events
      .filter((e) => e.type === "watch.event" && e.eventType === "DELETED")
      .map((e) => (e as { name: string }).name);
    expect(gone.indexOf("top")).toBeGreaterThan(gone.indexOf("mid"));
    expect(gone.indexOf("mid")).toBeGreaterThan(gone.indexOf("leaf"));
  });

  it("fact 27: foreground: dependents without blockOwnerDeletion do not hold the owner", () => {
    const { api, clock } = newControlPlane();
    const top = api.create(alice, {
      ...app("top"),
      metadata: { name: "top", namespace: "default", finalizers: ["x/hold"] },
    });
    api.create(alice, child("loose", [refTo(top)]));
    api.delete(alice, "App", { namespace: "default", name: "top" }, { propagationPolicy: "Foreground" });
    clock.runFor(10);
    expect(api.peek("App", { namespace: "default", name: "top" })!.metadata.finalizers).toEqual(["x/hold"]);
  });

  it("fact 27: orphan: refs are removed from every dependent, then the orphan finalizer, and the owner goes", () => {
    const { api, clock, events } = newControlPlane();
    const owner = api.create(alice, app("owner"));
    api.create(alice, child("c1", [refTo(owner, { controller: true })]));
    api.create(alice, child("c2", [refTo(owner)]));
    api.delete(alice, "App", { namespace: "default", name: "owner" }, { propagationPolicy: "Orphan" });
    clock.runFor(10);
    expect(api.peek("App", { namespace: "default", name: "owner" })).toBeUndefined();
    for (const n of ["c1", "c2"])
      expect(api.peek("ConfigMap", { namespace: "default", name: n })!.metadata.ownerReferences).toBeUndefined();
    expect(events.find((e) => e.type === "gc.orphan")).toMatchObject({ dependents: 2 });
  });

  it("fact 23: an owner reference across namespaces is treated as absent and the dependent is collected", () => {
    const { api, clock } = newControlPlane();
    api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "other" } });
    const owner = api.create(alice, app("owner", undefined, "other"));
    api.create(alice, child("c", [refTo(owner, { controller: true })], "default"));
    clock.runFor(10);
    expect(api.peek("ConfigMap", { namespace: "default", name: "c" })).toBeUndefined();
    expect(api.peek("App", { namespace: "other", name: "owner" })).toBeDefined();
  });

  it("fact 27: a uid mismatch (owner re-created under the same name) makes the ref dangling", () => {
    const { api, clock } = newControlPlane();
    const first = api.create(alice, app("owner"));
    api.delete(alice, "App", { namespace: "default", name: "owner" });
    api.create(alice, app("owner"));
    api.create(alice, child("c", [refTo(first)]));
    clock.runFor(10);
    expect(api.peek("ConfigMap", { namespace: "default", name: "c" })).toBeUndefined();
  });

  it("an update puts a dependent last among its owner's dependents (the order orphaning patches them in)", () => {
    const { api, ctl } = newControlPlane();
    const owner = api.create(alice, app("owner"));
    const uidOf = (n: string) => api.peek("ConfigMap", { namespace: "default", name: n })!.metadata.uid!;
    for (const n of ["c1", "c2", "c3"]) api.create(alice, child(n, [refTo(owner)]));
    expect(ctl.gc.dependentsOf(owner.metadata.uid!)).toEqual(["c1", "c2", "c3"].map(uidOf));
    // an update that keeps the owners (the same stored list) relinks c1: it is now last
    api.patch(alice, "ConfigMap", { namespace: "default", name: "c1" }, { type: "merge", body: { data: { k: "v" } } });
    expect(ctl.gc.dependentsOf(owner.metadata.uid!)).toEqual(["c2", "c3", "c1"].map(uidOf));
    // a sole dependent stays where it is through its updates
    const solo = api.create(alice, app("solo"));
    api.create(alice, child("only", [refTo(solo)]));
    api.patch(
      alice,
      "ConfigMap",
      { namespace: "default", name: "only" },
      { type: "merge", body: { data: { k: "v" } } },
    );
    expect(ctl.gc.dependentsOf(solo.metadata.uid!)).toEqual([uidOf("only")]);
  });
});

describe("garbage collector: owner state read off the graph", () => {
  it("an owner whose node was replaced (new owner list) is seen deleting in the foreground by its dependents", () => {
    const { api, ctl } = newControlPlane();
    const a = api.create(alice, app("a"));
    const b = api.create(alice, app("b"));
    const c = api.create(alice, child("c", [refTo(a, { blockOwnerDeletion: true })]));
    const uid = c.metadata.uid!;
    expect(ctl.gc.graphCheck(uid)?.cached.needsDecision).toBe(false); // a's node is now remembered by c's
    api.patch(
      alice,
      "App",
      { namespace: "default", name: "a" },
      {
        type: "merge",
        body: { metadata: { ownerReferences: [refTo(b)] } },
      },
    );
    api.delete(alice, "App", { namespace: "default", name: "a" }, { propagationPolicy: "Foreground" });
    expect(ctl.gc.graphCheck(a.metadata.uid!)?.cached.deletingDependents).toBe(true);
    expect(ctl.gc.graphCheck(uid)?.lookedUp.needsDecision).toBe(true);
    expect(ctl.gc.graphCheck(uid)?.cached.needsDecision).toBe(true);
  });

  it("property: what the graph knows of each owner (foreground deletion, its node, its dependents) is what lookups say", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            op: fc.constantFrom("create", "child", "delete", "hold", "release", "patch", "reown", "label", "run"),
            who: fc.integer({ min: 0, max: 3 }),
            policy: fc.constantFrom("Foreground", "Background", "Orphan"),
          }),
          { minLength: 10, maxLength: 40 },
        ),
        (ops) => {
          const { api, clock, ctl } = newControlPlane();
          const name = (i: number) => `o${i}`;
          let children = 0;
          for (const { op, who, policy } of ops) {
            const key = { namespace: "default", name: name(who) };
            const cur = api.peek("App", key);
            try {
              if (op === "create" && !cur) api.create(alice, app(name(who)));
              else if (op === "child" && cur)
                api.create(alice, child(`c${children++}`, [refTo(cur, { blockOwnerDeletion: true })]));
              else if (op === "delete" && cur)
                api.delete(alice, "App", key, { propagationPolicy: policy as "Foreground" });
              else if (op === "hold" && cur)
                api.patch(alice, "App", key, { type: "merge", body: { metadata: { finalizers: ["x/hold"] } } });
              else if (op === "release" && cur)
                api.patch(alice, "App", key, { type: "merge", body: { metadata: { finalizers: null } } });
              else if (op === "reown" && cur) {
                // a new owner list: the owner's own node is replaced
                const other = api.peek("App", { namespace: "default", name: name((who + 1) % 4) });
                api.patch(alice, "App", key, {
                  type: "merge",
                  body: { metadata: { ownerReferences: other && other !== cur ? [refTo(other)] : null } },
                });
              } else if (op === "label" && cur)
                // an owner-less App's update that keeps its (absent) owners: the collector's fast path
                api.patch(alice, "App", key, {
                  type: "merge",
                  body: { metadata: { labels: { t: String(clock.now()) } } },
                });
              else if (op === "patch")
                for (const c of api.peekList("ConfigMap"))
                  api.patch(
                    alice,
                    "ConfigMap",
                    { namespace: "default", name: c.metadata.name! },
                    {
                      type: "merge",
                      body: { data: { t: String(clock.now()) } },
                    },
                  );
              else clock.runFor(5);
            } catch {
              // a write the server refuses (e.g. a finalizer added while deleting) changes nothing
            }
            const stored = [...api.peekList("App"), ...api.peekList("ConfigMap")];
            for (const o of stored) {
              const uid = o.metadata.uid!;
              const check = ctl.gc.graphCheck(uid);
              expect(check).toBeDefined(); // every stored object has its node
              expect(check?.cached.owners).toBe(check?.lookedUp.owners);
              // its dependents are the stored objects that name it, no more, no fewer
              const named = stored.filter((d) => d.metadata.ownerReferences?.some((r) => r.uid === uid));
              expect(ctl.gc.dependentsOf(uid).sort()).toEqual(named.map((d) => d.metadata.uid!).sort());
              expect(check?.cached.deletingDependents).toBe(check?.lookedUp.deletingDependents);
              expect(check?.cached.needsDecision).toBe(check?.lookedUp.needsDecision);
              expect(check?.cached.soleDependent).toBe(check?.lookedUp.soleDependent);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
