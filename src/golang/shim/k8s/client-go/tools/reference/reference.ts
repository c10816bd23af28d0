// Package k8s.io/client-go/tools/reference: GetReference, an ObjectReference to an object from its
// kind and metadata.
import type { ShimDefinition } from "../../../../registry";

const source = `package reference

import (
	"errors"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// ErrNilObject is returned by GetReference when obj is nil.
var ErrNilObject = errors.New("can't reference a nil object")

// GetReference builds an ObjectReference to obj (kind, apiVersion, name, namespace, uid and
// resourceVersion). The kind comes from obj's TypeMeta, or from scheme when that is empty; it fails
// when obj is nil, its type is not registered, or it has no object metadata.
func GetReference(scheme *runtime.Scheme, obj runtime.Object) (*corev1.ObjectReference, error) {
	if obj == nil {
		return nil, ErrNilObject
	}
	gvk := obj.GetObjectKind().GroupVersionKind()
	if gvk.Kind == "" {
		gvks, _, err := scheme.ObjectKinds(obj)
		if err != nil {
			return nil, err
		}
		gvk = gvks[0]
	}
	m, ok := obj.(metav1.Object)
	if !ok {
		return nil, fmt.Errorf("object does not implement the Object interfaces")
	}
	return &corev1.ObjectReference{
		Kind:            gvk.Kind,
		APIVersion:      gvk.GroupVersion().String(),
		Name:            m.GetName(),
		Namespace:       m.GetNamespace(),
		UID:             m.GetUID(),
		ResourceVersion: m.GetResourceVersion(),
	}, nil
}
`;

/** referencePackage is k8s.io/client-go/tools/reference. */
export const referencePackage: ShimDefinition = { path: "k8s.io/client-go/tools/reference", source, natives: {} };
