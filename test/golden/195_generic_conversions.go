package main

import "fmt"

type Name string
type Count int8

func asString[T ~string](v T) string { return string(v) }
func asFloat[T ~int8 | ~int64](v T) float64 { return float64(v) * 1.5 }
func fromInt[T ~int8 | ~uint16](n int) T { return T(n) }
func bytesOf[T ~string](v T) []byte { return []byte(v) }

func main() {
	fmt.Println(asString(Name("x")), asString("y"))
	fmt.Println(asFloat(Count(3)), asFloat(int64(-4)))
	fmt.Println(fromInt[Count](300), fromInt[uint16](70000))
	fmt.Println(bytesOf(Name("ab")))
}

// Output:
// x y
// 4.5 -6
// 44 4464
// [97 98]
