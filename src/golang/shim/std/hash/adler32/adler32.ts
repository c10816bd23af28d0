// Package hash/adler32: the Adler-32 checksum (RFC 1950), written in Go. Operators use it to name
// keys and files after their content.
import type { ShimDefinition } from "../../../registry";

const source = `package adler32

import "hash"

const mod = 65521

// Size is 4: an Adler-32 sum takes four bytes.
const Size = 4

type digest uint32

// New starts an Adler-32 checksum (as in zlib) that is fed through Write and read by Sum32 or Sum.
func New() hash.Hash32 {
	d := new(digest)
	d.Reset()
	return d
}

func (d *digest) Reset() { *d = 1 }

func (d *digest) Size() int { return Size }

func (d *digest) BlockSize() int { return 4 }

func update(d uint32, p []byte) uint32 {
	s1, s2 := d&0xffff, d>>16
	for _, x := range p {
		s1 = (s1 + uint32(x)) % mod
		s2 = (s2 + s1) % mod
	}
	return s2<<16 | s1
}

func (d *digest) Write(p []byte) (nn int, err error) {
	*d = digest(update(uint32(*d), p))
	return len(p), nil
}

func (d *digest) Sum32() uint32 { return uint32(*d) }

func (d *digest) Sum(in []byte) []byte {
	s := uint32(*d)
	return append(in, byte(s>>24), byte(s>>16), byte(s>>8), byte(s))
}

// Checksum computes the Adler-32 sum of data in one call.
func Checksum(data []byte) uint32 { return update(1, data) }
`;

/** adler32Package is hash/adler32. */
export const adler32Package: ShimDefinition = { path: "hash/adler32", source, natives: {} };
