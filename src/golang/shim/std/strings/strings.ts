// Package strings: searching, splitting, trimming and Builder, on Go byte strings.
import type { GoValue } from "../../../eval/values";
import type { ShimDefinition } from "../../registry";
import { sliceOf, sliceItems, goString, jsString } from "../helpers";
import { decodeRune, encodeRune } from "../../../syntax/literals";
import { stringsGoSource } from "./funcs";
import { stringsReaderSource } from "./reader";

const source = `package strings

import (
	"errors"
	"io"
)

// Builder is used to efficiently build a string using Write methods.
type Builder struct {
	buf []byte
}

// WriteString adds s to the end of the string being built.
func (b *Builder) WriteString(s string) (int, error) {
	b.buf = append(b.buf, s...)
	return len(s), nil
}

// Write adds the bytes of p to the end of the string being built.
func (b *Builder) Write(p []byte) (int, error) {
	b.buf = append(b.buf, p...)
	return len(p), nil
}

// WriteByte adds one byte to the end of the string being built.
func (b *Builder) WriteByte(c byte) error {
	b.buf = append(b.buf, c)
	return nil
}

// WriteRune adds r, UTF-8 encoded, to the end of the string being built.
func (b *Builder) WriteRune(r rune) (int, error) {
	s := string(r)
	b.buf = append(b.buf, s...)
	return len(s), nil
}

// String returns everything written so far.
func (b *Builder) String() string { return string(b.buf) }

// Len is how many bytes have been written to b so far.
func (b *Builder) Len() int { return len(b.buf) }

// Reset empties the Builder.
func (b *Builder) Reset() { b.buf = nil }

// Grow does nothing in the lab: the Builder's buffer grows as it is written, and it has no Cap to show.
func (b *Builder) Grow(n int) {}

// Contains says whether substr occurs in s.
func Contains(s, substr string) bool
// ContainsAny says whether s holds at least one of the characters of chars.
func ContainsAny(s, chars string) bool
// ContainsRune says whether the character r occurs in s.
func ContainsRune(s string, r rune) bool
// HasPrefix reports whether the string s begins with prefix.
func HasPrefix(s, prefix string) bool
// HasSuffix reports whether the string s ends with suffix.
func HasSuffix(s, suffix string) bool
// Index gives the byte offset of the first substr in s, or -1 when there is none.
func Index(s, substr string) int
// IndexByte gives the position of the first byte c in s, or -1.
func IndexByte(s string, c byte) int
// IndexRune gives the byte position where the character r first occurs in s, or -1.
func IndexRune(s string, r rune) int
// LastIndex gives the position of the last occurrence of substr in s, or -1.
func LastIndex(s, substr string) int
// Split cuts s at every sep and gives the pieces between them.
func Split(s, sep string) []string
// SplitN is Split giving at most n pieces, the last holding the rest; n < 0 means no limit.
func SplitN(s, sep string, n int) []string
// Fields splits s around runs of white space.
func Fields(s string) []string
// Join concatenates the elements of elems, placing sep between them.
func Join(elems []string, sep string) string
// Repeat gives s written count times in a row; a negative count panics.
func Repeat(s string, count int) string
// Replace swaps new for old in s, left to right without overlaps, n times at most (every time when n < 0).
func Replace(s, old, new string, n int) string
// ReplaceAll returns a copy of s with all non-overlapping instances of old replaced by new.
func ReplaceAll(s, old, new string) string
// ToLower returns a copy of s in lower case.
func ToLower(s string) string
// ToUpper returns a copy of s in upper case.
func ToUpper(s string) string
// Title returns s with the first letter of each word in title case (deprecated in Go, kept for old code).
func Title(s string) string
// TrimSpace returns s without leading and trailing white space.
func TrimSpace(s string) string
// Trim returns s with all leading and trailing Unicode code points contained in cutset removed.
func Trim(s, cutset string) string
// TrimLeft returns s with all leading code points contained in cutset removed.
func TrimLeft(s, cutset string) string
// TrimRight returns s with all trailing code points contained in cutset removed.
func TrimRight(s, cutset string) string
// TrimPrefix drops prefix from the start of s when s starts with it; otherwise s comes back as is.
func TrimPrefix(s, prefix string) string
// TrimSuffix drops suffix from the end of s when s ends with it; otherwise s comes back as is.
func TrimSuffix(s, suffix string) string
// EqualFold reports whether s and t are equal under simple Unicode case-folding.
func EqualFold(s, t string) bool
// Count says how many times substr occurs in s, without counting overlaps.
func Count(s, substr string) int
// Cut splits s at the first sep into the text before it and after it, with found true; without sep,
// before is s and found is false.
func Cut(s, sep string) (before, after string, found bool)
// Compare orders a and b byte by byte: -1 when a sorts first, 0 when equal, +1 when b sorts first.
func Compare(a, b string) int
`;

