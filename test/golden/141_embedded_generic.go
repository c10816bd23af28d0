package main

import "fmt"

type inner[T any] struct{ v T }

func (i *inner[T]) Get() T { return i.v }

type Outer[T any] struct {
	*inner[T]
}

type Pair[K comparable, V any] struct {
	k K
	v V
}

type Both struct {
	Pair[string, int]
}

func main() {
	o := &Outer[int]{inner: &inner[int]{v: 3}}
	fmt.Println(o.Get(), o.v, o.inner.v)
	b := Both{Pair: Pair[string, int]{"a", 1}}
	fmt.Println(b.k, b.Pair.v)
}

// Output:
// 3 3 3
// a 1
