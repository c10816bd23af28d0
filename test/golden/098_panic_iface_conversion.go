package main

import "fmt"

type Shape interface{ Area() int }
type Sq struct{}

func (Sq) Area() int { return 1 }

type Circle struct{}

func (Circle) Area() int { return 3 }

func main() {
	var s Shape = Sq{}
	fmt.Println(s.Area())
	c := s.(Circle)
	fmt.Println(c)
}

// Output:
// 1

// Error:
// 17: panic: interface conversion: main.Shape is main.Sq, not main.Circle
