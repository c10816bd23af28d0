// Package regexp: Go's RE2 regular expressions, matched by JavaScript's RegExp where the two agree
// (syntax.ts translates the pattern and refuses what would match differently). Indices are byte
// offsets into the Go string, as in Go; invalid UTF-8 reads as U+FFFD one byte wide, as in Go.
// The match loop for FindAll/ReplaceAll/Split is Go's: after an empty match the search moves one
// rune on, and an empty match right after the previous match is skipped.
import type { ShimDefinition } from "../../registry";
import { sliceOf, goString } from "../helpers";
import { translate, RegexpSyntaxError } from "./syntax";

const source = `package regexp

import "strconv"

// Regexp is a compiled pattern in Go's RE2 syntax, matched in the lab by JavaScript's RegExp.
type Regexp struct {
	expr  string
	id    int
	names []string
}

// Error describes a failure to parse a regular expression.
type Error struct {
	Code string
	Expr string
}

func (e *Error) Error() string { return "error parsing regexp: " + e.Code + ": \`" + e.Expr + "\`" }

func compile(expr string) (int, []string, string, string)
func exec(id int, s string, pos int) []int
func runeWidth(s string, pos int) int

// Compile turns expr into a Regexp, or gives an error saying what is wrong with the pattern.
func Compile(expr string) (*Regexp, error) {
	id, names, code, at := compile(expr)
	if code != "" {
		return nil, &Error{Code: code, Expr: at}
	}
	return &Regexp{expr: expr, id: id, names: names}, nil
}

// MustCompile compiles str and panics on a bad pattern; it suits patterns fixed in package variables.
func MustCompile(str string) *Regexp {
	re, err := Compile(str)
	if err != nil {
		panic("regexp: Compile(" + quote(str) + "): " + err.Error())
	}
	return re
}

func quote(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '\x60' || c == '\x7f' || (c < ' ' && c != '\t') {
			return strconv.Quote(s)
		}
	}
	if !utf8Valid(s) {
		return strconv.Quote(s)
	}
	return "\x60" + s + "\x60"
}

func utf8Valid(s string) bool {
	for _, r := range s {
		if r == '\uFFFD' {
			return false
		}
	}
	return true
}

// MatchString compiles pattern and tells whether it matches somewhere in s; a bad pattern gives an error.
func MatchString(pattern string, s string) (matched bool, err error) {
	re, err := Compile(pattern)
	if err != nil {
		return false, err
	}
	return re.MatchString(s), nil
}

// Match is MatchString for the bytes of b.
func Match(pattern string, b []byte) (matched bool, err error) { return MatchString(pattern, string(b)) }

// QuoteMeta puts a backslash before each character of s that has a meaning in a pattern, so the
// result matches s literally.
func QuoteMeta(s string) string {
	b := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\\\', '.', '+', '*', '?', '(', ')', '|', '[', ']', '{', '}', '^', '$':
			b = append(b, '\\\\')
		}
		b = append(b, s[i])
	}
	return string(b)
}

// String returns the pattern text that re was compiled from.
func (re *Regexp) String() string { return re.expr }

// NumSubexp counts the capture groups in the pattern.
func (re *Regexp) NumSubexp() int { return len(re.names) }

// SubexpNames gives one entry per group, the whole match first: each group's name, or "" when the
// group (or the whole match) has none.
func (re *Regexp) SubexpNames() []string { return append([]string{""}, re.names...) }

// SubexpIndex gives the number of the first group called name, or -1 when no group has that name.
func (re *Regexp) SubexpIndex(name string) int {
	if name != "" {
		for i, n := range re.names {
			if n == name {
				return i + 1
			}
		}
	}
	return -1
}

// MatchString tells whether re matches somewhere in s.
func (re *Regexp) MatchString(s string) bool { return exec(re.id, s, 0) != nil }

// Match tells whether re matches somewhere in b.
func (re *Regexp) Match(b []byte) bool { return exec(re.id, string(b), 0) != nil }

// all runs Go's match loop, calling deliver with each match's submatch indices.
func (re *Regexp) all(s string, n int, deliver func([]int)) {
	if n < 0 {
		n = len(s) + 1
	}
	for pos, i, prev := 0, 0, -1; i < n && pos <= len(s); {
		m := exec(re.id, s, pos)
		if m == nil {
			break
		}
		accept := true
		if m[1] == pos {
			if m[0] == prev {
				accept = false
			}
			if pos < len(s) {
				pos += runeWidth(s, pos)
			} else {
				pos = len(s) + 1
			}
		} else {
			pos = m[1]
		}
		prev = m[1]
		if accept {
			deliver(m)
			i++
		}
	}
}

// FindStringSubmatchIndex returns the index pairs of the leftmost match and its submatches (-1 for a group that did not take part).
func (re *Regexp) FindStringSubmatchIndex(s string) []int { return exec(re.id, s, 0) }

// FindStringIndex returns the index pair of the leftmost match of re in s, or nil.
func (re *Regexp) FindStringIndex(s string) []int {
	m := exec(re.id, s, 0)
	if m == nil {
		return nil
	}
	return m[0:2]
}

// FindString returns the text of the leftmost match of re in s ("" when there is none).
func (re *Regexp) FindString(s string) string {
	m := exec(re.id, s, 0)
	if m == nil {
		return ""
	}
	return s[m[0]:m[1]]
}

// FindIndex returns the index pair of the leftmost match of re in b, or nil.
func (re *Regexp) FindIndex(b []byte) []int { return re.FindStringIndex(string(b)) }

// Find returns the leftmost match of re in b, or nil.
func (re *Regexp) Find(b []byte) []byte {
	m := exec(re.id, string(b), 0)
	if m == nil {
		return nil
	}
	return b[m[0]:m[1]:m[1]]
}

func subs(s string, m []int) []string {
	out := make([]string, len(m)/2)
	for i := range out {
		if m[2*i] >= 0 {
			out[i] = s[m[2*i]:m[2*i+1]]
		}
	}
	return out
}

// FindStringSubmatch returns the text of the leftmost match and of its submatches, or nil.
func (re *Regexp) FindStringSubmatch(s string) []string {
	m := exec(re.id, s, 0)
	if m == nil {
		return nil
	}
	return subs(s, m)
}

// FindAllString returns successive non-overlapping matches (at most n; all when n < 0), or nil.
func (re *Regexp) FindAllString(s string, n int) []string {
	var out []string
	re.all(s, n, func(m []int) { out = append(out, s[m[0]:m[1]]) })
	return out
}

// FindAllStringIndex returns the index pairs of successive matches, or nil.
func (re *Regexp) FindAllStringIndex(s string, n int) [][]int {
	var out [][]int
	re.all(s, n, func(m []int) { out = append(out, m[0:2]) })
	return out
}

// FindAllStringSubmatch returns the texts of successive matches and their submatches, or nil.
func (re *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	var out [][]string
	re.all(s, n, func(m []int) { out = append(out, subs(s, m)) })
	return out
}

// FindAllStringSubmatchIndex returns the index pairs of successive matches and their submatches, or nil.
func (re *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	var out [][]int
	re.all(s, n, func(m []int) { out = append(out, m) })
	return out
}

func (re *Regexp) replace(src string, repl func(dst []byte, m []int) []byte) string {
	var buf []byte
	last := 0
	re.all(src, -1, func(m []int) {
		buf = append(buf, src[last:m[0]]...)
		buf = repl(buf, m)
		last = m[1]
	})
	if buf == nil && last == 0 {
		return src
	}
	return string(append(buf, src[last:]...))
}

// ReplaceAllString returns a copy of src with each match replaced by repl, in which $1, $name and \${name} stand for submatches.
func (re *Regexp) ReplaceAllString(src, repl string) string {
	return re.replace(src, func(dst []byte, m []int) []byte { return re.expand(dst, repl, src, m) })
}

// ReplaceAllLiteralString returns a copy of src with each match replaced by repl, taken literally.
func (re *Regexp) ReplaceAllLiteralString(src, repl string) string {
	return re.replace(src, func(dst []byte, m []int) []byte { return append(dst, repl...) })
}

// ReplaceAllStringFunc returns a copy of src with each match replaced by repl applied to it.
func (re *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return re.replace(src, func(dst []byte, m []int) []byte { return append(dst, repl(src[m[0]:m[1]])...) })
}

// ReplaceAll is ReplaceAllString on byte slices.
func (re *Regexp) ReplaceAll(src, repl []byte) []byte {
	return []byte(re.ReplaceAllString(string(src), string(repl)))
}

// ExpandString appends template to dst with $ references replaced by the submatches of match (indices from FindStringSubmatchIndex).
func (re *Regexp) ExpandString(dst []byte, template string, src string, match []int) []byte {
	return re.expand(dst, template, src, match)
}

func (re *Regexp) expand(dst []byte, template string, src string, match []int) []byte {
	for len(template) > 0 {
		i := 0
		for i < len(template) && template[i] != '$' {
			i++
		}
		dst = append(dst, template[:i]...)
		template = template[i:]
		if len(template) == 0 {
			break
		}
		if len(template) > 1 && template[1] == '$' {
			dst = append(dst, '$')
			template = template[2:]
			continue
		}
		name, rest, ok := extract(template)
		if !ok {
			dst = append(dst, '$')
			template = template[1:]
			continue
		}
		template = rest
		idx := -1
		if n, err := strconv.Atoi(name); err == nil && n >= 0 {
			idx = n
		} else {
			for j, nm := range re.names {
				if nm == name {
					idx = j + 1
					break
				}
			}
		}
		if idx >= 0 && 2*idx+1 < len(match) && match[2*idx] >= 0 {
			dst = append(dst, src[match[2*idx]:match[2*idx+1]]...)
		}
	}
	return dst
}

func isNameByte(c byte) bool {
	return c == '_' || ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// extract reads $name or \${name} at the start of template.
func extract(template string) (name string, rest string, ok bool) {
	if len(template) < 2 || template[0] != '$' {
		return "", "", false
	}
	brace := template[1] == '{'
	i := 1
	if brace {
		i = 2
	}
	j := i
	for j < len(template) && isNameByte(template[j]) {
		j++
	}
	if j == i {
		return "", "", false
	}
	name = template[i:j]
	if brace {
		if j >= len(template) || template[j] != '}' {
			return "", "", false
		}
		j++
	}
	return name, template[j:], true
}

// Split cuts s at each match of re and gives the pieces between; n limits the count of pieces (all
// when n < 0).
func (re *Regexp) Split(s string, n int) []string {
	if n == 0 {
		return nil
	}
	if len(re.expr) > 0 && len(s) == 0 {
		return []string{""}
	}
	matches := re.FindAllStringIndex(s, n)
	strings := make([]string, 0, len(matches))
	beg, end := 0, 0
	for _, match := range matches {
		if n > 0 && len(strings) == n-1 {
			break
		}
		end = match[0]
		if match[1] != 0 {
			strings = append(strings, s[beg:end])
		}
		beg = match[1]
	}
	if end != len(s) {
		strings = append(strings, s[beg:])
	}
	return strings
}
`;

