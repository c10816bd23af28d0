// Package sigs.k8s.io/controller-runtime/pkg/event: the Create, Update, Delete and Generic
// events a predicate and an event handler see, generic over the object (TypedCreateEvent[T], …) with
// the client.Object forms as aliases, as in controller-runtime ≥ 0.19 (pkg/event/event.go).
import type { ShimDefinition } from "../../../../registry";

const eventSource = `package event

import "sigs.k8s.io/controller-runtime/pkg/client"

// TypedCreateEvent is an event where a Kubernetes object was created.
type TypedCreateEvent[object any] struct {
	Object object
	// IsInInitialList marks a Create that comes from the informer's first list, not from a newly created object.
	IsInInitialList bool
}

// TypedUpdateEvent is an event where a Kubernetes object was updated.
type TypedUpdateEvent[object any] struct {
	ObjectOld object
	ObjectNew object
}

// TypedDeleteEvent is an event where a Kubernetes object was deleted.
type TypedDeleteEvent[object any] struct {
	Object             object
	DeleteStateUnknown bool
}

// TypedGenericEvent is an event where the operation type is unknown (from a channel source).
type TypedGenericEvent[object any] struct {
	Object object
}

// CreateEvent is an event where a Kubernetes object was created.
type CreateEvent = TypedCreateEvent[client.Object]

// UpdateEvent is an event where a Kubernetes object was updated.
type UpdateEvent = TypedUpdateEvent[client.Object]

// DeleteEvent is an event where a Kubernetes object was deleted.
type DeleteEvent = TypedDeleteEvent[client.Object]

// GenericEvent is an event where the operation type is unknown (from a channel source).
type GenericEvent = TypedGenericEvent[client.Object]
`;

/** eventPackage is sigs.k8s.io/controller-runtime/pkg/event. */
export const eventPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/event",
  source: eventSource,
  natives: {},
};
