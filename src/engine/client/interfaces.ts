import type { ClientObject, ObjectKey } from "./object";

/** Patch knows how to turn an object into a patch request body (client.Patch). */
export interface Patch {
  type: "merge" | "strategic" | "json" | "apply";
  /** data returns the patch body for obj. */
  data(obj: ClientObject): unknown;
}

/** ListOptions narrow a List (client.InNamespace, client.MatchingLabels, client.MatchingFields). */
export interface ListOptions {
  namespace?: string;
  labelSelector?: Record<string, string>;
  fieldSelector?: Record<string, string>;
  limit?: number;
  /**
   * unsafeDisableDeepCopy returns the cache's own (frozen) objects instead of deep copies
   * (client.UnsafeDisableDeepCopy): for a caller that converts them at once and never edits them.
   */
  unsafeDisableDeepCopy?: boolean;
}

/** GetOptions are client.GetOptions: only client.UnsafeDisableDeepCopy. */
export interface GetOptions {
  /** unsafeDisableDeepCopy fills obj with the cache's own (frozen) members, not a deep copy. */
  unsafeDisableDeepCopy?: boolean;
}

/** WriteOptions are the options every write takes (client.FieldOwner, client.DryRunAll). */
export interface WriteOptions {
  fieldOwner?: string;
  dryRun?: boolean;
  /**
   * unsafeHandOver (Create and Update): obj was built for this call and is the caller's no more
   * until the call returns (the lab's Go client converts a Go value into it and back out of it),
   * so the server keeps and edits it instead of copying it, and fills it with the stored (frozen)
   * object's own members instead of a copy: the caller only reads them.
   */
  unsafeHandOver?: boolean;
}

/** PatchOptions add force for Apply (client.ForceOwnership). */
export interface PatchOptions extends WriteOptions {
  force?: boolean;
}

/** DeleteOptions are client.DeleteOptions; no propagationPolicy is sent unless given (fact 26). */
export interface DeleteOptions {
  propagationPolicy?: "Orphan" | "Background" | "Foreground";
  preconditions?: { uid?: string; resourceVersion?: string };
  gracePeriodSeconds?: number;
}

/** TypeRef names a type for List: a kind, or apiVersion plus kind. */
export type TypeRef = string | { apiVersion?: string; kind: string };

/** Reader knows how to read objects (from the informer cache, as deep copies). */
export interface Reader {
  /** get fills obj (whose kind is set) with the object at key, or throws NotFound. */
  get(key: ObjectKey, obj: ClientObject, opts?: GetOptions): void;
  /** list returns deep copies of the objects of that type matching opts. */
  list(type: TypeRef, opts?: ListOptions): ClientObject[];
}

/** Writer knows how to write objects; each write stores the server's answer back into obj (fact 78). */
export interface Writer {
  create(obj: ClientObject, opts?: WriteOptions): void;
  update(obj: ClientObject, opts?: WriteOptions): void;
  patch(obj: ClientObject, patch: Patch, opts?: PatchOptions): void;
  delete(obj: ClientObject, opts?: DeleteOptions): void;
}

/** SubResourceWriter writes a subresource (only "status" here). */
export interface SubResourceWriter {
  update(obj: ClientObject, opts?: WriteOptions): void;
  patch(obj: ClientObject, patch: Patch, opts?: PatchOptions): void;
  apply(obj: ClientObject, opts: PatchOptions & { fieldOwner: string }): void;
}

/** Client is controller-runtime's client.Client: cached reads, direct writes. */
export interface Client extends Reader, Writer {
  /** status returns the writer of the /status subresource (r.Status()). */
  status(): SubResourceWriter;
  /** apply server-side-applies obj (client.Client.Apply since v0.22, fact 40). */
  apply(obj: ClientObject, opts: PatchOptions & { fieldOwner: string }): void;
}
