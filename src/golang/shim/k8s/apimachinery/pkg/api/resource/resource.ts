// Package k8s.io/apimachinery/pkg/api/resource: Quantity (MustParse, ParseQuantity, Value,
// MilliValue, Cmp, Add, Sub), kept as its canonical string; JSON is that string.
import type { ShimDefinition } from "../../../../../registry";
import { goString, jsString } from "../../../../../native";
import { registerNamedJSON } from "../../../../convert";
import { parseAmount, formatAmount, scaled, type Amount, type Format } from "./amount";

export const RESOURCE_PATH = "k8s.io/apimachinery/pkg/api/resource";

const source = `package resource

import "errors"

// Quantity is a fixed-point representation of a number ("100m", "512Mi", "2"): resource requests, limits and capacities.
type Quantity struct {
	s string
}

// Format records how a Quantity is printed: binary suffixes, decimal suffixes or decimal exponent.
type Format string

// The quantity formats.
const (
	DecimalExponent = Format("DecimalExponent")
	BinarySI        = Format("BinarySI")
	DecimalSI       = Format("DecimalSI")
)

// Scale is a power of ten (Milli is -3, Kilo is 3) used to read or set a Quantity as a scaled integer.
type Scale int32

// The scales.
const (
	Nano  Scale = -9
	Micro Scale = -6
	Milli Scale = -3
	Kilo  Scale = 3
	Mega  Scale = 6
	Giga  Scale = 9
	Tera  Scale = 12
	Peta  Scale = 15
	Exa   Scale = 18
)

// ErrFormatWrong is returned when a quantity string does not parse.
var ErrFormatWrong = errors.New("quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'")

func canonical(s string) (string, bool)
func scaledValue(s string, scale int) int64
func compare(a, b string) int
func combine(a, b string, sign int) string
func fromScaled(value int64, scale int, format string) string
func approx(s string) float64

// MustParse turns a string into a Quantity, and panics when it is not one.
func MustParse(str string) Quantity {
	c, ok := canonical(str)
	if !ok {
		panic("cannot parse '" + str + "': " + ErrFormatWrong.Error())
	}
	return Quantity{s: c}
}

// ParseQuantity turns a string into a Quantity, or returns ErrFormatWrong.
func ParseQuantity(str string) (Quantity, error) {
	c, ok := canonical(str)
	if !ok {
		return Quantity{}, ErrFormatWrong
	}
	return Quantity{s: c}, nil
}

// NewQuantity returns a new Quantity of value in the given format.
func NewQuantity(value int64, format Format) *Quantity {
	return &Quantity{s: fromScaled(value, 0, string(format))}
}

// NewMilliQuantity returns a new Quantity of value/1000 in the given format.
func NewMilliQuantity(value int64, format Format) *Quantity {
	return &Quantity{s: fromScaled(value, -3, string(format))}
}

// NewScaledQuantity returns a new Quantity of value × 10^scale.
func NewScaledQuantity(value int64, scale Scale) *Quantity {
	return &Quantity{s: fromScaled(value, int(scale), "DecimalSI")}
}

// String returns the canonical string of the quantity.
func (q *Quantity) String() string {
	if q == nil || q.s == "" {
		return "0"
	}
	return q.s
}

// Value returns the value of q rounded up to an integer.
func (q *Quantity) Value() int64 { return scaledValue(q.s, 0) }

// MilliValue returns the value of q × 1000, rounded up.
func (q *Quantity) MilliValue() int64 { return scaledValue(q.s, -3) }

// ScaledValue returns the value of q in units of 10^scale, rounded up.
func (q *Quantity) ScaledValue(scale Scale) int64 { return scaledValue(q.s, int(scale)) }

// AsApproximateFloat64 returns a float64 close to the quantity's value.
func (q *Quantity) AsApproximateFloat64() float64 { return approx(q.s) }

// IsZero reports whether the quantity is zero.
func (q *Quantity) IsZero() bool { return compare(q.s, "0") == 0 }

// Sign returns 0 if the quantity is zero, -1 if it is negative and 1 if positive.
func (q *Quantity) Sign() int { return compare(q.s, "0") }

// Cmp returns 0 if q equals y, -1 if q is less and 1 if q is greater.
func (q *Quantity) Cmp(y Quantity) int { return compare(q.s, y.s) }

// Equal reports whether q and v hold the same value.
func (q Quantity) Equal(v Quantity) bool { return compare(q.s, v.s) == 0 }

// Add adds y to q.
func (q *Quantity) Add(y Quantity) { q.s = combine(q.s, y.s, 1) }

// Sub subtracts y from q.
func (q *Quantity) Sub(y Quantity) { q.s = combine(q.s, y.s, -1) }

// Neg sets q to its negation.
func (q *Quantity) Neg() { q.s = combine("0", q.s, -1) }

// Set sets q to value.
func (q *Quantity) Set(value int64) { q.s = fromScaled(value, 0, "DecimalSI") }

// SetMilli sets q to value/1000.
func (q *Quantity) SetMilli(value int64) { q.s = fromScaled(value, -3, "DecimalSI") }

// DeepCopy returns a copy of the quantity.
func (q Quantity) DeepCopy() Quantity { return q }

// DeepCopyInto copies the receiver into out.
func (q *Quantity) DeepCopyInto(out *Quantity) { *out = *q }
`;

function amount(s: string): Amount {
  return parseAmount(jsString(s) || "0") ?? { nanos: 0n, format: "DecimalSI" };
}
const num = (b: bigint): number | bigint => (b >= -(2n ** 53n) && b <= 2n ** 53n ? Number(b) : b);

/** resourcePackage is k8s.io/apimachinery/pkg/api/resource. */
export const resourcePackage: ShimDefinition = {
  path: RESOURCE_PATH,
  source,
  natives: {
    canonical: (s: string) => {
      const a = parseAmount(jsString(s).trim() === jsString(s) ? jsString(s) : "");
      return a ? [goString(formatAmount(a)), true] : ["", false];
    },
    scaledValue: (s: string, scale: number) => num(scaled(amount(s), scale)),
    compare: (a: string, b: string) => {
      const x = amount(a).nanos;
      const y = amount(b).nanos;
      return x < y ? -1 : x > y ? 1 : 0;
    },
    combine: (a: string, b: string, sign: number) => {
      const x = amount(a);
      const y = amount(b);
      const format = x.nanos === 0n ? y.format : x.format;
      return goString(formatAmount({ nanos: x.nanos + BigInt(sign) * y.nanos, format }));
    },
    fromScaled: (value: number | bigint, scale: number, format: string) => {
      const v = BigInt(value);
      const shift = scale + 9;
      const nanos = shift >= 0 ? v * 10n ** BigInt(shift) : v / 10n ** BigInt(-shift);
      return goString(formatAmount({ nanos, format: (format || "DecimalSI") as Format }));
    },
    approx: (s: string) => Number(amount(s).nanos) / 1e9,
  },
};

registerNamedJSON(RESOURCE_PATH, "Quantity", {
  to: (v: { s: string }) => (v.s === "" ? "0" : jsString(v.s)),
  from: (j: unknown, zero: () => { s: string }) => {
    const a = typeof j === "string" ? parseAmount(j) : typeof j === "number" ? parseAmount(String(j)) : null;
    const q = zero();
    q.s = a ? goString(formatAmount(a)) : "";
    return q;
  },
});
