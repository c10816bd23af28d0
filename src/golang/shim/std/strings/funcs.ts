// The strings functions written in Go (appended to the package's source): those taking a
// func(rune) bool, the Cut and IndexAny families, SplitAfter, and Replacer, with Go's rules.
export const stringsGoSource = `
// IndexFunc returns the index of the first rune satisfying f, or -1.
func IndexFunc(s string, f func(rune) bool) int {
	for i, r := range s {
		if f(r) {
			return i
		}
	}
	return -1
}

// LastIndexFunc returns the index of the last rune satisfying f, or -1.
func LastIndexFunc(s string, f func(rune) bool) int {
	last := -1
	for i, r := range s {
		if f(r) {
			last = i
		}
	}
	return last
}

// ContainsFunc reports whether any rune of s satisfies f.
func ContainsFunc(s string, f func(rune) bool) bool { return IndexFunc(s, f) >= 0 }

// FieldsFunc splits s at each run of runes satisfying f.
func FieldsFunc(s string, f func(rune) bool) []string {
	var out []string
	start := -1
	for i, r := range s {
		if f(r) {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// TrimLeftFunc returns s without the leading runes satisfying f.
func TrimLeftFunc(s string, f func(rune) bool) string {
	for i, r := range s {
		if !f(r) {
			return s[i:]
		}
	}
	return ""
}

// TrimRightFunc returns s without the trailing runes satisfying f.
func TrimRightFunc(s string, f func(rune) bool) string {
	var starts []int
	keep := 0
	for i, r := range s {
		starts = append(starts, i)
		if !f(r) {
			keep = len(starts)
		}
	}
	if keep == len(starts) {
		return s
	}
	return s[:starts[keep]]
}

// TrimFunc returns s without the leading and trailing runes satisfying f.
func TrimFunc(s string, f func(rune) bool) string { return TrimRightFunc(TrimLeftFunc(s, f), f) }

// Map returns s with every rune replaced by mapping(r); a negative result drops the rune.
func Map(mapping func(rune) rune, s string) string {
	var b []byte
	for _, r := range s {
		if m := mapping(r); m >= 0 {
			b = append(b, string(m)...)
		}
	}
	return string(b)
}

// CutPrefix returns s without prefix and whether s began with it.
func CutPrefix(s, prefix string) (after string, found bool) {
	if !HasPrefix(s, prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// CutSuffix returns s without suffix and whether s ended with it.
func CutSuffix(s, suffix string) (before string, found bool) {
	if !HasSuffix(s, suffix) {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

// IndexAny gives the position of the first character of s found in chars, or -1.
func IndexAny(s, chars string) int {
	for i, r := range s {
		if ContainsRune(chars, r) {
			return i
		}
	}
	return -1
}

// LastIndexAny gives the position of the last character of s found in chars, or -1.
func LastIndexAny(s, chars string) int {
	last := -1
	for i, r := range s {
		if ContainsRune(chars, r) {
			last = i
		}
	}
	return last
}

// LastIndexByte gives the position of the last byte c in s, or -1.
func LastIndexByte(s string, c byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// SplitAfter cuts s just after every sep, so each piece but the last ends with sep.
func SplitAfter(s, sep string) []string { return SplitAfterN(s, sep, -1) }

// SplitAfterN is SplitAfter with at most n substrings (n < 0: all; n == 0: nil).
func SplitAfterN(s, sep string, n int) []string {
	if n == 0 {
		return nil
	}
	if sep == "" {
		var out []string
		for i, r := range s {
			if n > 0 && len(out) == n-1 {
				return append(out, s[i:])
			}
			out = append(out, string(r))
		}
		return out
	}
	var out []string
	for n < 0 || len(out) < n-1 {
		i := Index(s, sep)
		if i < 0 {
			break
		}
		out = append(out, s[:i+len(sep)])
		s = s[i+len(sep):]
	}
	return append(out, s)
}

// Replacer swaps old strings for new ones in a single pass: at each position of the input, the
// first pair (in argument order) whose old string matches there wins; matches do not overlap.
type Replacer struct {
	oldnew []string
}

// NewReplacer returns a Replacer from old, new string pairs. It panics on an odd count. The lab
// does not support an empty old string (Go inserts the new string between every rune).
func NewReplacer(oldnew ...string) *Replacer {
	if len(oldnew)%2 == 1 {
		panic("strings.NewReplacer: odd argument count")
	}
	for i := 0; i < len(oldnew); i += 2 {
		if oldnew[i] == "" {
			panic("strings.NewReplacer: the lab does not support an empty old string")
		}
	}
	return &Replacer{oldnew: append([]string(nil), oldnew...)}
}

// Replace applies the Replacer's old/new pairs to s and returns the result.
func (r *Replacer) Replace(s string) string {
	var b []byte
	changed := false
	for i := 0; i < len(s); {
		matched := false
		for k := 0; k < len(r.oldnew); k += 2 {
			if HasPrefix(s[i:], r.oldnew[k]) {
				b = append(b, r.oldnew[k+1]...)
				i += len(r.oldnew[k])
				matched, changed = true, true
				break
			}
		}
		if !matched {
			b = append(b, s[i])
			i++
		}
	}
	if !changed {
		return s
	}
	return string(b)
}

// WriteString writes s with all replacements performed to w.
func (r *Replacer) WriteString(w interface{ Write([]byte) (int, error) }, s string) (n int, err error) {
	return w.Write([]byte(r.Replace(s)))
}
`;
