package main

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"io"
	"strings"
)

func main() {
	for _, s := range []string{"", "abc", strings.Repeat("a", 55), strings.Repeat("a", 56), strings.Repeat("b", 64), strings.Repeat("xyz", 400)} {
		sum := md5.Sum([]byte(s))
		fmt.Println(len(s), hex.EncodeToString(sum[:]))
	}
	h := md5.New()
	io.WriteString(h, "6ba7b810-9dad-11d1-80b4-00c04fd430c8")
	h.Write([]byte("www.example.com"))
	fmt.Printf("%x %d %d %d\n", h.Sum([]byte{0xff}), h.Size(), h.BlockSize(), md5.Size)
	h.Reset()
	fmt.Printf("%x\n", h.Sum(nil))
}

// Output:
// 0 d41d8cd98f00b204e9800998ecf8427e
// 3 900150983cd24fb0d6963f7d28e17f72
// 55 ef1772b6dff9a122358552954ad0df65
// 56 3b0c8ac703f828b04c6c197006d17218
// 64 0b649bcb5a82868817fec9a6e709d233
// 1200 9f86052f141baa4543239cb2dc95739b
// ff7b53e28aa3181547b77fb23d1bd359de 16 64 16
// d41d8cd98f00b204e9800998ecf8427e
