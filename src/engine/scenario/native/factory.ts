import { controllerManagedBy } from "../../builder/builder";
import type { Manager } from "../../manager/manager";
import { generationChangedPredicate } from "../../predicate/predicate";
import type { Reconciler } from "../../reconcile/types";
import type { ReconcilerFactory } from "../world";
import { AppReconciler, type AppReconcilerOptions, type ReconcilerDeps } from "./app";
import { EagerCreatorReconciler, HotLoopReconciler, StuckFinalizerReconciler } from "./buggy";
import { DuplicatingReconciler, FailFirstAttempt } from "./variants";

/** NativeVariant names the TypeScript reconcilers the engine ships for tests and benchmarks. */
export type NativeVariant = "correct" | "correct-with-db" | "eager-creator" | "hot-loop" | "stuck-finalizer";

/**
 * NativeOptions tune the correct reconciler's wiring for the flows' failure variants (all
 * optional; none set is the plain For(App).Owns(Deployment) wiring).
 * - generationChangedPredicate: For(App) with builder.WithPredicates(GenerationChangedPredicate).
 * - idempotent: false swaps in the DuplicatingReconciler (a fresh GenerateName child per run).
 * - failFirstAttempt: each key's first run in a process returns a transient error.
 * - ownsMetadataOnly: Owns(Deployment, builder.OnlyMetadata): the cache lists and watches the
 *   children as PartialObjectMetadata.
 * - childReads: "apiReader" reads the child Deployment live through mgr.GetAPIReader() instead
 *   of the cache (with ownsMetadataOnly, a cached Get of a full Deployment starts a full informer).
 */
export interface NativeOptions extends AppReconcilerOptions {
  generationChangedPredicate?: boolean;
  idempotent?: boolean;
  failFirstAttempt?: boolean;
  ownsMetadataOnly?: boolean;
  childReads?: "cache" | "apiReader";
}

const build: Record<NativeVariant, (d: ReconcilerDeps, o: NativeOptions) => Reconciler> = {
  correct: (d, o) =>
    o.idempotent === false
      ? new DuplicatingReconciler({ client: d.client })
      : new AppReconciler({ client: d.client, ...(d.childReader ? { childReader: d.childReader } : {}) }, o),
  "correct-with-db": (d, o) => new AppReconciler(d, o),
  "eager-creator": (d) => new EagerCreatorReconciler(d),
  "hot-loop": (d) => new HotLoopReconciler(d),
  "stuck-finalizer": (d) => new StuckFinalizerReconciler(d),
};

/**
 * nativeFactory wires one native reconciler as the lab's default SetupWithManager does:
 * For(App).Owns(Deployment), built afresh for every process.
 */
export function nativeFactory(variant: NativeVariant = "correct", opts: NativeOptions = {}): ReconcilerFactory {
  return (mgr: Manager) => {
    const inner = build[variant](
      {
        client: mgr.client,
        ...(mgr.db ? { db: mgr.db } : {}),
        ...(opts.childReads === "apiReader" ? { childReader: mgr.apiReader } : {}),
      },
      opts,
    );
    const r = opts.failFirstAttempt ? new FailFirstAttempt(inner) : inner;
    controllerManagedBy(mgr)
      .for(
        { apiVersion: "apps.example.com/v1alpha1", kind: "App" },
        opts.generationChangedPredicate ? { predicates: [generationChangedPredicate()] } : {},
      )
      .owns({ apiVersion: "apps/v1", kind: "Deployment" }, opts.ownsMetadataOnly ? { onlyMetadata: true } : {})
      .complete(r);
  };
}
