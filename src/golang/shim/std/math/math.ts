// Package math: the constants (MaxInt64, MaxFloat64, Pi, …) and the float64 functions controllers reach for
// (Abs, Ceil, Floor, Round, Trunc, Max, Min, Mod, Pow, Sqrt, Log*, Exp, Inf, NaN, IsNaN, IsInf), natives over
// JS Math with Go's rounding (Round halves away from zero).
import type { ShimDefinition } from "../../registry";
import type { GoValue } from "../../../eval/values";

const source = `package math

// Mathematical constants.
const (
	E   = 2.71828182845904523536028747135266249775724709369995957496696763
	Pi  = 3.14159265358979323846264338327950288419716939937510582097494459
	Phi = 1.61803398874989484820458683436563811772030917980576286213544862

	Sqrt2 = 1.41421356237309504880168872420969807856967187537694807317667974
	Ln2   = 0.693147180559945309417232121458176568075500134360255254120680009
)

// Floating-point limit values.
const (
	MaxFloat64             = 0x1p1023 * (1 + (1 - 0x1p-52))
	SmallestNonzeroFloat64 = 0x1p-1022 * 0x1p-52
	MaxFloat32             = 0x1p127 * (1 + (1 - 0x1p-23))
)

// Integer limit values.
const (
	MaxInt    = 1<<63 - 1
	MinInt    = -1 << 63
	MaxInt8   = 1<<7 - 1
	MinInt8   = -1 << 7
	MaxInt16  = 1<<15 - 1
	MinInt16  = -1 << 15
	MaxInt32  = 1<<31 - 1
	MinInt32  = -1 << 31
	MaxInt64  = 1<<63 - 1
	MinInt64  = -1 << 63
	MaxUint8  = 1<<8 - 1
	MaxUint16 = 1<<16 - 1
	MaxUint32 = 1<<32 - 1
	MaxUint64 = 1<<64 - 1
	MaxUint   = 1<<64 - 1
)

// Abs returns the absolute value of x.
func Abs(x float64) float64

// Ceil returns the least integer value greater than or equal to x.
func Ceil(x float64) float64

// Floor returns the greatest integer value less than or equal to x.
func Floor(x float64) float64

// Round returns the nearest integer, rounding half away from zero.
func Round(x float64) float64

// Trunc returns the integer value of x.
func Trunc(x float64) float64

// Max returns the larger of x or y (NaN if either is NaN).
func Max(x, y float64) float64

// Min returns the smaller of x or y (NaN if either is NaN).
func Min(x, y float64) float64

// Mod returns the floating-point remainder of x/y, with the sign of x.
func Mod(x, y float64) float64

// Pow returns x**y, the base-x exponential of y.
func Pow(x, y float64) float64

// Sqrt returns the square root of x.
func Sqrt(x float64) float64

// Log returns the natural logarithm of x.
func Log(x float64) float64

// Log2 returns the binary logarithm of x.
func Log2(x float64) float64

// Log10 returns the decimal logarithm of x.
func Log10(x float64) float64

// Exp returns e**x, the base-e exponential of x.
func Exp(x float64) float64

// Inf returns positive infinity if sign >= 0, negative infinity if sign < 0.
func Inf(sign int) float64

// NaN returns an IEEE 754 "not-a-number" value.
func NaN() float64

// IsNaN reports whether f is an IEEE 754 "not-a-number" value.
func IsNaN(f float64) (is bool)

// IsInf reports whether f is an infinity, according to sign: sign > 0 for +Inf, sign < 0 for -Inf, 0 for either.
func IsInf(f float64, sign int) bool
`;

const f1 = (g: (x: number) => number) => (x: GoValue) => g(Number(x));
const f2 = (g: (x: number, y: number) => number) => (x: GoValue, y: GoValue) => g(Number(x), Number(y));

/** mathPackage is Go's math. */
export const mathPackage: ShimDefinition = {
  path: "math",
  source,
  natives: {
    Abs: f1(Math.abs),
    Ceil: f1(Math.ceil),
    Floor: f1(Math.floor),
    Round: f1((x) => (Number.isFinite(x) ? Math.sign(x) * Math.round(Math.abs(x)) : x)),
    Trunc: f1(Math.trunc),
    Max: f2(Math.max),
    Min: f2(Math.min),
    Mod: f2((x, y) => x % y),
    Pow: f2(Math.pow),
    Sqrt: f1(Math.sqrt),
    Log: f1(Math.log),
    Log2: f1(Math.log2),
    Log10: f1(Math.log10),
    Exp: f1(Math.exp),
    Inf: (sign: GoValue) => (Number(sign) >= 0 ? Infinity : -Infinity),
    NaN: () => NaN,
    IsNaN: (x: GoValue) => Number.isNaN(x),
    IsInf: (x: GoValue, sign: GoValue) =>
      Number(sign) > 0 ? x === Infinity : Number(sign) < 0 ? x === -Infinity : x === Infinity || x === -Infinity,
  },
};
