// Package internal/match: the shell-pattern matcher behind path.Match and path/filepath.Match (hidden:
// learners import those).
import type { ShimDefinition } from "../../../registry";

const source = `package match

import "strings"

// decodeRune returns the first rune of s and its length in bytes (0xFFFD, 1 for a bad byte).
func decodeRune(s string) (r rune, n int) {
	for i, c := range s {
		if i > 0 {
			return r, i
		}
		r = c
	}
	return r, len(s)
}

// Pattern is Match for path and path/filepath (each with its own ErrBadPattern): matched, and
// whether the part of the pattern examined was malformed. A pattern is read in segments, each an
// optional run of stars and the literal part up to the next star outside a class; a segment after
// one that cannot match is checked for syntax only with checkRest (path.Match checks it; Go 1.19's
// filepath.Match does not).
func Pattern(pattern, name string, checkRest bool) (matched, bad bool) {
	for pattern != "" {
		star := false
		for pattern != "" && pattern[0] == '*' {
			pattern = pattern[1:]
			star = true
		}
		seg := segmentEnd(pattern)
		lit := pattern[:seg]
		pattern = pattern[seg:]
		if star && lit == "" {
			return !strings.Contains(name, "/"), false
		}
		rest, ok, isBad := matchLiteral(lit, name)
		if ok && (rest == "" || pattern != "") {
			name = rest
			continue
		}
		if isBad {
			return false, true
		}
		if !star {
			return false, checkRest && restBad(pattern)
		}
		found := false
		for i := 0; i < len(name) && name[i] != '/'; i++ {
			rest, ok, isBad := matchLiteral(lit, name[i+1:])
			if ok {
				if pattern == "" && rest != "" {
					continue
				}
				name = rest
				found = true
				break
			}
			if isBad {
				return false, true
			}
		}
		if !found {
			return false, checkRest && restBad(pattern)
		}
	}
	return name == "", false
}

// restBad reports whether the part of a pattern left after a failed match is malformed.
func restBad(pattern string) bool {
	for pattern != "" {
		for pattern != "" && pattern[0] == '*' {
			pattern = pattern[1:]
		}
		seg := segmentEnd(pattern)
		if _, _, bad := matchLiteral(pattern[:seg], ""); bad {
			return true
		}
		pattern = pattern[seg:]
	}
	return false
}

// segmentEnd returns where the literal part of a pattern ends: at the first star outside a class.
func segmentEnd(p string) int {
	inClass := false
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\\\':
			if i+1 < len(p) {
				i++
			}
		case '[':
			inClass = true
		case ']':
			inClass = false
		case '*':
			if !inClass {
				return i
			}
		}
	}
	return len(p)
}

// matchLiteral matches a star-free pattern part against the start of s: the rest of s, whether it
// matched, and whether the part is malformed (checked to its end even once the match has failed).
func matchLiteral(lit, s string) (rest string, ok, bad bool) {
	failed := false
	for lit != "" {
		if !failed && s == "" {
			failed = true
		}
		switch lit[0] {
		case '[':
			var r rune
			if !failed {
				var n int
				r, n = decodeRune(s)
				s = s[n:]
			}
			lit = lit[1:]
			negated := false
			if lit != "" && lit[0] == '^' {
				negated = true
				lit = lit[1:]
			}
			in := false
			count := 0
			for {
				if lit != "" && lit[0] == ']' && count > 0 {
					lit = lit[1:]
					break
				}
				var lo, hi rune
				var e bool
				if lo, lit, e = classChar(lit); e {
					return "", false, true
				}
				hi = lo
				if lit != "" && lit[0] == '-' {
					if hi, lit, e = classChar(lit[1:]); e {
						return "", false, true
					}
				}
				if lo <= r && r <= hi {
					in = true
				}
				count++
			}
			if in == negated {
				failed = true
			}
		case '?':
			if !failed {
				if s[0] == '/' {
					failed = true
				}
				_, n := decodeRune(s)
				s = s[n:]
			}
			lit = lit[1:]
		case '\\\\':
			lit = lit[1:]
			if lit == "" {
				return "", false, true
			}
			if !failed {
				if lit[0] != s[0] {
					failed = true
				}
				s = s[1:]
			}
			lit = lit[1:]
		default:
			if !failed {
				if lit[0] != s[0] {
					failed = true
				}
				s = s[1:]
			}
			lit = lit[1:]
		}
	}
	if failed {
		return "", false, false
	}
	return s, true, false
}

// classChar reads one character of a class (escaped or not); bad when the class ends or is malformed there.
func classChar(p string) (r rune, rest string, bad bool) {
	if p == "" || p[0] == '-' || p[0] == ']' {
		return 0, "", true
	}
	if p[0] == '\\\\' {
		p = p[1:]
		if p == "" {
			return 0, "", true
		}
	}
	r, n := decodeRune(p)
	if r == 0xFFFD && n == 1 {
		return 0, "", true
	}
	p = p[n:]
	if p == "" {
		return 0, "", true
	}
	return r, p, false
}

`;

/** matchPackage is internal/match (hidden). */
export const matchPackage: ShimDefinition = { path: "internal/match", source, natives: {}, hidden: true };
