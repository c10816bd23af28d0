// Drills bench: how many drills are generated and verified per second (each drill is one or
// more engine runs of a mutant plus, once per base and scenario, the clean run of the base).
// Prints one JSON document.
import { generateDrill } from "../src/lab/drills";
import { loadDrillBases, loadScenario } from "../src/cli/content";

const bases = loadDrillBases();
const ctx = { bases, scenario: loadScenario, cleanCache: new Map<string, boolean>() };
generateDrill(0, ctx); // warm-up: compile paths, JIT
const seeds = 30;
let kept = 0;
const t0 = performance.now();
for (let s = 1; s <= seeds; s++) if (generateDrill(s, ctx)) kept++;
const ms = performance.now() - t0;
console.log(
  JSON.stringify({
    seeds,
    drillsKept: kept,
    totalMs: Math.round(ms),
    drillsPerSecond: Number(((kept * 1000) / ms).toFixed(2)),
  }),
);
