/**
 * DeploymentController is the built-in Deployment controller, enough to take a Deployment to
 * Available (facts 100–105): it finds or creates the new ReplicaSet `<name>-<pod-template-hash>`
 * (controller ownerRef, hash label, revision annotations), scales new and old ReplicaSets
 * within maxSurge/maxUnavailable (RollingUpdate) or old-first (Recreate), prunes old
 * ReplicaSets beyond revisionHistoryLimit, and writes status through /status with the
 * Available and Progressing conditions and their time rules.
 */
import { deepCopy, formatTime, parseTime, type KubeObject } from "../api";
import type { APIServer, RequestContext } from "../apiserver/apiserver";
import { sameJSON } from "../apiserver/share";
import type { TraceSink } from "../apiserver/trace-events";
import {
  newDeploymentCondition,
  removeDeploymentCondition,
  setDeploymentCondition,
  type DeploymentCondition,
} from "./conditions";
import {
  computeHash,
  DESIRED_REPLICAS_ANNOTATION,
  deploymentComplete,
  deploymentProgressing,
  equalIgnoreHash,
  MAX_REPLICAS_ANNOTATION,
  maxUnavailable,
  POD_TEMPLATE_HASH_LABEL,
  Reasons,
  resolveFenceposts,
  REVISION_ANNOTATION,
  revisionOf,
  type DeploymentStatusCounts,
} from "./deploymentutil";
import { STATUS_HANDOVER, statusBody } from "./statusbody";
import { WorkLoop, type SchedulerLike } from "./workloop";

/** DEPLOYMENT_CLIENT is the Deployment controller's request identity. */
export const DEPLOYMENT_CLIENT: RequestContext = { client: "kube-controller-manager/deployment-controller" };

/** DeploymentControllerOptions configure the controller. */
export interface DeploymentControllerOptions {
  api: APIServer;
  scheduler: SchedulerLike;
  tracer?: TraceSink;
}

/** replicaAnnotations are the desired and max replicas a ReplicaSet is annotated with. */
function replicaAnnotations(replicas: number, max: number): Record<string, string> {
  return { [DESIRED_REPLICAS_ANNOTATION]: String(replicas), [MAX_REPLICAS_ANNOTATION]: String(max) };
}

const replicasOf = (o: KubeObject): number => (o.spec?.replicas as number | undefined) ?? 1;
const statusNum = (o: KubeObject, f: string): number => (o.status as Record<string, number> | undefined)?.[f] ?? 0;

export class DeploymentController {
  private readonly api: APIServer;
  private readonly scheduler: SchedulerLike;
  private readonly tracer: TraceSink | undefined;
  private readonly loop: WorkLoop;
  /** rsByOwner indexes ReplicaSet names by their controller's uid (the informer's owner index). */
  private readonly rsByOwner = new Map<string, Set<string>>();
  private readonly ownerOfRS = new Map<string, string>();
  private watch: { stop(): void } | undefined;

  constructor(opts: DeploymentControllerOptions) {
    this.api = opts.api;
    this.scheduler = opts.scheduler;
    this.tracer = opts.tracer;
    this.loop = new WorkLoop(opts.scheduler, "deployment-controller", (k) => this.sync(k));
  }

  start(): void {
    for (const rs of this.api.peekList("ReplicaSet")) this.index(rs, false);
    for (const d of this.api.peekList("Deployment")) this.loop.add(`${d.metadata.namespace}/${d.metadata.name}`);
    this.watch = this.api.watchAll((def, e) => {
      if (def.group !== "apps") return;
      if (def.kind === "Deployment" && e.type !== "DELETED")
        this.loop.add(`${e.object.metadata.namespace}/${e.object.metadata.name}`);
      if (def.kind === "ReplicaSet") {
        this.index(e.object, e.type === "DELETED");
        const ref = e.object.metadata.ownerReferences?.find((r) => r.controller && r.kind === "Deployment");
        if (ref) this.loop.add(`${e.object.metadata.namespace}/${ref.name}`);
      }
    });
  }

