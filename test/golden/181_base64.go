package main

import (
	"encoding/base64"
	"fmt"
)

func main() {
	for _, s := range []string{"", "f", "fo", "foo", "foob", "fooba", "foobar", "héllo\xff\xfe"} {
		fmt.Println(base64.StdEncoding.EncodeToString([]byte(s)), base64.URLEncoding.EncodeToString([]byte(s)), base64.RawStdEncoding.EncodeToString([]byte(s)), base64.RawURLEncoding.EncodeToString([]byte(s)))
	}
	for _, s := range []string{"Zm9vYmFy", "Zm9vYg==", "Zm9vYmE=", "Zm9v\nYmFy\r\n", "Zm9vYg", "Zm9vY", "Zm9v!mFy", "Zm=vYmFy", "Zm9vYg==Zm9v", "Zm9vYg=", "aGk=\n", "", "=", "Zg==="} {
		b, err := base64.StdEncoding.DecodeString(s)
		r, rerr := base64.RawStdEncoding.DecodeString(s)
		fmt.Printf("%q %v | %q %v\n", b, err, r, rerr)
	}
	u, err := base64.URLEncoding.DecodeString("_-8=")
	fmt.Println(u, err)
	_, err = base64.StdEncoding.Strict().DecodeString("Zm9=")
	fmt.Println(err)
	fmt.Println(base64.StdEncoding.EncodedLen(10), base64.RawStdEncoding.EncodedLen(10), base64.StdEncoding.DecodedLen(16), base64.RawStdEncoding.DecodedLen(14))
}

// Output:
//    
// Zg== Zg== Zg Zg
// Zm8= Zm8= Zm8 Zm8
// Zm9v Zm9v Zm9v Zm9v
// Zm9vYg== Zm9vYg== Zm9vYg Zm9vYg
// Zm9vYmE= Zm9vYmE= Zm9vYmE Zm9vYmE
// Zm9vYmFy Zm9vYmFy Zm9vYmFy Zm9vYmFy
// aMOpbGxv//4= aMOpbGxv__4= aMOpbGxv//4 aMOpbGxv__4
// "foobar" <nil> | "foobar" <nil>
// "foob" <nil> | "foo" illegal base64 data at input byte 6
// "fooba" <nil> | "foo" illegal base64 data at input byte 7
// "foobar" <nil> | "foobar" <nil>
// "foo" illegal base64 data at input byte 4 | "foob" <nil>
// "foo" illegal base64 data at input byte 4 | "foo" illegal base64 data at input byte 4
// "foo" illegal base64 data at input byte 4 | "foo" illegal base64 data at input byte 4
// "" illegal base64 data at input byte 2 | "" illegal base64 data at input byte 2
// "foob" illegal base64 data at input byte 8 | "foo" illegal base64 data at input byte 6
// "foo" illegal base64 data at input byte 7 | "foo" illegal base64 data at input byte 6
// "hi" <nil> | "" illegal base64 data at input byte 3
// "" <nil> | "" <nil>
// "" illegal base64 data at input byte 0 | "" illegal base64 data at input byte 0
// "f" illegal base64 data at input byte 4 | "" illegal base64 data at input byte 2
// [255 239] <nil>
// illegal base64 data at input byte 3
// 16 14 12 10
