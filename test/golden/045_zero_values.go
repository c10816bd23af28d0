package main

import "fmt"

type Cond struct {
	Type   string
	Status bool
}

type State struct {
	Count  int
	Ratio  float64
	Name   string
	Ok     bool
	Items  []string
	Index  map[string]int
	Ptr    *State
	Iface  any
	Err    error
	Conds  [2]Cond
	Fn     func()
}

func main() {
	var s State
	fmt.Printf("%+v\n", s)
	fmt.Println(len(s.Items), s.Items == nil, s.Index["x"], s.Err == nil, s.Conds[1].Type == "")
	s.Items = append(s.Items, "a")
	fmt.Println(s.Items)
}

// Output:
// {Count:0 Ratio:0 Name: Ok:false Items:[] Index:map[] Ptr:<nil> Iface:<nil> Err:<nil> Conds:[{Type: Status:false} {Type: Status:false}] Fn:<nil>}
// 0 true 0 true true
// [a]
