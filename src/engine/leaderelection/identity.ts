import type { Rng } from "../sim/rng";

/** LEADER_ELECTION_DEFAULTS are controller-runtime's defaults in virtual ms (fact 86). */
export const LEADER_ELECTION_DEFAULTS = {
  leaseDuration: 15_000,
  renewDeadline: 10_000,
  retryPeriod: 2_000,
  gracefulShutdownTimeout: 30_000,
  releaseOnCancel: false,
} as const;

/** uuid draws a version-4 UUID from rng. */
export function uuid(rng: Rng): string {
  const hex = (n: number) => {
    let s = "";
    for (let i = 0; i < n; i++) s += "0123456789abcdef"[rng.int(16)];
    return s;
  };
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[rng.int(4)]}${hex(3)}-${hex(12)}`;
}

/** newIdentity is controller-runtime's leader election identity: "<hostname>_<uuid>" (fact 87). */
export function newIdentity(hostname: string, rng: Rng): string {
  return `${hostname}_${uuid(rng)}`;
}
