// Runs per run: several different learner programs, each in its own World and LabRun, stepped
// alternately in one realm (as the browser lab's worker may), give exactly the reports and line
// counts they give alone: no globals, scheme, call sites, budget, processes or patch bases leak
// between them, and a run that panics or hits its step budget leaves the next run clean.
import { describe, expect, it } from "vitest";
import { compileLab, startCompiled, type LabProgram, type LabSession, type RunOptions } from "../../../src/lab";
import { parseScenario, type Scenario } from "../../../src/engine/scenario/parse";
import { fixture, scenario, ROOT } from "./helpers";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const exercise = (name: string) => ({
  name,
  source: readFileSync(join(ROOT, "content", "exercises", "exercise-1-eager-creator", name), "utf8"),
});

const backupCreated = parseScenario(
  `description: one Backup is created
steps:
  - at: 0s
    create: {apiVersion: apps.example.com/v1alpha1, kind: Backup, metadata: {name: nightly, namespace: default}, spec: {schedule: "0 3 * * *"}}
end: 60s
`,
  "backup.yaml",
);

// A package-level counter, a MergeFrom status patch and a map range: globals, patch bases and the
// map order (seeded per instance) are per run.
const COUNTER = `package controller

import (
	"context"
	"fmt"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"

	appsv1alpha1 "example.com/app/api/v1alpha1"
)

var runs int

type AppReconciler struct {
	client.Client
}

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	runs++
	var app appsv1alpha1.App
	if err := r.Get(ctx, req.NamespacedName, &app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	base := app.DeepCopy()
	app.Status.Phase = fmt.Sprintf("run-%d", runs)
	if err := r.Status().Patch(ctx, &app, client.MergeFrom(base)); err != nil {
		return ctrl.Result{}, err
	}
	order := ""
	for k := range map[string]bool{"a": true, "b": true, "c": true, "d": true, "e": true} {
		order += k
	}
	log.FromContext(ctx).Info("run", "n", runs, "order", order)
	return ctrl.Result{}, nil
}
`;

interface Case {
  name: string;
  lab: LabProgram;
  scenario: Scenario;
  opts: RunOptions;
}

function makeCase(name: string, files: Array<{ name: string; source: string }>, sc: Scenario, opts: RunOptions = {}) {
  const lab = compileLab(files);
  if (!lab.program || lab.diagnostics.length) throw new Error(`${name}: ${lab.diagnostics[0]?.message}`);
  // 45 virtual seconds take in the first manager restart and keep the test quick.
  return { name, lab, scenario: { ...sc, seed: opts.seed ?? sc.seed, end: Math.min(sc.end, 45_000) }, opts };
}

const cases: Case[] = [
  makeCase("learner CRD", [fixture("backup_crd.go")], backupCreated),
  makeCase("exercise 1", [exercise("original.go"), exercise("helpers.go"), exercise("setup.go")], scenario("restart")),
  makeCase("global counter", [{ name: "counter.go", source: COUNTER }], scenario("restart")),
  // The same program under another seed: its map order must not take turns with the first one's.
  makeCase("global counter, seed 2", [{ name: "counter.go", source: COUNTER }], scenario("restart"), { seed: 2 }),
  makeCase("panic", [fixture("panic.go")], scenario("create")),
  makeCase("endless loop", [fixture("loop.go")], scenario("create"), { budget: 20_000 }),
];

/** outcome is what a run shows: its report and its line counts. */
function outcome(s: LabSession) {
  const { report } = s.finish();
  return { report: JSON.stringify(report), counts: s.run.lineCounts() };
}

describe("lab runs interleaved in one realm", () => {
  const alone = cases.map((c) => outcome(startCompiled(c.lab, c.scenario, c.opts)));

  it("each run alone is a meaningful baseline (sites, logs, faults)", () => {
    const [crd, ex1, counter, , panic, loop] = alone.map((a) => JSON.parse(a.report));
    expect(crd.logs.some((l: { msg: string; line?: number }) => l.msg === "backup scheduled" && l.line === 41)).toBe(
      true,
    );
    expect(ex1.findings.some((f: { kind: string; file?: string }) => f.kind === "DuplicateChildren" && f.file)).toBe(
      true,
    );
    expect(counter.logs.filter((l: { msg: string }) => l.msg === "run").length).toBeGreaterThan(1);
    expect(
      panic.findings.some((f: { kind: string; file?: string }) => f.kind === "Panic" && f.file === "panic.go"),
    ).toBe(true);
    expect(loop.findings.some((f: { kind: string }) => f.kind === "StepBudgetExceeded")).toBe(true);
    expect(alone.every((a) => a.counts.length > 0)).toBe(true);
  });

  it("stepped alternately, every run gives exactly its report and line counts", () => {
    const sessions = cases.map((c) => startCompiled(c.lab, c.scenario, c.opts));
    let moved = true;
    let steps = 0;
    while (moved) {
      moved = false;
      for (const s of sessions)
        if (s.step()) {
          moved = true;
          steps++;
        }
    }
    expect(steps).toBeGreaterThan(cases.length * 10);
    const mixed = sessions.map(outcome);
    mixed.forEach((m, i) => {
      expect(m.report, cases[i]!.name).toBe(alone[i]!.report);
      expect(m.counts, cases[i]!.name).toEqual(alone[i]!.counts);
    });
  });

  it("keeps each run's scheme to itself: the learner's CRD is known only in its own run", () => {
    const [crd, other] = [cases[0]!, cases[2]!];
    const backup = crd.lab.crds.find((c) => c.kind === "Backup")!.type;
    const a = startCompiled(crd.lab, crd.scenario, crd.opts);
    const b = startCompiled(other.lab, other.scenario, other.opts);
    expect(a.run.scheme.kindOf(backup)).toEqual({ apiVersion: "apps.example.com/v1alpha1", kind: "Backup" });
    expect(b.run.scheme.kindOf(backup)).toBeUndefined();
  });

  it("leaves the next run clean after a panic or a budget stop", () => {
    for (const bad of [cases[4]!, cases[5]!]) {
      outcome(startCompiled(bad.lab, bad.scenario, bad.opts));
      const next = cases[2]!;
      expect(outcome(startCompiled(next.lab, next.scenario, next.opts))).toEqual(alone[2]);
    }
  });
});
