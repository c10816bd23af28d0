/** PerpetualRequeue: a key kept being requeued after the world went quiet, to do nothing. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectPerpetualRequeue(ix: RunIndex): Finding[] {
  const out: Finding[] = [];
  for (const [name, q] of ix.requeuesAfterQuiet) {
    if (q.n < ix.th.perpetualRequeues || onSchedule(ix, name)) continue;
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

/** onSchedule: every wake-up of the key's requeue timer after quiet created or deleted a child (a
 * CronJob's next Job, a chaos controller's Pod stopped and started again). */
function onSchedule(ix: RunIndex, name: string): boolean {
  const w = ix.wakeups.get(name);
  return w !== undefined && w.n > 0 && w.idle === 0 && w.plainRequeues === 0;
}
