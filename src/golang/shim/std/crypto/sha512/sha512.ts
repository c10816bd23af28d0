// Package crypto/sha512: Sum512 and New, with Sum384 and New384 (SHA-512/224 and SHA-512/256 are not provided).
import { hashPackage } from "../internal/hashpackage";
import { sha512 } from "./digest";
import type { Slice } from "../../helpers";
import { sliceItems } from "../../helpers";

const base = hashPackage({
  path: "crypto/sha512",
  algorithm: "SHA-512",
  size: 64,
  blockSize: 128,
  sum: "Sum512",
  digest: (data) => sha512(data),
});

/** sha512Package is crypto/sha512. */
export const sha512Package = {
  ...base,
  source:
    base.source +
    `
// Size384 is the length of a SHA-384 digest: 48 bytes.
const Size384 = 48

// Sum384 hashes data with SHA-384 in one call.
func Sum384(data []byte) [Size384]byte

// digest384 is a running SHA-384 hash.
type digest384 struct {
	buf []byte
}

// New384 starts an incremental SHA-384 hash; write data to it, then call Sum.
func New384() hash.Hash { return &digest384{} }

func (d *digest384) Write(p []byte) (int, error) {
	d.buf = append(d.buf, p...)
	return len(p), nil
}

func (d *digest384) Sum(b []byte) []byte {
	s := Sum384(d.buf)
	return append(b, s[:]...)
}

func (d *digest384) Reset() { d.buf = nil }

func (d *digest384) Size() int { return Size384 }

func (d *digest384) BlockSize() int { return BlockSize }
`,
  natives: { ...base.natives, Sum384: (data: Slice | null) => sha512(sliceItems(data) as number[], 48) },
};
