import { describe, expect, it } from "vitest";
import type { TraceEvent } from "../../../engine/sim/trace";
import { messagesOf } from "./lanes";

const ev = (e: Record<string, unknown>, seq: number) => ({ t: seq, seq, ...e }) as unknown as TraceEvent;

describe("lanes", () => {
  it("Flow 18's lanes: a watch event goes API → informer, a get goes queue → worker", () => {
    const [w, h, g, r] = messagesOf(
      [
        ev(
          {
            type: "watch.event",
            eventType: "MODIFIED",
            kind: "Deployment",
            group: "apps",
            namespace: "default",
            name: "my-app",
            resourceVersion: "8",
          },
          0,
        ),
        ev(
          {
            type: "handler.event",
            controller: "app",
            source: "s",
            event: "update",
            key: "default/my-app",
            rv: "8",
            passed: true,
          },
          1,
        ),
        ev({ type: "queue.get", queue: "app", key: "default/my-app", waitedMs: 0 }, 2),
        ev(
          {
            type: "api.request",
            verb: "update",
            kind: "App",
            group: "g",
            resource: "apps",
            name: "my-app",
            subresource: "status",
            client: "app-controller/mgr-a",
            code: 409,
            costMs: 1,
          },
          3,
        ),
      ],
      ["api", "informer", "queue", "worker"],
    );
    expect([w?.from, w?.to, w?.kind]).toEqual(["api", "informer", "watch"]);
    expect([h?.from, h?.to]).toEqual(["informer", "queue"]);
    expect([g?.from, g?.to]).toEqual(["queue", "worker"]);
    expect([r?.from, r?.to, r?.failed]).toEqual(["worker", "api", true]);
    expect(r?.label).toBe("UPDATE App my-app/status → 409");
  });

  it("Flow 20's lanes: each replica's events land on its own lane; queue events follow the last replica", () => {
    const m = messagesOf(
      [
        ev({ type: "lease.renew", lease: "default/x", identity: "a", manager: "mgr-a" }, 0),
        ev({ type: "lease.observe", lease: "default/x", identity: "b", manager: "mgr-b" }, 1),
        ev({ type: "reconcile.start", controller: "app", key: "k", manager: "mgr-b" }, 2),
        ev({ type: "queue.done", queue: "app", key: "k", requeued: false, workMs: 1 }, 3),
      ],
      ["mgr-a", "mgr-b", "api", "kube"],
    );
    expect(m.map((x) => [x.from, x.to])).toEqual([
      ["mgr-a", "api"],
      ["mgr-b", "api"],
      ["mgr-b", "mgr-b"],
      ["mgr-b", "mgr-b"],
    ]);
  });
});
