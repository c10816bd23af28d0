// Engine is the engine surface the k8s natives' lab contract (bridge.ts) is written against: the
// manager a Go handle stands for, the running reconcile's context, the reconciler it wraps, an
// object's JSON form and a call site. The lab (src/lab) imports the engine itself.
export type { KubeObject, Manager, Context, Reconciler, Site } from "../../../engine";
