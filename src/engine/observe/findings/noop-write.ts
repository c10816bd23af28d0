/** NoOpWrite: a write sent an object back unchanged. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectNoOpWrite(ix: RunIndex): Finding[] {
  return [...ix.noop].map(([id, site]) =>
    withSite(
      {
        kind: "NoOpWrite",
        object: id,
        message: `A write sent ${id} back unchanged (same resourceVersion, no watch event): it cost an API call for nothing. Compare with equality.Semantic.DeepEqual first.`,
      },
      site,
    ),
  );
}
