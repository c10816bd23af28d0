package main

import (
	"fmt"
	"sort"
)

type Pod struct {
	Name  string
	Ready bool
}

func main() {
	pods := map[string]*Pod{}
	for _, n := range []string{"c", "a", "b"} {
		pods[n] = &Pod{Name: n}
	}
	pods["a"].Ready = true
	keys := make([]string, 0, len(pods))
	for k := range pods {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, pods[k].Ready)
	}
	byVal := map[string]Pod{"x": {"x", false}}
	p := byVal["x"]
	p.Ready = true
	byVal["x"] = p
	fmt.Println(byVal["x"].Ready)
}

// Output:
// a true
// b false
// c false
// true
