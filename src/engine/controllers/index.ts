/**
 * Package controllers holds the built-in controllers of kube-controller-manager that the lab
 * needs: the garbage collector, the namespace controller, the Deployment controller with
 * ReplicaSet-level readiness and the Job controller with Job-level completion (no Pod objects). They read the API server's store directly (as
 * an informer would, without a request) and write through normal API requests, driven by
 * `APIServer.watchAll` and the sim Scheduler. A PodTerminator plays the kubelet's part of
 * graceful Pod deletion. `startBuiltinControllers` wires them all.
 */
import type { APIServer } from "../apiserver/apiserver";
import type { TraceSink } from "../apiserver/trace-events";
import { DeploymentController } from "./deployment";
import { GarbageCollector } from "./garbagecollector";
import { NamespaceController } from "./namespace";
import { PodTerminator } from "./podterminator";
import { ReplicaSetController } from "./replicaset";
import { JobController } from "./job";
import type { SchedulerLike } from "./workloop";

export * from "./garbagecollector";
export * from "./namespace";
export * from "./replicaset";
export * from "./job";
export * from "./podterminator";
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
  /** deployments: run the Deployment and ReplicaSet controllers (default true; off for big benchmarks that only need storage). */
  deployments?: boolean;
}

/** BuiltinControllers is the running set; stop() ends them all. */
export interface BuiltinControllers {
  gc: GarbageCollector;
  namespaces: NamespaceController;
  deployments: DeploymentController;
  replicasets: ReplicaSetController;
  jobs: JobController;
  kubelet: PodTerminator;
  stop(): void;
}

/** startBuiltinControllers starts the garbage collector, namespace, Deployment and ReplicaSet controllers and the pod terminator. */
export function startBuiltinControllers(o: BuiltinControllerOptions): BuiltinControllers {
  const base = { api: o.api, scheduler: o.scheduler, ...(o.tracer ? { tracer: o.tracer } : {}) };
  const gc = new GarbageCollector({ ...base, ...(o.gcDelayMs !== undefined ? { delayMs: o.gcDelayMs } : {}) });
  const namespaces = new NamespaceController({
    ...base,
    ...(o.namespaceRecheckMs !== undefined ? { recheckMs: o.namespaceRecheckMs } : {}),
  });
  const deployments = new DeploymentController(base);
  const replicasets = new ReplicaSetController({
    ...base,
    ...(o.podReadyDelayMs !== undefined ? { podReadyDelayMs: o.podReadyDelayMs } : {}),
  });
  const kubelet = new PodTerminator({ api: o.api, scheduler: o.scheduler });
  const jobs = new JobController(base);
  const running =
    o.deployments === false
      ? [gc, namespaces, kubelet, jobs]
      : [gc, namespaces, kubelet, deployments, replicasets, jobs];
  for (const c of running) c.start();
  return {
    gc,
    namespaces,
    deployments,
    replicasets,
    jobs,
    kubelet,
    stop() {
      for (const c of running) c.stop();
    },
  };
}
