import type { Faults } from "../client/transport";

/** ReplicaSlot is one manager pod slot: its faults outlive the processes that run in it. */
export class ReplicaSlot implements Faults {
  /** partitionedUntil: the slot cannot reach the API server before this time. */
  partitionedUntil = -1;
  /** latency and latencyUntil: extra request latency while now < latencyUntil. */
  latency = 0;
  latencyUntil = -1;
  /** incarnation counts the processes started in this slot. */
  incarnation = 0;
  /** nodeDead: the slot's node died; nothing runs here until it is rescheduled. */
  nodeDead = false;
  /** denied: "verb kind" pairs RBAC forbids this slot's service account. */
  readonly denied = new Set<string>();

  constructor(
    readonly index: number,
    readonly name: string,
    public hostname: string,
    private readonly now: () => number,
  ) {}

  partitioned(): boolean {
    return this.now() < this.partitionedUntil;
  }

  latencyMs(): number {
    return this.now() < this.latencyUntil ? this.latency : 0;
  }

  forbidden(verb: string, kind: string): boolean {
    return this.denied.size > 0 && (this.denied.has(`${verb} ${kind}`) || this.denied.has(`* ${kind}`));
  }
}

const POD_CHARS = "bcdfghjklmnpqrstvwxz2456789";

/** randomChars draws n characters of the alphabet Kubernetes uses for generated names. */
export function randomChars(n: number, next: () => number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += POD_CHARS[Math.floor(next() * POD_CHARS.length)];
  return out;
}

/** podName draws a Deployment-style pod name: "<prefix>-<template hash>-<5 chars>". */
export function podName(prefix: string, hash: string, next: () => number): string {
  return `${prefix}-${hash}-${randomChars(5, next)}`;
}
