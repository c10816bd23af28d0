// Package binary: byte orders (LittleEndian, BigEndian, NativeEndian: little-endian, as on the lab's
// linux/amd64) and varints (Uvarint, Varint, Put*, Append*, Read*), written in Go. Read, Write and
// Size, which walk arbitrary values by reflection, are not provided.
import type { ShimDefinition } from "../../../registry";

const source = `package binary

import (
	"errors"
	"io"
)

// A ByteOrder reads and writes fixed-size unsigned integers in byte slices, in one byte order.
type ByteOrder interface {
	Uint16([]byte) uint16
	Uint32([]byte) uint32
	Uint64([]byte) uint64
	PutUint16([]byte, uint16)
	PutUint32([]byte, uint32)
	PutUint64([]byte, uint64)
	String() string
}

// AppendByteOrder specifies how to append unsigned integers into a byte slice.
type AppendByteOrder interface {
	AppendUint16([]byte, uint16) []byte
	AppendUint32([]byte, uint32) []byte
	AppendUint64([]byte, uint64) []byte
	String() string
}

// LittleEndian reads and writes integers least significant byte first.
var LittleEndian littleEndian

// BigEndian reads and writes integers most significant byte first (network order).
var BigEndian bigEndian

// NativeEndian is the native-endian implementation of ByteOrder and AppendByteOrder (little-endian here).
var NativeEndian nativeEndian

type littleEndian struct{}

func (littleEndian) Uint16(b []byte) uint16 {
	_ = b[1]
	return uint16(b[0]) | uint16(b[1])<<8
}

func (littleEndian) PutUint16(b []byte, v uint16) {
	_ = b[1]
	b[0] = byte(v)
	b[1] = byte(v >> 8)
}

func (littleEndian) AppendUint16(b []byte, v uint16) []byte {
	return append(b, byte(v), byte(v>>8))
}

func (littleEndian) Uint32(b []byte) uint32 {
	_ = b[3]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

func (littleEndian) PutUint32(b []byte, v uint32) {
	_ = b[3]
	for i := 0; i < 4; i++ {
		b[i] = byte(v >> (8 * i))
	}
}

func (littleEndian) AppendUint32(b []byte, v uint32) []byte {
	return append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
}

func (littleEndian) Uint64(b []byte) uint64 {
	_ = b[7]
	var v uint64
	for i := 7; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

func (littleEndian) PutUint64(b []byte, v uint64) {
	_ = b[7]
	for i := 0; i < 8; i++ {
		b[i] = byte(v >> (8 * i))
	}
}

func (littleEndian) AppendUint64(b []byte, v uint64) []byte {
	for i := 0; i < 8; i++ {
		b = append(b, byte(v>>(8*i)))
	}
	return b
}

func (littleEndian) String() string { return "LittleEndian" }

func (littleEndian) GoString() string { return "binary.LittleEndian" }

type bigEndian struct{}

func (bigEndian) Uint16(b []byte) uint16 {
	_ = b[1]
	return uint16(b[1]) | uint16(b[0])<<8
}

func (bigEndian) PutUint16(b []byte, v uint16) {
	_ = b[1]
	b[0] = byte(v >> 8)
	b[1] = byte(v)
}

func (bigEndian) AppendUint16(b []byte, v uint16) []byte {
	return append(b, byte(v>>8), byte(v))
}

func (bigEndian) Uint32(b []byte) uint32 {
	_ = b[3]
	return uint32(b[3]) | uint32(b[2])<<8 | uint32(b[1])<<16 | uint32(b[0])<<24
}

func (bigEndian) PutUint32(b []byte, v uint32) {
	_ = b[3]
	for i := 0; i < 4; i++ {
		b[i] = byte(v >> (24 - 8*i))
	}
}

func (bigEndian) AppendUint32(b []byte, v uint32) []byte {
	return append(b, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (bigEndian) Uint64(b []byte) uint64 {
	_ = b[7]
	var v uint64
	for i := 0; i < 8; i++ {
		v = v<<8 | uint64(b[i])
	}
	return v
}

func (bigEndian) PutUint64(b []byte, v uint64) {
	_ = b[7]
	for i := 0; i < 8; i++ {
		b[i] = byte(v >> (56 - 8*i))
	}
}

func (bigEndian) AppendUint64(b []byte, v uint64) []byte {
	for i := 0; i < 8; i++ {
		b = append(b, byte(v>>(56-8*i)))
	}
	return b
}

func (bigEndian) String() string { return "BigEndian" }

func (bigEndian) GoString() string { return "binary.BigEndian" }

type nativeEndian struct {
	littleEndian
}

func (nativeEndian) String() string { return "NativeEndian" }

func (nativeEndian) GoString() string { return "binary.NativeEndian" }

// MaxVarintLen16, MaxVarintLen32 and MaxVarintLen64 give the most bytes a varint of that width can take.
const (
	MaxVarintLen16 = 3
	MaxVarintLen32 = 5
	MaxVarintLen64 = 10
)

// AppendUvarint adds x as a varint (PutUvarint's bytes) to the end of buf.
func AppendUvarint(buf []byte, x uint64) []byte {
	for x >= 0x80 {
		buf = append(buf, byte(x)|0x80)
		x >>= 7
	}
	return append(buf, byte(x))
}

// PutUvarint writes x into buf as a varint (7 bits a byte, low bits first) and says how many bytes it
// took; a buf too short panics.
func PutUvarint(buf []byte, x uint64) int {
	i := 0
	for x >= 0x80 {
		buf[i] = byte(x) | 0x80
		x >>= 7
		i++
	}
	buf[i] = byte(x)
	return i + 1
}

// Uvarint reads a varint from the start of buf and gives its value and length n; n is 0 when buf ends
// inside the varint, and negative (minus the bytes read) when the value does not fit 64 bits.
func Uvarint(buf []byte) (uint64, int) {
	var x uint64
	var s uint
	for i, b := range buf {
		if i == MaxVarintLen64 {
			return 0, -(i + 1)
		}
		if b < 0x80 {
			if i == MaxVarintLen64-1 && b > 1 {
				return 0, -(i + 1)
			}
			return x | uint64(b)<<s, i + 1
		}
		x |= uint64(b&0x7f) << s
		s += 7
	}
	return 0, 0
}

// AppendVarint appends the zig-zag varint-encoded form of x to buf and returns the extended buffer.
func AppendVarint(buf []byte, x int64) []byte {
	return AppendUvarint(buf, zigzag(x))
}

// PutVarint is PutUvarint for a signed x, zig-zag encoded so small negative numbers stay short.
func PutVarint(buf []byte, x int64) int {
	return PutUvarint(buf, zigzag(x))
}

// Varint reads what PutVarint wrote, with the same meaning of n as Uvarint.
func Varint(buf []byte) (int64, int) {
	ux, n := Uvarint(buf)
	return unzigzag(ux), n
}

func zigzag(x int64) uint64 {
	ux := uint64(x) << 1
	if x < 0 {
		ux = ^ux
	}
	return ux
}

func unzigzag(ux uint64) int64 {
	x := int64(ux >> 1)
	if ux&1 != 0 {
		x = ^x
	}
	return x
}

var errOverflow = errors.New("binary: varint overflows a 64-bit integer")

// ReadUvarint reads one varint from r byte by byte. The error is io.EOF only if no bytes were read;
// an EOF after some bytes is io.ErrUnexpectedEOF.
func ReadUvarint(r io.ByteReader) (uint64, error) {
	var x uint64
	var s uint
	for i := 0; i < MaxVarintLen64; i++ {
		b, err := r.ReadByte()
		if err != nil {
			if i > 0 && err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return x, err
		}
		if b < 0x80 {
			if i == MaxVarintLen64-1 && b > 1 {
				return x, errOverflow
			}
			return x | uint64(b)<<s, nil
		}
		x |= uint64(b&0x7f) << s
		s += 7
	}
	return x, errOverflow
}

// ReadVarint reads one zig-zag varint (PutVarint's form) from r, with ReadUvarint's errors.
func ReadVarint(r io.ByteReader) (int64, error) {
	ux, err := ReadUvarint(r)
	return unzigzag(ux), err
}
`;

export const binaryPackage: ShimDefinition = { path: "encoding/binary", source, natives: {} };
