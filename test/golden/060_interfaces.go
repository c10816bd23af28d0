package main

import "fmt"

type Shape interface {
	Area() float64
	Perimeter() float64
}

type Rect struct{ W, H float64 }
type Circle struct{ R float64 }

func (r Rect) Area() float64       { return r.W * r.H }
func (r Rect) Perimeter() float64  { return 2 * (r.W + r.H) }
func (c *Circle) Area() float64    { return 3 * c.R * c.R }
func (c *Circle) Perimeter() float64 { return 6 * c.R }

func total(shapes []Shape) float64 {
	t := 0.0
	for _, s := range shapes {
		t += s.Area()
	}
	return t
}

func main() {
	shapes := []Shape{Rect{2, 3}, &Circle{1}}
	fmt.Println(total(shapes))
	for _, s := range shapes {
		if r, ok := s.(Rect); ok {
			fmt.Println("rect", r.W)
		} else {
			fmt.Printf("%T\n", s)
		}
	}
}

// Output:
// 9
// rect 2
// *main.Circle
