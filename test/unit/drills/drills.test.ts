// Property test of generated drills: for many seeds, every drill shown has each planted bug's
// finding at its lines when its files are run again through `lab run`'s path, the unmutated
// base is clean in that scenario, and the same seed gives the same drill.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runLab } from "../../../src/lab";
import { generateDrill, shows, MUTATIONS, seedOfId, seedFor, firstKind } from "../../../src/lab/drills";
import { loadDrillBases, loadScenario } from "../../../src/cli/content";
import { execute } from "../../../src/cli";

const bases = loadDrillBases();
const ctx = { bases, scenario: loadScenario, cleanCache: new Map<string, boolean>() };

describe("drill generation", () => {
  it("has at least twelve mutation kinds, each naming the scenarios that expose it", () => {
    expect(new Set(MUTATIONS.map((m) => m.kind)).size).toBeGreaterThanOrEqual(12);
    for (const m of MUTATIONS) expect(m.scenarios.length).toBeGreaterThan(0);
  });

  it("every drill shows its planted findings at the mutated lines, and its base is clean", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const d = generateDrill(seed, ctx);
        if (!d) return;
        expect(seedOfId(d.id)).toBe(seed);
        const again = runLab(d.files, loadScenario(d.scenario)).report.findings;
        for (const m of d.mutations) expect(shows(again, m), `${d.id}: ${m.kind}`).toBe(true);
        const base = bases.find((b) => b.id === d.base)!;
        expect(runLab(base.files, loadScenario(d.scenario)).report.findings).toEqual([]);
        expect(d.files).not.toEqual(base.files);
      }),
      { numRuns: 14, seed: 20261202 },
    );
  }, 120_000);

  it("is deterministic: a seed gives the same drill twice", () => {
    const a = generateDrill(41, { bases, scenario: loadScenario });
    const b = generateDrill(41, { bases, scenario: loadScenario });
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
  });

  it("rejects a mutant whose bug the engine cannot show", () => {
    // A mutation that changes nothing observable (a comment) must never become a drill.
    const silent = {
      ...MUTATIONS[0]!,
      kind: "comment-only",
      apply: (files: Map<string, string>, target: string) => {
        const out = new Map(files);
        out.set(target, files.get(target)! + "\n// nothing\n");
        return { files: out, file: target, lines: [1, 1] as [number, number] };
      },
    };
    expect(generateDrill(7, { bases, scenario: loadScenario, mutations: [silent] })).toBeNull();
  });

  it("prints the contract's JSON document, and lab run reproduces its findings", () => {
    const out = execute(["drills", "--count", "2", "--seed", "5", "--json"]);
    expect(out.code).toBe(0);
    const doc = JSON.parse(out.stdout) as {
      drills: Array<{
        id: string;
        seed: number;
        scenario: string;
        mutations: unknown[];
        files: Array<{ name: string; source: string }>;
        findings: unknown[];
      }>;
    };
    expect(doc.drills).toHaveLength(2);
    for (const d of doc.drills) {
      expect(Object.keys(d).sort()).toEqual(["files", "findings", "id", "mutations", "scenario", "seed"]);
      const r = runLab(d.files, loadScenario(d.scenario)).report;
      expect(
        r.findings.map((f) => ({ kind: f.kind, ...(f.file !== undefined ? { file: f.file, line: f.line } : {}) })),
      ).toEqual(d.findings);
    }
    expect(execute(["drills", "--count", "x"]).code).toBe(1);
  }, 60_000);
});

describe("drills asked by bug kind, with progress", () => {
  it("seedFor finds a seed whose verified drill leads with the asked kind, and progress counts engine runs", () => {
    for (const kind of ["swallow-error", "drop-status-guard"]) {
      const seed = seedFor([kind], 1000, ctx);
      expect(firstKind(seed, ctx)).toBe(kind);
      const seen: number[] = [];
      const d = generateDrill(seed, { ...ctx, onProgress: (p) => seen.push(p.runs) });
      expect(d?.mutations[0]?.kind).toBe(kind);
      expect(d?.report.findings).toEqual(d?.findings);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen).toEqual(seen.map((_, i) => i + 1));
    }
  }, 60_000);

  it("seedFor falls back to the start seed for a kind no mutation has", () => {
    expect(seedFor(["no-such-kind"], 77, ctx, 20)).toBe(77);
  });
});
