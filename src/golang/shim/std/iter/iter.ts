// Package iter: the iterator function types Seq and Seq2. Pull and Pull2 need coroutines, which
// the lab's single-threaded interpreter does not have; they are not provided.
import type { ShimDefinition } from "../../registry";

const source = `package iter

// Seq is an iterator over sequences of individual values: it calls yield with each value in turn,
// stopping early if yield returns false.
type Seq[V any] func(yield func(V) bool)

// Seq2 is an iterator over sequences of pairs of values.
type Seq2[K, V any] func(yield func(K, V) bool)
`;

export const iterPackage: ShimDefinition = { path: "iter", source, natives: {} };
