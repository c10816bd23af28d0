// Package base64: the four standard encodings (RFC 4648), written in Go: Secret data and
// webhook CA bundles in controllers. Decoding skips \r and \n and reports a bad byte's offset
// as Go's CorruptInputError does.
import type { ShimDefinition } from "../../../registry";

const source = `package base64

import "strconv"

const (
	// StdPadding is the standard padding character.
	StdPadding rune = '='
	// NoPadding means no padding.
	NoPadding rune = -1
)

// Encoding is a radix 64 encoding/decoding scheme, defined by a 64-character alphabet.
type Encoding struct {
	encode  string
	padChar rune
	strict  bool
}

// NewEncoding makes an Encoding from a 64-character alphabet, padding with = until WithPadding says
// otherwise.
func NewEncoding(encoder string) *Encoding {
	if len(encoder) != 64 {
		panic("encoding alphabet is not 64-bytes long")
	}
	return &Encoding{encode: encoder, padChar: StdPadding}
}

// WithPadding returns a new encoding identical to enc except with a given padding character, or NoPadding.
func (enc Encoding) WithPadding(padding rune) *Encoding {
	enc.padChar = padding
	return &enc
}

// Strict returns a new encoding identical to enc except with strict decoding enabled.
func (enc Encoding) Strict() *Encoding {
	enc.strict = true
	return &enc
}

const encodeStd = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const encodeURL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// StdEncoding is the usual base64 of RFC 4648: letters, digits, + and /, padded with =.
var StdEncoding = NewEncoding(encodeStd)

// URLEncoding is the RFC 4648 variant that is safe in URLs and file names: - and _ take the places
// of + and /.
var URLEncoding = NewEncoding(encodeURL)

// RawStdEncoding is StdEncoding without = padding.
var RawStdEncoding = StdEncoding.WithPadding(NoPadding)

// RawURLEncoding is URLEncoding without = padding.
var RawURLEncoding = URLEncoding.WithPadding(NoPadding)

// CorruptInputError reports the offset of an illegal byte in the input.
type CorruptInputError int64

func (e CorruptInputError) Error() string {
	return "illegal base64 data at input byte " + strconv.FormatInt(int64(e), 10)
}

// EncodedLen is how many bytes of text n bytes of input become in this encoding.
func (enc *Encoding) EncodedLen(n int) int {
	if enc.padChar == NoPadding {
		return n/3*4 + (n%3*8+5)/6
	}
	return (n + 2) / 3 * 4
}

// DecodedLen is the most bytes that n bytes of text can decode to in this encoding.
func (enc *Encoding) DecodedLen(n int) int {
	if enc.padChar == NoPadding {
		return n / 4 * 3 + n % 4 * 6 / 8
	}
	return n / 4 * 3
}

// Encode writes the text of src into dst, which must have room for EncodedLen(len(src)) bytes.
func (enc *Encoding) Encode(dst, src []byte) {
	copy(dst, enc.EncodeToString(src))
}

// EncodeToString spells src in this encoding's alphabet, padded if the encoding pads.
func (enc *Encoding) EncodeToString(src []byte) string {
	out := make([]byte, 0, enc.EncodedLen(len(src)))
	for i := 0; i < len(src); i += 3 {
		var v uint
		n := len(src) - i
		if n > 3 {
			n = 3
		}
		for k := 0; k < 3; k++ {
			v <<= 8
			if k < n {
				v |= uint(src[i+k])
			}
		}
		out = append(out, enc.encode[v>>18&0x3F], enc.encode[v>>12&0x3F])
		if n > 1 {
			out = append(out, enc.encode[v>>6&0x3F])
		}
		if n > 2 {
			out = append(out, enc.encode[v&0x3F])
		}
		if n < 3 && enc.padChar != NoPadding {
			for k := n; k < 3; k++ {
				out = append(out, byte(enc.padChar))
			}
		}
	}
	return string(out)
}

// DecodeString turns text in this encoding back into bytes; bad input is a CorruptInputError.
func (enc *Encoding) DecodeString(s string) ([]byte, error) {
	dbuf := make([]byte, enc.DecodedLen(len(s)))
	n, err := enc.Decode(dbuf, []byte(s))
	return dbuf[:n], err
}

func (enc *Encoding) value(c byte) int {
	for i := 0; i < 64; i++ {
		if enc.encode[i] == c {
			return i
		}
	}
	return -1
}

// Decode decodes src into dst, returning the number of bytes written; \\r and \\n are ignored.
func (enc *Encoding) Decode(dst, src []byte) (n int, err error) {
	si := 0
	for si < len(src) {
		var dbuf [4]byte
		dlen := 4
		j := 0
		for j < 4 {
			if si == len(src) {
				if j == 0 {
					return n, nil
				}
				if j == 1 || enc.padChar != NoPadding {
					return n, CorruptInputError(si - j)
				}
				dlen = j
				break
			}
			in := src[si]
			si++
			if in == '\\n' || in == '\\r' {
				continue
			}
			if v := enc.value(in); v >= 0 {
				dbuf[j] = byte(v)
				j++
				continue
			}
			if rune(in) != enc.padChar {
				return n, CorruptInputError(si - 1)
			}
			// Padding: only in the last two places of a quantum.
			switch j {
			case 0, 1:
				return n, CorruptInputError(si - 1)
			case 2:
				for si < len(src) && (src[si] == '\\n' || src[si] == '\\r') {
					si++
				}
				if si == len(src) {
					return n, CorruptInputError(len(src))
				}
				if rune(src[si]) != enc.padChar {
					return n, CorruptInputError(si - 1)
				}
				si++
			}
			for si < len(src) && (src[si] == '\\n' || src[si] == '\\r') {
				si++
			}
			if si < len(src) {
				err = CorruptInputError(si)
			}
			dlen = j
			break
		}
		val := uint(dbuf[0])<<18 | uint(dbuf[1])<<12 | uint(dbuf[2])<<6 | uint(dbuf[3])
		b := [3]byte{byte(val >> 16), byte(val >> 8), byte(val)}
		switch dlen {
		case 4:
			dst[n], dst[n+1], dst[n+2] = b[0], b[1], b[2]
			n += 3
		case 3:
			dst[n], dst[n+1] = b[0], b[1]
			n += 2
			if enc.strict && b[2] != 0 {
				return n - 2, CorruptInputError(si - 1)
			}
		case 2:
			dst[n] = b[0]
			n++
			if enc.strict && (b[1] != 0 || b[2] != 0) {
				return n - 1, CorruptInputError(si - 2)
			}
		}
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
`;

export const base64Package: ShimDefinition = { path: "encoding/base64", source, natives: {} };
