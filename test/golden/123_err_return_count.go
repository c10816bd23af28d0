package main

import "errors"

func f() (int, error) {
	return errors.New("x")
}

func main() { f() }

// Error:
// 6:9: not enough return values
