// Package unicode/utf8: the whole package (constants, encode, decode forwards and backwards, counting,
// validity), written in Go over bytes; strings and byte slices share one decoder.
import type { ShimDefinition } from "../../../registry";

const source = `package utf8

// RuneError and MaxRune have the same values as unicode.ReplacementChar and unicode.MaxRune.
const (
	RuneError = '\\uFFFD'     // the "error" Rune or "Unicode replacement character"
	RuneSelf  = 0x80         // characters below RuneSelf are represented as themselves in a single byte.
	MaxRune   = '\\U0010FFFF' // Maximum valid Unicode code point.
	UTFMax    = 4            // maximum number of bytes of a UTF-8 encoded Unicode character.
)

const (
	surrogateMin = 0xD800
	surrogateMax = 0xDFFF
)

// decode reads the rune at the start of s (bytes given by at) as Go does: a bad or short sequence is (RuneError, 1),
// an empty input (RuneError, 0).
func decode(n int, at func(int) byte) (rune, int) {
	if n < 1 {
		return RuneError, 0
	}
	b0 := at(0)
	if b0 < RuneSelf {
		return rune(b0), 1
	}
	var size int
	var r rune
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case b0 >= 0xC2 && b0 <= 0xDF:
		size, r = 2, rune(b0&0x1F)
	case b0 >= 0xE0 && b0 <= 0xEF:
		size, r = 3, rune(b0&0x0F)
		if b0 == 0xE0 {
			lo = 0xA0
		} else if b0 == 0xED {
			hi = 0x9F
		}
	case b0 >= 0xF0 && b0 <= 0xF4:
		size, r = 4, rune(b0&0x07)
		if b0 == 0xF0 {
			lo = 0x90
		} else if b0 == 0xF4 {
			hi = 0x8F
		}
	default:
		return RuneError, 1
	}
	if n < size {
		// A short sequence: still (RuneError, 1), whether or not its bytes so far are valid.
		return RuneError, 1
	}
	for i := 1; i < size; i++ {
		c := at(i)
		if i == 1 {
			if c < lo || c > hi {
				return RuneError, 1
			}
		} else if c < 0x80 || c > 0xBF {
			return RuneError, 1
		}
		r = r<<6 | rune(c&0x3F)
	}
	return r, size
}

// FullRune says whether p starts with enough bytes to decode one rune (an invalid sequence counts as complete).
func FullRune(p []byte) bool { return FullRuneInString(string(p)) }

// FullRuneInString makes the check of FullRune on a string.
func FullRuneInString(s string) bool {
	n := len(s)
	if n == 0 {
		return false
	}
	if _, size := DecodeRuneInString(s); size > 1 || s[0] < RuneSelf {
		return true
	}
	// An invalid first byte or an invalid second byte is a full (error) rune; a valid prefix is not.
	b0 := s[0]
	need := 0
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case b0 >= 0xC2 && b0 <= 0xDF:
		need = 2
	case b0 >= 0xE0 && b0 <= 0xEF:
		need = 3
		if b0 == 0xE0 {
			lo = 0xA0
		} else if b0 == 0xED {
			hi = 0x9F
		}
	case b0 >= 0xF0 && b0 <= 0xF4:
		need = 4
		if b0 == 0xF0 {
			lo = 0x90
		} else if b0 == 0xF4 {
			hi = 0x8F
		}
	default:
		return true
	}
	if n >= need {
		return true
	}
	if n > 1 && (s[1] < lo || s[1] > hi) {
		return true
	}
	if n > 2 && (s[2] < 0x80 || s[2] > 0xBF) {
		return true
	}
	return false
}

// DecodeRune reads the character at the start of p and says how many bytes it took; an empty p gives
// (RuneError, 0) and a bad or cut-off sequence (RuneError, 1).
func DecodeRune(p []byte) (r rune, size int) {
	return decode(len(p), func(i int) byte { return p[i] })
}

// DecodeRuneInString is DecodeRune reading from a string.
func DecodeRuneInString(s string) (r rune, size int) {
	return decode(len(s), func(i int) byte { return s[i] })
}

// DecodeLastRune reads the character that ends p and says how many bytes it took, with the same
// results as DecodeRune for empty or bad input.
func DecodeLastRune(p []byte) (r rune, size int) { return DecodeLastRuneInString(string(p)) }

// DecodeLastRuneInString is DecodeLastRune reading from a string.
func DecodeLastRuneInString(s string) (r rune, size int) {
	end := len(s)
	if end == 0 {
		return RuneError, 0
	}
	start := end - 1
	if s[start] < RuneSelf {
		return rune(s[start]), 1
	}
	lim := end - UTFMax
	if lim < 0 {
		lim = 0
	}
	for start--; start >= lim; start-- {
		if RuneStart(s[start]) {
			break
		}
	}
	if start < 0 {
		start = 0
	}
	r, size = DecodeRuneInString(s[start:end])
	if start+size != end {
		return RuneError, 1
	}
	return r, size
}

// RuneLen says how many bytes r takes in UTF-8, or -1 for a surrogate half or a value past MaxRune.
func RuneLen(r rune) int {
	switch {
	case r < 0:
		return -1
	case r < 0x80:
		return 1
	case r < 0x800:
		return 2
	case surrogateMin <= r && r <= surrogateMax:
		return -1
	case r < 0x10000:
		return 3
	case r <= MaxRune:
		return 4
	}
	return -1
}

// EncodeRune puts r in UTF-8 at the start of p and says how many bytes that took; p must have room,
// and an r that cannot be encoded is written as RuneError.
func EncodeRune(p []byte, r rune) int {
	if !ValidRune(r) {
		r = RuneError
	}
	switch {
	case r < 0x80:
		p[0] = byte(r)
		return 1
	case r < 0x800:
		_ = p[1]
		p[0] = 0xC0 | byte(r>>6)
		p[1] = 0x80 | byte(r)&0x3F
		return 2
	case r < 0x10000:
		_ = p[2]
		p[0] = 0xE0 | byte(r>>12)
		p[1] = 0x80 | byte(r>>6)&0x3F
		p[2] = 0x80 | byte(r)&0x3F
		return 3
	}
	_ = p[3]
	p[0] = 0xF0 | byte(r>>18)
	p[1] = 0x80 | byte(r>>12)&0x3F
	p[2] = 0x80 | byte(r>>6)&0x3F
	p[3] = 0x80 | byte(r)&0x3F
	return 4
}

// AppendRune adds the bytes of r in UTF-8 to p and returns the longer slice.
func AppendRune(p []byte, r rune) []byte {
	var b [UTFMax]byte
	n := EncodeRune(b[:], r)
	return append(p, b[:n]...)
}

// RuneCount counts the characters in p, where each byte of a bad or cut-off sequence counts as one.
func RuneCount(p []byte) int { return RuneCountInString(string(p)) }

// RuneCountInString counts the runes in s, with the rules of RuneCount.
func RuneCountInString(s string) (n int) {
	for i := 0; i < len(s); n++ {
		_, size := DecodeRuneInString(s[i:])
		i += size
	}
	return n
}

// RuneStart tells whether b can begin a character, that is whether it is not a continuation byte
// (10xxxxxx).
func RuneStart(b byte) bool { return b&0xC0 != 0x80 }

// Valid says whether p is correct UTF-8 from start to end.
func Valid(p []byte) bool { return ValidString(string(p)) }

// ValidString says whether s is correct UTF-8 from start to end.
func ValidString(s string) bool {
	for i := 0; i < len(s); {
		r, size := DecodeRuneInString(s[i:])
		if r == RuneError && size == 1 {
			return false
		}
		i += size
	}
	return true
}

// ValidRune tells whether r is a code point UTF-8 may carry: from 0 to MaxRune, surrogate halves excluded.
func ValidRune(r rune) bool {
	switch {
	case 0 <= r && r < surrogateMin:
		return true
	case surrogateMax < r && r <= MaxRune:
		return true
	}
	return false
}
`;

/** utf8Package is unicode/utf8. */
export const utf8Package: ShimDefinition = { path: "unicode/utf8", source, natives: {} };
