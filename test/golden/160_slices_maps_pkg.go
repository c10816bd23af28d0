// go1.22 (the slices and maps packages; iterators need Go 1.23 for real Go, the interpreter runs them)
package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

type item struct {
	Name string
	Rank int
}

func main() {
	finalizers := []string{"b.example.com/x", "a.example.com/y", "b.example.com/x"}
	fmt.Println(slices.Contains(finalizers, "a.example.com/y"), slices.Contains(finalizers, "nope"))
	fmt.Println(slices.Index(finalizers, "b.example.com/x"), slices.Index(finalizers, "z"))
	sorted := slices.Clone(finalizers)
	slices.Sort(sorted)
	fmt.Println(sorted, finalizers)
	fmt.Println(slices.Compact(sorted), slices.Equal(sorted[:2], []string{"a.example.com/y", "b.example.com/x"}))
	nums := []int{5, 2, 9, 2, 7}
	fmt.Println(slices.Max(nums), slices.Min(nums), slices.IsSorted(nums))
	nums = slices.DeleteFunc(nums, func(n int) bool { return n == 2 })
	fmt.Println(nums, len(nums))
	nums = slices.Delete(nums, 0, 1)
	fmt.Println(nums)
	slices.Reverse(nums)
	fmt.Println(nums, slices.IndexFunc(nums, func(n int) bool { return n > 8 }))
	items := []item{{"c", 2}, {"a", 1}, {"b", 2}}
	slices.SortFunc(items, func(x, y item) int { return x.Rank - y.Rank })
	fmt.Println(items, slices.ContainsFunc(items, func(i item) bool { return i.Name == "b" }))
	cl := slices.Clone(items)
	cl[0].Name = "changed"
	fmt.Println(items[0].Name)
	var none []string
	fmt.Println(slices.Clone(none) == nil)

	labels := map[string]string{"app": "web", "tier": "front", "env": "prod"}
	keys := slices.Sorted(maps.Keys(labels))
	fmt.Println(keys)
	cp := maps.Clone(labels)
	cp["app"] = "api"
	fmt.Println(labels["app"], cp["app"], maps.Equal(labels, cp))
	delete(cp, "app")
	maps.Copy(cp, map[string]string{"app": "web"})
	fmt.Println(maps.Equal(labels, cp))
	maps.DeleteFunc(cp, func(k, v string) bool { return strings.HasPrefix(k, "t") })
	fmt.Println(slices.Sorted(maps.Values(cp)))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(slices.Max([]int{}))
}

// Output:
// true false
// 0 -1
// [a.example.com/y b.example.com/x b.example.com/x] [b.example.com/x a.example.com/y b.example.com/x]
// [a.example.com/y b.example.com/x] true
// 9 2 false
// [5 9 7] 3
// [9 7]
// [7 9] 1
// [{a 1} {c 2} {b 2}] true
// a
// true
// [app env tier]
// web api false
// true
// [prod web]
// recovered: slices.Max: empty list
