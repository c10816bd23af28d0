package main

import "fmt"

type Phase int

const (
	Pending Phase = iota
	Running
	Succeeded
	Failed
)

const (
	_  = iota
	KB = 1 << (10 * iota)
	MB
	GB
)

const big = 1 << 62

func (p Phase) String() string {
	switch p {
	case Pending:
		return "Pending"
	case Running:
		return "Running"
	case Succeeded:
		return "Succeeded"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

func main() {
	fmt.Println(Pending, Running, Succeeded, Failed)
	fmt.Println(KB, MB, GB)
	fmt.Println(big/(1<<60), big>>61)
	const typed int32 = 7
	fmt.Printf("%T %v\n", typed, typed)
}

// Output:
// Pending Running Succeeded Phase(3)
// 1024 1048576 1073741824
// 4 2
// int32 7
