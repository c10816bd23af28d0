// Package hash: the Hash interface that sha256.New returns, and Hash32 (adler32.New).
import type { ShimDefinition } from "../../registry";

const source = `package hash

// Hash is the common interface implemented by all hash functions.
type Hash interface {
	// Write adds more data to the running hash. It never returns an error.
	Write(p []byte) (n int, err error)
	// Sum appends the current hash to b and returns the resulting slice.
	Sum(b []byte) []byte
	// Reset resets the Hash to its initial state.
	Reset()
	// Size returns the number of bytes Sum will return.
	Size() int
	// BlockSize returns the hash's underlying block size.
	BlockSize() int
}

// Hash32 is the common interface implemented by all 32-bit hash functions.
type Hash32 interface {
	Hash
	Sum32() uint32
}
`;

export const hashPackage: ShimDefinition = { path: "hash", source, natives: {} };
