// Package crypto/md5: Sum and New (google/uuid's name-based version 3 UUIDs, legacy checksums).
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems } from "../../helpers";
import { md5 } from "./digest";

const source = `package md5

import "hash"

// Size is the size of an MD5 checksum in bytes.
const Size = 16

// BlockSize is the blocksize of MD5 in bytes.
const BlockSize = 64

// Sum returns the MD5 checksum of the data.
func Sum(data []byte) [Size]byte

type digest struct {
	buf []byte
}

// New returns a new hash.Hash computing the MD5 checksum.
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

/** md5Package is crypto/md5. */
export const md5Package: ShimDefinition = {
  path: "crypto/md5",
  source,
  natives: { Sum: (data: Slice | null) => md5(sliceItems(data) as number[]) },
};
