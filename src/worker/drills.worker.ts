/**
 * The drills' Web Worker: generates drills and verifies them through the engine off the page's
 * thread (drillsProtocol.ts). Bases and scenarios come from the bundled content, read by the
 * same basesOf as the CLI, so a seed gives the same drill here as in `npm run lab -- drills`.
 */
import { BuiltinScenarios, type Scenario } from "../engine";
import {
  basesOf,
  generateDrill,
  seedFor,
  MUTATIONS,
  SYMPTOMS,
  type GenerateContext,
  type DrillProgress,
  type Drill,
} from "../lab";
import type { DrillsRequest, DrillsResponse } from "./drillsProtocol";

const builtins = new BuiltinScenarios(
  import.meta.glob("../../content/scenarios/*.yaml", { query: "?raw", import: "default", eager: true }) as Record<
    string,
    string
  >,
);
const contentTexts = import.meta.glob(["../../content/exercises/*/*.{go,yaml}", "../../content/drills/*/*.{go,yaml}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** scenario parses a built-in scenario once: a drill's verification asks for the same few again and again. */
const scenarios = new Map<string, Scenario>();
function scenario(name: string): Scenario {
  let s = scenarios.get(name);
  if (!s) scenarios.set(name, (s = builtins.load(name)));
  return s;
}

const tree = new Map(
  Object.entries(contentTexts).map(([path, text]) => [path.replace(/^\.\.\/\.\.\/content\//, ""), text]),
);
const ctx: GenerateContext = { bases: basesOf(tree), scenario, cleanCache: new Map() };

/** SEEDS_TRIED: how many seeds a `generate` without a seed tries before giving up. */
const SEEDS_TRIED = 8;

function answer(req: DrillsRequest, post: (r: DrillsResponse) => void): DrillsResponse {
  switch (req.type) {
    case "catalogue":
      return {
        type: "catalogue",
        id: req.id,
        kinds: MUTATIONS.map((m) => ({ kind: m.kind, title: m.title, finding: m.finding, symptom: m.symptom })),
        symptoms: Object.entries(SYMPTOMS).map(([id, text]) => ({ id, text })),
      };
    case "generate": {
      const started = performance.now();
      // The last progress message precedes the engine run that verified the drill: its time is the run's.
      let lastRun = started;
      const onProgress = (progress: DrillProgress) => {
        lastRun = performance.now();
        post({ type: "progress", id: req.id, progress });
      };
      const run = { ...ctx, onProgress };
      const done = (drill: Drill | null, seedsTried: number): DrillsResponse => {
        const now = performance.now();
        const times = { wallMs: Math.round(now - started), runMs: Math.round(now - lastRun) };
        return { type: "drill", id: req.id, drill, ...times, seedsTried };
      };
      if (req.seed !== undefined) {
        const drill = generateDrill(req.seed, run);
        return done(drill, 1);
      }
      let from = (req.from ?? 0) >>> 0;
      for (let tried = 1; tried <= SEEDS_TRIED; tried++) {
        const seed = req.kinds?.length ? seedFor(req.kinds, from, ctx) : from;
        const drill = generateDrill(seed, run);
        if (drill) return done(drill, tried);
        from = (seed + 1) >>> 0;
      }
      return done(null, SEEDS_TRIED);
    }
  }
}

self.onmessage = (msg: MessageEvent<DrillsRequest>) => {
  const post = (r: DrillsResponse) => self.postMessage(r);
  let res: DrillsResponse;
  try {
    res = answer(msg.data, post);
  } catch (e) {
    res = { type: "error", id: msg.data.id, message: e instanceof Error ? e.message : String(e) };
  }
  post(res);
};
