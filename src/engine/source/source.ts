import type { KubeObject } from "../api";
import type { InformerCache } from "../cache/informer_cache";
import { isTombstone, type HandlerRegistration, type ResourceEventHandler } from "../cache/types";
import type { CreateEvent, DeleteEvent, GenericEvent, UpdateEvent } from "../handler/event";
import type { EventHandler, RequestQueue } from "../handler/eventhandler";
import { firstRejecting, type EventKind, type Predicate } from "../predicate/predicate";
import type { Scheduler } from "../sim/scheduler";
import type { TraceInput } from "../sim/trace";
import { heard, type Tracer } from "../sim/tracer";
import { cacheSyncTimeoutMessage } from "./errors";

/** SourceContext is what a controller gives a source when it starts it. */
export interface SourceContext {
  /** controller is the controller's name (trace label). */
  controller: string;
  queue: RequestQueue;
  scheduler: Scheduler;
  tracer?: Tracer;
}

/** Source is source.TypedSource: Start registers event delivery into the queue; WaitForSync reports readiness. */
export interface Source {
  start(ctx: SourceContext): void;
  /** waitForSync calls done() once synced, or done(err) after timeoutMs (fact 97). */
  waitForSync(timeoutMs: number, done: (err?: Error) => void): void;
  /** toString is how errors name the source ("kind source: *v1alpha1.App"). */
  toString(): string;
}

/**
 * dispatch runs a source's predicates for one event (all must pass, fact 74), traces the
 * outcome as handler.event, and calls the handler.
 */
function dispatch(
  ctx: SourceContext,
  source: string,
  handler: EventHandler,
  predicates: readonly Predicate[],
  kind: EventKind,
  evt: CreateEvent | UpdateEvent | DeleteEvent | GenericEvent,
  obj: KubeObject,
): void {
  const rejected = firstRejecting(predicates, kind, evt);
  const tracer = heard(ctx.tracer, "handler.event");
  if (tracer) {
    const m = obj.metadata;
    const ev: TraceInput & { type: "handler.event" } = {
      type: "handler.event",
      controller: ctx.controller,
      source,
      event: kind,
      key: m.namespace ? `${m.namespace}/${m.name ?? ""}` : (m.name ?? ""),
      rv: m.resourceVersion ?? "",
      passed: rejected === undefined,
    };
    if (rejected !== undefined) ev.filteredBy = rejected;
    if (kind === "create" && (evt as CreateEvent).isInInitialList) ev.initialList = true;
    else if (kind === "update" && (evt as UpdateEvent).objectOld.metadata.resourceVersion === m.resourceVersion)
      ev.resync = true;
    else if (kind === "delete" && (evt as DeleteEvent).deleteStateUnknown) ev.stateUnknown = true;
    tracer.emit(ev);
  }
  if (rejected !== undefined) return;
  switch (kind) {
    case "create":
      handler.create(evt as CreateEvent, ctx.queue);
      break;
    case "update":
      handler.update(evt as UpdateEvent, ctx.queue);
      break;
    case "delete":
      handler.delete(evt as DeleteEvent, ctx.queue);
      break;
    default:
      handler.generic(evt as GenericEvent, ctx.queue);
  }
}

/** typeNameOf renders a kind like Go's %T of the typed object: "*v1.Deployment". */
export function typeNameOf(version: string, kind: string): string {
  return `*${version}.${kind}`;
}

export interface KindOptions {
  /** metadataOnly watches PartialObjectMetadata (WatchesMetadata). */
  metadataOnly?: boolean;
}

/**
 * Kind is source.Kind: the cache's informer for a kind, with a handler and predicates. Start
 * gets (or lazily creates) the informer and registers an event handler that turns informer
 * notifications into controller-runtime events — a relist tombstone becomes a DeleteEvent with
 * deleteStateUnknown (fact 44) — and runs the predicates before the handler.
 */
export class Kind implements Source {
  private registration: HandlerRegistration | undefined;
  private stopped = false;
  readonly typeName: string;

  constructor(
    private readonly cache: InformerCache,
    readonly kind: string,
    private readonly handler: EventHandler,
    private readonly predicates: readonly Predicate[] = [],
    private readonly opts: KindOptions = {},
    typeName?: string,
  ) {
    this.typeName = typeName ?? cache.typeNameOf(kind);
  }

  toString(): string {
    return `kind source: ${this.typeName}`;
  }

  start(ctx: SourceContext): void {
    if (this.registration) throw new Error(`${this.toString()}: already started`);
    const src = this.toString();
    const { handler, predicates } = this;
    const inf = this.cache.getInformer(this.kind, { metadataOnly: this.opts.metadataOnly });
    const h: ResourceEventHandler = {
      onAdd: (obj, isInInitialList) =>
        dispatch(ctx, src, handler, predicates, "create", { object: obj, isInInitialList }, obj),
      onUpdate: (oldObj, newObj) =>
        dispatch(ctx, src, handler, predicates, "update", { objectOld: oldObj, objectNew: newObj }, newObj),
      onDelete: (obj) => {
        if (isTombstone(obj))
          dispatch(ctx, src, handler, predicates, "delete", { object: obj.obj, deleteStateUnknown: true }, obj.obj);
        else dispatch(ctx, src, handler, predicates, "delete", { object: obj, deleteStateUnknown: false }, obj);
      },
    };
    this.registration = inf.addEventHandler(h);
  }

  /** hasSynced reports whether the handler registration has synced (fact 52). */
  hasSynced(): boolean {
    return this.registration?.hasSynced() ?? false;
  }

  /** waitForSync polls every 100 ms; after timeoutMs it fails with the message of fact 97. */
  waitForSync(timeoutMs: number, done: (err?: Error) => void): void {
    const s = this.cache.scheduler;
    const deadline = s.now() + timeoutMs;
    const poll = () => {
      if (this.stopped) return; // the controller stopped: nobody waits any more
      if (this.hasSynced()) done();
      else if (s.now() >= deadline) done(new Error(cacheSyncTimeoutMessage(this.typeName)));
      else s.after(Math.min(100, deadline - s.now()), poll, `source:${this.typeName}:waitForSync`);
    };
    poll();
  }

  /** stop removes the handler from the informer (the informer keeps running: it is shared) and ends WaitForSync polling. */
  stop(): void {
    this.stopped = true;
    this.registration?.remove();
  }
}

/**
 * Channel is source.Channel: GenericEvents sent with `send` go through the predicates to the
 * handler (external triggers). It is always synced.
 */
export class Channel implements Source {
  private ctx: SourceContext | undefined;
  private readonly backlog: KubeObject[] = [];

  constructor(
    private readonly handler: EventHandler,
    private readonly predicates: readonly Predicate[] = [],
    readonly label = "channel",
  ) {}

  toString(): string {
    return `channel source: ${this.label}`;
  }

  start(ctx: SourceContext): void {
    this.ctx = ctx;
    for (const o of this.backlog.splice(0)) this.send(o);
  }

  waitForSync(_timeoutMs: number, done: (err?: Error) => void): void {
    done();
  }

  /** send delivers a GenericEvent (buffered until the source starts). */
  send(obj: KubeObject): void {
    if (!this.ctx) {
      this.backlog.push(obj);
      return;
    }
    dispatch(this.ctx, this.toString(), this.handler, this.predicates, "generic", { object: obj }, obj);
  }
}
