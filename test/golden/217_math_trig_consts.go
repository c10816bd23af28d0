package main

import (
	"fmt"
	"math"
)

func main() {
	fmt.Println(math.SqrtE, math.SqrtPi, math.SqrtPhi, math.Log2E, math.Ln10, math.Log10E)
	fmt.Println(math.Sin(0), math.Cos(0), math.Tan(0), math.Sin(math.Pi/2), math.Cos(math.Pi))
	fmt.Println(math.Asin(1), math.Acos(0), math.Atan(1), math.Atan2(1, 1), math.Atan2(0, -1), math.Atan2(-0.0, -1))
	fmt.Println(math.Sinh(0), math.Cosh(0), math.Tanh(0), math.Asinh(0), math.Acosh(1), math.Atanh(0), math.Tanh(math.Inf(1)))
	fmt.Println(math.Cbrt(27), math.Cbrt(-8), math.Exp2(10), math.Exp2(-1), math.Expm1(0), math.Log1p(0))
	fmt.Println(math.Hypot(3, 4), math.Hypot(math.Inf(-1), math.NaN()), math.Hypot(0, 0))
	fmt.Println(math.Signbit(-1), math.Signbit(math.Copysign(0, -1)), math.Signbit(0), math.Copysign(3, -2), math.Copysign(-3, 0))
	fmt.Println(math.Pow10(3), math.Pow10(-2), math.Pow10(400), math.Pow10(-400), math.Pow10(0))
	for _, x := range []float64{0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.4, -2.6, 3, 4503599627370497, math.Inf(1)} {
		fmt.Print(math.RoundToEven(x), " ")
	}
	fmt.Println(math.Signbit(math.RoundToEven(-0.5)))
	fmt.Println(math.Logb(8), math.Logb(0.1), math.Logb(1), math.Logb(0), math.Logb(math.Inf(-1)), math.Logb(5e-324), math.Logb(-1e300))
	fmt.Println(math.IsNaN(math.Asin(2)), math.IsNaN(math.Acosh(0.5)), math.Atanh(1), math.Atanh(-1))
	fmt.Printf("%.12f %.12f %.12f\n", math.Sin(1), math.Cos(1), math.Tan(1))
	z := -0.0
	var f32 float32 = -0.0
	fmt.Println(z, math.Signbit(z), math.Signbit(float64(f32)), math.Signbit(-z), 1/math.Copysign(0, -1))
}

// Output:
// 1.6487212707001282 1.772453850905516 1.272019649514069 1.4426950408889634 2.302585092994046 0.4342944819032518
// 0 1 0 1 -1
// 1.5707963267948966 1.5707963267948966 0.7853981633974483 0.7853981633974483 3.141592653589793 3.141592653589793
// 0 1 0 0 0 0 1
// 3 -2 1024 0.5 0 0
// 5 +Inf 0
// true true false -3 3
// 1000 0.01 +Inf 0 1
// 0 2 2 -0 -2 -2 2 -3 3 4.503599627370497e+15 +Inf true
// 3 -4 0 -Inf +Inf -1074 996
// true true +Inf -Inf
// 0.841470984808 0.540302305868 1.557407724655
// 0 false false true -Inf
