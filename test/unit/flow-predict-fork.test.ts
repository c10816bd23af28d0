/**
 * Predict: each `predict` in content/flows is checked against the computed trace (the choice
 * whose event comes first at the step's position is the declared answer). Fork: a fork keeps
 * the lesson run's past, applies the injection, and the controller reacts to it.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/build/load";
import { Flow } from "../../src/content/schema/flow";
import { bindSteps } from "../../src/worker/flow-match";
import { buildFlowScenario, flowFactory } from "../../src/content";
import { nextChoice } from "../../src/worker/flow-predict";
import { FlowSession } from "../../src/worker/flow-session";
import { forkAt } from "../../src/worker/flow-fork";
import { World } from "../../src/engine/scenario/world";

type Ev = { type: string; seq: number } & Record<string, unknown>;
const content = loadContent(resolve("content"));
const scenarioText = (n: string) => readFileSync(resolve("content/scenarios", `${n}.yaml`), "utf8");

describe("predict the next step", () => {
  for (const flow of content.flows) {
    const asks = flow.steps.filter((s) => s.predict);
    if (asks.length === 0) continue;
    it(`Flow ${flow.number}: the declared answers are what the trace does next`, { timeout: 180_000 }, () => {
      const w = new World({
        scenario: buildFlowScenario(
          scenarioText(flow.scenario),
          { ...flow.run, ...(flow.id === "flow-19" ? { apps: 500 } : {}) },
          "x.yaml",
        ),
        factory: flowFactory(flow.run),
      });
      w.run();
      const trace = w.trace() as unknown as Ev[];
      const bound = bindSteps(flow.steps, trace);
      for (const s of asks) {
        const seq = bound.get(s.n);
        expect(seq, `step ${s.n} binds`).toBeDefined();
        const got = nextChoice(trace, seq as number, s.predict?.choices.map((c) => c.event) ?? []);
        expect(got.choice, `step ${s.n}: ${s.predict?.question}`).toBe(s.predict?.answer);
        expect(got.pos).toBe((seq as number) + 1);
      }
    });
  }

  it("the schema names a bad answer and a bad event type", () => {
    const raw = {
      id: "f",
      number: 1,
      title: "t",
      scenario: "s",
      setting: "x",
      failures: [],
      participants: [{ id: "a", name: "A" }],
      steps: [
        {
          n: 1,
          actor: "a",
          title: "t",
          text: "x",
          match: { type: "queue.add" },
          predict: {
            question: "q",
            answer: 3,
            explanation: "e",
            choices: [
              { text: "a", event: { type: "queue.add" } },
              { text: "b", event: { type: "nope" } },
            ],
          },
        },
      ],
      variants: [
        {
          id: "v",
          title: "v",
          description: "d",
          reconciler: { predicate: false },
          headline: [{ metric: "speed", expect: "more" }],
        },
      ],
    };
    const res = Flow.safeParse(raw);
    expect(res.success).toBe(false);
    const issues = (res.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues).toContainEqual(expect.stringMatching(/^steps\.0\.predict\.answer: answer 3 is not a choice/));
    expect(issues).toContainEqual(expect.stringMatching(/^steps\.0\.predict\.choices\.1\.event\.type: /));
    expect(issues).toContainEqual(expect.stringMatching(/^variants\.0\.reconciler: .*predicate/));
    expect(issues).toContainEqual(expect.stringMatching(/^variants\.0\.headline\.0\.metric: /));
  });

  it("a variant whose run does not parse is reported with its file and index", () => {
    const text = scenarioText("flow-18");
    expect(() => buildFlowScenario(text, { steps: [{ at: "1s", explode: {} }] }, "flow-18.yaml")).toThrow(
      /flow-18\.yaml: .*steps\[1\]/,
    );
  });
});

describe("fork", () => {
  const open = (name: string) =>
    new FlowSession(buildFlowScenario(scenarioText(name), {}, `${name}.yaml`), flowFactory({}));

  it("editing the child at a paused moment: the past is the lesson's, the controller undoes the edit", () => {
    const lesson = open("flow-18");
    const pos = Math.floor(lesson.length * 0.8);
    const before = JSON.stringify(lesson.world.trace());
    const { session, forkPos } = forkAt(lesson, pos, { kind: "editChild" });
    expect(forkPos).toBeGreaterThanOrEqual(pos);
    const a = lesson.world.trace().slice(0, forkPos);
    const b = session.world.trace().slice(0, forkPos);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(session.frame(pos).state)).toBe(JSON.stringify(lesson.frame(pos).state));
    const after = session.world.trace().slice(forkPos) as unknown as Ev[];
    const edit = after.find((e) => e.type === "api.request" && e.kind === "Deployment" && e.verb === "patch");
    expect(edit?.client).toMatch(/^kubectl/);
    const fix = after.find(
      (e) =>
        e.type === "api.request" &&
        e.kind === "Deployment" &&
        e.verb === "update" &&
        String(e.client).startsWith("app-controller"),
    );
    expect(fix, "the controller writes the Deployment back").toBeDefined();
    const dep = session.world.api.peekList("Deployment")[0];
    expect(dep?.spec?.replicas).toBe(2);
    // the lesson's run is untouched
    expect(JSON.stringify(lesson.world.trace())).toBe(before);
  });

  it("killing the leader in Flow 20 before the scripted kill: B takes the Lease", () => {
    const lesson = open("flow-20");
    const trace = lesson.world.trace() as unknown as Ev[];
    const early = trace.findIndex((e) => e.type === "lease.renew" && (e.t as number) > 5_000);
    const { session, forkPos } = forkAt(lesson, early, { kind: "killLeader" });
    const after = session.world.trace().slice(forkPos) as unknown as Ev[];
    const kill = after.find((e) => e.type === "fault.kill");
    const acquire = after.find((e) => e.type === "lease.acquire" && e.manager === "mgr-b");
    expect(kill).toBeDefined();
    expect(acquire).toBeDefined();
    expect((acquire?.t as number) - (kill?.t as number)).toBeGreaterThanOrEqual(15_000);
  });
});
