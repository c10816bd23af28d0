/**
 * Package api is the object model: KubeObject in wire form, ObjectMeta, GroupVersionKind,
 * keys, StatusError and its predicates, label and field selectors, wire-time helpers and the
 * kind definitions the API server serves. Pure data and pure functions; no state.
 */
export * from "./object";
export * from "./errors";
export * from "./json";
export * from "./jsonchunks";
export * from "./size";
export * from "./time";
export * from "./kind";
export * from "./labels";
export * from "./fields";
export * from "./builtins";
