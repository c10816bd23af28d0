// Package k8s.io/apimachinery/pkg/apis/meta/v1/unstructured: Unstructured and UnstructuredList (objects as
// their JSON maps, with the metav1.Object accessors and GroupVersionKind) and the Nested*/SetNested*/
// RemoveNestedField helpers with apimachinery's error texts, written in Go. The lab's client reads and writes
// them with the kind their map names (shim/k8s/unstructured.ts), reads going to the API server.
import type { ShimDefinition } from "../../../../../../../registry";

const source = `package unstructured

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// Unstructured allows objects that do not have Golang structs registered to be manipulated generically, as a
// map of their JSON fields (map[string]interface{}, []interface{}, string, int64, float64, bool, nil).
type Unstructured struct {
	// Object is a JSON compatible map with string, float, int, bool, []interface{}, or map[string]interface{} children.
	Object map[string]interface{}
}

// UnstructuredList allows lists that do not have Golang structs registered to be manipulated generically.
type UnstructuredList struct {
	Object map[string]interface{}
	// Items holds the listed objects, each as an Unstructured.
	Items []Unstructured
}

func jsonPath(fields []string) string { return "." + strings.Join(fields, ".") }

// NestedFieldNoCopy returns a reference to a nested field; found is false if the field does not exist.
func NestedFieldNoCopy(obj map[string]interface{}, fields ...string) (interface{}, bool, error) {
	var val interface{} = obj
	for i, field := range fields {
		if val == nil {
			return nil, false, nil
		}
		m, ok := val.(map[string]interface{})
		if !ok {
			return nil, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected map[string]interface{}", jsonPath(fields[:i+1]), val, val)
		}
		val, ok = m[field]
		if !ok {
			return nil, false, nil
		}
	}
	return val, true, nil
}

// NestedFieldCopy looks up the value at the fields path and returns an independent deep copy of it.
func NestedFieldCopy(obj map[string]interface{}, fields ...string) (interface{}, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return nil, found, err
	}
	return DeepCopyJSONValue(val), true, nil
}

// NestedString returns the string value of a nested field; an error if it is not a string.
func NestedString(obj map[string]interface{}, fields ...string) (string, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return "", found, err
	}
	s, ok := val.(string)
	if !ok {
		return "", false, fmt.Errorf("%v accessor error: %v is of the type %T, expected string", jsonPath(fields), val, val)
	}
	return s, true, nil
}

// NestedBool returns the bool value of a nested field; an error if it is not a bool.
func NestedBool(obj map[string]interface{}, fields ...string) (bool, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return false, found, err
	}
	b, ok := val.(bool)
	if !ok {
		return false, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected bool", jsonPath(fields), val, val)
	}
	return b, true, nil
}

// NestedFloat64 returns the float64 value of a nested field; an error if it is not a float64.
func NestedFloat64(obj map[string]interface{}, fields ...string) (float64, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return 0, found, err
	}
	f, ok := val.(float64)
	if !ok {
		return 0, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected float64", jsonPath(fields), val, val)
	}
	return f, true, nil
}

// NestedInt64 returns the int64 value of a nested field; an error if it is not an int64.
func NestedInt64(obj map[string]interface{}, fields ...string) (int64, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return 0, found, err
	}
	i, ok := val.(int64)
	if !ok {
		return 0, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected int64", jsonPath(fields), val, val)
	}
	return i, true, nil
}

// NestedStringSlice reads a list of strings at the fields path, as a fresh []string.
func NestedStringSlice(obj map[string]interface{}, fields ...string) ([]string, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return nil, found, err
	}
	m, ok := val.([]interface{})
	if !ok {
		return nil, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected []interface{}", jsonPath(fields), val, val)
	}
	strSlice := make([]string, 0, len(m))
	for _, v := range m {
		if str, ok := v.(string); ok {
			strSlice = append(strSlice, str)
		} else {
			return nil, false, fmt.Errorf("%v accessor error: contains non-string value in the slice: %v is of the type %T, expected string", jsonPath(fields), v, v)
		}
	}
	return strSlice, true, nil
}

// NestedSlice reads a list at the fields path, returned as a deep copy.
func NestedSlice(obj map[string]interface{}, fields ...string) ([]interface{}, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return nil, found, err
	}
	s, ok := val.([]interface{})
	if !ok {
		return nil, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected []interface{}", jsonPath(fields), val, val)
	}
	return DeepCopyJSONValue(s).([]interface{}), true, nil
}

// NestedStringMap reads a map of strings at the fields path, as a fresh map[string]string.
func NestedStringMap(obj map[string]interface{}, fields ...string) (map[string]string, bool, error) {
	m, found, err := nestedMapNoCopy(obj, fields...)
	if !found || err != nil {
		return nil, found, err
	}
	strMap := make(map[string]string, len(m))
	for k, v := range m {
		if str, ok := v.(string); ok {
			strMap[k] = str
		} else {
			return nil, false, fmt.Errorf("%v accessor error: contains non-string value in the map under key %q: %v is of the type %T, expected string", jsonPath(fields), k, v, v)
		}
	}
	return strMap, true, nil
}

// NestedMap reads an object at the fields path, returned as a deep copy.
func NestedMap(obj map[string]interface{}, fields ...string) (map[string]interface{}, bool, error) {
	m, found, err := nestedMapNoCopy(obj, fields...)
	if !found || err != nil {
		return nil, found, err
	}
	return DeepCopyJSON(m), true, nil
}

func nestedMapNoCopy(obj map[string]interface{}, fields ...string) (map[string]interface{}, bool, error) {
	val, found, err := NestedFieldNoCopy(obj, fields...)
	if !found || err != nil {
		return nil, found, err
	}
	m, ok := val.(map[string]interface{})
	if !ok {
		return nil, false, fmt.Errorf("%v accessor error: %v is of the type %T, expected map[string]interface{}", jsonPath(fields), val, val)
	}
	return m, true, nil
}

// SetNestedField sets the value of a nested field to a deep copy of the value provided, creating the maps on the way.
func SetNestedField(obj map[string]interface{}, value interface{}, fields ...string) error {
	return setNestedFieldNoCopy(obj, DeepCopyJSONValue(value), fields...)
}

func setNestedFieldNoCopy(obj map[string]interface{}, value interface{}, fields ...string) error {
	m := obj
	for i, field := range fields[:len(fields)-1] {
		if val, ok := m[field]; ok {
			if valMap, ok := val.(map[string]interface{}); ok {
				m = valMap
			} else {
				return fmt.Errorf("value cannot be set because %v is not a map[string]interface{}", jsonPath(fields[:i+1]))
			}
		} else {
			newVal := make(map[string]interface{})
			m[field] = newVal
			m = newVal
		}
	}
	m[fields[len(fields)-1]] = value
	return nil
}

// SetNestedStringSlice stores value as a list at the fields path, creating missing maps on the way.
func SetNestedStringSlice(obj map[string]interface{}, value []string, fields ...string) error {
	m := make([]interface{}, 0, len(value))
	for _, v := range value {
		m = append(m, v)
	}
	return setNestedFieldNoCopy(obj, m, fields...)
}

// SetNestedSlice stores value as a list at the fields path, creating missing maps on the way.
func SetNestedSlice(obj map[string]interface{}, value []interface{}, fields ...string) error {
	return SetNestedField(obj, value, fields...)
}

// SetNestedStringMap stores value as an object at the fields path, creating missing maps on the way.
func SetNestedStringMap(obj map[string]interface{}, value map[string]string, fields ...string) error {
	m := make(map[string]interface{}, len(value))
	for k, v := range value {
		m[k] = v
	}
	return setNestedFieldNoCopy(obj, m, fields...)
}

// SetNestedMap stores value as an object at the fields path, creating missing maps on the way.
func SetNestedMap(obj map[string]interface{}, value map[string]interface{}, fields ...string) error {
	return SetNestedField(obj, value, fields...)
}

// RemoveNestedField deletes the last key of the fields path; nothing happens when the path does not exist.
func RemoveNestedField(obj map[string]interface{}, fields ...string) {
	m := obj
	for _, field := range fields[:len(fields)-1] {
		if x, ok := m[field].(map[string]interface{}); ok {
			m = x
		} else {
			return
		}
	}
	delete(m, fields[len(fields)-1])
}

// DeepCopyJSON deep copies the passed value, assuming it is a valid JSON representation.
func DeepCopyJSON(x map[string]interface{}) map[string]interface{} {
	return DeepCopyJSONValue(x).(map[string]interface{})
}

// DeepCopyJSONValue deep copies the passed value, assuming it is a valid JSON representation; it panics on
// any other type.
func DeepCopyJSONValue(x interface{}) interface{} {
	switch x := x.(type) {
	case map[string]interface{}:
		if x == nil {
			return x
		}
		clone := make(map[string]interface{}, len(x))
		for k, v := range x {
			clone[k] = DeepCopyJSONValue(v)
		}
		return clone
	case []interface{}:
		if x == nil {
			return x
		}
		clone := make([]interface{}, len(x))
		for i, v := range x {
			clone[i] = DeepCopyJSONValue(v)
		}
		return clone
	case string, int64, bool, float64, nil:
		return x
	default:
		panic(fmt.Errorf("cannot deep copy %T", x))
	}
}

func getNestedString(obj map[string]interface{}, fields ...string) string {
	val, found, err := NestedString(obj, fields...)
	if !found || err != nil {
		return ""
	}
	return val
}

func (u *Unstructured) setNestedField(value interface{}, fields ...string) {
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	SetNestedField(u.Object, value, fields...)
}

func (u *Unstructured) getTime(fields ...string) *metav1.Time {
	s := getNestedString(u.Object, fields...)
	if s == "" {
		return nil
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return nil
	}
	mt := metav1.NewTime(t)
	return &mt
}

// GetObjectKind returns the object itself: it records its own apiVersion and kind.
func (u *Unstructured) GetObjectKind() schema.ObjectKind { return u }

// GroupVersionKind returns the object's apiVersion and kind.
func (u *Unstructured) GroupVersionKind() schema.GroupVersionKind {
	return schema.FromAPIVersionAndKind(u.GetAPIVersion(), u.GetKind())
}

// SetGroupVersionKind sets the object's apiVersion and kind.
func (u *Unstructured) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	u.SetAPIVersion(gvk.GroupVersion().String())
	u.SetKind(gvk.Kind)
}

// GetAPIVersion returns the object's apiVersion.
func (u *Unstructured) GetAPIVersion() string { return getNestedString(u.Object, "apiVersion") }

// SetAPIVersion sets the object's apiVersion.
func (u *Unstructured) SetAPIVersion(version string) { u.setNestedField(version, "apiVersion") }

// GetKind returns the object's kind.
func (u *Unstructured) GetKind() string { return getNestedString(u.Object, "kind") }

// SetKind sets the object's kind.
func (u *Unstructured) SetKind(kind string) { u.setNestedField(kind, "kind") }

// GetNamespace returns metadata.namespace.
func (u *Unstructured) GetNamespace() string { return getNestedString(u.Object, "metadata", "namespace") }

// SetNamespace sets metadata.namespace (removed when empty).
func (u *Unstructured) SetNamespace(namespace string) {
	if len(namespace) == 0 {
		RemoveNestedField(u.Object, "metadata", "namespace")
		return
	}
	u.setNestedField(namespace, "metadata", "namespace")
}

// GetName returns metadata.name.
func (u *Unstructured) GetName() string { return getNestedString(u.Object, "metadata", "name") }

// SetName sets metadata.name (removed when empty).
func (u *Unstructured) SetName(name string) {
	if len(name) == 0 {
		RemoveNestedField(u.Object, "metadata", "name")
		return
	}
	u.setNestedField(name, "metadata", "name")
}

// GetGenerateName returns metadata.generateName.
func (u *Unstructured) GetGenerateName() string {
	return getNestedString(u.Object, "metadata", "generateName")
}

// SetGenerateName sets metadata.generateName (removed when empty).
func (u *Unstructured) SetGenerateName(generateName string) {
	if len(generateName) == 0 {
		RemoveNestedField(u.Object, "metadata", "generateName")
		return
	}
	u.setNestedField(generateName, "metadata", "generateName")
}

// GetUID returns metadata.uid.
func (u *Unstructured) GetUID() types.UID { return types.UID(getNestedString(u.Object, "metadata", "uid")) }

// SetUID sets metadata.uid (removed when empty).
func (u *Unstructured) SetUID(uid types.UID) {
	if len(string(uid)) == 0 {
		RemoveNestedField(u.Object, "metadata", "uid")
		return
	}
	u.setNestedField(string(uid), "metadata", "uid")
}

// GetResourceVersion returns metadata.resourceVersion.
func (u *Unstructured) GetResourceVersion() string {
	return getNestedString(u.Object, "metadata", "resourceVersion")
}

// SetResourceVersion sets metadata.resourceVersion (removed when empty).
func (u *Unstructured) SetResourceVersion(resourceVersion string) {
	if len(resourceVersion) == 0 {
		RemoveNestedField(u.Object, "metadata", "resourceVersion")
		return
	}
	u.setNestedField(resourceVersion, "metadata", "resourceVersion")
}

// GetGeneration returns metadata.generation.
func (u *Unstructured) GetGeneration() int64 {
	val, found, err := NestedInt64(u.Object, "metadata", "generation")
	if !found || err != nil {
		return 0
	}
	return val
}

// SetGeneration sets metadata.generation (removed when 0).
func (u *Unstructured) SetGeneration(generation int64) {
	if generation == 0 {
		RemoveNestedField(u.Object, "metadata", "generation")
		return
	}
	u.setNestedField(generation, "metadata", "generation")
}

// GetCreationTimestamp returns metadata.creationTimestamp.
func (u *Unstructured) GetCreationTimestamp() metav1.Time {
	if t := u.getTime("metadata", "creationTimestamp"); t != nil {
		return *t
	}
	return metav1.Time{}
}

// GetDeletionTimestamp returns metadata.deletionTimestamp, nil when not set.
func (u *Unstructured) GetDeletionTimestamp() *metav1.Time {
	return u.getTime("metadata", "deletionTimestamp")
}

// SetDeletionTimestamp sets metadata.deletionTimestamp (removed when nil).
func (u *Unstructured) SetDeletionTimestamp(timestamp *metav1.Time) {
	if timestamp == nil {
		RemoveNestedField(u.Object, "metadata", "deletionTimestamp")
		return
	}
	u.setNestedField(timestamp.UTC().Format(time.RFC3339), "metadata", "deletionTimestamp")
}

// GetLabels returns metadata.labels.
func (u *Unstructured) GetLabels() map[string]string {
	m, _, _ := NestedStringMap(u.Object, "metadata", "labels")
	return m
}

// SetLabels sets metadata.labels (removed when nil).
func (u *Unstructured) SetLabels(labels map[string]string) {
	if labels == nil {
		RemoveNestedField(u.Object, "metadata", "labels")
		return
	}
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	SetNestedStringMap(u.Object, labels, "metadata", "labels")
}

// GetAnnotations returns metadata.annotations.
func (u *Unstructured) GetAnnotations() map[string]string {
	m, _, _ := NestedStringMap(u.Object, "metadata", "annotations")
	return m
}

// SetAnnotations sets metadata.annotations (removed when nil).
func (u *Unstructured) SetAnnotations(annotations map[string]string) {
	if annotations == nil {
		RemoveNestedField(u.Object, "metadata", "annotations")
		return
	}
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	SetNestedStringMap(u.Object, annotations, "metadata", "annotations")
}

// GetFinalizers returns metadata.finalizers.
func (u *Unstructured) GetFinalizers() []string {
	val, _, _ := NestedStringSlice(u.Object, "metadata", "finalizers")
	return val
}

// SetFinalizers sets metadata.finalizers (removed when nil).
func (u *Unstructured) SetFinalizers(finalizers []string) {
	if finalizers == nil {
		RemoveNestedField(u.Object, "metadata", "finalizers")
		return
	}
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	SetNestedStringSlice(u.Object, finalizers, "metadata", "finalizers")
}

// GetOwnerReferences returns metadata.ownerReferences.
func (u *Unstructured) GetOwnerReferences() []metav1.OwnerReference {
	field, found, err := NestedFieldNoCopy(u.Object, "metadata", "ownerReferences")
	if !found || err != nil {
		return nil
	}
	original, ok := field.([]interface{})
	if !ok {
		return nil
	}
	ret := make([]metav1.OwnerReference, 0, len(original))
	for _, obj := range original {
		o, ok := obj.(map[string]interface{})
		if !ok {
			return nil
		}
		ref := metav1.OwnerReference{
			APIVersion: getNestedString(o, "apiVersion"),
			Kind:       getNestedString(o, "kind"),
			Name:       getNestedString(o, "name"),
			UID:        types.UID(getNestedString(o, "uid")),
		}
		if b, found, _ := NestedBool(o, "controller"); found {
			v := b
			ref.Controller = &v
		}
		if b, found, _ := NestedBool(o, "blockOwnerDeletion"); found {
			v := b
			ref.BlockOwnerDeletion = &v
		}
		ret = append(ret, ref)
	}
	return ret
}

// SetOwnerReferences sets metadata.ownerReferences (removed when nil).
func (u *Unstructured) SetOwnerReferences(references []metav1.OwnerReference) {
	if references == nil {
		RemoveNestedField(u.Object, "metadata", "ownerReferences")
		return
	}
	newReferences := make([]interface{}, 0, len(references))
	for _, ref := range references {
		m := map[string]interface{}{
			"apiVersion": ref.APIVersion,
			"kind":       ref.Kind,
			"name":       ref.Name,
			"uid":        string(ref.UID),
		}
		if ref.Controller != nil {
			m["controller"] = *ref.Controller
		}
		if ref.BlockOwnerDeletion != nil {
			m["blockOwnerDeletion"] = *ref.BlockOwnerDeletion
		}
		newReferences = append(newReferences, m)
	}
	u.setNestedField(newReferences, "metadata", "ownerReferences")
}

// GetManagedFields returns metadata.managedFields (nil when absent or malformed).
func (u *Unstructured) GetManagedFields() []metav1.ManagedFieldsEntry {
	items, found, err := NestedSlice(u.Object, "metadata", "managedFields")
	if !found || err != nil {
		return nil
	}
	raw, err := json.Marshal(items)
	if err != nil {
		return nil
	}
	var out []metav1.ManagedFieldsEntry
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil
	}
	return out
}

// SetManagedFields sets metadata.managedFields (removed when nil).
func (u *Unstructured) SetManagedFields(managedFields []metav1.ManagedFieldsEntry) {
	if managedFields == nil {
		RemoveNestedField(u.Object, "metadata", "managedFields")
		return
	}
	raw, err := json.Marshal(managedFields)
	if err != nil {
		return
	}
	var items []interface{}
	if err := json.Unmarshal(raw, &items); err != nil {
		return
	}
	u.setNestedField(items, "metadata", "managedFields")
}

// UnstructuredContent returns the object's JSON map.
func (u *Unstructured) UnstructuredContent() map[string]interface{} {
	if u.Object == nil {
		return make(map[string]interface{})
	}
	return u.Object
}

// SetUnstructuredContent replaces the object's JSON map.
func (u *Unstructured) SetUnstructuredContent(content map[string]interface{}) { u.Object = content }

// IsList reports whether the object has an items list.
func (u *Unstructured) IsList() bool {
	field, ok := u.Object["items"]
	if !ok {
		return false
	}
	_, ok = field.([]interface{})
	return ok
}

// DeepCopy returns a deep copy of the object.
func (u *Unstructured) DeepCopy() *Unstructured {
	if u == nil {
		return nil
	}
	out := new(Unstructured)
	*out = *u
	out.Object = DeepCopyJSON(u.Object)
	return out
}

// GetObjectKind returns the list itself: it records its own apiVersion and kind.
func (u *UnstructuredList) GetObjectKind() schema.ObjectKind { return u }

// GroupVersionKind returns the list's apiVersion and kind.
func (u *UnstructuredList) GroupVersionKind() schema.GroupVersionKind {
	return schema.FromAPIVersionAndKind(getNestedString(u.Object, "apiVersion"), getNestedString(u.Object, "kind"))
}

// SetGroupVersionKind sets the list's apiVersion and kind.
func (u *UnstructuredList) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	u.Object["apiVersion"] = gvk.GroupVersion().String()
	u.Object["kind"] = gvk.Kind
}

// GetResourceVersion returns the list's metadata.resourceVersion.
func (u *UnstructuredList) GetResourceVersion() string {
	return getNestedString(u.Object, "metadata", "resourceVersion")
}

// GetContinue returns the list's metadata.continue.
func (u *UnstructuredList) GetContinue() string { return getNestedString(u.Object, "metadata", "continue") }
`;

/** unstructuredPackage is k8s.io/apimachinery/pkg/apis/meta/v1/unstructured. */
export const unstructuredPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured",
  source,
  natives: {},
};
