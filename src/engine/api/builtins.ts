/**
 * The built-in kinds the engine serves, plus the lab's App CRD (LAB-CONTRACT §2).
 */
import { customResourceKind, type KindDefinition } from "./kind";

const workload = (kind: string, plural: string, extra: Partial<KindDefinition> = {}): KindDefinition => ({
  group: "apps",
  version: "v1",
  kind,
  plural,
  namespaced: true,
  statusSubresource: true,
  strategy: "workload",
  allowUnconditionalUpdate: true,
  defaultGCPolicy: "Background",
  ...extra,
});

const core = (kind: string, plural: string, extra: Partial<KindDefinition> = {}): KindDefinition => ({
  group: "",
  version: "v1",
  kind,
  plural,
  namespaced: true,
  statusSubresource: false,
  strategy: "plain",
  allowUnconditionalUpdate: true,
  ...extra,
});

/** DeploymentKind is apps/v1 Deployment: annotations bump generation, /status resets labels. */
export const DeploymentKind = workload("Deployment", "deployments", {
  annotationsBumpGeneration: true,
  statusResetsLabels: true,
});
/** ReplicaSetKind is apps/v1 ReplicaSet. */
export const ReplicaSetKind = workload("ReplicaSet", "replicasets");
/** StatefulSetKind is apps/v1 StatefulSet. */
export const StatefulSetKind = workload("StatefulSet", "statefulsets");
/** PodKind is v1 Pod: graceful deletion. */
export const PodKind = core("Pod", "pods", { statusSubresource: true, strategy: "pod" });
/** ServiceKind is v1 Service. */
export const ServiceKind = core("Service", "services", { statusSubresource: true });
/** ConfigMapKind is v1 ConfigMap. */
export const ConfigMapKind = core("ConfigMap", "configmaps");
/** SecretKind is v1 Secret. */
export const SecretKind = core("Secret", "secrets");
/** NamespaceKind is v1 Namespace: cluster-scoped, finalized through /finalize. */
export const NamespaceKind = core("Namespace", "namespaces", {
  namespaced: false,
  statusSubresource: true,
  strategy: "namespace",
});
/** EventKind is v1 Event: what an EventRecorder writes. */
export const EventKind = core("Event", "events");
/** LeaseKind is coordination.k8s.io/v1 Lease. */
export const LeaseKind: KindDefinition = { ...core("Lease", "leases"), group: "coordination.k8s.io" };
/** JobKind is batch/v1 Job: status cleared on create and kept by main-endpoint writes, generation
 * bumped by spec changes (k8s pkg/registry/batch/job/strategy.go); batch/v1's default propagation
 * is Orphan there, kept for compatibility, so a caller that wants its Pods gone says Background. */
export const JobKind = workload("Job", "jobs", { group: "batch", defaultGCPolicy: "Orphan" });
/** AppKind is the lab's CRD: apps.example.com/v1alpha1 App with a status subresource. */
export const AppKind = customResourceKind({
  group: "apps.example.com",
  version: "v1alpha1",
  kind: "App",
  plural: "apps",
});

/** builtinKinds lists every pre-registered kind. */
export const builtinKinds: readonly KindDefinition[] = [
  DeploymentKind,
  ReplicaSetKind,
  StatefulSetKind,
  PodKind,
  ServiceKind,
  ConfigMapKind,
  SecretKind,
  NamespaceKind,
  EventKind,
  LeaseKind,
  JobKind,
  AppKind,
];
