import { describe, expect, it } from "vitest";
import { loadScenario } from "../engine/scenario/testing";
import { handleExtra, leadershipOf, type FlowWorkerState } from "./flow-extra";
import { FlowSession } from "./flow-session";
import { flowFactory } from "../content";

const FILES = import.meta.glob("../../content/scenarios/flow-*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const scenarios = new Map(Object.entries(FILES).map(([p, t]) => [p.replace(/^.*\/|\.yaml$/g, ""), t as string]));

const state = (): FlowWorkerState => ({
  session: new FlowSession(loadScenario("flow-18"), flowFactory({ reconciler: { generationChangedPredicate: true } })),
  scenarios,
  keyEvery: () => 1,
});

describe("flow worker: variant, next, fork, unfork", () => {
  it("variant answers computed metrics for base and variant", () => {
    const res = handleExtra(
      {
        type: "variant",
        id: 1,
        scenario: "flow-18",
        base: { reconciler: { generationChangedPredicate: true } },
        variant: { reconciler: { generationChangedPredicate: false } },
        metrics: ["reconciles"],
      },
      state(),
      () => 0,
    );
    expect(res.type).toBe("variant");
    if (res.type !== "variant") return;
    expect(res.result.variant[0]?.value).toBe((res.result.base[0]?.value as number) + 1);
  });

  it("next finds the first of the choices' events after a position", () => {
    const st = state();
    const trace = st.session?.world.trace() ?? [];
    const firstGet = trace.findIndex((e) => e.type === "queue.get");
    const res = handleExtra(
      { type: "next", id: 2, pos: 0, choices: [{ type: "reconcile.start" }, { type: "queue.get" }] },
      st,
      () => 0,
    );
    expect(res).toMatchObject({ type: "next", next: { choice: 1, pos: firstGet + 1 } });
  });

  it("fork replaces the open session and unfork restores the lesson's run", () => {
    const st = state();
    const lesson = st.session as FlowSession;
    const res = handleExtra({ type: "fork", id: 3, pos: 40, inject: { kind: "deleteApp" } }, st, () => 0);
    expect(res.type).toBe("open");
    if (res.type !== "open") return;
    expect(res.opened.forkPos).toBeGreaterThanOrEqual(40);
    expect(st.session).not.toBe(lesson);
    const after = st.session?.world.trace().slice(res.opened.forkPos ?? 0) ?? [];
    expect(after.some((e) => e.type === "api.request" && e.verb === "delete" && e.kind === "App")).toBe(true);
    // a second fork forks the lesson's run again, not the fork
    handleExtra({ type: "fork", id: 4, pos: 20, inject: { kind: "restartController" } }, st, () => 0);
    expect(st.lesson).toBe(lesson);
    const back = handleExtra({ type: "unfork", id: 5 }, st, () => 0);
    expect(st.session).toBe(lesson);
    expect(back.type === "open" && back.opened.length).toBe(lesson.length);
  });

  it("a fork and the way back keep the lesson's steps bound (the player's step list stays)", () => {
    const st: FlowWorkerState = { ...state(), steps: [{ n: 1, match: { type: "queue.get" } }] };
    const fork = handleExtra({ type: "fork", id: 6, pos: 40, inject: { kind: "deleteApp" } }, st, () => 0);
    const firstGet = (st.session?.world.trace() ?? []).findIndex((e) => e.type === "queue.get");
    expect(fork.type === "open" && fork.opened.steps).toEqual([{ n: 1, seq: firstGet, t: expect.any(Number) }]);
    const back = handleExtra({ type: "unfork", id: 7 }, st, () => 0);
    expect(back.type === "open" && back.opened.steps?.map((s) => s.n)).toEqual([1]);
  });
});

describe("leadership intervals (the fencing gap's picture)", () => {
  it("Flow 20 partition: A's leadership ends before B's begins", () => {
    const s = new FlowSession(loadScenario("partition"), flowFactory({}));
    const l = leadershipOf(s);
    const a = l["mgr-a"]?.[0];
    const b = l["mgr-b"]?.[0];
    expect(a && b).toBeTruthy();
    expect((a as [number, number])[1]).toBeLessThanOrEqual((b as [number, number])[0]);
  });
});
