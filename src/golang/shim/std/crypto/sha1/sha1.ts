// Package crypto/sha1: Sum and New (SHA-1 still names certificate key identifiers and legacy checksums).
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems } from "../../helpers";
import { sha1 } from "../internal/sha1";

const source = `package sha1

import "hash"

// Size is the size of a SHA-1 checksum in bytes.
const Size = 20

// BlockSize is the blocksize of SHA-1 in bytes.
const BlockSize = 64

// Sum returns the SHA-1 checksum of the data.
func Sum(data []byte) [Size]byte

type digest struct {
	buf []byte
}

// New returns a new hash.Hash computing the SHA1 checksum.
func New() hash.Hash { return &digest{} }

func (d *digest) Write(p []byte) (int, error) {
	d.buf = append(d.buf, p...)
	return len(p), nil
}

func (d *digest) Sum(b []byte) []byte {
	s := Sum(d.buf)
	return append(b, s[:]...)
}

func (d *digest) Reset() { d.buf = nil }

func (d *digest) Size() int { return Size }

func (d *digest) BlockSize() int { return BlockSize }
`;

/** sha1Package is crypto/sha1. */
export const sha1Package: ShimDefinition = {
  path: "crypto/sha1",
  source,
  natives: { Sum: (data: Slice | null) => sha1(sliceItems(data) as number[]) },
};
