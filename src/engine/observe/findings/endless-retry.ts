/** EndlessRetry: a key kept failing with the same error and was still being retried when the run ended. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectEndlessRetry(ix: RunIndex): Finding[] {
  const out: Finding[] = [];
  for (const [name, r] of ix.retries) {
    if (!r.last || r.n < ix.th.endlessRetries) continue;
    out.push(
      withSite(
        {
          kind: "EndlessRetry",
          object: name,
          message: `${name} failed ${r.n} times in a row with the same error ("${r.error}") and was still being retried with backoff when the run ended: a retry cannot fix it. Ignore an error that means "nothing to do" (client.IgnoreNotFound for an object that is gone), or return reconcile.TerminalError for one that needs a human.`,
        },
        r.site,
      ),
    );
  }
  return out;
}
