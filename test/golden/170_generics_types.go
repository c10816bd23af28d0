package main

import "fmt"

type Number interface {
	~int | ~int64 | ~float64
}

type Set[T comparable] map[T]struct{}

func (s Set[T]) Add(v T)           { s[v] = struct{}{} }
func (s Set[T]) Has(v T) bool      { _, ok := s[v]; return ok }
func (s Set[T]) Len() int          { return len(s) }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

type List[T any] struct {
	head *node[T]
	n    int
}

type node[T any] struct {
	v    T
	next *node[T]
}

func (l *List[T]) Push(v T) {
	l.head = &node[T]{v: v, next: l.head}
	l.n++
}

func (l *List[T]) Each(f func(T)) {
	for n := l.head; n != nil; n = n.next {
		f(n.v)
	}
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Keys[K comparable, V any](m map[K]V) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	return out
}

type MyInt int

func Max[T int | float64 | string](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	s := Set[string]{}
	s.Add("a")
	s.Add("b")
	s.Add("a")
	fmt.Println(s.Len(), s.Has("a"), s.Has("z"))
	p := Pair[string, int]{"x", 1}
	fmt.Println(p.String(), p)
	fmt.Printf("%T %T\n", p, s)
	var l List[int]
	l.Push(1)
	l.Push(2)
	l.Each(func(v int) { fmt.Print(v, " ") })
	fmt.Println(l.n)
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2.5), Sum[MyInt](4, 5))
	fmt.Println(Map([]int{1, 2, 3}, func(i int) string { return fmt.Sprint(i * 2) }))
	fmt.Println(len(Keys(map[string]int{"a": 1})))
	fmt.Println(Max(3, 7), Max("a", "b"), Max[float64](1, 2.5))
	var st fmt.Stringer = p
	fmt.Println(st.String())
}

// Output:
// 2 true false
// x=1 x=1
// main.Pair[string,int] main.Set[string]
// 2 1 2
// 6 4 9
// [2 4 6]
// 1
// 7 b 2.5
// x=1
