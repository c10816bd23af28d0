// Package maps: Go's generic map helpers (Keys and Values as iterators for slices.Sorted/Collect, Clone,
// Copy, Equal, EqualFunc, DeleteFunc). Iteration follows the interpreter's seeded map order.
import type { GoValue } from "../../../eval/values";
import type { Type } from "../../../check/types";
import { equaler, cloner } from "../../../eval/typeops";
import { plainRuntimeError } from "../../../eval/runtime";
import type { ShimDefinition } from "../../registry";
import { GoMap } from "../helpers";

const source = `package maps

// Keys returns an iterator over the keys of m (use slices.Sorted(maps.Keys(m)) for a stable order).
func Keys[K comparable, V any](m map[K]V) func(yield func(K) bool)

// Values returns an iterator over the values of m.
func Values[K comparable, V any](m map[K]V) func(yield func(V) bool)

// Clone returns a copy of m (nil stays nil).
func Clone[K comparable, V any](m map[K]V) map[K]V

// Copy copies all key/value pairs in src adding them to dst, overwriting existing keys.
func Copy[K comparable, V any](dst, src map[K]V)

// Equal reports whether two maps contain the same key/value pairs.
func Equal[K comparable, V comparable](m1, m2 map[K]V) bool

// EqualFunc is like Equal, but compares values using eq.
func EqualFunc[K comparable, V any](m1, m2 map[K]V, eq func(V, V) bool) bool

// DeleteFunc deletes any key/value pairs from m for which del returns true.
func DeleteFunc[K comparable, V any](m map[K]V, del func(K, V) bool)
`;

type Yield = (v: GoValue) => boolean;
const entries = (m: GoMap | null) => (m ? m.entries() : []);

function iterate(m: GoMap | null, pick: (e: [GoValue, GoValue]) => GoValue) {
  return (yieldFn: Yield) => {
    for (const e of entries(m)) if (!yieldFn(pick(e))) return;
  };
}

function equalWith(a: GoMap | null, b: GoMap | null, eq: (x: GoValue, y: GoValue) => boolean): boolean {
  if ((a?.size ?? 0) !== (b?.size ?? 0)) return false;
  for (const [k, v] of entries(a)) if (!b!.has(k) || !eq(v, b!.get(k))) return false;
  return true;
}

export const mapsPackage: ShimDefinition = {
  path: "maps",
  source,
  natives: {
    Keys: (_t: Type[], m: GoMap | null) => iterate(m, (e) => e[0]),
    Values: (_t: Type[], m: GoMap | null) => iterate(m, (e) => e[1]),
    Clone: (t: Type[], m: GoMap | null) => {
      if (!m) return null;
      const c = new GoMap(m.kf),
        copy = cloner(t[1]!);
      for (const [k, v] of m.entries()) c.set(k, copy(v));
      return c;
    },
    Copy: (t: Type[], dst: GoMap | null, src: GoMap | null) => {
      const copy = cloner(t[1]!);
      for (const [k, v] of entries(src)) {
        if (!dst) plainRuntimeError("assignment to entry in nil map", "", 0);
        dst.set(k, copy(v));
      }
    },
    Equal: (t: Type[], a: GoMap | null, b: GoMap | null) => equalWith(a, b, equaler(t[1]!)),
    EqualFunc: (_t: Type[], a: GoMap | null, b: GoMap | null, eq: (x: GoValue, y: GoValue) => boolean) =>
      equalWith(a, b, (x, y) => eq(x, y)),
    DeleteFunc: (_t: Type[], m: GoMap | null, del: (k: GoValue, v: GoValue) => boolean) => {
      for (const [k, v] of entries(m)) if (del(k, v)) m!.delete(k);
    },
  },
};
