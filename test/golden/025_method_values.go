package main

import "fmt"

type Acc struct{ total int }

func (a *Acc) Add(n int) { a.total += n }
func (a Acc) Get() int    { return a.total }

func main() {
	a := &Acc{}
	add := a.Add
	add(5)
	add(7)
	get := a.Get
	a.Add(100)
	fmt.Println(a.total, get(), a.Get())
	var b Acc
	b.Add(1)
	f := (*Acc).Add
	f(&b, 2)
	g := Acc.Get
	fmt.Println(g(b))
}

// Output:
// 112 12 112
// 3
