/** DuplicateChildren: an owner ended up with more than one child of a kind it creates, not one per scheduled time. */
import { list, withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectDuplicateChildren(ix: RunIndex): Finding[] {
  return ix.children
    .filter((p) => p.names.length > 1 && !p.scheduled)
    .map((p) =>
      withSite(
        {
          kind: "DuplicateChildren",
          object: p.owner,
          message: `${p.owner} ended up with ${p.names.length} ${p.kind}s (${list(p.names)}); a replayed reconcile created another instead of finding the first. Use a deterministic name and get-or-create.`,
        },
        p.site,
      ),
    );
}
