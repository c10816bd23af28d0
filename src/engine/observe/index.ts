/**
 * observe: what the lab shows about a run, computed from the trace only. Metrics carry the
 * real Prometheus names (facts 68–69, leader_election_master_status, slowpath_total); the
 * audit log is one entry per API request (who, verb, object, fieldManager, code); findings
 * are LAB-CONTRACT §3's, with thresholds that catch the lessons' bugs and stay silent on a
 * correct reconciler.
 */
export { Registry, M, RECONCILE_TIME_BUCKETS } from "./metrics";
export type { Labels, Sample } from "./metrics";
export { auditLog } from "./audit";
export type { AuditEntry } from "./audit";
export { computeFindings, DEFAULT_THRESHOLDS } from "./findings";
export type { Finding, FindingKind, FindingsInput, Thresholds } from "./findings";
