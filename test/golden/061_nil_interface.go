package main

import "fmt"

type MyErr struct{}

func (*MyErr) Error() string { return "my error" }

func mayFail(fail bool) error {
	var p *MyErr
	if fail {
		p = &MyErr{}
	}
	return p
}

func properly(fail bool) error {
	if fail {
		return &MyErr{}
	}
	return nil
}

func main() {
	fmt.Println(mayFail(false) == nil, properly(false) == nil)
	var e error
	fmt.Println(e == nil, e)
	var s fmt.Stringer
	fmt.Printf("%v %T\n", s, s)
}

// Output:
// false true
// true <nil>
// <nil> <nil>
