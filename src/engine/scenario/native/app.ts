import type { KubeObject } from "../../api/object";
import { formatMicroTime, formatTime } from "../../api/time";
import type { Client } from "../../client/interfaces";
import { isNotFoundError, reasonOf } from "../../client/errors";
import { deepCopy } from "../../client/object";
import type { ExternalDBClient } from "../../external/externaldb";
import { Semantic } from "../../equality/semantic";
import { setStatusCondition, type Condition } from "../../meta/conditions";
import {
  addFinalizer,
  containsFinalizer,
  getControllerOf,
  removeFinalizer,
  setControllerReference,
} from "../../controllerutil";
import type { Context, Reconciler, Request, Result } from "../../reconcile/types";
import { APP_API_VERSION } from "../objects";

/** CLEANUP_FINALIZER guards the external database of an App. */
export const CLEANUP_FINALIZER = "apps.example.com/cleanup";

/** ReconcilerDeps is what the lab fills into a reconciler struct: client, scheme, database. */
export interface ReconcilerDeps {
  client: Client;
  db?: ExternalDBClient;
  /**
   * childReader reads the child Deployment (default: client). A controller that watches its
   * children metadata-only reads them whole through mgr.GetAPIReader(), live from the API
   * server, since a cached Get of the full type would start a second, full informer.
   */
  childReader?: Client;
}

/** appLabels select an App's pods. */
export function appLabels(app: KubeObject): Record<string, string> {
  return {
    "app.kubernetes.io/name": "app",
    "app.kubernetes.io/instance": app.metadata.name ?? "",
    "app.kubernetes.io/managed-by": "app-controller",
  };
}

/** desiredDeploymentSpec is the Deployment spec an App asks for. */
export function desiredDeploymentSpec(app: KubeObject): Record<string, unknown> {
  const labels = appLabels(app);
  return {
    replicas: app.spec?.replicas ?? 1,
    selector: { matchLabels: labels },
    template: { metadata: { labels }, spec: { containers: [{ name: "app", image: app.spec?.image ?? "" }] } },
  };
}

/**
 * AppReconcilerOptions switch off the guards the flows' failure variants remove (all default on).
 * - deepEqualGuard: false writes status on every run, changed or not.
 * - changingStatus: true stamps the run's time into status, so every status differs.
 * - controllerReference: false creates the child without SetControllerReference.
 */
export interface AppReconcilerOptions {
  deepEqualGuard?: boolean;
  changingStatus?: boolean;
  controllerReference?: boolean;
  /** finalizer: a finalizer put on each App before anything else and released when it is
   * deleted, without a database (with one, CLEANUP_FINALIZER guards it instead) */
  finalizer?: string;
}

/** emptyApp and emptyDeployment are typed shells for Get (Go: var app v1alpha1.App). */
export const emptyApp = (): KubeObject => ({ apiVersion: APP_API_VERSION, kind: "App", metadata: {} });
export const emptyDeployment = (): KubeObject => ({ apiVersion: "apps/v1", kind: "Deployment", metadata: {} });

/** dbName is the external database that belongs to an App. */
export const dbName = (app: KubeObject) => `${app.metadata.namespace ?? ""}/${app.metadata.name ?? ""}`;

/**
 * AppReconciler is the lesson's fixed reconciler (Exercises 1–3 solved): one Deployment named
 * after the App, labelled and with a controller reference, a same-name Deployment another owner
 * controls left alone, drift correction of the fields it owns, status written only when it
 * changed, no requeues. Available follows the Deployment's rollout status as Exercise 1's
 * solution reads it (appAvailability). With a database it persists its finalizer before
 * provisioning and removes it after cleanup (Exercise 2 solved).
 */
export class AppReconciler implements Reconciler {
  constructor(
    private readonly deps: ReconcilerDeps,
    private readonly opts: AppReconcilerOptions = {},
  ) {}

