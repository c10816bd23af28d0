package main

import (
	"fmt"
	"strconv"
)

type Stringer interface{ String() string }

type ID int

func (i ID) String() string { return "id-" + strconv.Itoa(int(i)) }

type Named struct{ N string }

func (n *Named) String() string { return "named-" + n.N }

func Join[T Stringer](xs []T) string {
	out := ""
	for i, x := range xs {
		if i > 0 {
			out += ","
		}
		out += x.String()
	}
	return out
}

func Filter[S ~[]E, E any](s S, keep func(E) bool) S {
	var out S
	for _, x := range s {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

type IDs []ID

func Counter[T comparable]() func(T) int {
	seen := map[T]int{}
	return func(x T) int {
		seen[x]++
		return seen[x]
	}
}

type Box[T any] struct{ V T }

func (b Box[T]) Get() T { return b.V }

func Wrap[T any](v T) Box[T] { return Box[T]{V: v} }

func Neg[T ~int | ~float64](x T) T { return -x }

func main() {
	fmt.Println(Join([]ID{1, 2}), Join([]*Named{{"a"}, {"b"}}))
	ids := Filter(IDs{1, 2, 3, 4}, func(i ID) bool { return i%2 == 0 })
	fmt.Printf("%T %v\n", ids, ids)
	c := Counter[string]()
	c("a")
	fmt.Println(c("a"), c("b"))
	b := Wrap(Wrap(3))
	fmt.Println(b.Get().Get(), b)
	fmt.Printf("%T\n", b)
	fmt.Println(Neg(4), Neg(2.5), Neg(ID(7)))
	var s fmt.Stringer = ID(9)
	fmt.Println(s)
}

// Output:
// id-1,id-2 named-a,named-b
// main.IDs [id-2 id-4]
// 2 1
// 3 {{3}}
// main.Box[main.Box[int]]
// -4 -2.5 id--7
// id-9
