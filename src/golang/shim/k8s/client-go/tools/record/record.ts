// Package k8s.io/client-go/tools/record: EventRecorder, and a broadcaster whose recorders write
// each event as a v1 Event object through the running manager (visible in the report's objects).
import type { ShimDefinition } from "../../../../registry";
import { jsString, type GoMap, type Iface } from "../../../../native";
import { emitEvent } from "./emit";

export const RECORD_PATH = "k8s.io/client-go/tools/record";

const source = `package record

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// EventRecorder writes Kubernetes Events about an object (in the lab, v1 Event objects through the running manager).
type EventRecorder interface {
	// Event records one Event about object with the given type (Normal or Warning), reason and message.
	Event(object runtime.Object, eventtype, reason, message string)
	// Eventf formats the message from messageFmt and args, then records it as Event does.
	Eventf(object runtime.Object, eventtype, reason, messageFmt string, args ...interface{})
	// AnnotatedEventf is just like eventf, but with annotations attached.
	AnnotatedEventf(object runtime.Object, annotations map[string]string, eventtype, reason, messageFmt string, args ...interface{})
}

// EventRecorderLogger is an EventRecorder that can also carry a logger (the lab's ignores it).
type EventRecorderLogger interface {
	EventRecorder
}

// EventBroadcaster hands out EventRecorders; the lab's recorders write Events themselves, so no sink is needed.
type EventBroadcaster interface {
	// NewRecorder returns a recorder whose Events name source.Component as their source.
	NewRecorder(scheme *runtime.Scheme, source corev1.EventSource) EventRecorderLogger
	// Shutdown stops the broadcaster.
	Shutdown()
}

type labBroadcaster struct{}

// NewBroadcaster creates a new event broadcaster; in the lab its recorders write straight to the API server.
func NewBroadcaster() EventBroadcaster { return &labBroadcaster{} }

// NewRecorder returns a recorder whose Events name source.Component as their source.
func (b *labBroadcaster) NewRecorder(scheme *runtime.Scheme, source corev1.EventSource) EventRecorderLogger {
	return &labRecorder{component: source.Component}
}

// StartRecordingToSink is accepted and does nothing: the lab's recorders already write Events.
func (b *labBroadcaster) StartRecordingToSink(sink interface{}) {}

// Shutdown does nothing: the lab's broadcaster holds no queue or goroutine.
func (b *labBroadcaster) Shutdown() {}

// labRecorder writes each event as an Event object through the running manager's client.
type labRecorder struct {
	component string
}

// Event records an event about object.
func (r *labRecorder) Event(object runtime.Object, eventtype, reason, message string) {
	emit(object, r.component, eventtype, reason, message, nil)
}

// Eventf records an event about object with a formatted message.
func (r *labRecorder) Eventf(object runtime.Object, eventtype, reason, messageFmt string, args ...interface{}) {
	emit(object, r.component, eventtype, reason, fmt.Sprintf(messageFmt, args...), nil)
}

// AnnotatedEventf records an event about object with annotations and a formatted message.
func (r *labRecorder) AnnotatedEventf(object runtime.Object, annotations map[string]string, eventtype, reason, messageFmt string, args ...interface{}) {
	emit(object, r.component, eventtype, reason, fmt.Sprintf(messageFmt, args...), annotations)
}

func emit(object runtime.Object, component, eventtype, reason, message string, annotations map[string]string)
`;

function strMap(m: GoMap | null): Record<string, string> | undefined {
  if (m === null) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of m.entries()) out[jsString(k as string)] = jsString(v as string);
  return out;
}

/** recordPackage is k8s.io/client-go/tools/record. */
export const recordPackage: ShimDefinition = {
  path: RECORD_PATH,
  source,
  natives: {
    emit: (obj: Iface | null, component: string, type: string, reason: string, message: string, ann: GoMap | null) => {
      emitEvent(obj, jsString(component), jsString(type), jsString(reason), jsString(message), strMap(ann));
    },
  },
};
