package main

import "fmt"

type State int

const (
	Idle State = iota
	Creating
	Ready
	Deleting
	Gone
)

var names = map[State]string{Idle: "Idle", Creating: "Creating", Ready: "Ready", Deleting: "Deleting", Gone: "Gone"}

func (s State) String() string { return names[s] }

func next(s State, deleted bool) State {
	switch s {
	case Idle:
		return Creating
	case Creating:
		if deleted {
			return Deleting
		}
		return Ready
	case Ready:
		if deleted {
			return Deleting
		}
	case Deleting:
		return Gone
	}
	return s
}

func main() {
	s := Idle
	for i := 0; i < 6 && s != Gone; i++ {
		s = next(s, i >= 3)
		fmt.Print(s, " ")
	}
	fmt.Println()
}

// Output:
// Creating Ready Ready Deleting Gone 
