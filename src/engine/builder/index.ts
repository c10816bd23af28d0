/**
 * builder: controller-runtime's pkg/builder. Contract: For once, Owns only with For, at least
 * one watch; WithEventFilter predicates apply to every For/Owns/Watches source and are ANDed
 * with each source's own; the controller is named after the lowercase For kind unless Named.
 * Errors use controller-runtime's messages (facts 67, 70–73).
 */
export { Builder, controllerManagedBy } from "./builder";
export type { ObjectType, WatchOptions } from "./builder";
