// Prebuild builds the JSON converters of the API types a controller watches (For, Owns) when it is
// set up, as controller-runtime's informers decode objects when the manager starts, so its first
// Reconcile builds few. Not every type a value can hold: a Deployment reaches some 300 (every
// volume source, probe and security context), most nil in every object a run sees, and reading
// their declarations costs more than a first Reconcile. The walk follows the struct-valued fields
// every value has (a Deployment's spec, its pod template and pod spec) and, through pointers,
// slices and maps, the types whose declarations were already resolved when the walk reached them
// (those some code already named: a Deployment's containers when the reconciler sets them).
import { under, type Type } from "../../check/types";
import { toJSON, fromJSON, fromJSONInto } from "./convert";

/** prebuilt: the watched types whose converters were prebuilt (converters are shared by every run, as
 * their caches in convert.ts are): a controller set up again (a restart, another run) walks nothing. By
 * then the walk would reach much further, through every type resolved since, for converters no
 * first Reconcile needs. */
const prebuilt = new WeakSet<Type>();

/** prebuildConverters builds the converters of the watched types and those the walk above reaches;
 * it returns how many types it visited (none for a type prebuilt before). */
export function prebuildConverters(watched: readonly Type[]): number {
  const seen = new Set<Type>();
  let n = 0;
  for (const t of watched) {
    if (prebuilt.has(t)) continue;
    prebuilt.add(t);
    n += visit(t, seen);
  }
  return n;
}

/** visit builds the converters of t and of the types the walk reaches from it (each once per `seen`). */
function visit(t: Type, seen: Set<Type>): number {
  if (seen.has(t)) return 0;
  seen.add(t);
  let n = 1;
  const u = under(t);
  if (u.k === "struct") {
    // Every value converts its named fields (its metadata, spec, status); a pointer, list or map is
    // followed when what it holds was resolved, read before building anything resolves more.
    const next = u.fields.map((f) => f.type).filter((ft) => ft.k === "named" || resolved(ft));
    for (const x of next) n += visit(x, seen);
    // Converting any value to JSON calls the converter of each list and map field, nil or not (which
    // resolves what it holds): it is built too, not what it holds.
    for (const f of u.fields) if (!seen.has(f.type) && isList(f.type)) toJSON(f.type);
    fromJSONInto(t);
  } else {
    const e = elemOf(t);
    if (e && resolved(e)) n += visit(e, seen);
  }
  toJSON(t);
  fromJSON(t);
  return n;
}

/** resolved reports whether a type's declaration is resolved: a named type's, or, for a pointer,
 * slice, array or map, what it holds. */
function resolved(t: Type): boolean {
  if (t.k === "named") return !t.lazy;
  const e = elemOf(t);
  return e === undefined || resolved(e);
}

/** isList reports whether t is an (unnamed) slice, map or array type. */
function isList(t: Type): boolean {
  return t.k === "slice" || t.k === "map" || t.k === "array";
}

/** elemOf returns what a pointer, slice, array or map type holds (its element). */
function elemOf(t: Type): Type | undefined {
  const u = t.k === "named" ? undefined : t;
  return u && (u.k === "pointer" || u.k === "slice" || u.k === "array" || u.k === "map") ? u.elem : undefined;
}
