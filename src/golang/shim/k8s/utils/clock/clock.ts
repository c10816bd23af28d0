// Package k8s.io/utils/clock: the Clock interfaces and RealClock, which in the lab reads the
// simulation's virtual time (time.Now).
import type { ShimDefinition } from "../../../registry";

const source = `package clock

import "time"

// PassiveClock allows for injecting fake or real clocks into code that needs to read the current time but does not support scheduling activity in the future.
type PassiveClock interface {
	Now() time.Time
	Since(time.Time) time.Duration
}

// Clock allows for injecting fake or real clocks into code that needs to do arbitrary things based on time (the lab's has no timers).
type Clock interface {
	PassiveClock
}

// WithTicker allows for injecting fake or real clocks into code that needs to create tickers (the lab's has none).
type WithTicker interface {
	Clock
}

// RealClock really calls time.Now() (the lab's virtual time).
type RealClock struct{}

// Now returns the current time.
func (RealClock) Now() time.Time { return time.Now() }

// Since returns time since the specified timestamp.
func (RealClock) Since(ts time.Time) time.Duration { return time.Since(ts) }
`;

/** clockPackage is k8s.io/utils/clock. */
export const clockPackage: ShimDefinition = { path: "k8s.io/utils/clock", source, natives: {} };
