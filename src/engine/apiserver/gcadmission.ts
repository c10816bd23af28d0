/**
 * OwnerReferencesPermissionEnforcement is the validating admission plugin of
 * plugin/pkg/admission/gc (fact 22). It is off unless the server is built with an authorizer
 * for it (as upstream, where kube-apiserver does not enable it by default; OpenShift does).
 * When on:
 * - a write that changes metadata.ownerReferences of an existing object needs `delete` on
 *   that object (a create never does: the creator could have deleted it anyway);
 * - every reference that newly says blockOwnerDeletion: true needs `update` on the owner's
 *   `<plural>/finalizers`, or the write is answered 403 Forbidden.
 * The answer is the real one: `<resource> "<name>" is forbidden: cannot set
 * blockOwnerDeletion if an ownerReference refers to a resource you can't set finalizers on: , <nil>`.
 */
import {
  deepEqual,
  newForbidden,
  parseApiVersion,
  groupResource,
  type KindDefinition,
  type KubeObject,
  type OwnerReference,
} from "../api";
import type { KindRegistry } from "./kinds";

/** AuthorizationAttributes are what an authorizer is asked (authorizer.AttributesRecord). */
export interface AuthorizationAttributes {
  /** user is the caller's client id (the RequestContext's client). */
  user: string;
  verb: string;
  group: string;
  resource: string;
  subresource: string;
  namespace: string;
  name: string;
}

/** Authorizer answers whether a user may do something (true: DecisionAllow). */
export type Authorizer = (attrs: AuthorizationAttributes) => boolean;

/** OwnerReferencesPermissionEnforcement turns the plugin on with the authorizer it consults. */
export interface OwnerReferencesPermissionEnforcement {
  authorizer: Authorizer;
}

/** GCAdmissionRequest is one write as the plugin sees it. */
export interface GCAdmissionRequest {
  def: KindDefinition;
  user: string;
  subresource: string;
  /** obj is the object after the strategy; old is the stored one (absent on create). */
  obj: KubeObject;
  old?: KubeObject;
}

/** admitOwnerReferences runs the plugin's Validate; it throws the 403 StatusError on a denial. */
export function admitOwnerReferences(
  plugin: OwnerReferencesPermissionEnforcement,
  kinds: KindRegistry,
  req: GCAdmissionRequest,
): void {
  const { def, obj, old } = req;
  // The upstream white list: the kubelet's pods/status writes are never checked.
  if (def.group === "" && def.plural === "pods" && req.subresource === "status") return;
  const refs = obj.metadata.ownerReferences ?? [];
  const oldRefs = old?.metadata.ownerReferences ?? [];
  if (!changesOwnerReferences(refs, old ? oldRefs : undefined)) return;
  const namespace = def.namespaced ? (obj.metadata.namespace ?? "") : "";
  const name = obj.metadata.name ?? "";
  const deny = (why: string) => newForbidden(groupResource(def), name, `${why}: , <nil>`);

  if (old) {
    const mayDelete = plugin.authorizer({
      user: req.user,
      verb: "delete",
      group: def.group,
      resource: def.plural,
      subresource: req.subresource,
      namespace,
      name,
    });
    if (!mayDelete) throw deny("cannot set an ownerRef on a resource you can't delete");
  }

  for (const ref of newBlockingRefs(refs, oldRefs)) {
    const gv = parseApiVersion(ref.apiVersion);
    let owner: KindDefinition;
    try {
      owner = kinds.resolve({ group: gv.group, version: gv.version, kind: ref.kind });
    } catch {
      throw newForbidden(
        groupResource(def),
        name,
        `cannot set blockOwnerDeletion in this case because cannot find RESTMapping for APIVersion ${ref.apiVersion} Kind ${ref.kind}: no matches for kind "${ref.kind}" in version "${ref.apiVersion}"`,
      );
    }
    const maySetFinalizers = plugin.authorizer({
      user: req.user,
      verb: "update",
      group: owner.group,
      resource: owner.plural,
      subresource: "finalizers",
      namespace: owner.namespaced ? namespace : "",
      name: ref.name,
    });
    if (!maySetFinalizers)
      throw deny("cannot set blockOwnerDeletion if an ownerReference refers to a resource you can't set finalizers on");
  }
}

/** changesOwnerReferences: a create with any reference, or an update whose list differs. */
function changesOwnerReferences(refs: OwnerReference[], oldRefs: OwnerReference[] | undefined): boolean {
  if (oldRefs === undefined) return refs.length > 0;
  return !deepEqual(refs, oldRefs);
}

/** newBlockingRefs: references with blockOwnerDeletion: true that were not already blocking (matched by uid). */
function newBlockingRefs(refs: OwnerReference[], oldRefs: OwnerReference[]): OwnerReference[] {
  const blockedBefore = new Set(oldRefs.filter((r) => r.blockOwnerDeletion === true).map((r) => r.uid));
  return refs.filter((r) => r.blockOwnerDeletion === true && !blockedBefore.has(r.uid));
}
