/**
 * JobController simulates the Job controller at the Job level (no Pod objects, as the ReplicaSet
 * controller does): a Job that is not suspended gets its pods started at once (status startTime
 * and active), and every pod succeeds `podRunMs` later, when the Job records its succeeded count,
 * completionTime and the SuccessCriteriaMet and Complete conditions, as kube-controller-manager's
 * job controller (pkg/controller/job) writes them for a NonIndexed Job whose pods all exit 0. Pod
 * failures, backoff, deadlines and indexed completion are not simulated. A suspended Job stays
 * without pods; a finished Job is left alone.
 */
import { formatTime, type KubeObject } from "../api";
import type { APIServer, RequestContext } from "../apiserver/apiserver";
import type { TraceSink } from "../apiserver/trace-events";
import { WorkLoop, type SchedulerLike } from "./workloop";

/** JOB_CLIENT is the Job controller's request identity. */
export const JOB_CLIENT: RequestContext = { client: "kube-controller-manager/job-controller" };

/** JobControllerOptions configure the simulated pods. */
export interface JobControllerOptions {
  api: APIServer;
  scheduler: SchedulerLike;
  tracer?: TraceSink;
  /** podRunMs is how long a Job's pod takes from creation to exiting successfully (default 3 s). */
  podRunMs?: number;
}

interface JobSpec {
  completions?: number;
  parallelism?: number;
  suspend?: boolean;
}

interface JobCondition {
  type: string;
  status: string;
}

interface JobStatus {
  startTime?: string;
  completionTime?: string;
  active?: number;
  ready?: number;
  terminating?: number;
  succeeded?: number;
  uncountedTerminatedPods?: Record<string, unknown>;
  conditions?: JobCondition[];
}

const REACHED = "Reached expected number of succeeded pods";

function keyOf(job: KubeObject): string {
  return `${job.metadata.namespace}/${job.metadata.name}`;
}

/** finished: a Complete or Failed condition with status True (what the API calls a finished Job). */
export function jobFinished(job: KubeObject): boolean {
  const st = (job.status ?? {}) as JobStatus;
  return (st.conditions ?? []).some((c) => (c.type === "Complete" || c.type === "Failed") && c.status === "True");
}

export class JobController {
  private readonly api: APIServer;
  private readonly scheduler: SchedulerLike;
  private readonly tracer: TraceSink | undefined;
  private readonly loop: WorkLoop;
  private readonly runMs: number;
  /** when each Job's pods started (virtual ms), by uid. */
  private readonly started = new Map<string, number>();
  private watch: { stop(): void } | undefined;

  constructor(opts: JobControllerOptions) {
    this.api = opts.api;
    this.scheduler = opts.scheduler;
    this.tracer = opts.tracer;
    this.runMs = opts.podRunMs ?? 3000;
    this.loop = new WorkLoop(opts.scheduler, "job-controller", (k) => this.sync(k));
  }

  start(): void {
    for (const job of this.api.peekList("Job.batch")) this.loop.add(keyOf(job));
    this.watch = this.api.watchAll((def, e) => {
      if (def.kind !== "Job" || def.group !== "batch") return;
      if (e.type === "DELETED") this.started.delete(e.object.metadata.uid ?? "");
      else this.loop.add(keyOf(e.object));
    });
  }

  stop(): void {
    this.watch?.stop();
    this.loop.stop();
  }

  private sync(key: string): void {
    const slash = key.indexOf("/");
    const job = this.api.peek("Job.batch", { namespace: key.slice(0, slash), name: key.slice(slash + 1) });
    if (!job || job.metadata.deletionTimestamp || jobFinished(job)) return;
    const spec = (job.spec ?? {}) as JobSpec;
    const uid = job.metadata.uid ?? "";
    const now = this.scheduler.now();
    const cur = (job.status ?? {}) as JobStatus;
    if (spec.suspend) return;
    const pods = Math.max(1, Math.min(spec.parallelism ?? 1, spec.completions ?? 1));
    let startedAt = this.started.get(uid);
    if (startedAt === undefined) {
      startedAt = now;
      this.started.set(uid, now);
      this.trace(job, "createPods", `Created ${pods} pod(s)`);
    }
    const doneAt = startedAt + this.runMs;
    if (now < doneAt) {
      if (cur.active !== pods || !cur.startTime) {
        const status: JobStatus = {
          ...cur,
          startTime: cur.startTime ?? formatTime(startedAt),
          active: pods,
          ready: 0,
          terminating: 0,
          uncountedTerminatedPods: {},
        };
        this.api.update(JOB_CLIENT, { ...job, status }, { subresource: "status" });
      }
      this.loop.add(key, doneAt - now);
      return;
    }
    const t = formatTime(now);
    const cond = (type: string) => ({
      type,
      status: "True",
      lastProbeTime: t,
      lastTransitionTime: t,
      reason: "CompletionsReached",
      message: REACHED,
    });
    const { active: _active, ...rest } = cur;
    const status = {
      ...rest,
      startTime: cur.startTime ?? formatTime(startedAt),
      completionTime: t,
      ready: 0,
      terminating: 0,
      succeeded: spec.completions ?? pods,
      uncountedTerminatedPods: {},
      conditions: [...(cur.conditions ?? []), cond("SuccessCriteriaMet"), cond("Complete")],
    };
    this.trace(job, "complete", `Job completed (${status.succeeded} succeeded)`);
    this.api.update(JOB_CLIENT, { ...job, status }, { subresource: "status" });
  }

  private trace(job: KubeObject, action: string, message: string): void {
    this.tracer?.emit({
      type: "builtin.step",
      t: this.scheduler.now(),
      controller: "job",
      action,
      namespace: job.metadata.namespace!,
      name: job.metadata.name!,
      message,
    });
  }
}
