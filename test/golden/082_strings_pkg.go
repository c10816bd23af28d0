package main

import (
	"fmt"
	"strings"
)

func main() {
	s := "  Hello, World  "
	t := strings.TrimSpace(s)
	fmt.Println(t, strings.ToLower(t), strings.ToUpper(t))
	fmt.Println(strings.Contains(t, "World"), strings.HasPrefix(t, "He"), strings.HasSuffix(t, "x"))
	fmt.Println(strings.Index(t, "o"), strings.LastIndex(t, "o"), strings.Index(t, "z"))
	fmt.Printf("%q\n", strings.Split("a,b,,c", ","))
	fmt.Printf("%q\n", strings.Fields("  a b   c "))
	fmt.Println(strings.Join([]string{"x", "y", "z"}, "-"), strings.Repeat("ab", 3))
	fmt.Println(strings.ReplaceAll("a.b.c", ".", "/"), strings.Replace("aaa", "a", "b", 2))
	fmt.Println(strings.TrimPrefix("app-web", "app-"), strings.TrimSuffix("web.go", ".go"), strings.Trim("xxhixx", "x"))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.Count("cheese", "e"), strings.SplitN("a/b/c", "/", 2))
	before, after, found := strings.Cut("key=value", "=")
	fmt.Println(before, after, found)
	var b strings.Builder
	for i := 0; i < 3; i++ {
		b.WriteString("n")
		b.WriteByte('0' + byte(i))
	}
	b.WriteRune('é')
	fmt.Println(b.String(), b.Len())
}

// Output:
// Hello, World hello, world HELLO, WORLD
// true true false
// 4 8 -1
// ["a" "b" "" "c"]
// ["a" "b" "c"]
// x-y-z ababab
// a/b/c bba
// web web hi
// true 3 [a b/c]
// key value true
// n0n1n2é 8
