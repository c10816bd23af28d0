// Package hash: the Hash interface that sha256.New returns, and Hash32 (adler32.New).
import type { ShimDefinition } from "../../registry";

const source = `package hash

// Hash is what every hash function offers: an io.Writer fed with data, plus Sum, Reset, Size and BlockSize.
type Hash interface {
	// Write feeds p into the hash; it never fails.
	Write(p []byte) (n int, err error)
	// Sum appends the digest of the data written so far to b; it does not reset the state.
	Sum(b []byte) []byte
	// Reset forgets all data written so far.
	Reset()
	// Size is how many bytes Sum adds.
	Size() int
	// BlockSize is the size in bytes of the blocks the hash consumes internally.
	BlockSize() int
}

// Hash32 is a Hash whose digest is 32 bits wide, also available as a uint32 through Sum32.
type Hash32 interface {
	Hash
	Sum32() uint32
}
`;

export const hashPackage: ShimDefinition = { path: "hash", source, natives: {} };
