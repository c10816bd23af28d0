package main

import (
	"bytes"
	"encoding/pem"
	"fmt"
)

// PEM blocks as a certificate Secret holds them: encode with and without headers, decode a bundle with
// text around and between blocks, and the blocks Decode skips.
func main() {
	var der []byte
	for i := 0; i < 20; i++ {
		der = append(der, 0x30, 0x82, 0x01, 0x0a, 0xff, 0x00)
	}
	cert := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	fmt.Print(string(cert))
	key := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Headers: map[string]string{"DEK-Info": "AES-128-CBC,00", "Proc-Type": "4,ENCRYPTED", "A": "b"}, Bytes: []byte("k")})
	fmt.Print(string(key))
	fmt.Println(pem.EncodeToMemory(&pem.Block{Type: "X", Headers: map[string]string{"a:b": "c"}}) == nil)
	var buf bytes.Buffer
	fmt.Println(pem.Encode(&buf, &pem.Block{Type: "EMPTY"}), buf.String() == "-----BEGIN EMPTY-----\n-----END EMPTY-----\n")

	bundle := "junk before\n" + string(cert) + "between\r\n" + string(key) +
		"-----BEGIN BAD-----\nnot base64!!\n-----END BAD-----\n" +
		"-----BEGIN MISMATCH-----\nAAAA\n-----END OTHER-----\n" +
		"-----BEGIN EMPTY-----\n-----END EMPTY-----\ntrailer"
	rest := []byte(bundle)
	for {
		var b *pem.Block
		b, rest = pem.Decode(rest)
		if b == nil {
			break
		}
		fmt.Println(b.Type, len(b.Bytes), bytes.Equal(b.Bytes, der), b.Headers, len(rest))
	}
	fmt.Printf("%q\n", rest)
	b, r := pem.Decode([]byte("no pem here"))
	fmt.Println(b == nil, string(r))
	b, _ = pem.Decode([]byte("-----BEGIN A-----\r\nAQID\r\n-----END A-----"))
	fmt.Println(b.Type, b.Bytes)
}

// Output:
// -----BEGIN CERTIFICATE-----
// MIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8A
// MIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8A
// MIIBCv8AMIIBCv8AMIIBCv8AMIIBCv8A
// -----END CERTIFICATE-----
// -----BEGIN RSA PRIVATE KEY-----
// Proc-Type: 4,ENCRYPTED
// A: b
// DEK-Info: AES-128-CBC,00
//
// aw==
// -----END RSA PRIVATE KEY-----
// true
// <nil> true
// CERTIFICATE 120 true map[] 280
// RSA PRIVATE KEY 1 false map[A:b DEK-Info:AES-128-CBC,00 Proc-Type:4,ENCRYPTED] 150
// EMPTY 0 false map[] 7
// "trailer"
// true no pem here
// A [1 2 3]
