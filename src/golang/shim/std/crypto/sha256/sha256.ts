// Package sha256: Sum256 and New, for the config hashes operators put in pod-template annotations.
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems } from "../../helpers";
import { sha256 } from "./digest";

const source = `package sha256

import "hash"

// Size is the size of a SHA256 checksum in bytes.
const Size = 32

// BlockSize is the blocksize of SHA256 in bytes.
const BlockSize = 64

// Sum256 returns the SHA256 checksum of the data.
func Sum256(data []byte) [Size]byte

// digest is a running SHA-256 hash.
type digest struct {
	buf []byte
}

// New returns a new hash.Hash computing the SHA256 checksum.
func New() hash.Hash { return &digest{} }

func (d *digest) Write(p []byte) (int, error) {
	d.buf = append(d.buf, p...)
	return len(p), nil
}

func (d *digest) Sum(b []byte) []byte {
	s := Sum256(d.buf)
	return append(b, s[:]...)
}

func (d *digest) Reset() { d.buf = nil }

func (d *digest) Size() int { return Size }

func (d *digest) BlockSize() int { return BlockSize }
`;

export const sha256Package: ShimDefinition = {
  path: "crypto/sha256",
  source,
  natives: { Sum256: (data: Slice | null) => sha256(sliceItems(data) as number[]) },
};
