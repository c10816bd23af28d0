/** Panic: a reconcile panicked and the manager recovered it (fact 66). */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectPanic(ix: RunIndex): Finding[] {
  return ix.panics.map((e) =>
    withSite(
      {
        kind: "Panic",
        object: ix.ownerName(e),
        message: `Reconcile panicked (${e.value}); the manager recovered it as "panic: ${e.value} [recovered]" and requeued with backoff.`,
      },
      e.site,
    ),
  );
}
