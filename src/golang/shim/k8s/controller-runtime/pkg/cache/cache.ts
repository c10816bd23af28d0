// Package sigs.k8s.io/controller-runtime/pkg/cache: the Cache a manager's GetCache returns (a reader over
// the process's informer cache, with its field indexer) and the Options a manager takes. ctrl.NewManager
// hands DefaultNamespaces, ByObject (Namespaces, Label, Field), DefaultLabelSelector,
// DefaultFieldSelector and SyncPeriod to the process's informer cache (pkg/manager), which scopes its
// informers as controller-runtime's cache.New does (docs/lab-contract.md §5).
import type { ShimDefinition } from "../../../../registry";

const source = `package cache

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// Cache is the manager's informer cache seen as a client.Reader, with field indexes that List can
// query.
type Cache interface {
	client.Reader
	client.FieldIndexer
	// WaitForCacheSync returns once every informer has done its first list; false when it gave up.
	WaitForCacheSync(ctx context.Context) bool
}

// AllNamespaces, as a DefaultNamespaces or ByObject.Namespaces key, caches every namespace not listed on its own.
const AllNamespaces = ""

// Config narrows what the cache keeps in one namespace.
type Config struct {
	// LabelSelector keeps only objects whose labels match; nil falls back to the default selector.
	LabelSelector labels.Selector
	// FieldSelector keeps only objects whose fields match; nil falls back to the default selector.
	FieldSelector fields.Selector
}

// ByObject scopes the cache for one object type: which namespaces, and which label and field selectors.
type ByObject struct {
	// Namespaces lists the namespaces this type is cached in, each with its own selectors.
	Namespaces map[string]Config
	// Label keeps only objects of this type matching the selector in the cache.
	Label labels.Selector
	// Field keeps only objects of this type matching the field selector in the cache.
	Field fields.Selector
}

// Options configure the informer cache a manager builds.
type Options struct {
	// SyncPeriod sets how often the informers resync, replaying every cached object to the handlers
	// as an update with the same old and new object (facts 46-47).
	SyncPeriod *time.Duration
	// DefaultNamespaces limits every type to these namespaces, unless ByObject says otherwise.
	DefaultNamespaces map[string]Config
	// DefaultLabelSelector applies to each type that ByObject gives no label selector.
	DefaultLabelSelector labels.Selector
	// DefaultFieldSelector applies to each type that ByObject gives no field selector.
	DefaultFieldSelector fields.Selector
	// ByObject gives per-type scoping (keyed by an object of that type) that overrides the defaults above.
	ByObject map[client.Object]ByObject
}
`;

/** cachePackage is sigs.k8s.io/controller-runtime/pkg/cache. */
export const cachePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/cache",
  source,
  natives: {},
};
