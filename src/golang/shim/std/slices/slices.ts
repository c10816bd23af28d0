// Package slices: the generic helpers of Go's slices package a controller uses (Contains, Index, Equal,
// Sort, SortFunc, Max, Min, Clone, Compact, Delete, DeleteFunc, Reverse, Grow, Clip, Sorted, Collect, and the
// iterators All, Values, Backward). Element
// equality is Go's ==; comparisons of ordered elements are Go's < on numbers and byte strings.
import type { GoValue } from "../../../eval/values";
import { T, type Type } from "../../../check/types";
import { equaler } from "../../../eval/typeops";
import type { ShimDefinition } from "../../registry";
import { Slice, sliceOf, sliceItems, cloner, needsCopy, zeroValue, goPanic, iface, goString } from "../helpers";
import { plainRuntimeError } from "../../../eval/runtime";

const source = `package slices

// Contains reports whether v is present in s.
func Contains[E comparable](s []E, v E) bool

// ContainsFunc reports whether at least one element e of s satisfies f(e).
func ContainsFunc[E any](s []E, f func(E) bool) bool

// Index gives the first position of v in s, or -1.
func Index[E comparable](s []E, v E) int

// IndexFunc returns the first index i satisfying f(s[i]), or -1 if none do.
func IndexFunc[E any](s []E, f func(E) bool) int

// Equal reports whether two slices are equal: the same length and all elements equal.
func Equal[E comparable](s1, s2 []E) bool

// Sort sorts a slice of any ordered type in ascending order.
func Sort[E any](x []E)

// SortFunc sorts the slice x in ascending order as determined by the cmp function.
func SortFunc[E any](x []E, cmp func(a, b E) int)

// SortStableFunc sorts the slice x while keeping the original order of equal elements.
func SortStableFunc[E any](x []E, cmp func(a, b E) int)

// IsSorted reports whether x is sorted in ascending order.
func IsSorted[E any](x []E) bool

// Max returns the maximal value in x. It panics if x is empty.
func Max[E any](x []E) E

// Min returns the minimal value in x. It panics if x is empty.
func Min[E any](x []E) E

// Reverse reverses the elements of the slice in place.
func Reverse[E any](s []E)

// Clone returns a copy of the slice (nil stays nil).
func Clone[E any](s []E) []E

// Compact replaces consecutive runs of equal elements with a single copy.
func Compact[E comparable](s []E) []E

// Delete removes the elements s[i:j] from s, returning the modified slice.
func Delete[E any](s []E, i, j int) []E

// DeleteFunc removes any elements from s for which del returns true, returning the modified slice.
func DeleteFunc[E any](s []E, del func(E) bool) []E

// All returns an iterator over index-value pairs in the slice in the usual order.
func All[Slice ~[]E, E any](s Slice) func(yield func(int, E) bool) {
	return func(yield func(int, E) bool) {
		for i, v := range s {
			if !yield(i, v) {
				return
			}
		}
	}
}

// Values returns an iterator that yields the slice elements in order.
func Values[Slice ~[]E, E any](s Slice) func(yield func(E) bool) {
	return func(yield func(E) bool) {
		for _, v := range s {
			if !yield(v) {
				return
			}
		}
	}
}

// Backward returns an iterator over index-value pairs in the slice, traversing it backward with descending indices.
func Backward[Slice ~[]E, E any](s Slice) func(yield func(int, E) bool) {
	t := []E(s)
	return func(yield func(int, E) bool) {
		for i := len(t) - 1; i >= 0; i-- {
			if !yield(i, t[i]) {
				return
			}
		}
	}
}

// Grow increases the slice's capacity, if necessary, to guarantee space for another n elements.
func Grow[S ~[]E, E any](s S, n int) S {
	if n < 0 {
		panic("cannot be negative")
	}
	t := []E(s)
	if n -= cap(t) - len(t); n > 0 {
		t = append(t[:cap(t)], make([]E, n)...)[:len(t)]
	}
	return S(t)
}

// Clip removes unused capacity from the slice, returning s[:len(s):len(s)].
func Clip[S ~[]E, E any](s S) S {
	t := []E(s)
	return S(t[:len(t):len(t)])
}

// Collect collects values from seq into a new slice.
func Collect[E any](seq func(yield func(E) bool)) []E

// Sorted collects values from seq into a new slice, sorts the slice, and returns it.
func Sorted[E any](seq func(yield func(E) bool)) []E
`;

type Cmp = (a: GoValue, b: GoValue) => number;

