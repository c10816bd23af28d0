/**
 * Registry strategies per kind: what create and update do to an object before it is stored
 * (facts 10–14, 28, 39). `custom` is a CRD, `workload` a Deployment-like built-in, `pod`
 * graceful, `namespace` the Namespace, `plain` kinds without generation.
 */
import { deepEqual, type KindDefinition, type KubeObject } from "../api";
import { SEP } from "./fieldpath";

/** Subresource is the endpoint a write goes to ("" is the main endpoint). */
export type Subresource = "" | "status" | "finalize";

/** prepareForCreate sets generation and clears or initialises status (facts 10, 12, 28). */
export function prepareForCreate(def: KindDefinition, obj: KubeObject): void {
  switch (def.strategy) {
    case "workload":
      obj.metadata.generation = 1;
      delete obj.status;
      return;
    case "custom":
      obj.metadata.generation = 1;
      if (def.statusSubresource) delete obj.status;
      return;
    case "pod":
      obj.metadata.generation = 1;
      obj.status = { phase: "Pending" };
      return;
    case "namespace": {
      delete obj.metadata.generation;
      const spec = (obj.spec ?? {}) as { finalizers?: string[] };
      obj.spec = { ...spec, finalizers: ["kubernetes"] };
      obj.status = { phase: "Active" };
      return;
    }
    case "plain":
      delete obj.metadata.generation;
      if (def.statusSubresource) delete obj.status;
      return;
  }
}

function withoutMeta(o: KubeObject): Record<string, unknown> {
  const { metadata: _m, ...rest } = o;
  return rest;
}

/**
 * prepareForUpdate turns the requested object into what is stored, given the old one. It
 * runs after BeforeUpdate copied generation, uid and timestamps from the old object.
 */
export function prepareForUpdate(def: KindDefinition, obj: KubeObject, old: KubeObject, sub: Subresource): KubeObject {
  if (sub === "status") {
    if (def.strategy === "custom") {
      // A deep copy of the old object plus the new status (fact 14).
      const out: KubeObject = {
        ...old,
        metadata: {
          ...old.metadata,
          resourceVersion: obj.metadata.resourceVersion,
          managedFields: obj.metadata.managedFields,
        },
      };
      if (obj.status === undefined) delete out.status;
      else out.status = obj.status;
      return out;
    }
    // Built-ins: spec (and for Deployments labels) reset from the old object (fact 11).
    if (old.spec === undefined) delete obj.spec;
    else obj.spec = old.spec;
    if (def.statusResetsLabels) {
      if (old.metadata.labels) obj.metadata.labels = old.metadata.labels;
      else delete obj.metadata.labels;
    }
    return obj;
  }
  if (sub === "finalize") {
    // Namespace /finalize: only spec.finalizers changes.
    const finalizers = (obj.spec as { finalizers?: string[] } | undefined)?.finalizers ?? [];
    return {
      ...old,
      metadata: {
        ...old.metadata,
        resourceVersion: obj.metadata.resourceVersion,
        managedFields: obj.metadata.managedFields,
      },
      spec: { ...(old.spec ?? {}), finalizers },
    };
  }
  if (def.statusSubresource) {
    if (old.status === undefined) delete obj.status;
    else obj.status = old.status;
  }
  const gen = old.metadata.generation ?? 0;
  switch (def.strategy) {
    case "workload":
    case "pod":
      if (
        !deepEqual(obj.spec, old.spec) ||
        (def.annotationsBumpGeneration && !deepEqual(obj.metadata.annotations ?? {}, old.metadata.annotations ?? {}))
      ) {
        obj.metadata.generation = gen + 1;
      }
      break;
    case "custom":
      if (!deepEqual(withoutMeta(obj), withoutMeta(old))) obj.metadata.generation = gen + 1;
      break;
    case "namespace":
      obj.spec = old.spec;
      break;
    case "plain":
      break;
  }
  return obj;
}

/** resetPrefixes are the field paths an endpoint resets, so no manager owns them there (fact 39).
 * The lists are shared constants (read only). */
export function resetPrefixes(def: KindDefinition, sub: Subresource): readonly string[] {
  if (sub === "status") {
    if (def.strategy === "custom") return RESET_META_SPEC;
    return def.statusResetsLabels ? RESET_SPEC_LABELS : RESET_SPEC;
  }
  if (sub === "finalize") return RESET_META_STATUS;
  return def.statusSubresource ? RESET_STATUS : RESET_NOTHING;
}

const RESET_META_SPEC: readonly string[] = Object.freeze(["f:metadata", "f:spec"]);
const RESET_SPEC_LABELS: readonly string[] = Object.freeze(["f:spec", `f:metadata${SEP}f:labels`]);
const RESET_SPEC: readonly string[] = Object.freeze(["f:spec"]);
const RESET_META_STATUS: readonly string[] = Object.freeze(["f:metadata", "f:status"]);
const RESET_STATUS: readonly string[] = Object.freeze(["f:status"]);
const RESET_NOTHING: readonly string[] = Object.freeze([]);
