package main

import (
	"fmt"
	"hash/adler32"
	"strings"
)

func main() {
	fmt.Println(adler32.Checksum([]byte("Wikipedia")), adler32.Checksum(nil))
	fmt.Printf("%v.agekey\n", adler32.Checksum([]byte("identity.agekey")))
	h := adler32.New()
	h.Write([]byte(strings.Repeat("reconcile ", 1000)))
	fmt.Println(h.Sum32(), h.Sum(nil), h.Size(), adler32.Size)
	h.Reset()
	fmt.Println(h.Sum32())
}

// Output:
// 300286872 1
// 814482959.agekey
// 1392178419 [82 250 244 243] 4 4
// 1
