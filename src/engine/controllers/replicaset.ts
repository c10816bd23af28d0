/**
 * ReplicaSetController simulates a ReplicaSet's pods at the ReplicaSet level (no Pod objects,
 * so 20,000 Deployments stay cheap): scaling up starts pods that become Ready after a
 * configurable virtual delay and available minReadySeconds later; scaling down removes
 * not-ready pods first. It writes replicas, readyReplicas, availableReplicas and
 * observedGeneration through /status (fact 105 step 3).
 */
import { type KubeObject } from "../api";
import type { APIServer, RequestContext } from "../apiserver/apiserver";
import type { TraceSink } from "../apiserver/trace-events";
import { STATUS_HANDOVER, statusBody } from "./statusbody";
import { WorkLoop, type SchedulerLike } from "./workloop";

/** REPLICASET_CLIENT is the ReplicaSet controller's request identity. */
export const REPLICASET_CLIENT: RequestContext = { client: "kube-controller-manager/replicaset-controller" };

/** ReplicaSetControllerOptions configure the simulated pods. */
export interface ReplicaSetControllerOptions {
  api: APIServer;
  scheduler: SchedulerLike;
  tracer?: TraceSink;
  /** podReadyDelayMs is how long a new pod takes to become Ready (default 2 s). */
  podReadyDelayMs?: number;
}

interface SimPod {
  readyAt: number;
}

function keyOfRS(rs: KubeObject): string {
  return `${rs.metadata.namespace}/${rs.metadata.name}`;
}

/** sameCounts reports whether cur holds exactly status's members (members that are undefined do not count). */
function sameCounts(status: Record<string, number>, cur: Record<string, number>): boolean {
  let n = 0;
  for (const k in status) {
    if (cur[k] !== status[k]) return false;
    n++;
  }
  for (const k in cur) if (cur[k] !== undefined) n--;
  return n === 0;
}

export class ReplicaSetController {
  private readonly api: APIServer;
  private readonly scheduler: SchedulerLike;
  private readonly tracer: TraceSink | undefined;
  private readonly loop: WorkLoop;
  private readonly readyDelay: number;
  /** pods by ReplicaSet uid. */
  private readonly pods = new Map<string, SimPod[]>();
  private watch: { stop(): void } | undefined;

  constructor(opts: ReplicaSetControllerOptions) {
    this.api = opts.api;
    this.scheduler = opts.scheduler;
    this.tracer = opts.tracer;
    this.readyDelay = opts.podReadyDelayMs ?? 2000;
    this.loop = new WorkLoop(opts.scheduler, "replicaset-controller", (k) => this.sync(k));
  }

  start(): void {
    for (const rs of this.api.peekList("ReplicaSet")) this.loop.add(keyOfRS(rs));
    this.watch = this.api.watchAll((def, e) => {
      if (def.kind !== "ReplicaSet" || def.group !== "apps") return;
      if (e.type === "DELETED") this.pods.delete(e.object.metadata.uid ?? "");
      else this.loop.add(keyOfRS(e.object));
    });
  }

  stop(): void {
    this.watch?.stop();
    this.loop.stop();
  }

  /** podCount returns the simulated pods of a ReplicaSet (for tests and views). */
  podCount(uid: string): number {
    return this.pods.get(uid)?.length ?? 0;
  }

  private sync(key: string): void {
    const slash = key.indexOf("/");
    const rs = this.api.peek("ReplicaSet", { namespace: key.slice(0, slash), name: key.slice(slash + 1) });
    if (!rs) return;
    const uid = rs.metadata.uid ?? "";
    const now = this.scheduler.now();
    const had = this.pods.get(uid);
    let pods = had ?? [];
    const desired = rs.metadata.deletionTimestamp ? 0 : ((rs.spec?.replicas as number | undefined) ?? 1);
    if (pods.length < desired) {
      const add = desired - pods.length;
      pods = pods.slice();
      for (let i = 0; i < add; i++) pods.push({ readyAt: now + this.readyDelay });
      this.trace(rs, "createPods", `Created ${add} pod(s)`);
    } else if (pods.length > desired) {
      pods = [...pods].sort((a, b) => a.readyAt - b.readyAt).slice(0, desired);
      this.trace(rs, "deletePods", `Deleted pods down to ${desired}`);
    }
    // A new list (or a first one) is stored; a sync that leaves the pods as they were sets nothing.
    if (pods !== had) this.pods.set(uid, pods);
    const minReady = ((rs.spec?.minReadySeconds as number | undefined) ?? 0) * 1000;
    // Counted and compared in loops: a sync runs at every pod step of every ReplicaSet.
    let ready = 0;
    let available = 0;
    let next = Infinity; // when the next pod turns ready or available
    for (const p of pods) {
      if (p.readyAt <= now) ready++;
      else if (p.readyAt < next) next = p.readyAt;
      if (p.readyAt + minReady <= now) available++;
      else if (p.readyAt + minReady < next) next = p.readyAt + minReady;
    }
    const status: Record<string, number> = { replicas: pods.length };
    if (pods.length) status.fullyLabeledReplicas = pods.length;
    if (ready) status.readyReplicas = ready;
    if (available) status.availableReplicas = available;
    if (rs.metadata.generation) status.observedGeneration = rs.metadata.generation;
    const cur = (rs.status ?? {}) as Record<string, number>;
    if (!sameCounts(status, cur)) this.api.update(REPLICASET_CLIENT, statusBody(rs, status), STATUS_HANDOVER);
    // Come back when the next pod turns ready or available.
    if (next !== Infinity) this.loop.add(key, next - now);
  }

  private trace(rs: KubeObject, action: string, message: string): void {
    this.tracer?.emit({
      type: "builtin.step",
      t: this.scheduler.now(),
      controller: "replicaset",
      action,
      namespace: rs.metadata.namespace!,
      name: rs.metadata.name!,
      message,
    });
  }
}
