package main

import (
	"fmt"
	"math"
)

func main() {
	fmt.Println(math.Round(-2.5), math.Round(2.5), math.Floor(-1.5), math.Ceil(1.2), math.Trunc(-3.7), math.Abs(-4))
	fmt.Println(math.Max(3, 7), math.Min(3, 7), math.Mod(7, 3), math.Mod(-7, 3), math.Pow(2, 10), math.Sqrt(2))
	fmt.Println(math.MaxInt32, math.MinInt64, int64(math.MaxInt64), math.MaxUint32, math.Pi)
	fmt.Println(math.Inf(1), math.Inf(-1), math.IsNaN(math.NaN()), math.IsInf(math.Inf(-1), 0), math.IsInf(math.Inf(-1), 1))
	fmt.Println(math.Log2(8), math.Log10(1000), math.Exp(0), math.MaxFloat64, math.SmallestNonzeroFloat64)
	var x float64 = math.MaxInt64
	fmt.Println(x)
}

// Output:
// -3 3 -2 2 -3 4
// 7 3 1 -1 1024 1.4142135623730951
// 2147483647 -9223372036854775808 9223372036854775807 4294967295 3.141592653589793
// +Inf -Inf true true false
// 3 3 1 1.7976931348623157e+308 5e-324
// 9.223372036854776e+18
