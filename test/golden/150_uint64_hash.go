package main

import "fmt"

func main() {
	var x uint64 = 1
	for i := 0; i < 40; i++ {
		x = x*3 + 1
	}
	fmt.Println(x > 0)
	var acc int64
	for i := int64(1); i <= 20; i++ {
		acc = acc*31 + i
		acc %= 1000000007
	}
	fmt.Println(acc)
	fmt.Println(int32(1<<31-1)+int32(x%2), uint8(255)+uint8(x%2+1))
}

// Output:
// true
// 365968425
// -2147483648 1
