/**
 * GarbageCollector is kube-controller-manager's garbage collector (facts 23, 24, 27): it keeps
 * a graph of owner → dependents built from every change the API server makes, and for each
 * dependent classifies its owner references as solid, dangling or waiting for dependents'
 * deletion; then it deletes dependents whose owners are gone, strips refs to missing owners
 * from dependents that still have a live owner, cascades foreground deletion, removes the
 * `foregroundDeletion` finalizer once no blocking dependent remains, and orphans dependents
 * (strip the ref, then remove the `orphan` finalizer).
 */
import { parseApiVersion, type KindDefinition, type KubeObject, type OwnerReference } from "../api";
import type { APIServer, RequestContext } from "../apiserver/apiserver";
import { FINALIZER_FOREGROUND, FINALIZER_ORPHAN, type PropagationPolicy } from "../apiserver/deletion";
import type { GcObjectRef, TraceSink } from "../apiserver/trace-events";
import type { ChangeEvent } from "../apiserver/storage";
import { WorkLoop, type SchedulerLike } from "./workloop";

/** GC_CLIENT is the garbage collector's request identity. */
export const GC_CLIENT: RequestContext = { client: "kube-controller-manager/generic-garbage-collector" };

interface Node {
  def: KindDefinition;
  /** namespace is undefined for a cluster-scoped object (the member is always there: one shape). */
  namespace: string | undefined;
  name: string;
  uid: string;
  owners: readonly OwnerReference[];
  /**
   * deletingDependents: the last version observed has a deletionTimestamp and the
   * foregroundDeletion finalizer. Every stored change reaches observe synchronously (watchAll),
   * so this is what a peek at the stored object would say, without the store lookup each
   * dependent's event would cost.
   */
  deletingDependents: boolean;
  /** dead: taken out of the graph (deleted, or replaced by a node for a new identity or owner list). */
  dead: boolean;
  /** set0 is the dependents set of its first owner (set when linked; sets stay in `dependents` for
   * good), so a kept node's sole-dependent check needs no lookup for the usual one owner. */
  set0: Set<string> | undefined;
  /** node0 caches the live node of its first owner (a dead one is looked up again). Other owners
   * (rare) are looked up each time: two fields per node, not two arrays. */
  node0: Node | undefined;
}

/** GraphFacts are what the collector decides from a node (graphCheck). */
interface GraphFacts {
  /** owners: the uids of the owner references the node is linked under (comma-separated). */
  owners: string;
  deletingDependents: boolean;
  needsDecision: boolean;
  soleDependent: boolean;
}

/** NO_OWNERS stands for an absent ownerReferences list: the same list at every change of an object
 * without owners, so its node is kept as for an object whose stored list is kept. */
const NO_OWNERS: readonly OwnerReference[] = Object.freeze([]);
const NO_FINALIZERS: readonly string[] = Object.freeze([]);

/** GarbageCollectorOptions configure the collector. */
export interface GarbageCollectorOptions {
  api: APIServer;
  scheduler: SchedulerLike;
  tracer?: TraceSink;
  /** delayMs is the time between a change and the collector acting on it (default 0). */
  delayMs?: number;
}

export class GarbageCollector {
  private readonly api: APIServer;
  private readonly tracer: TraceSink | undefined;
  private readonly scheduler: SchedulerLike;
  private readonly nodes = new Map<string, Node>();
  private readonly dependents = new Map<string, Set<string>>();
  private readonly attemptToDelete: WorkLoop;
  private readonly attemptToOrphan: WorkLoop;
  private watch: { stop(): void } | undefined;

  constructor(opts: GarbageCollectorOptions) {
    this.api = opts.api;
    this.tracer = opts.tracer;
    this.scheduler = opts.scheduler;
    this.attemptToDelete = new WorkLoop(
      opts.scheduler,
      "garbage-collector:delete",
      (uid) => this.attemptToDeleteItem(uid),
      opts.delayMs ?? 0,
    );
    this.attemptToOrphan = new WorkLoop(
      opts.scheduler,
      "garbage-collector:orphan",
      (uid) => this.orphanDependents(uid),
      opts.delayMs ?? 0,
    );
  }

  /** start builds the graph from what is stored and follows every change. */
  start(): void {
    for (const def of this.api.kinds())
      for (const o of this.api.peekList(def)) this.observe(def, { type: "ADDED", object: o, prev: undefined });
    this.watch = this.api.watchAll((def, e) => this.observe(def, e));
  }

