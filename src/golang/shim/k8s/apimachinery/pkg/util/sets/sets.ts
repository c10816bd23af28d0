// Package k8s.io/apimachinery/pkg/util/sets: the generic Set[T] (New, Insert, Has, Delete, List sorted,
// UnsortedList, Union, Difference, Intersection, Equal, …) and the older typed sets (String, Int, Int32,
// Int64, Byte) that many controllers still use, written in Go.
import type { ShimDefinition } from "../../../../../registry";

const generic = `package sets

import (
	"cmp"
	"sort"
)

// Empty is the value type of every set's map: it takes no memory.
type Empty struct{}

// Set holds distinct values of one comparable type as the keys of a map with empty values.
type Set[T comparable] map[T]Empty

// New builds a Set holding the given items (duplicates collapse).
func New[T comparable](items ...T) Set[T] {
	return make(Set[T], len(items)).Insert(items...)
}

// KeySet builds a Set of a map's keys.
func KeySet[T comparable, V any](m map[T]V) Set[T] {
	keys := make(Set[T], len(m))
	for key := range m {
		keys[key] = Empty{}
	}
	return keys
}

// Insert adds items and returns the set itself, for chaining.
func (s Set[T]) Insert(items ...T) Set[T] {
	for _, member := range items {
		s[member] = Empty{}
	}
	return s
}

// Insert adds items to set (the function form of Set.Insert).
func Insert[T comparable](set Set[T], items ...T) Set[T] {
	return set.Insert(items...)
}

// Delete takes each given item out of the set (absent ones are ignored) and returns the set.
func (s Set[T]) Delete(items ...T) Set[T] {
	for _, member := range items {
		delete(s, member)
	}
	return s
}

// Clear removes every member, keeping the map (other holders of it see the empty set).
func (s Set[T]) Clear() Set[T] {
	for member := range s {
		delete(s, member)
	}
	return s
}

// Has tells whether item is a member.
func (s Set[T]) Has(item T) bool {
	_, member := s[item]
	return member
}

// present counts how many of items are members (an item listed twice counts twice).
func (s Set[T]) present(items []T) int {
	n := 0
	for _, item := range items {
		if s.Has(item) {
			n++
		}
	}
	return n
}

// HasAll tells whether every given item is a member (true for no items).
func (s Set[T]) HasAll(items ...T) bool { return s.present(items) == len(items) }

// HasAny tells whether at least one given item is a member (false for no items).
func (s Set[T]) HasAny(items ...T) bool { return s.present(items) > 0 }

// where builds a new Set of the members keep accepts.
func (s Set[T]) where(keep func(T) bool) Set[T] {
	kept := Set[T]{}
	for member := range s {
		if keep(member) {
			kept[member] = Empty{}
		}
	}
	return kept
}

// every tells whether ok holds for each member (true for an empty set).
func (s Set[T]) every(ok func(T) bool) bool {
	for member := range s {
		if !ok(member) {
			return false
		}
	}
	return true
}

// Clone makes an independent Set with the same members.
func (s Set[T]) Clone() Set[T] {
	copied := make(Set[T], len(s))
	for member := range s {
		copied[member] = Empty{}
	}
	return copied
}

// Difference holds the members of s1 that s2 lacks, as a new Set.
func (s1 Set[T]) Difference(s2 Set[T]) Set[T] {
	return s1.where(func(member T) bool { return !s2.Has(member) })
}

// SymmetricDifference holds the members found in exactly one of s1 and s2.
func (s1 Set[T]) SymmetricDifference(s2 Set[T]) Set[T] {
	return s1.Union(s2).where(func(member T) bool { return s1.Has(member) != s2.Has(member) })
}

// Union holds the members of s1 together with those of s2, as a new Set.
func (s1 Set[T]) Union(s2 Set[T]) Set[T] {
	all := s1.Clone()
	for member := range s2 {
		all[member] = Empty{}
	}
	return all
}

// Intersection holds the members s1 and s2 share, as a new Set; it walks the smaller of the two.
func (s1 Set[T]) Intersection(s2 Set[T]) Set[T] {
	if len(s2) < len(s1) {
		return s2.where(s1.Has)
	}
	return s1.where(s2.Has)
}

// IsSuperset tells whether s1 contains every member of s2.
func (s1 Set[T]) IsSuperset(s2 Set[T]) bool { return s2.every(s1.Has) }

// Equal tells whether s1 and s2 have exactly the same members.
func (s1 Set[T]) Equal(s2 Set[T]) bool { return len(s1) == len(s2) && s2.every(s1.Has) }

// List gives the members as a slice in ascending order (empty, not nil, for an empty set).
func List[T cmp.Ordered](s Set[T]) []T {
	sorted := s.UnsortedList()
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	return sorted
}

// UnsortedList gives the members as a slice in no particular order.
func (s Set[T]) UnsortedList() []T {
	members := make([]T, 0, len(s))
	for member := range s {
		members = append(members, member)
	}
	return members
}

// PopAny removes some member and returns it; false when the set is already empty.
func (s Set[T]) PopAny() (T, bool) {
	for member := range s {
		delete(s, member)
		return member, true
	}
	var none T
	return none, false
}

// Len counts the members.
func (s Set[T]) Len() int { return len(s) }
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
