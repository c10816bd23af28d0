package main

import "fmt"

func main() {
	var a int8 = 127
	a++
	var b uint8 = 0
	b--
	var c int32 = 2147483647
	c += 1
	var d uint32 = 1 << 31
	d *= 2
	var e int16 = -32768
	e--
	var f uint16 = 65535
	f += 2
	var g int64 = 1 << 40
	g *= 1 << 10
	fmt.Println(a, b, c, d, e, f, g)
	var h uint = 3
	h -= 4
	fmt.Println(h == 1<<64-1)
	x := 7
	fmt.Println(x/2, x%3, -x/2, -x%3, x<<3, x>>1, x&3, x|8, x^5, x&^2)
}

// Output:
// -128 255 -2147483648 0 32767 1 1125899906842624
// true
// 3 1 -3 -1 56 3 3 15 2 5
