package main

import "fmt"

type Inner struct{ N int }
type Outer struct {
	In  Inner
	Arr [2]int
	Sl  []int
}

func mutate(o Outer) { o.In.N = 99; o.Arr[0] = 99; o.Sl[0] = 99 }
func mutatePtr(o *Outer) { o.In.N = 42 }

func main() {
	a := Outer{In: Inner{1}, Arr: [2]int{1, 2}, Sl: []int{1, 2}}
	b := a
	b.In.N = 2
	b.Arr[1] = 20
	b.Sl[1] = 20
	fmt.Println(a, b)
	mutate(a)
	fmt.Println(a)
	mutatePtr(&a)
	fmt.Println(a.In.N)
	arr := [3]int{1, 2, 3}
	arr2 := arr
	arr2[0] = 100
	fmt.Println(arr, arr2, arr == [3]int{1, 2, 3})
	list := []Inner{{1}, {2}}
	for _, x := range list {
		x.N *= 10
	}
	fmt.Println(list)
	for i := range list {
		list[i].N *= 10
	}
	fmt.Println(list)
	m := map[string]Inner{"a": {1}}
	v := m["a"]
	v.N = 5
	fmt.Println(m["a"].N, v.N)
}

// Output:
// {{1} [1 2] [1 20]} {{2} [1 20] [1 20]}
// {{1} [1 2] [99 20]}
// 42
// [1 2 3] [100 2 3] true
// [{1} {2}]
// [{10} {20}]
// 1 5