  private index(rs: KubeObject, deleted: boolean): void {
    const name = `${rs.metadata.namespace}/${rs.metadata.name}`;
    const prev = this.ownerOfRS.get(name);
    const ref = deleted ? undefined : rs.metadata.ownerReferences?.find((r) => r.controller);
    // Most changes keep the controller: re-indexing would take the name out of its owner's set
    // and put it back last, which changes nothing when it is the owner's only ReplicaSet.
    if (ref !== undefined && ref.uid === prev && this.rsByOwner.get(prev)?.size === 1) return;
    if (prev !== undefined) {
      this.rsByOwner.get(prev)?.delete(name);
      this.ownerOfRS.delete(name);
    }
    if (!ref) return;
    this.ownerOfRS.set(name, ref.uid);
    let set = this.rsByOwner.get(ref.uid);
    if (!set) this.rsByOwner.set(ref.uid, (set = new Set()));
    set.add(name);
  }

  /** ownedReplicaSets returns the ReplicaSets whose controller is the Deployment. */
  private ownedReplicaSets(d: KubeObject): KubeObject[] {
    const out: KubeObject[] = [];
    for (const name of this.rsByOwner.get(d.metadata.uid ?? "") ?? []) {
      const slash = name.indexOf("/");
      const rs = this.api.peek("ReplicaSet", { namespace: name.slice(0, slash), name: name.slice(slash + 1) });
      if (rs?.metadata.ownerReferences?.some((r) => r.controller && r.uid === d.metadata.uid)) out.push(rs);
    }
    return out.sort((a, b) => (a.metadata.name! < b.metadata.name! ? -1 : 1));
  }

  stop(): void {
    this.watch?.stop();
    this.loop.stop();
  }

