// Package sigs.k8s.io/controller-runtime/pkg/event: the Create, Update, Delete and Generic
// events a predicate sees.
import type { ShimDefinition } from "../../../../registry";

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
