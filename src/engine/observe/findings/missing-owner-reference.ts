/** MissingOwnerReference: a reconcile created children without a controller owner reference. */
import { list, withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectMissingOwnerReference(ix: RunIndex): Finding[] {
  return ix.children
    .filter((p) => p.unowned.length > 0)
    .map((p) => {
      const one = p.unowned.length === 1;
      const first = `${p.kind} ${p.unowned[0]}`;
      return withSite(
        {
          kind: "MissingOwnerReference",
          object: first,
          message: `${one ? first : `${p.unowned.length} ${p.kind}s (${list(p.unowned)})`} created for ${p.owner} without a controller owner reference: the garbage collector will never delete ${one ? "it" : "them"} with the owner, and Owns() cannot map ${one ? "its" : "their"} events back. Call controllerutil.SetControllerReference before Create.`,
        },
        p.site,
      );
    });
}
