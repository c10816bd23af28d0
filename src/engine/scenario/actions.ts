import type { KubeObject } from "../api/object";
import type { APIServer } from "../apiserver/apiserver";
import { createMergePatch } from "../client/patch";
import type { Manager } from "../manager/manager";
import type { Scheduler } from "../sim/scheduler";
import type { Tracer } from "../sim/tracer";
import { expandTemplate, type KubeObjectLike } from "./objects";
import type { ReplicaSlot } from "./replica";
import type { StepAction } from "./schema";

/** ActionEnv is what scenario actions act on. */
export interface ActionEnv {
  api: APIServer;
  sched: Scheduler;
  tracer: Tracer;
  slots: ReplicaSlot[];
  managers: Array<Manager | undefined>;
  leaderIndex(): number;
  restart(index: number, graceful: boolean): void;
  kill(index: number): void;
  reschedule(index: number): void;
  armCrash(a: { call: string; kind?: string; replica?: number }): void;
  /** onRead registers a hook on every process's client reads; it is dropped when it returns true. */
  onRead(fn: (kind: string, key: { namespace?: string; name: string } | undefined) => boolean): void;
}

/** USER is the client id of the scenario's human (kubectl). */
const USER = { client: "kubectl/v1.35.0", fieldManager: "kubectl" };

/** attempt runs one request of a step; a refusal is traced (and reported) and the scenario goes on. */
function attempt(env: ActionEnv, action: string, fn: () => void): void {
  try {
    fn();
  } catch (e) {
    env.tracer.emit({ type: "scenario.stepFailed", action, message: e instanceof Error ? e.message : String(e) });
  }
}

function keyOf(spec: { namespace?: string; name: string }) {
  return spec.namespace ? { namespace: spec.namespace, name: spec.name } : { name: spec.name };
}

/** applyAction performs one scenario step at the current virtual time. */
export function applyAction(env: ActionEnv, a: StepAction): void {
  const { api } = env;
  switch (a.kind) {
    case "create":
      attempt(env, a.kind, () => api.create(USER, a.spec as unknown as KubeObject));
      return;
    case "createMany":
      createBatch(env, a.spec, 0);
      return;
    case "patch": {
      const s = a.spec;
      attempt(env, a.kind, () =>
        api.patch(
          { ...USER, client: s.by ?? USER.client },
          s.kind,
          keyOf(s),
          { type: "merge", body: s.merge ?? {} },
          s.subresource ? { subresource: "status" } : {},
        ),
      );
      return;
    }
    case "update": {
      const s = a.spec;
      attempt(env, a.kind, () => {
        const cur = api.get(USER, s.kind, keyOf(s));
        const next = mergeInto(cur, s.merge);
        api.update({ ...USER, client: s.by ?? USER.client }, next);
      });
      return;
    }
    case "delete": {
      const s = a.spec;
      attempt(env, a.kind, () =>
        api.delete(USER, s.kind, keyOf(s), s.propagationPolicy ? { propagationPolicy: s.propagationPolicy } : {}),
      );
      return;
    }
    case "removeFinalizer": {
      const s = a.spec;
      for (let tries = 0; tries < 3; tries++) {
        try {
          const cur = api.get(USER, s.kind, keyOf(s));
          cur.metadata.finalizers = (cur.metadata.finalizers ?? []).filter((f) => f !== s.finalizer);
          api.update(USER, cur);
          return;
        } catch {
          // conflict: read again
        }
      }
      return;
    }
    case "restartController": {
      const i = a.spec.replica ?? env.leaderIndex();
      env.tracer.emit({ type: "fault.restart", target: env.slots[i]?.name ?? "" });
      env.restart(i, true);
      return;
    }
    case "stopController": {
      const i = a.spec.replica ?? env.leaderIndex();
      env.tracer.emit({ type: "fault.restart", target: env.slots[i]?.name ?? "", detail: "stop" });
      env.managers[i]?.stop("stop");
      return;
    }
    case "killLeader": {
      const i = env.leaderIndex();
      env.tracer.emit({ type: "fault.kill", target: env.slots[i]?.name ?? "", detail: "node died" });
      env.kill(i);
      if (a.spec.restartAfter !== undefined)
        env.sched.after(a.spec.restartAfter, () => env.reschedule(i), `fault:reschedule:${env.slots[i]?.name}`);
      return;
    }
    case "partitionLeader": {
      const i = env.leaderIndex();
      const slot = env.slots[i] as ReplicaSlot;
      slot.partitionedUntil = env.sched.now() + a.spec.for;
      env.tracer.emit({ type: "fault.partition", target: slot.name, untilMs: slot.partitionedUntil });
      env.sched.at(
        slot.partitionedUntil,
        () => env.tracer.emit({ type: "fault.heal", target: slot.name }),
        `fault:heal:${slot.name}`,
      );
      return;
    }
    case "apiLatency": {
      const r = a.spec.replica ?? "all";
      const targets =
        r === "all"
          ? env.slots
          : r === "leader"
            ? [env.slots[env.leaderIndex()] as ReplicaSlot]
            : [env.slots[r] as ReplicaSlot];
      for (const slot of targets) {
        slot.latency = a.spec.latency;
        slot.latencyUntil = env.sched.now() + a.spec.for;
        env.tracer.emit({
          type: "fault.latency",
          target: slot.name,
          latencyMs: a.spec.latency,
          untilMs: slot.latencyUntil,
        });
      }
      return;
    }
    case "rbacDeny": {
      const s = a.spec;
      const entries = s.verbs.map((v) => `${v} ${s.kind}`);
      for (const slot of env.slots) for (const e of entries) slot.denied.add(e);
      env.tracer.emit({
        type: "fault.rbac",
        target: "all",
        kind: s.kind,
        verbs: s.verbs,
        ...(s.for !== undefined ? { untilMs: env.sched.now() + s.for } : {}),
      });
      if (s.for !== undefined) {
        env.sched.after(
          s.for,
          () => {
            for (const slot of env.slots) for (const e of entries) slot.denied.delete(e);
            env.tracer.emit({ type: "fault.heal", target: "all", detail: `rbac ${s.kind}` });
          },
          `fault:rbac:${s.kind}`,
        );
      }
      return;
    }
    case "crashAfter":
      env.armCrash({
        call: a.spec.call,
        ...(a.spec.kind ? { kind: a.spec.kind } : {}),
        ...(a.spec.replica !== undefined ? { replica: a.spec.replica } : {}),
      });
      return;
    case "conflictingUpdate": {
      const s = a.spec;
      const key = keyOf(s);
      const by = { client: s.by ?? "kubectl-edit/v1.35.0", fieldManager: s.by ?? "kubectl-edit" };
      const write = () => attempt(env, a.kind, () => api.patch(by, s.kind, key, { type: "merge", body: s.merge }));
      const after = s.after ?? "get";
      let armed = true;
      const fire = () => {
        if (!armed) return;
        armed = false;
        write();
      };
      if (after === "get" || after === "list") {
        env.onRead((kind, k) => {
          if (!armed || kind !== s.kind) return !armed;
          if (k && (k.name !== key.name || (k.namespace ?? "") !== (key.namespace ?? ""))) return false;
          if (!k && after !== "list") return false;
          fire();
          return true;
        });
      } else {
        const off = api.onAfterRequest((r) => {
          if (
            !armed ||
            r.verb !== after ||
            r.kind !== s.kind ||
            r.name !== key.name ||
            !r.client.startsWith("app-controller")
          )
            return;
          off();
          fire();
        });
      }
      return;
    }
    default: {
      const never: never = a;
      throw new Error(`unknown action ${(never as { kind: string }).kind}`);
    }
  }
}

