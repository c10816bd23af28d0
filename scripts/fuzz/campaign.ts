// Campaign generates seeded fuzz cases from the exercises and built-in scenarios, runs each through
// the lab CLI in a worker child with a time limit, and judges the output (oracle.ts).
import { fork, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Rand } from "./rand";
import { GO_MUTATIONS } from "./mutate-go";
import { SCENARIO_MUTATIONS } from "./mutate-scenario";
import { judge, type FailureKind, type Outcome } from "./oracle";

const ROOT = join(import.meta.dirname, "..", "..");

/** Case is one fuzzed invocation. */
export interface Case {
  id: number;
  exercise: string;
  mutation: string;
  argv: string[];
  /** line counts of the Go files passed, by base name */
  lines: Map<string, number>;
}

/** Failure is a case that broke the contract. */
export interface Failure {
  id: number;
  exercise: string;
  mutation: string;
  kind: FailureKind;
  detail: string;
}

/** Summary is the campaign's result. */
export interface Summary {
  seed: number;
  cases: number;
  failures: Failure[];
  failuresByKind: Partial<Record<FailureKind, number>>;
  exitCodes: Record<string, number>;
  wallSeconds: number;
  /** jobs is how many worker children ran cases at once; casesPerSecond the campaign's rate. */
  jobs: number;
  casesPerSecond: number;
}

interface Exercise {
  id: string;
  dir: string;
  original: string;
  support: string[];
  scenario: string;
}

function exercises(): Exercise[] {
  const base = join(ROOT, "content", "exercises");
  return readdirSync(base).map((id) => {
    const y = readFileSync(join(base, id, "exercise.yaml"), "utf8");
    const support =
      /support: \[([^\]]*)\]/
        .exec(y)?.[1]
        ?.split(",")
        .map((s) => s.trim()) ?? [];
    const scenario = /scenario: (\S+)/.exec(y)?.[1] ?? "create";
    return { id, dir: join(base, id), original: "original.go", support, scenario };
  });
}

/** makeCase builds case number id of the campaign seeded by seed (files written under dir). */
export function makeCase(seed: number, id: number, dir: string): Case {
  const r = new Rand(seed * 1_000_003 + id);
  const exs = exercises();
  const ex = r.pick(exs);
  const caseDir = join(dir, String(id));
  mkdirSync(caseDir, { recursive: true });
  const lines = new Map<string, number>();
  const goPaths: string[] = [];
  for (const f of [...ex.support, ex.original]) {
    const src = readFileSync(join(ex.dir, f), "utf8");
    lines.set(f, src.split("\n").length);
    goPaths.push(join(caseDir, f));
    writeFileSync(join(caseDir, f), src);
  }
  const scenarioYaml = readFileSync(join(ROOT, "content", "scenarios", `${ex.scenario}.yaml`), "utf8");
  let scenarioArg = ex.scenario;
  let mutation: string;
  if (r.next() < 0.75) {
    const m = r.pick(GO_MUTATIONS);
    mutation = `go:${m.name}`;
    // mutate the learner's file mostly, a support file sometimes
    const target = r.next() < 0.85 || ex.support.length === 0 ? ex.original : r.pick(ex.support);
    const text = m.apply(readFileSync(join(ex.dir, target), "utf8"), r);
    writeFileSync(join(caseDir, target), text, "latin1");
    lines.set(target, text.split("\n").length);
  } else {
    const m = r.pick(SCENARIO_MUTATIONS);
    mutation = `scenario:${m.name}`;
    const out = m.apply(scenarioYaml, r);
    if ("text" in out) {
      scenarioArg = join(caseDir, "scenario.yaml");
      writeFileSync(scenarioArg, out.text, "latin1");
    } else if (out.path === "directory") {
      scenarioArg = join(caseDir, "dir.yaml");
      mkdirSync(scenarioArg);
    } else scenarioArg = join(caseDir, "missing.yaml");
  }
  return { id, exercise: ex.id, mutation, argv: ["run", ...goPaths, "--scenario", scenarioArg, "--json"], lines };
}

