/**
 * Native TypeScript reconcilers for tests, benchmarks and the flows page: the correct
 * AppReconciler (deterministic child name, controller reference, status only on change) and
 * the lessons' buggy variants. `nativeFactory(variant)` wires one as SetupWithManager would.
 */
export { nativeFactory, type NativeVariant, type NativeOptions } from "./factory";
export { AppReconciler } from "./app";
export { EagerCreatorReconciler, HotLoopReconciler, StuckFinalizerReconciler } from "./buggy";
export { DuplicatingReconciler, FailFirstAttempt } from "./variants";
