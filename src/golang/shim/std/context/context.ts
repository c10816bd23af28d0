// Package context: Background, TODO, WithValue, WithCancel, WithTimeout — enough for reconcilers. Done is
// Go's: nil for Background and TODO (never closed), a channel closed by cancel (a parent's cancel reaches
// its children); the lab's virtual time does not expire a WithTimeout context on its own.
import type { ShimDefinition } from "../../registry";

const source = `package context

import (
	"errors"
	"time"
)

// A Context is what one piece of work passes to the calls it makes: when it must finish, a channel
// closed when it is called off, and values attached along the way.
type Context interface {
	Deadline() (deadline time.Time, ok bool)
	Done() <-chan struct{}
	Err() error
	Value(key any) any
}

// Canceled is what Err reports once a context was ended by its CancelFunc.
var Canceled = errors.New("context canceled")

// DeadlineExceeded is the Err of a context whose deadline passed; the lab's timeouts never expire on their own,
// so only code that returns it itself produces it.
var DeadlineExceeded error = deadlineExceededError{}

type deadlineExceededError struct{}

func (deadlineExceededError) Error() string { return "context deadline exceeded" }

// CancelFunc ends its context (and the contexts made from it); calling it again does nothing.
type CancelFunc func()

type emptyCtx struct{ name string }

func (e *emptyCtx) Deadline() (time.Time, bool) { return time.Time{}, false }
func (e *emptyCtx) Err() error                  { return nil }
func (e *emptyCtx) Done() <-chan struct{}       { return nil }
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

// WithValue derives a Context from parent that answers Value(key) with val and asks parent for any
// other key; a nil parent panics.
func WithValue(parent Context, key, val any) Context {
	if parent == nil {
		panic("cannot create context from nil parent")
	}
	return &valueCtx{parent, key, val}
}

type cancelCtx struct {
	Context
	err      error
	done     chan struct{}
	children []*cancelCtx
}

func (c *cancelCtx) Done() <-chan struct{} {
	if c.done == nil {
		c.done = make(chan struct{})
		if c.err != nil {
			close(c.done)
		}
	}
	return c.done
}

func (c *cancelCtx) cancel(err error) {
	if c.err != nil {
		return
	}
	c.err = err
	if c.done != nil {
		close(c.done)
	}
	for _, child := range c.children {
		child.cancel(err)
	}
	c.children = nil
}

// parentCancelCtx finds the nearest cancelable context above a new child (through values).
func parentCancelCtx(parent Context) *cancelCtx {
	for {
		switch p := parent.(type) {
		case *cancelCtx:
			return p
		case *valueCtx:
			parent = p.Context
		default:
			return nil
		}
	}
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
	if p := parentCancelCtx(parent); p != nil {
		if p.err != nil {
			c.cancel(p.err)
		} else {
			p.children = append(p.children, c)
		}
	}
	return c, func() { c.cancel(Canceled) }
}

// WithTimeout returns WithCancel(parent); the lab's virtual time does not expire it on its own.
func WithTimeout(parent Context, timeout time.Duration) (Context, CancelFunc) {
	return WithCancel(parent)
}
`;

export const contextPackage: ShimDefinition = { path: "context", source, natives: {} };
