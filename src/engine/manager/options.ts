import type { CacheLag } from "../cache/types";
import type { InformerCacheOptions } from "../cache/informer_cache";
import type { Options as ControllerOptions } from "../controller/options";
import { LEADER_ELECTION_DEFAULTS } from "../leaderelection/identity";

/** ManagerOptions are manager.Options (times in virtual ms). */
export interface ManagerOptions {
  /** replica names the process slot ("mgr-a"); traces use it. */
  replica: string;
  /** hostname is the pod name; the leader election identity is "<hostname>_<uuid>". */
  hostname: string;
  /** clientName is the user agent prefix of every request ("app-controller"). */
  clientName?: string;
  leaderElection?: boolean;
  leaderElectionID?: string;
  leaderElectionNamespace?: string;
  /** inCluster: a service-account namespace exists to default the lease namespace from. */
  inCluster?: boolean;
  leaseDuration?: number;
  renewDeadline?: number;
  retryPeriod?: number;
  leaderElectionReleaseOnCancel?: boolean;
  gracefulShutdownTimeout?: number;
  cacheLag?: CacheLag;
  /** controller holds manager-wide controller defaults (config.Controller). */
  controller?: ControllerOptions & { groupKindConcurrency?: Record<string, number> };
  /** cache passes cache.Options through (ByObject scoping, DefaultNamespaces, transforms, SyncPeriod). */
  cache?: Partial<Omit<InformerCacheOptions, "lw" | "scheduler" | "rng" | "tracer">>;
  /** requestTimeoutMs is how long a client request hangs on a dead network before failing. */
  requestTimeoutMs?: number;
}

/** DEFAULT_GRACEFUL_SHUTDOWN is GracefulShutdownTimeout's default, 30 s (fact 86). */
export const DEFAULT_GRACEFUL_SHUTDOWN = LEADER_ELECTION_DEFAULTS.gracefulShutdownTimeout;

/** validateLeaderElection applies NewResourceLock's checks (fact 87); returns the namespace. */
export function leaseNamespace(o: ManagerOptions): string {
  if (!o.leaderElectionID) throw new Error("LeaderElectionID must be configured");
  if (o.leaderElectionNamespace) return o.leaderElectionNamespace;
  if (o.inCluster === false) throw new Error("not running in-cluster, please specify LeaderElectionNamespace");
  return "default";
}
