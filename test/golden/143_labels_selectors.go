package main

import (
	"fmt"
	"sort"
	"strings"
)

type Selector map[string]string

func (s Selector) Matches(labels map[string]string) bool {
	for k, v := range s {
		if labels[k] != v {
			return false
		}
	}
	return true
}

func (s Selector) String() string {
	parts := make([]string, 0, len(s))
	for k, v := range s {
		parts = append(parts, k+"="+v)
	}
	sort.Strings(parts)
	return strings.Join(parts, ",")
}

type Pod struct {
	Name   string
	Labels map[string]string
}

func main() {
	sel := Selector{"app": "web", "tier": "front"}
	pods := []Pod{
		{"a", map[string]string{"app": "web", "tier": "front"}},
		{"b", map[string]string{"app": "web"}},
		{"c", map[string]string{"app": "web", "tier": "front", "extra": "x"}},
	}
	var matched []string
	for _, p := range pods {
		if sel.Matches(p.Labels) {
			matched = append(matched, p.Name)
		}
	}
	fmt.Println(sel, matched)
	fmt.Printf("%v %s\n", sel, sel)
}

// Output:
// app=web,tier=front [a c]
// app=web,tier=front app=web,tier=front
