/**
 * source: controller-runtime's pkg/source. Contract: a Source delivers events into a
 * controller's queue through an EventHandler after its predicates pass (every predicate must
 * pass), tracing each event as handler.event; WaitForSync reports when the source's cache has
 * synced, or fails with controller-runtime's message after the CacheSyncTimeout.
 */
export { Kind, Channel, typeNameOf } from "./source";
export type { Source, SourceContext, KindOptions } from "./source";
export {
  DEFAULT_CACHE_SYNC_TIMEOUT,
  cacheSyncTimeoutMessage,
  failedToWaitForCachesMessage,
  sourceStartTimeoutMessage,
} from "./errors";
