/**
 * controllerutil: controller-runtime's controllerutil helpers (owner references, finalizers,
 * CreateOrUpdate/CreateOrPatch) plus client-go's retry.RetryOnConflict.
 * Contract: owner and finalizer helpers only change the object in memory (the caller writes);
 * CreateOrUpdate/CreateOrPatch read through the given Client (cached) and write only on a
 * semantic change. Error texts are controller-runtime's (facts 79–85).
 */
export type { Scheme, ControllerReferenceOptions } from "./owners";
export {
  AlreadyOwnedError,
  setControllerReference,
  setOwnerReference,
  removeOwnerReference,
  getControllerOf,
  hasControllerReference,
  hasOwnerReference,
} from "./owners";
export { addFinalizer, removeFinalizer, containsFinalizer } from "./finalizers";
export type { OperationResult, MutateFn } from "./create_or";
export { createOrUpdate, createOrPatch } from "./create_or";
export type { Backoff, RetryHooks } from "./retry";
export { DefaultRetry, DefaultBackoff, onError, retryOnConflict } from "./retry";
