// Packages of controller-runtime's wiring: pkg/reconcile (Request, Result, Reconciler,
// TerminalError), pkg/event, pkg/predicate, pkg/handler, pkg/controller (Options) and
// pkg/manager (Manager). Their Go values are read by the builder natives (builder.ts).
import type { ShimDefinition } from "../../../../registry";

const reconcileSource = `package reconcile

import (
	"context"
	"errors"
	"time"

	"k8s.io/apimachinery/pkg/types"
)

// Request contains the information necessary to reconcile a Kubernetes object: its name and namespace, not the object itself.
type Request struct {
	types.NamespacedName
}

// Result contains the result of a Reconciler invocation.
type Result struct {
	// Deprecated: Requeue is deprecated since v0.21; use RequeueAfter or return an error.
	Requeue      bool
	RequeueAfter time.Duration
	Priority     *int
}

// IsZero returns true if this result is empty.
func (r *Result) IsZero() bool {
	if r == nil {
		return true
	}
	return !r.Requeue && r.RequeueAfter == 0 && r.Priority == nil
}

// Reconciler implements a Kubernetes API for a specific Resource by creating, updating or deleting Kubernetes objects.
type Reconciler interface {
	// Reconcile performs a full reconciliation for the object referred to by the Request.
	Reconcile(context.Context, Request) (Result, error)
}

// Func is a function that implements the reconcile interface.
type Func func(context.Context, Request) (Result, error)

// Reconcile implements Reconciler.
func (r Func) Reconcile(ctx context.Context, req Request) (Result, error) { return r(ctx, req) }

type terminalError struct {
	err error
}

func (te *terminalError) Unwrap() error { return te.err }

func (te *terminalError) Error() string {
	if te.err == nil {
		return "nil terminal error"
	}
	return "terminal error: " + te.err.Error()
}

func (te *terminalError) Is(target error) bool {
	tp := &terminalError{}
	return errors.As(target, &tp)
}

// TerminalError is an error that will not be retried but still be logged and recorded in metrics.
func TerminalError(wrapped error) error { return &terminalError{err: wrapped} }

func isTerminal(err error) bool { return errors.Is(err, TerminalError(nil)) }
`;

/** reconcilePackage is sigs.k8s.io/controller-runtime/pkg/reconcile. */
export const reconcilePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/reconcile",
  source: reconcileSource,
  natives: {},
};

const eventSource = `package event

import "sigs.k8s.io/controller-runtime/pkg/client"

// CreateEvent is an event where a Kubernetes object was created.
type CreateEvent struct {
	Object client.Object
}

// UpdateEvent is an event where a Kubernetes object was updated.
type UpdateEvent struct {
	ObjectOld client.Object
	ObjectNew client.Object
}

// DeleteEvent is an event where a Kubernetes object was deleted.
type DeleteEvent struct {
	Object             client.Object
	DeleteStateUnknown bool
}

// GenericEvent is an event where the operation type is unknown (from a channel source).
type GenericEvent struct {
	Object client.Object
}
`;

/** eventPackage is sigs.k8s.io/controller-runtime/pkg/event. */
export const eventPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/event",
  source: eventSource,
  natives: {},
};

