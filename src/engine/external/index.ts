/**
 * external: systems outside the cluster that reconcilers call. ExternalDB is the simulated
 * database of LAB-CONTRACT §2 (`example.com/app/internal/externaldb`); it survives process
 * restarts. Contract: ensure is idempotent, delete of a missing name is fine, every call is an
 * `external.*` trace event, and a crash-after hook may end the process right after a call.
 */
export { ExternalDB, ExternalDBClient } from "./externaldb";
export type { CallHook } from "./externaldb";
