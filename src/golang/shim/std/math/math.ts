// Package math: the constants (MaxInt64, MaxFloat64, Pi, …) and the float64 functions controllers reach for
// (Abs, Ceil, Floor, Round, RoundToEven, Trunc, Max, Min, Mod, Pow, Pow10, Sqrt, Cbrt, Hypot, Log*, Logb,
// Exp*, trigonometric and hyperbolic functions, Signbit, Copysign, Inf, NaN, IsNaN, IsInf), natives over JS
// Math with Go's rounding (Round halves away from zero); the transcendental ones can differ from Go's in the last
// place (JavaScript's algorithms, not Go's). Erf, Gamma and the Bessel functions are not provided.
import type { ShimDefinition } from "../../registry";
import type { GoValue } from "../../../eval/values";

const source = `package math

// Mathematical constants.
const (
	E   = 2.71828182845904523536028747135266249775724709369995957496696763
	Pi  = 3.14159265358979323846264338327950288419716939937510582097494459
	Phi = 1.61803398874989484820458683436563811772030917980576286213544862

	Sqrt2   = 1.41421356237309504880168872420969807856967187537694807317667974
	SqrtE   = 1.64872127070012814684865078831848402186923869131542781052224148
	SqrtPi  = 1.77245385090551602729816748334114518279754945612238712821380779
	SqrtPhi = 1.27201964951406896425242246173749149171560804184009624861664038

	Ln2    = 0.693147180559945309417232121458176568075500134360255254120680009
	Log2E  = 1.44269504088896340735992468100189213742664595415298593413544940
	Ln10   = 2.30258509299404568401799145468436420760110148862877297603332790
	Log10E = 0.434294481903251827651128918916605082294397005803666566114453783
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

// Trigonometric and hyperbolic functions and their inverses, in radians.
func Sin(x float64) float64
func Cos(x float64) float64
func Tan(x float64) float64
func Asin(x float64) float64
func Acos(x float64) float64
func Atan(x float64) float64
func Atan2(y, x float64) float64
func Sinh(x float64) float64
func Cosh(x float64) float64
func Tanh(x float64) float64
func Asinh(x float64) float64
func Acosh(x float64) float64
func Atanh(x float64) float64

// Cbrt gives the number whose cube is x (negative for negative x).
func Cbrt(x float64) float64

// Exp2 raises 2 to the power x.
func Exp2(x float64) float64

// Expm1 returns e**x - 1, more accurately than Exp(x) - 1 when x is near zero.
func Expm1(x float64) float64

// Log1p is the natural log of 1+x, kept accurate for x close to 0 where Log(1 + x) would lose digits.
func Log1p(x float64) float64

// Hypot is the length of the vector (p, q), worked out so that large or tiny inputs do not overflow
// or vanish on the way.
func Hypot(p, q float64) float64

// Signbit is true when the sign bit of x is set, which includes -0.
func Signbit(x float64) bool

// Copysign gives the absolute value of f carrying the sign bit of sign.
func Copysign(f, sign float64) float64

// Pow10 gives ten to the power n: 0 for n below -323 and +Inf for n above 308.
func Pow10(n int) float64

// RoundToEven rounds x to a whole number, sending halves to the even neighbour (2.5 gives 2).
func RoundToEven(x float64) float64

// Logb gives the power of two in x's floating-point form: Logb(±Inf) = +Inf, Logb(0) = -Inf, Logb(NaN) = NaN.
func Logb(x float64) float64

// Abs drops the sign of x.
func Abs(x float64) float64

// Ceil rounds x up to a whole number.
func Ceil(x float64) float64

// Floor rounds x down to a whole number.
func Floor(x float64) float64

// Round rounds x to a whole number, sending halves away from zero (2.5 gives 3, -2.5 gives -3).
func Round(x float64) float64

// Trunc drops the fractional part of x, rounding toward zero.
func Trunc(x float64) float64

// Max gives the greater of x and y, or NaN when either is NaN.
func Max(x, y float64) float64

// Min gives the lesser of x and y, or NaN when either is NaN.
func Min(x, y float64) float64

// Mod is what is left of x after taking out a whole number of y's; it has the sign of x.
func Mod(x, y float64) float64

// Pow raises x to the power y.
func Pow(x, y float64) float64

// Sqrt gives the non-negative square root of x (NaN for x < 0).
func Sqrt(x float64) float64

// Log gives the logarithm of x to base e.
func Log(x float64) float64

// Log2 gives the logarithm of x to base 2.
func Log2(x float64) float64

// Log10 gives the logarithm of x to base 10.
func Log10(x float64) float64

// Exp raises e to the power x.
func Exp(x float64) float64

// Inf gives +Inf when sign >= 0 and -Inf when sign < 0.
func Inf(sign int) float64

// NaN gives a not-a-number float64.
func NaN() float64

// IsNaN tells whether f is NaN, the one float64 value that is not equal to itself.
func IsNaN(f float64) (is bool)

// IsInf tells whether f is infinite with the wanted sign: positive sign asks for +Inf, negative for
// -Inf, zero for either.
func IsInf(f float64, sign int) bool
`;

