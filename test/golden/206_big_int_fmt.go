package main

import (
	"fmt"
	"math/big"
)

func main() {
	n := big.NewInt(255)
	m, _ := new(big.Int).SetString("-123456789012345678901234567890", 10)
	fmt.Printf("%d %x %X %v %s %o %b|%8d|%-6d|%+d|%#x\n", n, n, n, n, n, n, n, n, n, n, n)
	fmt.Printf("%d %x %v\n", m, m, m)
	fmt.Println(n, m, []*big.Int{n, m})
	fmt.Printf("%v %d\n", (*big.Int)(nil), (*big.Int)(nil))
}

// Output:
// 255 ff FF 255 255 377 11111111|     255|255   |+255|0xff
// -123456789012345678901234567890 -18ee90ff6c373e0ee4e3f0ad2 -123456789012345678901234567890
// 255 -123456789012345678901234567890 [255 -123456789012345678901234567890]
// <nil> <nil>
