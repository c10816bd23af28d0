// Method values of a generic type taken inside its own generic methods (s.Has passed as a func(T) bool):
// each instantiation binds its own method, and the receiver is bound when the value is taken.
package main

import (
	"fmt"
	"sort"
)

type Set[T comparable] map[T]struct{}

func (s Set[T]) Has(item T) bool {
	_, member := s[item]
	return member
}

func (s Set[T]) where(keep func(T) bool) Set[T] {
	kept := Set[T]{}
	for m := range s {
		if keep(m) {
			kept[m] = struct{}{}
		}
	}
	return kept
}

func (s Set[T]) every(ok func(T) bool) bool {
	for m := range s {
		if !ok(m) {
			return false
		}
	}
	return true
}

func (a Set[T]) Intersection(b Set[T]) Set[T] { return a.where(b.Has) }
func (a Set[T]) IsSuperset(b Set[T]) bool     { return b.every(a.Has) }

// later returns a method value bound now, called after the set changes (a map: the change shows).
func (a Set[T]) later() func(T) bool { return a.Has }

type Box[T any] struct{ v T }

func (b *Box[T]) Set(v T) { b.v = v }
func (b Box[T]) Get() T   { return b.v }

// setter binds Get before setting: a value receiver is copied when the method value is taken.
func setter[T any](b *Box[T], v T) func() T {
	set, get := b.Set, b.Get
	set(v)
	return get
}

func keys[T comparable](s Set[T], less func(a, b T) bool) []T {
	out := []T{}
	for k := range s {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return less(out[i], out[j]) })
	return out
}

func main() {
	words := Set[string]{"a": {}, "b": {}, "c": {}}
	some := Set[string]{"b": {}, "z": {}}
	nums := Set[int]{1: {}, 2: {}}
	fmt.Println(keys(words.Intersection(some), func(a, b string) bool { return a < b }))
	fmt.Println(words.IsSuperset(some), words.IsSuperset(Set[string]{"c": {}}), nums.IsSuperset(Set[int]{2: {}}))
	fmt.Println(keys(nums.Intersection(Set[int]{2: {}, 3: {}}), func(a, b int) bool { return a < b }))
	has := words.later()
	words["q"] = struct{}{}
	fmt.Println(has("q"), has("nope"))

	var b Box[int]
	get := setter(&b, 5)
	b.Set(9)
	fmt.Println(get(), b.Get())
	var s Box[string]
	fmt.Printf("%q\n", setter(&s, "x")())
}

// Output:
// [b]
// false true true
// [2]
// true false
// 0 9
// ""
