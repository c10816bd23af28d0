/**
 * The drills worker's typed message protocol (drills.worker.ts). The page asks for a drill by
 * seed, or for the next one leading with one of the bug kinds due for review; the worker
 * answers with progress messages while it verifies candidates through the engine, then
 * exactly one `drill` (or `error`) with the same id. Only plain data crosses.
 */
import type { Drill, DrillProgress } from "../lab";

export type { Drill, DrillProgress };

/** DrillKindInfo is one mutation of the catalogue as the page shows it. */
export interface DrillKindInfo {
  kind: string;
  title: string;
  finding: string;
  symptom: string;
}

export type DrillsRequest =
  /** catalogue: the bug kinds and the symptom choices. */
  | { type: "catalogue"; id: number }
  /** generate: the drill of `seed` exactly, or (without seed) the first verified drill from `from` on leading with one of `kinds`. */
  | { type: "generate"; id: number; seed?: number; from?: number; kinds?: string[] };

export type DrillsResponse =
  | {
      type: "catalogue";
      id: number;
      kinds: DrillKindInfo[];
      symptoms: Array<{ id: string; text: string }>;
    }
  | { type: "progress"; id: number; progress: DrillProgress }
  /** drill: null when no candidate of the seed (or the seeds tried) could be verified. */
  /** wallMs: the whole generation; runMs: the drill's own verifying engine run (its evidence). */
  | { type: "drill"; id: number; drill: Drill | null; wallMs: number; runMs: number; seedsTried: number }
  | { type: "error"; id: number; message: string };
