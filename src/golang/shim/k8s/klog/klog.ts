// Package k8s.io/klog/v2: KObj and KRef (object references for structured logs), and the
// printf-style loggers, which print to standard output.
import type { ShimDefinition } from "../../registry";

const source = `package klog

import (
	"fmt"

	"github.com/go-logr/logr"
)

// SetLogger sets a logr.Logger implementation for klog's structured and printf-style calls (in the lab
// they print to standard output, which the run's log shows).
func SetLogger(logger logr.Logger) {}

// ClearLogger removes a backing Logger implementation if one was set earlier.
func ClearLogger() {}

// KMetadata is the subset of the Kubernetes object metadata KObj needs.
type KMetadata interface {
	GetName() string
	GetNamespace() string
}

// ObjectRef references a Kubernetes object.
type ObjectRef struct {
	Name      string \`json:"name"\`
	Namespace string \`json:"namespace,omitempty"\`
}

// String returns namespace/name, or name for a cluster-scoped object.
func (ref ObjectRef) String() string {
	if ref.Namespace != "" {
		return ref.Namespace + "/" + ref.Name
	}
	return ref.Name
}

// KObj returns ObjectRef from ObjectMeta.
func KObj(obj KMetadata) ObjectRef {
	if obj == nil {
		return ObjectRef{}
	}
	return ObjectRef{Name: obj.GetName(), Namespace: obj.GetNamespace()}
}

// KRef returns ObjectRef from name and namespace.
func KRef(namespace, name string) ObjectRef { return ObjectRef{Name: name, Namespace: namespace} }

// Level is the verbosity of a log line.
type Level int32

// Verbose is a boolean type that implements Infof (like Printf) etc.
type Verbose struct {
	enabled bool
}

// V reports whether verbosity at the call site is at least the requested level (the lab's is 0).
func V(level Level) Verbose { return Verbose{enabled: level <= 0} }

// Enabled reports whether this verbosity level is on.
func (v Verbose) Enabled() bool { return v.enabled }

// Info logs when the verbosity level is on.
func (v Verbose) Info(args ...interface{}) {
	if v.enabled {
		Info(args...)
	}
}

// Infof logs when the verbosity level is on.
func (v Verbose) Infof(format string, args ...interface{}) {
	if v.enabled {
		Infof(format, args...)
	}
}

// InfoS logs a structured message when the verbosity level is on.
func (v Verbose) InfoS(msg string, keysAndValues ...interface{}) {
	if v.enabled {
		InfoS(msg, keysAndValues...)
	}
}

// Info logs to the INFO log.
func Info(args ...interface{}) { fmt.Println(append([]interface{}{"I"}, args...)...) }

// Infof logs to the INFO log.
func Infof(format string, args ...interface{}) { fmt.Println("I " + fmt.Sprintf(format, args...)) }

// InfoS structured logs to the INFO log.
func InfoS(msg string, keysAndValues ...interface{}) {
	fmt.Println(append([]interface{}{"I", fmt.Sprintf("%q", msg)}, keysAndValues...)...)
}

// Warningf logs to the WARNING log.
func Warningf(format string, args ...interface{}) { fmt.Println("W " + fmt.Sprintf(format, args...)) }

// Error logs to the ERROR log.
func Error(args ...interface{}) { fmt.Println(append([]interface{}{"E"}, args...)...) }

// Errorf logs to the ERROR log.
func Errorf(format string, args ...interface{}) { fmt.Println("E " + fmt.Sprintf(format, args...)) }

// ErrorS structured logs to the ERROR log.
func ErrorS(err error, msg string, keysAndValues ...interface{}) {
	fmt.Println(append([]interface{}{"E", fmt.Sprintf("%q", msg), "err", err}, keysAndValues...)...)
}
`;

/** klogPackage is k8s.io/klog/v2. */
export const klogPackage: ShimDefinition = { path: "k8s.io/klog/v2", source, natives: {} };
