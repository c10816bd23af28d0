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

// DefaultRetry is the recommended retry for a conflict where multiple clients are making changes to the same
// resource.
var DefaultRetry = wait.Backoff{
	Steps:    5,
	Duration: 10 * time.Millisecond,
	Factor:   1.0,
	Jitter:   0.1,
}

// DefaultBackoff is the recommended backoff for a conflict where a client may be attempting to make an
// unrelated modification to a resource under active management by one or more controllers.
var DefaultBackoff = wait.Backoff{
	Steps:    4,
	Duration: 10 * time.Millisecond,
	Factor:   5.0,
	Jitter:   0.1,
}

// OnError allows the caller to retry fn in case the error returned by fn is retriable according to the
// provided function; it returns fn's last error when the backoff's steps run out.
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

// RetryOnConflict is used to make an update to a resource when you have to worry about conflicts caused by
// other code making unrelated updates to the resource at the same time: fn is retried while it returns a
// Conflict error.
func RetryOnConflict(backoff wait.Backoff, fn func() error) error {
	return OnError(backoff, errors.IsConflict, fn)
}
`;

/** retryPackage is k8s.io/client-go/util/retry. */
export const retryPackage: ShimDefinition = { path: "k8s.io/client-go/util/retry", source, natives: {} };