  /** stop ends the watch and drops pending work. */
  stop(): void {
    this.watch?.stop();
    this.attemptToDelete.stop();
    this.attemptToOrphan.stop();
  }

  /** dependentsOf lists the uids whose ownerReferences name uid (for tests and views). */
  dependentsOf(uid: string): string[] {
    return [...(this.dependents.get(uid) ?? [])];
  }

  private observe(def: KindDefinition, e: ChangeEvent): void {
    const o = e.object;
    // An update of an object without owners, not being deleted, whose replaced version had no
    // owners and was not being deleted either (an App's finalizer or status write): the version
    // before was observed, so its node has no owners and does not delete dependents, and this
    // change would keep it as it is and queue nothing. No graph lookup (one per change, in a
    // map of every object) for it.
    const prev = e.prev;
    if (
      prev !== undefined &&
      o.metadata.ownerReferences === undefined &&
      prev.metadata.ownerReferences === undefined &&
      !o.metadata.deletionTimestamp &&
      !prev.metadata.deletionTimestamp &&
      o.metadata.uid === prev.metadata.uid
    )
      return;
    const uid = o.metadata.uid ?? "";
    const old = this.nodes.get(uid);
    if (e.type === "DELETED") {
      for (const r of old?.owners ?? []) this.dependents.get(r.uid)?.delete(uid);
      this.nodes.delete(uid);
      if (old !== undefined) old.dead = true;
      // Owners waiting for their dependents may now finish; dependents may now be dangling.
      for (const r of old?.owners ?? []) if (this.nodes.has(r.uid)) this.attemptToDelete.add(r.uid);
      for (const d of this.dependents.get(uid) ?? []) this.attemptToDelete.add(d);
      return;
    }
    const owners: readonly OwnerReference[] = o.metadata.ownerReferences ?? NO_OWNERS;
    const name = o.metadata.name ?? "";
    const namespace = o.metadata.namespace || undefined;
    // Most changes keep an object's identity and owners (the same stored list): its node stays.
    const same =
      old !== undefined && old.def === def && old.name === name && old.namespace === namespace && old.owners === owners;
    const fins = o.metadata.finalizers ?? NO_FINALIZERS;
    const deletingDependents = !!o.metadata.deletionTimestamp && fins.includes(FINALIZER_FOREGROUND);
    const node: Node = same
      ? old
      : {
          def,
          name,
          uid,
          owners,
          namespace,
          deletingDependents,
          dead: false,
          set0: undefined,
          node0: undefined,
        };
    node.deletingDependents = deletingDependents;
    if (!same && old !== undefined) old.dead = true;
    // Relinking takes uid out of its owners' dependents and puts it back last (the sets' order is
    // the order dependents are acted on); when uid is each owner's only dependent, that changes
    // nothing, and a kept node needs no relinking (most changes: one owner, one dependent).
    if (!same || !this.soleDependent(node)) {
      if (old !== undefined)
        for (let i = 0; i < old.owners.length; i++) this.dependents.get(old.owners[i]!.uid)?.delete(uid);
      this.nodes.set(uid, node);
      for (let i = 0; i < owners.length; i++) {
        const r = owners[i]!;
        let s = this.dependents.get(r.uid);
        if (!s) this.dependents.set(r.uid, (s = new Set()));
        s.add(uid);
        if (i === 0) node.set0 = s;
      }
    }
    if (o.metadata.deletionTimestamp) {
      if (fins.includes(FINALIZER_ORPHAN)) this.attemptToOrphan.add(uid);
      if (deletingDependents) this.attemptToDelete.add(uid);
    }
    if (this.needsDecision(node)) this.attemptToDelete.add(uid);
  }

  /** soleDependent reports whether the node is the one dependent of each of its owners (a linked
   * node's owner sets are its owners' entries in `dependents`). */
  private soleDependent(n: Node): boolean {
    const owners = n.owners;
    for (let i = 0; i < owners.length; i++) {
      const s = i === 0 ? n.set0 : this.dependents.get(owners[i]!.uid);
      if (!s || s.size !== 1 || !s.has(n.uid)) return false;
    }
    return true;
  }

