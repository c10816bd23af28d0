// Package hex: hexadecimal encoding of bytes (EncodeToString, DecodeString, EncodedLen).
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
