/** StuckTerminating: an object has been terminating too long at the end, held by finalizers. */
import { parseTime } from "../../api/time";
import { objKey } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectStuckTerminating(ix: RunIndex): Finding[] {
  const { objects, endMs } = ix.input;
  const out: Finding[] = [];
  for (const o of objects) {
    const dt = o.metadata.deletionTimestamp;
    if (!dt) continue;
    const since = parseTime(dt);
    if (Number.isNaN(since) || endMs - since < ix.th.stuckTerminatingMs) continue;
    const fs = o.metadata.finalizers ?? [];
    out.push({
      kind: "StuckTerminating",
      object: `${o.kind} ${objKey(o)}`,
      message: `${o.kind} ${objKey(o)} has been terminating for ${Math.round((endMs - since) / 1000)}s, held by finalizer(s) ${fs.join(", ") || "(none)"}: the deletion branch must remove its finalizer and Update once cleanup succeeded.`,
    });
  }
  return out;
}