  private sync(key: string): void {
    const slash = key.indexOf("/");
    const ns = key.slice(0, slash);
    const stored = this.api.peek("Deployment", { namespace: ns, name: key.slice(slash + 1) });
    if (!stored || stored.metadata.deletionTimestamp || stored.spec?.paused) return;
    const d: KubeObject = { ...stored, metadata: { ...stored.metadata } }; // stored is frozen; only top-level fields change
    const all = this.ownedReplicaSets(d);
    let newRS = all.find((rs) => equalIgnoreHash(rs.spec?.template, d.spec?.template));
    const now = formatTime(this.scheduler.now());
    let conds: DeploymentCondition[] = ((d.status?.conditions as DeploymentCondition[] | undefined) ?? []).slice();
    const hasDeadline = d.spec?.progressDeadlineSeconds !== undefined && d.spec?.progressDeadlineSeconds !== null;
    const { maxSurge } = resolveFenceposts(d);
    const replicas = replicasOf(d);
    const maxTotal = d.spec?.strategy?.type === "Recreate" ? replicas : replicas + maxSurge;

    if (!newRS) {
      const revision = Math.max(0, ...all.map(revisionOf)) + 1;
      const hash = computeHash(d.spec?.template);
      const oldTotal = this.olds(all, newRS, ns).reduce((s, rs) => s + replicasOf(rs), 0);
      const size =
        d.spec?.strategy?.type === "Recreate"
          ? oldTotal === 0
            ? replicas
            : 0
          : Math.max(0, Math.min(maxTotal - oldTotal, replicas));
      const template = deepCopy(d.spec.template);
      template.metadata = {
        ...(template.metadata ?? {}),
        labels: { ...(template.metadata?.labels ?? {}), [POD_TEMPLATE_HASH_LABEL]: hash },
      };
      const rs: KubeObject = {
        apiVersion: "apps/v1",
        kind: "ReplicaSet",
        metadata: {
          name: `${d.metadata.name}-${hash}`,
          namespace: ns,
          labels: { ...(template.metadata.labels as Record<string, string>) },
          annotations: { ...replicaAnnotations(replicas, maxTotal), [REVISION_ANNOTATION]: String(revision) },
          ownerReferences: [
            {
              apiVersion: "apps/v1",
              kind: "Deployment",
              name: d.metadata.name!,
              uid: d.metadata.uid!,
              controller: true,
              blockOwnerDeletion: true,
            },
          ],
        },
        spec: {
          replicas: size,
          ...(d.spec.minReadySeconds ? { minReadySeconds: d.spec.minReadySeconds } : {}),
          selector: {
            ...(d.spec.selector ?? {}),
            matchLabels: { ...(d.spec.selector?.matchLabels ?? {}), [POD_TEMPLATE_HASH_LABEL]: hash },
          },
          template,
        },
      };
      newRS = this.api.create(DEPLOYMENT_CLIENT, rs);
      all.push(newRS);
      this.trace(d, "ScalingReplicaSet", `Scaled up replica set ${newRS.metadata.name} to ${size}`);
      if (hasDeadline)
        conds = setDeploymentCondition(
          conds,
          newDeploymentCondition(
            "Progressing",
            "True",
            Reasons.NewReplicaSet,
            `Created new replica set "${newRS.metadata.name}"`,
            now,
          ),
        );
      d.metadata.annotations = { ...(d.metadata.annotations ?? {}), [REVISION_ANNOTATION]: String(revision) };
    } else {
      if (hasDeadline && !conds.some((c) => c.type === "Progressing")) {
        conds = setDeploymentCondition(
          conds,
          newDeploymentCondition(
            "Progressing",
            "True",
            Reasons.FoundNewRS,
            `Found new replica set "${newRS.metadata.name}"`,
            now,
          ),
        );
      }
      const rev = newRS.metadata.annotations?.[REVISION_ANNOTATION];
      if (rev) d.metadata.annotations = { ...(d.metadata.annotations ?? {}), [REVISION_ANNOTATION]: rev };
      newRS = this.scale(d, newRS, this.newRSReplicas(d, newRS, all), replicaAnnotations(replicas, maxTotal));
    }
    // getNewReplicaSet writes a new Progressing condition or revision at once (UpdateStatus).
    if (
      !sameJSON(conds, d.status?.conditions ?? []) ||
      !sameJSON(d.metadata.annotations ?? {}, stored.metadata.annotations ?? {})
    ) {
      const early = this.api.update(
        DEPLOYMENT_CLIENT,
        statusBody(d, { ...(d.status ?? {}), conditions: conds }),
        STATUS_HANDOVER,
      );
      d.metadata = early.metadata;
      d.status = early.status;
    }
    this.reconcileOld(d, newRS, this.olds(all, newRS, ns));
    this.cleanup(d, this.olds(all, newRS, ns));

    // Status.
    const fresh = [newRS, ...this.olds(all, newRS, ns)]
      .map((rs) => this.api.peek("ReplicaSet", { namespace: ns, name: rs.metadata.name! }))
      .filter((x): x is KubeObject => !!x);
    const nrs = fresh.find((rs) => rs.metadata.uid === newRS!.metadata.uid);
    const counts: DeploymentStatusCounts = {
      observedGeneration: d.metadata.generation ?? 0,
      replicas: fresh.reduce((s, rs) => s + statusNum(rs, "replicas"), 0),
      updatedReplicas: nrs ? statusNum(nrs, "replicas") : 0,
      readyReplicas: fresh.reduce((s, rs) => s + statusNum(rs, "readyReplicas"), 0),
      availableReplicas: fresh.reduce((s, rs) => s + statusNum(rs, "availableReplicas"), 0),
      unavailableReplicas: 0,
    };
    counts.unavailableReplicas = Math.max(0, fresh.reduce((s, rs) => s + replicasOf(rs), 0) - counts.availableReplicas);
    if (counts.availableReplicas >= replicas - maxUnavailable(d)) {
      conds = setDeploymentCondition(
        conds,
        newDeploymentCondition(
          "Available",
          "True",
          Reasons.MinimumReplicasAvailable,
          "Deployment has minimum availability.",
          now,
        ),
      );
    } else {
      conds = setDeploymentCondition(
        conds,
        newDeploymentCondition(
          "Available",
          "False",
          Reasons.MinimumReplicasUnavailable,
          "Deployment does not have minimum availability.",
          now,
        ),
      );
    }
    if (!hasDeadline) conds = removeDeploymentCondition(conds, "Progressing");
    const current = conds.find((c) => c.type === "Progressing");
    const rsName = newRS.metadata.name!;
    const isComplete = counts.replicas === counts.updatedReplicas && current?.reason === Reasons.NewRSAvailable;
    if (hasDeadline && !isComplete) {
      if (deploymentComplete(d, counts)) {
        conds = setDeploymentCondition(
          conds,
          newDeploymentCondition(
            "Progressing",
            "True",
            Reasons.NewRSAvailable,
            `ReplicaSet "${rsName}" has successfully progressed.`,
            now,
          ),
        );
      } else if (deploymentProgressing((d.status ?? {}) as Partial<DeploymentStatusCounts>, counts)) {
        const c = newDeploymentCondition(
          "Progressing",
          "True",
          Reasons.ReplicaSetUpdated,
          `ReplicaSet "${rsName}" is progressing.`,
          now,
        );
        if (current?.status === "True") c.lastTransitionTime = current.lastTransitionTime;
        conds = [...removeDeploymentCondition(conds, "Progressing"), c];
      } else if (
        current &&
        current.status === "True" &&
        this.scheduler.now() - parseTime(current.lastUpdateTime) > d.spec.progressDeadlineSeconds * 1000
      ) {
        conds = setDeploymentCondition(
          conds,
          newDeploymentCondition(
            "Progressing",
            "False",
            Reasons.TimedOut,
            `ReplicaSet "${rsName}" has timed out progressing.`,
            now,
          ),
        );
      } else if (current && current.status === "True") {
        // requeueStuckDeployment: look again when the deadline would pass.
        this.loop.add(
          key,
          parseTime(current.lastUpdateTime) + d.spec.progressDeadlineSeconds * 1000 + 1000 - this.scheduler.now(),
        );
      }
    }
    const status: Record<string, unknown> = {};
    for (const k in counts) {
      const v = counts[k as keyof DeploymentStatusCounts];
      if (v) status[k] = v;
    }
    if (conds.length) status.conditions = conds;
    if (d.status?.collisionCount) status.collisionCount = d.status.collisionCount;
    if (!sameJSON(status, d.status ?? {})) {
      this.api.update(DEPLOYMENT_CLIENT, statusBody(d, status), STATUS_HANDOVER);
    }
  }

