package main

import "fmt"

type Cond struct {
	Type   string
	Status string
}

type Status struct {
	Phase      string
	Conditions []Cond
	Counts     map[string]int
	Owner      *Cond
}

func main() {
	s := Status{
		Phase:      "Ready",
		Conditions: []Cond{{"Available", "True"}, {"Progressing", "False"}},
		Counts:     map[string]int{"pods": 3},
	}
	fmt.Printf("%v\n", s)
	fmt.Printf("%+v\n", s.Conditions)
	fmt.Println([]*Cond{nil}, []error{nil}, struct{}{})
	var e error
	fmt.Printf("[%v] [%d]\n", e, []byte("hi"))
	fmt.Printf("%s %x % x\n", []byte("hey"), []byte("hey"), []byte("hey"))
}

// Output:
// {Ready [{Available True} {Progressing False}] map[pods:3] <nil>}
// [{Type:Available Status:True} {Type:Progressing Status:False}]
// [<nil>] [<nil>] {}
// [<nil>] [[104 105]]
// hey 686579 68 65 79
