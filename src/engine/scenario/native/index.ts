/**
 * Native TypeScript reconcilers for tests, benchmarks and the flows page: the correct
 * AppReconciler (deterministic child name, controller reference, status only on change) and
 * the lessons' buggy variants. `nativeFactory(variant, options?)` wires one as SetupWithManager
 * would; NativeOptions switch the guards the flows' failure variants remove (GenerationChanged-
 * Predicate on For, the DeepEqual status guard, SetControllerReference, a status that changes
 * every run, a non-idempotent GenerateName reconciler, a transient error on each key's first run).
 */
export { nativeFactory, type NativeVariant, type NativeOptions } from "./factory";
export { AppReconciler } from "./app";
export { EagerCreatorReconciler, HotLoopReconciler, StuckFinalizerReconciler } from "./buggy";
export { DuplicatingReconciler, FailFirstAttempt } from "./variants";
