// Package math/big: arbitrary-precision integers (Int) on JavaScript BigInt, with the methods
// certificate and key code uses (serial numbers, RSA moduli, exponents). Every method is native;
// results are Go's, including the signs of Quo/Rem (truncated) and Div/Mod (Euclidean), two's
// complement bit operations and Exp's modular forms. Float and Rat are not provided.
import type { GoValue } from "../../../../eval/values";
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceOf, sliceItems, goString, jsString } from "../../helpers";
import { norm } from "../../../../eval/arith";
import { valueOf, valueOrNil, setValue, bigPanic, type BigObj } from "./int";
import { format, parse } from "./text";
import { fromBytes, toBytes, bitLen, mod, modPow, modInverse } from "./arith";
import { isProbablePrime } from "../../crypto/rsa/keygen";
import { registerIntegerFormatter } from "../../fmt/format";
import { Drbg } from "../../crypto/internal/drbg";

const source = `package big

// Int is an integer of any size, positive or negative; a zero Int (as from new(big.Int)) is 0 and ready to use.
type Int struct {
	v int
}

// Word is the limb type of real big numbers; the lab declares it so code naming it compiles, but no lab method uses it.
type Word uint

// MaxBase (62) is the highest base SetString and Text take: digits, then a-z, then A-Z.
const MaxBase = 10 + ('z' - 'a' + 1) + ('Z' - 'A' + 1)

// NewInt gives a fresh *Int holding x.
func NewInt(x int64) *Int { return new(Int).SetInt64(x) }

// Set copies x's value into z; the result is z.
func (z *Int) Set(x *Int) *Int { return intSet(z, x) }
// SetInt64 stores the int64 x in z; the result is z.
func (z *Int) SetInt64(x int64) *Int { return intSetInt64(z, x) }
// SetUint64 stores the uint64 x in z; the result is z.
func (z *Int) SetUint64(x uint64) *Int { return intSetUint64(z, x) }
// SetBit makes z a copy of x whose bit number i is forced to b (0 or 1); the result is z.
func (z *Int) SetBit(x *Int, i int, b uint) *Int { return intSetBit(z, x, i, b) }
// SetBytes reads buf as an unsigned number, most significant byte first, into z; the result is z.
func (z *Int) SetBytes(buf []byte) *Int { return intSetBytes(z, buf) }
// SetString parses s in base (2 to 62, or 0 to follow a 0x, 0o or 0b prefix) into z; ok is false on bad input.
func (z *Int) SetString(s string, base int) (*Int, bool) { return intSetString(z, s, base) }
// Add stores x+y in z; the result is z.
func (z *Int) Add(x, y *Int) *Int { return intAdd(z, x, y) }
// Sub stores x-y in z; the result is z.
func (z *Int) Sub(x, y *Int) *Int { return intSub(z, x, y) }
// Mul stores x*y in z; the result is z.
func (z *Int) Mul(x, y *Int) *Int { return intMul(z, x, y) }
// Quo stores x/y rounded toward zero in z (Go's / on ints); y must not be 0.
func (z *Int) Quo(x, y *Int) *Int { return intQuo(z, x, y) }
// Rem stores the remainder that goes with Quo (sign of x, Go's %) in z; y must not be 0.
func (z *Int) Rem(x, y *Int) *Int { return intRem(z, x, y) }
// QuoRem computes Quo into z and Rem into r in one call and returns both.
func (z *Int) QuoRem(x, y, r *Int) (*Int, *Int) { return intQuoRem(z, x, y, r) }
// Div stores the Euclidean quotient of x by y in z, chosen so that Mod is never negative; y must not be 0.
func (z *Int) Div(x, y *Int) *Int { return intDiv(z, x, y) }
// Mod stores the Euclidean remainder of x by y in z: always between 0 and |y|-1.
func (z *Int) Mod(x, y *Int) *Int { return intMod(z, x, y) }
// DivMod computes Div into z and Mod into m in one call and returns both.
func (z *Int) DivMod(x, y, m *Int) (*Int, *Int) { return intDivMod(z, x, y, m) }
// Neg stores x with its sign flipped in z; the result is z.
func (z *Int) Neg(x *Int) *Int { return intNeg(z, x) }
// Abs stores x without its sign in z; the result is z.
func (z *Int) Abs(x *Int) *Int { return intAbs(z, x) }
// Lsh stores x shifted left by n bits (x times 2 to the n) in z; the result is z.
func (z *Int) Lsh(x *Int, n uint) *Int { return intLsh(z, x, n) }
// Rsh stores x shifted right by n bits (rounding toward minus infinity) in z; the result is z.
func (z *Int) Rsh(x *Int, n uint) *Int { return intRsh(z, x, n) }
// Exp stores x to the power y in z, reduced modulo |m| when m is non-nil and non-zero. Without a modulus a y of
// 0 or less gives 1; with one, a negative y uses the inverse of x, and the result is nil when there is none.
func (z *Int) Exp(x, y, m *Int) *Int { return intExp(z, x, y, m) }
// ModInverse stores in z the number that multiplied by g gives 1 modulo n; it returns nil when g and n share a factor.
func (z *Int) ModInverse(g, n *Int) *Int { return intModInverse(z, g, n) }
// GCD stores the greatest common divisor of a and b in z; non-nil x and y also receive the Bezout coefficients (a*x + b*y equals the divisor).
func (z *Int) GCD(x, y, a, b *Int) *Int { return intGCD(z, x, y, a, b) }
// Sqrt stores the integer square root of x (rounded down) in z; a negative x panics.
func (z *Int) Sqrt(x *Int) *Int { return intSqrt(z, x) }
// And stores the bitwise AND of x and y (two's complement for negatives) in z; the result is z.
func (z *Int) And(x, y *Int) *Int { return intAnd(z, x, y) }
// AndNot stores the bits of x that are clear in y in z; the result is z.
func (z *Int) AndNot(x, y *Int) *Int { return intAndNot(z, x, y) }
// Or stores the bitwise OR of x and y in z; the result is z.
func (z *Int) Or(x, y *Int) *Int { return intOr(z, x, y) }
// Xor stores the bitwise exclusive OR of x and y in z; the result is z.
func (z *Int) Xor(x, y *Int) *Int { return intXor(z, x, y) }
// Not stores the bitwise complement of x (that is, -x-1) in z; the result is z.
func (z *Int) Not(x *Int) *Int { return intNot(z, x) }
// Cmp orders x against y: -1 when x is smaller, 0 when equal, +1 when larger.
func (x *Int) Cmp(y *Int) int { return intCmp(x, y) }
// CmpAbs is Cmp on the magnitudes of x and y, ignoring their signs.
func (x *Int) CmpAbs(y *Int) int { return intCmpAbs(x, y) }
// Sign is -1, 0 or +1 as x is negative, zero or positive.
func (x *Int) Sign() int { return intSign(x) }
// Int64 converts x to int64; check IsInt64 first, as a value out of range comes back truncated to its low 64 bits.
func (x *Int) Int64() int64 { return intInt64(x) }
// Uint64 converts x to uint64; check IsUint64 first, as a value out of range comes back as the low 64 bits of |x|.
func (x *Int) Uint64() uint64 { return intUint64(x) }
// IsInt64 tells whether x fits in an int64 without loss.
func (x *Int) IsInt64() bool { return intIsInt64(x) }
// IsUint64 tells whether x fits in a uint64 (so is not negative) without loss.
func (x *Int) IsUint64() bool { return intIsUint64(x) }
// BitLen is how many bits |x| needs (0 for 0).
func (x *Int) BitLen() int { return intBitLen(x) }
// Bit reads bit number i of x (0 is the lowest), treating a negative x as two's complement.
func (x *Int) Bit(i int) uint { return intBit(x, i) }
// TrailingZeroBits counts the zero bits at the low end of |x| (0 for 0).
func (x *Int) TrailingZeroBits() uint { return intTrailingZeroBits(x) }
// Bytes gives x's magnitude, most significant byte first; the sign is dropped.
func (x *Int) Bytes() []byte { return intBytes(x) }
// FillBytes writes |x| into the whole of buf, most significant byte first and padded with leading zeros; a buf too small panics.
func (x *Int) FillBytes(buf []byte) []byte { return intFillBytes(x, buf) }
// Text spells x in base 2 to 62 (letters after 9, lower case first); a nil *Int gives "<nil>".
func (x *Int) Text(base int) string { return intText(x, base) }
// Append adds x.Text(base) to the end of buf and returns the longer slice.
func (x *Int) Append(buf []byte, base int) []byte { return append(buf, x.Text(base)...) }
// String spells x in decimal, the same as x.Text(10).
func (x *Int) String() string { return x.Text(10) }
// ProbablyPrime tests x by trial division and then n+1 Miller-Rabin rounds with pseudorandom bases seeded by x (the lab
// does not add Go's Baillie-PSW step); false is certain, true is prime with overwhelming likelihood.
func (x *Int) ProbablyPrime(n int) bool { return intProbablyPrime(x, n) }
// Accuracy says which way a conversion had to round, for Float64.
type Accuracy int8

// Below, Exact and Above say whether a rounded result came out smaller than, equal to, or larger than the true value.
const (
	Below Accuracy = -1
	Exact Accuracy = 0
	Above Accuracy = +1
)

// Float64 gives the closest float64 to x and whether it came out below, equal to, or above x.
func (x *Int) Float64() (float64, Accuracy) { return intFloat64(x) }
// MarshalText writes x in decimal, for text encodings such as YAML keys.
func (x *Int) MarshalText() (text []byte, err error) {
	if x == nil {
		return []byte("<nil>"), nil
	}
	return []byte(x.String()), nil
}
// UnmarshalText reads a decimal (or 0x/0o/0b-prefixed) number into z.
func (z *Int) UnmarshalText(text []byte) error {
	if _, ok := z.SetString(string(text), 0); !ok {
		return errorString("math/big: cannot unmarshal \\"" + string(text) + "\\" into a *big.Int")
	}
	return nil
}
// MarshalJSON writes x as a bare JSON number of any length (null for a nil *Int).
func (x *Int) MarshalJSON() ([]byte, error) {
	if x == nil {
		return []byte("null"), nil
	}
	return []byte(x.String()), nil
}

type errorString string

func (e errorString) Error() string { return string(e) }

// Natives: the methods above, with the receiver first.
func intSet(z *Int, x *Int) *Int
func intSetInt64(z *Int, x int64) *Int
func intSetUint64(z *Int, x uint64) *Int
func intSetBit(z *Int, x *Int, i int, b uint) *Int
func intSetBytes(z *Int, buf []byte) *Int
func intSetString(z *Int, s string, base int) (*Int, bool)
func intAdd(z *Int, x, y *Int) *Int
func intSub(z *Int, x, y *Int) *Int
func intMul(z *Int, x, y *Int) *Int
func intQuo(z *Int, x, y *Int) *Int
func intRem(z *Int, x, y *Int) *Int
func intQuoRem(z *Int, x, y, r *Int) (*Int, *Int)
func intDiv(z *Int, x, y *Int) *Int
func intMod(z *Int, x, y *Int) *Int
func intDivMod(z *Int, x, y, m *Int) (*Int, *Int)
func intNeg(z *Int, x *Int) *Int
func intAbs(z *Int, x *Int) *Int
func intLsh(z *Int, x *Int, n uint) *Int
func intRsh(z *Int, x *Int, n uint) *Int
func intExp(z *Int, x, y, m *Int) *Int
func intModInverse(z *Int, g, n *Int) *Int
func intGCD(z *Int, x, y, a, b *Int) *Int
func intSqrt(z *Int, x *Int) *Int
func intAnd(z *Int, x, y *Int) *Int
func intAndNot(z *Int, x, y *Int) *Int
func intOr(z *Int, x, y *Int) *Int
func intXor(z *Int, x, y *Int) *Int
func intNot(z *Int, x *Int) *Int
func intCmp(x *Int, y *Int) int
func intCmpAbs(x *Int, y *Int) int
func intSign(x *Int) int
func intInt64(x *Int) int64
func intUint64(x *Int) uint64
func intIsInt64(x *Int) bool
func intIsUint64(x *Int) bool
func intBitLen(x *Int) int
func intBit(x *Int, i int) uint
func intTrailingZeroBits(x *Int) uint
func intBytes(x *Int) []byte
func intFillBytes(x *Int, buf []byte) []byte
func intText(x *Int, base int) string
func intProbablyPrime(x *Int, n int) bool
func intFloat64(x *Int) (float64, Accuracy)

// Jacobi computes the Jacobi symbol of x over y (+1, -1 or 0); y has to be odd.
func Jacobi(x, y *Int) int
`;

