package main

import (
	"errors"
	"fmt"
)

func main() {
	defer fmt.Println("deferred still runs")
	panic(errors.New("reconcile failed"))
}

// Output:
// deferred still runs

// Error:
// 10: panic: reconcile failed
