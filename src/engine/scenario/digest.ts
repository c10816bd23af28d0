/**
 * RunDigest is what a World run with `record: "report"` keeps instead of its trace: the report's
 * tallies (logs, metrics) and the findings' index, fed each event of REPORT_TRACE_TYPES as it
 * becomes final (at each seal). The report it gives is the one a whole trace gives, byte for byte.
 */
import { RUN_INDEX_TYPES, RunIndexer } from "../observe/findings";
import type { TraceDigest } from "../sim/tracer";
import type { TraceEvent } from "../sim/trace";
import { REPORT_TYPES, ReportTally } from "./report";

/** REPORT_TRACE_TYPES: the event types a report reads, its findings included. */
export const REPORT_TRACE_TYPES: ReadonlySet<string> = new Set([...REPORT_TYPES, ...RUN_INDEX_TYPES]);

/** TO_TALLY and TO_INDEX: where an event of a type goes, as bits of ROUTES (one lookup per event, not one per set). */
const TO_TALLY = 1;
const TO_INDEX = 2;
const ROUTES: ReadonlyMap<string, number> = new Map(
  [...REPORT_TRACE_TYPES].map((t) => [
    t,
    (REPORT_TYPES.has(t) ? TO_TALLY : 0) | (RUN_INDEX_TYPES.has(t) ? TO_INDEX : 0),
  ]),
);

export class RunDigest implements TraceDigest {
  readonly types = REPORT_TRACE_TYPES;
  readonly tally = new ReportTally();
  readonly indexer: RunIndexer;

  /** forKind and quietAtLeast: as RunIndexer takes them (the world knows both as it runs). */
  constructor(forKind: (controller: string) => string | undefined, quietAtLeast: number) {
    this.indexer = new RunIndexer({ forKind, quietAtLeast });
  }

  take(e: TraceEvent): void {
    const to = ROUTES.get(e.type) ?? 0;
    if (to & TO_TALLY) this.tally.take(e);
    if (to & TO_INDEX) this.indexer.take(e);
  }
}
