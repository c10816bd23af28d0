// Package k8s.io/client-go/tools/events: the newer EventRecorder (regarding, related, action,
// note); the lab's writes each event as a v1 Event object through the running manager.
import type { ShimDefinition } from "../../../../registry";
import { jsString, type Iface } from "../../../../native";
import { emitEvent } from "../record/emit";

const source = `package events

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
)

// EventRecorder knows how to record events on behalf of an EventSource.
type EventRecorder interface {
	// Eventf constructs an event from the given information and puts it in the queue for sending.
	Eventf(regarding runtime.Object, related runtime.Object, eventtype, reason, action, note string, args ...interface{})
}

// EventRecorderLogger is an EventRecorder that can also carry a logger (the lab's ignores it).
type EventRecorderLogger interface {
	EventRecorder
}

// EventBroadcaster knows how to receive events and send them to any EventSink, watcher, or log.
type EventBroadcaster interface {
	// NewRecorder returns an EventRecorder that records events with the given reporting controller name.
	NewRecorder(scheme *runtime.Scheme, reportingController string) EventRecorderLogger
	// Shutdown shuts down the broadcaster.
	Shutdown()
}

type labBroadcaster struct{}

// NewBroadcaster creates a new event broadcaster; in the lab its recorders write straight to the API server.
func NewBroadcaster(sink interface{}) EventBroadcaster { return &labBroadcaster{} }

// NewRecorder returns an EventRecorder that records events with the given reporting controller name.
func (b *labBroadcaster) NewRecorder(scheme *runtime.Scheme, reportingController string) EventRecorderLogger {
	return &labRecorder{controller: reportingController}
}

// StartRecordingToSink is accepted and does nothing: the lab's recorders already write Events.
func (b *labBroadcaster) StartRecordingToSink(stopCh interface{}) {}

// Shutdown shuts down the broadcaster.
func (b *labBroadcaster) Shutdown() {}

type labRecorder struct {
	controller string
}

// Eventf records an event about regarding with a formatted note.
func (r *labRecorder) Eventf(regarding runtime.Object, related runtime.Object, eventtype, reason, action, note string, args ...interface{}) {
	emit(regarding, r.controller, eventtype, reason, fmt.Sprintf(note, args...))
}

func emit(object runtime.Object, controller, eventtype, reason, note string)
`;

/** eventsPackage is k8s.io/client-go/tools/events. */
export const eventsPackage: ShimDefinition = {
  path: "k8s.io/client-go/tools/events",
  source,
  natives: {
    emit: (obj: Iface | null, controller: string, type: string, reason: string, note: string) => {
      emitEvent(obj, jsString(controller), jsString(type), jsString(reason), jsString(note));
    },
  },
};
