package main

import (
	"errors"
	"fmt"
)

// %T and runtime panics print types as reflect.Type's String does: "interface {}" and
// "struct { X int }" with spaces, `any` spelled out, func parameters without names.
type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type Named struct {
	Labels map[string]any
	Hook   func(name string, n ...int) (bool, error)
}

func main() {
	var x any = []interface{}{1}
	fmt.Printf("%T\n", x)
	fmt.Printf("%T\n", map[string]any{})
	fmt.Printf("%T\n", struct{}{})
	fmt.Printf("%T\n", struct {
		X int `json:"x"`
		Y interface{ Name() string }
	}{})
	fmt.Printf("%T\n", func(a int, b ...string) {})
	fmt.Printf("%T\n", func() (int, error) { return 0, nil })
	fmt.Printf("%T\n", Named{}.Hook)
	fmt.Printf("%T\n", Pair[string, any]{})
	fmt.Printf("%T\n", errors.New("e"))
	fmt.Printf("%T\n", make(chan<- []any))
	fmt.Printf("%v\n", convert(x))
}

func convert(v any) (msg string) {
	defer func() { msg = fmt.Sprint(recover()) }()
	_ = v.(map[string]interface{})
	return "no panic"
}

// Output:
// []interface {}
// map[string]interface {}
// struct {}
// struct { X int "json:\"x\""; Y interface { Name() string } }
// func(int, ...string)
// func() (int, error)
// func(string, ...int) (bool, error)
// main.Pair[string,interface {}]
// *errors.errorString
// chan<- []interface {}
// interface conversion: interface {} is []interface {}, not map[string]interface {}
