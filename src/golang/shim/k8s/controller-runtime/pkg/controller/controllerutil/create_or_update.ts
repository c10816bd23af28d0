// CreateOrUpdate on the Go object itself, as controller-runtime runs it (fact 79): Get into obj,
// keep a deep copy, call mutate, compare the two with Semantic.DeepEqual, and Create or Update.
// mutate edits Go values in place, so nothing is converted to JSON except what a write sends; a
// reconcile that finds its object as it wants it (every replay after a restart) converts nothing,
// and keeps no copy: the stored object it read is the snapshot (sameasjson.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { under, type Type } from "../../../../../../check/types";
import { type Iface, callMethod, goString, jsString } from "../../../../../native";
import { objectJSON, SchemeError, type ObjectRef } from "../../../../bridge";
import { getInto, writeFrom, HAND_OVER } from "../../client/client";
import { toJSON, fromJSON } from "../../../../convert";
import { deepCopier } from "../../../../deepcopy";
import { sameValue } from "../../../../samevalue";
import { sameAsJSON } from "../../../../sameasjson";
import { goError, toGoError } from "../../../../goerrors";
import { Semantic, client as engineClientPkg, type ClientImpl, type KubeObject } from "../../../../../../../engine";

const unchanged = () => goString("unchanged");
/** failed is the Go error for an engine call's failure. */
const failed = (e: unknown) => (e instanceof SchemeError ? goError(e.message) : toGoError(e));

/** Whether a Go value of the type may hold a value a deep copier shares (an interface's dynamic
 * value): then the snapshot is the object's JSON, which shares nothing. */
const sharing = new WeakMap<Type, boolean>();
function mayShare(t: Type): boolean {
  const known = sharing.get(t);
  if (known !== undefined) return known;
  sharing.set(t, false); // a recursive type is decided by its other fields
  const u = under(t);
  let r = false;
  switch (u.k) {
    case "interface":
      r = true;
      break;
    case "struct":
      r = u.fields.some((f) => mayShare(f.type));
      break;
    case "pointer":
    case "slice":
    case "array":
      r = mayShare(u.elem);
      break;
    case "map":
      r = mayShare(u.key) || mayShare(u.elem);
      break;
  }
  sharing.set(t, r);
  return r;
}

/** storedMembers reports whether every object member of a read object is frozen: the cache's own,
 * which nothing changes (as deepFreeze leaves them, frozen all the way down). */
function storedMembers(read: KubeObject): boolean {
  const o = read as unknown as Record<string, unknown>;
  for (const k in o) {
    const x = o[k];
    if (x !== null && typeof x === "object" && !Object.isFrozen(x)) return false;
  }
  return true;
}

/** snapshotOf keeps obj as read (into ref from the object `read`), and equalTo says whether obj still
 * equals it by Semantic.DeepEqual. */
function snapshotOf(ref: ObjectRef, read: KubeObject): (ref: ObjectRef) => boolean {
  if (ref.unstructured) return jsonSnapshot(ref);
  // The Go object is what the stored object read converts to: that object is the snapshot, compared
  // with the Go object without converting either (no deep copy of the Go object to compare with).
  // Nothing is shared with the frozen stored object, so whether the type can hold an interface value
  // (mayShare) does not matter here, and is not asked: answering it resolves every type the object's
  // type reaches (some 300 declarations for a Deployment, 8 ms of the first CreateOrUpdate).
  if (storedMembers(read))
    return (r) => sameAsJSON(r.t, r.v, read) || Semantic.DeepEqual(toJSON(r.t)(fromJSON(r.t)(read)), toJSON(r.t)(r.v));
  if (mayShare(ref.t)) return jsonSnapshot(ref);
  const before = deepCopier(ref.t)(ref.v);
  // Identical values are equal; otherwise their JSON decides (nil and empty, times by instant).
  return (r) => sameValue(r.t, before, r.v) || Semantic.DeepEqual(toJSON(r.t)(before), toJSON(r.t)(r.v));
}

/** jsonSnapshot keeps obj's JSON as it is now, which shares nothing with the Go value. */
function jsonSnapshot(ref: ObjectRef): (ref: ObjectRef) => boolean {
  const before = objectJSON(ref);
  return (r) => Semantic.DeepEqual(before, objectJSON(r));
}

/** keyOf is obj's namespace and name as Go strings. */
const keyOf = (obj: Iface): [string, string] => [
  callMethod(obj, "GetNamespace") as string,
  callMethod(obj, "GetName") as string,
];

/** MUTATED_KEY is controller-runtime's error when mutate renamed the object. */
const MUTATED_KEY = "MutateFn cannot mutate object name and/or object namespace";

/**
 * createOrUpdate runs CreateOrUpdate for obj (ref resolved from it) with the engine client cl and
 * the Go mutate function f; it returns the OperationResult and the Go error, as the Go function does.
 */
export function createOrUpdate(cl: ClientImpl, obj: Iface, ref: ObjectRef, f: (() => unknown) | null): [string, any] {
  const [ns, name] = keyOf(obj);
  /** mutate calls f and checks the key; a Go error when either failed */
  const mutate = (): unknown => {
    const err = f ? f() : null;
    if (err !== null && err !== undefined) return err;
    const [ns2, name2] = keyOf(obj);
    return ns2 !== ns || name2 !== name ? goError(MUTATED_KEY) : null;
  };
  const key = { namespace: jsString(ns), name: jsString(name) };
  let read: KubeObject;
  try {
    read = getInto(cl, ref, key);
  } catch (e) {
    if (!engineClientPkg.isNotFoundError(e)) return [unchanged(), failed(e)];
    const err = mutate();
    if (err !== null) return [unchanged(), err];
    return write(ref, (j) => cl.create(j, HAND_OVER), "created");
  }
  const equal = snapshotOf(ref, read);
  const err = mutate();
  if (err !== null) return [unchanged(), err];
  if (equal(ref)) return [unchanged(), null];
  return write(ref, (j) => cl.update(j, HAND_OVER), "updated");
}

/** write sends obj's JSON and reads the server's answer back into obj. */
function write(ref: ObjectRef, send: (j: KubeObject) => void, result: string): [string, any] {
  try {
    writeFrom(ref, send);
    return [goString(result), null];
  } catch (e) {
    return [unchanged(), failed(e)];
  }
}
