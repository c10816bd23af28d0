// Methods promoted through embedded fields (values and pointers, two levels deep), called directly, through
// interfaces with zero to four arguments, as method values and expressions, and on a nil embedded pointer.
package main

import "fmt"

type Base struct{ n int }

func (b *Base) Get() int                { return b.n }
func (b *Base) Set(v int)               { b.n = v }
func (b *Base) Add2(x, y int) int       { b.n += x + y; return b.n }
func (b *Base) Sum3(x, y, z int) int    { return b.n + x + y + z }
func (b *Base) Sum4(w, x, y, z int) int { return b.n + w + x + y + z }
func (b Base) Val() int                 { return b.n * 10 }

type Mid struct {
	*Base
	tag string
}

type Top struct {
	Mid
	id int
}

type Getter interface{ Get() int }
type Setter interface{ Set(v int) }
type Adder interface {
	Add2(x, y int) int
	Sum3(x, y, z int) int
	Sum4(w, x, y, z int) int
	Val() int
}

func main() {
	t := &Top{Mid: Mid{Base: &Base{n: 1}, tag: "m"}, id: 7}
	fmt.Println(t.Get(), t.Val(), t.Mid.Get())
	var g Getter = t
	var s Setter = t
	s.Set(5)
	fmt.Println(g.Get(), t.n)
	var a Adder = t
	fmt.Println(a.Add2(1, 2), a.Sum3(1, 1, 1), a.Sum4(1, 2, 3, 4), a.Val())
	get := t.Get
	set := t.Set
	set(20)
	fmt.Println(get(), (*Top).Get(t), Top.Val(*t))
	var m Getter = t.Mid
	fmt.Println(m.Get())
	empty := &Top{}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var e Getter = empty
		fmt.Println(e.Get())
	}()
	var ea Adder = empty
	fmt.Println("before")
	fmt.Println(ea.Sum4(1, 2, 3, 4))
}

// Output:
// 1 10 1
// 5 5
// 8 11 18 80
// 20 20 200
// 20
// recovered: runtime error: invalid memory address or nil pointer dereference
// before

// Error:
// 13: panic: runtime error: invalid memory address or nil pointer dereference