const compiled: RegExp[] = [];
const byExpr = new Map<string, number>();

/** decode reads a Go (byte) string as runes, invalid bytes as U+FFFD of width 1; it returns the JS
 * string and, for each UTF-16 index (and the end), the byte offset it starts at. */
function decode(s: string): { js: string; byteAt: number[] } {
  let js = "";
  const byteAt: number[] = [];
  let i = 0;
  while (i < s.length) {
    const b0 = s.charCodeAt(i);
    let cp = 0xfffd;
    let w = 1;
    const cont = (k: number) => i + k < s.length && (s.charCodeAt(i + k) & 0xc0) === 0x80;
    if (b0 < 0x80) cp = b0;
    else if (b0 >= 0xc2 && b0 < 0xe0 && cont(1)) {
      cp = ((b0 & 0x1f) << 6) | (s.charCodeAt(i + 1) & 0x3f);
      w = 2;
    } else if (b0 >= 0xe0 && b0 < 0xf0 && cont(1) && cont(2)) {
      const c = ((b0 & 0x0f) << 12) | ((s.charCodeAt(i + 1) & 0x3f) << 6) | (s.charCodeAt(i + 2) & 0x3f);
      if (c >= 0x800 && (c < 0xd800 || c > 0xdfff)) {
        cp = c;
        w = 3;
      }
    } else if (b0 >= 0xf0 && b0 < 0xf5 && cont(1) && cont(2) && cont(3)) {
      const c =
        ((b0 & 0x07) << 18) |
        ((s.charCodeAt(i + 1) & 0x3f) << 12) |
        ((s.charCodeAt(i + 2) & 0x3f) << 6) |
        (s.charCodeAt(i + 3) & 0x3f);
      if (c >= 0x10000 && c <= 0x10ffff) {
        cp = c;
        w = 4;
      }
    }
    const ch = String.fromCodePoint(cp);
    for (let k = 0; k < ch.length; k++) byteAt.push(i);
    js += ch;
    i += w;
  }
  byteAt.push(s.length);
  return { js, byteAt };
}

