import type { KubeObject } from "../../api/object";
import { formatMicroTime } from "../../api/time";
import { isConflictError, isNotFoundError } from "../../client/errors";
import { containsFinalizer, addFinalizer, setControllerReference } from "../../controllerutil";
import type { Context, Reconciler, Request, Result } from "../../reconcile/types";
import {
  CLEANUP_FINALIZER,
  dbName,
  desiredDeploymentSpec,
  emptyApp,
  emptyDeployment,
  type ReconcilerDeps,
} from "./app";

function getApp(deps: ReconcilerDeps, req: Request): KubeObject | undefined {
  const app = emptyApp();
  try {
    deps.client.get(req, app);
  } catch (err) {
    if (isNotFoundError(err)) return undefined;
    throw err;
  }
  return app;
}

/**
 * EagerCreatorReconciler is Exercise 1's original: GenerateName plus an unconditional Create
 * (no owner reference), an unconditional status write, and Requeue: true.
 */
export class EagerCreatorReconciler implements Reconciler {
  constructor(private readonly deps: ReconcilerDeps) {}
  reconcile(_ctx: Context, req: Request): Result {
    const app = getApp(this.deps, req);
    if (!app) return {};
    const dep: KubeObject = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { namespace: app.metadata.namespace, generateName: `${app.metadata.name}-` },
      spec: desiredDeploymentSpec(app),
    };
    this.deps.client.create(dep);
    app.status = { ...(app.status ?? {}), phase: "Provisioning" };
    this.deps.client.status().update(app);
    return { requeue: true };
  }
}

/**
 * HotLoopReconciler is Exercise 3's original: it stamps a sub-second sync time into status on
 * every run (so every write is a change and an event) and polls with RequeueAfter 1s; a
 * missing Deployment is created with Requeue: true.
 */
export class HotLoopReconciler implements Reconciler {
  constructor(private readonly deps: ReconcilerDeps) {}
  reconcile(ctx: Context, req: Request): Result {
    const app = getApp(this.deps, req);
    if (!app) return {};
    const dep = emptyDeployment();
    try {
      this.deps.client.get(req, dep);
    } catch (err) {
      if (!isNotFoundError(err)) throw err;
      const fresh: KubeObject = {
        apiVersion: "apps/v1",
        kind: "Deployment",
        metadata: { namespace: req.namespace, name: req.name },
        spec: desiredDeploymentSpec(app),
      };
      setControllerReference(app, fresh);
      this.deps.client.create(fresh);
      return { requeue: true };
    }
    app.status = {
      ...(app.status ?? {}),
      readyReplicas: dep.status?.readyReplicas ?? 0,
      lastSyncTime: formatMicroTime(ctx.now),
    };
    this.deps.client.status().update(app);
    return { requeueAfter: 1000 };
  }
}

/**
 * StuckFinalizerReconciler is Exercise 2's original: cleanup without removing the finalizer,
 * provisioning before the finalizer is persisted, and a swallowed status Conflict.
 */
export class StuckFinalizerReconciler implements Reconciler {
  constructor(private readonly deps: ReconcilerDeps) {}
  reconcile(_ctx: Context, req: Request): Result {
    const app = getApp(this.deps, req);
    if (!app) return {};
    const db = this.deps.db;
    if (app.metadata.deletionTimestamp) {
      if (containsFinalizer(app, CLEANUP_FINALIZER)) db?.delete(dbName(app));
      return {};
    }
    db?.ensure(dbName(app));
    if (!containsFinalizer(app, CLEANUP_FINALIZER)) {
      addFinalizer(app, CLEANUP_FINALIZER);
      this.deps.client.update(app);
    }
    app.status = { ...(app.status ?? {}), ready: true };
    try {
      this.deps.client.status().update(app);
    } catch (err) {
      if (isConflictError(err)) return {};
      throw err;
    }
    return {};
  }
}
