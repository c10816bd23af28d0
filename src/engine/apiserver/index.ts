/**
 * Package apiserver is the simulated kube-apiserver (ENGINE-CONTRACT "APIServer"): a store
 * with one resourceVersion counter, optimistic concurrency, no-op write detection, per-kind
 * strategies (generation, status subresource), deletion with finalizers and GC finalizers,
 * namespace lifecycle admission, the optional OwnerReferencesPermissionEnforcement admission
 * plugin (off by default), admission webhooks manager processes serve (mutating before the
 * strategy, validating after it; webhooks.ts), merge/JSON patch, server-side apply with managedFields, list
 * with selectors and paging, and a watch cache with bounded history. Calls are synchronous
 * and deterministic; each emits an `api.request` trace event with its virtual cost.
 */
export * from "./apiserver";
export * from "./costs";
export * from "./trace-events";
export { type KindRef, kindId } from "./kinds";
export {
  type Authorizer,
  type AuthorizationAttributes,
  type OwnerReferencesPermissionEnforcement,
} from "./gcadmission";
export { type WatchEvent, type WatchEventType } from "./watch";
export {
  type AdmissionWebhook,
  type AdmissionRequest,
  type AdmissionResponse,
  type AdmissionOperation,
  type FailurePolicy,
} from "./webhooks";
export { type DeleteOptions, type PropagationPolicy, FINALIZER_ORPHAN, FINALIZER_FOREGROUND } from "./deletion";
export { NAME_ALPHABET, MAX_NAME_GENERATION_CREATE_ATTEMPTS } from "./generatename";
export { ANCIENT_CHANGES, DEFAULT_MAX_UPDATE_MANAGERS } from "./managedfields";
export { ASSOCIATIVE_LIST_KEYS, SET_LISTS, fromFieldsV1, toFieldsV1 } from "./fieldpath";
