/**
 * Status writes the built-in controllers hand over: the server keeps and edits the body instead
 * of copying it, and answers with the stored (frozen) object instead of a copy.
 */
import type { KubeObject } from "../api";

/**
 * statusBody is the body of a /status write the server may keep and edit: the object's
 * metadata (a fresh copy: the server stamps it), the new status, and no spec. The status
 * endpoint of a built-in takes spec from the stored object, never from the body (fact 11), so
 * leaving the stored spec out spares the copy of it and keeps the server's defaulting of the
 * body away from the stored, frozen spec. status is the server's from then on: not to be edited.
 */
export function statusBody(o: KubeObject, status: Record<string, unknown>): KubeObject {
  return { ...o, metadata: { ...o.metadata }, spec: undefined, status };
}

/** STATUS_HANDOVER are the options of a statusBody write: /status, handed over. */
export const STATUS_HANDOVER = { subresource: "status", handOver: true } as const;
