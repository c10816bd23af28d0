package main

import (
	"fmt"
	"reflect"
)

type Spec struct {
	Replicas int
	Labels   map[string]string
	Args     []string
	Ptr      *int
}

func main() {
	one, uno := 1, 1
	a := Spec{3, map[string]string{"a": "b"}, []string{"x"}, &one}
	b := Spec{3, map[string]string{"a": "b"}, []string{"x"}, &uno}
	fmt.Println(reflect.DeepEqual(a, b))
	b.Args = append(b.Args, "y")
	fmt.Println(reflect.DeepEqual(a, b))
	fmt.Println(reflect.DeepEqual([]int{}, []int(nil)), reflect.DeepEqual(map[string]int{}, map[string]int{}))
	fmt.Println(reflect.DeepEqual(1, int64(1)), reflect.DeepEqual(nil, nil), reflect.DeepEqual("a", "a"))
}

// Output:
// true
// false
// false true
// false true true
