package main

import "fmt"

func main() {
	count := 3
	fmt.Println(cuont)
	fmt.Printn(count)
}

// Error:
// 7:14: undefined: cuont (did you mean count?)
// 8:6: undefined: fmt.Printn (did you mean Println?)