/** less is Go's < on ordered values (numbers, bigints, byte strings); NaN sorts first, as in cmp.Less. */
const ordered: Cmp = (a, b) => {
  const an = typeof a === "number" && Number.isNaN(a),
    bn = typeof b === "number" && Number.isNaN(b);
  if (an || bn) return an && bn ? 0 : an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** sortInPlace sorts the live window of s stably with cmp (insertion sort for short slices, merge otherwise). */
function sortInPlace(s: Slice | null, cmp: Cmp): void {
  if (!s || s.len < 2) return;
  const items = sliceItems(s);
  const sorted = items
    .map((v, i) => [v, i] as const)
    .sort((x, y) => cmp(x[0], y[0]) || x[1] - y[1])
    .map((x) => x[0]);
  for (let i = 0; i < sorted.length; i++) s.a[s.off + i] = sorted[i];
}

function extreme(s: Slice | null, sign: number, name: string): GoValue {
  if (!s || s.len === 0) goPanic(iface(T.string, goString(`slices.${name}: empty list`)));
  let best = s.a[s.off];
  for (let i = 1; i < s.len; i++) {
    const v = s.a[s.off + i];
    if (typeof v === "number" && Number.isNaN(v)) return v;
    if (ordered(v, best) * sign > 0) best = v;
  }
  return best;
}

/** removeWhere keeps the elements for which keep(i) is true, compacting in place and zeroing the tail. */
function compactInPlace(s: Slice, keepIdx: number[], elem: Type | undefined): Slice {
  const kept = keepIdx.map((i) => s.a[s.off + i]);
  for (let i = 0; i < kept.length; i++) s.a[s.off + i] = kept[i];
  for (let i = kept.length; i < s.len; i++) s.a[s.off + i] = elem ? zeroValue(elem) : null;
  return new Slice(s.a, s.off, kept.length, s.cap);
}

function collect(seq: ((y: (v: GoValue) => boolean) => void) | null): GoValue[] {
  const out: GoValue[] = [];
  seq?.((v) => {
    out.push(v);
    return true;
  });
  return out;
}

export const slicesPackage: ShimDefinition = {
  path: "slices",
  source,
  natives: {
    Contains: (t: Type[], s: Slice | null, v: GoValue) => {
      const eq = equaler(t[0]!);
      return sliceItems(s).some((e) => eq(e, v));
    },
    ContainsFunc: (_t: Type[], s: Slice | null, f: (e: GoValue) => boolean) => sliceItems(s).some((e) => f(e)),
    Index: (t: Type[], s: Slice | null, v: GoValue) => {
      const eq = equaler(t[0]!);
      return sliceItems(s).findIndex((e) => eq(e, v));
    },
    IndexFunc: (_t: Type[], s: Slice | null, f: (e: GoValue) => boolean) => sliceItems(s).findIndex((e) => f(e)),
    Equal: (t: Type[], a: Slice | null, b: Slice | null) => {
      const eq = equaler(t[0]!);
      const x = sliceItems(a),
        y = sliceItems(b);
      return x.length === y.length && x.every((e, i) => eq(e, y[i]));
    },
    Sort: (_t: Type[], s: Slice | null) => sortInPlace(s, ordered),
    SortFunc: (_t: Type[], s: Slice | null, cmp: Cmp) => sortInPlace(s, cmp),
    SortStableFunc: (_t: Type[], s: Slice | null, cmp: Cmp) => sortInPlace(s, cmp),
    IsSorted: (_t: Type[], s: Slice | null) => {
      const x = sliceItems(s);
      return x.every((v, i) => i === 0 || ordered(x[i - 1], v) <= 0);
    },
    Max: (_t: Type[], s: Slice | null) => extreme(s, 1, "Max"),
    Min: (_t: Type[], s: Slice | null) => extreme(s, -1, "Min"),
    Reverse: (_t: Type[], s: Slice | null) => {
      if (!s) return;
      const r = sliceItems(s).reverse();
      for (let i = 0; i < r.length; i++) s.a[s.off + i] = r[i];
    },
    Clone: (t: Type[], s: Slice | null) => {
      if (!s) return null;
      const c = needsCopy(t[0]!) ? cloner(t[0]!) : (v: GoValue) => v;
      return sliceOf(sliceItems(s).map(c));
    },
    Compact: (t: Type[], s: Slice | null) => {
      if (!s || s.len < 2) return s;
      const eq = equaler(t[0]!);
      const keep: number[] = [0];
      for (let i = 1; i < s.len; i++) if (!eq(s.a[s.off + i], s.a[s.off + i - 1])) keep.push(i);
      return compactInPlace(s, keep, t[0]);
    },
    Delete: (t: Type[], s: Slice | null, i: number, j: number) => {
      const n = s ? s.len : 0;
      if (i < 0 || j > n || i > j) plainRuntimeError(`slice bounds out of range [${i}:${j}]`, "", 0);
      if (!s || i === j) return s;
      const keep = [...Array(n).keys()].filter((k) => k < i || k >= j);
      return compactInPlace(s, keep, t[0]);
    },
    DeleteFunc: (t: Type[], s: Slice | null, del: (e: GoValue) => boolean) => {
      if (!s) return s;
      const keep = [...Array(s.len).keys()].filter((k) => !del(s.a[s.off + k]));
      return keep.length === s.len ? s : compactInPlace(s, keep, t[0]);
    },
    Collect: (_t: Type[], seq: ((y: (v: GoValue) => boolean) => void) | null) => {
      const out = collect(seq);
      return out.length ? sliceOf(out) : null;
    },
    Sorted: (_t: Type[], seq: ((y: (v: GoValue) => boolean) => void) | null) => {
      const out = collect(seq);
      if (!out.length) return null;
      const s = sliceOf(out);
      sortInPlace(s, ordered);
      return s;
    },
  },
};
