// Generate makes one drill from a seed: a base and one (sometimes two) mutations chosen by a
// seeded generator, the mutant run through the engine in a scenario that should expose the bug,
// kept only when the engine reports each intended finding at its mutated lines and the base
// is clean in that scenario. Candidates that fail are skipped in a fixed order, so a seed
// always yields the same drill (or none).
import type { Scenario, Finding, Report } from "../../engine";
import { runLab } from "../run";
import type { Base } from "./bases";
import { MUTATIONS, type Applied, type Files, type Mutation, type Symptom } from "./mutations";
import { mulberry32, shuffled } from "./rng";

/** DrillMutation is one planted bug and where it is. */
export interface DrillMutation {
  kind: string;
  title: string;
  finding: Mutation["finding"];
  symptom: Symptom;
  explanation: string;
  /** where the edit is */
  file: string;
  line: number;
  /** where the engine's finding must point (inclusive) */
  expect: { file: string; from: number; to: number };
}

/** Drill is a verified drill. */
export interface Drill {
  id: string;
  seed: number;
  base: string;
  target: string;
  scenario: string;
  mutations: DrillMutation[];
  files: Array<{ name: string; source: string }>;
  /** findings: everything the engine reported for the mutant in `scenario` */
  findings: Finding[];
  /** report: the engine's whole report of that run (objects, log, metrics): the drill's evidence */
  report: Report;
}

/** GenerateContext holds the bases, the scenario loader and a cache of the bases' clean runs. */
export interface GenerateContext {
  bases: Base[];
  scenario: (name: string) => Scenario;
  /** cleanCache: "<base> <scenario>" → whether the unmutated base has no finding there */
  cleanCache?: Map<string, boolean>;
  /** mutations: the catalogue to draw from (default MUTATIONS) */
  mutations?: readonly Mutation[];
  /** onProgress is told before each engine run (the browser shows it while a drill is verified). */
  onProgress?: (p: DrillProgress) => void;
}

/** DrillProgress says which candidate is being run through the engine, and how many runs so far. */
export interface DrillProgress {
  runs: number;
  base: string;
  kinds: string[];
  scenario: string;
}

/** fnv1a is a short stable hash of the drill's sources, part of its id. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0").slice(0, 6);
}

/** drillId is "<seed>-<hash>": the seed regenerates it, the hash says it is still the same drill. */
export function drillId(seed: number, files: Array<{ name: string; source: string }>): string {
  return `${seed}-${fnv1a(files.map((f) => `${f.name}\n${f.source}`).join("\n"))}`;
}

/** seedOfId reads the seed back from a drill id (undefined when it is not one). */
export function seedOfId(id: string): number | undefined {
  const m = /^(\d{1,10})-[0-9a-f]{6}$/.exec(id);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n <= 0xffffffff ? n : undefined;
}

/** firstChangedLine is the first line that differs between two texts and the line-count change. */
function change(before: string, after: string): { line: number; delta: number } {
  const a = before.split("\n");
  const b = after.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return { line: i + 1, delta: b.length - a.length };
}

function toDrillMutation(m: Mutation, a: Applied): DrillMutation {
  const at = a.at ?? { file: a.file, line: a.lines[0] };
  return {
    kind: m.kind,
    title: m.title,
    finding: m.finding,
    symptom: m.symptom,
    explanation: m.explanation,
    file: at.file,
    line: at.line,
    expect: { file: a.file, from: a.lines[0], to: a.lines[1] },
  };
}

/** shift moves a planted bug's lines after a later edit in the same file; null when they overlap. */
function shift(d: DrillMutation, before: Files, after: Files): DrillMutation | null {
  const out = { ...d, expect: { ...d.expect } };
  for (const file of new Set([d.file, d.expect.file])) {
    const c = change(before.get(file)!, after.get(file)!);
    if (c.delta === 0 && before.get(file) === after.get(file)) continue;
    if (file === d.expect.file) {
      if (c.line >= d.expect.from && c.line <= d.expect.to) return null;
      if (c.line < d.expect.from) {
        out.expect.from += c.delta;
        out.expect.to += c.delta;
      }
    }
    if (file === d.file && c.line < d.line) out.line += c.delta;
  }
  return out;
}

/** shows says whether the findings include m's finding at its expected lines (a finding
 * without a line never counts: every drill's bug is shown where it is). */
export function shows(findings: Finding[], m: DrillMutation): boolean {
  return findings.some(
    (f) =>
      f.kind === m.finding &&
      f.file === m.expect.file &&
      f.line !== undefined &&
      f.line >= m.expect.from &&
      f.line <= m.expect.to,
  );
}

