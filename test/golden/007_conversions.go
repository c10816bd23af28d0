package main

import (
	"fmt"
	"strconv"
)

type Celsius float64
type Name string

func main() {
	i := 65
	fmt.Println(string(rune(i)), strconv.Itoa(i), float64(i)/2)
	c := Celsius(36.6)
	fmt.Printf("%.1f %T\n", c, c)
	n := Name("app")
	fmt.Println(string(n)+"-1", len(n))
	var u8 uint8 = uint8(300 % 256)
	fmt.Println(u8, int8(u8+200), uint16(70000%65536))
	x := int64(-1)
	fmt.Println(uint32(x), uint8(x))
}

// Output:
// A 65 32.5
// 36.6 main.Celsius
// app-1 3
// 44 -12 4464
// 4294967295 255
