// Package k8s.io/client-go/tools/cache: the object keys informers and work queues use
// (MetaNamespaceKeyFunc, SplitMetaNamespaceKey, ObjectName, DeletedFinalStateUnknown). The lab's
// informers are the engine's (controller-runtime's cache), so no Informer or Store types here.
import type { ShimDefinition } from "../../../../registry";

const source = `package cache

import (
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/types"
)

// ExplicitKey can be passed to MetaNamespaceKeyFunc if you have the key for the object but not the object itself.
type ExplicitKey string

// KeyFunc knows how to make a key from an object.
type KeyFunc func(obj interface{}) (string, error)

// ObjectName is a reference to an object of some implicit kind.
type ObjectName struct {
	Namespace string
	Name      string
}

// NewObjectName constructs a new one.
func NewObjectName(namespace, name string) ObjectName { return ObjectName{Namespace: namespace, Name: name} }

// Parts is the inverse of the constructor.
func (objName ObjectName) Parts() (namespace, name string) { return objName.Namespace, objName.Name }

// String returns the standard string encoding: namespace/name, or name for a cluster-scoped object.
func (objName ObjectName) String() string {
	if len(objName.Namespace) > 0 {
		return objName.Namespace + "/" + objName.Name
	}
	return objName.Name
}

// AsNamespacedName converts the ObjectName to a types.NamespacedName.
func (objName ObjectName) AsNamespacedName() types.NamespacedName {
	return types.NamespacedName{Namespace: objName.Namespace, Name: objName.Name}
}

// ParseObjectName tries to parse the standard encoding.
func ParseObjectName(str string) (ObjectName, error) {
	var objName ObjectName
	var err error
	objName.Namespace, objName.Name, err = SplitMetaNamespaceKey(str)
	return objName, err
}

// MetaObjectToName returns the structured name for the given object.
func MetaObjectToName(obj interface {
	GetNamespace() string
	GetName() string
}) ObjectName {
	return ObjectName{Namespace: obj.GetNamespace(), Name: obj.GetName()}
}

// ObjectToName returns the structured name for the given object, if indeed it can be viewed as a metav1.Object.
func ObjectToName(obj interface{}) (ObjectName, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return ObjectName{}, fmt.Errorf("object has no meta: %v", err)
	}
	return MetaObjectToName(m), nil
}

// MetaNamespaceKeyFunc is a convenient default KeyFunc which knows how to make keys for API objects: <namespace>/<name>, or <name> without a namespace.
func MetaNamespaceKeyFunc(obj interface{}) (string, error) {
	if key, ok := obj.(ExplicitKey); ok {
		return string(key), nil
	}
	objName, err := ObjectToName(obj)
	if err != nil {
		return "", err
	}
	return objName.String(), nil
}

// SplitMetaNamespaceKey returns the namespace and name that MetaNamespaceKeyFunc encoded into key.
func SplitMetaNamespaceKey(key string) (namespace, name string, err error) {
	parts := strings.Split(key, "/")
	switch len(parts) {
	case 1:
		return "", parts[0], nil
	case 2:
		return parts[0], parts[1], nil
	}
	return "", "", fmt.Errorf("unexpected key format: %q", key)
}

// DeletedFinalStateUnknown is placed into a DeltaFIFO when an object was deleted but the watch deletion event was missed.
type DeletedFinalStateUnknown struct {
	Key string
	Obj interface{}
}

// DeletionHandlingMetaNamespaceKeyFunc checks for DeletedFinalStateUnknown objects before calling MetaNamespaceKeyFunc.
func DeletionHandlingMetaNamespaceKeyFunc(obj interface{}) (string, error) {
	if d, ok := obj.(DeletedFinalStateUnknown); ok {
		return d.Key, nil
	}
	return MetaNamespaceKeyFunc(obj)
}
`;

/** toolsCachePackage is k8s.io/client-go/tools/cache. */
export const toolsCachePackage: ShimDefinition = { path: "k8s.io/client-go/tools/cache", source, natives: {} };
