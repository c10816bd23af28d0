/**
 * leaderelection: Lease-based leader election as client-go does it, on virtual time.
 * Contract: defaults LeaseDuration 15s, RenewDeadline 10s, RetryPeriod 2s (fact 86); config
 * checks of fact 88; the fast/slow path of tryAcquireOrRenew (90); expiry measured from this
 * candidate's own observation time (91); acquire jitter [RetryPeriod, 2.2·RetryPeriod) and the
 * renew deadline (92); ReleaseOnCancel writes holder "" and duration 1 (93). Every step is a
 * `lease.*` trace event; leader_election_master_status and slowpath_total are kept.
 */
export { LeaderElector, validateConfig, JITTER_FACTOR } from "./elector";
export type { LeaderElectionConfig, ElectorState } from "./elector";
export { LeaseLock, rawRecord } from "./record";
export type { LeaderElectionRecord } from "./record";
export { newIdentity, LEADER_ELECTION_DEFAULTS } from "./identity";
