import { controllerManagedBy } from "../../builder/builder";
import type { Manager } from "../../manager/manager";
import type { Reconciler } from "../../reconcile/types";
import type { ReconcilerFactory } from "../world";
import { AppReconciler, type ReconcilerDeps } from "./app";
import { EagerCreatorReconciler, HotLoopReconciler, StuckFinalizerReconciler } from "./buggy";

/** NativeVariant names the TypeScript reconcilers the engine ships for tests and benchmarks. */
export type NativeVariant = "correct" | "correct-with-db" | "eager-creator" | "hot-loop" | "stuck-finalizer";

const build: Record<NativeVariant, (d: ReconcilerDeps) => Reconciler> = {
  correct: (d) => new AppReconciler({ client: d.client }),
  "correct-with-db": (d) => new AppReconciler(d),
  "eager-creator": (d) => new EagerCreatorReconciler(d),
  "hot-loop": (d) => new HotLoopReconciler(d),
  "stuck-finalizer": (d) => new StuckFinalizerReconciler(d),
};

/**
 * nativeFactory wires one native reconciler as the lab's default SetupWithManager does:
 * For(App).Owns(Deployment), built afresh for every process.
 */
export function nativeFactory(variant: NativeVariant = "correct"): ReconcilerFactory {
  return (mgr: Manager) => {
    const r = build[variant]({ client: mgr.client, ...(mgr.db ? { db: mgr.db } : {}) });
    controllerManagedBy(mgr)
      .for({ apiVersion: "apps.example.com/v1alpha1", kind: "App" })
      .owns({ apiVersion: "apps/v1", kind: "Deployment" })
      .complete(r);
  };
}
