/**
 * GuardReconciler: reconciler.go in TypeScript, step for step, for the bench's ratio. Same calls
 * in the same order: a Get of the App, the finalizer added (or released on deletion) with an
 * Update, the Deployment through CreateOrUpdate (whose mutate sets the owned fields and the
 * controller reference on every run, compared whole with Semantic.DeepEqual), then the status
 * computed on a deep copy and written when Semantic.DeepEqual says it changed. The lesson's
 * AppReconciler (src/engine/scenario/native/app.ts) reaches the same Deployments another way (a
 * Get and restoreOwnedFields instead of CreateOrUpdate), which costs less than what the Go code
 * does; a ratio against it is not the interpreter's alone. The port ends the
 * story with the interpreted run's objects, reconciles and writes (test/unit/lab/flow19-story.test.ts).
 */
import {
  addFinalizer,
  containsFinalizer,
  controllerManagedBy,
  formatTime,
  removeFinalizer,
  Semantic,
  setControllerReference,
  setStatusCondition,
  type Condition,
  type KubeObject,
  type Manager,
} from "../../src/engine";
import type { Client } from "../../src/engine/client/interfaces";
import { isNotFoundError } from "../../src/engine/client/errors";
import { deepCopy } from "../../src/engine/client/object";
import type { Context, Reconciler, Request, Result } from "../../src/engine/reconcile/types";
import type { ReconcilerFactory } from "../../src/engine/scenario/world";
// helpers.go's appLabels and deploymentSpecFor, which the lesson's AppReconciler shares (built afresh
// on every call, as the Go code builds them)
import { appLabels, desiredDeploymentSpec as deploymentSpecFor } from "../../src/engine/scenario/native/app";

/** DeploymentSpec: the parts of deploymentSpecFor's spec that mutate reads. */
type DeploymentSpec = { replicas: number; selector: unknown; template: { metadata: { labels: unknown } } };

type Status = {
  observedGeneration?: number;
  readyReplicas?: number;
  phase?: string;
  conditions?: Condition[];
};

/**
 * createOrUpdate is controllerutil.CreateOrUpdate as the lab's Go runtime runs it
 * (src/golang/shim/k8s/controller-runtime/pkg/controller/controllerutil/create_or_update.ts): the
 * cache's own stored object is the snapshot and one copy of it is what mutate edits, so an
 * unchanged object costs a copy and a compare. The engine's createOrUpdate follows
 * controller-runtime to the letter (the Get's copy, then DeepCopyObject for the snapshot): a copy
 * more than the interpreted side makes, which would flatter the ratio.
 */
function createOrUpdate(c: Client, obj: KubeObject, mutate: () => void): void {
  const key = { namespace: obj.metadata.namespace ?? "", name: obj.metadata.name ?? "" };
  const stored: KubeObject = { apiVersion: obj.apiVersion, kind: obj.kind, metadata: {} };
  try {
    c.get(key, stored, { unsafeDisableDeepCopy: true });
  } catch (err) {
    if (!isNotFoundError(err)) throw err;
    mutate();
    c.create(obj);
    return;
  }
  Object.assign(obj, deepCopy(stored));
  mutate();
  if ((obj.metadata.namespace ?? "") !== key.namespace || obj.metadata.name !== key.name)
    throw new Error("MutateFn cannot mutate object name and/or object namespace");
  if (!Semantic.DeepEqual(stored, obj)) c.update(obj);
}

/** setOrOmit sets an omitempty number field, or leaves it out when zero. */
function setOrOmit(o: Status, k: "observedGeneration" | "readyReplicas", v: number): void {
  if (v === 0) delete o[k];
  else o[k] = v;
}

class GuardReconciler implements Reconciler {
  constructor(
    private readonly c: Client,
    private readonly finalizer: string,
  ) {}

  reconcile(ctx: Context, req: Request): Result {
    const app: KubeObject = { apiVersion: "apps.example.com/v1alpha1", kind: "App", metadata: {} };
    try {
      this.c.get(req, app);
    } catch (err) {
      if (isNotFoundError(err)) return {};
      throw err;
    }
    if (app.metadata.deletionTimestamp) {
      if (containsFinalizer(app, this.finalizer)) {
        removeFinalizer(app, this.finalizer);
        this.c.update(app);
      }
      return {};
    }
    if (addFinalizer(app, this.finalizer)) this.c.update(app);

    const want = deploymentSpecFor(app) as DeploymentSpec;
    const dep: KubeObject = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { namespace: app.metadata.namespace ?? "", name: app.metadata.name ?? "" },
    };
    createOrUpdate(this.c, dep, () => {
      const spec = (dep.spec ??= {}) as Record<string, unknown>;
      const template = (spec.template ??= {}) as { metadata?: { labels?: unknown }; spec?: Record<string, unknown> };
      if (!dep.metadata.creationTimestamp) {
        dep.metadata.labels = appLabels(app);
        spec.selector = want.selector;
        (template.metadata ??= {}).labels = want.template.metadata.labels;
      }
      spec.replicas = want.replicas;
      const podSpec = (template.spec ??= {});
      const containers = ((podSpec.containers as Array<Record<string, unknown>> | undefined) ??= []);
      if (containers.length === 0) containers.push({ name: "app" });
      containers[0]!.image = app.spec?.image ?? "";
      setControllerReference(app, dep);
    });

    const status = (app.status ??= {}) as Status;
    const before = deepCopy(status);
    const ds = (dep.status ?? {}) as { observedGeneration?: number; updatedReplicas?: number; readyReplicas?: number };
    const generation = dep.metadata.generation ?? 0;
    const replicas = (app.spec?.replicas as number | undefined) ?? 0;
    const rolledOut =
      generation > 0 &&
      (ds.observedGeneration ?? 0) >= generation &&
      (ds.updatedReplicas ?? 0) >= replicas &&
      (ds.readyReplicas ?? 0) >= replicas;
    // AppStatus's fields are omitempty: a zero is left out of the JSON, as Go writes it.
    setOrOmit(status, "observedGeneration", app.metadata.generation ?? 0);
    setOrOmit(status, "readyReplicas", ds.readyReplicas ?? 0);
    const cond: Condition = rolledOut
      ? { type: "Available", status: "True", reason: "DeploymentReady", message: "every replica is ready" }
      : {
          type: "Available",
          status: "False",
          reason: "RolloutInProgress",
          message: "waiting for the Deployment to roll out",
        };
    cond.observedGeneration = app.metadata.generation ?? 0;
    status.phase = rolledOut ? "Running" : "Provisioning";
    setStatusCondition((status.conditions ??= []), cond, formatTime(ctx.now));
    if (Semantic.DeepEqual(before, status)) return {};
    this.c.status().update(app);
    return {};
  }
}

/** guardFactory wires GuardReconciler as reconciler.go's SetupWithManager does: For(App).Owns(Deployment). */
export function guardFactory(finalizer: string): ReconcilerFactory {
  return (mgr: Manager) => {
    controllerManagedBy(mgr)
      .for({ apiVersion: "apps.example.com/v1alpha1", kind: "App" })
      .owns({ apiVersion: "apps/v1", kind: "Deployment" })
      .complete(new GuardReconciler(mgr.client, finalizer));
  };
}
