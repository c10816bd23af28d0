/**
 * cache: client-go's reflector and shared informer plus controller-runtime's informer cache,
 * on virtual time. Contract: a write reaches the cache `cacheLag` ms after it happened, in
 * stream order (so each object's states arrive as an in-order subsequence); handlers run after
 * the cache is updated; reads return deep copies. Every change is traced as cache.* events,
 * and every informer counts its cached bytes and high-water mark.
 */
export type { ListerWatcher, ListPage, ListWatchOptions, WatchEventLike, DeletedFinalStateUnknown, ResourceEventHandler, HandlerRegistration, CacheLag } from "./types";
export { isTombstone, lagFunc } from "./types";
export { Indexer, NamespaceIndex, metaNamespaceIndexFunc, metaNamespaceKey } from "./store";
export type { IndexFunc } from "./store";
export { approxBytes, ByteMeter } from "./size";
export { Backoff } from "./backoff";
export { Reflector } from "./reflector";
export type { ReflectorOptions, ReflectorSink } from "./reflector";
export { SharedIndexInformer } from "./informer";
export type { InformerOptions } from "./informer";
export { InformerCache, ErrCacheNotStarted, DEFAULT_SYNC_PERIOD, toPartialObjectMetadata, stripManagedFields, fieldIndexName } from "./informer_cache";
export type { InformerCacheOptions, ByObjectOptions, CacheReadOptions, CacheListOptions } from "./informer_cache";
