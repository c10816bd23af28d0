import { describe, expect, it } from "vitest";
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
});
