import type { GroupResource, GroupKind } from "./errors";
import type { GroupVersionKind } from "./object";

/**
 * KindDefinition describes a served type, like a CRD's spec.names plus the registry strategy
 * knobs the fact sheet depends on. Built-ins are pre-registered; `registerKind` adds CRDs.
 */
export interface KindDefinition {
  group: string;
  version: string;
  kind: string;
  /** plural is the resource name ("deployments"). */
  plural: string;
  namespaced: boolean;
  /** statusSubresource: /status is served and main-endpoint writes keep the old status. */
  statusSubresource: boolean;
  /**
   * strategy picks the registry rules: "custom" (CRD, facts 12–14), "workload" (Deployment-
   * like built-ins, facts 10–11), "pod" (graceful deletion, 16), "namespace" (28), "plain"
   * (ConfigMap, Secret, Service, Lease: no generation).
   */
  strategy: "custom" | "workload" | "pod" | "namespace" | "plain";
  /** allowUnconditionalUpdate: a PUT with an empty resourceVersion is accepted (fact 3). */
  allowUnconditionalUpdate: boolean;
  /** annotationsBumpGeneration: annotation changes bump generation (Deployment, fact 10). */
  annotationsBumpGeneration?: boolean;
  /** statusResetsLabels: /status resets metadata.labels too (Deployment, fact 11). */
  statusResetsLabels?: boolean;
  /** defaultGCPolicy: the strategy's default propagation (fact 25); all modelled types are background. */
  defaultGCPolicy?: "Orphan" | "Background";
}

/** gvkOfKind returns a definition's GroupVersionKind. */
export function gvkOfKind(def: KindDefinition): GroupVersionKind {
  return { group: def.group, version: def.version, kind: def.kind };
}

/** groupResource returns the GroupResource used in error messages ("deployments.apps"). */
export function groupResource(def: KindDefinition): GroupResource {
  return { group: def.group, resource: def.plural };
}

/** groupKind returns the GroupKind used in Invalid messages ("Deployment.apps"). */
export function groupKind(def: KindDefinition): GroupKind {
  return { group: def.group, kind: def.kind };
}

/** customResourceKind builds a CRD-style definition (status subresource on by default). */
export function customResourceKind(d: {
  group: string;
  version: string;
  kind: string;
  plural?: string;
  namespaced?: boolean;
  statusSubresource?: boolean;
}): KindDefinition {
  return {
    group: d.group,
    version: d.version,
    kind: d.kind,
    plural: d.plural ?? `${d.kind.toLowerCase()}s`,
    namespaced: d.namespaced ?? true,
    statusSubresource: d.statusSubresource ?? true,
    strategy: "custom",
    allowUnconditionalUpdate: false,
  };
}
