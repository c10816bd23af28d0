/** OrphanedObject: children a reconcile created outlived their owner. */
import { list, withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectOrphanedObject(ix: RunIndex): Finding[] {
  return ix.children
    .filter((p) => p.orphaned.length > 0)
    .map((p) => {
      const one = p.orphaned.length === 1;
      const first = `${p.kind} ${p.orphaned[0]}`;
      return withSite(
        {
          kind: "OrphanedObject",
          object: first,
          message: `${one ? first : `${p.orphaned.length} ${p.kind}s (${list(p.orphaned)})`} outlived ${p.owner}, the owner ${one ? "it was" : "they were"} created for.`,
        },
        p.site,
      );
    });
}
