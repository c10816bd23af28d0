// Package sigs.k8s.io/controller-runtime/pkg/manager/signals: the context a manager runs under until
// SIGTERM or SIGINT. The lab's run never receives a signal: the context is never cancelled.
import type { ShimDefinition } from "../../../../../registry";

const source = `package signals

import (
	"context"
)

// SetupSignalHandler returns the context the manager runs under (never cancelled in the lab).
func SetupSignalHandler() context.Context { return context.Background() }
`;

/** signalsPackage is sigs.k8s.io/controller-runtime/pkg/manager/signals. */
export const signalsPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/manager/signals",
  source,
  natives: {},
};
