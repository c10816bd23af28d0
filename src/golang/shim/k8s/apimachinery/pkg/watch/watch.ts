// Package k8s.io/apimachinery/pkg/watch: Interface, Event and EventType, so that code using a typed client's
// Watch type-checks. The lab provides no watch stream: a watch hands events to a goroutine as they happen,
// which the lab's reconcilers do not run (client-go's typed Watch returns the lab's error; see
// client-go/kubernetes/typed/generate.ts). NewFake, NewEmptyWatch and the other implementations are not provided.
import type { ShimDefinition } from "../../../../registry";

const source = `package watch

import "k8s.io/apimachinery/pkg/runtime"

// Interface can be implemented by anything that knows how to watch and report changes.
type Interface interface {
	// Stop tells the producer that the consumer is done watching.
	Stop()
	// ResultChan returns a channel which will receive events.
	ResultChan() <-chan Event
}

// EventType defines the possible types of events.
type EventType string

// The event types.
const (
	Added    EventType = "ADDED"
	Modified EventType = "MODIFIED"
	Deleted  EventType = "DELETED"
	Bookmark EventType = "BOOKMARK"
	Error    EventType = "ERROR"
)

// Event represents a single event to a watched resource.
type Event struct {
	Type   EventType
	Object runtime.Object
}
`;

/** watchPackage is k8s.io/apimachinery/pkg/watch. */
export const watchPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/watch", source, natives: {} };
