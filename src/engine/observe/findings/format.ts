/** Helpers the detectors share to name objects and sites in a finding. */
import type { Site } from "../../reconcile/types";
import type { Finding } from "./types";

/** objKey is an object's "ns/name" (or "name" when cluster-scoped). */
export function objKey(o: { metadata: { namespace?: string; name?: string } }): string {
  return o.metadata.namespace ? `${o.metadata.namespace}/${o.metadata.name ?? ""}` : (o.metadata.name ?? "");
}

/** withSite points a finding at a line of the learner's source, when one is known. */
export function withSite(f: Finding, site: Site | undefined): Finding {
  return site ? { ...f, file: site.file, line: site.line } : f;
}

/** list names the first three of some names and counts the rest. */
export function list(names: readonly string[]): string {
  return `${names.slice(0, 3).join(", ")}${names.length > 3 ? `, and ${names.length - 3} more` : ""}`;
}
