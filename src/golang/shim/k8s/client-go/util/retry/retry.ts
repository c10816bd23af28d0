// Package k8s.io/client-go/util/retry: RetryOnConflict, OnError and the DefaultRetry/DefaultBackoff
// backoffs, written in Go. As in client-go, fn runs at most backoff.Steps times while it fails with a
// retriable error; the lab does not sleep between attempts (the reconcile's clock does not move).
import type { ShimDefinition } from "../../../../registry";

const source = `package retry

import (
	"time"

	"k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/util/wait"
)

// DefaultRetry suits conflicts with other writers of the same fields: five tries, 10ms apart with
// a little jitter.
var DefaultRetry = wait.Backoff{
	Steps:    5,
	Duration: 10 * time.Millisecond,
	Factor:   1.0,
	Jitter:   0.1,
}

// DefaultBackoff suits writes to an object that controllers keep changing: four tries, the delay
// growing fivefold from 10ms.
var DefaultBackoff = wait.Backoff{
	Steps:    4,
	Duration: 10 * time.Millisecond,
	Factor:   5.0,
	Jitter:   0.1,
}

// OnError calls fn until it succeeds, fails with an error retriable rejects, or backoff has no steps
// left; then it returns fn's last error. Unlike client-go, the lab does not sleep between tries.
func OnError(backoff wait.Backoff, retriable func(error) bool, fn func() error) error {
	var lastErr error
	for backoff.Steps > 0 {
		err := fn()
		if err == nil {
			return nil
		}
		if !retriable(err) {
			return err
		}
		lastErr = err
		if backoff.Steps == 1 {
			break
		}
		backoff.Step()
	}
	return lastErr
}

// RetryOnConflict is OnError retrying only on Conflict: wrap a get-modify-update in fn so a write
// that lost a race against another writer is redone on a fresh copy.
func RetryOnConflict(backoff wait.Backoff, fn func() error) error {
	return OnError(backoff, errors.IsConflict, fn)
}
`;

/** retryPackage is k8s.io/client-go/util/retry. */
export const retryPackage: ShimDefinition = { path: "k8s.io/client-go/util/retry", source, natives: {} };