/** MAX_CREATES cuts a verification run whose controller creates without end (a GenerateName
 * runaway): by then the finding is shown, and the rest would only cost minutes. */
const MAX_CREATES = 300;

function cleanIn(ctx: GenerateContext, base: Base, scenario: string, progress: () => void): boolean {
  const cache = (ctx.cleanCache ??= new Map());
  const key = `${base.id} ${scenario}`;
  let clean = cache.get(key);
  if (clean === undefined) {
    progress();
    const r = runLab(base.files, ctx.scenario(scenario), { maxCreates: MAX_CREATES, record: "report" });
    clean = r.compiled && r.report.findings.length === 0;
    cache.set(key, clean);
  }
  return clean;
}

/** plant applies one mutation, or a pair sharing a scenario; null when it does not fit. */
function plant(base: Base, ms: Mutation[]): { files: Files; planted: DrillMutation[] } | null {
  let files: Files = new Map(base.files.map((f) => [f.name, f.source]));
  const planted: DrillMutation[] = [];
  for (const m of ms) {
    const a = m.apply(files, base.target);
    if (!a || a.lines[0] <= 0) return null;
    const moved: DrillMutation[] = [];
    for (const p of planted) {
      const s = shift(p, files, a.files);
      if (!s) return null;
      moved.push(s);
    }
    planted.splice(0, planted.length, ...moved, toDrillMutation(m, a));
    files = a.files;
  }
  return { files, planted };
}

/** plan is a seed's order of trial: whether to try a pair first, the bases and the catalogue, shuffled. */
function plan(seed: number, ctx: GenerateContext): { wantTwo: boolean; bases: Base[]; order: Mutation[] } {
  const rng = mulberry32(seed);
  const wantTwo = rng() < 0.25;
  const bases = shuffled(rng, ctx.bases);
  const order = shuffled(rng, ctx.mutations ?? MUTATIONS);
  return { wantTwo, bases, order };
}

/** firstKind is the bug kind a seed's drill leads with, unless the engine rejects that candidate: no engine run. */
export function firstKind(seed: number, ctx: GenerateContext): string | undefined {
  const { bases, order } = plan(seed, ctx);
  for (const base of bases) for (const m of order) if (plant(base, [m])) return m.kind;
  return undefined;
}

/**
 * seedFor finds, from seed `from` on, a seed whose drill leads with one of `kinds` (no engine
 * run, so it is quick): how the page asks for a due bug kind while ids stay plain seeds.
 * Falls back to `from` when none is found within `limit` seeds.
 */
export function seedFor(kinds: readonly string[], from: number, ctx: GenerateContext, limit = 500): number {
  const want = new Set(kinds);
  for (let s = from >>> 0, i = 0; i < limit; i++, s = (s + 1) >>> 0) {
    const k = firstKind(s, ctx);
    if (k !== undefined && want.has(k)) return s;
  }
  return from >>> 0;
}

/**
 * generateDrill makes the drill of a seed: one mutation, or two (one seed in four) when a pair
 * sharing a scenario fits. Returns null only when nothing in the catalogue can be verified.
 */
export function generateDrill(seed: number, ctx: GenerateContext): Drill | null {
  const { wantTwo, bases, order } = plan(seed, ctx);
  let runs = 0;
  for (const base of bases) {
    for (const first of order) {
      const pairs: Mutation[][] = wantTwo
        ? order
            .filter((m) => m !== first && m.scenarios.some((s) => first.scenarios.includes(s)))
            .map((m) => [first, m])
        : [];
      for (const ms of [...pairs, [first]]) {
        const p = plant(base, ms);
        if (!p) continue;
        const scenarios = ms[0]!.scenarios.filter((s) => ms.every((m) => m.scenarios.includes(s)));
        for (const scenario of scenarios) {
          const kinds = ms.map((m) => m.kind);
          const progress = () => ctx.onProgress?.({ runs: ++runs, base: base.id, kinds, scenario });
          if (!cleanIn(ctx, base, scenario, progress)) continue;
          const files = [...p.files].map(([name, source]) => ({ name, source }));
          progress();
          const r = runLab(files, ctx.scenario(scenario), { maxCreates: MAX_CREATES, record: "report" });
          if (!r.compiled) continue;
          const ok = p.planted.every((d) => shows(r.report.findings, d));
          if (!ok) continue;
          return {
            id: drillId(seed, files),
            seed,
            base: base.id,
            target: base.target,
            scenario,
            mutations: p.planted,
            files,
            findings: r.report.findings,
            report: r.report,
          };
        }
      }
    }
  }
  return null;
}