const v = valueOf;
const two64 = 1n << 64n;
const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const abs = (a: bigint) => (a < 0n ? -a : a);
const nonZero = (y: bigint) => {
  if (y === 0n) bigPanic("division by zero");
  return y;
};
const euclidMod = (x: bigint, y: bigint) => mod(x, abs(nonZero(y)));
const euclidDiv = (x: bigint, y: bigint) => (x - euclidMod(x, y)) / y;

function sqrt(x: bigint): bigint {
  if (x < 0n) bigPanic("square root of negative number");
  if (x < 2n) return x;
  let r = 1n << BigInt((bitLen(x) + 1) >> 1);
  for (;;) {
    const next = (r + x / r) >> 1n;
    if (next >= r) return r;
    r = next;
  }
}

/** extGcd returns [g, x, y] with g = gcd(|a|,|b|) >= 0 and a*x + b*y = g. */
function extGcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
  let [r0, r1] = [abs(a), abs(b)];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  const x = a < 0n ? -s0 : s0;
  const y = b === 0n ? 0n : (r0 - a * x) / b;
  return [r0, x, y];
}

function exp(x: bigint, y: bigint, m: bigint | null): bigint | null {
  if (m === null || m === 0n) {
    if (y <= 0n) return 1n;
    return x ** y;
  }
  const am = abs(m);
  if (y < 0n) {
    const inv = modInverse(x, am);
    return inv === null ? null : modPow(inv, -y, am);
  }
  return modPow(x, y, am);
}

