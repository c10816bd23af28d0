/**
 * Package controllers holds the built-in controllers of kube-controller-manager that the lab
 * needs: the garbage collector, the namespace controller, and the Deployment controller with
 * ReplicaSet-level readiness (no Pod objects). They read the API server's store directly (as
 * an informer would, without a request) and write through normal API requests, driven by
 * `APIServer.watchAll` and the sim Scheduler. `startBuiltinControllers` wires all four.
 */
import type { APIServer } from "../apiserver/apiserver";
import type { TraceSink } from "../apiserver/trace-events";
import { DeploymentController } from "./deployment";
import { GarbageCollector } from "./garbagecollector";
import { NamespaceController } from "./namespace";
import { ReplicaSetController } from "./replicaset";
import type { SchedulerLike } from "./workloop";

export * from "./garbagecollector";
export * from "./namespace";
export * from "./replicaset";
export * from "./deployment";
export * from "./deploymentutil";
export * from "./conditions";
export { WorkLoop, type SchedulerLike } from "./workloop";

/** BuiltinControllerOptions configure every built-in controller. */
export interface BuiltinControllerOptions {
  api: APIServer;
  scheduler: SchedulerLike;
  tracer?: TraceSink;
  /** podReadyDelayMs: virtual time from a ReplicaSet scale-up to its pods being Ready (default 2 s). */
  podReadyDelayMs?: number;
  /** gcDelayMs: delay between a change and the garbage collector acting on it (default 0). */
  gcDelayMs?: number;
  /** namespaceRecheckMs: how often a terminating namespace with content left is looked at again (default 5 s). */
  namespaceRecheckMs?: number;
}

/** BuiltinControllers is the running set; stop() ends them all. */
export interface BuiltinControllers {
  gc: GarbageCollector;
  namespaces: NamespaceController;
  deployments: DeploymentController;
  replicasets: ReplicaSetController;
  stop(): void;
}

/** startBuiltinControllers starts the garbage collector, namespace, Deployment and ReplicaSet controllers. */
export function startBuiltinControllers(o: BuiltinControllerOptions): BuiltinControllers {
  const base = { api: o.api, scheduler: o.scheduler, ...(o.tracer ? { tracer: o.tracer } : {}) };
  const gc = new GarbageCollector({ ...base, ...(o.gcDelayMs !== undefined ? { delayMs: o.gcDelayMs } : {}) });
  const namespaces = new NamespaceController({ ...base, ...(o.namespaceRecheckMs !== undefined ? { recheckMs: o.namespaceRecheckMs } : {}) });
  const deployments = new DeploymentController(base);
  const replicasets = new ReplicaSetController({ ...base, ...(o.podReadyDelayMs !== undefined ? { podReadyDelayMs: o.podReadyDelayMs } : {}) });
  for (const c of [gc, namespaces, deployments, replicasets]) c.start();
  return {
    gc,
    namespaces,
    deployments,
    replicasets,
    stop() {
      for (const c of [gc, namespaces, deployments, replicasets]) c.stop();
    },
  };
}
