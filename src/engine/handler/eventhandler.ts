import type { KubeObject } from "../api";
import type { Request } from "../reconcile/types";
import type { RateLimitingInterface } from "../workqueue/interface";
import { isPriorityQueue } from "../workqueue/interface";
import { LowPriority } from "../workqueue/priorityqueue";
import type { CreateEvent, DeleteEvent, GenericEvent, UpdateEvent } from "./event";

/** Queue is what handlers add requests to (the controller's workqueue). */
export type RequestQueue = RateLimitingInterface<Request>;

/** EventHandler knows how to turn an event into requests on the queue (handler.TypedEventHandler). */
export interface EventHandler<O = KubeObject> {
  create(evt: CreateEvent<O>, q: RequestQueue): void;
  update(evt: UpdateEvent<O>, q: RequestQueue): void;
  delete(evt: DeleteEvent<O>, q: RequestQueue): void;
  generic(evt: GenericEvent<O>, q: RequestQueue): void;
}

/** Funcs is handler.Funcs: each unset function does nothing. */
export interface Funcs<O = KubeObject> {
  create?: (evt: CreateEvent<O>, q: RequestQueue) => void;
  update?: (evt: UpdateEvent<O>, q: RequestQueue) => void;
  delete?: (evt: DeleteEvent<O>, q: RequestQueue) => void;
  generic?: (evt: GenericEvent<O>, q: RequestQueue) => void;
}

/** funcs adapts optional functions to an EventHandler. */
export function funcs<O = KubeObject>(f: Funcs<O>): EventHandler<O> {
  return {
    create: (e, q) => f.create?.(e, q),
    update: (e, q) => f.update?.(e, q),
    delete: (e, q) => f.delete?.(e, q),
    generic: (e, q) => f.generic?.(e, q),
  };
}

/** requestFor returns the request naming obj. */
export function requestFor(obj: KubeObject): Request {
  return { namespace: obj.metadata.namespace ?? "", name: obj.metadata.name ?? "" };
}

/** requestKeyOf renders a request as "namespace/name" (dedup key). */
export function requestKeyOf(r: Request): string {
  return r.namespace ? `${r.namespace}/${r.name}` : r.name;
}

/** isUnchangedCreate: a create from the informer's initial list (fact 61). */
export function isUnchangedCreate<O extends KubeObject>(evt: CreateEvent<O>): boolean {
  return evt.isInInitialList;
}

/** isUnchangedUpdate: an update whose old and new resourceVersion are equal — a resync (fact 61). */
export function isUnchangedUpdate<O extends KubeObject>(evt: UpdateEvent<O>): boolean {
  return evt.objectOld?.metadata.resourceVersion === evt.objectNew?.metadata.resourceVersion;
}

/** addWithPriority adds to a priority queue with LowPriority when unchanged, else a plain Add. */
export function addWithPriority(q: RequestQueue, req: Request, unchanged: boolean): void {
  if (!isPriorityQueue(q)) {
    q.add(req);
    return;
  }
  q.addWithOpts(unchanged ? LOW_PRIORITY_OPTS : NORMAL_PRIORITY_OPTS, req);
}

const LOW_PRIORITY_OPTS = Object.freeze({ priority: LowPriority });
const NORMAL_PRIORITY_OPTS = Object.freeze({ priority: 0 });

/**
 * CustomAddQueue wraps a queue and replaces only `add` (controller-runtime's
 * workqueueWithCustomAddFunc). It is deliberately NOT a PriorityQueue, so a wrapped handler
 * calls `add` and the wrapper decides the priority.
 */
class CustomAddQueue implements RequestQueue {
  constructor(
    private readonly inner: RequestQueue,
    private readonly addFn: (item: Request) => void,
  ) {}
  get name() {
    return this.inner.name;
  }
  get metrics() {
    return this.inner.metrics;
  }
  add(item: Request): void {
    this.addFn(item);
  }
  addAfter(item: Request, d: number): void {
    this.inner.addAfter(item, d);
  }
  addRateLimited(item: Request): void {
    this.inner.addRateLimited(item);
  }
  forget(item: Request): void {
    this.inner.forget(item);
  }
  numRequeues(item: Request): number {
    return this.inner.numRequeues(item);
  }
  len(): number {
    return this.inner.len();
  }
  get(): Request | undefined {
    return this.inner.get();
  }
  done(item: Request): void {
    this.inner.done(item);
  }
  shutDown(): void {
    this.inner.shutDown();
  }
  shutDownWithDrain(): void {
    this.inner.shutDownWithDrain();
  }
  shuttingDown(): boolean {
    return this.inner.shuttingDown();
  }
  drained(): boolean {
    return this.inner.drained();
  }
  onReady(fn: () => void): () => void {
    return this.inner.onReady(fn);
  }
}

/**
 * withLowPriorityWhenUnchanged wraps a handler so that, on a priority queue, its adds for
 * initial-list creates and resync updates use LowPriority (−100), and 0 otherwise (fact 61).
 */
export function withLowPriorityWhenUnchanged(h: EventHandler): EventHandler {
  // The two wrappers of the last queue seen (a handler serves one controller's queue): one per
  // priority, instead of a wrapper and a closure per event.
  let last: RequestQueue | undefined;
  let low: RequestQueue | undefined;
  let normal: RequestQueue | undefined;
  const wrapped = (q: RequestQueue, unchanged: boolean): RequestQueue => {
    if (q !== last) {
      last = q;
      low = new CustomAddQueue(q, (req) => addWithPriority(q, req, true));
      normal = new CustomAddQueue(q, (req) => addWithPriority(q, req, false));
    }
    return (unchanged ? low : normal) as RequestQueue;
  };
  return {
    create: (e, q) => h.create(e, wrapped(q, isUnchangedCreate(e))),
    update: (e, q) => h.update(e, wrapped(q, isUnchangedUpdate(e))),
    delete: (e, q) => h.delete(e, q),
    generic: (e, q) => h.generic(e, q),
  };
}
