package main

import "fmt"

type Box[T any] struct{ V T }

func (b *Box[T]) Set(v T) { b.V = v }
func (b Box[T]) Get() T   { return b.V }

type Named struct {
	Box[int]
	Name string
}

type P struct{ X int }

func Copy[T any](v T) (T, T) {
	w := v
	return v, w
}

func Kind[T any](v T) string {
	switch any(v).(type) {
	case int:
		return "int"
	case string:
		return "string"
	}
	return "other"
}

func main() {
	b := &Box[string]{}
	set := b.Set
	set("x")
	fmt.Println(b.Get())
	n := Named{Name: "n"}
	n.Set(4)
	fmt.Println(n.Get(), n.V)
	a, c := Copy(P{1})
	c.X = 2
	fmt.Println(a, c)
	fmt.Println(Kind(1), Kind("s"), Kind(2.5))
}

// Output:
// x
// 4 4
// {1} {2}
// int string other
