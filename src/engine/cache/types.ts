import type { KindDefinition, KubeObject, LabelSelector } from "../api";
import type { Rng } from "../sim/rng";

/** WatchEventLike is one event of a watch stream (the API server's WatchEvent). */
export interface WatchEventLike {
  type: "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR";
  object: KubeObject;
}

/** ListPage is one LIST answer (a page when limit/continue are used). */
export interface ListPage {
  items: KubeObject[];
  resourceVersion: string;
  continue?: string;
}

/** ListWatchOptions narrow a LIST or WATCH (ByObject scoping, namespaces, paging). */
export interface ListWatchOptions {
  namespace?: string;
  labelSelector?: string | LabelSelector;
  fieldSelector?: string;
}

/**
 * ListerWatcher is what a reflector needs from the API server (the APIServer satisfies it; a
 * client-side transport may wrap it to inject faults). A LIST or WATCH may throw a StatusError.
 */
export interface ListerWatcher {
  list(
    ctx: { client: string },
    kind: string,
    opts: ListWatchOptions & {
      limit?: number;
      continue?: string;
      resourceVersion?: string;
      /** as: answer PartialObjectMetadata items (the metadata client's LIST). */
      as?: "PartialObjectMetadata";
    },
  ): ListPage;
  watch(
    kind: string,
    opts: ListWatchOptions & { resourceVersion: string; client?: string },
    onEvent: (e: WatchEventLike) => void,
  ): { stop(): void };
  resolveKind(kind: string): KindDefinition;
  /** lastRequest reports the virtual cost of the request just made (optional). */
  lastRequest?(): { costMs: number } | undefined;
}

/** DeletedFinalStateUnknown is the tombstone a relist hands to OnDelete for an object that vanished (fact 44). */
export interface DeletedFinalStateUnknown {
  readonly tombstone: true;
  key: string;
  obj: KubeObject;
}

/** isTombstone tells a DeletedFinalStateUnknown from an object. */
export function isTombstone(x: unknown): x is DeletedFinalStateUnknown {
  return typeof x === "object" && x !== null && (x as { tombstone?: unknown }).tombstone === true;
}

/** ResourceEventHandler is client-go's handler interface; notifications arrive after the cache is updated. */
export interface ResourceEventHandler {
  onAdd(obj: KubeObject, isInInitialList: boolean): void;
  onUpdate(oldObj: KubeObject, newObj: KubeObject): void;
  onDelete(obj: KubeObject | DeletedFinalStateUnknown): void;
}

/** HandlerRegistration is what AddEventHandler returns. */
export interface HandlerRegistration {
  /** hasSynced: the informer synced AND every pre-sync notification reached this handler (fact 52). */
  hasSynced(): boolean;
  remove(): void;
}

/** CacheLag is the delay between a write and its event reaching the cache: fixed ms, a range, or a function. */
export type CacheLag = number | { min: number; max: number } | ((rng: Rng) => number);

/** lagFunc turns a CacheLag into a sampler. */
export function lagFunc(lag: CacheLag | undefined, rng: Rng): () => number {
  if (lag === undefined) return () => 0;
  if (typeof lag === "number") return () => lag;
  if (typeof lag === "function") return () => lag(rng);
  return () => lag.min + rng.next() * (lag.max - lag.min);
}
