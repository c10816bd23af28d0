import type { KubeObject } from "../api";
import { addWithPriority, isUnchangedCreate, isUnchangedUpdate, requestFor, type EventHandler } from "./eventhandler";

/**
 * enqueueRequestForObject is handler.EnqueueRequestForObject (fact 75): Create enqueues the
 * object, Update the new object (or the old one if new is missing), Delete and Generic the
 * object. On a priority queue, initial-list creates and resyncs go in at LowPriority (fact 61).
 */
export function enqueueRequestForObject(): EventHandler {
  return {
    create(e, q) {
      if (!e.object) return; // "CreateEvent received with no metadata"
      addWithPriority(q, requestFor(e.object), isUnchangedCreate(e));
    },
    update(e, q) {
      const obj: KubeObject | undefined = e.objectNew ?? e.objectOld;
      if (!obj) return; // "UpdateEvent received with no metadata"
      addWithPriority(q, requestFor(obj), isUnchangedUpdate(e));
    },
    delete(e, q) {
      if (!e.object) return;
      q.add(requestFor(e.object));
    },
    generic(e, q) {
      if (!e.object) return;
      q.add(requestFor(e.object));
    },
  };
}
