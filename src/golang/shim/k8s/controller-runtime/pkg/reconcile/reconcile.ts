// Package sigs.k8s.io/controller-runtime/pkg/reconcile: Request, Result, Reconciler, Func and
// TerminalError.
import type { ShimDefinition } from "../../../../registry";

const reconcileSource = `package reconcile

import (
	"context"
	"errors"
	"time"

	"k8s.io/apimachinery/pkg/types"
)

// Request contains the information necessary to reconcile a Kubernetes object: its name and namespace, not the object itself.
type Request struct {
	types.NamespacedName
}

// Result tells the controller what to do after a successful Reconcile: nothing (the zero value) or run again after RequeueAfter.
type Result struct {
	// Deprecated: Requeue is deprecated since v0.21; use RequeueAfter or return an error.
	Requeue      bool
	RequeueAfter time.Duration
	Priority     *int
}

// IsZero tells whether r asks for nothing more (a nil *Result counts as empty).
func (r *Result) IsZero() bool {
	if r == nil {
		return true
	}
	return !r.Requeue && r.RequeueAfter == 0 && r.Priority == nil
}

// Reconciler is the controller's logic: given the key of an object, it drives the cluster toward that object's desired state.
type Reconciler interface {
	// Reconcile looks at the object named by the Request as it is now and does whatever work remains; an error makes the controller retry with backoff.
	Reconcile(context.Context, Request) (Result, error)
}

// Func lets a plain function serve as a Reconciler.
type Func func(context.Context, Request) (Result, error)

// Reconcile calls the function itself.
func (r Func) Reconcile(ctx context.Context, req Request) (Result, error) { return r(ctx, req) }

type terminalError struct {
	err error
}

func (te *terminalError) Unwrap() error { return te.err }

func (te *terminalError) Error() string {
	if te.err == nil {
		return "nil terminal error"
	}
	return "terminal error: " + te.err.Error()
}

func (te *terminalError) Is(target error) bool {
	tp := &terminalError{}
	return errors.As(target, &tp)
}

// TerminalError marks wrapped as final: the controller logs the error but does not requeue the
// request with backoff. errors.Is(err, TerminalError(nil)) tells such an error apart.
func TerminalError(wrapped error) error { return &terminalError{err: wrapped} }

func isTerminal(err error) bool { return errors.Is(err, TerminalError(nil)) }
`;

/** reconcilePackage is sigs.k8s.io/controller-runtime/pkg/reconcile. */
export const reconcilePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/reconcile",
  source: reconcileSource,
  natives: {},
};
