package main

import "fmt"

func kind(x int) string {
	switch {
	case x < 0:
		return "neg"
	case x < 10:
		return "small"
	default:
		return "big"
	}
}

func main() {
	for _, x := range []int{-1, 3, 42} {
		fmt.Println(kind(x))
	}
	switch day := 3; day {
	case 1, 7:
		fmt.Println("weekend")
	case 2, 3, 4, 5, 6:
		fmt.Println("weekday")
	}
	switch 2 {
	case 1:
		fmt.Println("one")
	case 2:
		fmt.Println("two")
		fallthrough
	case 3:
		fmt.Println("three (fallthrough)")
	case 4:
		fmt.Println("four")
	}
	s := "b"
	switch s {
	case "a":
	case "b":
		fmt.Println("got b")
		break
		fmt.Println("not printed")
	}
}

// Output:
// neg
// small
// big
// weekday
// two
// three (fallthrough)
// got b
