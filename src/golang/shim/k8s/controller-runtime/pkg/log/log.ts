// Package sigs.k8s.io/controller-runtime/pkg/log: FromContext, IntoContext and Log, over
// go-logr's Logger (../../../go-logr/logr).
import type { ShimDefinition } from "../../../../registry";

const logSource = `package log

import (
	"context"

	"github.com/go-logr/logr"
)

// Log is the base logger used by controller-runtime.
var Log = logr.Logger{}

// FromContext returns a logger with predefined values from a context.Context (the reconcile's logger).
func FromContext(ctx context.Context, keysAndValues ...interface{}) logr.Logger {
	log := Log
	if ctx != nil {
		if l, err := logr.FromContext(ctx); err == nil {
			log = l
		}
	}
	return log.WithValues(keysAndValues...)
}

// IntoContext returns a child of ctx carrying log, for FromContext to find further down.
func IntoContext(ctx context.Context, log logr.Logger) context.Context {
	return logr.NewContext(ctx, log)
}

// SetLogger sets a concrete logging implementation for all deferred Loggers (a no-op in the lab).
func SetLogger(l logr.Logger) {}
`;

/** logPackage is sigs.k8s.io/controller-runtime/pkg/log. */
export const logPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/log",
  source: logSource,
  natives: {},
};
