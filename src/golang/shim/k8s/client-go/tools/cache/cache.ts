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

// ExplicitKey is a key given in place of an object: MetaNamespaceKeyFunc returns it unchanged.
type ExplicitKey string

// KeyFunc turns an object into its store key.
type KeyFunc func(obj interface{}) (string, error)

// ObjectName names an object within its kind: a namespace ("" for cluster-scoped kinds) and a name.
type ObjectName struct {
	Namespace string
	Name      string
}

// NewObjectName builds an ObjectName.
func NewObjectName(namespace, name string) ObjectName {
	return ObjectName{Namespace: namespace, Name: name}
}

// Parts returns the namespace and the name.
func (n ObjectName) Parts() (namespace, name string) { return n.Namespace, n.Name }

// String gives the key form: "namespace/name", or just "name" without a namespace.
func (n ObjectName) String() string {
	if n.Namespace == "" {
		return n.Name
	}
	return n.Namespace + "/" + n.Name
}

// AsNamespacedName gives the same name as a types.NamespacedName.
func (n ObjectName) AsNamespacedName() types.NamespacedName {
	return types.NamespacedName{Namespace: n.Namespace, Name: n.Name}
}

// ParseObjectName reads the key form back (see SplitMetaNamespaceKey for what is accepted).
func ParseObjectName(key string) (ObjectName, error) {
	namespace, name, err := SplitMetaNamespaceKey(key)
	return ObjectName{Namespace: namespace, Name: name}, err
}

// MetaObjectToName names anything that has a namespace and a name.
func MetaObjectToName(obj interface {
	GetNamespace() string
	GetName() string
}) ObjectName {
	return NewObjectName(obj.GetNamespace(), obj.GetName())
}

// ObjectToName names an object through its metadata; an error when it has none.
func ObjectToName(obj interface{}) (ObjectName, error) {
	object, err := meta.Accessor(obj)
	if err != nil {
		return ObjectName{}, fmt.Errorf("object has no meta: %v", err)
	}
	return MetaObjectToName(object), nil
}

// MetaNamespaceKeyFunc is the usual KeyFunc: "namespace/name", or "name" for a cluster-scoped
// object; an ExplicitKey is its own key.
func MetaNamespaceKeyFunc(obj interface{}) (string, error) {
	if key, given := obj.(ExplicitKey); given {
		return string(key), nil
	}
	name, err := ObjectToName(obj)
	if err != nil {
		return "", err
	}
	return name.String(), nil
}

// SplitMetaNamespaceKey undoes MetaNamespaceKeyFunc: "name" or "namespace/name"; more slashes are an error.
func SplitMetaNamespaceKey(key string) (namespace, name string, err error) {
	first := strings.IndexByte(key, '/')
	if first < 0 {
		return "", key, nil
	}
	if strings.IndexByte(key[first+1:], '/') >= 0 {
		return "", "", fmt.Errorf("unexpected key format: %q", key)
	}
	return key[:first], key[first+1:], nil
}

// DeletedFinalStateUnknown stands for an object whose deletion an informer learned of only by
// relisting: Obj is the last state it saw, which may be stale.
type DeletedFinalStateUnknown struct {
	Key string
	Obj interface{}
}

// DeletionHandlingMetaNamespaceKeyFunc is MetaNamespaceKeyFunc that also keys a DeletedFinalStateUnknown (by its Key).
func DeletionHandlingMetaNamespaceKeyFunc(obj interface{}) (string, error) {
	if tombstone, isTombstone := obj.(DeletedFinalStateUnknown); isTombstone {
		return tombstone.Key, nil
	}
	return MetaNamespaceKeyFunc(obj)
}
`;

/** toolsCachePackage is k8s.io/client-go/tools/cache. */
export const toolsCachePackage: ShimDefinition = { path: "k8s.io/client-go/tools/cache", source, natives: {} };
