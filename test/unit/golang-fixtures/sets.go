package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/util/sets"
)

type name string

func main() {
	a := sets.New[string]("b", "a", "c", "a")
	b := sets.New("c", "d")
	fmt.Println(sets.List(a), a.Len(), a.Has("a"), a.Has("z"), a.HasAll(), a.HasAll("a", "b"), a.HasAll("a", "z"), a.HasAny(), a.HasAny("z", "c"))
	fmt.Println(sets.List(a.Union(b)), sets.List(a.Intersection(b)), sets.List(b.Intersection(a)), sets.List(a.Difference(b)), sets.List(b.Difference(a)), sets.List(a.SymmetricDifference(b)))
	fmt.Println(a.IsSuperset(sets.New("a")), a.IsSuperset(b), a.Equal(sets.New("a", "b", "c")), a.Equal(b), sets.New[int]().Equal(sets.New[int]()))
	c := a.Clone()
	c.Insert("x").Delete("a", "nope")
	fmt.Println(sets.List(a), sets.List(c), len(c.UnsortedList()))
	fmt.Println(sets.List(sets.Insert(sets.New[int](), 3, 1, 2)), sets.List(sets.KeySet(map[name]int{"q": 1, "p": 2})))
	n, ok := sets.New[int]().PopAny()
	fmt.Println(n, ok)
	one := sets.New(7)
	n, ok = one.PopAny()
	fmt.Println(n, ok, one.Len())
	c.Clear()
	fmt.Println(c.Len(), c == nil)
	var nilSet sets.Set[string]
	fmt.Println(nilSet.Has("a"), nilSet.Len(), sets.List(nilSet) == nil, len(sets.List(nilSet)), nilSet.Equal(sets.New[string]()), sets.List(nilSet.Union(a)))

	s := sets.NewString("z", "y")
	s.Insert("x")
	fmt.Println(s.List(), s.Has("y"), s.Len(), sets.StringKeySet(map[string]bool{"k": true}).List())
	fmt.Println(s.Difference(sets.NewString("y")).List(), s.Union(sets.NewString("w")).List(), s.Intersection(sets.NewString("x", "q")).List(), s.IsSuperset(sets.NewString("x")), s.Equal(sets.NewString("x", "y", "z")))
	i := sets.NewInt(3, 1)
	fmt.Println(i.List(), sets.NewInt64(5, 4).List(), sets.NewInt32(9, 8).List(), sets.NewByte(2, 1).List())
	fmt.Println(sets.NewString().List() == nil, len(sets.NewString().List()), sets.NewString("a").Delete("a").Len())
	fmt.Println(s.SymmetricDifference(sets.NewString("x", "k")).List(), s.HasAny("k", "z"), s.HasAll("x", "k"))
	v, ok2 := sets.NewString("only").PopAny()
	fmt.Println(v, ok2, s.Clone().Insert("new").Len(), s.Len(), len(s.UnsortedList()))
}
