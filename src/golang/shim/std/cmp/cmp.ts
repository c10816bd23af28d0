// Package cmp: the Ordered constraint, Compare, Less and Or, written in Go.
import type { ShimDefinition } from "../../registry";

const source = `package cmp

// Ordered is a constraint that permits any ordered type: any type that supports the operators < <= >= >.
type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string
}

// Less reports whether x is less than y.
func Less[T Ordered](x, y T) bool { return x < y }

// Compare returns -1 if x is less than y, 0 if x equals y, +1 if x is greater than y.
func Compare[T Ordered](x, y T) int {
	if x < y {
		return -1
	}
	if x > y {
		return +1
	}
	return 0
}

// Or returns the first of its arguments that is not equal to the zero value, or the zero value.
func Or[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}
`;

/** cmpPackage is Go's cmp. */
export const cmpPackage: ShimDefinition = { path: "cmp", source, natives: {} };