  /** olds are the stored versions of the Deployment's ReplicaSets other than the new one. */
  private olds(all: readonly KubeObject[], newRS: KubeObject | undefined, ns: string): KubeObject[] {
    return all
      .filter((rs) => rs !== newRS && rs.metadata.uid !== newRS?.metadata.uid)
      .map((rs) => this.api.peek("ReplicaSet", { namespace: ns, name: rs.metadata.name! })!)
      .filter(Boolean);
  }

  /** newRSReplicas is NewRSNewReplicas for an existing new ReplicaSet (fact 100). */
  private newRSReplicas(d: KubeObject, newRS: KubeObject, all: KubeObject[]): number {
    const replicas = replicasOf(d);
    const cur = replicasOf(newRS);
    const others = all.filter((rs) => rs.metadata.uid !== newRS.metadata.uid);
    const oldActive = others.some(
      (rs) =>
        replicasOf(this.api.peek("ReplicaSet", { namespace: rs.metadata.namespace!, name: rs.metadata.name! }) ?? rs) >
        0,
    );
    if (d.spec?.strategy?.type === "Recreate") {
      const oldRunning = others.some(
        (rs) =>
          statusNum(
            this.api.peek("ReplicaSet", { namespace: rs.metadata.namespace!, name: rs.metadata.name! }) ?? rs,
            "replicas",
          ) > 0,
      );
      return oldActive || oldRunning ? cur : replicas;
    }
    if (!oldActive) return replicas; // a plain scaling event
    if (cur >= replicas) return replicas;
    const { maxSurge } = resolveFenceposts(d);
    const total = all.reduce(
      (s, rs) =>
        s +
        replicasOf(this.api.peek("ReplicaSet", { namespace: rs.metadata.namespace!, name: rs.metadata.name! }) ?? rs),
      0,
    );
    const max = replicas + maxSurge;
    if (total >= max) return cur;
    return cur + Math.min(max - total, replicas - cur);
  }

