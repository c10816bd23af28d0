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

// New makes an error whose text is message.
func New(message string) error { return &fundamental{msg: message} }

// Errorf makes an error whose text is format filled in with args, as fmt.Sprintf does.
func Errorf(format string, args ...interface{}) error { return &fundamental{msg: fmt.Sprintf(format, args...)} }

// WithStack wraps err without changing its text (github.com/pkg/errors would add a stack trace; the
// lab records none); nil stays nil.
func WithStack(err error) error {
	if err == nil {
		return nil
	}
	return &withStack{err}
}

// Wrap puts message in front of err's text ("message: err"), keeping err as the cause; nil stays nil.
func Wrap(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withStack{&withMessage{cause: err, msg: message}}
}

// Wrapf is Wrap with the message built from format and args; nil stays nil.
func Wrapf(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withStack{&withMessage{cause: err, msg: fmt.Sprintf(format, args...)}}
}

// WithMessage is Wrap without the stack-trace layer; nil stays nil.
func WithMessage(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: message}
}

// WithMessagef is WithMessage with the message built from format and args; nil stays nil.
func WithMessagef(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: fmt.Sprintf(format, args...)}
}

// Cause follows Cause methods down from err and returns the first error that has none.
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

// Unwrap is the standard library's errors.Unwrap: one step down err's chain, or nil.
func Unwrap(err error) error { return stderrors.Unwrap(err) }

// Is is the standard library's errors.Is: whether target is somewhere in err's Unwrap chain.
func Is(err, target error) bool { return stderrors.Is(err, target) }

// As is the standard library's errors.As: it stores in target the first error of err's chain that
// target can hold, and says whether there was one.
func As(err error, target interface{}) bool { return stderrors.As(err, target) }
`;

/** pkgErrorsPackage is github.com/pkg/errors. */
export const pkgErrorsPackage: ShimDefinition = { path: "github.com/pkg/errors", source, natives: {} };
