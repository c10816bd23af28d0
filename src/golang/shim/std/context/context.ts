// Package context: Background, TODO, WithValue, WithCancel, WithTimeout — enough for reconcilers
// (no Done channel: nothing in the lab cancels a context while a goroutine waits on it).
import type { ShimDefinition } from "../../registry";

const source = `package context

import (
	"errors"
	"time"
)

// A Context carries a deadline, a cancellation signal, and request-scoped values (the lab has no Done channel).
type Context interface {
	Deadline() (deadline time.Time, ok bool)
	Err() error
	Value(key any) any
}

// Canceled is the error returned by Context.Err when the context is canceled.
var Canceled = errors.New("context canceled")

// DeadlineExceeded is the error returned by Context.Err when the context's deadline passes.
var DeadlineExceeded error = deadlineExceededError{}

type deadlineExceededError struct{}

func (deadlineExceededError) Error() string { return "context deadline exceeded" }

// A CancelFunc tells an operation to abandon its work.
type CancelFunc func()

type emptyCtx struct{ name string }

func (e *emptyCtx) Deadline() (time.Time, bool) { return time.Time{}, false }
func (e *emptyCtx) Err() error                  { return nil }
func (e *emptyCtx) Value(key any) any           { return nil }
func (e *emptyCtx) String() string              { return e.name }

var background = &emptyCtx{"context.Background"}
var todo = &emptyCtx{"context.TODO"}

// Background returns a non-nil, empty Context: the root of every context tree.
func Background() Context { return background }

// TODO returns a non-nil, empty Context, for code that does not yet know which Context to use.
func TODO() Context { return todo }

type valueCtx struct {
	Context
	key, val any
}

func (c *valueCtx) Value(key any) any {
	if c.key == key {
		return c.val
	}
	return c.Context.Value(key)
}

// WithValue returns a copy of parent in which the value associated with key is val.
func WithValue(parent Context, key, val any) Context {
	if parent == nil {
		panic("cannot create context from nil parent")
	}
	return &valueCtx{parent, key, val}
}

type cancelCtx struct {
	Context
	err error
}

func (c *cancelCtx) Err() error {
	if c.err != nil {
		return c.err
	}
	return c.Context.Err()
}

// WithCancel returns a copy of parent that is canceled when the returned cancel function is called.
func WithCancel(parent Context) (ctx Context, cancel CancelFunc) {
	c := &cancelCtx{Context: parent}
	return c, func() {
		if c.err == nil {
			c.err = Canceled
		}
	}
}

// WithTimeout returns WithCancel(parent); the lab's virtual time does not expire it on its own.
func WithTimeout(parent Context, timeout time.Duration) (Context, CancelFunc) {
	return WithCancel(parent)
}
`;

export const contextPackage: ShimDefinition = { path: "context", source, natives: {} };
