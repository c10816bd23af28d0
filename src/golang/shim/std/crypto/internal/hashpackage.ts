// hashPackage writes the shim of a one-function hash package (crypto/md5, crypto/sha1, crypto/sha256):
// Size, BlockSize, the package's Sum function (native) and New, whose hash.Hash buffers what is written
// and sums it on Sum, as each of them does in the lab.
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems } from "../../helpers";
import type { GoValue } from "../../../../eval/values";

export interface HashPackage {
  /** path is the import path ("crypto/sha256"); its last element is the package name. */
  path: string;
  /** algorithm as Go's docs name it ("SHA256", "SHA-1", "MD5"). */
  algorithm: string;
  size: number;
  blockSize: number;
  /** sum is the package's checksum function ("Sum256", "Sum"). */
  sum: string;
  /** digest computes the checksum of bytes as a Go [Size]byte. */
  digest: (data: number[]) => GoValue;
}

/** hashPackage gives the ShimDefinition of a hash package. */
export function hashPackage(h: HashPackage): ShimDefinition {
  const name = h.path.slice(h.path.lastIndexOf("/") + 1);
  const article = /^[AEFHILMNORSX]/.test(h.algorithm) ? "an" : "a";
  const source = `package ${name}

import "hash"

// Size is the size of ${article} ${h.algorithm} checksum in bytes.
const Size = ${h.size}

// BlockSize is the blocksize of ${h.algorithm} in bytes.
const BlockSize = ${h.blockSize}

// ${h.sum} hashes data with ${h.algorithm} in one call and gives the digest as an array.
func ${h.sum}(data []byte) [Size]byte

// digest is a running ${h.algorithm} hash.
type digest struct {
	buf []byte
}

// New starts a ${h.algorithm} hash: feed it with Write, read the digest with Sum.
func New() hash.Hash { return &digest{} }

func (d *digest) Write(p []byte) (int, error) {
	d.buf = append(d.buf, p...)
	return len(p), nil
}

func (d *digest) Sum(b []byte) []byte {
	s := ${h.sum}(d.buf)
	return append(b, s[:]...)
}

func (d *digest) Reset() { d.buf = nil }

func (d *digest) Size() int { return Size }

func (d *digest) BlockSize() int { return BlockSize }
`;
  return { path: h.path, source, natives: { [h.sum]: (data: Slice | null) => h.digest(sliceItems(data) as number[]) } };
}
