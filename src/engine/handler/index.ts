/**
 * handler: controller-runtime's pkg/handler and pkg/event. Contract: an EventHandler turns
 * Create/Update/Delete/Generic events into reconcile Requests on the controller's queue and
 * does nothing else. On a priority queue the built-in handlers add initial-list creates and
 * resync updates (same resourceVersion) at LowPriority (−100), everything else at 0.
 */
export type { CreateEvent, UpdateEvent, DeleteEvent, GenericEvent } from "./event";
export type { EventHandler, Funcs, RequestQueue } from "./eventhandler";
export {
  funcs,
  requestFor,
  requestKeyOf,
  withLowPriorityWhenUnchanged,
  addWithPriority,
  isUnchangedCreate,
  isUnchangedUpdate,
} from "./eventhandler";
export { enqueueRequestForObject } from "./enqueue";
export { enqueueRequestForOwner } from "./enqueue_owner";
export type { OwnerType, EnqueueRequestForOwnerOptions } from "./enqueue_owner";
export { enqueueRequestsFromMapFunc } from "./enqueue_mapped";
export type { MapFunc } from "./enqueue_mapped";
export { LowPriority } from "../workqueue/priorityqueue";