function jacobi(a: bigint, n: bigint): number {
  if ((n & 1n) === 0n) bigPanic(`big: invalid 2nd argument to Int.Jacobi: need odd integer but got ${n}`);
  a = mod(a, abs(n));
  n = abs(n);
  let j = 1;
  while (a !== 0n) {
    while ((a & 1n) === 0n) {
      a >>= 1n;
      const r = n % 8n;
      if (r === 3n || r === 5n) j = -j;
    }
    [a, n] = [n, a];
    if (a % 4n === 3n && n % 4n === 3n) j = -j;
    a %= n;
  }
  return n === 1n ? j : 0;
}

type B = BigObj;
type Z = BigObj | null;

// *big.Int implements fmt.Formatter: %d, %x, %b, %o, %s and %v print its value, not the pointer.
registerIntegerFormatter((t, x: BigObj | null) => {
  if (t.k !== "pointer" || t.elem.k !== "named" || t.elem.pkg !== "math/big" || t.elem.name !== "Int") return undefined;
  return x === null ? null : v(x);
});

/** bigPackage is math/big. */
export const bigPackage: ShimDefinition = {
  path: "math/big",
  source,
  natives: {
    intSet: (z: Z, x: B) => setValue(z, v(x)),
    intSetInt64: (z: Z, x: number | bigint) => setValue(z, BigInt(x)),
    intSetUint64: (z: Z, x: number | bigint) => setValue(z, BigInt(x)),
    intSetBit: (z: Z, x: B, i: number, b: number) => {
      if (i < 0) bigPanic("negative bit index");
      const bit = 1n << BigInt(i);
      return setValue(z, b ? v(x) | bit : v(x) & ~bit);
    },
    intSetBytes: (z: Z, buf: Slice | null) => setValue(z, fromBytes(sliceItems(buf) as number[])),
    intSetString: (z: Z, s: string, base: number) => {
      if (base !== 0 && (base < 2 || base > 62)) return [null, false];
      const r = parse(jsString(s), base);
      return r === null ? [null, false] : [setValue(z, r), true];
    },
    intAdd: (z: Z, x: B, y: B) => setValue(z, v(x) + v(y)),
    intSub: (z: Z, x: B, y: B) => setValue(z, v(x) - v(y)),
    intMul: (z: Z, x: B, y: B) => setValue(z, v(x) * v(y)),
    intQuo: (z: Z, x: B, y: B) => setValue(z, v(x) / nonZero(v(y))),
    intRem: (z: Z, x: B, y: B) => setValue(z, v(x) % nonZero(v(y))),
    intQuoRem: (z: Z, x: B, y: B, r: Z) => {
      const [a, b] = [v(x), nonZero(v(y))];
      return [setValue(z, a / b), setValue(r, a % b)];
    },
    intDiv: (z: Z, x: B, y: B) => setValue(z, euclidDiv(v(x), v(y))),
    intMod: (z: Z, x: B, y: B) => setValue(z, euclidMod(v(x), v(y))),
    intDivMod: (z: Z, x: B, y: B, m: Z) => {
      const [a, b] = [v(x), v(y)];
      return [setValue(z, euclidDiv(a, b)), setValue(m, euclidMod(a, b))];
    },
    intNeg: (z: Z, x: B) => setValue(z, -v(x)),
    intAbs: (z: Z, x: B) => setValue(z, abs(v(x))),
    intLsh: (z: Z, x: B, n: number) => setValue(z, v(x) << BigInt(n)),
    intRsh: (z: Z, x: B, n: number) => setValue(z, v(x) >> BigInt(n)),
    intExp: (z: Z, x: B, y: B, m: Z) => {
      const r = exp(v(x), v(y), valueOrNil(m));
      return r === null ? null : setValue(z, r);
    },
    intModInverse: (z: Z, g: B, n: B) => {
      const m = abs(nonZero(v(n)));
      const r = modInverse(v(g), m);
      return r === null ? null : setValue(z, r);
    },
    intGCD: (z: Z, x: Z, y: Z, a: B, b: B) => {
      const [g, cx, cy] = extGcd(v(a), v(b));
      if (x !== null) setValue(x, cx);
      if (y !== null) setValue(y, cy);
      return setValue(z, g);
    },
    intSqrt: (z: Z, x: B) => setValue(z, sqrt(v(x))),
    intAnd: (z: Z, x: B, y: B) => setValue(z, v(x) & v(y)),
    intAndNot: (z: Z, x: B, y: B) => setValue(z, v(x) & ~v(y)),
    intOr: (z: Z, x: B, y: B) => setValue(z, v(x) | v(y)),
    intXor: (z: Z, x: B, y: B) => setValue(z, v(x) ^ v(y)),
    intNot: (z: Z, x: B) => setValue(z, ~v(x)),
    intCmp: (x: B, y: B) => cmp(v(x), v(y)),
    intCmpAbs: (x: B, y: B) => cmp(abs(v(x)), abs(v(y))),
    intSign: (x: B) => cmp(v(x), 0n),
    // Go takes the low 64 bits of |x| (then the sign, for Int64).
    intInt64: (x: B) => norm(BigInt.asIntN(64, (v(x) < 0n ? -1n : 1n) * BigInt.asUintN(64, abs(v(x))))),
    intUint64: (x: B) => norm(BigInt.asUintN(64, abs(v(x)))),
    intIsInt64: (x: B) => BigInt.asIntN(64, v(x)) === v(x),
    intIsUint64: (x: B) => v(x) >= 0n && v(x) < two64,
    intBitLen: (x: B) => bitLen(v(x)),
    intBit: (x: B, i: number) => {
      if (i < 0) bigPanic("negative bit index");
      return Number((v(x) >> BigInt(i)) & 1n);
    },
    intTrailingZeroBits: (x: B) => {
      const a = abs(v(x));
      return a === 0n ? 0 : bitLen(a & -a) - 1;
    },
    intBytes: (x: B) => sliceOf(toBytes(v(x))),
    intFillBytes: (x: B, buf: Slice | null) => {
      const n = buf?.len ?? 0;
      const b = toBytes(v(x));
      if (b.length > n) bigPanic("math/big: buffer too small to fit value");
      for (let i = 0; i < n; i++) buf!.a[buf!.off + i] = i < n - b.length ? 0 : b[i - (n - b.length)];
      return buf;
    },
    intText: (x: Z, base: number) => (x === null ? "<nil>" : goString(format(v(x), base))),
    intProbablyPrime: (x: B, n: number) => {
      if (n < 0) bigPanic(`negative n for ProbablyPrime: ${n}`);
      const a = v(x);
      return a > 0n && isProbablePrime(a, n + 1, new Drbg(toBytes(a)));
    },
    intFloat64: (x: B) => {
      const f = Number(v(x));
      const back = Number.isFinite(f) ? BigInt(f) : v(x);
      return [f, cmp(back, v(x))];
    },
    Jacobi: (x: B, y: B) => jacobi(v(x), v(y)),
  } satisfies Record<string, (...args: GoValue[]) => GoValue>,
};
