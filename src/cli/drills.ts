// Drills prints generated, verified drills (LAB-CONTRACT §1 `drills`): seeds S, S+1, … until
// N drills were kept (a seed whose mutants the engine cannot show yields none and is skipped).
import { generateDrill, type Base, type Drill } from "../lab";
import type { Scenario } from "../engine";

/** generateDrills makes count drills from consecutive seeds starting at seed. */
export function generateDrills(
  count: number,
  seed: number,
  bases: Base[],
  scenario: (name: string) => Scenario,
): Drill[] {
  const ctx = { bases, scenario, cleanCache: new Map<string, boolean>() };
  const out: Drill[] = [];
  for (let s = seed; out.length < count && s <= 0xffffffff && s < seed + count * 20; s++) {
    const d = generateDrill(s, ctx);
    if (d) out.push(d);
  }
  return out;
}

/** drillsJson is the `--json` document: exactly the contract's fields. */
export function drillsJson(drills: Drill[]) {
  return {
    drills: drills.map((d) => ({
      id: d.id,
      seed: d.seed,
      scenario: d.scenario,
      mutations: d.mutations.map((m) => ({ kind: m.kind, file: m.file, line: m.line })),
      files: d.files.map((f) => ({ name: f.name, source: f.source })),
      findings: d.findings.map((f) => ({
        kind: f.kind,
        ...(f.file !== undefined ? { file: f.file, line: f.line } : {}),
      })),
    })),
  };
}

/** renderDrills is the human listing: one block per drill. */
export function renderDrills(drills: Drill[]): string {
  return (
    drills
      .map((d) => {
        const head = `drill ${d.id} (seed ${d.seed}, base ${d.base}, scenario ${d.scenario})`;
        const muts = d.mutations.map((m) => `  planted ${m.kind} at ${m.file}:${m.line}: ${m.title}`);
        const finds = d.findings.map(
          (f) => `  engine  ${f.kind}${f.file ? ` at ${f.file}:${f.line}` : ""}: ${f.message}`,
        );
        return [head, ...muts, ...finds].join("\n");
      })
      .join("\n\n") + "\n"
  );
}
