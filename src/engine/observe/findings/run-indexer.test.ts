import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../api";
import type { TraceEvent } from "../../sim/trace";
import { RunIndexer } from "./run-indexer";

/** A reconcile of `key` by `controller` writing its own object (an App status update) at time t. */
function selfWrite(controller: string, key: string, id: number, t: number): TraceEvent[] {
  const [namespace, name] = key.split("/") as [string, string];
  return [
    { type: "reconcile.start", t, seq: 0, controller, key, manager: "m", reconcileID: id, priority: 0 },
    {
      type: "api.request",
      t,
      seq: 0,
      verb: "update",
      kind: "App",
      group: "lab.example.com",
      resource: "apps",
      namespace,
      name,
      subresource: "status",
      client: controller,
      code: 200,
      costMs: 1,
      reconcileID: id,
    },
  ] as TraceEvent[];
}

describe("RunIndexer", () => {
  // Each reconcile's info keeps its owner's self-write entry (no lookup per write): two
  // controllers of one kind name the same owner and must still add to one entry, in order.
  it("self-writes of one owner by two controllers of its kind go to one entry, in order", () => {
    const ix = new RunIndexer({ forKind: () => "App", quietAtLeast: 0 });
    const events = [
      ...selfWrite("app", "default/a", 1, 10),
      ...selfWrite("app-status", "default/a", 2, 20),
      ...selfWrite("app", "default/b", 3, 30),
      ...selfWrite("app", "default/a", 4, 40),
      ...selfWrite("app-status", "default/a", 5, 50),
    ];
    for (const e of events) ix.take(e);
    const { selfWrites } = ix.index({ trace: [], objects: [], endMs: 100, quietAfterMs: 100 });
    expect([...selfWrites].map(([owner, w]) => [owner, w.times])).toEqual([
      ["App default/a", [10, 20, 40, 50]],
      ["App default/b", [30]],
    ]);
  });

  // children groups per (owner, kind) in the order each pair is first met: interleaved owners and
  // kinds, and two controllers of one kind creating for the same owner (one group).
  it("groups created children per owner and kind, in first-met order", () => {
    const ix = new RunIndexer({ forKind: () => "App", quietAtLeast: 0 });
    let id = 0;
    const create = (controller: string, owner: string, kind: string, name: string) => {
      id++;
      ix.take({
        type: "reconcile.start",
        t: id,
        seq: 0,
        controller,
        key: owner,
        manager: "m",
        reconcileID: id,
      } as TraceEvent);
      ix.take({
        type: "api.request",
        t: id,
        seq: 0,
        verb: "create",
        kind,
        group: "",
        resource: kind.toLowerCase(),
        namespace: "default",
        name,
        client: controller,
        code: 201,
        costMs: 1,
        reconcileID: id,
      } as TraceEvent);
    };
    create("app", "default/a", "Deployment", "a");
    create("app", "default/b", "Deployment", "b");
    create("app", "default/a", "Service", "a");
    create("app-extra", "default/a", "Deployment", "a-2");
    create("app", "default/b", "Service", "b");
    const obj = (kind: string, name: string): KubeObject => ({
      apiVersion: "v1",
      kind,
      metadata: { namespace: "default", name },
    });
    const objects = [
      obj("App", "a"),
      obj("Deployment", "a"),
      obj("Deployment", "a-2"),
      obj("Deployment", "b"),
      obj("Service", "a"),
      obj("Service", "b"),
    ];
    const { children } = ix.index({ trace: [], objects, endMs: 100, quietAfterMs: 100 });
    expect(children.map((c) => [c.owner, c.kind, c.names, c.orphaned])).toEqual([
      ["App default/a", "Deployment", ["default/a", "default/a-2"], []],
      ["App default/b", "Deployment", ["default/b"], ["default/b"]],
      ["App default/a", "Service", ["default/a"], []],
      ["App default/b", "Service", ["default/b"], ["default/b"]],
    ]);
  });
});
