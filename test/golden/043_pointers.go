package main

import "fmt"

type Node struct {
	Val  int
	Next *Node
}

func push(head *Node, v int) *Node { return &Node{Val: v, Next: head} }

func inc(p *int) { *p++ }

func main() {
	var list *Node
	for i := 1; i <= 4; i++ {
		list = push(list, i)
	}
	for n := list; n != nil; n = n.Next {
		fmt.Print(n.Val, " ")
	}
	fmt.Println()
	x := 10
	p := &x
	inc(p)
	inc(&x)
	fmt.Println(x, *p, p == &x)
	pp := &p
	**pp = 7
	fmt.Println(x)
	q := new(int)
	*q = 3
	fmt.Println(*q)
	s := []int{1, 2, 3}
	e := &s[1]
	*e = 20
	fmt.Println(s)
	type T struct{ A int }
	t := T{1}
	fa := &t.A
	*fa = 5
	fmt.Println(t)
}

// Output:
// 4 3 2 1 
// 12 12 true
// 7
// 3
// [1 20 3]
// {5}
