// Package k8s.io/apimachinery/pkg/util/errors: Aggregate (several errors as one), NewAggregate,
// Flatten, Reduce and FilterOut, written in Go.
import type { ShimDefinition } from "../../../../../registry";

const source = `package errors

import (
	"errors"
	"strings"
)

// MessageCountMap counts how often each error message occurred.
type MessageCountMap map[string]int

// Aggregate represents an object that contains multiple errors, but does not necessarily have singular semantic meaning.
type Aggregate interface {
	error
	// Errors returns the list of errors.
	Errors() []error
	// Is reports whether any of the errors matches target.
	Is(error) bool
}

type aggregate []error

// NewAggregate converts a slice of errors into an Aggregate interface; nil when the slice has no non-nil error.
func NewAggregate(errlist []error) Aggregate {
	var errs []error
	for _, e := range errlist {
		if e != nil {
			errs = append(errs, e)
		}
	}
	if len(errs) == 0 {
		return nil
	}
	return aggregate(errs)
}

func (agg aggregate) Error() string {
	if len(agg) == 1 {
		return agg[0].Error()
	}
	seen := map[string]bool{}
	var msgs []string
	for _, e := range agg {
		m := e.Error()
		if !seen[m] {
			seen[m] = true
			msgs = append(msgs, m)
		}
	}
	if len(msgs) == 1 {
		return msgs[0]
	}
	return "[" + strings.Join(msgs, ", ") + "]"
}

func (agg aggregate) Is(target error) bool {
	for _, e := range agg {
		if errors.Is(e, target) {
			return true
		}
	}
	return false
}

func (agg aggregate) Errors() []error { return []error(agg) }

// Flatten takes an Aggregate, which may hold other Aggregates in arbitrary nesting, and flattens them all into a single Aggregate, recursively.
func Flatten(agg Aggregate) Aggregate {
	var result []error
	if agg == nil {
		return nil
	}
	for _, err := range agg.Errors() {
		if a, ok := err.(Aggregate); ok {
			r := Flatten(a)
			if r != nil {
				result = append(result, r.Errors()...)
			}
		} else if err != nil {
			result = append(result, err)
		}
	}
	return NewAggregate(result)
}

// Reduce will return err or nil, if err is an Aggregate and only has one item, the first item in the aggregate.
func Reduce(err error) error {
	if agg, ok := err.(Aggregate); ok && err != nil {
		switch len(agg.Errors()) {
		case 1:
			return agg.Errors()[0]
		case 0:
			return nil
		}
	}
	return err
}

// Matcher tests one error; FilterOut drops the errors for which a matcher says true.
type Matcher func(error) bool

// FilterOut removes all errors that match any of the matchers from the input error.
func FilterOut(err error, fns ...Matcher) error {
	if err == nil {
		return nil
	}
	if agg, ok := err.(Aggregate); ok {
		var kept []error
		for _, e := range agg.Errors() {
			if FilterOut(e, fns...) != nil {
				kept = append(kept, e)
			}
		}
		return NewAggregate(kept)
	}
	for _, fn := range fns {
		if fn(err) {
			return nil
		}
	}
	return err
}
`;

/** utilErrorsPackage is k8s.io/apimachinery/pkg/util/errors. */
export const utilErrorsPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/util/errors", source, natives: {} };
