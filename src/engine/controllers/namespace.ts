/**
 * NamespaceController is kube-controller-manager's namespace controller (fact 28): when a
 * namespace is terminating it deletes everything in it, reports progress in the namespace's
 * status conditions, and once the namespace is empty removes the `kubernetes` finalizer
 * through /finalize and deletes the namespace for good.
 */
import { formatTime, grString, groupResource, type KubeObject } from "../api";
import type { APIServer, RequestContext } from "../apiserver/apiserver";
import type { TraceSink } from "../apiserver/trace-events";
import { setNamespaceCondition, type NamespaceCondition } from "./conditions";
import { WorkLoop, type SchedulerLike } from "./workloop";

/** NAMESPACE_CLIENT is the namespace controller's request identity. */
export const NAMESPACE_CLIENT: RequestContext = { client: "kube-controller-manager/namespace-controller" };

/** FINALIZER_KUBERNETES is the namespace spec finalizer the controller owns. */
export const FINALIZER_KUBERNETES = "kubernetes";

/** NamespaceControllerOptions configure the controller. */
export interface NamespaceControllerOptions {
  api: APIServer;
  scheduler: SchedulerLike;
  tracer?: TraceSink;
  /** recheckMs is how long to wait before looking again while content remains (default 5 s). */
  recheckMs?: number;
}

export class NamespaceController {
  private readonly api: APIServer;
  private readonly scheduler: SchedulerLike;
  private readonly tracer: TraceSink | undefined;
  private readonly loop: WorkLoop;
  private readonly recheckMs: number;
  private watch: { stop(): void } | undefined;

  constructor(opts: NamespaceControllerOptions) {
    this.api = opts.api;
    this.scheduler = opts.scheduler;
    this.tracer = opts.tracer;
    this.recheckMs = opts.recheckMs ?? 5000;
    this.loop = new WorkLoop(opts.scheduler, "namespace-controller", (name) => this.sync(name));
  }

  start(): void {
    for (const ns of this.api.peekList("Namespace"))
      if (ns.metadata.deletionTimestamp) this.loop.add(ns.metadata.name!);
    this.watch = this.api.watchAll((def, e) => {
      if (def.kind === "Namespace" && def.group === "") {
        if (e.type !== "DELETED" && e.object.metadata.deletionTimestamp) this.loop.add(e.object.metadata.name!);
        return;
      }
      const ns = e.object.metadata.namespace;
      if (e.type === "DELETED" && ns && this.api.peek("Namespace", { name: ns })?.metadata.deletionTimestamp)
        this.loop.add(ns);
    });
  }

  stop(): void {
    this.watch?.stop();
    this.loop.stop();
  }

  private sync(name: string): void {
    const ns = this.api.peek("Namespace", { name });
    if (!ns || !ns.metadata.deletionTimestamp) return;
    const specFinalizers: string[] = (ns.spec as { finalizers?: string[] } | undefined)?.finalizers ?? [];
    if (!specFinalizers.includes(FINALIZER_KUBERNETES)) {
      if (specFinalizers.length === 0) this.api.delete(NAMESPACE_CLIENT, "Namespace", { name });
      return;
    }
    // Delete all content, kind by kind.
    for (const def of this.api.kinds()) {
      if (!def.namespaced) continue;
      for (const o of this.api.peekList(def, name)) {
        if (!o.metadata.deletionTimestamp)
          this.api.delete(NAMESPACE_CLIENT, def, { namespace: name, name: o.metadata.name! });
      }
    }
    const remaining: string[] = [];
    const finalizerCounts = new Map<string, number>();
    for (const def of this.api.kinds()) {
      if (!def.namespaced) continue;
      const left = this.api.peekList(def, name);
      if (left.length) remaining.push(`${grString(groupResource(def))} has ${left.length} resource instances`);
      for (const o of left)
        for (const f of o.metadata.finalizers ?? []) finalizerCounts.set(f, (finalizerCounts.get(f) ?? 0) + 1);
    }
    const now = formatTime(this.scheduler.now());
    let conds: NamespaceCondition[] = (
      (ns.status as { conditions?: NamespaceCondition[] } | undefined)?.conditions ?? []
    ).slice();
    const set = (type: string, status: "True" | "False", reason: string, message: string) => {
      conds = setNamespaceCondition(conds, { type, status, lastTransitionTime: now, reason, message });
    };
    set("NamespaceDeletionDiscoveryFailure", "False", "ResourcesDiscovered", "All resources successfully discovered");
    set(
      "NamespaceDeletionGroupVersionParsingFailure",
      "False",
      "ParsedGroupVersions",
      "All legacy kube types successfully parsed",
    );
    set(
      "NamespaceDeletionContentFailure",
      "False",
      "ContentDeleted",
      "All content successfully deleted, may be waiting on finalization",
    );
    if (remaining.length)
      set(
        "NamespaceContentRemaining",
        "True",
        "SomeResourcesRemain",
        `Some resources are remaining: ${remaining.sort().join(", ")}`,
      );
    else set("NamespaceContentRemaining", "False", "ContentRemoved", "All content successfully removed");
    if (finalizerCounts.size) {
      const parts = [...finalizerCounts.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([f, n]) => `${f} in ${n} resource instances`);
      set(
        "NamespaceFinalizersRemaining",
        "True",
        "SomeFinalizersRemain",
        `Some content in the namespace has finalizers remaining: ${parts.join(", ")}`,
      );
    } else
      set(
        "NamespaceFinalizersRemaining",
        "False",
        "ContentHasNoFinalizers",
        "All content-preserving finalizers finished",
      );
    const updated = this.api.update(
      NAMESPACE_CLIENT,
      { ...ns, status: { ...(ns.status ?? {}), conditions: conds } } as KubeObject,
      { subresource: "status" },
    );
    if (remaining.length) {
      this.trace(name, "waitForContent", `content remaining: ${remaining.join(", ")}`);
      this.loop.add(name, this.recheckMs);
      return;
    }
    this.trace(name, "finalize", "all content removed; removing the kubernetes finalizer");
    const fin = this.api.update(
      NAMESPACE_CLIENT,
      { ...updated, spec: { finalizers: specFinalizers.filter((f) => f !== FINALIZER_KUBERNETES) } },
      { subresource: "finalize" },
    );
    if (((fin.spec as { finalizers?: string[] }).finalizers ?? []).length === 0)
      this.api.delete(NAMESPACE_CLIENT, "Namespace", { name });
  }

  private trace(name: string, action: string, message: string): void {
    this.tracer?.emit({
      type: "builtin.step",
      t: this.scheduler.now(),
      controller: "namespace",
      action,
      name,
      message,
    });
  }
}
