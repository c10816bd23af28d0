import { describe, expect, it, vi } from "vitest";
import { RUN_INDEX_TYPES } from "../observe/findings";
import type { TraceEvent } from "../sim/trace";
import { REPORT_TRACE_TYPES, RunDigest } from "./digest";
import { REPORT_TYPES } from "./report";

describe("RunDigest", () => {
  it("hands each event to the tally and the findings' index exactly as REPORT_TYPES and RUN_INDEX_TYPES say", () => {
    for (const type of [...REPORT_TRACE_TYPES, "queue.add", "no.such.type"]) {
      const d = new RunDigest(() => undefined, 0);
      const tally = vi.spyOn(d.tally, "take").mockImplementation(() => {});
      const index = vi.spyOn(d.indexer, "take").mockImplementation(() => {});
      d.take({ type, t: 0, seq: 0 } as unknown as TraceEvent);
      expect(tally.mock.calls.length, type).toBe(REPORT_TYPES.has(type) ? 1 : 0);
      expect(index.mock.calls.length, type).toBe(RUN_INDEX_TYPES.has(type) ? 1 : 0);
    }
  });
});
