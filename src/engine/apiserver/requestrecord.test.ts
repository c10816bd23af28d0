import { describe, expect, it } from "vitest";
import type { RequestRecord } from "./apiserver";
import { alice, configMap, failure, newTestServer } from "./testing";

describe("request records", () => {
  it("hooks and lastRequest get the request's trace event members but the trace's own, in the event's order", () => {
    const { api, events: traced } = newTestServer();
    const seen: RequestRecord[] = [];
    const off = api.onAfterRequest((r) => seen.push(r));
    api.create({ client: "kubectl/v1.31", fieldManager: "kubectl-client-side-apply" }, configMap("a", { k: "v" }));
    api.update(alice, { ...configMap("a", { k: "w" }), metadata: { name: "a", namespace: "default" } });
    failure(() => api.get(alice, "ConfigMap", { namespace: "default", name: "nope" }));
    api.patch(alice, "ConfigMap", { namespace: "default", name: "a" }, { type: "merge", body: {} }, { dryRun: true });
    off();
    const events = traced.filter((e) => e.type === "api.request").map((e) => e as unknown as Record<string, unknown>);
    expect(seen).toHaveLength(events.length);
    expect(seen).toHaveLength(4);
    const own = new Set(["type", "seq", "resource", "patchType", "dryRun", "message", "site", "reconcileID"]);
    for (let i = 0; i < seen.length; i++) {
      const want = Object.fromEntries(Object.entries(events[i]!).filter(([k]) => !own.has(k)));
      expect(JSON.stringify(seen[i])).toBe(JSON.stringify(want));
    }
    expect(seen[1]!.resourceVersion).toBeDefined();
    expect(seen[2]!.reason).toBe("NotFound");
    expect(seen[3]!.noop).toBe(true);
    // the last one, asked again, is the very record the hooks got
    expect(api.lastRequest()).toBe(seen[3]);
    api.get(alice, "ConfigMap", { namespace: "default", name: "a" });
    expect(api.lastRequest()).toEqual({
      t: 0,
      verb: "get",
      kind: "ConfigMap",
      group: "",
      namespace: "default",
      name: "a",
      client: "alice/v1",
      code: 200,
      resourceVersion: seen[1]!.resourceVersion,
      costMs: api.costOf("get"),
    });
  });
});
