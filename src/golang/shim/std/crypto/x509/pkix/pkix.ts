// Package crypto/x509/pkix: distinguished names (Name, its RDN sequence and RFC 2253 string form) and
// the Extension and AlgorithmIdentifier structures of X.509.
import type { ShimDefinition } from "../../../../registry";

const source = `package pkix

import (
	"encoding/asn1"
	"fmt"
)

// AlgorithmIdentifier names an algorithm by object identifier, with its parameters kept as raw ASN.1.
type AlgorithmIdentifier struct {
	Algorithm  asn1.ObjectIdentifier
	Parameters asn1.RawValue
}

// AttributeTypeAndValue is one attribute of a name: its OID and its value (RFC 5280, 4.1.2.4).
type AttributeTypeAndValue struct {
	Type  asn1.ObjectIdentifier
	Value any
}

// RelativeDistinguishedNameSET is a set of attributes of one RDN.
type RelativeDistinguishedNameSET []AttributeTypeAndValue

// RDNSequence is a distinguished name as a sequence of RDNs.
type RDNSequence []RelativeDistinguishedNameSET

// Extension is one certificate extension as it sits on the wire: its OID, whether it is critical,
// and its DER value (RFC 5280, 4.2).
type Extension struct {
	Id       asn1.ObjectIdentifier
	Critical bool
	Value    []byte
}

// Name is a distinguished name with the common attributes pulled out into fields.
type Name struct {
	Country, Organization, OrganizationalUnit []string
	Locality, Province                        []string
	StreetAddress, PostalCode                 []string
	SerialNumber, CommonName                  string

	// Names keeps every attribute met while filling the Name, including the ones with no field
	// above, so a caller can still reach unusual attributes.
	Names []AttributeTypeAndValue
	// ExtraNames each become an RDN of their own after the fields when the Name is turned into
	// an RDN sequence, and so when it is encoded (the lab encodes string values only).
	ExtraNames []AttributeTypeAndValue
}

var (
	oidCountry            = []int{2, 5, 4, 6}
	oidOrganization       = []int{2, 5, 4, 10}
	oidOrganizationalUnit = []int{2, 5, 4, 11}
	oidCommonName         = []int{2, 5, 4, 3}
	oidSerialNumber       = []int{2, 5, 4, 5}
	oidLocality           = []int{2, 5, 4, 7}
	oidProvince           = []int{2, 5, 4, 8}
	oidStreetAddress      = []int{2, 5, 4, 9}
	oidPostalCode         = []int{2, 5, 4, 17}
)

var attributeTypeNames = map[string]string{
	"2.5.4.6": "C", "2.5.4.10": "O", "2.5.4.11": "OU", "2.5.4.3": "CN", "2.5.4.5": "SERIALNUMBER",
	"2.5.4.7": "L", "2.5.4.8": "ST", "2.5.4.9": "STREET", "2.5.4.17": "POSTALCODE",
}

func appendRDNs(in RDNSequence, values []string, oid asn1.ObjectIdentifier) RDNSequence {
	if len(values) == 0 {
		return in
	}
	s := make([]AttributeTypeAndValue, len(values))
	for i, value := range values {
		s[i].Type = oid
		s[i].Value = value
	}
	return append(in, s)
}

// ToRDNSequence lays n out as RDNs in a fixed order of fields, one RDN per field holding all its
// values, followed by one RDN for each of ExtraNames.
func (n Name) ToRDNSequence() (ret RDNSequence) {
	ret = appendRDNs(ret, n.Country, oidCountry)
	ret = appendRDNs(ret, n.Province, oidProvince)
	ret = appendRDNs(ret, n.Locality, oidLocality)
	ret = appendRDNs(ret, n.StreetAddress, oidStreetAddress)
	ret = appendRDNs(ret, n.PostalCode, oidPostalCode)
	ret = appendRDNs(ret, n.Organization, oidOrganization)
	ret = appendRDNs(ret, n.OrganizationalUnit, oidOrganizationalUnit)
	if len(n.CommonName) > 0 {
		ret = appendRDNs(ret, []string{n.CommonName}, oidCommonName)
	}
	if len(n.SerialNumber) > 0 {
		ret = appendRDNs(ret, []string{n.SerialNumber}, oidSerialNumber)
	}
	for _, atv := range n.ExtraNames {
		ret = append(ret, []AttributeTypeAndValue{atv})
	}
	return ret
}

// FillFromRDNSequence copies the attributes of rdns into n: each goes to Names and, when it has a
// field, to that field; which attributes shared one RDN is forgotten.
func (n *Name) FillFromRDNSequence(rdns *RDNSequence) {
	for _, rdn := range *rdns {
		for _, atv := range rdn {
			n.Names = append(n.Names, atv)
			value, ok := atv.Value.(string)
			if !ok {
				continue
			}
			switch atv.Type.String() {
			case "2.5.4.3":
				n.CommonName = value
			case "2.5.4.5":
				n.SerialNumber = value
			case "2.5.4.6":
				n.Country = append(n.Country, value)
			case "2.5.4.7":
				n.Locality = append(n.Locality, value)
			case "2.5.4.8":
				n.Province = append(n.Province, value)
			case "2.5.4.9":
				n.StreetAddress = append(n.StreetAddress, value)
			case "2.5.4.10":
				n.Organization = append(n.Organization, value)
			case "2.5.4.11":
				n.OrganizationalUnit = append(n.OrganizationalUnit, value)
			case "2.5.4.17":
				n.PostalCode = append(n.PostalCode, value)
			}
		}
	}
}

// escapeValue escapes an attribute value as RFC 2253 asks: the specials, a leading '#', and a leading or trailing space.
func escapeValue(s string) string {
	out := make([]byte, 0, len(s))
	for k := 0; k < len(s); k++ {
		c := s[k]
		escape := false
		switch c {
		case ',', '+', '"', '\\\\', '<', '>', ';':
			escape = true
		case ' ':
			escape = k == 0 || k == len(s)-1
		case '#':
			escape = k == 0
		}
		if escape {
			out = append(out, '\\\\')
		}
		out = append(out, c)
	}
	return string(out)
}

// String spells r in the style of RFC 2253: the last RDN first, RDNs joined by commas, attributes
// of one RDN by plus signs, well-known types by short name and the rest by dotted OID.
func (r RDNSequence) String() string {
	s := ""
	for i := 0; i < len(r); i++ {
		rdn := r[len(r)-1-i]
		if i > 0 {
			s += ","
		}
		for j, tv := range rdn {
			if j > 0 {
				s += "+"
			}
			oid := tv.Type.String()
			typeName, ok := attributeTypeNames[oid]
			if !ok {
				typeName = oid
			}
			s += typeName + "=" + escapeValue(fmt.Sprint(tv.Value))
		}
	}
	return s
}

// String spells n the way RDNSequence.String does, after turning n into an RDN sequence (with the
// unusual attributes of Names in front when ExtraNames is nil).
func (n Name) String() string {
	var rdns RDNSequence
	if n.ExtraNames == nil {
		for _, atv := range n.Names {
			t := atv.Type
			if len(t) == 4 && t[0] == 2 && t[1] == 5 && t[2] == 4 {
				switch t[3] {
				case 3, 5, 6, 7, 8, 9, 10, 11, 17:
					continue
				}
			}
			rdns = append(rdns, []AttributeTypeAndValue{atv})
		}
	}
	rdns = append(rdns, n.ToRDNSequence()...)
	return rdns.String()
}
`;

/** pkixPackage is crypto/x509/pkix. */
export const pkixPackage: ShimDefinition = { path: "crypto/x509/pkix", source, natives: {} };
