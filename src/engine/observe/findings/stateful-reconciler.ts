/** StatefulReconciler: a reconcile wrote a field of the reconciler struct. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectStatefulReconciler(ix: RunIndex): Finding[] {
  return ix.stateWrites.map((e) =>
    withSite(
      {
        kind: "StatefulReconciler",
        object: ix.ownerName(e),
        message: `Reconcile wrote the reconciler field ${e.field}; that state dies with the process and lies after a restart or failover. Keep state in the object's status or derive it again.`,
      },
      e.site,
    ),
  );
}
