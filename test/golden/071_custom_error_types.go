package main

import (
	"errors"
	"fmt"
)

type StatusError struct {
	Code   int
	Reason string
}

func (e StatusError) Error() string { return fmt.Sprintf("%d %s", e.Code, e.Reason) }

func IsNotFound(err error) bool {
	var se StatusError
	return errors.As(err, &se) && se.Code == 404
}

func main() {
	err := fmt.Errorf("wrapped: %w", StatusError{404, "NotFound"})
	fmt.Println(IsNotFound(err), IsNotFound(StatusError{409, "Conflict"}), IsNotFound(nil))
	fmt.Printf("%v | %T\n", err, errors.Unwrap(err))
}

// Output:
// true false false
// wrapped: 404 NotFound | main.StatusError
