// Package sort: Slice, SliceStable, Strings, Ints, Float64s and Sort (calling back into Go's less).
import type { GoValue } from "../../../eval/values";
import type { ShimDefinition } from "../../registry";
import { sortGoSource } from "./search";
import { type Iface, type Slice, callMethod } from "../helpers";

const source = `package sort

// Interface is implemented by collections that can be sorted by index.
type Interface interface {
	Len() int
	Less(i, j int) bool
	Swap(i, j int)
}

// Slice orders the elements of the slice x by less (less(i, j) true puts element i first); equal
// elements may change places.
func Slice(x any, less func(i, j int) bool)

// SliceStable orders x by less like Slice, and elements that less does not tell apart stay in the
// order they had.
func SliceStable(x any, less func(i, j int) bool)

// SliceIsSorted tells whether the slice x is already in the order less defines.
func SliceIsSorted(x any, less func(i, j int) bool) bool

// Strings puts x in ascending order.
func Strings(x []string)

// Ints puts x in ascending numeric order.
func Ints(x []int)

// Float64s puts x in ascending order (NaN values first).
func Float64s(x []float64)

// Sort orders data by its Less method; equal elements may end up in any order.
func Sort(data Interface)

// Stable sorts data in ascending order, keeping the original order of equal elements.
func Stable(data Interface)
`;

/** insertionSortBy sorts with less(i, j) and swap(i, j) on live indices (stable). */
function insertionSort(n: number, less: (i: number, j: number) => boolean, swap: (i: number, j: number) => void): void {
  for (let i = 1; i < n; i++) for (let j = i; j > 0 && less(j, j - 1); j--) swap(j, j - 1);
}

/** heapSort sorts with less(i, j) and swap(i, j) in O(n log n). */
function heapSort(n: number, less: (i: number, j: number) => boolean, swap: (i: number, j: number) => void): void {
  const sift = (root: number, hi: number) => {
    for (;;) {
      let child = 2 * root + 1;
      if (child >= hi) return;
      if (child + 1 < hi && less(child, child + 1)) child++;
      if (!less(root, child)) return;
      swap(root, child);
      root = child;
    }
  };
  for (let i = Math.floor((n - 1) / 2); i >= 0; i--) sift(i, n);
  for (let i = n - 1; i >= 0; i--) {
    swap(0, i);
    sift(0, i);
  }
}

/** sortAny sorts: insertion sort for short inputs (as Go does below 12 elements), heapsort otherwise. */
function sortAny(
  n: number,
  less: (i: number, j: number) => boolean,
  swap: (i: number, j: number) => void,
  stable: boolean,
): void {
  if (stable || n <= 12) insertionSort(n, less, swap);
  else heapSort(n, less, swap);
}

function sliceSwap(x: Iface | null): [number, (i: number, j: number) => void] {
  const s = (x?.v ?? null) as Slice | null;
  if (!s) return [0, () => {}];
  return [
    s.len,
    (i, j) => {
      const a = s.a,
        o = s.off;
      const t = a[o + i];
      a[o + i] = a[o + j];
      a[o + j] = t;
    },
  ];
}

function sortValues(s: Slice | null, cmp: (a: GoValue, b: GoValue) => number): void {
  if (!s) return;
  const part = s.a.slice(s.off, s.off + s.len).sort(cmp);
  for (let i = 0; i < part.length; i++) s.a[s.off + i] = part[i];
}

export const sortPackage: ShimDefinition = {
  path: "sort",
  source: source + sortGoSource,
  natives: {
    Slice: (x: Iface | null, less: (i: number, j: number) => boolean) => {
      const [n, swap] = sliceSwap(x);
      sortAny(n, less, swap, false);
    },
    SliceStable: (x: Iface | null, less: (i: number, j: number) => boolean) => {
      const [n, swap] = sliceSwap(x);
      sortAny(n, less, swap, true);
    },
    SliceIsSorted: (x: Iface | null, less: (i: number, j: number) => boolean) => {
      const [n] = sliceSwap(x);
      for (let i = n - 1; i > 0; i--) if (less(i, i - 1)) return false;
      return true;
    },
    Strings: (s: Slice | null) => sortValues(s, (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
    Ints: (s: Slice | null) => sortValues(s, (a: number, b: number) => a - b),
    Float64s: (s: Slice | null) =>
      sortValues(s, (a: number, b: number) => (Number.isNaN(a) ? -1 : Number.isNaN(b) ? 1 : a - b)),
    Sort: (d: Iface) => {
      const n = callMethod(d, "Len") as number;
      sortAny(
        n,
        (i, j) => callMethod(d, "Less", i, j) as boolean,
        (i, j) => callMethod(d, "Swap", i, j),
        false,
      );
    },
    Stable: (d: Iface) => {
      const n = callMethod(d, "Len") as number;
      sortAny(
        n,
        (i, j) => callMethod(d, "Less", i, j) as boolean,
        (i, j) => callMethod(d, "Swap", i, j),
        true,
      );
    },
  },
};
