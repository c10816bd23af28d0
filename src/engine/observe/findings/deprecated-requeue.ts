/** DeprecatedRequeue: a reconcile returned Result{Requeue: true}. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectDeprecatedRequeue(ix: RunIndex): Finding[] {
  return ix.ends
    .filter((e) => e.requeue)
    .map((e) =>
      withSite(
        {
          kind: "DeprecatedRequeue",
          object: ix.ownerName(e),
          message:
            "Reconcile returned Result{Requeue: true}; Requeue is deprecated since controller-runtime v0.21. Return an error to retry with backoff, or RequeueAfter for a timed re-check; when watches cover the change, return nothing.",
        },
        e.site,
      ),
    );
}
