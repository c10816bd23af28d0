// Package strconv: conversions between numbers, booleans and strings, with *NumError errors.
import type { ShimDefinition } from "../../registry";
import { strconvGoSource } from "./uint";
import { quote, formatFloat } from "../fmt/format";
import { formatShortest } from "./shortest";

const source = `package strconv

import "errors"

// ErrRange is the Err of a NumError for a number too large or too small for the requested size.
var ErrRange = errors.New("value out of range")

// ErrSyntax is the Err of a NumError for text that is not written the way the parser expects.
var ErrSyntax = errors.New("invalid syntax")

// A NumError tells which function (Func) could not convert which text (Num), and why (Err).
type NumError struct {
	Func string
	Num  string
	Err  error
}

func (e *NumError) Error() string {
	return "strconv." + e.Func + ": " + "parsing " + Quote(e.Num) + ": " + e.Err.Error()
}

func (e *NumError) Unwrap() error { return e.Err }

// Itoa writes i in decimal.
func Itoa(i int) string { return FormatInt(int64(i), 10) }

// Atoi reads s as a decimal int; on failure the error is a *NumError.
func Atoi(s string) (int, error) {
	v, code := parseInt(s, 10, 64)
	if code != 0 {
		return int(v), numError("Atoi", s, code)
	}
	return int(v), nil
}

// ParseInt reads s as a signed integer in base (2 to 36, or 0 to take it from a prefix such as 0x) that
// must fit bitSize bits.
func ParseInt(s string, base int, bitSize int) (int64, error) {
	v, code := parseInt(s, base, bitSize)
	if code != 0 {
		return v, numError("ParseInt", s, code)
	}
	return v, nil
}

// ParseFloat reads s as a decimal or special ("Inf", "NaN") floating-point number, rounded to bitSize bits.
func ParseFloat(s string, bitSize int) (float64, error) {
	v, ok := parseFloat(s)
	if !ok {
		return 0, numError("ParseFloat", s, 1)
	}
	return v, nil
}

// ParseBool reads 1, t, T, true, TRUE and True as true, 0, f, F, false, FALSE and False as false; other text fails with ErrSyntax.
func ParseBool(str string) (bool, error) {
	switch str {
	case "1", "t", "T", "true", "TRUE", "True":
		return true, nil
	case "0", "f", "F", "false", "FALSE", "False":
		return false, nil
	}
	return false, numError("ParseBool", str, 1)
}

func numError(fn, s string, code int) error {
	if code == 2 {
		return &NumError{Func: fn, Num: s, Err: ErrRange}
	}
	return &NumError{Func: fn, Num: s, Err: ErrSyntax}
}

func parseInt(s string, base int, bitSize int) (int64, int)
func parseFloat(s string) (float64, bool)

// FormatInt writes i in base (2 to 36), using lower-case letters for digits past 9.
func FormatInt(i int64, base int) string

// FormatBool writes b as the word true or false.
func FormatBool(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// FormatFloat spells f as text in the style fmt ('e', 'f', 'g', ...), with prec digits (-1: the
// fewest that read back exactly as a float of bitSize bits).
func FormatFloat(f float64, fmt byte, prec, bitSize int) string

// Quote gives s as Go source would write it between double quotes, with escapes where needed.
func Quote(s string) string

// Unquote gives the value of s written as a Go literal: a quoted or raw string, or a character in
// single quotes; anything else is ErrSyntax.
func Unquote(s string) (string, error) {
	v, ok := unquote(s)
	if !ok {
		return "", ErrSyntax
	}
	return v, nil
}

func unquote(s string) (string, bool)

// AppendInt adds FormatInt(i, base) to the end of dst and returns the longer slice.
func AppendInt(dst []byte, i int64, base int) []byte { return append(dst, FormatInt(i, base)...) }

// AppendUint adds FormatUint(i, base) to the end of dst.
func AppendUint(dst []byte, i uint64, base int) []byte { return append(dst, FormatUint(i, base)...) }

// AppendFloat adds FormatFloat(f, fmt, prec, bitSize) to the end of dst.
func AppendFloat(dst []byte, f float64, fmt byte, prec, bitSize int) []byte {
	return append(dst, FormatFloat(f, fmt, prec, bitSize)...)
}

// AppendBool adds FormatBool(b) to the end of dst.
func AppendBool(dst []byte, b bool) []byte { return append(dst, FormatBool(b)...) }

// AppendQuote adds Quote(s) to the end of dst.
func AppendQuote(dst []byte, s string) []byte { return append(dst, Quote(s)...) }
`;

function parseIntImpl(s: string, base: number, bits: number): [number, number] {
  let t = s;
  let neg = false;
  if (t.startsWith("+") || t.startsWith("-")) {
    neg = t[0] === "-";
    t = t.slice(1);
  }
  let b = base;
  if (b === 0) {
    b = 10;
    if (/^0[xX]/.test(t)) {
      b = 16;
      t = t.slice(2);
    } else if (/^0[bB]/.test(t)) {
      b = 2;
      t = t.slice(2);
    } else if (/^0[oO]/.test(t)) {
      b = 8;
      t = t.slice(2);
    } else if (/^0\d/.test(t)) {
      b = 8;
      t = t.slice(1);
    }
    t = t.replace(/_/g, "");
  }
  if (t === "") return [0, 1];
  const digits = "0123456789abcdefghijklmnopqrstuvwxyz".slice(0, b);
  let v = 0n;
  for (const ch of t.toLowerCase()) {
    const d = digits.indexOf(ch);
    if (d < 0) return [0, 1];
    v = v * BigInt(b) + BigInt(d);
  }
  if (neg) v = -v;
  const size = bits === 0 ? 64 : bits;
  const max = (1n << BigInt(size - 1)) - 1n,
    min = -(1n << BigInt(size - 1));
  if (v > max) return [Number(max), 2];
  if (v < min) return [Number(min), 2];
  return [Number(v), 0];
}

export const strconvPackage: ShimDefinition = {
  path: "strconv",
  source: source + strconvGoSource,
  natives: {
    parseInt: parseIntImpl,
    parseFloat: (s: string) => {
      const t = s.replace(/_/g, "");
      if (/^[+-]?(inf|infinity)$/i.test(t)) return [t.startsWith("-") ? -Infinity : Infinity, true];
      if (/^nan$/i.test(t)) return [NaN, true];
      if (!/^[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|0[xX][0-9a-fA-F.]+[pP][+-]?\d+)$/.test(t))
        return [0, false];
      return [Number(t), true];
    },
    FormatInt: (i: number | bigint, base: number) => (i < 0 ? "-" + (-i).toString(base) : i.toString(base)),
    FormatFloat: (f: number, fmt: number, prec: number, bitSize: number) =>
      prec < 0
        ? formatShortest(f, String.fromCharCode(fmt), bitSize)
        : formatFloat(bitSize === 32 ? Math.fround(f) : f, String.fromCharCode(fmt), prec),
    Quote: (s: string) => quote(s),
    unquote: (s: string) => {
      if (s.length < 2) return ["", false];
      const q = s[0];
      if ((q !== '"' && q !== "`") || s[s.length - 1] !== q) return ["", false];
      if (q === "`") return [s.slice(1, -1), true];
      try {
        return [JSON.parse(s) as string, true];
      } catch {
        return ["", false];
      }
    },
  },
};
