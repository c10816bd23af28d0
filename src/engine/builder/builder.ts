import { parseApiVersion } from "../api/object";
import type { Controller } from "../controller/controller";
import type { Options } from "../controller/options";
import type { EventHandler } from "../handler/eventhandler";
import { enqueueRequestForObject } from "../handler/enqueue";
import { enqueueRequestForOwner } from "../handler/enqueue_owner";
import type { Manager } from "../manager/manager";
import type { Predicate } from "../predicate/predicate";
import type { Reconciler } from "../reconcile/types";
import { Kind, typeNameOf } from "../source/source";

/** ObjectType names a watched type as a Go typed object does: apiVersion and kind. */
export interface ObjectType {
  apiVersion: string;
  kind: string;
}

/** ForOption / OwnsOption / WatchesOption: builder.WithPredicates, builder.MatchEveryOwner, builder.OnlyMetadata. */
export interface WatchOptions {
  predicates?: Predicate[];
  /** matchEveryOwner drops OnlyControllerOwner from Owns (builder.MatchEveryOwner). */
  matchEveryOwner?: boolean;
  /** onlyMetadata watches PartialObjectMetadata (builder.OnlyMetadata). */
  onlyMetadata?: boolean;
}

interface WatchSpec {
  type: ObjectType;
  handler?: EventHandler;
  opts: WatchOptions;
  owns?: boolean;
}

/**
 * Builder is controller-runtime's builder: `controllerManagedBy(mgr).named().for().owns()
 * .watches().watchesMetadata().withEventFilter().withOptions().complete(r)`. Errors are
 * collected and thrown by build/complete with controller-runtime's messages (facts 70–73).
 */
export class Builder {
  private forInput: WatchSpec | undefined;
  private readonly ownsInput: WatchSpec[] = [];
  private readonly watchesInput: WatchSpec[] = [];
  private readonly rawSources: WatchSpec[] = [];
  private readonly globalPredicates: Predicate[] = [];
  private options: Options = {};
  private name: string | undefined;
  private readonly errs: string[] = [];

  constructor(private readonly mgr: Manager) {}

  /** for sets the reconciled type; a second call is an error (fact 70). */
  for(type: ObjectType, opts: WatchOptions = {}): this {
    if (this.forInput) {
      this.errs.push("For(...) should only be called once, could not assign multiple objects for reconciliation");
      return this;
    }
    this.forInput = { type, opts };
    return this;
  }

  /** owns watches children and enqueues their controller owner of the For type (fact 71). */
  owns(type: ObjectType, opts: WatchOptions = {}): this {
    this.ownsInput.push({ type, opts, owns: true });
    return this;
  }

  /** watches adds a type with a handler (fact 73). */
  watches(type: ObjectType, handler: EventHandler, opts: WatchOptions = {}): this {
    this.watchesInput.push({ type, handler, opts });
    return this;
  }

  /** watchesMetadata is watches on PartialObjectMetadata (fact 73). */
  watchesMetadata(type: ObjectType, handler: EventHandler, opts: WatchOptions = {}): this {
    this.watchesInput.push({ type, handler, opts: { ...opts, onlyMetadata: true } });
    return this;
  }

  /**
   * watchesRawSource adds a source.Kind built by the program: its handler and its own predicates only,
   * since WithEventFilter's predicates apply to For, Owns and Watches and not to raw sources
   * (controller-runtime pkg/builder/controller.go, doWatch).
   */
  watchesRawSource(type: ObjectType, handler: EventHandler, opts: WatchOptions = {}): this {
    this.rawSources.push({ type, handler, opts });
    return this;
  }

  /** withEventFilter adds p to every For, Owns and Watches source (fact 73). */
  withEventFilter(p: Predicate): this {
    this.globalPredicates.push(p);
    return this;
  }

  /** withOptions sets controller.Options. */
  withOptions(o: Options): this {
    this.options = { ...this.options, ...o };
    return this;
  }

  /** named sets the controller name (default: the lowercase For kind, fact 67). */
  named(name: string): this {
    this.name = name;
    return this;
  }

  /** complete builds the controller and adds it to the manager; it throws the first error. */
  complete(r: Reconciler): void {
    this.build(r);
  }

  /** build is complete that also returns the controller. */
  build(r: Reconciler): Controller {
    if (this.ownsInput.length > 0 && !this.forInput) this.errs.push("Owns() can only be used together with For()");
    if (this.errs.length > 0) throw new Error(this.errs[0]);
    if (
      !this.forInput &&
      this.ownsInput.length === 0 &&
      this.watchesInput.length === 0 &&
      this.rawSources.length === 0
    ) {
      throw new Error(
        "there are no watches configured, controller will never get triggered. Use For(), Owns(), Watches() or WatchesRawSource() to set them up",
      );
    }
    const name = this.name ?? this.forInput?.type.kind.toLowerCase();
    if (!name) throw new Error("one of For() or Named() must be called");
    const mgr = this.mgr;
    const gk = this.forInput
      ? `${this.forInput.type.kind}.${parseApiVersion(this.forInput.type.apiVersion).group}`.replace(/\.$/, "")
      : undefined;
    const c = mgr.newController({ ...this.options, name, reconciler: r, ...(gk ? { groupKind: gk } : {}) });
    c.forKind = this.forInput?.type.kind;
    const kindSource = (w: WatchSpec, handler: EventHandler, global = this.globalPredicates) => {
      const version = parseApiVersion(w.type.apiVersion).version;
      const typeName = w.opts.onlyMetadata ? "*v1.PartialObjectMetadata" : typeNameOf(version, w.type.kind);
      return new Kind(
        mgr.cache,
        w.type.kind,
        handler,
        [...global, ...(w.opts.predicates ?? [])],
        { metadataOnly: w.opts.onlyMetadata },
        typeName,
      );
    };
    if (this.forInput) c.watch(kindSource(this.forInput, enqueueRequestForObject()));
    for (const w of this.ownsInput) {
      const forType = (this.forInput as WatchSpec).type;
      const def = safeResolve(mgr, forType.kind);
      const handler = enqueueRequestForOwner(
        { apiVersion: forType.apiVersion, kind: forType.kind, namespaced: def?.namespaced ?? true },
        { onlyControllerOwner: !w.opts.matchEveryOwner },
      );
      c.watch(kindSource(w, handler));
    }
    for (const w of this.watchesInput) c.watch(kindSource(w, w.handler as EventHandler));
    for (const w of this.rawSources) c.watch(kindSource(w, w.handler as EventHandler, []));
    return c;
  }
}

function safeResolve(mgr: Manager, kind: string): { namespaced: boolean } | undefined {
  try {
    return mgr.transport.api.resolveKind?.(kind);
  } catch {
    return undefined;
  }
}

/** controllerManagedBy starts a builder for mgr (ctrl.NewControllerManagedBy). */
export function controllerManagedBy(mgr: Manager): Builder {
  return new Builder(mgr);
}
