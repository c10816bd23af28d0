import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../api/object";
import { controllerManagedBy } from "../../builder";
import { isNotFoundError } from "../../client/errors";
import { setControllerReference } from "../../controllerutil";
import type { Manager } from "../../manager/manager";
import { TerminalError, type Context, type Request, type Result } from "../../reconcile";
import { World, type ReconcilerFactory } from "../../scenario/world";
import { loadScenario } from "../../scenario/testing";

/**
 * Findings name real bugs only: for each kind these tests put a correct design that looks like
 * the bug beside the bug itself, and the finding must fire on the bug and stay silent on the design.
 */

const APP = { apiVersion: "apps.example.com/v1alpha1", kind: "App" };
const PERIOD = 20_000;

type Reconcile = (mgr: Manager, ctx: Context, req: Request) => Result;

/** wire builds For(App).Owns(ConfigMap) around one reconcile function. */
const wire =
  (fn: Reconcile): ReconcilerFactory =>
  (mgr) => {
    controllerManagedBy(mgr)
      .for(APP)
      .owns({ apiVersion: "v1", kind: "ConfigMap" })
      .complete({ reconcile: (ctx, req) => fn(mgr, ctx, req) });
  };

function getApp(mgr: Manager, req: Request): KubeObject | undefined {
  const app: KubeObject = { ...APP, metadata: {} };
  try {
    mgr.client.get(req, app);
  } catch (e) {
    if (isNotFoundError(e)) return undefined;
    throw e;
  }
  return app;
}

/** cron is a CronJob-like design: one child per scheduled time, then RequeueAfter to the next one. */
const cron =
  (naming: "per-schedule" | "generateName"): Reconcile =>
  (mgr, ctx, req) => {
    const app = getApp(mgr, req);
    if (!app) return {};
    const scheduled = Math.floor(ctx.now / PERIOD) * PERIOD;
    const name = `${req.name}-${scheduled / 1000}`;
    const labels = { "example.com/scheduled": String(scheduled / 1000) };
    const exists = mgr.client.list("ConfigMap", { namespace: req.namespace, labelSelector: labels }).length > 0;
    if (!exists) {
      const fresh: KubeObject = {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata:
          naming === "per-schedule"
            ? { namespace: req.namespace, name, labels }
            : { namespace: req.namespace, generateName: `${req.name}-`, labels },
        data: { scheduledAt: String(scheduled) },
      };
      setControllerReference(app, fresh);
      mgr.client.create(fresh);
    }
    return { requeueAfter: scheduled + PERIOD - ctx.now };
  };

function run(scenario: string, fn: Reconcile) {
  const w = new World({ scenario: loadScenario(scenario), factory: wire(fn) });
  w.run();
  return w;
}

const kinds = (w: World) => w.findings().map((f) => f.kind);
const configMaps = (w: World) => w.objects().filter((o) => o.kind === "ConfigMap").length;

