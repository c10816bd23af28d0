import type { ForkInjection } from "../../../worker";

/** FORK_CHOICES are the injections with their button labels, in menu order. */
export const FORK_CHOICES: ReadonlyArray<{ inj: ForkInjection; label: string }> = [
  { inj: { kind: "editChild", replicas: 5 }, label: "Edit the child (scale to 5)" },
  { inj: { kind: "deleteApp" }, label: "Delete the App" },
  { inj: { kind: "restartController" }, label: "Restart the controller" },
  { inj: { kind: "killLeader" }, label: "Kill the leader's node" },
  { inj: { kind: "partitionLeader", forMs: 30_000 }, label: "Partition the leader (30 s)" },
];

/**
 * forkInjectionsFor lists the injections that make sense for a flow: killing or partitioning
 * the leader needs a second replica to take over (Flow 20).
 */
export function forkInjectionsFor(flowId: string): Array<ForkInjection["kind"]> {
  const all: Array<ForkInjection["kind"]> = ["editChild", "deleteApp", "restartController"];
  return flowId === "flow-20" ? [...all, "killLeader", "partitionLeader"] : all;
}
