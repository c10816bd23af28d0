// Package github.com/pkg/errors: New, Errorf, Wrap, Wrapf, WithMessage, WithMessagef, WithStack, Cause,
// Unwrap, Is and As, written in Go over errors and fmt. The lab records no stack traces, so %+v prints
// the messages only.
import type { ShimDefinition } from "../../../registry";

const source = `package errors

import (
	stderrors "errors"
	"fmt"
)

type fundamental struct{ msg string }

func (f *fundamental) Error() string { return f.msg }

type withMessage struct {
	cause error
	msg   string
}

func (w *withMessage) Error() string { return w.msg + ": " + w.cause.Error() }
func (w *withMessage) Cause() error  { return w.cause }
func (w *withMessage) Unwrap() error { return w.cause }

type withStack struct{ error }

func (w *withStack) Cause() error  { return w.error }
func (w *withStack) Unwrap() error { return w.error }

// New returns an error with the supplied message.
func New(message string) error { return &fundamental{msg: message} }

// Errorf formats according to a format specifier and returns the string as a value that satisfies error.
func Errorf(format string, args ...interface{}) error { return &fundamental{msg: fmt.Sprintf(format, args...)} }

// WithStack annotates err with a stack trace at the point WithStack was called; nil when err is nil.
func WithStack(err error) error {
	if err == nil {
		return nil
	}
	return &withStack{err}
}

// Wrap returns an error annotating err with the message; nil when err is nil.
func Wrap(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withStack{&withMessage{cause: err, msg: message}}
}

// Wrapf returns an error annotating err with the format specifier; nil when err is nil.
func Wrapf(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withStack{&withMessage{cause: err, msg: fmt.Sprintf(format, args...)}}
}

// WithMessage annotates err with a new message; nil when err is nil.
func WithMessage(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: message}
}

// WithMessagef annotates err with the format specifier; nil when err is nil.
func WithMessagef(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: fmt.Sprintf(format, args...)}
}

// Cause returns the underlying cause of the error, if possible (the innermost error without a Cause method).
func Cause(err error) error {
	for err != nil {
		c, ok := err.(interface{ Cause() error })
		if !ok {
			break
		}
		err = c.Cause()
	}
	return err
}

// Unwrap returns the result of calling the Unwrap method on err, if err's type has one returning error.
func Unwrap(err error) error { return stderrors.Unwrap(err) }

// Is is errors.Is of the standard library: it walks the Unwrap chain of err looking for target.
func Is(err, target error) bool { return stderrors.Is(err, target) }

// As finds the first error in err's chain that matches target, and if so, sets target to that error value and returns true.
func As(err error, target interface{}) bool { return stderrors.As(err, target) }
`;

/** pkgErrorsPackage is github.com/pkg/errors. */
export const pkgErrorsPackage: ShimDefinition = { path: "github.com/pkg/errors", source, natives: {} };
