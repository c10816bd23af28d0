import type { KubeObject } from "../api/object";
import type { Transport } from "../client/transport";
import { isNotFoundError } from "../client/errors";

/** LeaderElectionRecord is what a lock stores (resourcelock.LeaderElectionRecord). */
export interface LeaderElectionRecord {
  holderIdentity: string;
  leaseDurationSeconds: number;
  acquireTime: string;
  renewTime: string;
  leaderTransitions: number;
}

/** rawRecord is the byte form compared to decide whether the record changed (fact 90). */
export function rawRecord(r: LeaderElectionRecord): string {
  return JSON.stringify([r.holderIdentity, r.leaseDurationSeconds, r.acquireTime, r.renewTime, r.leaderTransitions]);
}

function recordOf(lease: KubeObject): LeaderElectionRecord {
  const s = (lease.spec ?? {}) as Record<string, unknown>;
  return {
    holderIdentity: (s.holderIdentity as string | undefined) ?? "",
    leaseDurationSeconds: (s.leaseDurationSeconds as number | undefined) ?? 0,
    acquireTime: (s.acquireTime as string | undefined) ?? "",
    renewTime: (s.renewTime as string | undefined) ?? "",
    leaderTransitions: (s.leaseTransitions as number | undefined) ?? 0,
  };
}

function specOf(r: LeaderElectionRecord): Record<string, unknown> {
  return {
    holderIdentity: r.holderIdentity,
    leaseDurationSeconds: r.leaseDurationSeconds,
    acquireTime: r.acquireTime,
    renewTime: r.renewTime,
    leaseTransitions: r.leaderTransitions,
  };
}

/**
 * LeaseLock knows how to read and write a coordination.k8s.io/v1 Lease as a leader election
 * record (resourcelock.LeaseLock). Update is conditioned on the resourceVersion of the lease
 * last read or written, so a racing writer gets a Conflict (fact 90).
 */
export class LeaseLock {
  private lease: KubeObject | undefined;

  constructor(
    readonly namespace: string,
    readonly name: string,
    private readonly transport: Transport,
  ) {}

  /** describe is "<namespace>/<name>". */
  describe(): string {
    return `${this.namespace}/${this.name}`;
  }

  /** get reads the lease; throws NotFound or a transport error. */
  get(): { record: LeaderElectionRecord; raw: string } {
    const key = { namespace: this.namespace, name: this.name };
    this.lease = this.transport.request("get", "Lease", key, undefined, (ctx) =>
      this.transport.api.get(ctx, "Lease", key),
    );
    const record = recordOf(this.lease);
    return { record, raw: rawRecord(record) };
  }

  /** create creates the lease holding r. */
  create(r: LeaderElectionRecord): void {
    const obj: KubeObject = {
      apiVersion: "coordination.k8s.io/v1",
      kind: "Lease",
      metadata: { namespace: this.namespace, name: this.name },
      spec: specOf(r),
    };
    this.lease = this.transport.request(
      "create",
      "Lease",
      { namespace: this.namespace, name: this.name },
      undefined,
      (ctx) => this.transport.api.create(ctx, obj),
    );
  }

  /** update writes r over the lease last seen (RV-conditioned). */
  update(r: LeaderElectionRecord): void {
    if (!this.lease) throw new Error("lease not initialized, call get or create first");
    const next: KubeObject = { ...this.lease, spec: { ...(this.lease.spec as object), ...specOf(r) } };
    this.lease = this.transport.request(
      "update",
      "Lease",
      { namespace: this.namespace, name: this.name },
      undefined,
      (ctx) => this.transport.api.update(ctx, next),
    );
  }

  /** isNotFound reports whether err means the lease does not exist yet. */
  static isNotFound(err: unknown): boolean {
    return isNotFoundError(err);
  }
}
