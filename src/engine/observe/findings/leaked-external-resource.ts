/**
 * LeakedExternalResource: an external resource outlives the object that provisioned it. The
 * finding points at the line a reviewer would: the controller's write that let the owner go
 * (removed its last finalizer) while the resource still existed, when there was one; otherwise
 * the call that created the resource, which ran with no finalizer stored to guarantee cleanup.
 */
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectLeakedExternalResource(ix: RunIndex): Finding[] {
  const out: Finding[] = [];
  for (const name of ix.input.external ?? []) {
    const ownerId = ix.externalOwner.get(name);
    if (ownerId && ix.liveObjects.has(ownerId)) continue;
    if (!ownerId && [...ix.liveObjects.ids()].some((o) => o.endsWith(` ${name}`))) continue;
    const released = ownerId !== undefined && ix.releasedWithExternal.has(ownerId);
    const site = released ? ix.releasedWithExternal.get(ownerId) : ix.externalCreated.get(name);
    out.push({
      kind: "LeakedExternalResource",
      object: ownerId ?? name,
      message: released
        ? `The external database ${name} outlives its owner: this write removed the finalizer while the database still existed, so nothing is left to clean it up. Delete the database first, and remove the finalizer only once that succeeded.`
        : `The external database ${name} outlives its owner; it was created here, and when the owner went away no cleanup ran. Persist a finalizer before this call, and delete the database before removing the finalizer.`,
      ...(site ? { file: site.file, line: site.line } : {}),
    });
  }
  return out;
}
