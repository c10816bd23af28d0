/** LeakedExternalResource: an external resource outlives the object that provisioned it. */
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectLeakedExternalResource(ix: RunIndex): Finding[] {
  const out: Finding[] = [];
  for (const name of ix.input.external ?? []) {
    const ownerId = ix.externalOwner.get(name);
    if (ownerId && ix.liveObjects.has(ownerId)) continue;
    if (!ownerId && [...ix.liveObjects].some((o) => o.endsWith(` ${name}`))) continue;
    out.push({
      kind: "LeakedExternalResource",
      object: ownerId ?? name,
      message: `The external database ${name} outlives its owner; nothing is left to clean it up. Persist a finalizer before provisioning, and delete the database before removing the finalizer.`,
    });
  }
  return out;
}
