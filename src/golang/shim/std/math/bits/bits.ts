// Package math/bits: bit counting and manipulation on unsigned integers, and the full-width Add, Sub,
// Mul and Div of Go's math/bits, written in Go (uint is 64 bits, as on the lab's linux/amd64).
import type { ShimDefinition } from "../../../registry";
import { Iface } from "../../../../eval/values";
import { runtimeErrorType } from "../../../../eval/runtime";

const source = `package bits

// UintSize is 64: uint in the lab is always 64 bits wide.
const UintSize = 64

// LeadingZeros counts the zero bits above the highest set bit of x (UintSize when x is 0).
func LeadingZeros(x uint) int { return 64 - Len(x) }

// LeadingZeros8 counts the zero bits above the highest set bit of the 8-bit x (8 when x is 0).
func LeadingZeros8(x uint8) int { return 8 - Len8(x) }

// LeadingZeros16 counts the zero bits above the highest set bit of the 16-bit x (16 when x is 0).
func LeadingZeros16(x uint16) int { return 16 - Len16(x) }

// LeadingZeros32 counts the zero bits above the highest set bit of the 32-bit x (32 when x is 0).
func LeadingZeros32(x uint32) int { return 32 - Len32(x) }

// LeadingZeros64 counts the zero bits above the highest set bit of the 64-bit x (64 when x is 0).
func LeadingZeros64(x uint64) int { return 64 - Len64(x) }

// TrailingZeros counts the zero bits below the lowest set bit of x (UintSize when x is 0).
func TrailingZeros(x uint) int { return TrailingZeros64(uint64(x)) }

// TrailingZeros8 counts the zero bits below the lowest set bit of the 8-bit x (8 when x is 0).
func TrailingZeros8(x uint8) int { return trailing(uint64(x), 8) }

// TrailingZeros16 counts the zero bits below the lowest set bit of the 16-bit x (16 when x is 0).
func TrailingZeros16(x uint16) int { return trailing(uint64(x), 16) }

// TrailingZeros32 counts the zero bits below the lowest set bit of the 32-bit x (32 when x is 0).
func TrailingZeros32(x uint32) int { return trailing(uint64(x), 32) }

// TrailingZeros64 counts the zero bits below the lowest set bit of the 64-bit x (64 when x is 0).
func TrailingZeros64(x uint64) int { return trailing(x, 64) }

func trailing(x uint64, size int) int {
	if x == 0 {
		return size
	}
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}

// OnesCount counts how many bits of x are set.
func OnesCount(x uint) int { return OnesCount64(uint64(x)) }

// OnesCount8 counts the bits of x that are set.
func OnesCount8(x uint8) int { return OnesCount64(uint64(x)) }

// OnesCount16 counts the bits of x that are set.
func OnesCount16(x uint16) int { return OnesCount64(uint64(x)) }

// OnesCount32 counts the bits of x that are set.
func OnesCount32(x uint32) int { return OnesCount64(uint64(x)) }

// OnesCount64 counts the bits of x that are set.
func OnesCount64(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// Len gives the bit length of x: the position of its highest set bit plus one, or 0 when x is 0.
func Len(x uint) int { return Len64(uint64(x)) }

// Len8 is Len for uint8.
func Len8(x uint8) int { return Len64(uint64(x)) }

// Len16 is Len for uint16.
func Len16(x uint16) int { return Len64(uint64(x)) }

// Len32 is Len for uint32.
func Len32(x uint32) int { return Len64(uint64(x)) }

// Len64 gives the bit length of the 64-bit x: its highest set bit's position plus one, or 0 when x is 0.
func Len64(x uint64) int {
	n := 0
	for ; x != 0; x >>= 1 {
		n++
	}
	return n
}

// RotateLeft turns the bits of x left by k places, the ones leaving at the top coming back at the
// bottom; a negative k turns right.
func RotateLeft(x uint, k int) uint { return uint(RotateLeft64(uint64(x), k)) }

// RotateLeft8 turns the 8 bits of x left by k mod 8, the bits pushed out re-entering at the bottom; k < 0 turns right.
func RotateLeft8(x uint8, k int) uint8 {
	s := uint(k) & 7
	return x<<s | x>>(8-s)
}

// RotateLeft16 turns the 16 bits of x left by k mod 16, the bits pushed out re-entering at the bottom; k < 0 turns right.
func RotateLeft16(x uint16, k int) uint16 {
	s := uint(k) & 15
	return x<<s | x>>(16-s)
}

// RotateLeft32 turns the 32 bits of x left by k mod 32, the bits pushed out re-entering at the bottom; k < 0 turns right.
func RotateLeft32(x uint32, k int) uint32 {
	s := uint(k) & 31
	return x<<s | x>>(32-s)
}

// RotateLeft64 turns the 64 bits of x left by k mod 64, the bits pushed out re-entering at the bottom; k < 0 turns right.
func RotateLeft64(x uint64, k int) uint64 {
	s := uint(k) & 63
	return x<<s | x>>(64-s)
}

// Reverse mirrors x bit by bit: bit 0 trades places with the top bit, and so on.
func Reverse(x uint) uint { return uint(Reverse64(uint64(x))) }

// Reverse8 mirrors the 8 bits of x: bit 0 trades places with bit 7, and so on.
func Reverse8(x uint8) uint8 { return uint8(Reverse64(uint64(x)) >> 56) }

// Reverse16 mirrors the 16 bits of x: bit 0 trades places with bit 15, and so on.
func Reverse16(x uint16) uint16 { return uint16(Reverse64(uint64(x)) >> 48) }

// Reverse32 mirrors the 32 bits of x: bit 0 trades places with bit 31, and so on.
func Reverse32(x uint32) uint32 { return uint32(Reverse64(uint64(x)) >> 32) }

// Reverse64 mirrors the 64 bits of x: bit 0 trades places with bit 63, and so on.
func Reverse64(x uint64) uint64 {
	var r uint64
	for i := 0; i < 64; i++ {
		r = r<<1 | x&1
		x >>= 1
	}
	return r
}

// ReverseBytes swaps the byte order of x, turning little-endian into big-endian and back.
func ReverseBytes(x uint) uint { return uint(ReverseBytes64(uint64(x))) }

// ReverseBytes16 swaps the two bytes of x.
func ReverseBytes16(x uint16) uint16 { return x>>8 | x<<8 }

// ReverseBytes32 swaps the byte order of the 4-byte x.
func ReverseBytes32(x uint32) uint32 { return uint32(ReverseBytes64(uint64(x)) >> 32) }

// ReverseBytes64 swaps the byte order of the 8-byte x.
func ReverseBytes64(x uint64) uint64 {
	var r uint64
	for i := 0; i < 8; i++ {
		r = r<<8 | x&0xff
		x >>= 8
	}
	return r
}

// Add adds x, y and an incoming carry of 0 or 1, giving the wrapped sum and the carry out (0 or 1).
func Add(x, y, carry uint) (sum, carryOut uint) {
	s, c := Add64(uint64(x), uint64(y), uint64(carry))
	return uint(s), uint(c)
}

// Add32 is Add for uint32.
func Add32(x, y, carry uint32) (sum, carryOut uint32) {
	s := uint64(x) + uint64(y) + uint64(carry)
	return uint32(s), uint32(s >> 32)
}

// Add64 is Add for uint64.
func Add64(x, y, carry uint64) (sum, carryOut uint64) {
	sum = x + y + carry
	carryOut = ((x & y) | ((x | y) &^ sum)) >> 63
	return
}

// Sub takes y and an incoming borrow of 0 or 1 from x, giving the wrapped difference and the borrow
// out (0 or 1).
func Sub(x, y, borrow uint) (diff, borrowOut uint) {
	d, b := Sub64(uint64(x), uint64(y), uint64(borrow))
	return uint(d), uint(b)
}

// Sub32 is Sub for uint32.
func Sub32(x, y, borrow uint32) (diff, borrowOut uint32) {
	diff = x - y - borrow
	borrowOut = ((^x & y) | (^(x ^ y) & diff)) >> 31
	return
}

// Sub64 is Sub for uint64.
func Sub64(x, y, borrow uint64) (diff, borrowOut uint64) {
	diff = x - y - borrow
	borrowOut = ((^x & y) | (^(x ^ y) & diff)) >> 63
	return
}

// Mul multiplies x by y without losing bits: hi holds the upper word of the product, lo the lower.
func Mul(x, y uint) (hi, lo uint) {
	h, l := Mul64(uint64(x), uint64(y))
	return uint(h), uint(l)
}

// Mul32 is Mul for uint32: the product's upper 32 bits in hi, lower 32 in lo.
func Mul32(x, y uint32) (hi, lo uint32) {
	p := uint64(x) * uint64(y)
	return uint32(p >> 32), uint32(p)
}

// Mul64 is Mul for uint64: the product's upper 64 bits in hi, lower 64 in lo.
func Mul64(x, y uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	x0, x1 := x&mask32, x>>32
	y0, y1 := y&mask32, y>>32
	w0 := x0 * y0
	t := x1*y0 + w0>>32
	w1, w2 := t&mask32, t>>32
	w1 += x0 * y1
	hi = x1*y1 + w2 + w1>>32
	lo = x * y
	return
}

// Div divides the double-width number with upper word hi and lower word lo by y, giving quotient and
// remainder; y must be above hi (so the quotient fits a word) and not zero, or it panics.
func Div(hi, lo, y uint) (quo, rem uint) {
	q, r := Div64(uint64(hi), uint64(lo), uint64(y))
	return uint(q), uint(r)
}

// Div32 is Div for uint32.
func Div32(hi, lo, y uint32) (quo, rem uint32) {
	if y != 0 && y <= hi {
		panic(overflowError)
	}
	z := uint64(hi)<<32 | uint64(lo)
	return uint32(z / uint64(y)), uint32(z % uint64(y))
}

// Div64 is Div for uint64.
func Div64(hi, lo, y uint64) (quo, rem uint64) {
	if y == 0 {
		panic(divideError)
	}
	if y <= hi {
		panic(overflowError)
	}
	// Long division, one bit of lo at a time: rem stays below y, so rem<<1 needs 65 bits only when
	// its top bit is set, and then it is surely at least y.
	rem = hi
	for i := 63; i >= 0; i-- {
		top := rem >> 63
		rem = rem<<1 | (lo>>uint(i))&1
		quo <<= 1
		if top == 1 || rem >= y {
			rem -= y
			quo |= 1
		}
	}
	return quo, rem
}

// Rem64 gives only the remainder of Div64's division, and works whatever hi is (y must not be zero).
func Rem64(hi, lo, y uint64) uint64 {
	_, rem := Div64(hi%y, lo, y)
	return rem
}

func divideZero() error
func overflow() error

var divideError = divideZero()
var overflowError = overflow()
`;

/** runtimeError is a runtime.Error value, as Go's math/bits panics with. */
const runtimeError = (msg: string) => () => new Iface(runtimeErrorType, { msg });

export const bitsPackage: ShimDefinition = {
  path: "math/bits",
  source,
  natives: { divideZero: runtimeError("integer divide by zero"), overflow: runtimeError("integer overflow") },
};
