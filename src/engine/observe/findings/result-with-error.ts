/** ResultWithError: a reconcile returned both a non-zero Result and an error (fact 63). */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectResultWithError(ix: RunIndex): Finding[] {
  return ix.warnings.map((e) =>
    withSite(
      {
        kind: "ResultWithError",
        object: ix.ownerName(e),
        message:
          "Reconcile returned both a non-zero Result (Requeue/RequeueAfter) and an error; the Result is ignored when the error is non-nil, and the error's rate-limited backoff applies.",
      },
      e.site,
    ),
  );
}
