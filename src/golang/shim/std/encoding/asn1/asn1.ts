// Package encoding/asn1: the types crypto/x509 and crypto/x509/pkix declare their fields with
// (ObjectIdentifier, BitString, RawValue, the tag and class numbers). Marshal and Unmarshal are not
// provided: the lab's x509 encodes and parses DER natively.
import type { ShimDefinition } from "../../../registry";

const source = `package asn1

import "strconv"

// An ObjectIdentifier is an OID such as 1.2.840.113549, one int per arc.
type ObjectIdentifier []int

// Equal tells whether oi and other have the same arcs.
func (oi ObjectIdentifier) Equal(other ObjectIdentifier) bool {
	if len(oi) != len(other) {
		return false
	}
	for n, arc := range other {
		if oi[n] != arc {
			return false
		}
	}
	return true
}

// String writes the arcs in dotted form ("1.2.840.113549"; "" for no arcs).
func (oi ObjectIdentifier) String() string {
	var dotted []byte
	for n, arc := range oi {
		if n > 0 {
			dotted = append(dotted, '.')
		}
		dotted = strconv.AppendInt(dotted, int64(arc), 10)
	}
	return string(dotted)
}

// BitString is a BIT STRING's value: BitLength bits, first bit in the high bit of Bytes[0]; the
// unused low bits of the last byte are padding.
type BitString struct {
	Bytes     []byte // the bits, eight to a byte, most significant first
	BitLength int    // how many of them count
}

// At gives bit i (0 or 1), counting from the first; 0 for an i outside the string.
func (b BitString) At(i int) int {
	if i < 0 || i >= b.BitLength {
		return 0
	}
	octet := b.Bytes[i/8]
	return int(octet>>(7-uint(i%8))) & 1
}

// RightAlign returns the bits moved towards the end so that the padding comes first (Bytes itself
// when there is no padding).
func (b BitString) RightAlign() []byte {
	pad := uint(8-b.BitLength%8) % 8
	if pad == 0 || len(b.Bytes) == 0 {
		return b.Bytes
	}
	aligned := make([]byte, len(b.Bytes))
	var carry byte
	for n, octet := range b.Bytes {
		aligned[n] = carry | octet>>pad
		carry = octet << (8 - pad)
	}
	return aligned
}

// A RawValue is one ASN.1 element kept as read: its class, tag, compound flag and encoded bytes.
type RawValue struct {
	Class, Tag int
	IsCompound bool
	Bytes      []byte
	FullBytes  []byte // includes the tag and length
}

// RawContent, as a struct's first field, receives the struct's own DER bytes undecoded.
type RawContent []byte

// Universal-class tag numbers of the ASN.1 types.
const (
	TagBoolean         = 1
	TagInteger         = 2
	TagBitString       = 3
	TagOctetString     = 4
	TagNull            = 5
	TagOID             = 6
	TagEnum            = 10
	TagUTF8String      = 12
	TagSequence        = 16
	TagSet             = 17
	TagNumericString   = 18
	TagPrintableString = 19
	TagT61String       = 20
	TagIA5String       = 22
	TagUTCTime         = 23
	TagGeneralizedTime = 24
	TagGeneralString   = 27
	TagBMPString       = 30
)

// Tag class numbers: which numbering space a tag belongs to.
const (
	ClassUniversal       = 0
	ClassApplication     = 1
	ClassContextSpecific = 2
	ClassPrivate         = 3
)
`;

/** asn1Package is encoding/asn1 (types only). */
export const asn1Package: ShimDefinition = { path: "encoding/asn1", source, natives: {} };
