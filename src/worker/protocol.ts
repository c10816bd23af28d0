/**
 * The typed message protocol between the UI and the engine worker. The UI sends a Request
 * with an id and gets exactly one Response with the same id. Only plain data crosses.
 */
import type { TraceEvent, Finding, Checkpoint } from "../engine";

/** ReconcilerChoice names the native TypeScript reconciler the run uses (the Go lab adds its own). */
export type ReconcilerChoice = "correct" | "correct-with-db" | "eager-creator" | "hot-loop" | "stuck-finalizer";

export interface RunRequest {
  type: "run";
  id: number;
  /** A built-in scenario name (content/scenarios/<name>.yaml). */
  scenario: string;
  reconciler: ReconcilerChoice;
  seed?: number;
  /** How many trace events to send back (from the start); counts always cover the whole run. */
  maxEvents?: number;
}

export interface ScenariosRequest {
  type: "scenarios";
  id: number;
}

export type Request = RunRequest | ScenariosRequest;

/** RunSummary is what one run computed, in numbers a learner can read. */
export interface RunSummary {
  scenario: string;
  description: string;
  virtualSeconds: number;
  wallMs: number;
  totalEvents: number;
  eventsByType: Record<string, number>;
  apiRequestsByVerb: Record<string, number>;
  reconciles: number;
  findings: Finding[];
  objects: number;
  events: TraceEvent[];
  checkpoint: Checkpoint;
}

export type Response =
  | { type: "run"; id: number; summary: RunSummary }
  | { type: "scenarios"; id: number; scenarios: { name: string; description: string }[] }
  | { type: "error"; id: number; message: string };
