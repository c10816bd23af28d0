// Package k8s.io/apimachinery/pkg/util/sets: the generic Set[T] (New, Insert, Has, Delete, List sorted,
// UnsortedList, Union, Difference, Intersection, Equal, …) and the older typed sets (String, Int, Int32,
// Int64, Byte) that many controllers still use, written in Go.
import type { ShimDefinition } from "../../../../../registry";

const generic = `package sets

import (
	"cmp"
	"sort"
)

// Empty is public since it is used by some internal API objects for conversions between external string arrays and internal sets.
type Empty struct{}

// Set holds distinct values of one comparable type as the keys of a map with empty values.
type Set[T comparable] map[T]Empty

// New builds a Set holding the given items (duplicates collapse).
func New[T comparable](items ...T) Set[T] {
	ss := make(Set[T], len(items))
	ss.Insert(items...)
	return ss
}

// KeySet creates a Set from the keys of a map.
func KeySet[T comparable, V any](theMap map[T]V) Set[T] {
	ret := make(Set[T], len(theMap))
	for k := range theMap {
		ret.Insert(k)
	}
	return ret
}

// Insert adds items to the set.
func (s Set[T]) Insert(items ...T) Set[T] {
	for _, item := range items {
		s[item] = Empty{}
	}
	return s
}

// Insert adds items to the set (the function form of Set.Insert).
func Insert[T comparable](set Set[T], items ...T) Set[T] {
	return set.Insert(items...)
}

// Delete takes each given item out of the set (absent ones are ignored) and returns the set.
func (s Set[T]) Delete(items ...T) Set[T] {
	for _, item := range items {
		delete(s, item)
	}
	return s
}

// Clear empties the set.
func (s Set[T]) Clear() Set[T] {
	for k := range s {
		delete(s, k)
	}
	return s
}

// Has tells whether item is a member.
func (s Set[T]) Has(item T) bool {
	_, contained := s[item]
	return contained
}

// HasAll tells whether every given item is a member (true for no items).
func (s Set[T]) HasAll(items ...T) bool {
	for _, item := range items {
		if !s.Has(item) {
			return false
		}
	}
	return true
}

// HasAny tells whether at least one given item is a member (false for no items).
func (s Set[T]) HasAny(items ...T) bool {
	for _, item := range items {
		if s.Has(item) {
			return true
		}
	}
	return false
}

// Clone makes an independent Set with the same members.
func (s Set[T]) Clone() Set[T] {
	result := make(Set[T], len(s))
	for key := range s {
		result.Insert(key)
	}
	return result
}

// Difference returns a set of objects that are not in s2: s1 = {a1, a2, a3}, s2 = {a1, a2, a4, a5} gives {a3}.
func (s1 Set[T]) Difference(s2 Set[T]) Set[T] {
	result := New[T]()
	for key := range s1 {
		if !s2.Has(key) {
			result.Insert(key)
		}
	}
	return result
}

// SymmetricDifference holds the members found in exactly one of s1 and s2.
func (s1 Set[T]) SymmetricDifference(s2 Set[T]) Set[T] {
	return s1.Difference(s2).Union(s2.Difference(s1))
}

// Union holds the members of s1 together with those of s2, as a new Set.
func (s1 Set[T]) Union(s2 Set[T]) Set[T] {
	result := s1.Clone()
	for key := range s2 {
		result.Insert(key)
	}
	return result
}

// Intersection returns a new set which includes the item in BOTH s1 and s2.
func (s1 Set[T]) Intersection(s2 Set[T]) Set[T] {
	var walk, other Set[T]
	result := New[T]()
	if s1.Len() < s2.Len() {
		walk = s1
		other = s2
	} else {
		walk = s2
		other = s1
	}
	for key := range walk {
		if other.Has(key) {
			result.Insert(key)
		}
	}
	return result
}

// IsSuperset tells whether s1 contains every member of s2.
func (s1 Set[T]) IsSuperset(s2 Set[T]) bool {
	for item := range s2 {
		if !s1.Has(item) {
			return false
		}
	}
	return true
}

// Equal tells whether s1 and s2 have exactly the same members.
func (s1 Set[T]) Equal(s2 Set[T]) bool {
	return len(s1) == len(s2) && s1.IsSuperset(s2)
}

// List gives the members as a slice in ascending order.
func List[T cmp.Ordered](s Set[T]) []T {
	res := make([]T, 0, len(s))
	for key := range s {
		res = append(res, key)
	}
	sort.Slice(res, func(i, j int) bool { return res[i] < res[j] })
	return res
}

// UnsortedList gives the members as a slice in no particular order.
func (s Set[T]) UnsortedList() []T {
	res := make([]T, 0, len(s))
	for key := range s {
		res = append(res, key)
	}
	return res
}

// PopAny removes some member and returns it; false when the set is already empty.
func (s Set[T]) PopAny() (T, bool) {
	for key := range s {
		s.Delete(key)
		return key, true
	}
	var zeroValue T
	return zeroValue, false
}

// Len counts the members.
func (s Set[T]) Len() int {
	return len(s)
}
`;

