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
}

const POD_CHARS = "bcdfghjklmnpqrstvwxz2456789";

/** podName draws a Deployment-style pod name: "<prefix>-<template hash>-<5 chars>". */
export function podName(prefix: string, hash: string, next: () => number): string {
  let suffix = "";
  for (let i = 0; i < 5; i++) suffix += POD_CHARS[Math.floor(next() * POD_CHARS.length)];
  return `${prefix}-${hash}-${suffix}`;
}
