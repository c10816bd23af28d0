package main

import (
	"fmt"
	"math"
)

type FileMode uint32

// A non-constant shift of an untyped constant takes the type its context gives the constant (Go spec,
// Operators): FileMode in a mask test, int64 in a declaration, uint8 beside a uint8; int when nothing
// says otherwise. math.MaxUint64 fits a uint64.
func main() {
	var m FileMode = 0755
	var bits []bool
	for i := 0; i < 9; i++ {
		bits = append(bits, m&(1<<uint(8-i)) != 0)
	}
	fmt.Println(bits)
	s := uint(10)
	var x int64 = 1 << s
	y := 1 << s
	fmt.Printf("%T %v %T %v\n", x, x, y, y)
	var u8 uint8 = 200
	fmt.Println(uint8(1)<<s, u8+1<<3, int32(1)<<s)
	if 1<<s > 1000 {
		fmt.Println("big", 1<<s+1, ^(1 << s))
	}
	var u uint64 = math.MaxUint64
	fmt.Println(u, uint64(math.MaxUint64)>>1, u == math.MaxUint64, uint(math.MaxUint))
}

// Output:
// [true true true true false true true false true]
// int64 1024 int 1024
// 0 208 1024
// big 1025 -1025
// 18446744073709551615 9223372036854775807 true 18446744073709551615