  reconcile(ctx: Context, req: Request): Result {
    const c = this.deps.client;
    const db = this.deps.db;
    const app = emptyApp();
    try {
      c.get(req, app);
    } catch (err) {
      if (isNotFoundError(err)) return {};
      throw err;
    }
    const finalizer = db ? CLEANUP_FINALIZER : this.opts.finalizer;
    if (app.metadata.deletionTimestamp) {
      if (finalizer !== undefined && containsFinalizer(app, finalizer)) {
        if (db) db.delete(dbName(app));
        removeFinalizer(app, finalizer);
        c.update(app);
      }
      return {};
    }
    if (finalizer !== undefined && addFinalizer(app, finalizer)) c.update(app);
    if (db) db.ensure(dbName(app));

    const key = { namespace: req.namespace, name: req.name };
    const dep = emptyDeployment();
    const desired = desiredDeploymentSpec(app);
    let found = true;
    try {
      (this.deps.childReader ?? c).get(key, dep);
    } catch (err) {
      if (!isNotFoundError(err)) throw err;
      found = false;
    }
    if (found) {
      if (getControllerOf(dep)?.uid !== app.metadata.uid) {
        ctx.log("info", "a Deployment of this name exists and another owner controls it; leaving it alone", {
          deployment: `${req.namespace}/${req.name}`,
        });
        return {};
      }
      if (restoreOwnedFields(dep, desired)) c.update(dep);
    } else {
      const fresh: KubeObject = {
        apiVersion: "apps/v1",
        kind: "Deployment",
        metadata: { namespace: req.namespace, name: req.name, labels: appLabels(app) },
        spec: desired,
      };
      if (this.opts.controllerReference !== false) setControllerReference(app, fresh);
      try {
        c.create(fresh);
        ctx.log("info", "created deployment", { deployment: `${req.namespace}/${req.name}` });
      } catch (e) {
        if (reasonOf(e) !== "AlreadyExists") throw e;
        ctx.log("info", "deployment already exists; waiting for the cache", {
          deployment: `${req.namespace}/${req.name}`,
        });
      }
      Object.assign(dep, fresh);
    }

    const before = deepCopy(app.status ?? {});
    const status = (app.status ??= {}) as Record<string, unknown>;
    const available = appAvailability(app, dep);
    status.observedGeneration = app.metadata.generation;
    status.readyReplicas = (dep.status?.readyReplicas as number | undefined) ?? 0;
    status.phase = available.status === "True" ? "Running" : "Provisioning";
    const conds = ((status.conditions as Condition[] | undefined) ?? []) as Condition[];
    setStatusCondition(conds, available, formatTime(ctx.now));
    status.conditions = conds;
    if (this.opts.changingStatus) status.lastReconcileTime = formatMicroTime(ctx.now);
    if (this.opts.deepEqualGuard !== false && Semantic.DeepEqual(before, app.status)) return {};
    c.status().update(app);
    return {};
  }
}

/** AVAILABLE_REASONS are the reasons of the App's Available condition (Exercise 1's solution). */
export const AVAILABLE_REASONS = { ready: "DeploymentReady", rollingOut: "RolloutInProgress" } as const;

/**
 * appAvailability is the App's Available condition, read from its Deployment's rollout status:
 * True only once the Deployment has observed its own latest generation and its updated and
 * ready replicas both reach the App's count. Ready replicas alone would count the old pods of
 * a rollout still in progress (facts 100–105 say what the Deployment controller reports).
 */
export function appAvailability(app: KubeObject, dep: KubeObject): Condition {
  const want = (app.spec?.replicas as number | undefined) ?? 0;
  const st = (dep.status ?? {}) as Record<string, number | undefined>;
  const generation = dep.metadata.generation ?? 0;
  const rolledOut = generation > 0 && (st.observedGeneration ?? 0) >= generation && (st.updatedReplicas ?? 0) >= want;
  if (rolledOut && (st.readyReplicas ?? 0) >= want)
    return {
      type: "Available",
      status: "True",
      reason: AVAILABLE_REASONS.ready,
      message: "every replica runs the current template and is ready",
      observedGeneration: app.metadata.generation,
    };
  return {
    type: "Available",
    status: "False",
    reason: AVAILABLE_REASONS.rollingOut,
    message: "waiting for the Deployment to update and ready every replica",
    observedGeneration: app.metadata.generation,
  };
}

/** restoreOwnedFields puts back replicas and the app container's image; reports a change. */
export function restoreOwnedFields(dep: KubeObject, desired: Record<string, unknown>): boolean {
  let changed = false;
  const spec = (dep.spec ??= {}) as Record<string, unknown>;
  if ((spec.replicas ?? 1) !== desired.replicas) {
    spec.replicas = desired.replicas;
    changed = true;
  }
  const want =
    (desired.template as { spec: { containers: Array<{ name: string; image: string }> } }).spec.containers ?? [];
  const tmpl = (spec.template ??= {}) as { spec?: { containers?: Array<{ name: string; image: string }> } };
  const have = tmpl.spec?.containers ?? [];
  if (have.length !== want.length || have[0]?.name !== want[0]?.name || have[0]?.image !== want[0]?.image) {
    tmpl.spec = { ...(tmpl.spec ?? {}), containers: deepCopy(want) };
    changed = true;
  }
  return changed;
}
