// Package sigs.k8s.io/controller-runtime/pkg/source: Source, SyncingSource and Kind, declared so a
// controller that builds its watches with them type-checks; the value Kind returns records its object,
// handler and predicates. Channel is not provided: it needs a Go channel and a goroutine, which the lab runs
// neither of.
import type { ShimDefinition } from "../../../../registry";

const source = `package source

import (
	"context"

	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
)

// Source is a source of events (e.g. Create, Update, Delete operations on Kubernetes Objects) which
// should be processed by event.EventHandlers to enqueue reconcile.Requests.
type Source interface {
	// String names the source.
	String() string
}

// SyncingSource is a source that needs syncing prior to being usable.
type SyncingSource interface {
	Source
	// WaitForSync waits for the source's cache to sync.
	WaitForSync(ctx context.Context) error
}

// TypedSyncingSource is a SyncingSource; the lab's sources always enqueue reconcile.Requests.
type TypedSyncingSource[request comparable] interface {
	SyncingSource
}

// Kind is used to provide a source of events originating inside the cluster from Watches (e.g. Pod Create).
// The cache argument is the manager's cache (mgr.GetCache()).
func Kind[object client.Object](cache any, obj object, handler handler.EventHandler, predicates ...predicate.Predicate) SyncingSource {
	return &kind{obj: obj, handler: handler, predicates: predicates}
}

type kind struct {
	obj        client.Object
	handler    handler.EventHandler
	predicates []predicate.Predicate
}

func (k *kind) String() string { return "kind source" }

func (k *kind) WaitForSync(ctx context.Context) error { return nil }
`;

/** sourcePackage is sigs.k8s.io/controller-runtime/pkg/source. */
export const sourcePackage: ShimDefinition = { path: "sigs.k8s.io/controller-runtime/pkg/source", source, natives: {} };
