/**
 * PodTerminator stands in for the kubelet's side of graceful deletion (fact 16): when a Pod
 * gets a deletionTimestamp with a grace period, the kubelet stops its containers and then
 * deletes the Pod with grace 0. Here that final DELETE is sent when the grace period ends.
 * (The lab simulates readiness at the ReplicaSet level, so Pods exist only if someone creates them.)
 */
import { parseTime } from "../api";
import type { APIServer, RequestContext } from "../apiserver/apiserver";
import { WorkLoop, type SchedulerLike } from "./workloop";

/** KUBELET_CLIENT is the kubelet's request identity. */
export const KUBELET_CLIENT: RequestContext = { client: "kubelet/v1.36" };

export class PodTerminator {
  private readonly loop: WorkLoop;
  private watch: { stop(): void } | undefined;

  constructor(private readonly opts: { api: APIServer; scheduler: SchedulerLike }) {
    this.loop = new WorkLoop(opts.scheduler, "kubelet:terminate", (k) => this.sync(k));
  }

  start(): void {
    const consider = (p: { metadata: { namespace?: string; name?: string; deletionTimestamp?: string } }) => {
      if (!p.metadata.deletionTimestamp) return;
      const due = parseTime(p.metadata.deletionTimestamp) - this.opts.scheduler.now();
      this.loop.add(`${p.metadata.namespace}/${p.metadata.name}`, due);
    };
    for (const p of this.opts.api.peekList("Pod")) consider(p);
    this.watch = this.opts.api.watchAll((def, e) => {
      if (def.kind === "Pod" && def.group === "" && e.type !== "DELETED") consider(e.object);
    });
  }

  stop(): void {
    this.watch?.stop();
    this.loop.stop();
  }

  private sync(key: string): void {
    const slash = key.indexOf("/");
    const k = { namespace: key.slice(0, slash), name: key.slice(slash + 1) };
    const pod = this.opts.api.peek("Pod", k);
    if (!pod?.metadata.deletionTimestamp || (pod.metadata.deletionGracePeriodSeconds ?? 0) === 0) return;
    this.opts.api.delete(KUBELET_CLIENT, "Pod", k, {
      gracePeriodSeconds: 0,
      preconditions: { uid: pod.metadata.uid! },
    });
  }
}
