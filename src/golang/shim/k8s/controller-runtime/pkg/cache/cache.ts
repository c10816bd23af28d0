// Package sigs.k8s.io/controller-runtime/pkg/cache: the Cache a manager's GetCache returns (a reader over
// the process's informer cache, with its field indexer) and the Options a manager takes, declared so a
// main.go that sets them type-checks. The lab's cache watches every namespace: DefaultNamespaces,
// ByObject and SyncPeriod are accepted and read by nothing (docs/lab-contract.md §5).
import type { ShimDefinition } from "../../../../registry";

const source = `package cache

import (
	"context"
	"time"

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

// Config describes all potential options for a given namespace.
type Config struct {
	// LabelSelector specifies a label selector. A nil value allows to default this.
	LabelSelector labels.Selector
}

// ByObject offers more fine-grained control over the cache's ListWatch by object.
type ByObject struct {
	// Namespaces maps a namespace name to cache configs.
	Namespaces map[string]Config
	// Label represents a label selector for the object.
	Label labels.Selector
}

// Options are the optional arguments for creating a new Cache object.
type Options struct {
	// SyncPeriod determines the minimum frequency at which watched resources are reconciled.
	SyncPeriod *time.Duration
	// DefaultNamespaces maps namespace names to cache configs.
	DefaultNamespaces map[string]Config
	// DefaultLabelSelector will be used as a label selector for all objects unless there is already one set in ByObject.
	DefaultLabelSelector labels.Selector
	// ByObject restricts the cache's ListWatch to the desired fields per GVK at the specified object.
	ByObject map[client.Object]ByObject
}
`;

/** cachePackage is sigs.k8s.io/controller-runtime/pkg/cache. */
export const cachePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/cache",
  source,
  natives: {},
};
