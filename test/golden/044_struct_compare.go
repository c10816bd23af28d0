package main

import "fmt"

type Key struct {
	Namespace, Name string
}

func main() {
	a := Key{"default", "web"}
	b := Key{"default", "web"}
	c := Key{"kube-system", "web"}
	fmt.Println(a == b, a == c, a != c)
	seen := map[Key]int{}
	seen[a]++
	seen[b]++
	seen[c]++
	fmt.Println(seen[Key{"default", "web"}], len(seen))
	p1, p2 := &a, &b
	fmt.Println(p1 == p2, *p1 == *p2)
	var i1, i2 any = a, b
	fmt.Println(i1 == i2)
}

// Output:
// true false true
// 2 2
// false true
// true