const predicateSource = `package predicate

import (
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
)

// Predicate filters events before enqueuing the keys.
type Predicate interface {
	// Create returns true if the Create event should be processed.
	Create(event.CreateEvent) bool
	// Delete returns true if the Delete event should be processed.
	Delete(event.DeleteEvent) bool
	// Update returns true if the Update event should be processed.
	Update(event.UpdateEvent) bool
	// Generic returns true if the Generic event should be processed.
	Generic(event.GenericEvent) bool
}

// Funcs is a function that implements Predicate; an unset function means true.
type Funcs struct {
	CreateFunc  func(event.CreateEvent) bool
	DeleteFunc  func(event.DeleteEvent) bool
	UpdateFunc  func(event.UpdateEvent) bool
	GenericFunc func(event.GenericEvent) bool
}

// Create implements Predicate.
func (p Funcs) Create(e event.CreateEvent) bool {
	if p.CreateFunc != nil {
		return p.CreateFunc(e)
	}
	return true
}

// Delete implements Predicate.
func (p Funcs) Delete(e event.DeleteEvent) bool {
	if p.DeleteFunc != nil {
		return p.DeleteFunc(e)
	}
	return true
}

// Update implements Predicate.
func (p Funcs) Update(e event.UpdateEvent) bool {
	if p.UpdateFunc != nil {
		return p.UpdateFunc(e)
	}
	return true
}

// Generic implements Predicate.
func (p Funcs) Generic(e event.GenericEvent) bool {
	if p.GenericFunc != nil {
		return p.GenericFunc(e)
	}
	return true
}

// NewPredicateFuncs returns a predicate funcs that applies the given filter function on CREATE, UPDATE (the new object), DELETE and GENERIC events.
func NewPredicateFuncs(filter func(object client.Object) bool) Funcs {
	return Funcs{
		CreateFunc:  func(e event.CreateEvent) bool { return filter(e.Object) },
		UpdateFunc:  func(e event.UpdateEvent) bool { return filter(e.ObjectNew) },
		DeleteFunc:  func(e event.DeleteEvent) bool { return filter(e.Object) },
		GenericFunc: func(e event.GenericEvent) bool { return filter(e.Object) },
	}
}

// GenerationChangedPredicate skips update events that have no change in the object's metadata.generation field (status-only updates).
type GenerationChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for validating generation change.
func (GenerationChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return e.ObjectNew.GetGeneration() != e.ObjectOld.GetGeneration()
}

// ResourceVersionChangedPredicate implements a default update predicate function on resource version change.
type ResourceVersionChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for validating resource version change.
func (ResourceVersionChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return e.ObjectNew.GetResourceVersion() != e.ObjectOld.GetResourceVersion()
}

// LabelChangedPredicate implements a default update predicate function on label change.
type LabelChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for checking label change.
func (LabelChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return !mapsEqual(e.ObjectNew.GetLabels(), e.ObjectOld.GetLabels())
}

// AnnotationChangedPredicate implements a default update predicate function on annotation change.
type AnnotationChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for validating annotation change.
func (AnnotationChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return !mapsEqual(e.ObjectNew.GetAnnotations(), e.ObjectOld.GetAnnotations())
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

type and struct{ predicates []Predicate }

func (a and) Create(e event.CreateEvent) bool {
	for _, p := range a.predicates {
		if !p.Create(e) {
			return false
		}
	}
	return true
}

func (a and) Update(e event.UpdateEvent) bool {
	for _, p := range a.predicates {
		if !p.Update(e) {
			return false
		}
	}
	return true
}

func (a and) Delete(e event.DeleteEvent) bool {
	for _, p := range a.predicates {
		if !p.Delete(e) {
			return false
		}
	}
	return true
}

func (a and) Generic(e event.GenericEvent) bool {
	for _, p := range a.predicates {
		if !p.Generic(e) {
			return false
		}
	}
	return true
}

// And returns a composite predicate that implements a logical AND of the predicates passed to it (true when empty).
func And(predicates ...Predicate) Predicate { return and{predicates} }

type or struct{ predicates []Predicate }

func (o or) Create(e event.CreateEvent) bool {
	for _, p := range o.predicates {
		if p.Create(e) {
			return true
		}
	}
	return false
}

func (o or) Update(e event.UpdateEvent) bool {
	for _, p := range o.predicates {
		if p.Update(e) {
			return true
		}
	}
	return false
}

func (o or) Delete(e event.DeleteEvent) bool {
	for _, p := range o.predicates {
		if p.Delete(e) {
			return true
		}
	}
	return false
}

func (o or) Generic(e event.GenericEvent) bool {
	for _, p := range o.predicates {
		if p.Generic(e) {
			return true
		}
	}
	return false
}

// Or returns a composite predicate that implements a logical OR of the predicates passed to it (false when empty).
func Or(predicates ...Predicate) Predicate { return or{predicates} }

type not struct{ predicate Predicate }

func (n not) Create(e event.CreateEvent) bool   { return !n.predicate.Create(e) }
func (n not) Update(e event.UpdateEvent) bool   { return !n.predicate.Update(e) }
func (n not) Delete(e event.DeleteEvent) bool   { return !n.predicate.Delete(e) }
func (n not) Generic(e event.GenericEvent) bool { return !n.predicate.Generic(e) }

// Not returns a predicate that implements a logical NOT of the predicate passed to it.
func Not(predicate Predicate) Predicate { return not{predicate} }
`;

