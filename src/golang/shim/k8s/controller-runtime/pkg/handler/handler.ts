// Package sigs.k8s.io/controller-runtime/pkg/handler: TypedEventHandler (EventHandler is its client.Object
// form), Funcs/TypedFuncs, EnqueueRequestForObject, EnqueueRequestForOwner and EnqueueRequestsFromMapFunc,
// each also in its Typed[...] form, as controller-runtime ≥ 0.19 declares them (pkg/handler/eventhandler.go,
// enqueue.go, enqueue_owner.go, enqueue_mapped.go, read at 86a0d40). The builder maps the three built-in
// handlers to the engine's own (labKind names which); any other handler is called in Go on each event,
// with the controller's queue as a workqueue.TypedRateLimitingInterface[reconcile.Request] (labQueue).
import type { ShimDefinition } from "../../../../registry";
import { queueNatives } from "./queue";

const handlerSource = `package handler

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/util/workqueue"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// TypedEventHandler enqueues requests in response to events (e.g. Pod Create).
type TypedEventHandler[object any, request comparable] interface {
	// Create receives the event for an object that has just appeared (an informer Add) and may add requests to the queue.
	Create(context.Context, event.TypedCreateEvent[object], workqueue.TypedRateLimitingInterface[request])
	// Update receives the old and new object of a modification and may add requests to the queue.
	Update(context.Context, event.TypedUpdateEvent[object], workqueue.TypedRateLimitingInterface[request])
	// Delete receives the last known state of a removed object and may add requests to the queue.
	Delete(context.Context, event.TypedDeleteEvent[object], workqueue.TypedRateLimitingInterface[request])
	// Generic receives an object from a source other than a watch (a channel source) and may add
	// requests to the queue.
	Generic(context.Context, event.TypedGenericEvent[object], workqueue.TypedRateLimitingInterface[request])
}

// EventHandler enqueues reconcile.Requests in response to events on client.Objects.
type EventHandler = TypedEventHandler[client.Object, reconcile.Request]

// LowPriority is the priority set by WithLowPriorityWhenUnchanged.
const LowPriority = -100

// TypedFuncs implements TypedEventHandler with functions; an unset function does nothing.
type TypedFuncs[object any, request comparable] struct {
	// CreateFunc, when set, handles Create events.
	CreateFunc func(context.Context, event.TypedCreateEvent[object], workqueue.TypedRateLimitingInterface[request])
	// UpdateFunc, when set, handles Update events.
	UpdateFunc func(context.Context, event.TypedUpdateEvent[object], workqueue.TypedRateLimitingInterface[request])
	// DeleteFunc, when set, handles Delete events.
	DeleteFunc func(context.Context, event.TypedDeleteEvent[object], workqueue.TypedRateLimitingInterface[request])
	// GenericFunc, when set, handles Generic events.
	GenericFunc func(context.Context, event.TypedGenericEvent[object], workqueue.TypedRateLimitingInterface[request])
}

// Funcs is TypedFuncs over client.Object and reconcile.Request.
type Funcs = TypedFuncs[client.Object, reconcile.Request]

// Create passes the event to CreateFunc, or drops it when CreateFunc is nil.
func (h TypedFuncs[object, request]) Create(ctx context.Context, e event.TypedCreateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.CreateFunc != nil {
		h.CreateFunc(ctx, e, q)
	}
}

// Update passes the event to UpdateFunc, or drops it when UpdateFunc is nil.
func (h TypedFuncs[object, request]) Update(ctx context.Context, e event.TypedUpdateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.UpdateFunc != nil {
		h.UpdateFunc(ctx, e, q)
	}
}

// Delete passes the event to DeleteFunc, or drops it when DeleteFunc is nil.
func (h TypedFuncs[object, request]) Delete(ctx context.Context, e event.TypedDeleteEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.DeleteFunc != nil {
		h.DeleteFunc(ctx, e, q)
	}
}

// Generic passes the event to GenericFunc, or drops it when GenericFunc is nil.
func (h TypedFuncs[object, request]) Generic(ctx context.Context, e event.TypedGenericEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	if h.GenericFunc != nil {
		h.GenericFunc(ctx, e, q)
	}
}

// WithLowPriorityWhenUnchanged reduces the priority of events stemming from the initial listwatch or from a resync if wrapping a priority queue.
func WithLowPriorityWhenUnchanged[object client.Object, request comparable](u TypedEventHandler[object, request]) TypedEventHandler[object, request] {
	return TypedFuncs[object, request]{CreateFunc: u.Create, UpdateFunc: u.Update, DeleteFunc: u.Delete, GenericFunc: u.Generic}
}

// TypedEnqueueRequestForObject maps each event to one reconcile.Request for the object itself (its namespace and name).
type TypedEnqueueRequestForObject[object client.Object] struct{}

// EnqueueRequestForObject is TypedEnqueueRequestForObject for client.Object: each event queues a request for the object itself.
type EnqueueRequestForObject = TypedEnqueueRequestForObject[client.Object]

func requestFor(o client.Object) reconcile.Request {
	return reconcile.Request{NamespacedName: types.NamespacedName{Name: o.GetName(), Namespace: o.GetNamespace()}}
}

// Create queues a request for the created object.
func (e *TypedEnqueueRequestForObject[T]) Create(ctx context.Context, evt event.TypedCreateEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	if isNil(evt.Object) {
		return
	}
	q.Add(requestFor(evt.Object))
}

// Update implements EventHandler: it enqueues the new object, else the old one.
func (e *TypedEnqueueRequestForObject[T]) Update(ctx context.Context, evt event.TypedUpdateEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	switch {
	case !isNil(evt.ObjectNew):
		q.Add(requestFor(evt.ObjectNew))
	case !isNil(evt.ObjectOld):
		q.Add(requestFor(evt.ObjectOld))
	}
}

// Delete queues a request for the deleted object.
func (e *TypedEnqueueRequestForObject[T]) Delete(ctx context.Context, evt event.TypedDeleteEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	if isNil(evt.Object) {
		return
	}
	q.Add(requestFor(evt.Object))
}

// Generic queues a request for the object carried by the event.
func (e *TypedEnqueueRequestForObject[T]) Generic(ctx context.Context, evt event.TypedGenericEvent[T], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	if isNil(evt.Object) {
		return
	}
	q.Add(requestFor(evt.Object))
}

func (e *TypedEnqueueRequestForObject[T]) labKind() string { return "object" }

// OwnerOption tunes how EnqueueRequestForOwner picks owners from ownerReferences.
type OwnerOption func(e *ownerSettings)

type ownerSettings struct {
	onlyController bool
}

// OnlyControllerOwner makes EnqueueRequestForOwner follow only the ownerReference marked controller: true.
func OnlyControllerOwner() OwnerOption {
	return func(e *ownerSettings) { e.onlyController = true }
}

type enqueueRequestForOwner[object client.Object] struct {
	scheme         *runtime.Scheme
	ownerType      client.Object
	onlyController bool
}

// EnqueueRequestForOwner enqueues Requests for the Owners of an object (matching the owner's group and kind).
func EnqueueRequestForOwner(scheme *runtime.Scheme, mapper meta.RESTMapper, ownerType client.Object, opts ...OwnerOption) EventHandler {
	return TypedEnqueueRequestForOwner[client.Object](scheme, mapper, ownerType, opts...)
}

// TypedEnqueueRequestForOwner enqueues Requests for the Owners of an object (matching the owner's group and kind).
func TypedEnqueueRequestForOwner[object client.Object](scheme *runtime.Scheme, mapper meta.RESTMapper, ownerType client.Object, opts ...OwnerOption) TypedEventHandler[object, reconcile.Request] {
	s := &ownerSettings{}
	for _, opt := range opts {
		opt(s)
	}
	return &enqueueRequestForOwner[object]{scheme: scheme, ownerType: ownerType, onlyController: s.onlyController}
}

func (e *enqueueRequestForOwner[object]) labKind() string { return "owner" }

func (e *enqueueRequestForOwner[object]) enqueue(o client.Object, q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	if isNil(o) {
		return
	}
	gvk, err := apiutil.GVKForObject(e.ownerType, e.scheme)
	if err != nil {
		return
	}
	for _, ref := range o.GetOwnerReferences() {
		if e.onlyController && (ref.Controller == nil || !*ref.Controller) {
			continue
		}
		if ref.Kind != gvk.Kind || groupOf(ref.APIVersion) != gvk.Group {
			continue
		}
		q.Add(reconcile.Request{NamespacedName: types.NamespacedName{Name: ref.Name, Namespace: o.GetNamespace()}})
	}
}

func groupOf(apiVersion string) string {
	for i := 0; i < len(apiVersion); i++ {
		if apiVersion[i] == '/' {
			return apiVersion[:i]
		}
	}
	return ""
}

// Create queues a request for each matching owner of the created object.
func (e *enqueueRequestForOwner[object]) Create(ctx context.Context, evt event.TypedCreateEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	e.enqueue(evt.Object, q)
}

// Update implements EventHandler: the owners of the old and of the new object.
func (e *enqueueRequestForOwner[object]) Update(ctx context.Context, evt event.TypedUpdateEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	e.enqueue(evt.ObjectOld, q)
	e.enqueue(evt.ObjectNew, q)
}

// Delete queues a request for each matching owner of the deleted object.
func (e *enqueueRequestForOwner[object]) Delete(ctx context.Context, evt event.TypedDeleteEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	e.enqueue(evt.Object, q)
}

// Generic queues a request for each matching owner of the event's object.
func (e *enqueueRequestForOwner[object]) Generic(ctx context.Context, evt event.TypedGenericEvent[object], q workqueue.TypedRateLimitingInterface[reconcile.Request]) {
	e.enqueue(evt.Object, q)
}

// TypedMapFunc turns one watched object into the requests to queue (any number, possibly none).
type TypedMapFunc[object any, request comparable] func(context.Context, object) []request

// MapFunc is TypedMapFunc from client.Object to reconcile.Request, as Watches with EnqueueRequestsFromMapFunc takes it.
type MapFunc = TypedMapFunc[client.Object, reconcile.Request]

type enqueueRequestsFromMapFunc[object any, request comparable] struct {
	toRequests TypedMapFunc[object, request]
}

// EnqueueRequestsFromMapFunc is a handler that asks fn which requests an event's object leads to
// and queues each of them once (for an update, those of the old and of the new object).
func EnqueueRequestsFromMapFunc(fn MapFunc) EventHandler {
	return TypedEnqueueRequestsFromMapFunc(fn)
}

// TypedEnqueueRequestsFromMapFunc is EnqueueRequestsFromMapFunc for any object and request types.
func TypedEnqueueRequestsFromMapFunc[object any, request comparable](fn TypedMapFunc[object, request]) TypedEventHandler[object, request] {
	return &enqueueRequestsFromMapFunc[object, request]{toRequests: fn}
}

func (e *enqueueRequestsFromMapFunc[object, request]) labKind() string { return "map" }

func (e *enqueueRequestsFromMapFunc[object, request]) mapAndEnqueue(ctx context.Context, q workqueue.TypedRateLimitingInterface[request], o object, reqs map[request]bool) {
	for _, req := range e.toRequests(ctx, o) {
		if !reqs[req] {
			q.Add(req)
			reqs[req] = true
		}
	}
}

// Create queues the requests the map function returns for the created object.
func (e *enqueueRequestsFromMapFunc[object, request]) Create(ctx context.Context, evt event.TypedCreateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	e.mapAndEnqueue(ctx, q, evt.Object, map[request]bool{})
}

// Update maps the old and the new object and queues the union of their requests, each once.
func (e *enqueueRequestsFromMapFunc[object, request]) Update(ctx context.Context, evt event.TypedUpdateEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	reqs := map[request]bool{}
	e.mapAndEnqueue(ctx, q, evt.ObjectOld, reqs)
	e.mapAndEnqueue(ctx, q, evt.ObjectNew, reqs)
}

// Delete queues the requests the map function returns for the deleted object.
func (e *enqueueRequestsFromMapFunc[object, request]) Delete(ctx context.Context, evt event.TypedDeleteEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	e.mapAndEnqueue(ctx, q, evt.Object, map[request]bool{})
}

// Generic queues the requests the map function returns for the event's object.
func (e *enqueueRequestsFromMapFunc[object, request]) Generic(ctx context.Context, evt event.TypedGenericEvent[object], q workqueue.TypedRateLimitingInterface[request]) {
	e.mapAndEnqueue(ctx, q, evt.Object, map[request]bool{})
}

func isNil(o any) bool {
	if o == nil {
		return true
	}
	if c, ok := o.(client.Object); ok {
		return c == nil
	}
	return false
}

// labQueue is the controller's workqueue as a handler sees it; Get, Done and ShutDown belong to the
// controller's workers, and a handler calling them panics.
type labQueue struct {
	ref any
}

func (q *labQueue) Add(item reconcile.Request) { queueAdd(q.ref, item.Namespace, item.Name, -1) }
func (q *labQueue) AddAfter(item reconcile.Request, d time.Duration) {
	queueAdd(q.ref, item.Namespace, item.Name, d)
}
func (q *labQueue) AddRateLimited(item reconcile.Request) { queueAddRateLimited(q.ref, item.Namespace, item.Name) }
func (q *labQueue) Forget(item reconcile.Request)         { queueForget(q.ref, item.Namespace, item.Name) }
func (q *labQueue) NumRequeues(item reconcile.Request) int {
	return queueNumRequeues(q.ref, item.Namespace, item.Name)
}
func (q *labQueue) Len() int { return queueLen(q.ref) }
func (q *labQueue) Get() (reconcile.Request, bool) {
	panic("the lab's event handlers may add to the controller's queue, not Get from it")
}
func (q *labQueue) Done(item reconcile.Request) {
	panic("the lab's event handlers may add to the controller's queue, not mark items Done")
}
func (q *labQueue) ShutDown()          { panic("the lab's event handlers may not shut down the controller's queue") }
func (q *labQueue) ShutDownWithDrain() { q.ShutDown() }
func (q *labQueue) ShuttingDown() bool { return false }

func queueAdd(ref any, namespace, name string, after time.Duration)
func queueAddRateLimited(ref any, namespace, name string)
func queueForget(ref any, namespace, name string)
func queueNumRequeues(ref any, namespace, name string) int
func queueLen(ref any) int
`;

/** handlerPackage is sigs.k8s.io/controller-runtime/pkg/handler. */
export const handlerPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/handler",
  source: handlerSource,
  natives: queueNatives,
};
