package main

import "fmt"

func main() {
	sum := 0
	for i := 0; i < 10; i++ {
		if i%2 == 0 {
			continue
		}
		sum += i
	}
	fmt.Println(sum)
	n := 1
	for n < 100 {
		n *= 3
	}
	fmt.Println(n)
	k := 0
	for {
		k++
		if k == 5 {
			break
		}
	}
	fmt.Println(k)
	arr := [3]string{"a", "b", "c"}
	for i := range arr {
		fmt.Print(i)
	}
	fmt.Println()
	for _, v := range arr {
		fmt.Print(v)
	}
	fmt.Println()
}

// Output:
// 25
// 243
// 5
// 012
// abc
