// Package sigs.k8s.io/controller-runtime/pkg/builder (natives; the Go source is source.ts): Complete turns the Go
// builder's recorded For/Owns/Watches/WatchesRawSource, predicates, handlers and options into the engine's
// builder, with the Go reconciler wrapped by the lab. Built-in predicates and handlers map to the engine's
// own; other Go predicates, handlers and map functions are called back in Go on each event (dispatch.ts);
// a controller.Options.RateLimiter is asked in Go by the engine's queue (ratelimiter.ts).
import type { ShimDefinition } from "../../../../registry";
import { prepareController } from "./prepare";
import { type Iface, type Slice, sliceItems, jsString } from "../../../../native";
import { BUILDER_PATH, builderSource } from "./source";
import { processOf } from "../../../bridge";
import { goError } from "../../../goerrors";
import { controllerManagedBy, type WatchOptions, type Options } from "../../../../../../engine";
import { objectType, predicatesOf, handlerOf } from "./dispatch";
import { rawSourceParts } from "./rawsource";
import { goRateLimiter } from "./ratelimiter";
import type { Named } from "../../../../../check/types";

interface GoBuilder {
  forInput: { object: Iface | null; predicates: Slice | null; metadata: boolean } | null;
  ownsInput: Slice | null;
  watchesInput: Slice | null;
  rawSources: Slice | null;
  globalFilters: Slice | null;
  options: {
    MaxConcurrentReconciles: number;
    CacheSyncTimeout: number;
    RecoverPanic: { v: boolean } | null;
    NeedLeaderElection: { v: boolean } | null;
    SkipNameValidation: { v: boolean } | null;
    UsePriorityQueue: { v: boolean } | null;
    RateLimiter: Iface | null;
    ReconciliationTimeout: number;
  };
  name: string;
  forCalls: number;
}

function complete(mgrID: number, blder: GoBuilder, r: Iface | null): unknown {
  // The API types the controller's informers decode (For and Owns).
  const watched: Named[] = [];
  try {
    const proc = processOf(mgrID);
    const b = controllerManagedBy(proc.mgr);
    // WithEventFilter's predicates go first on every For, Owns and Watches watch (not on a raw
    // source), as controller-runtime's doWatch prepends them; each watch converts the event's object
    // to its own Go type, so a filter on a Deployment event gets a *appsv1.Deployment, not the For type.
    const filtered = (own: Slice | null, t: Named) => [
      ...predicatesOf(proc, blder.globalFilters, t),
      ...predicatesOf(proc, own, t),
    ];
    if (blder.forInput) {
      const { type, t } = objectType(blder.forInput.object);
      watched.push(t);
      b.for(type, {
        predicates: filtered(blder.forInput.predicates, t),
        ...(blder.forInput.metadata ? { onlyMetadata: true } : {}),
      });
      for (let i = 1; i < blder.forCalls; i++) b.for(type);
    }
    for (const o of sliceItems(blder.ownsInput) as Array<{
      object: Iface | null;
      predicates: Slice | null;
      matchEveryOwner: boolean;
      metadata: boolean;
    }>) {
      const { type, t } = objectType(o.object);
      watched.push(t);
      const opts: WatchOptions = {
        predicates: filtered(o.predicates, t),
        ...(o.matchEveryOwner ? { matchEveryOwner: true } : {}),
        ...(o.metadata ? { onlyMetadata: true } : {}),
      };
      b.owns(type, opts);
    }
    for (const w of sliceItems(blder.watchesInput) as Array<{
      object: Iface | null;
      handler: Iface | null;
      predicates: Slice | null;
      metadata: boolean;
    }>) {
      const { type, t } = objectType(w.object);
      const opts: WatchOptions = {
        predicates: filtered(w.predicates, t),
        ...(w.metadata ? { onlyMetadata: true } : {}),
      };
      if (w.metadata) b.watchesMetadata(type, handlerOf(proc, w.handler, t), opts);
      else b.watches(type, handlerOf(proc, w.handler, t), opts);
    }
    for (const src of sliceItems(blder.rawSources) as Array<Iface | null>) {
      const raw = rawSourceParts(src);
      const { type, t } = objectType(raw.object);
      b.watchesRawSource(type, handlerOf(proc, raw.handler, t), { predicates: predicatesOf(proc, raw.predicates, t) });
    }
    const o = blder.options;
    const opts: Options = {
      ...(o.MaxConcurrentReconciles > 0 ? { maxConcurrentReconciles: o.MaxConcurrentReconciles } : {}),
      ...(o.CacheSyncTimeout > 0 ? { cacheSyncTimeout: o.CacheSyncTimeout / 1e6 } : {}),
      ...(o.RecoverPanic ? { recoverPanic: o.RecoverPanic.v } : {}),
      ...(o.NeedLeaderElection ? { needLeaderElection: o.NeedLeaderElection.v } : {}),
      ...(o.SkipNameValidation ? { skipNameValidation: o.SkipNameValidation.v } : {}),
      ...(o.UsePriorityQueue ? { usePriorityQueue: o.UsePriorityQueue.v } : {}),
      ...(o.ReconciliationTimeout > 0 ? { reconciliationTimeout: o.ReconciliationTimeout / 1e6 } : {}),
      ...(o.RateLimiter ? { rateLimiter: goRateLimiter(proc, o.RateLimiter) } : {}),
    };
    b.withOptions(opts);
    if (blder.name) b.named(jsString(blder.name));
    if (r === null) return goError("must provide a non-nil Reconciler");
    b.complete(proc.reconcilerFor(r));
  } catch (e) {
    return goError((e as Error).message);
  }
  prepareController(watched, r);
  return null;
}

/** builderPackage is sigs.k8s.io/controller-runtime/pkg/builder. */
export const builderPackage: ShimDefinition = { path: BUILDER_PATH, source: builderSource, natives: { complete } };
