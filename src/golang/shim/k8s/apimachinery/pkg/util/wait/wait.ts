// Package k8s.io/apimachinery/pkg/util/wait: Backoff (Step) and Jitter, the parts a reconciler uses
// without goroutines or sleeping; the polling loops are not provided.
import type { ShimDefinition } from "../../../../../registry";

const source = `package wait

import (
	"errors"
	"math/rand"
	"time"
)

// ErrWaitTimeout is the error a poll gives when its condition did not become true before time ran out.
var ErrWaitTimeout = errors.New("timed out waiting for the condition")

// ForeverTestTimeout is used as a very long timeout in tests.
var ForeverTestTimeout = time.Second * 30

// Jitter lengthens duration by a random share of itself, up to maxFactor times (a maxFactor of
// zero or less counts as 1).
func Jitter(duration time.Duration, maxFactor float64) time.Duration {
	if maxFactor <= 0.0 {
		maxFactor = 1.0
	}
	return duration + time.Duration(rand.Float64()*maxFactor*float64(duration))
}

// Backoff describes a growing delay: each Step returns Duration (plus Jitter) and multiplies it by Factor,
// until Steps run out or Cap is reached; from then on the delay stays the same.
type Backoff struct {
	Duration time.Duration
	Factor   float64
	Jitter   float64
	Steps    int
	Cap      time.Duration
}

// Step gives the next delay (Duration, plus jitter if set) and moves the backoff on: one step fewer
// and Duration grown by Factor, up to Cap.
func (b *Backoff) Step() time.Duration {
	if b.Steps < 1 {
		if b.Jitter > 0 {
			return Jitter(b.Duration, b.Jitter)
		}
		return b.Duration
	}
	b.Steps--
	duration := b.Duration
	if b.Factor != 0 {
		b.Duration = time.Duration(float64(b.Duration) * b.Factor)
		if b.Cap > 0 && b.Duration > b.Cap {
			b.Duration = b.Cap
			b.Steps = 0
		}
	}
	if b.Jitter > 0 {
		duration = Jitter(duration, b.Jitter)
	}
	return duration
}
`;

/** waitPackage is k8s.io/apimachinery/pkg/util/wait. */
export const waitPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/util/wait", source, natives: {} };