  /** needsDecision: a dependent with an owner absent, waiting, or in another namespace (fact 23). */
  private needsDecision(n: Node): boolean {
    const owners = n.owners;
    for (let i = 0; i < owners.length; i++) {
      let owner: Node | undefined;
      if (i > 0) owner = this.nodes.get(owners[i]!.uid);
      else {
        owner = n.node0;
        if (owner === undefined || owner.dead) n.node0 = owner = this.nodes.get(owners[0]!.uid);
      }
      if (!owner || owner.deletingDependents) return true;
      if (owner.def.namespaced && owner.namespace !== n.namespace) return true;
    }
    return false;
  }

  /**
   * graphCheck is what the graph's caches say of uid's node (the owners it is linked under, an
   * owner's foreground deletion, the decision its owners call for, whether it is their sole
   * dependent) next to what lookups in the graph's maps and the store say: for tests, which
   * require them to agree.
   */
  graphCheck(uid: string): { cached: GraphFacts; lookedUp: GraphFacts } | undefined {
    const n = this.nodes.get(uid);
    if (!n) return undefined;
    const stored = this.api.peek(n.def, n);
    const byPeek = (m: Node) => {
      const o = this.api.peek(m.def, m);
      return !!o?.metadata.deletionTimestamp && (o.metadata.finalizers ?? []).includes(FINALIZER_FOREGROUND);
    };
    const needsDecision = n.owners.some((r) => {
      const owner = this.nodes.get(r.uid);
      return !owner || byPeek(owner) || (owner.def.namespaced && owner.namespace !== n.namespace);
    });
    const soleDependent = n.owners.every((r) => {
      const s = this.dependents.get(r.uid);
      return !!s && s.size === 1 && s.has(uid);
    });
    return {
      cached: {
        owners: n.owners.map((r) => r.uid).join(","),
        deletingDependents: n.deletingDependents,
        needsDecision: this.needsDecision(n),
        soleDependent: this.soleDependent(n),
      },
      lookedUp: {
        owners: (stored?.metadata.ownerReferences ?? []).map((r) => r.uid).join(","),
        deletingDependents: byPeek(n),
        needsDecision,
        soleDependent,
      },
    };
  }

  private latest(uid: string): { node: Node; obj: KubeObject } | undefined {
    const node = this.nodes.get(uid);
    if (!node) return undefined;
    const obj = this.api.peek(node.def, node);
    if (!obj || obj.metadata.uid !== uid) return undefined;
    return { node, obj };
  }

  private ref(node: Node): GcObjectRef {
    return {
      kind: node.def.kind,
      ...(node.namespace ? { namespace: node.namespace } : {}),
      name: node.name,
      uid: node.uid,
    };
  }

  /** resolveOwner finds the live owner a reference names, in the dependent's namespace (fact 23). */
  private resolveOwner(ref: OwnerReference, dependent: Node): "dangling" | "unknown" | KubeObject {
    const gv = parseApiVersion(ref.apiVersion);
    let def: KindDefinition;
    try {
      def = this.api.resolveKind({ group: gv.group, version: gv.version, kind: ref.kind });
    } catch {
      return "unknown";
    }
    if (def.namespaced && !dependent.def.namespaced) return "dangling";
    const owner = this.api.peek(def, { ...(def.namespaced ? { namespace: dependent.namespace } : {}), name: ref.name });
    if (!owner || owner.metadata.uid !== ref.uid) return "dangling";
    return owner;
  }

