// Package hex: hexadecimal encoding of bytes (Encode, Decode, their Append and String forms, EncodedLen).
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems, goString } from "../../helpers";
import type { GoValue } from "../../../../eval/values";

const source = `package hex

// InvalidByteError is the decode error for a character that is not a hex digit; its value is that byte.
type InvalidByteError byte

func (e InvalidByteError) Error() string {
	const digits = "0123456789ABCDEF"
	b := byte(e)
	return "encoding/hex: invalid byte: U+00" + string(digits[b>>4]) + string(digits[b&15]) + " '" + string(rune(b)) + "'"
}

// ErrLength is the decode error for input with an odd number of digits.
var ErrLength = lengthError{}

type lengthError struct{}

func (lengthError) Error() string { return "encoding/hex: odd length hex string" }

// EncodedLen is how many hex digits n bytes turn into (two per byte).
func EncodedLen(n int) int { return n * 2 }

// DecodedLen is how many bytes x hex digits give back (one per pair).
func DecodedLen(x int) int { return x / 2 }

// EncodeToString spells src in lower-case hex, two digits per byte.
func EncodeToString(src []byte) string

// Encode writes src as lower-case hex into dst, which needs room for EncodedLen(len(src)) bytes, and says how many it wrote.
func Encode(dst, src []byte) int {
	const digits = "0123456789abcdef"
	j := 0
	for _, v := range src {
		dst[j] = digits[v>>4]
		dst[j+1] = digits[v&0x0f]
		j += 2
	}
	return len(src) * 2
}

// AppendEncode is Encode into new space at the end of dst; it returns the longer slice.
func AppendEncode(dst, src []byte) []byte {
	n := len(dst)
	dst = append(dst, make([]byte, EncodedLen(len(src)))...)
	Encode(dst[n:], src)
	return dst
}

// Decode turns pairs of hex digits in src into bytes in dst and says how many it wrote; a bad digit or a lone last digit is an error.
func Decode(dst, src []byte) (int, error) {
	i, j := 0, 1
	for ; j < len(src); j += 2 {
		a, ok := fromHex(src[j-1])
		if !ok {
			return i, InvalidByteError(src[j-1])
		}
		b, ok := fromHex(src[j])
		if !ok {
			return i, InvalidByteError(src[j])
		}
		dst[i] = a<<4 | b
		i++
	}
	if len(src)%2 == 1 {
		if _, ok := fromHex(src[j-1]); !ok {
			return i, InvalidByteError(src[j-1])
		}
		return i, ErrLength
	}
	return i, nil
}

// AppendDecode is Decode into new space at the end of dst; it returns the longer slice, cut to what was decoded.
func AppendDecode(dst, src []byte) ([]byte, error) {
	n := len(dst)
	dst = append(dst, make([]byte, DecodedLen(len(src)))...)
	m, err := Decode(dst[n:], src)
	return dst[:n+m], err
}

// DecodeString turns a hex string (either letter case) back into bytes.
func DecodeString(s string) ([]byte, error) {
	out := make([]byte, 0, len(s)/2)
	i := 0
	for ; i+1 < len(s); i += 2 {
		a, ok := fromHex(s[i])
		if !ok {
			return out, InvalidByteError(s[i])
		}
		b, ok := fromHex(s[i+1])
		if !ok {
			return out, InvalidByteError(s[i+1])
		}
		out = append(out, a<<4|b)
	}
	if len(s)%2 == 1 {
		if _, ok := fromHex(s[i]); !ok {
			return out, InvalidByteError(s[i])
		}
		return out, ErrLength
	}
	return out, nil
}

func fromHex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
`;

export const hexPackage: ShimDefinition = {
  path: "encoding/hex",
  source,
  natives: {
    EncodeToString: (src: Slice | null) =>
      goString(
        sliceItems(src)
          .map((b: GoValue) => (b as number).toString(16).padStart(2, "0"))
          .join(""),
      ),
  },
};
