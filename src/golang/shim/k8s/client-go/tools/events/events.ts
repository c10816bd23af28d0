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

// EventRecorder is what a controller holds to publish Events about the objects it handles
// (the lab stores them as core v1 Events, the same as tools/record).
type EventRecorder interface {
	// Eventf publishes one Event about regarding: type Normal or Warning, a CamelCase reason, and a note
	// formatted from note and args (the lab's recorder does not store related or action).
	Eventf(regarding runtime.Object, related runtime.Object, eventtype, reason, action, note string, args ...interface{})
}

// EventRecorderLogger is an EventRecorder that can also carry a logger (the lab's ignores it).
type EventRecorderLogger interface {
	EventRecorder
}

// EventBroadcaster hands out EventRecorders and, in a real cluster, ships their events to the API server.
type EventBroadcaster interface {
	// NewRecorder makes a recorder whose events name reportingController as their source.
	NewRecorder(scheme *runtime.Scheme, reportingController string) EventRecorderLogger
	// Shutdown stops the broadcaster; recorders made from it should not be used afterwards.
	Shutdown()
}

type labBroadcaster struct{}

// NewBroadcaster creates a new event broadcaster; in the lab its recorders write straight to the API server.
func NewBroadcaster(sink interface{}) EventBroadcaster { return &labBroadcaster{} }

// NewRecorder makes a recorder that writes Events reported by reportingController.
func (b *labBroadcaster) NewRecorder(scheme *runtime.Scheme, reportingController string) EventRecorderLogger {
	return &labRecorder{controller: reportingController}
}

// StartRecordingToSink is accepted and does nothing: the lab's recorders already write Events.
func (b *labBroadcaster) StartRecordingToSink(stopCh interface{}) {}

// Shutdown does nothing in the lab: there is no background sender to stop.
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
