package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
)

func configHash(data map[string]string, keys []string) string {
	h := sha256.New()
	for _, k := range keys {
		h.Write([]byte(k + "=" + data[k] + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

func main() {
	sum := sha256.Sum256([]byte("hello"))
	fmt.Println(hex.EncodeToString(sum[:]))
	fmt.Printf("%x\n", sha256.Sum256(nil))
	fmt.Println(len(sum), sha256.Size)
	long := sha256.Sum256([]byte(strings.Repeat("a", 200)))
	fmt.Println(hex.EncodeToString(long[:8]))
	fmt.Println(configHash(map[string]string{"a": "1", "b": "2"}, []string{"a", "b"})[:16])
	b, err := hex.DecodeString("48656c6C6f")
	fmt.Println(string(b), err)
	_, err = hex.DecodeString("4g")
	fmt.Println(err)
	_, err = hex.DecodeString("abc")
	fmt.Println(err, hex.EncodedLen(5))
}

// Output:
// 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824
// e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
// 32 32
// c2a908d98f5df987
// 4a73850fde34aad4
// Hello <nil>
// encoding/hex: invalid byte: U+0067 'g'
// encoding/hex: odd length hex string 10
