// Fuzz is `npm run fuzz -- --count N --seed S [--jobs J] [--json] [--progress FILE]`: a seeded campaign of bad
// inputs through the lab CLI (issue 15). Exit 0 when every case kept the contract, 3 when one broke
// it, 1 on a bad invocation.
import { appendFileSync, writeFileSync } from "node:fs";
import { runCampaign } from "./campaign";

function parse(argv: string[]): { count: number; seed: number; json: boolean; progress?: string; jobs?: number } {
  let count = 100,
    seed = 1,
    json = false,
    progress: string | undefined,
    jobs: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const v = argv[++i] ?? "";
      if (!/^\d+$/.test(v)) throw new Error(`${a} needs a non-negative integer (got ${v || "nothing"})`);
      return Number(v);
    };
    if (a === "--count") count = num();
    else if (a === "--seed") seed = num();
    else if (a === "--jobs") jobs = Math.max(1, num());
    else if (a === "--json") json = true;
    else if (a === "--progress") progress = argv[++i];
    else throw new Error(`unknown argument ${a}`);
  }
  return { count, seed, json, ...(progress ? { progress } : {}), ...(jobs ? { jobs } : {}) };
}

try {
  const opts = parse(process.argv.slice(2));
  if (opts.progress) writeFileSync(opts.progress, "");
  const s = await runCampaign({
    count: opts.count,
    seed: opts.seed,
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
    onCase: (c, f, done) => {
      if (opts.progress)
        appendFileSync(
          opts.progress,
          JSON.stringify({ done, id: c.id, mutation: c.mutation, failure: f ?? null }) + "\n",
        );
      if (!opts.json && f)
        process.stderr.write(`case ${f.id} (${f.exercise}, ${f.mutation}): ${f.kind}: ${f.detail}\n`);
    },
  });
  if (opts.json) process.stdout.write(JSON.stringify(s, null, 2) + "\n");
  else
    process.stdout.write(
      `${s.cases} cases, seed ${s.seed}, ${s.failures.length} failures ${JSON.stringify(s.failuresByKind)}, exit codes ${JSON.stringify(s.exitCodes)}, ${s.wallSeconds} s, ${s.jobs} jobs, ${s.casesPerSecond} cases/s\n`,
    );
  process.exitCode = s.failures.length ? 3 : 0;
} catch (e) {
  process.stderr.write(`fuzz: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