describe("PerpetualRequeue and DuplicateChildren on a schedule-driven controller", () => {
  it("stay silent when every RequeueAfter wake-up creates that time's child under its own name", () => {
    const w = run("create", cron("per-schedule"));
    expect(configMaps(w)).toBeGreaterThanOrEqual(5);
    expect(w.findings()).toEqual([]);
  });

  it("DuplicateChildren still fires when the scheduled children get generated names", () => {
    const w = run("create", cron("generateName"));
    expect(configMaps(w)).toBeGreaterThanOrEqual(5);
    expect(kinds(w)).toContain("DuplicateChildren");
  });

  /** chaos stops its child when the child's time is up and starts a new one at once (controller-runtime's
   * examples/crd ChaosPod): every wake-up deletes or creates, and Requeue: true follows a delete. */
  const chaos: Reconcile = (mgr, ctx, req) => {
    const app = getApp(mgr, req);
    if (!app) return {};
    const child: KubeObject = { apiVersion: "v1", kind: "ConfigMap", metadata: {} };
    try {
      mgr.client.get(req, child);
    } catch (e) {
      if (!isNotFoundError(e)) throw e;
      const fresh: KubeObject = {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: { namespace: req.namespace, name: req.name },
        data: { stopAt: String(ctx.now + PERIOD) },
      };
      setControllerReference(app, fresh);
      mgr.client.create(fresh);
      return {};
    }
    const stopAt = Number((child.data as { stopAt?: string } | undefined)?.stopAt ?? 0);
    if (ctx.now < stopAt) return { requeueAfter: stopAt - ctx.now + 1_000 };
    mgr.client.delete(child);
    return { requeue: true };
  };

  it("PerpetualRequeue stays silent on a controller that stops and restarts its child on schedule", () => {
    const w = run("create", chaos);
    expect(kinds(w)).not.toContain("PerpetualRequeue");
    expect(
      w.trace().filter((e) => e.type === "api.request" && e.verb === "delete" && e.code === 200).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("PerpetualRequeue still fires on a poll that does nothing on its wake-ups", () => {
    const w = run("create", (mgr, _ctx, req) => (getApp(mgr, req) ? { requeueAfter: PERIOD } : {}));
    expect(kinds(w)).toEqual(["PerpetualRequeue"]);
  });
});

describe("EndlessRetry", () => {
  /** afterDelete returns the NotFound of the deleted App instead of ignoring it. */
  const returnNotFound: Reconcile = (mgr, _ctx, req) => {
    mgr.client.get(req, { ...APP, metadata: {} });
    return {};
  };

  it("fires on a key that keeps failing with the same error until the run ends", () => {
    const w = run("delete", returnNotFound);
    const f = w.findings();
    expect(f.map((x) => x.kind)).toEqual(["EndlessRetry"]);
    expect(f[0]!.object).toBe("App default/my-app");
    expect(f[0]!.message).toMatch(/not found/);
  });

  it("stays silent when NotFound is ignored (the correct design)", () => {
    const w = run("delete", (mgr, _ctx, req) => {
      getApp(mgr, req);
      return {};
    });
    expect(w.findings()).toEqual([]);
  });

  it("stays silent on transient errors that end in success", () => {
    let failures = 0;
    const w = run("create", (mgr, _ctx, req) => {
      if (failures++ < 8) throw new Error("database not ready");
      getApp(mgr, req);
      return {};
    });
    expect(failures).toBeGreaterThan(8);
    expect(w.findings()).toEqual([]);
  });

  it("stays silent on an error returned as TerminalError (not retried)", () => {
    const w = run("delete", (mgr, _ctx, req) => {
      try {
        mgr.client.get(req, { ...APP, metadata: {} });
      } catch (e) {
        throw TerminalError(e);
      }
      return {};
    });
    expect(w.findings()).toEqual([]);
  });
});

describe("the other kinds beside their correct look-alikes", () => {
  it("OrphanedObject stays silent when the scheduled children carry a controller reference and the owner goes", () => {
    const w = run("delete", cron("per-schedule"));
    expect(
      w.trace().filter((e) => e.type === "api.request" && e.verb === "create" && e.code === 201).length,
    ).toBeGreaterThanOrEqual(2);
    expect(configMaps(w)).toBe(0);
    expect(w.findings()).toEqual([]);
  });

  it("HotLoop stays silent on a status written once per scheduled tick", () => {
    const w = run("create", (mgr, ctx, req) => {
      const app = getApp(mgr, req);
      if (!app) return {};
      const tick = Math.floor(ctx.now / PERIOD) * PERIOD;
      const status = (app.status ?? {}) as { lastTick?: number };
      if (status.lastTick !== tick) {
        app.status = { ...status, lastTick: tick };
        mgr.client.status().update(app);
      }
      return { requeueAfter: tick + PERIOD - ctx.now };
    });
    const writes = w.trace().filter((e) => e.type === "api.request" && e.verb === "update" && e.code === 200);
    expect(writes.length).toBeGreaterThanOrEqual(6);
    expect(kinds(w)).not.toContain("HotLoop");
  });

  it("DeprecatedRequeue and ResultWithError stay silent on RequeueAfter with no error, and on an error with a zero Result", () => {
    let n = 0;
    const w = run("create", (mgr, _ctx, req) => {
      if (++n === 2) throw new Error("transient");
      return getApp(mgr, req) && n < 4 ? { requeueAfter: 1_000 } : {};
    });
    expect(n).toBeGreaterThanOrEqual(4);
    expect(kinds(w)).toEqual([]);
  });
});

describe("MissingOwnerReference and OrphanedObject on Events", () => {
  /** records posts an Event about the App on each reconcile, as an EventRecorder does. */
  const records: Reconcile = (mgr, ctx, req) => {
    const app = getApp(mgr, req);
    if (!app) return {};
    mgr.client.create({
      apiVersion: "v1",
      kind: "Event",
      metadata: { namespace: req.namespace, name: `${req.name}.${ctx.now}` },
      involvedObject: { kind: "App", namespace: req.namespace, name: req.name, uid: app.metadata.uid },
      reason: "Synced",
      message: "the App was reconciled",
      type: "Normal",
    } as KubeObject);
    return {};
  };

  it("stay silent: an Event is a record about the object, never a child it owns", () => {
    const w = run("delete", records);
    expect(w.objects().filter((o) => o.kind === "Event").length).toBeGreaterThan(0);
    expect(w.findings()).toEqual([]);
  });

  it("still fire for a ConfigMap made the same way", () => {
    const w = run("delete", (mgr, ctx, req) => {
      if (!getApp(mgr, req)) return {};
      mgr.client.create({
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: { namespace: req.namespace, name: `${req.name}-${ctx.now}` },
      });
      return {};
    });
    expect(kinds(w)).toEqual(expect.arrayContaining(["MissingOwnerReference", "OrphanedObject"]));
  });
});
