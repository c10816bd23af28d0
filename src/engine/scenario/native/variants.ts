import type { KubeObject } from "../../api/object";
import { isNotFoundError } from "../../client/errors";
import type { Context, Reconciler, Request, Result } from "../../reconcile/types";
import { desiredDeploymentSpec, emptyApp, type ReconcilerDeps } from "./app";

/**
 * DuplicatingReconciler is the flows' non-idempotent reconciler: every run creates a fresh
 * Deployment with GenerateName and never looks for the one it made before, so each replay of
 * every key (a restart, a failover) leaves one more child per App behind. It sets no owner
 * reference, so its own creates do not wake it again.
 */
export class DuplicatingReconciler implements Reconciler {
  constructor(private readonly deps: ReconcilerDeps) {}
  reconcile(_ctx: Context, req: Request): Result {
    const app = emptyApp();
    try {
      this.deps.client.get(req, app);
    } catch (err) {
      if (isNotFoundError(err)) return {};
      throw err;
    }
    const dep: KubeObject = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { namespace: req.namespace, generateName: `${req.name}-` },
      spec: desiredDeploymentSpec(app),
    };
    this.deps.client.create(dep);
    return {};
  }
}

/**
 * FailFirstAttempt wraps a reconciler so that the first run of each key in a process returns a
 * transient error (a dependency not ready yet): the key goes back through the queue's rate
 * limiter, so the queue kind's limiter (per-item backoff, or the legacy 10 qps bucket) paces
 * the retries.
 */
export class FailFirstAttempt implements Reconciler {
  private readonly seen = new Set<string>();
  constructor(private readonly inner: Reconciler) {}
  reconcile(ctx: Context, req: Request): Result {
    const key = `${req.namespace ?? ""}/${req.name}`;
    if (!this.seen.has(key)) {
      this.seen.add(key);
      throw new Error("dependency not ready yet");
    }
    return this.inner.reconcile(ctx, req);
  }
}