  /** reconcileOld scales old ReplicaSets down: Recreate at once, RollingUpdate within maxUnavailable. */
  private reconcileOld(d: KubeObject, newRS: KubeObject, olds: KubeObject[]): void {
    const active = olds.filter((rs) => replicasOf(rs) > 0);
    if (active.length === 0) return;
    if (d.spec?.strategy?.type === "Recreate") {
      for (const rs of active) this.scale(d, rs, 0, {});
      return;
    }
    const nrs =
      this.api.peek("ReplicaSet", { namespace: newRS.metadata.namespace!, name: newRS.metadata.name! }) ?? newRS;
    const all = [...olds, nrs];
    const minAvailable = replicasOf(d) - maxUnavailable(d);
    const allPods = all.reduce((s, rs) => s + replicasOf(rs), 0);
    const newUnavailable = replicasOf(nrs) - statusNum(nrs, "availableReplicas");
    let maxScaledDown = allPods - minAvailable - newUnavailable;
    if (maxScaledDown <= 0) return;
    // Clean up unhealthy old replicas first.
    const sorted = [...active].sort((a, b) =>
      (a.metadata.creationTimestamp ?? "").localeCompare(b.metadata.creationTimestamp ?? ""),
    );
    for (const rs of sorted) {
      if (maxScaledDown <= 0) break;
      const unhealthy = replicasOf(rs) - statusNum(rs, "availableReplicas");
      const n = Math.min(unhealthy, maxScaledDown);
      if (n > 0) {
        this.scale(d, rs, replicasOf(rs) - n, {});
        maxScaledDown -= n;
      }
    }
    const fresh = all
      .map((rs) => this.api.peek("ReplicaSet", { namespace: rs.metadata.namespace!, name: rs.metadata.name! }))
      .filter((x): x is KubeObject => !!x);
    const available = fresh.reduce((s, rs) => s + statusNum(rs, "availableReplicas"), 0);
    let budget = available - minAvailable;
    for (const rs of sorted) {
      if (budget <= 0) break;
      const cur = this.api.peek("ReplicaSet", { namespace: rs.metadata.namespace!, name: rs.metadata.name! });
      if (!cur || replicasOf(cur) === 0) continue;
      const n = Math.min(replicasOf(cur), budget);
      this.scale(d, cur, replicasOf(cur) - n, {});
      budget -= n;
    }
  }

  /** cleanup deletes old, scaled-down ReplicaSets beyond revisionHistoryLimit. */
  private cleanup(d: KubeObject, olds: KubeObject[]): void {
    const limit = (d.spec?.revisionHistoryLimit as number | undefined) ?? 10;
    const idle = olds
      .filter((rs) => replicasOf(rs) === 0 && statusNum(rs, "replicas") === 0 && !rs.metadata.deletionTimestamp)
      .sort((a, b) => revisionOf(a) - revisionOf(b));
    for (const rs of idle.slice(0, Math.max(0, idle.length - limit)))
      this.api.delete(DEPLOYMENT_CLIENT, "ReplicaSet", { namespace: rs.metadata.namespace!, name: rs.metadata.name! });
  }

  private scale(d: KubeObject, rs: KubeObject, size: number, annotations: Record<string, string>): KubeObject {
    const cur = replicasOf(rs);
    const ann = { ...(rs.metadata.annotations ?? {}), ...annotations };
    const annChanged = Object.entries(annotations).some(([k, v]) => rs.metadata.annotations?.[k] !== v);
    if (cur === size && !annChanged) return rs;
    const out = this.api.update(DEPLOYMENT_CLIENT, {
      ...rs,
      metadata: { ...rs.metadata, annotations: ann },
      spec: { ...rs.spec, replicas: size },
    });
    if (cur !== size)
      this.trace(
        d,
        "ScalingReplicaSet",
        `Scaled ${size > cur ? "up" : "down"} replica set ${rs.metadata.name} to ${size} from ${cur}`,
      );
    return out;
  }

  private trace(d: KubeObject, action: string, message: string): void {
    this.tracer?.emit({
      type: "builtin.step",
      t: this.scheduler.now(),
      controller: "deployment",
      action,
      namespace: d.metadata.namespace!,
      name: d.metadata.name!,
      message,
    });
  }
}
