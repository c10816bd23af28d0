import { describe, expect, it } from "vitest";
import { World, type ReconcilerFactory } from "../scenario/world";
import { nativeFactory, type NativeVariant } from "../scenario/native/factory";
import { builtinScenarioNames, loadScenario } from "../scenario/testing";
import type { Scenario } from "../scenario/parse";
import { controllerManagedBy } from "../builder";
import { ErrorWithResult, Panic, StepBudgetExceeded, type Context, type Result } from "../reconcile";
import type { FindingKind } from "./findings";

/** small keeps test runs short: fewer objects, and an earlier end where the world is long quiet. */
function small(s: Scenario): Scenario {
  const steps = s.steps.map((st) =>
    st.kind === "createMany" ? { ...st, spec: { ...st.spec, count: Math.min(st.spec.count, 40) } } : st,
  );
  if (s.name === "flow-19")
    return {
      ...s,
      steps: steps.map((st) => (st.kind === "restartController" ? { ...st, at: 20_000 } : st)),
      end: 60_000,
    };
  return { ...s, steps };
}

function run(scenario: string, factory: ReconcilerFactory, end?: number) {
  const s = small(loadScenario(scenario));
  const w = new World({ scenario: end ? { ...s, end } : s, factory });
  w.run();
  return w;
}

const kinds = (w: World) => w.findings().map((f) => f.kind);

describe("findings", () => {
  for (const name of builtinScenarioNames()) {
    it(`stay silent for the correct native reconciler in scenario ${name}`, () => {
      const variant: NativeVariant = /delete|crash/.test(name) ? "correct-with-db" : "correct";
      const w = run(name, nativeFactory(variant));
      expect(w.findings()).toEqual([]);
      expect(w.trace().some((e) => e.type === "reconcile.end")).toBe(true);
    });
  }

  const cases: Array<[NativeVariant, string, FindingKind[], number?]> = [
    [
      "eager-creator",
      "create",
      ["MissingOwnerReference", "DeprecatedRequeue", "PerpetualRequeue", "NoOpWrite", "DuplicateChildren"],
    ],
    ["eager-creator", "restart", ["DuplicateChildren"]],
    ["eager-creator", "delete", ["OrphanedObject"]],
    ["hot-loop", "create", ["HotLoop", "PerpetualRequeue", "DeprecatedRequeue"], 45_000],
    ["stuck-finalizer", "delete", ["StuckTerminating"]],
    ["stuck-finalizer", "crash-after-provision", ["LeakedExternalResource"]],
    ["stuck-finalizer", "conflict", ["SwallowedError"]],
  ];
  for (const [variant, scenario, expected, end] of cases) {
    it(`fire ${expected.join(", ")} for the ${variant} reconciler in scenario ${scenario}`, () => {
      const got = kinds(run(scenario, nativeFactory(variant), end));
      for (const k of expected) expect(got).toContain(k);
    });
  }

  const inline =
    (fn: (ctx: Context, n: number) => Result): ReconcilerFactory =>
    (mgr) => {
      let n = 0;
      controllerManagedBy(mgr)
        .for({ apiVersion: "apps.example.com/v1alpha1", kind: "App" })
        .complete({ reconcile: (ctx) => fn(ctx, ++n) });
    };

  it("fire Panic, with the recovered error in the logs", () => {
    const w = run(
      "create",
      inline((_c, n) => {
        if (n === 1) throw new Panic("assignment to entry in nil map");
        return {};
      }),
    );
    expect(kinds(w)).toEqual(["Panic"]);
    expect(
      w
        .report()
        .logs.some(
          (l) =>
            l.msg === "Reconciler error" && l.values?.error === "panic: assignment to entry in nil map [recovered]",
        ),
    ).toBe(true);
  });

  it("fire ResultWithError when a reconcile returns both", () => {
    const w = run(
      "create",
      inline((_c, n) => {
        if (n === 1) throw new ErrorWithResult({ requeueAfter: 5000 }, new Error("boom"));
        return {};
      }),
    );
    expect(kinds(w)).toEqual(["ResultWithError"]);
  });

  it("fire StatefulReconciler and StepBudgetExceeded from what the interpreter reports", () => {
    const w = run(
      "create",
      inline((ctx, n) => {
        ctx.noteStateWrite("r.lastSeen", { file: "app.go", line: 31 });
        if (n === 1) throw new StepBudgetExceeded(1_000_000);
        return {};
      }),
    );
    const f = w.findings();
    expect(f.map((x) => x.kind).sort()).toEqual(["StatefulReconciler", "StepBudgetExceeded"]);
    expect(f.find((x) => x.kind === "StatefulReconciler")).toMatchObject({ file: "app.go", line: 31 });
  });
});
