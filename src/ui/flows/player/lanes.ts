/**
 * lanes: how a trace event is drawn. Each flow's participants (content/flows/flow-N.yaml) are
 * the lanes; `messageOf` maps one event to an arrow between two lanes (or a mark on one lane)
 * with a short label and a kind that picks its colour. Pure, so the unit test pins it.
 */
import type { TraceEvent } from "../../../engine";

export type MessageKind =
  "request" | "watch" | "cache" | "handler" | "queue" | "reconcile" | "lease" | "fault" | "other";

export interface Message {
  from: string;
  to: string;
  label: string;
  kind: MessageKind;
  /** failed marks an error answer, a dropped event or a failed reconcile. */
  failed?: boolean;
}

type Role = "api" | "informer" | "queue" | "worker" | "manager" | "kube" | "outside";

/** LaneResolver picks the lane that plays a role for a given manager replica. */
export class LaneResolver {
  private readonly ids: Set<string>;
  /** the replica whose controller ran last: queue events carry no replica of their own. */
  private current = "mgr-a";

  constructor(readonly lanes: readonly string[]) {
    this.ids = new Set(lanes);
  }

  lane(role: Role, replica = this.current): string {
    if (this.ids.has(role)) return role;
    if (role === "outside" || role === "kube") {
      for (const id of ["kube", "kubelet"]) if (this.ids.has(id)) return id;
      return this.ids.has("api") ? "api" : (this.lanes[0] ?? "api");
    }
    if (this.ids.has(replica)) return replica;
    for (const id of ["worker", "manager", "informer"]) if (this.ids.has(id)) return id;
    return this.lanes[0] ?? "api";
  }

  /** note remembers which replica an event belongs to, for events that do not say. */
  note(replica: string | undefined): void {
    if (replica) this.current = replica;
  }
}

const str = (e: TraceEvent, k: string): string | undefined => {
  const v = (e as unknown as Record<string, unknown>)[k];
  return typeof v === "string" ? v : undefined;
};

/** replicaOf finds the manager replica an event belongs to (field, informer or client name). */
export function replicaOf(e: TraceEvent): string | undefined {
  const m = str(e, "manager");
  if (m) return m;
  const inf = str(e, "informer");
  if (inf) return inf.slice(0, inf.indexOf("/"));
  const client = str(e, "client");
  const hit = client && /^app-controller\/([^/]+)/.exec(client);
  if (hit) return hit[1];
  const target = str(e, "target");
  return target?.startsWith("mgr-") ? target : undefined;
}

const obj = (kind: string, name?: string) => (name ? `${kind} ${name}` : kind);

