// Package sigs.k8s.io/controller-runtime/pkg/event: the Create, Update, Delete and Generic
// events a predicate and an event handler see, generic over the object (TypedCreateEvent[T], …) with
// the client.Object forms as aliases, as in controller-runtime ≥ 0.19 (pkg/event/event.go).
import type { ShimDefinition } from "../../../../registry";

const eventSource = `package event

import "sigs.k8s.io/controller-runtime/pkg/client"

// TypedCreateEvent tells a handler that an object appeared in the informer cache: newly created,
// or found by the informer's first list.
type TypedCreateEvent[object any] struct {
	Object object
	// IsInInitialList marks a Create that comes from the informer's first list, not from a newly created object.
	IsInInitialList bool
}

// TypedUpdateEvent carries an object before and after a change the informer saw; on a resync both
// are the same object.
type TypedUpdateEvent[object any] struct {
	ObjectOld object
	ObjectNew object
}

// TypedDeleteEvent tells a handler that an object left the informer cache. DeleteStateUnknown is
// set when the informer missed the deletion itself and Object is the last state it knew.
type TypedDeleteEvent[object any] struct {
	Object             object
	DeleteStateUnknown bool
}

// TypedGenericEvent carries an object sent by something other than a watch, such as a channel
// source; it says nothing about what happened to it.
type TypedGenericEvent[object any] struct {
	Object object
}

// CreateEvent is TypedCreateEvent over client.Object.
type CreateEvent = TypedCreateEvent[client.Object]

// UpdateEvent is TypedUpdateEvent over client.Object.
type UpdateEvent = TypedUpdateEvent[client.Object]

// DeleteEvent is TypedDeleteEvent over client.Object.
type DeleteEvent = TypedDeleteEvent[client.Object]

// GenericEvent is TypedGenericEvent over client.Object.
type GenericEvent = TypedGenericEvent[client.Object]
`;

/** eventPackage is sigs.k8s.io/controller-runtime/pkg/event. */
export const eventPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/event",
  source: eventSource,
  natives: {},
};
