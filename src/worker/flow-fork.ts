/**
 * Fork: from a paused position of a flow session, rebuild the world to exactly that position
 * (same config, so the same trace up to it), inject one event a learner chose, and run on.
 * The fork is a new FlowSession that keeps the lesson run's keyframes before the fork point,
 * so stepping back past it still works; the lesson's own session is left untouched.
 */
import { World } from "../engine";
import type { StepAction } from "../engine";
import { FlowSession, type FlowSessionOptions } from "./flow-session";

/** ForkInjection is what a learner can do at a paused moment. */
export type ForkInjection =
  | { kind: "editChild"; replicas?: number }
  | { kind: "deleteApp" }
  | { kind: "restartController" }
  | { kind: "killLeader" }
  | { kind: "partitionLeader"; forMs?: number };

export const FORK_INJECTIONS: ReadonlyArray<{ kind: ForkInjection["kind"]; label: string }> = [
  { kind: "editChild", label: "Edit the child Deployment (scale it to 5)" },
  { kind: "deleteApp", label: "Delete the App" },
  { kind: "restartController", label: "Restart the controller" },
  { kind: "killLeader", label: "Kill the leader's node" },
  { kind: "partitionLeader", label: "Partition the leader for 30 s" },
];

/** FORK_RUN_ON is how long a fork plays past the injection when the scenario would end sooner. */
export const FORK_RUN_ON = 60_000;

/** injectionAction turns an injection into the scenario action it is, aimed at the world's first App. */
export function injectionAction(w: World, inj: ForkInjection): Omit<StepAction, "at"> {
  const app = w.api.peekList("App")[0];
  const target = { kind: "App", namespace: app?.metadata.namespace ?? "default", name: app?.metadata.name ?? "my-app" };
  switch (inj.kind) {
    case "editChild":
      return {
        kind: "patch",
        spec: { ...target, kind: "Deployment", merge: { spec: { replicas: inj.replicas ?? 5 } } },
      };
    case "deleteApp":
      return { kind: "delete", spec: target };
    case "restartController":
      return { kind: "restartController", spec: {} };
    case "killLeader":
      return { kind: "killLeader", spec: {} };
    case "partitionLeader":
      return { kind: "partitionLeader", spec: { for: inj.forMs ?? 30_000 } };
  }
}

/**
 * forkAt rebuilds `from`'s world step by step to position pos (the first scheduler step that
 * reaches it, as keyframes are taken), applies the injection, and plays on for at least
 * FORK_RUN_ON ms. Returns the fork's session and the position where the injection landed.
 */
export function forkAt(
  from: FlowSession,
  pos: number,
  inj: ForkInjection,
  opts: Omit<FlowSessionOptions, "world" | "prefix"> = {},
): { session: FlowSession; forkPos: number } {
  const cfg = from.world.config;
  const w = new World({ ...cfg, scenario: { ...cfg.scenario, end: cfg.scenario.end + FORK_RUN_ON } });
  while (w.tracer.length < pos && w.step());
  const forkPos = w.tracer.length;
  w.act(injectionAction(w, inj));
  const prefix = from.keyframes().filter((k) => k.seq <= forkPos);
  const session = new FlowSession(cfg.scenario, cfg.factory, { ...opts, world: w, prefix });
  return { session, forkPos };
}
