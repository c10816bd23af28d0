/** SwallowedError: a reconcile saw failed API calls and still returned plain success. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectSwallowedError(ix: RunIndex): Finding[] {
  return ix.ends
    .filter((e) => e.outcome === "success" && !e.requeue && !e.requeueAfterMs && e.failedCalls > 0)
    .map((e) =>
      withSite(
        {
          kind: "SwallowedError",
          object: ix.ownerName(e),
          message: `A reconcile saw ${e.failedCalls} failed API call(s) and still returned success without a requeue, so the failure was dropped: return the error (a Conflict means "your copy is stale", and backoff reruns against a fresher read).`,
        },
        e.site,
      ),
    );
}