/** messageOf draws one event. The resolver must see events in trace order. */
export function messageOf(e: TraceEvent, r: LaneResolver): Message {
  const rep = replicaOf(e);
  r.note(rep);
  const L = (role: Role) => r.lane(role, rep);
  switch (e.type) {
    case "api.request": {
      const client = e.client;
      const fromRole: Role = client.startsWith("app-controller/")
        ? client.endsWith("/cache")
          ? "informer"
          : client.endsWith("/leader-election")
            ? "manager"
            : "worker"
        : client.startsWith("kube-controller-manager") || client.startsWith("kubelet")
          ? "kube"
          : "outside";
      const sub = e.subresource ? `/${e.subresource}` : "";
      const code = e.code >= 400 ? ` → ${e.code}` : e.noop ? " (no-op)" : "";
      return {
        from: L(fromRole),
        to: L("api"),
        label: `${e.verb.toUpperCase()} ${obj(e.kind, e.name)}${sub}${code}`,
        kind: "request",
        ...(e.code >= 400 ? { failed: true } : {}),
      };
    }
    case "watch.event":
      return {
        from: L("api"),
        to: e.kind === "Lease" ? L("api") : L("informer"),
        label: `${e.eventType} ${obj(e.kind, e.name)} rv ${e.resourceVersion}`,
        kind: "watch",
      };
    case "cache.list":
      return { from: L("informer"), to: L("informer"), label: `listed ${e.items} ${e.kind}`, kind: "cache" };
    case "cache.watchStart":
      return {
        from: L("informer"),
        to: L("informer"),
        label: `watch ${e.kind} from rv ${e.resourceVersion}`,
        kind: "cache",
      };
    case "cache.update":
      return {
        from: L("informer"),
        to: L("informer"),
        label: `cache ${e.op} ${e.kind} ${e.key} rv ${e.rv}`,
        kind: "cache",
      };
    case "cache.synced":
      return { from: L("informer"), to: L("informer"), label: `${e.kind} cache synced (${e.items})`, kind: "cache" };
    case "handler.event":
      return {
        from: L("informer"),
        to: e.passed ? L("queue") : L("informer"),
        label: e.passed ? `${e.event} → enqueue ${e.key}` : `${e.event} dropped by ${e.filteredBy ?? "a predicate"}`,
        kind: "handler",
        ...(e.passed ? {} : { failed: true }),
      };
    case "queue.add":
      return { from: L("queue"), to: L("queue"), label: `add ${e.key}`, kind: "queue" };
    case "queue.dedup":
      return { from: L("queue"), to: L("queue"), label: `${e.key} already queued: merged`, kind: "queue" };
    case "queue.addAfter":
      return { from: L("queue"), to: L("queue"), label: `${e.key} waits ${e.delayMs} ms`, kind: "queue" };
    case "queue.addRateLimited":
      return {
        from: L("worker"),
        to: L("queue"),
        label: `requeue ${e.key} after ${e.delayMs} ms (${e.requeues})`,
        kind: "queue",
        failed: true,
      };
    case "queue.ready":
      return { from: L("queue"), to: L("queue"), label: `${e.key} ready`, kind: "queue" };
    case "queue.get":
      return { from: L("queue"), to: L("worker"), label: `get ${e.key}`, kind: "queue" };
    case "queue.done":
      return {
        from: L("worker"),
        to: L("queue"),
        label: `done ${e.key}${e.requeued ? " (again)" : ""}`,
        kind: "queue",
      };
    case "queue.forget":
      return { from: L("worker"), to: L("queue"), label: `forget ${e.key}`, kind: "queue" };
    case "queue.shutdown":
      return { from: L("queue"), to: L("queue"), label: "queue shut down", kind: "queue" };
    case "reconcile.start":
      return { from: L("worker"), to: L("worker"), label: `Reconcile(${e.key}) starts`, kind: "reconcile" };
    case "reconcile.end": {
      const writes = (e as { writes?: number }).writes;
      return {
        from: L("worker"),
        to: L("worker"),
        label: `Reconcile ends: ${e.outcome}${writes !== undefined ? `, ${writes} write${writes === 1 ? "" : "s"}` : ""}`,
        kind: "reconcile",
        ...(e.outcome === "success" ? {} : { failed: true }),
      };
    }
    case "reconcile.log":
      return { from: L("worker"), to: L("worker"), label: `log: ${e.msg}`, kind: "reconcile" };
    case "lease.acquire":
    case "lease.renew":
    case "lease.renewFailed":
    case "lease.release":
    case "lease.observe": {
      const verb = e.type.slice("lease.".length);
      return {
        from: L("manager"),
        to: L("api"),
        label: `lease ${verb === "renewFailed" ? "renew failed" : verb}`,
        kind: "lease",
        ...(verb === "renewFailed" ? { failed: true } : {}),
      };
    }
    default:
      if (e.type.startsWith("fault."))
        return { from: L("manager"), to: L("manager"), label: e.type.replace(".", ": "), kind: "fault", failed: true };
      if (e.type === "builtin.step")
        return { from: L("kube"), to: L("kube"), label: `${e.controller}: ${e.message}`, kind: "other" };
      if (e.type.startsWith("manager.") || e.type.startsWith("controller."))
        return { from: L("manager"), to: L("manager"), label: e.type.replace(".", " "), kind: "other" };
      return { from: L("manager"), to: L("manager"), label: e.type, kind: "other" };
  }
}

/** messagesOf draws a window of events in order. */
export function messagesOf(events: readonly TraceEvent[], lanes: readonly string[]): Message[] {
  const r = new LaneResolver(lanes);
  return events.map((e) => messageOf(e, r));
}
