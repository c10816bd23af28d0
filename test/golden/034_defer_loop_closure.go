package main

import "fmt"

type resource struct{ name string }

func (r *resource) Close() { fmt.Println("close", r.name) }

func use() {
	a := &resource{"a"}
	defer a.Close()
	b := &resource{"b"}
	defer b.Close()
	fmt.Println("using", a.name, b.name)
}

func main() {
	use()
	fmt.Println("done")
}

// Output:
// using a b
// close b
// close a
// done
