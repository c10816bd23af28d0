// Package sigs.k8s.io/controller-runtime/pkg/controller: TypedOptions (Options is its reconcile.Request form),
// as pkg/controller/controller.go declares them (read at 86a0d40). The builder hands MaxConcurrentReconciles,
// CacheSyncTimeout, RecoverPanic, NeedLeaderElection, SkipNameValidation, UsePriorityQueue,
// ReconciliationTimeout and RateLimiter to the engine's controller; a RateLimiter's When, Forget and
// NumRequeues run in Go each time the engine's queue asks, so its delays are the queue's.
import type { ShimDefinition } from "../../../../registry";

const controllerSource = `package controller

import (
	"time"

	"k8s.io/client-go/util/workqueue"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// TypedOptions configures one controller: its workers, queue, timeouts and start-up checks.
type TypedOptions[request comparable] struct {
	// SkipNameValidation turns off the check that no two controllers share a name.
	SkipNameValidation *bool
	// MaxConcurrentReconciles is how many workers reconcile different keys at the same time (1 unless set here or on the manager).
	MaxConcurrentReconciles int
	// CacheSyncTimeout bounds how long the controller waits for its caches to fill at start (2 minutes when unset).
	CacheSyncTimeout time.Duration
	// RecoverPanic turns a panic in Reconcile into an error for that request (true when unset).
	RecoverPanic *bool
	// NeedLeaderElection makes the controller run only on the elected leader (true when unset).
	NeedLeaderElection *bool
	// RateLimiter sets how long a key waits before it is retried or requeued.
	RateLimiter workqueue.TypedRateLimiter[request]
	// UsePriorityQueue picks controller-runtime's priority queue over client-go's rate-limited work queue (true when unset).
	UsePriorityQueue *bool
	// EnableWarmup specifies whether the controller should start its sources when the manager is not the leader (read by nothing in the lab).
	EnableWarmup *bool
	// ReconciliationTimeout, when set, puts a deadline on the context of every Reconcile call.
	ReconciliationTimeout time.Duration
}

// Options is TypedOptions for controllers whose queue holds reconcile.Requests.
type Options = TypedOptions[reconcile.Request]
`;

/** controllerPackage is sigs.k8s.io/controller-runtime/pkg/controller. */
export const controllerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/controller",
  source: controllerSource,
  natives: {},
};
