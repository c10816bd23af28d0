package main

import (
	"errors"
	"fmt"
)

type Point struct{ X, Y int }

func describe(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("integer %v", x)
	case string:
		return "string of length " + fmt.Sprint(len(x))
	case Point:
		return fmt.Sprintf("point at %d,%d", x.X, x.Y)
	case *Point:
		return fmt.Sprintf("pointer to point %d", x.X)
	case error:
		return "error: " + x.Error()
	case fmt.Stringer:
		return "stringer " + x.String()
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func main() {
	fmt.Println(describe(nil))
	fmt.Println(describe(7))
	fmt.Println(describe(int64(8)))
	fmt.Println(describe("hey"))
	fmt.Println(describe(Point{1, 2}))
	fmt.Println(describe(&Point{3, 4}))
	fmt.Println(describe(errors.New("boom")))
	fmt.Println(describe(3.5))
	fmt.Println(describe([]int{1}))
}

// Output:
// nil
// integer 7
// integer 8
// string of length 3
// point at 1,2
// pointer to point 3
// error: boom
// other float64
// other []int
