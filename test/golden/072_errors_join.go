// go1.22 (errors.Join and several %w need Go 1.20)
package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

type ConflictError struct{ Name string }

func (e *ConflictError) Error() string { return "conflict on " + e.Name }

func main() {
	joined := errors.Join(ErrNotFound, nil, errors.New("other"))
	fmt.Println(joined)
	fmt.Println(errors.Is(joined, ErrNotFound), errors.Join(nil, nil) == nil)
	var ce *ConflictError
	wrapped2 := fmt.Errorf("a: %w, b: %w", ErrNotFound, &ConflictError{"x"})
	fmt.Println(wrapped2, errors.Is(wrapped2, ErrNotFound), errors.As(wrapped2, &ce), ce.Name)
}

// Output:
// not found
// other
// true true
// a: not found, b: conflict on x true true x
