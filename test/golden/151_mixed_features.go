package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type T struct {
	Name string
	N    int
}

type P struct{ v int }

func (p *P) String() string { return fmt.Sprintf("P(%d)", p.v) }

type V struct{ v int }

func (v V) String() string { return fmt.Sprintf("V(%d)", v.v) }

type Named interface{ GetName() string }

type Base struct{ name string }

func (b *Base) GetName() string { return b.name }

type Obj struct {
	*Base
	Named2 Named
}

type Err struct{ code int }

func (e *Err) Error() string { return fmt.Sprint("code ", e.code) }

func find(code int) error {
	if code == 0 {
		return nil
	}
	return &Err{code}
}

func main() {
	ts := []*T{{Name: "a", N: 1}, {"b", 2}}
	m := map[string]*T{"x": {Name: "x"}}
	fmt.Println(ts[1].Name, m["x"].Name, len(ts))
	grid := [2][2]string{{"a", "b"}, {"c", "d"}}
	fmt.Println(grid)
	pts := []struct{ X, Y int }{{1, 2}, {3, 4}}
	fmt.Println(pts)
	fmt.Println(&P{3}, V{4}, &V{5}, []*P{{1}}, []fmt.Stringer{&P{2}, V{3}})
	var n Named = &Obj{Base: &Base{"base"}}
	fmt.Println(n.GetName())
	if err := find(3); err != nil {
		var e *Err
		fmt.Println(errors.As(err, &e), e.code, err)
	}
	fmt.Println(-7/2, -7%2, 7/-2, 7%-2)
	for i, r := range "a\xffb" {
		fmt.Print(" ", i, ":", r)
	}
	fmt.Println()
	words := strings.Fields(" the quick  brown fox ")
	sort.Slice(words, func(i, j int) bool { return len(words[i]) < len(words[j]) || len(words[i]) == len(words[j]) && words[i] < words[j] })
	fmt.Println(words)
	var sb strings.Builder
	fmt.Fprintf(&sb, "x")
	type local struct{ a int }
	l := local{1}
	l2 := l
	l2.a = 2
	fmt.Printf("%v %v %T\n", l, l2, l)
	x := 5
	switch y := x * 2; {
	case y > 5:
		fmt.Println("big", y)
	}
	var iface any = T{"q", 1}
	if t, ok := iface.(T); ok {
		t.N = 100
	}
	fmt.Println(iface.(T).N)
	bs := []byte("hello")
	fmt.Println(string(bs[1:3]), bs[0])
	const c = 'a' + 1
	fmt.Println(c, string(rune(c)))
	var u8 uint8 = 250
	u8 += 10
	fmt.Println(u8, ^0, ^uint8(1))
}

// Output:
// b x 2
// [[a b] [c d]]
// [{1 2} {3 4}]
// P(3) V(4) V(5) [P(1)] [P(2) V(3)]
// base
// true 3 code 3
// -3 -1 -3 1
//  0:97 1:65533 2:98
// [fox the brown quick]
// {1} {2} main.local
// big 10
// 1
// el 104
// 98 b
// 4 -1 254