/** Runner runs cases in a worker child, replacing it after a hang. */
class Runner {
  private child?: ChildProcess;
  private ready?: Promise<void>;

  private start(): void {
    const child = fork(join(import.meta.dirname, "worker.ts"), [], {
      execArgv: ["--import", "tsx", "--stack-size=4000"],
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    this.child = child;
    this.ready = new Promise((res) => child.once("message", () => res()));
  }

  async run(argv: string[], limitMs: number): Promise<Outcome> {
    if (!this.child) this.start();
    await this.ready;
    const child = this.child as ChildProcess;
    return new Promise<Outcome>((resolve) => {
      const done = (o: Outcome) => {
        clearTimeout(timer);
        child.off("message", onMsg);
        child.off("exit", onExit);
        resolve(o);
      };
      const onMsg = (m: Outcome) => done(m);
      const onExit = (code: number | null, signal: string | null) => {
        this.child = undefined;
        done({ stdout: "", stderr: `ESCAPED: worker died (${code ?? signal})`, code: 1 });
      };
      const timer = setTimeout(() => {
        child.off("exit", onExit);
        child.kill("SIGKILL");
        this.child = undefined;
        done({ stdout: "", stderr: "", code: -1, hung: true });
      }, limitMs);
      child.on("message", onMsg);
      child.once("exit", onExit);
      child.send({ argv });
    });
  }

  stop(): void {
    this.child?.kill();
    this.child = undefined;
  }
}

/** runCampaign runs count cases from seed in `jobs` worker children at once (default 1); onCase sees each result as it comes (for progress). The summary does not depend on jobs. */
export async function runCampaign(opts: {
  count: number;
  seed: number;
  limitMs?: number;
  jobs?: number;
  onCase?: (c: Case, failure: Failure | undefined, done: number) => void;
}): Promise<Summary> {
  const t0 = Date.now();
  const dir = mkdtempSync(join(tmpdir(), "lab-fuzz-"));
  // One worker by default: measured on the 2-core machine, 300 cases took 14 s with one worker
  // and 30 s with two (each worker loads and warms the interpreter itself); --jobs is for idle cores.
  const jobs = Math.max(1, Math.min(opts.jobs ?? 1, opts.count || 1));
  const runners = Array.from({ length: jobs }, () => new Runner());
  const failures: Failure[] = [];
  const exitCodes: Record<string, number> = {};
  let next = 0;
  let done = 0;
  const work = async (runner: Runner) => {
    while (next < opts.count) {
      const id = next++;
      const c = makeCase(opts.seed, id, dir);
      const o = await runner.run(c.argv, opts.limitMs ?? 120_000);
      const code = o.hung ? "hang" : String(o.code);
      exitCodes[code] = (exitCodes[code] ?? 0) + 1;
      const bad = judge(o, c.lines);
      const failure = bad ? { id, exercise: c.exercise, mutation: c.mutation, ...bad } : undefined;
      if (failure) failures.push(failure);
      rmSync(join(dir, String(id)), { recursive: true, force: true });
      opts.onCase?.(c, failure, ++done);
    }
  };
  try {
    await Promise.all(runners.map(work));
  } finally {
    for (const r of runners) r.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  failures.sort((a, b) => a.id - b.id);
  const failuresByKind: Partial<Record<FailureKind, number>> = {};
  for (const f of failures) failuresByKind[f.kind] = (failuresByKind[f.kind] ?? 0) + 1;
  return {
    seed: opts.seed,
    cases: opts.count,
    failures,
    failuresByKind,
    exitCodes: Object.fromEntries(Object.entries(exitCodes).sort(([a], [b]) => (a < b ? -1 : 1))),
    wallSeconds: Math.round((Date.now() - t0) / 100) / 10,
    jobs,
    casesPerSecond: Math.round((opts.count / Math.max(0.001, (Date.now() - t0) / 1000)) * 100) / 100,
  };
}
