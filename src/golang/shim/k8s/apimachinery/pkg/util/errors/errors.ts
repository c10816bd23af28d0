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

// Aggregate is one error made of several, such as every validation failure of an object; its
// message lists the distinct messages, in brackets when there is more than one.
type Aggregate interface {
	error
	// Errors returns the list of errors.
	Errors() []error
	// Is reports whether any of the errors matches target.
	Is(error) bool
}

type aggregate []error

// NewAggregate keeps the non-nil errors of errlist as one Aggregate, or returns nil if none is left.
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

// Flatten unpacks Aggregates nested at any depth inside agg, giving one Aggregate of the plain errors.
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

// Reduce simplifies an Aggregate: one with a single error gives that error, an empty one gives nil,
// and anything else comes back unchanged.
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

// FilterOut drops from err every error that some matcher accepts, looking inside Aggregates; it
// returns nil when nothing is left.
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
