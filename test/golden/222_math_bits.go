package main

import (
	"fmt"
	"math"
	"math/bits"
)

func main() {
	for _, x := range []uint64{0, 1, 2, 0x80, 0xff00, 1 << 40, math.MaxUint64, 0x8000000000000000, 0x0123456789abcdef} {
		fmt.Println(x, bits.Len64(x), bits.LeadingZeros64(x), bits.TrailingZeros64(x), bits.OnesCount64(x),
			bits.Reverse64(x), bits.ReverseBytes64(x), bits.RotateLeft64(x, 4), bits.RotateLeft64(x, -4))
	}
	fmt.Println(bits.UintSize, bits.Len(0), bits.LeadingZeros(1), bits.TrailingZeros(8), bits.OnesCount(7))
	fmt.Println(bits.Len8(0x10), bits.LeadingZeros8(1), bits.TrailingZeros8(0), bits.Reverse8(1), bits.RotateLeft8(0x81, 1), bits.OnesCount8(0xff))
	fmt.Println(bits.Len16(0x100), bits.LeadingZeros16(0), bits.TrailingZeros16(0x100), bits.Reverse16(1), bits.ReverseBytes16(0x1234), bits.RotateLeft16(0x8001, 1))
	fmt.Println(bits.Len32(1<<31), bits.LeadingZeros32(1), bits.TrailingZeros32(0), bits.Reverse32(1), bits.ReverseBytes32(0x12345678), bits.RotateLeft32(0x80000001, -1), bits.OnesCount32(0xf0f0))
	fmt.Println(bits.Add64(math.MaxUint64, 1, 0))
	fmt.Println(bits.Add64(5, 6, 1))
	fmt.Println(bits.Add32(math.MaxUint32, math.MaxUint32, 1))
	fmt.Println(bits.Sub64(0, 1, 0))
	fmt.Println(bits.Sub64(10, 3, 1))
	fmt.Println(bits.Sub32(1, 2, 1))
	fmt.Println(bits.Mul64(math.MaxUint64, math.MaxUint64))
	fmt.Println(bits.Mul64(0x0123456789abcdef, 0xfedcba9876543210))
	fmt.Println(bits.Mul32(math.MaxUint32, 3))
	fmt.Println(bits.Div64(1, 0, 3))
	fmt.Println(bits.Div64(0x0123456789abcdef, 0xfedcba9876543210, 0xffffffffffffffc5))
	fmt.Println(bits.Div64(0, 100, 7))
	fmt.Println(bits.Div32(1, 0, 3))
	fmt.Println(bits.Rem64(10, 3, 7))
	fmt.Println(bits.Add(1, 2, 0))
	for _, f := range []func(){
		func() { bits.Div64(0, 1, 0) },
		func() { bits.Div64(5, 1, 5) },
	} {
		func() {
			defer func() {
				r := recover()
				_, isErr := r.(error)
				fmt.Println("recovered:", r, isErr)
			}()
			f()
		}()
	}
}

// Output:
// 0 0 64 64 0 0 0 0 0
// 1 1 63 0 1 9223372036854775808 72057594037927936 16 1152921504606846976
// 2 2 62 1 1 4611686018427387904 144115188075855872 32 2305843009213693952
// 128 8 56 7 1 72057594037927936 9223372036854775808 2048 8
// 65280 16 48 8 8 71776119061217280 71776119061217280 1044480 4080
// 1099511627776 41 23 40 1 8388608 65536 17592186044416 68719476736
// 18446744073709551615 64 0 0 64 18446744073709551615 18446744073709551615 18446744073709551615 18446744073709551615
// 9223372036854775808 64 0 63 1 1 128 8 576460752303423488
// 81985529216486895 57 7 0 32 17848844570815808640 17279655951921914625 1311768467463790320 17298946664678735070
// 64 0 63 3 3
// 5 7 8 128 3 8
// 9 16 8 32768 13330 3
// 32 31 32 2147483648 2018915346 3221225472 8
// 0 1
// 12 0
// 4294967295 1
// 18446744073709551615 1
// 6 0
// 4294967294 1
// 18446744073709551614 1
// 81621149086635842 2465395958572223728
// 2 4294967293
// 6148914691236517205 1
// 81985529216486896 4755160694556239968
// 14 2
// 1431655765 1
// 2
// 3 0
// recovered: runtime error: integer divide by zero true
// recovered: runtime error: integer overflow true
