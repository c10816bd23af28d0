// Package k8s.io/apimachinery/pkg/watch: Interface, Event and EventType, so that code using a typed client's
// Watch type-checks. The lab provides no watch stream: a watch hands events to a goroutine as they happen,
// which the lab's reconcilers do not run (client-go's typed Watch returns the lab's error; see
// client-go/kubernetes/typed/generate.ts). NewFake, NewEmptyWatch and the other implementations are not provided.
import type { ShimDefinition } from "../../../../registry";

const source = `package watch

import "k8s.io/apimachinery/pkg/runtime"

// Interface is an open watch: a channel of change events plus a way to end it (no lab client returns one).
type Interface interface {
	// Stop ends the watch and closes its channel.
	Stop()
	// ResultChan is where the watch's events arrive, one Event per change.
	ResultChan() <-chan Event
}

// EventType says what happened to the object in a watch Event.
type EventType string

// The event types.
const (
	Added    EventType = "ADDED"
	Modified EventType = "MODIFIED"
	Deleted  EventType = "DELETED"
	Bookmark EventType = "BOOKMARK"
	Error    EventType = "ERROR"
)

// Event is one watch notification: the kind of change and the object after it (its last state, for a delete).
type Event struct {
	Type   EventType
	Object runtime.Object
}
`;

/** watchPackage is k8s.io/apimachinery/pkg/watch. */
export const watchPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/watch", source, natives: {} };
