// Package hex: hexadecimal encoding of bytes (Encode, Decode, their Append and String forms, EncodedLen).
import type { ShimDefinition } from "../../../registry";
import { type Slice, sliceItems, goString } from "../../helpers";
import type { GoValue } from "../../../../eval/values";

const source = `package hex

// InvalidByteError values describe errors resulting from an invalid byte in a hex string.
type InvalidByteError byte

func (e InvalidByteError) Error() string {
	const digits = "0123456789ABCDEF"
	b := byte(e)
	return "encoding/hex: invalid byte: U+00" + string(digits[b>>4]) + string(digits[b&15]) + " '" + string(rune(b)) + "'"
}

// ErrLength reports an attempt to decode an odd-length input.
var ErrLength = lengthError{}

type lengthError struct{}

func (lengthError) Error() string { return "encoding/hex: odd length hex string" }

// EncodedLen returns the length of an encoding of n source bytes.
func EncodedLen(n int) int { return n * 2 }

// DecodedLen returns the length of a decoding of x source bytes.
func DecodedLen(x int) int { return x / 2 }

// EncodeToString returns the hexadecimal encoding of src.
func EncodeToString(src []byte) string

// Encode encodes src into EncodedLen(len(src)) bytes of dst and returns the number of bytes written.
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

// AppendEncode appends the hexadecimally encoded src to dst and returns the extended buffer.
func AppendEncode(dst, src []byte) []byte {
	n := len(dst)
	dst = append(dst, make([]byte, EncodedLen(len(src)))...)
	Encode(dst[n:], src)
	return dst
}

// Decode decodes src into DecodedLen(len(src)) bytes of dst, returning the number of bytes written.
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

// AppendDecode appends the hexadecimally decoded src to dst and returns the extended buffer.
func AppendDecode(dst, src []byte) ([]byte, error) {
	n := len(dst)
	dst = append(dst, make([]byte, DecodedLen(len(src)))...)
	m, err := Decode(dst[n:], src)
	return dst[:n+m], err
}

// DecodeString returns the bytes represented by the hexadecimal string s.
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
