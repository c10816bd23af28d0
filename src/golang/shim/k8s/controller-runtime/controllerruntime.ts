// Package sigs.k8s.io/controller-runtime, imported as ctrl: the aliases a main.go and a
// reconciler use (Request, Result, Manager, NewControllerManagedBy, Log, SetControllerReference, …).
import type { ShimDefinition } from "../../registry";

export const CTRL_PATH = "sigs.k8s.io/controller-runtime";

export const ctrlSource = `package controllerruntime

import (
	"context"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// Request contains the information necessary to reconcile a Kubernetes object.
type Request = reconcile.Request

// Result contains the result of a Reconciler invocation.
type Result = reconcile.Result

// Manager initializes shared dependencies such as Caches and Clients.
type Manager = manager.Manager

// Builder builds an Application ControllerManagedBy (e.g. Operator) and returns a manager.Manager to start it.
type Builder = builder.Builder

// NewControllerManagedBy returns a new controller builder that will be started by the provided Manager.
func NewControllerManagedBy(m Manager) *Builder { return builder.ControllerManagedBy(m) }

// SetControllerReference sets owner as a Controller OwnerReference on controlled.
func SetControllerReference(owner, controlled v1.Object, scheme *runtime.Scheme, opts ...controllerutil.OwnerReferenceOption) error {
	return controllerutil.SetControllerReference(owner, controlled, scheme, opts...)
}

// LoggerFrom returns a logger with predefined values from a context.Context.
func LoggerFrom(ctx context.Context, keysAndValues ...interface{}) logr.Logger {
	return log.FromContext(ctx, keysAndValues...)
}

// LoggerInto takes a context and sets the logger as one of its keys.
func LoggerInto(ctx context.Context, l logr.Logger) context.Context { return log.IntoContext(ctx, l) }

// Options are the arguments for creating a new Manager.
type Options = manager.Options

// NewManager returns the simulated manager of the process (LAB-CONTRACT §5).
func NewManager(config *manager.RESTConfig, options Options) (Manager, error) {
	return manager.New(config, options)
}

// GetConfigOrDie returns the configuration of the simulated API server.
func GetConfigOrDie() *manager.RESTConfig { return &manager.RESTConfig{Host: "https://api.lab.local"} }

// GetConfig returns the configuration of the simulated API server.
func GetConfig() (*manager.RESTConfig, error) { return GetConfigOrDie(), nil }

// SetupSignalHandler returns the context the manager runs under (the lab's run never receives a signal).
func SetupSignalHandler() context.Context { return context.Background() }

// Log is the base logger used by controller-runtime.
var Log = log.Log
`;

/** ctrlPackage is sigs.k8s.io/controller-runtime, imported as ctrl. */
export const ctrlPackage: ShimDefinition = { path: CTRL_PATH, source: ctrlSource, natives: {} };
