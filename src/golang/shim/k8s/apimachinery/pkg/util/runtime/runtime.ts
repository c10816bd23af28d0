// Package k8s.io/apimachinery/pkg/util/runtime (utilruntime): Must, HandleError and HandleCrash,
// as main.go and controllers use them. HandleError logs the error as the manager's own error line.
import type { ShimDefinition } from "../../../../../registry";

const source = `package runtime

import "github.com/go-logr/logr"

// Must panics on non-nil errors.
func Must(err error) {
	if err != nil {
		panic(err)
	}
}

// HandleError logs an error that cannot be returned to a caller.
func HandleError(err error) {
	if err != nil {
		logr.Logger{}.WithName("UnhandledError").Error(err, "Unhandled Error")
	}
}

// ReallyCrash controls whether HandleCrash re-panics after handling (true, as in Kubernetes).
var ReallyCrash = true

// HandleCrash, deferred, logs a panic and panics again (ReallyCrash), after calling the handlers.
func HandleCrash(additionalHandlers ...func(any)) {
	if r := recover(); r != nil {
		for _, h := range additionalHandlers {
			h(r)
		}
		logr.Logger{}.Error(nil, "Observed a panic", "panic", r)
		if ReallyCrash {
			panic(r)
		}
	}
}
`;

export const utilRuntimePackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/util/runtime",
  source,
  natives: {},
};
