import { MINUTE } from "../sim/clock";

/** DEFAULT_CACHE_SYNC_TIMEOUT is the controller's CacheSyncTimeout default (facts 65, 97). */
export const DEFAULT_CACHE_SYNC_TIMEOUT = 2 * MINUTE;

/** cacheSyncTimeoutMessage: a Kind source whose cache did not sync in time (fact 97). */
export function cacheSyncTimeoutMessage(typeName: string): string {
  return `timed out waiting for cache to be synced for Kind ${typeName}`;
}

/** failedToWaitForCachesMessage: how the controller wraps a source's sync error (fact 97). */
export function failedToWaitForCachesMessage(controller: string, source: string, err: string): string {
  return `failed to wait for ${controller} caches to sync ${source}: ${err}`;
}

/** sourceStartTimeoutMessage: a source whose Start did not return in time (fact 97). */
export function sourceStartTimeoutMessage(source: string): string {
  return `timed out waiting for source ${source} to Start. Please ensure that its Start() method is non-blocking`;
}
