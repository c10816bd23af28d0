/** The format worker's messages: one init with the formatter's URL and glue, then sources to format. */
import type { FormatOutcome } from "./runner";

export type FormatRequest =
  { type: "init"; wasmUrl: string; wasmExec: string } | { type: "format"; id: number; source: string };

export type FormatResponse =
  { type: "ready" } | { type: "failed"; message: string } | { type: "formatted"; id: number; outcome: FormatOutcome };