type CreateMany = Extract<StepAction, { kind: "createMany" }>["spec"];

/**
 * createBatch creates objects [from, from + batch) of a createMany step now and schedules the
 * next batch `every` later (one scheduler step per batch, as a bulk client's paced requests).
 */
function createBatch(env: ActionEnv, spec: CreateMany, from: number): void {
  const { api } = env;
  const to = Math.min(spec.count, from + (spec.batch ?? spec.count));
  for (let i = from; i < to; i++) {
    const obj = expandTemplate(spec.template as KubeObjectLike, i) as unknown as KubeObject;
    attempt(env, "createMany", () => {
      const created = api.create(USER, obj);
      if (obj.status !== undefined) api.update(USER, { ...created, status: obj.status }, { subresource: "status" });
      if (spec.withDeployment) {
        const dep = api.create(USER, convergedDeployment(created));
        api.update(USER, { ...dep, status: rolledOutStatus(dep) }, { subresource: "status" });
      }
    });
  }
  if (to < spec.count) env.sched.after(spec.every ?? 0, () => createBatch(env, spec, to), `createMany:${to}`);
}

function mergeInto(cur: KubeObject, merge: Record<string, unknown>): KubeObject {
  const patch = createMergePatch({}, merge) as Record<string, unknown>;
  const apply = (target: Record<string, unknown>, p: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(p)) {
      if (v === null) delete target[k];
      else if (v && typeof v === "object" && !Array.isArray(v) && target[k] && typeof target[k] === "object")
        apply(target[k] as Record<string, unknown>, v as Record<string, unknown>);
      else target[k] = v;
    }
  };
  apply(cur as unknown as Record<string, unknown>, patch);
  return cur;
}

/**
 * rolledOutStatus is what the Deployment controller reports once a rollout has finished
 * (facts 100–105): it has observed the current generation, and every replica is updated,
 * ready and available.
 */
function rolledOutStatus(dep: KubeObject): Record<string, unknown> {
  const n = (dep.spec?.replicas as number | undefined) ?? 1;
  return {
    observedGeneration: dep.metadata.generation ?? 1,
    replicas: n,
    updatedReplicas: n,
    readyReplicas: n,
    availableReplicas: n,
  };
}

/**
 * convergedDeployment is the Deployment a converged App owns: named after it, controlled by
 * it, and carrying the App's labels on its own metadata (a label-scoped cache sees it).
 */
function convergedDeployment(app: KubeObject): KubeObject {
  const labels = {
    "app.kubernetes.io/name": "app",
    "app.kubernetes.io/instance": app.metadata.name ?? "",
    "app.kubernetes.io/managed-by": "app-controller",
  };
  return {
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: {
      name: app.metadata.name,
      namespace: app.metadata.namespace,
      labels: { ...labels },
      ownerReferences: [
        {
          apiVersion: app.apiVersion,
          kind: app.kind,
          name: app.metadata.name ?? "",
          uid: app.metadata.uid ?? "",
          controller: true,
          blockOwnerDeletion: true,
        },
      ],
    },
    spec: {
      replicas: app.spec?.replicas ?? 1,
      selector: { matchLabels: labels },
      template: { metadata: { labels }, spec: { containers: [{ name: "app", image: app.spec?.image ?? "" }] } },
    },
  };
}