const f1 = (g: (x: number) => number) => (x: GoValue) => g(Number(x));
const f2 = (g: (x: number, y: number) => number) => (x: GoValue, y: GoValue) => g(Number(x), Number(y));

const f1s = (g: (x: number) => boolean) => (x: GoValue) => g(Number(x));

/** roundToEven rounds half-way cases to the even integer, as Go's RoundToEven. */
function roundToEven(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 52) return x;
  const t = Math.trunc(x);
  const d = Math.abs(x - t);
  if (d > 0.5 || (d === 0.5 && t % 2 !== 0)) return t + Math.sign(x);
  return t === 0 ? Math.sign(x) * 0 : t;
}

/** logb is the binary exponent of x (Go's Logb), subnormals included. */
function logb(x: number): number {
  if (x === 0) return -Infinity;
  if (!Number.isFinite(x)) return Number.isNaN(x) ? x : Infinity;
  const a = Math.abs(x);
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e--;
  else if (2 ** (e + 1) <= a) e++;
  return e;
}

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
    Sin: f1(Math.sin),
    Cos: f1(Math.cos),
    Tan: f1(Math.tan),
    Asin: f1(Math.asin),
    Acos: f1(Math.acos),
    Atan: f1(Math.atan),
    Atan2: f2(Math.atan2),
    Sinh: f1(Math.sinh),
    Cosh: f1(Math.cosh),
    Tanh: f1(Math.tanh),
    Asinh: f1(Math.asinh),
    Acosh: f1(Math.acosh),
    Atanh: f1(Math.atanh),
    Cbrt: f1(Math.cbrt),
    Exp2: f1((x) => 2 ** x),
    Expm1: f1(Math.expm1),
    Log1p: f1(Math.log1p),
    Hypot: f2((p, q) =>
      p === Infinity || p === -Infinity || q === Infinity || q === -Infinity ? Infinity : Math.hypot(p, q),
    ),
    Signbit: f1s((x) => x < 0 || Object.is(x, -0)),
    Copysign: f2((f, sign) => (sign < 0 || Object.is(sign, -0) ? -Math.abs(f) : Math.abs(f))),
    Pow10: f1((n) => (n < -323 ? 0 : n > 308 ? Infinity : Number(`1e${n}`))),
    RoundToEven: f1(roundToEven),
    Logb: f1(logb),
    Inf: (sign: GoValue) => (Number(sign) >= 0 ? Infinity : -Infinity),
    NaN: () => NaN,
    IsNaN: (x: GoValue) => Number.isNaN(x),
    IsInf: (x: GoValue, sign: GoValue) =>
      Number(sign) > 0 ? x === Infinity : Number(sign) < 0 ? x === -Infinity : x === Infinity || x === -Infinity,
  },
};
