// A block comment at a line's end acts like a space (a newline inside it, like a newline): Go still
// inserts the semicolon there, so the next line starts a new declaration or statement.
package main

import "fmt"

type States int

const (
	cl States = -2 /* colon */
	cm States = -3 /* comma */ /* two */
	// qt States = -4
	bo        = "a/*b*/" /* not in the string */
	co        = `x /* y */` /* raw */
	r         = '*' /* rune */
)

func f(x int) int {
	return x /* trailing */
}

func main() {
	x := 1 /* one */
	x++ /* inc */
	fmt.Println(cl, cm, bo, co, string(r), f(x) /* arg */)
	y := []int{1, 2} /* multi
	line */
	fmt.Println(len(y))
}

// Output:
// -2 -3 a/*b*/ x /* y */ * 2
// 2
