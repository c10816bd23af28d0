package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

type ConflictError struct{ Name string }

func (e *ConflictError) Error() string { return "conflict on " + e.Name }

func get(name string) error {
	switch name {
	case "missing":
		return fmt.Errorf("get %s: %w", name, ErrNotFound)
	case "busy":
		return fmt.Errorf("update: %w", &ConflictError{Name: name})
	}
	return nil
}

func main() {
	err := get("missing")
	fmt.Println(err, errors.Is(err, ErrNotFound), errors.Unwrap(err) == ErrNotFound)
	err = get("busy")
	var ce *ConflictError
	if errors.As(err, &ce) {
		fmt.Println("as:", ce.Name)
	}
	fmt.Println(errors.Is(err, ErrNotFound), get("ok") == nil)
	fmt.Println(fmt.Errorf("plain %d", 1), errors.Unwrap(fmt.Errorf("plain")) == nil)
}

// Output:
// get missing: not found true true
// as: busy
// false true
// plain 1 true
