// Package sigs.k8s.io/controller-runtime/pkg/controller: Options (MaxConcurrentReconciles, RateLimiter, …).
import type { ShimDefinition } from "../../../../registry";

const controllerSource = `package controller

import "time"

// Options are the arguments for creating a new Controller.
type Options struct {
	MaxConcurrentReconciles int
	CacheSyncTimeout        time.Duration
	RecoverPanic            *bool
	NeedLeaderElection      *bool
	SkipNameValidation      *bool
	UsePriorityQueue        *bool
}
`;

/** controllerPackage is sigs.k8s.io/controller-runtime/pkg/controller. */
export const controllerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/controller",
  source: controllerSource,
  natives: {},
};
