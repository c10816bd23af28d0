// Pointers to the same slice element, struct field or package variable are equal however often the
// address is taken, as map keys too, inside interfaces, structs and arrays, and in a switch.
package main

import "fmt"

type T struct {
	n    int
	name string
}

type holder struct{ p *int }

var global int

func addrOfGlobal() *int { return &global }

func main() {
	s := []int{1, 2, 3}
	alias := s[1:]
	fmt.Println(&s[0] == &s[0], &s[1] == &alias[0], &s[0] == &s[1], &s[2] != &alias[1])

	arr := [2]string{"a", "b"}
	fmt.Println(&arr[1] == &arr[1], &arr[0] == &arr[1])

	t := T{n: 1}
	pt := &t
	fmt.Println(&t.n == &pt.n, &t.n == &t.n, &t.name == &pt.name)
	other := T{n: 1}
	fmt.Println(&t.n == &other.n)

	fmt.Println(addrOfGlobal() == &global, addrOfGlobal() == addrOfGlobal())

	seen := map[*int]string{}
	seen[&s[0]] = "first"
	seen[&s[0]] = "again"
	seen[&alias[0]] = "second"
	seen[&t.n] = "field"
	seen[&pt.n] = "field again"
	seen[&global] = "global"
	seen[addrOfGlobal()] = "global again"
	fmt.Println(len(seen), seen[&s[0]], seen[&s[1]], seen[&t.n], seen[&global])

	var a, b interface{} = &s[2], &alias[1]
	fmt.Println(a == b)

	h1, h2 := holder{&s[0]}, holder{&s[0]}
	fmt.Println(h1 == h2, [2]*int{&s[0], &t.n} == [2]*int{&s[0], &pt.n})

	keyed := map[holder]int{}
	keyed[h1]++
	keyed[h2]++
	fmt.Println(len(keyed), keyed[holder{&s[0]}])

	switch &s[1] {
	case &s[0]:
		fmt.Println("wrong")
	case &alias[0]:
		fmt.Println("same element")
	}

	x := 5
	px, py := &x, &x
	fmt.Println(px == py)
}

// Output:
// true true false false
// true false
// true true true
// false
// true true
// 4 again second field again global again
// true
// true true
// 1 2
// same element
// true
