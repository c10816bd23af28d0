// Field reads and stores through embedded structs and pointers (compiled per site, eval/fieldcode.ts):
// values, copies into struct fields, and nil pointers crossed at each step of a chain.
package main

import "fmt"

type Inner struct {
	N    int
	Tags []string
}

type Meta struct {
	Name  string
	Inner Inner
}

type Spec struct {
	Replicas *int
	In       *Inner
}

type Obj struct {
	*Meta
	Spec Spec
	Pair struct{ A, B int }
}

type Wrapper struct {
	Obj
	Extra int
}

func tryRead(label string, read func() int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println(label, "panicked:", r)
		}
	}()
	fmt.Println(label, read())
}

func main() {
	n := 3
	o := &Obj{Meta: &Meta{Name: "a", Inner: Inner{N: 1}}, Spec: Spec{Replicas: &n}}
	fmt.Println(o.Name, o.Inner.N, *o.Spec.Replicas, o.Meta.Inner.N)
	o.Inner.N = 5
	o.Pair.A, o.Pair.B = 7, 8
	in := Inner{N: 9, Tags: []string{"x"}}
	o.Inner = in
	in.N = 10
	fmt.Println(o.Inner.N, in.N, o.Pair)
	w := Wrapper{Obj: *o, Extra: 1}
	w.Name = "b"
	w.Inner.N++
	fmt.Println(w.Name, o.Name, w.Inner.N, w.Extra, w.Pair.B)
	var v Obj
	v.Pair.A = 2
	p := &v
	fmt.Println(p.Pair.A, v.Spec.In == nil)
	tryRead("name", func() int { return len(v.Name) })
	tryRead("spec.in", func() int { return v.Spec.In.N })
	tryRead("store", func() int { v.Spec.In.N = 1; return 0 })
	var q *Obj
	tryRead("q.pair", func() int { return q.Pair.A })
	v.Meta = &Meta{}
	v.Spec.In = &Inner{N: 4}
	v.Spec.In.N += 2
	fmt.Println(len(v.Name), v.Spec.In.N)
	var ww *Wrapper
	fmt.Println("before")
	fmt.Println(ww.Obj.Pair.B)
}

// Output:
// a 1 3 1
// 9 10 {7 8}
// b b 10 1 8
// 2 true
// name panicked: runtime error: invalid memory address or nil pointer dereference
// spec.in panicked: runtime error: invalid memory address or nil pointer dereference
// store panicked: runtime error: invalid memory address or nil pointer dereference
// q.pair panicked: runtime error: invalid memory address or nil pointer dereference
// 0 6
// before

// Error:
// 71: panic: runtime error: invalid memory address or nil pointer dereference
