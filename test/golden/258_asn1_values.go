// encoding/asn1's value types: ObjectIdentifier's String and Equal, BitString's At and RightAlign over
// whole bytes, padded bits, an empty string and indexes outside it.
package main

import (
	"encoding/asn1"
	"fmt"
)

func main() {
	oids := []asn1.ObjectIdentifier{{1, 2, 840, 113549, 1, 1, 11}, {2, 5, 29, 17}, {}, nil, {0}}
	for _, o := range oids {
		fmt.Printf("%q %v %v %v\n", o.String(), o.Equal(asn1.ObjectIdentifier{2, 5, 29, 17}), o.Equal(nil), o)
	}
	bits := []asn1.BitString{
		{Bytes: []byte{0xA5}, BitLength: 8},
		{Bytes: []byte{0xB0}, BitLength: 4},
		{Bytes: []byte{0xFF, 0x80}, BitLength: 9},
		{Bytes: []byte{0x12, 0x34, 0x50}, BitLength: 20},
		{Bytes: []byte{0x01, 0x02}, BitLength: 15},
		{Bytes: nil, BitLength: 0},
	}
	for _, b := range bits {
		fmt.Print(b.BitLength, ": ")
		for i := -1; i <= b.BitLength; i++ {
			fmt.Print(b.At(i))
		}
		fmt.Printf(" % x\n", b.RightAlign())
	}
	whole := asn1.BitString{Bytes: []byte{1, 2}, BitLength: 16}
	fmt.Println(&whole.RightAlign()[0] == &whole.Bytes[0])
	fmt.Println(asn1.TagBitString, asn1.TagSequence, asn1.ClassContextSpecific)
}

// Output:
// "1.2.840.113549.1.1.11" false false 1.2.840.113549.1.1.11
// "2.5.29.17" true false 2.5.29.17
// "" false true 
// "" false true 
// "0" false false 0
// 8: 0101001010 a5
// 4: 010110 0b
// 9: 01111111110 01 ff
// 20: 0000100100011010001010 01 23 45
// 15: 00000000100000010 00 81
// 0: 00 
// true
// 3 16 2
