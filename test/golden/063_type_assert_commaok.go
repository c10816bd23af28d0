package main

import "fmt"

type Animal interface{ Sound() string }
type Dog struct{}
type Cat struct{ name string }

func (Dog) Sound() string  { return "woof" }
func (c *Cat) Sound() string { return c.name + " meows" }

func main() {
	animals := []Animal{Dog{}, &Cat{"tom"}}
	for _, a := range animals {
		if d, ok := a.(Dog); ok {
			fmt.Println("dog:", d.Sound())
		}
		if c, ok := a.(*Cat); ok {
			fmt.Println("cat:", c.name)
		}
		_, isCat := a.(*Cat)
		fmt.Println(a.Sound(), isCat)
	}
	var x any = 42
	n, ok := x.(int)
	s, ok2 := x.(string)
	fmt.Println(n, ok, s == "", ok2)
	var st fmt.Stringer
	_, ok3 := x.(fmt.Stringer)
	fmt.Println(st == nil, ok3)
}

// Output:
// dog: woof
// woof false
// cat: tom
// tom meows true
// 42 true true false
// true false