const cache = { s: "", d: decode("") };
const decoded = (s: string) => {
  if (cache.s !== s) {
    cache.s = s;
    cache.d = decode(s);
  }
  return cache.d;
};

export const regexpPackage: ShimDefinition = {
  path: "regexp",
  source,
  natives: {
    compile: (expr: string) => {
      const have = byExpr.get(expr);
      try {
        const t = translate(decode(expr).js);
        const id = have ?? compiled.push(new RegExp(t.source, t.flags + "g")) - 1;
        byExpr.set(expr, id);
        return [id, t.names.length ? sliceOf(t.names) : null, "", ""];
      } catch (e) {
        if (e instanceof RegexpSyntaxError) return [-1, null, goString(e.code), goString(e.expr)];
        throw e;
      }
    },
    exec: (id: number, s: string, pos: number) => {
      const re = compiled[id]!;
      const { js, byteAt } = decoded(s);
      // The byte offset pos is a rune start (the match loop moves by whole runes).
      let from = 0;
      while (from < byteAt.length - 1 && byteAt[from]! < pos) from++;
      re.lastIndex = from;
      const m = re.exec(js) as (RegExpExecArray & { indices: Array<[number, number] | undefined> }) | null;
      if (!m) return null;
      const out: number[] = [];
      for (const pair of m.indices) {
        if (!pair) out.push(-1, -1);
        else out.push(byteAt[pair[0]]!, byteAt[pair[1]]!);
      }
      return sliceOf(out);
    },
    runeWidth: (s: string, pos: number) => {
      const { byteAt } = decoded(s);
      const k = byteAt.indexOf(pos);
      let j = k + 1;
      while (j < byteAt.length && byteAt[j] === pos) j++;
      return (byteAt[j] ?? s.length) - pos;
    },
  },
};
