import type { ClientObject, OwnerReferenceLike } from "../client/object";
import { splitAPIVersion } from "../client/object";

/** Scheme knows the apiVersion and kind of a typed object (runtime.Scheme, as far as we need it). */
export interface Scheme {
  objectKind(obj: ClientObject): { apiVersion: string; kind: string } | undefined;
}

/** gvkFor returns the apiVersion/kind of obj from the scheme or, failing that, from the object. */
function gvkFor(obj: ClientObject, scheme?: Scheme): { apiVersion: string; kind: string } {
  const k =
    scheme?.objectKind(obj) ??
    (obj.apiVersion && obj.kind ? { apiVersion: obj.apiVersion, kind: obj.kind } : undefined);
  if (!k)
    throw new Error(
      `no kind is registered for the type ${obj.kind ?? "<unknown>"} in scheme "pkg/runtime/scheme.go:100"`,
    );
  return k;
}

/** AlreadyOwnedError says obj already has a controller reference to another owner (fact 81). */
export class AlreadyOwnedError extends Error {
  readonly object: ClientObject;
  readonly owner: OwnerReferenceLike;
  constructor(object: ClientObject, owner: OwnerReferenceLike) {
    super(
      `Object ${object.metadata.namespace ?? ""}/${object.metadata.name ?? ""} is already owned by another ${owner.kind} controller ${owner.name}`,
    );
    this.name = "AlreadyOwnedError";
    this.object = object;
    this.owner = owner;
  }
}

function validateOwner(owner: ClientObject, obj: ClientObject): void {
  const ownerNs = owner.metadata.namespace ?? "";
  if (!ownerNs) return;
  const objNs = obj.metadata.namespace ?? "";
  if (!objNs)
    throw new Error(`cluster-scoped resource must not have a namespace-scoped owner, owner's namespace ${ownerNs}`);
  if (ownerNs !== objNs) {
    throw new Error(
      `cross-namespace owner references are disallowed, owner's namespace ${ownerNs}, obj's namespace ${objNs}`,
    );
  }
}

/** sameObject compares group, kind and name; version and UID are ignored (fact 81). */
function sameObject(a: OwnerReferenceLike, b: OwnerReferenceLike): boolean {
  return (
    splitAPIVersion(a.apiVersion).group === splitAPIVersion(b.apiVersion).group &&
    a.kind === b.kind &&
    a.name === b.name
  );
}

function upsertOwnerRef(ref: OwnerReferenceLike, obj: ClientObject): void {
  const refs = obj.metadata.ownerReferences ?? [];
  const i = refs.findIndex((r) => sameObject(r, ref));
  if (i >= 0) refs[i] = ref;
  else refs.push(ref);
  obj.metadata.ownerReferences = refs;
}

/** getControllerOf returns obj's controller=true owner reference (metav1.GetControllerOf). */
export function getControllerOf(obj: ClientObject): OwnerReferenceLike | undefined {
  return obj.metadata.ownerReferences?.find((r) => r.controller === true);
}

/** ControllerReferenceOptions: blockOwnerDeletion defaults to true (WithBlockOwnerDeletion). */
export interface ControllerReferenceOptions {
  blockOwnerDeletion?: boolean;
}

/**
 * setControllerReference makes owner the controller of obj (in memory): apiVersion and kind
 * from the scheme, name, uid, controller=true, blockOwnerDeletion=true (fact 81).
 */
export function setControllerReference(
  owner: ClientObject,
  obj: ClientObject,
  scheme?: Scheme,
  opts: ControllerReferenceOptions = {},
): void {
  const gvk = gvkFor(owner, scheme);
  const ref: OwnerReferenceLike = {
    apiVersion: gvk.apiVersion,
    kind: gvk.kind,
    name: owner.metadata.name ?? "",
    uid: owner.metadata.uid ?? "",
    controller: true,
    blockOwnerDeletion: opts.blockOwnerDeletion ?? true,
  };
  validateOwner(owner, obj);
  const existing = getControllerOf(obj);
  if (existing && !sameObject(existing, ref)) throw new AlreadyOwnedError(obj, existing);
  upsertOwnerRef(ref, obj);
}

/** setOwnerReference adds (or replaces) a non-controller owner reference to owner. */
export function setOwnerReference(owner: ClientObject, obj: ClientObject, scheme?: Scheme): void {
  const gvk = gvkFor(owner, scheme);
  validateOwner(owner, obj);
  upsertOwnerRef(
    { apiVersion: gvk.apiVersion, kind: gvk.kind, name: owner.metadata.name ?? "", uid: owner.metadata.uid ?? "" },
    obj,
  );
}

/** removeOwnerReference removes the reference to owner, or throws if there is none. */
export function removeOwnerReference(owner: ClientObject, obj: ClientObject, scheme?: Scheme): void {
  const gvk = gvkFor(owner, scheme);
  const ref = { apiVersion: gvk.apiVersion, kind: gvk.kind, name: owner.metadata.name ?? "", uid: "" };
  const refs = obj.metadata.ownerReferences ?? [];
  const kept = refs.filter((r) => !sameObject(r, ref));
  if (kept.length === refs.length) {
    throw new Error(
      `owner reference to ${gvk.kind} ${owner.metadata.name ?? ""} not found in ${obj.metadata.name ?? ""}`,
    );
  }
  obj.metadata.ownerReferences = kept;
}

/** hasControllerReference reports whether obj has a controller owner reference. */
export function hasControllerReference(obj: ClientObject): boolean {
  return getControllerOf(obj) !== undefined;
}

/** hasOwnerReference reports whether one of refs points to owner (by group, kind and name). */
export function hasOwnerReference(
  refs: readonly OwnerReferenceLike[] | undefined,
  owner: ClientObject,
  scheme?: Scheme,
): boolean {
  const gvk = gvkFor(owner, scheme);
  const ref = { apiVersion: gvk.apiVersion, kind: gvk.kind, name: owner.metadata.name ?? "", uid: "" };
  return (refs ?? []).some((r) => sameObject(r, ref));
}
