/**
 * DeploymentController is the built-in Deployment controller, enough to take a Deployment to
 * Available (facts 100–105): it finds or creates the new ReplicaSet `<name>-<pod-template-hash>`
 * (controller ownerRef, hash label, revision annotations), scales new and old ReplicaSets
 * within maxSurge/maxUnavailable (RollingUpdate) or old-first (Recreate), prunes old
 * ReplicaSets beyond revisionHistoryLimit, and writes status through /status with the
 * Available and Progressing conditions and their time rules.
 */
import { controllerRefOf, formatTime, parseTime, type KubeObject } from "../api";
import type { APIServer, RequestContext } from "../apiserver/apiserver";
import { sameJSON } from "../apiserver/share";
import type { TraceSink } from "../apiserver/trace-events";
import {
  conditionOf,
  hasCondition,
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
  deploymentStatus,
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

/** Times read back from conditions, by text: a stuck-deployment check reads the same few times (a
 * condition's lastUpdateTime, shared by every Deployment that progressed in that second) at each sync. */
const times = new Map<string, number>();
const TIMES = 1024;

/** timeOf is parseTime, remembered. */
function timeOf(text: string): number {
  let t = times.get(text);
  if (t === undefined) {
    if (times.size >= TIMES) times.clear();
    times.set(text, (t = parseTime(text)));
  }
  return t;
}

/** withRevision is a copy of d (metadata too) with the revision annotation set. */
function withRevision(d: KubeObject, revision: string): KubeObject {
  return {
    ...d,
    metadata: { ...d.metadata, annotations: { ...(d.metadata.annotations ?? {}), [REVISION_ANNOTATION]: revision } },
  };
}

/** replicaAnnotations are the desired and max replicas a ReplicaSet is annotated with. */
function replicaAnnotations(replicas: number, max: number): Record<string, string> {
  return { [DESIRED_REPLICAS_ANNOTATION]: String(replicas), [MAX_REPLICAS_ANNOTATION]: String(max) };
}

/** newRSAnnotations are a new ReplicaSet's: replicaAnnotations then its revision (one literal,
 * not a spread of replicaAnnotations' object). */
function newRSAnnotations(replicas: number, max: number, revision: number): Record<string, string> {
  return {
    [DESIRED_REPLICAS_ANNOTATION]: String(replicas),
    [MAX_REPLICAS_ANNOTATION]: String(max),
    [REVISION_ANNOTATION]: String(revision),
  };
}

const byName = (a: KubeObject, b: KubeObject): number => (a.metadata.name! < b.metadata.name! ? -1 : 1);

/** NO_RS is the empty list of old ReplicaSets (most Deployments have only their new one). */
const NO_RS: readonly KubeObject[] = Object.freeze([]);

/** othersThan is every ReplicaSet of `all` but the one with newRS's uid (NO_RS for the usual lone new one). */
function othersThan(all: readonly KubeObject[], newRS: KubeObject | undefined): readonly KubeObject[] {
  const uid = newRS?.metadata.uid;
  if (all.length === 0 || (all.length === 1 && all[0]!.metadata.uid === uid)) return NO_RS;
  return all.filter((rs) => rs.metadata.uid !== uid);
}

const NO_CONDITIONS = Object.freeze([]) as readonly DeploymentCondition[] as DeploymentCondition[];

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
        // An update that keeps the owner list (the same stored list) keeps the controller: the
        // index, which saw the version before, stays as it is (no lookup).
        if (e.type !== "MODIFIED" || e.prev?.metadata.ownerReferences !== e.object.metadata.ownerReferences)
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
    // Most changes keep the controller: the name stays in its owner's set. (Where in the set does
    // not matter: ownedReplicaSets sorts a Deployment's ReplicaSets by name.)
    if (ref !== undefined && ref.uid === prev) return;
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

  /**
   * indexCheck is the ReplicaSet names the index holds per controller uid next to what a scan of
   * the stored ReplicaSets says (each list sorted): for tests, which require them to agree.
   */
  indexCheck(): { indexed: Record<string, string[]>; scanned: Record<string, string[]> } {
    const indexed: Record<string, string[]> = {};
    for (const [uid, names] of this.rsByOwner) if (names.size) indexed[uid] = [...names].sort();
    const scanned: Record<string, string[]> = {};
    for (const rs of this.api.peekList("ReplicaSet")) {
      const uid = rs.metadata.ownerReferences?.find((r) => r.controller)?.uid;
      if (uid !== undefined) (scanned[uid] ??= []).push(`${rs.metadata.namespace}/${rs.metadata.name}`);
    }
    for (const names of Object.values(scanned)) names.sort();
    return { indexed, scanned };
  }

  /** ownedReplicaSets returns the ReplicaSets whose controller is the Deployment. */
  private ownedReplicaSets(d: KubeObject): KubeObject[] {
    const out: KubeObject[] = [];
    const uid = d.metadata.uid;
    const names = uid === undefined ? undefined : this.rsByOwner.get(uid);
    if (!names) return out;
    for (const name of names) {
      const slash = name.indexOf("/");
      const rs = this.api.peek("ReplicaSet", { namespace: name.slice(0, slash), name: name.slice(slash + 1) });
      if (rs && controllerRefOf(rs)?.uid === uid) out.push(rs);
    }
    return out.length > 1 ? out.sort(byName) : out;
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
    // stored is frozen: d is replaced by a copy with new top-level fields where they change.
    let d: KubeObject = stored;
    // the last resourceVersion assigned when the sync starts: unchanged at the end, nothing stored changed
    const rv = this.api.currentResourceVersion();
    const all = this.ownedReplicaSets(d);
    let newRS = all.find((rs) => equalIgnoreHash(rs.spec?.template, d.spec?.template));
    // the stored version of the new ReplicaSet the sync started from (none when it creates one)
    const found = newRS;
    const now = formatTime(this.scheduler.now());
    // Conditions are never edited in place (each change makes a new list).
    let conds = (d.status?.conditions as DeploymentCondition[] | undefined) ?? NO_CONDITIONS;
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
      // The template's members besides its labels are the stored Deployment's own (frozen) values:
      // shared, not copied (the server copies what it edits, and stores the ReplicaSet sharing them).
      const from = d.spec.template;
      const template = {
        ...from,
        metadata: {
          ...(from.metadata ?? {}),
          labels: { ...(from.metadata?.labels ?? {}), [POD_TEMPLATE_HASH_LABEL]: hash },
        },
      };
      const rs: KubeObject = {
        apiVersion: "apps/v1",
        kind: "ReplicaSet",
        metadata: {
          name: `${d.metadata.name}-${hash}`,
          namespace: ns,
          labels: { ...(template.metadata.labels as Record<string, string>) },
          annotations: newRSAnnotations(replicas, maxTotal, revision),
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
      d = withRevision(d, String(revision));
    } else {
      if (hasDeadline && conditionOf(conds, "Progressing") === undefined) {
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
      // The same revision kept in place encodes the same: no copy.
      if (rev && d.metadata.annotations?.[REVISION_ANNOTATION] !== rev) d = withRevision(d, rev);
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
      // The stored version just written: d's spec (the status endpoint keeps it), its metadata
      // and status (a copy of d with those two members spread from a frozen object costs more).
      d = early;
    }
    this.reconcileOld(d, newRS, this.olds(all, newRS, ns));
    this.cleanup(d, this.olds(all, newRS, ns));

    // Status.
    const counts: DeploymentStatusCounts = {
      observedGeneration: d.metadata.generation ?? 0,
      replicas: 0,
      updatedReplicas: 0,
      readyReplicas: 0,
      availableReplicas: 0,
      unavailableReplicas: 0,
    };
    let specReplicas = 0;
    const count = (rs: KubeObject | undefined): void => {
      if (!rs) return;
      counts.replicas += statusNum(rs, "replicas");
      counts.readyReplicas += statusNum(rs, "readyReplicas");
      counts.availableReplicas += statusNum(rs, "availableReplicas");
      specReplicas += replicasOf(rs);
    };
    // When nothing was stored since the sync began (most syncs: a ReplicaSet's status moved), the
    // new ReplicaSet it read is the stored one.
    const nrs =
      found !== undefined && this.api.currentResourceVersion() === rv
        ? found
        : this.api.peek("ReplicaSet", { namespace: ns, name: newRS.metadata.name! });
    // The new ReplicaSet as stored now (another one by that name, recreated, is not it).
    if (nrs && nrs.metadata.uid === newRS.metadata.uid) counts.updatedReplicas = statusNum(nrs, "replicas");
    count(nrs);
    for (const rs of this.olds(all, newRS, ns))
      count(this.api.peek("ReplicaSet", { namespace: ns, name: rs.metadata.name! }));
    counts.unavailableReplicas = Math.max(0, specReplicas - counts.availableReplicas);
    // Most syncs find Available as it was: no condition is built to be dropped.
    const available = counts.availableReplicas >= replicas - maxUnavailable(d);
    if (available && !hasCondition(conds, "Available", "True", Reasons.MinimumReplicasAvailable)) {
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
    } else if (!available && !hasCondition(conds, "Available", "False", Reasons.MinimumReplicasUnavailable)) {
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
    if (!hasDeadline && conditionOf(conds, "Progressing") !== undefined)
      conds = removeDeploymentCondition(conds, "Progressing");
    const current = conditionOf(conds, "Progressing");
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
        this.scheduler.now() - timeOf(current.lastUpdateTime) > d.spec.progressDeadlineSeconds * 1000
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
          timeOf(current.lastUpdateTime) + d.spec.progressDeadlineSeconds * 1000 + 1000 - this.scheduler.now(),
        );
      }
    }
    const status = deploymentStatus(counts, conds, d.status?.collisionCount);
    if (!sameJSON(status, d.status ?? {})) {
      this.api.update(DEPLOYMENT_CLIENT, statusBody(d, status), STATUS_HANDOVER);
    }
  }

  /** olds are the stored versions of the Deployment's ReplicaSets other than the new one. */
  private olds(all: readonly KubeObject[], newRS: KubeObject | undefined, ns: string): readonly KubeObject[] {
    const others = othersThan(all, newRS);
    if (others.length === 0) return NO_RS;
    return others.map((rs) => this.api.peek("ReplicaSet", { namespace: ns, name: rs.metadata.name! })!).filter(Boolean);
  }

  /** newRSReplicas is NewRSNewReplicas for an existing new ReplicaSet (fact 100). */
  private newRSReplicas(d: KubeObject, newRS: KubeObject, all: KubeObject[]): number {
    const replicas = replicasOf(d);
    const cur = replicasOf(newRS);
    const others = othersThan(all, newRS);
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
  private reconcileOld(d: KubeObject, newRS: KubeObject, olds: readonly KubeObject[]): void {
    if (olds.length === 0) return;
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
  private cleanup(d: KubeObject, olds: readonly KubeObject[]): void {
    if (olds.length === 0) return;
    const limit = (d.spec?.revisionHistoryLimit as number | undefined) ?? 10;
    const idle = olds
      .filter((rs) => replicasOf(rs) === 0 && statusNum(rs, "replicas") === 0 && !rs.metadata.deletionTimestamp)
      .sort((a, b) => revisionOf(a) - revisionOf(b));
    for (const rs of idle.slice(0, Math.max(0, idle.length - limit)))
      this.api.delete(DEPLOYMENT_CLIENT, "ReplicaSet", { namespace: rs.metadata.namespace!, name: rs.metadata.name! });
  }

  private scale(d: KubeObject, rs: KubeObject, size: number, annotations: Record<string, string>): KubeObject {
    const cur = replicasOf(rs);
    let annChanged = false;
    for (const k in annotations) if (rs.metadata.annotations?.[k] !== annotations[k]) annChanged = true;
    if (cur === size && !annChanged) return rs;
    const out = this.api.update(DEPLOYMENT_CLIENT, {
      ...rs,
      metadata: { ...rs.metadata, annotations: { ...(rs.metadata.annotations ?? {}), ...annotations } },
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