const runes = (s: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i < s.length;) {
    const [, w] = decodeRune(s, i);
    out.push(s.slice(i, i + w));
    i += w;
  }
  return out;
};
const isSpace = (c: string) => /^[ \t\n\v\f\r]$/.test(c) || c === "\xc2\x85" || c === "\xc2\xa0";
const trimL = (s: string, set: string[]) => {
  const r = runes(s);
  let i = 0;
  while (i < r.length && set.includes(r[i]!)) i++;
  return r.slice(i).join("");
};
const trimR = (s: string, set: string[]) => {
  const r = runes(s);
  let j = r.length;
  while (j > 0 && set.includes(r[j - 1]!)) j--;
  return r.slice(0, j).join("");
};
const strs = (a: string[]) => sliceOf(a);

function split(s: string, sep: string, n: number): string[] {
  if (n === 0) return [];
  if (sep === "") {
    const r = runes(s);
    if (n > 0 && r.length > n) return [...r.slice(0, n - 1), r.slice(n - 1).join("")];
    return r;
  }
  const parts = s.split(sep);
  if (n > 0 && parts.length > n) return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
  return parts;
}

export const stringsPackage: ShimDefinition = {
  path: "strings",
  source: source + stringsGoSource + stringsReaderSource,
  natives: {
    Contains: (s: string, t: string) => s.includes(t),
    ContainsAny: (s: string, chars: string) => runes(chars).some((c) => s.includes(c)),
    ContainsRune: (s: string, r: number) => s.includes(encodeRune(r)),
    HasPrefix: (s: string, p: string) => s.startsWith(p),
    HasSuffix: (s: string, p: string) => s.endsWith(p),
    Index: (s: string, t: string) => s.indexOf(t),
    IndexByte: (s: string, c: number) => s.indexOf(String.fromCharCode(c)),
    IndexRune: (s: string, r: number) => s.indexOf(encodeRune(r)),
    LastIndex: (s: string, t: string) => s.lastIndexOf(t),
    Split: (s: string, sep: string) => strs(split(s, sep, -1)),
    SplitN: (s: string, sep: string, n: number) => (n === 0 ? null : strs(split(s, sep, n))),
    Fields: (s: string) =>
      strs(
        runes(s)
          .reduce<string[][]>(
            (acc, c) => {
              if (isSpace(c)) acc.push([]);
              else acc[acc.length - 1]!.push(c);
              return acc;
            },
            [[]],
          )
          .map((w) => w.join(""))
          .filter((w) => w !== ""),
      ),
    Join: (a: GoValue, sep: string) => (sliceItems(a) as string[]).join(sep),
    Repeat: (s: string, n: number) => {
      if (n < 0) throw new Error("strings: negative Repeat count");
      return s.repeat(n);
    },
    Replace: (s: string, o: string, n: string, k: number) => {
      if (k < 0)
        return o === ""
          ? runes(s)
              .map((c) => n + c)
              .join("") + n
          : s.split(o).join(n);
      let out = "",
        rest = s;
      for (let i = 0; i < k; i++) {
        const j = rest.indexOf(o);
        if (j < 0) break;
        out += rest.slice(0, j) + n;
        rest = rest.slice(j + o.length);
      }
      return out + rest;
    },
    ReplaceAll: (s: string, o: string, n: string) =>
      o === ""
        ? runes(s)
            .map((c) => n + c)
            .join("") + n
        : s.split(o).join(n),
    ToLower: (s: string) => goString(jsString(s).toLowerCase()),
    ToUpper: (s: string) => goString(jsString(s).toUpperCase()),
    Title: (s: string) =>
      goString(jsString(s).replace(/(^|[^\p{L}\p{N}_'])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase())),
    TrimSpace: (s: string) => s.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, ""),
    Trim: (s: string, c: string) => trimR(trimL(s, runes(c)), runes(c)),
    TrimLeft: (s: string, c: string) => trimL(s, runes(c)),
    TrimRight: (s: string, c: string) => trimR(s, runes(c)),
    TrimPrefix: (s: string, p: string) => (p && s.startsWith(p) ? s.slice(p.length) : s),
    TrimSuffix: (s: string, p: string) => (p && s.endsWith(p) ? s.slice(0, s.length - p.length) : s),
    EqualFold: (a: string, b: string) => jsString(a).toLowerCase() === jsString(b).toLowerCase(),
    Count: (s: string, t: string) => (t === "" ? runes(s).length + 1 : s.split(t).length - 1),
    Cut: (s: string, sep: string) => {
      const i = s.indexOf(sep);
      return i < 0 ? [s, "", false] : [s.slice(0, i), s.slice(i + sep.length), true];
    },
    Compare: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0),
  },
};