  private attemptToDeleteItem(uid: string): void {
    const cur = this.latest(uid);
    if (!cur) return;
    const { node, obj } = cur;
    const fins = obj.metadata.finalizers ?? [];
    if (obj.metadata.deletionTimestamp) {
      if (fins.includes(FINALIZER_FOREGROUND)) this.processDeletingDependents(node, obj);
      return;
    }
    const refs = obj.metadata.ownerReferences ?? [];
    if (refs.length === 0) return;
    const solid: OwnerReference[] = [];
    const dangling: OwnerReference[] = [];
    const waiting: OwnerReference[] = [];
    for (const r of refs) {
      const owner = this.resolveOwner(r, node);
      if (owner === "unknown") return; // the real collector retries until discovery knows the kind
      if (owner === "dangling") dangling.push(r);
      else if (owner.metadata.deletionTimestamp && (owner.metadata.finalizers ?? []).includes(FINALIZER_FOREGROUND))
        waiting.push(r);
      else solid.push(r);
    }
    this.emit({
      type: "gc.classify",
      t: this.scheduler.now(),
      object: this.ref(node),
      solid: solid.map((r) => r.uid),
      dangling: dangling.map((r) => r.uid),
      waiting: waiting.map((r) => r.uid),
    });
    if (solid.length > 0) {
      if (dangling.length === 0 && waiting.length === 0) return;
      const drop = new Set([...dangling, ...waiting].map((r) => r.uid));
      const keep = refs.filter((r) => !drop.has(r.uid));
      this.api.patch(GC_CLIENT, node.def, node, { type: "merge", body: { metadata: { ownerReferences: keep } } });
      this.emit({ type: "gc.stripOwnerRefs", t: this.scheduler.now(), object: this.ref(node), removedUids: [...drop] });
      return;
    }
    let policy: PropagationPolicy;
    let reason: string;
    if (waiting.length > 0 && (this.dependents.get(uid)?.size ?? 0) > 0) {
      policy = "Foreground";
      reason = "owner is waiting for dependents and this object has dependents of its own";
    } else {
      policy = fins.includes(FINALIZER_ORPHAN)
        ? "Orphan"
        : fins.includes(FINALIZER_FOREGROUND)
          ? "Foreground"
          : "Background";
      reason = waiting.length > 0 ? "owner is deleting its dependents in the foreground" : "all owners are gone";
    }
    this.emit({
      type: "gc.delete",
      t: this.scheduler.now(),
      object: this.ref(node),
      propagationPolicy: policy,
      reason,
    });
    this.api.delete(GC_CLIENT, node.def, node, { propagationPolicy: policy, preconditions: { uid } });
  }

  /** processDeletingDependents removes foregroundDeletion once no blocking dependent remains. */
  private processDeletingDependents(node: Node, obj: KubeObject): void {
    const blocking: string[] = [];
    for (const d of this.dependents.get(node.uid) ?? []) {
      const dep = this.latest(d);
      if (!dep) continue;
      if ((dep.obj.metadata.ownerReferences ?? []).some((r) => r.uid === node.uid && r.blockOwnerDeletion === true))
        blocking.push(d);
    }
    if (blocking.length === 0) {
      const finalizers = (obj.metadata.finalizers ?? []).filter((f) => f !== FINALIZER_FOREGROUND);
      this.emit({
        type: "gc.removeFinalizer",
        t: this.scheduler.now(),
        object: this.ref(node),
        finalizer: "foregroundDeletion",
      });
      this.api.patch(GC_CLIENT, node.def, node, {
        type: "merge",
        body: {
          metadata: {
            finalizers: finalizers.length ? finalizers : null,
            resourceVersion: obj.metadata.resourceVersion,
          },
        },
      });
      return;
    }
    for (const d of blocking) {
      const dep = this.latest(d);
      if (dep && !dep.obj.metadata.deletionTimestamp) this.attemptToDelete.add(d);
    }
  }

  /** orphanDependents strips the owner's ref from every dependent, then removes the orphan finalizer. */
  private orphanDependents(uid: string): void {
    const cur = this.latest(uid);
    if (!cur || !cur.obj.metadata.deletionTimestamp || !(cur.obj.metadata.finalizers ?? []).includes(FINALIZER_ORPHAN))
      return;
    const deps = [...(this.dependents.get(uid) ?? [])];
    for (const d of deps) {
      const dep = this.latest(d);
      if (!dep) continue;
      const keep = (dep.obj.metadata.ownerReferences ?? []).filter((r) => r.uid !== uid);
      this.api.patch(GC_CLIENT, dep.node.def, dep.node, {
        type: "merge",
        body: { metadata: { ownerReferences: keep.length ? keep : null } },
      });
    }
    this.emit({ type: "gc.orphan", t: this.scheduler.now(), owner: this.ref(cur.node), dependents: deps.length });
    const again = this.latest(uid)!;
    const finalizers = (again.obj.metadata.finalizers ?? []).filter((f) => f !== FINALIZER_ORPHAN);
    this.emit({ type: "gc.removeFinalizer", t: this.scheduler.now(), object: this.ref(cur.node), finalizer: "orphan" });
    this.api.patch(GC_CLIENT, cur.node.def, cur.node, {
      type: "merge",
      body: {
        metadata: {
          finalizers: finalizers.length ? finalizers : null,
          resourceVersion: again.obj.metadata.resourceVersion,
        },
      },
    });
  }

  private emit(e: Parameters<TraceSink["emit"]>[0]): void {
    this.tracer?.emit(e);
  }
}
