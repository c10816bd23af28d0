/**
 * client: controller-runtime's client. Contract: reads come from the informer cache as deep
 * copies (a read of an uncached type starts its informer and blocks until it syncs, charged to
 * the reconcile); writes go to the API server through the process's Transport and the answer
 * is written back into the object (fact 78); Delete sends no propagationPolicy unless asked
 * (fact 26); MergeFrom can carry an optimistic lock (fact 4); Apply sends fieldManager and
 * force (fact 40). The Transport fails requests on a partition and adds latency.
 */
export { ClientImpl } from "./client";
export type { CacheReader, ClientOptions } from "./client";
export type {
  Client,
  Reader,
  Writer,
  SubResourceWriter,
  Patch,
  ListOptions,
  GetOptions,
  WriteOptions,
  PatchOptions,
  DeleteOptions,
  TypeRef,
} from "./interfaces";
export { MergeFrom, MergeFromWithOptimisticLock, RawPatch, Apply, createMergePatch } from "./patch";
export type { MergeFromOptions } from "./patch";
export { Transport, TransportError, NO_FAULTS, countsAsFailure } from "./transport";
export type { Faults, TransportOptions, APIServerLike, RequestContext } from "./transport";
export { CostMeter, ProcessCrash, isProcessCrash } from "./meter";
export { ignoreNotFound, isNotFoundError, isConflictError, reasonOf, codeOf } from "./errors";
export { objectKeyFromObject, keyString, deepCopy, replaceInto } from "./object";
export type { ClientObject, ObjectKey } from "./object";
export { faultyListerWatcher } from "./listerwatcher";