/** predicatePackage is sigs.k8s.io/controller-runtime/pkg/predicate. */
export const predicatePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/predicate",
  source: predicateSource,
  natives: {},
};

const handlerSource = `package handler

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// EventHandler enqueues reconcile.Requests in response to events; the lab supports the built-in handlers.
type EventHandler interface {
	handlerKind() string
}

// EnqueueRequestForObject enqueues a Request containing the Name and Namespace of the object that is the source of the Event.
type EnqueueRequestForObject struct{}

func (EnqueueRequestForObject) handlerKind() string { return "object" }

// OwnerOption modifies an EnqueueRequestForOwner EventHandler.
type OwnerOption func(e *enqueueRequestForOwner)

type enqueueRequestForOwner struct {
	ownerType      client.Object
	onlyController bool
}

func (e *enqueueRequestForOwner) handlerKind() string { return "owner" }

// EnqueueRequestForOwner enqueues Requests for the Owners of an object (matching the owner's group and kind).
func EnqueueRequestForOwner(scheme *runtime.Scheme, mapper meta.RESTMapper, ownerType client.Object, opts ...OwnerOption) EventHandler {
	e := &enqueueRequestForOwner{ownerType: ownerType}
	for _, opt := range opts {
		opt(e)
	}
	return e
}

// OnlyControllerOwner if provided will only look at the first OwnerReference with Controller: true.
func OnlyControllerOwner() OwnerOption {
	return func(e *enqueueRequestForOwner) { e.onlyController = true }
}

// MapFunc is the signature required for enqueueing requests from a generic function.
type MapFunc func(context.Context, client.Object) []reconcile.Request

type enqueueRequestsFromMapFunc struct {
	toRequests MapFunc
}

func (e *enqueueRequestsFromMapFunc) handlerKind() string { return "map" }

// EnqueueRequestsFromMapFunc enqueues Requests by running a transformation function that outputs a collection of reconcile.Requests on each Event.
func EnqueueRequestsFromMapFunc(fn MapFunc) EventHandler {
	return &enqueueRequestsFromMapFunc{toRequests: fn}
}
`;

/** handlerPackage is sigs.k8s.io/controller-runtime/pkg/handler. */
export const handlerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/handler",
  source: handlerSource,
  natives: {},
};

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

const managerSource = `package manager

import (
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// Manager initializes shared dependencies such as Caches and Clients, and provides them to Runnables.
type Manager interface {
	// GetClient returns the manager's client: cached reads, direct writes.
	GetClient() client.Client
	// GetAPIReader returns a reader that goes straight to the API server.
	GetAPIReader() client.Reader
	// GetScheme returns the manager's scheme.
	GetScheme() *runtime.Scheme
	// GetFieldIndexer returns the indexer of the manager's cache.
	GetFieldIndexer() client.FieldIndexer
	// GetRESTMapper returns the manager's REST mapper.
	GetRESTMapper() meta.RESTMapper
	managerID() int
}

type labManager struct {
	id      int
	client  client.Client
	reader  client.Client
	scheme  *runtime.Scheme
	indexer client.FieldIndexer
}

func newManager(id int, c client.Client, reader client.Client, scheme *runtime.Scheme, indexer client.FieldIndexer) Manager {
	return &labManager{id: id, client: c, reader: reader, scheme: scheme, indexer: indexer}
}

func (m *labManager) GetClient() client.Client             { return m.client }
func (m *labManager) GetAPIReader() client.Reader          { return m.reader }
func (m *labManager) GetScheme() *runtime.Scheme           { return m.scheme }
func (m *labManager) GetFieldIndexer() client.FieldIndexer { return m.indexer }
func (m *labManager) GetRESTMapper() meta.RESTMapper       { return nil }
func (m *labManager) managerID() int                       { return m.id }

// ManagerID returns the lab's process id of a manager (for the builder).
func ManagerID(m Manager) int { return m.managerID() }
`;

/** managerPackage is sigs.k8s.io/controller-runtime/pkg/manager. */
export const managerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/manager",
  source: managerSource,
  natives: {},
};
