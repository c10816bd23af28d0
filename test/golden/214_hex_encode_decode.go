package main

import (
	"bytes"
	"encoding/hex"
	"fmt"
)

func main() {
	src := []byte("Hi\x00\xff")
	dst := make([]byte, hex.EncodedLen(len(src)))
	n := hex.Encode(dst, src)
	fmt.Println(n, string(dst))
	out := make([]byte, hex.DecodedLen(len(dst)))
	m, err := hex.Decode(out, dst)
	fmt.Printf("%d %q %v\n", m, out[:m], err)
	m, err = hex.Decode(out, []byte("4A4g"))
	fmt.Printf("%d %q %v\n", m, out[:m], err)
	m, err = hex.Decode(out, []byte("4a4"))
	fmt.Printf("%d %q %v\n", m, out[:m], err)
	m, err = hex.Decode(out, []byte("4az"))
	fmt.Printf("%d %v\n", m, err)
	// google/uuid's String: hex.Encode into parts of one buffer.
	u := [16]byte{0x12, 0x3e, 0x45, 0x67, 0xe8, 0x9b, 0x12, 0xd3, 0xa4, 0x56, 0x42, 0x66, 0x14, 0x17, 0x40, 0x00}
	var buf [36]byte
	hex.Encode(buf[:], u[:4])
	buf[8] = '-'
	hex.Encode(buf[9:13], u[4:6])
	buf[13] = '-'
	hex.Encode(buf[14:18], u[6:8])
	buf[18] = '-'
	hex.Encode(buf[19:23], u[8:10])
	buf[23] = '-'
	hex.Encode(buf[24:], u[10:])
	fmt.Println(string(buf[:]))
	fmt.Println(bytes.EqualFold([]byte("Go-OpenAPI"), []byte("go-openapi")), bytes.EqualFold([]byte("a"), []byte("b")), bytes.EqualFold(nil, []byte{}))
	defer func() { fmt.Println("recovered:", recover()) }()
	hex.Encode(make([]byte, 3), []byte("ab"))
}

// Output:
// 8 486900ff
// 4 "Hi\x00\xff" <nil>
// 1 "J" encoding/hex: invalid byte: U+0067 'g'
// 1 "J" encoding/hex: odd length hex string
// 1 encoding/hex: invalid byte: U+007A 'z'
// 123e4567-e89b-12d3-a456-426614174000
// true false true
// recovered: runtime error: index out of range [3] with length 3
