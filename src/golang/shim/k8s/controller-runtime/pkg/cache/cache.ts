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

// Cache knows how to load Kubernetes objects and index them by field; reads come from the informer cache.
type Cache interface {
	client.Reader
	client.FieldIndexer
	// WaitForCacheSync waits for all the caches to sync; false if it could not.
	WaitForCacheSync(ctx context.Context) bool
}

// AllNamespaces, as a DefaultNamespaces or ByObject.Namespaces key, caches every namespace not listed on its own.
const AllNamespaces = ""

// Config describes all potential options for a given namespace.
type Config struct {
	// LabelSelector specifies a label selector. A nil value allows to default this.
	LabelSelector labels.Selector
	// FieldSelector specifies a field selector. A nil value allows to default this.
	FieldSelector fields.Selector
}

// ByObject scopes the cache for one object type: which namespaces, and which label and field selectors.
type ByObject struct {
	// Namespaces maps a namespace name to cache configs.
	Namespaces map[string]Config
	// Label keeps only objects of this type matching the selector in the cache.
	Label labels.Selector
	// Field keeps only objects of this type matching the field selector in the cache.
	Field fields.Selector
}

// Options configure the informer cache a manager builds.
type Options struct {
	// SyncPeriod determines the minimum frequency at which watched resources are reconciled.
	SyncPeriod *time.Duration
	// DefaultNamespaces maps namespace names to cache configs.
	DefaultNamespaces map[string]Config
	// DefaultLabelSelector will be used as a label selector for all objects unless there is already one set in ByObject.
	DefaultLabelSelector labels.Selector
	// DefaultFieldSelector will be used as a field selector for all object types unless there is already one set in ByObject.
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
