/** PerpetualRequeue: a key kept being requeued after the world went quiet. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectPerpetualRequeue(ix: RunIndex): Finding[] {
  const out: Finding[] = [];
  for (const [name, q] of ix.requeuesAfterQuiet) {
    if (q.n < ix.th.perpetualRequeues) continue;
    out.push(
      withSite(
        {
          kind: "PerpetualRequeue",
          object: name,
          message: `${name} was requeued ${q.n} more time(s) after the world went quiet; watches already bring every real change, so drop Requeue/RequeueAfter unless you poll something outside the cluster.`,
        },
        q.site,
      ),
    );
  }
  return out;
}
