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
	for i := range oi {
		if oi[i] != other[i] {
			return false
		}
	}
	return true
}

func (oi ObjectIdentifier) String() string {
	s := ""
	for i, v := range oi {
		if i > 0 {
			s += "."
		}
		s += strconv.Itoa(v)
	}
	return s
}

// BitString is the structure to use when you want an ASN.1 BIT STRING type.
type BitString struct {
	Bytes     []byte // bits packed into bytes.
	BitLength int    // length in bits.
}

// At returns the bit at the given index. If the index is out of range it returns 0.
func (b BitString) At(i int) int {
	if i < 0 || i >= b.BitLength {
		return 0
	}
	x := i / 8
	y := 7 - uint(i%8)
	return int(b.Bytes[x]>>y) & 1
}

// RightAlign returns a slice where the padding bits are at the beginning.
func (b BitString) RightAlign() []byte {
	shift := uint(8 - (b.BitLength % 8))
	if shift == 8 || len(b.Bytes) == 0 {
		return b.Bytes
	}
	a := make([]byte, len(b.Bytes))
	a[0] = b.Bytes[0] >> shift
	for i := 1; i < len(b.Bytes); i++ {
		a[i] = b.Bytes[i-1] << (8 - shift)
		a[i] |= b.Bytes[i] >> shift
	}
	return a
}

// A RawValue is one ASN.1 element kept as read: its class, tag, compound flag and encoded bytes.
type RawValue struct {
	Class, Tag int
	IsCompound bool
	Bytes      []byte
	FullBytes  []byte // includes the tag and length
}

// RawContent is used to signal that the undecoded, DER data needs to be preserved for a struct.
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
