/**
 * KubeObject is an API object in Kubernetes wire form: what `kubectl get -o json` prints.
 * Objects are plain JSON (no classes), so they copy, compare and snapshot as data.
 */

/** OwnerReference names an object that owns this one (garbage collection, controllers). */
export interface OwnerReference {
  apiVersion: string;
  kind: string;
  name: string;
  uid: string;
  controller?: boolean;
  blockOwnerDeletion?: boolean;
}

/** ManagedFieldsEntry records which fields one manager owns (server-side apply). */
export interface ManagedFieldsEntry {
  manager: string;
  operation: "Apply" | "Update";
  apiVersion: string;
  time?: string;
  fieldsType: "FieldsV1";
  fieldsV1: FieldsV1;
  subresource?: string;
}

/** FieldsV1 is the nested "f:"/"k:"/"v:" set of field paths a manager owns. */
export type FieldsV1 = { [key: string]: FieldsV1 };

/** ObjectMeta is metadata every persisted object has. */
export interface ObjectMeta {
  name?: string;
  generateName?: string;
  namespace?: string;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
  creationTimestamp?: string;
  deletionTimestamp?: string;
  deletionGracePeriodSeconds?: number;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  ownerReferences?: OwnerReference[];
  finalizers?: string[];
  managedFields?: ManagedFieldsEntry[];
}

/** KubeObject is any API object: TypeMeta + ObjectMeta + free-form body (spec, status, data…). */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: ObjectMeta;
  // Wire objects are free-form JSON: spec and status are whatever the kind defines.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  status?: any;
  [field: string]: unknown;
}

/** GroupVersionKind identifies a type: group "" is the core group. */
export interface GroupVersionKind {
  group: string;
  version: string;
  kind: string;
}

/** ObjectKey is the namespace/name pair that identifies an object of one kind. */
export interface ObjectKey {
  namespace?: string;
  name: string;
}

/** parseApiVersion splits "apps/v1" into group "apps", version "v1" ("v1" is the core group). */
export function parseApiVersion(apiVersion: string): { group: string; version: string } {
  const i = apiVersion.indexOf("/");
  return i < 0
    ? { group: "", version: apiVersion }
    : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

/** apiVersionOf joins a group and version the way TypeMeta spells it. */
export function apiVersionOf(gv: { group: string; version: string }): string {
  return gv.group === "" ? gv.version : `${gv.group}/${gv.version}`;
}

/** gvkOf returns the object's GroupVersionKind from its TypeMeta. */
export function gvkOf(obj: Pick<KubeObject, "apiVersion" | "kind">): GroupVersionKind {
  return { ...parseApiVersion(obj.apiVersion), kind: obj.kind };
}

/** keyOf returns the object's namespace/name. */
export function keyOf(obj: Pick<KubeObject, "metadata">): ObjectKey {
  const m = obj.metadata;
  return m.namespace ? { namespace: m.namespace, name: m.name ?? "" } : { name: m.name ?? "" };
}

/** keyString renders a key as "namespace/name" (or "name" when cluster-scoped), like cache.MetaNamespaceKeyFunc. */
export function keyString(key: ObjectKey): string {
  return key.namespace ? `${key.namespace}/${key.name}` : key.name;
}

/** controllerRefOf returns the ownerReference with controller=true, like metav1.GetControllerOf. */
export function controllerRefOf(obj: Pick<KubeObject, "metadata">): OwnerReference | undefined {
  return obj.metadata.ownerReferences?.find((r) => r.controller === true);
}

/**
 * toPartialObjectMetadata keeps only apiVersion, kind and metadata: what the API server sends
 * for `Accept: …;as=PartialObjectMetadata` (client-go's metadata client, metadata-only informers).
 */
export function toPartialObjectMetadata(obj: KubeObject): KubeObject {
  return { apiVersion: obj.apiVersion, kind: obj.kind, metadata: obj.metadata };
}