/** legacy writes one of the pre-generics typed sets (sets.String, sets.NewString, …) over elem. */
function legacy(name: string, elem: string): string {
  return `
// ${name} is the pre-generics set of ${elem} values (a map with empty values), kept for older code.
//
// Deprecated: new code should use Set[${elem}].
type ${name} map[${elem}]Empty

// New${name} creates a ${name} from a list of values.
func New${name}(items ...${elem}) ${name} {
	ss := ${name}{}
	ss.Insert(items...)
	return ss
}

// ${name}KeySet creates a ${name} from the keys of a map.
func ${name}KeySet[V any](theMap map[${elem}]V) ${name} {
	ret := ${name}{}
	for k := range theMap {
		ret.Insert(k)
	}
	return ret
}

// Insert adds items to the set.
func (s ${name}) Insert(items ...${elem}) ${name} { Set[${elem}](s).Insert(items...); return s }

// Delete takes each given item out of the set (absent ones are ignored) and returns the set.
func (s ${name}) Delete(items ...${elem}) ${name} { Set[${elem}](s).Delete(items...); return s }

// Has tells whether item is a member.
func (s ${name}) Has(item ${elem}) bool { return Set[${elem}](s).Has(item) }

// HasAll tells whether every given item is a member (true for no items).
func (s ${name}) HasAll(items ...${elem}) bool { return Set[${elem}](s).HasAll(items...) }

// HasAny tells whether at least one given item is a member (false for no items).
func (s ${name}) HasAny(items ...${elem}) bool { return Set[${elem}](s).HasAny(items...) }

// Clone makes an independent set with the same members.
func (s ${name}) Clone() ${name} { return ${name}(Set[${elem}](s).Clone()) }

// Difference holds the members of s1 that s2 lacks.
func (s1 ${name}) Difference(s2 ${name}) ${name} { return ${name}(Set[${elem}](s1).Difference(Set[${elem}](s2))) }

// SymmetricDifference holds the members found in exactly one of s1 and s2.
func (s1 ${name}) SymmetricDifference(s2 ${name}) ${name} {
	return ${name}(Set[${elem}](s1).SymmetricDifference(Set[${elem}](s2)))
}

// Union holds the members of s1 together with those of s2, as a new set.
func (s1 ${name}) Union(s2 ${name}) ${name} { return ${name}(Set[${elem}](s1).Union(Set[${elem}](s2))) }

// Intersection returns a new set which includes the item in BOTH s1 and s2.
func (s1 ${name}) Intersection(s2 ${name}) ${name} { return ${name}(Set[${elem}](s1).Intersection(Set[${elem}](s2))) }

// IsSuperset tells whether s1 contains every member of s2.
func (s1 ${name}) IsSuperset(s2 ${name}) bool { return Set[${elem}](s1).IsSuperset(Set[${elem}](s2)) }

// Equal tells whether s1 and s2 have exactly the same members.
func (s1 ${name}) Equal(s2 ${name}) bool { return Set[${elem}](s1).Equal(Set[${elem}](s2)) }

// List returns the contents as a sorted ${elem} slice.
func (s ${name}) List() []${elem} { return List(Set[${elem}](s)) }

// UnsortedList gives the members as a slice in no particular order.
func (s ${name}) UnsortedList() []${elem} { return Set[${elem}](s).UnsortedList() }

// PopAny removes some member and returns it; false when the set is already empty.
func (s ${name}) PopAny() (${elem}, bool) { return Set[${elem}](s).PopAny() }

// Len counts the members.
func (s ${name}) Len() int { return len(s) }
`;
}

const source =
  generic +
  legacy("String", "string") +
  legacy("Int", "int") +
  legacy("Int32", "int32") +
  legacy("Int64", "int64") +
  legacy("Byte", "byte");

/** setsPackage is k8s.io/apimachinery/pkg/util/sets. */
export const setsPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/util/sets", source, natives: {} };
