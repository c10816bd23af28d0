package main

import (
	"errors"
	"fmt"
)

func double() (n int) {
	defer func() { n *= 2 }()
	n = 21
	return n
}

func withCleanup() (err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("cleanup after: %w", err)
		}
	}()
	return errors.New("failed")
}

func main() {
	fmt.Println(double())
	fmt.Println(withCleanup())
}

// Output:
// 42
// cleanup after: failed
