// Package sigs.k8s.io/controller-runtime/pkg/source: TypedSource, TypedSyncingSource, Kind and TypedKind
// (pkg/source/source.go, read at 86a0d40). The value Kind returns records its cache, object, handler and
// predicates; the builder's WatchesRawSource hands them to the engine, which watches the object's kind
// through the process's informer cache. A source is started by its controller, never by the program:
// Start says so. Channel is not provided: it needs a Go channel and a goroutine, which the lab runs
// neither of.
import type { ShimDefinition } from "../../../../registry";

const source = `package source

import (
	"context"
	"fmt"

	"k8s.io/client-go/util/workqueue"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

// TypedSource feeds a controller: it turns events (object created, updated, deleted, or custom) into
// requests on the controller's queue, through an event handler.
type TypedSource[request comparable] interface {
	// Start is for the controller, not user code: it connects the source to the controller's queue.
	Start(context.Context, workqueue.TypedRateLimitingInterface[request]) error
}

// Source is TypedSource for queues of reconcile.Requests.
type Source = TypedSource[reconcile.Request]

// TypedSyncingSource is a source backed by a cache, which the controller waits on before its workers start.
type TypedSyncingSource[request comparable] interface {
	TypedSource[request]
	// WaitForSync blocks until the cache behind the source has listed its objects (or ctx ends).
	WaitForSync(ctx context.Context) error
}

// SyncingSource is TypedSyncingSource for queues of reconcile.Requests.
type SyncingSource = TypedSyncingSource[reconcile.Request]

// Kind makes a source that watches obj's type through cache and hands each event, filtered by predicates, to handler.
func Kind[object client.Object](cache cache.Cache, obj object, handler handler.TypedEventHandler[object, reconcile.Request], predicates ...predicate.TypedPredicate[object]) SyncingSource {
	return TypedKind[object, reconcile.Request](cache, obj, handler, predicates...)
}

// TypedKind is used to provide a source of events originating inside the cluster from Watches (e.g. Pod Create).
func TypedKind[object client.Object, request comparable](cache cache.Cache, obj object, handler handler.TypedEventHandler[object, request], predicates ...predicate.TypedPredicate[object]) TypedSyncingSource[request] {
	return &kind[object, request]{obj: obj, cache: cache, handler: handler, predicates: predicates}
}

type kind[object client.Object, request comparable] struct {
	obj        object
	cache      cache.Cache
	handler    handler.TypedEventHandler[object, request]
	predicates []predicate.TypedPredicate[object]
}

func (k *kind[object, request]) String() string { return fmt.Sprintf("kind source: %T", k.obj) }

func (k *kind[object, request]) Start(ctx context.Context, q workqueue.TypedRateLimitingInterface[request]) error {
	return errorString("a source is started by its controller: pass it to the builder's WatchesRawSource")
}

func (k *kind[object, request]) WaitForSync(ctx context.Context) error { return nil }

// labParts returns what the builder hands the engine: the object, the handler and the predicates (as any values).
func (k *kind[object, request]) labParts() (client.Object, any, []any, bool) {
	ps := make([]any, len(k.predicates))
	for i, p := range k.predicates {
		ps[i] = p
	}
	return k.obj, k.handler, ps, k.cache != nil
}

type errorString string

func (e errorString) Error() string { return string(e) }
`;

/** sourcePackage is sigs.k8s.io/controller-runtime/pkg/source. */
export const sourcePackage: ShimDefinition = { path: "sigs.k8s.io/controller-runtime/pkg/source", source, natives: {} };
