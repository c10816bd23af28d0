package main

import (
	"fmt"
	"time"
)

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

func (r Result) IsZero() bool { return r == Result{} }

func backoff(failures int) time.Duration {
	d := 5 * time.Millisecond
	for i := 0; i < failures; i++ {
		d *= 2
		if d > 1000*time.Second {
			return 1000 * time.Second
		}
	}
	return d
}

func main() {
	fmt.Println(Result{}.IsZero(), Result{RequeueAfter: time.Second}.IsZero())
	for _, f := range []int{0, 1, 5, 10, 20, 30} {
		fmt.Println(f, backoff(f))
	}
}

// Output:
// true false
// 0 5ms
// 1 10ms
// 5 160ms
// 10 5.12s
// 20 16m40s
// 30 16m40s
