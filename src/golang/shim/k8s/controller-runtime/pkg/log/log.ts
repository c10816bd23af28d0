// Package sigs.k8s.io/controller-runtime/pkg/log: FromContext, IntoContext and Log, over
// go-logr's Logger (../../../go-logr/logr).
import type { ShimDefinition } from "../../../../registry";

const logSource = `package log

import (
	"context"

	"github.com/go-logr/logr"
)

// Log is the package-level logger, used when a context carries none; in the lab its lines go to
// the run report.
var Log = logr.Logger{}

// FromContext gives the logger stored in ctx (inside Reconcile, the one naming the controller and
// request), or Log when there is none, with keysAndValues added.
func FromContext(ctx context.Context, keysAndValues ...interface{}) logr.Logger {
	log := Log
	if ctx != nil {
		if l, err := logr.FromContext(ctx); err == nil {
			log = l
		}
	}
	if len(keysAndValues) == 0 {
		return log
	}
	return log.WithValues(keysAndValues...)
}

// IntoContext returns a child of ctx carrying log, for FromContext to find further down.
func IntoContext(ctx context.Context, log logr.Logger) context.Context {
	return logr.NewContext(ctx, log)
}

// SetLogger installs the logger behind Log in controller-runtime; the lab's log lines always go to
// the run report, so it does nothing.
func SetLogger(l logr.Logger) {}
`;

/** logPackage is sigs.k8s.io/controller-runtime/pkg/log. */
export const logPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/log",
  source: logSource,
  natives: {},
};
