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

// Unstructured holds an object of any kind without a Go struct for it: its JSON fields decoded into
// nested maps and slices (map[string]interface{}, []interface{}, string, int64, float64, bool, nil).
type Unstructured struct {
	// Object is the decoded JSON of the whole object, apiVersion, kind and metadata included.
	Object map[string]interface{}
}

// UnstructuredList is a list of objects of any kind, each item held as an Unstructured.
type UnstructuredList struct {
	Object map[string]interface{}
	// Items holds the listed objects, each as an Unstructured.
	Items []Unstructured
}

// jsonPath names a field path as apimachinery's errors do: ".spec.replicas".
func jsonPath(fields []string) string { return "." + strings.Join(fields, ".") }

// wrongType is the error of a getter that found a value of another type than it reads.
func wrongType(fields []string, got interface{}, want string) error {
	return fmt.Errorf("%v accessor error: %v is of the type %T, expected %s", jsonPath(fields), got, got, want)
}

// NestedFieldNoCopy follows fields through nested objects and returns the value it reaches, not a copy.
// found is false when a key is absent or a step reaches null; an error names the first step that is not an object.
func NestedFieldNoCopy(obj map[string]interface{}, fields ...string) (interface{}, bool, error) {
	var at interface{} = obj
	for depth := 0; depth < len(fields); depth++ {
		if at == nil {
			return nil, false, nil
		}
		object, isObject := at.(map[string]interface{})
		if !isObject {
			return nil, false, wrongType(fields[:depth+1], at, "map[string]interface{}")
		}
		next, present := object[fields[depth]]
		if !present {
			return nil, false, nil
		}
		at = next
	}
	return at, true, nil
}

// nestedAs reads the value at fields as a T; want is T's name in the error.
func nestedAs[T any](obj map[string]interface{}, fields []string, want string) (T, bool, error) {
	var none T
	raw, found, err := NestedFieldNoCopy(obj, fields...)
	if err != nil || !found {
		return none, found, err
	}
	typed, isT := raw.(T)
	if !isT {
		return none, false, wrongType(fields, raw, want)
	}
	return typed, true, nil
}

// NestedFieldCopy is NestedFieldNoCopy returning a deep copy the caller may change freely.
func NestedFieldCopy(obj map[string]interface{}, fields ...string) (interface{}, bool, error) {
	raw, found, err := NestedFieldNoCopy(obj, fields...)
	if err != nil || !found {
		return nil, found, err
	}
	return DeepCopyJSONValue(raw), true, nil
}

// NestedString reads a string field; a value of another type is an error.
func NestedString(obj map[string]interface{}, fields ...string) (string, bool, error) {
	return nestedAs[string](obj, fields, "string")
}

// NestedBool reads a boolean field; a value of another type is an error.
func NestedBool(obj map[string]interface{}, fields ...string) (bool, bool, error) {
	return nestedAs[bool](obj, fields, "bool")
}

// NestedFloat64 reads a float64 field; an int64 is an error too (see NestedNumberAsFloat64).
func NestedFloat64(obj map[string]interface{}, fields ...string) (float64, bool, error) {
	return nestedAs[float64](obj, fields, "float64")
}

// NestedInt64 reads an int64 field; a value of another type is an error.
func NestedInt64(obj map[string]interface{}, fields ...string) (int64, bool, error) {
	return nestedAs[int64](obj, fields, "int64")
}

// NestedNumberAsFloat64 reads a number as a float64: a float64 as is, an int64 only when a float64
// holds it exactly (beyond 2^53 most do not).
func NestedNumberAsFloat64(obj map[string]interface{}, fields ...string) (float64, bool, error) {
	raw, found, err := NestedFieldNoCopy(obj, fields...)
	if err != nil || !found {
		return 0, found, err
	}
	switch n := raw.(type) {
	case float64:
		return n, true, nil
	case int64:
		// 2^63 itself is out of int64's range, so the round trip is only tried below it.
		if f := float64(n); f < 9223372036854775808.0 && int64(f) == n {
			return f, true, nil
		}
		return 0, false, fmt.Errorf("%v accessor error: int64 value %v cannot be losslessly converted to float64", jsonPath(fields), n)
	}
	return 0, false, wrongType(fields, raw, "float64 or int64")
}

// NestedStringSlice reads a list whose items are all strings, into a new []string.
func NestedStringSlice(obj map[string]interface{}, fields ...string) ([]string, bool, error) {
	items, found, err := nestedAs[[]interface{}](obj, fields, "[]interface{}")
	if err != nil || !found {
		return nil, found, err
	}
	texts := make([]string, len(items))
	for n, item := range items {
		text, isString := item.(string)
		if !isString {
			return nil, false, fmt.Errorf("%v accessor error: contains non-string key in the slice: %v is of the type %T, expected string", jsonPath(fields), item, item)
		}
		texts[n] = text
	}
	return texts, true, nil
}

// NestedSlice reads a list, as a deep copy.
func NestedSlice(obj map[string]interface{}, fields ...string) ([]interface{}, bool, error) {
	items, found, err := nestedAs[[]interface{}](obj, fields, "[]interface{}")
	if err != nil || !found {
		return nil, found, err
	}
	return DeepCopyJSONValue(items).([]interface{}), true, nil
}

// stringMembers copies an object whose members are strings into a new map[string]string; with
// nullIsEmpty a null member becomes "", otherwise it is an error like any other non-string.
func stringMembers(members map[string]interface{}, fields []string, nullIsEmpty bool) (map[string]string, error) {
	texts := make(map[string]string, len(members))
	for key, member := range members {
		if text, isString := member.(string); isString {
			texts[key] = text
			continue
		}
		if member == nil && nullIsEmpty {
			texts[key] = ""
			continue
		}
		return nil, fmt.Errorf("%v accessor error: contains non-string value in the map under key %q: %v is of the type %T, expected string", jsonPath(fields), key, member, member)
	}
	return texts, nil
}

// NestedStringMap reads an object whose members are all strings, into a new map[string]string.
func NestedStringMap(obj map[string]interface{}, fields ...string) (map[string]string, bool, error) {
	members, found, err := nestedAs[map[string]interface{}](obj, fields, "map[string]interface{}")
	if err != nil || !found {
		return nil, found, err
	}
	texts, err := stringMembers(members, fields, false)
	if err != nil {
		return nil, false, err
	}
	return texts, true, nil
}

// NestedNullCoercingStringMap is NestedStringMap reading JSON's way: the object itself may be null
// (nil, found), and a null member becomes "".
func NestedNullCoercingStringMap(obj map[string]interface{}, fields ...string) (map[string]string, bool, error) {
	raw, found, err := NestedFieldNoCopy(obj, fields...)
	if err != nil || !found || raw == nil {
		return nil, found, err
	}
	members, isObject := raw.(map[string]interface{})
	if !isObject {
		return nil, false, wrongType(fields, raw, "map[string]interface{}")
	}
	if members == nil {
		return nil, true, nil
	}
	texts, err := stringMembers(members, fields, true)
	if err != nil {
		return nil, false, err
	}
	return texts, true, nil
}

// NestedMap reads an object, as a deep copy.
func NestedMap(obj map[string]interface{}, fields ...string) (map[string]interface{}, bool, error) {
	members, found, err := nestedAs[map[string]interface{}](obj, fields, "map[string]interface{}")
	if err != nil || !found {
		return nil, found, err
	}
	return DeepCopyJSON(members), true, nil
}

// SetNestedField stores a deep copy of value at the fields path, making the objects missing on the way.
func SetNestedField(obj map[string]interface{}, value interface{}, fields ...string) error {
	return setNestedFieldNoCopy(obj, DeepCopyJSONValue(value), fields...)
}

// setNestedFieldNoCopy stores value itself; a step that holds something other than an object is an error.
func setNestedFieldNoCopy(obj map[string]interface{}, value interface{}, fields ...string) error {
	last := len(fields) - 1
	holder := obj
	for depth, key := range fields[:last] {
		child, present := holder[key]
		if !present {
			made := map[string]interface{}{}
			holder[key] = made
			holder = made
			continue
		}
		object, isObject := child.(map[string]interface{})
		if !isObject {
			return fmt.Errorf("value cannot be set because %v is not a map[string]interface{}", jsonPath(fields[:depth+1]))
		}
		holder = object
	}
	holder[fields[last]] = value
	return nil
}

// SetNestedStringSlice stores the strings as a JSON list at the fields path.
func SetNestedStringSlice(obj map[string]interface{}, value []string, fields ...string) error {
	list := make([]interface{}, len(value))
	for n, text := range value {
		list[n] = text
	}
	return setNestedFieldNoCopy(obj, list, fields...)
}

// SetNestedSlice stores a deep copy of the list at the fields path.
func SetNestedSlice(obj map[string]interface{}, value []interface{}, fields ...string) error {
	return SetNestedField(obj, value, fields...)
}

// SetNestedStringMap stores the strings as a JSON object at the fields path.
func SetNestedStringMap(obj map[string]interface{}, value map[string]string, fields ...string) error {
	object := make(map[string]interface{}, len(value))
	for key, text := range value {
		object[key] = text
	}
	return setNestedFieldNoCopy(obj, object, fields...)
}

// SetNestedMap stores a deep copy of the object at the fields path.
func SetNestedMap(obj map[string]interface{}, value map[string]interface{}, fields ...string) error {
	return SetNestedField(obj, value, fields...)
}

// RemoveNestedField deletes the path's last key from the object that holds it; a path that does not
// lead to an object changes nothing.
func RemoveNestedField(obj map[string]interface{}, fields ...string) {
	last := len(fields) - 1
	parent, found, err := NestedFieldNoCopy(obj, fields[:last]...)
	if holder, isObject := parent.(map[string]interface{}); found && err == nil && isObject {
		delete(holder, fields[last])
	}
}

// DeepCopyJSON copies an object made of JSON values (see DeepCopyJSONValue).
func DeepCopyJSON(x map[string]interface{}) map[string]interface{} {
	return DeepCopyJSONValue(x).(map[string]interface{})
}

// DeepCopyJSONValue copies a JSON value as json.Unmarshal builds it (plus int64 and json.Number);
// any other type panics. A typed nil object or list stays a typed nil.
func DeepCopyJSONValue(x interface{}) interface{} {
	switch v := x.(type) {
	case nil, bool, string, int64, float64, json.Number:
		return v
	case []interface{}:
		if v == nil {
			return v
		}
		items := make([]interface{}, len(v))
		for n, item := range v {
			items[n] = DeepCopyJSONValue(item)
		}
		return items
	case map[string]interface{}:
		if v == nil {
			return v
		}
		members := make(map[string]interface{}, len(v))
		for key, member := range v {
			members[key] = DeepCopyJSONValue(member)
		}
		return members
	}
	panic(fmt.Errorf("cannot deep copy %T", x))
}

// getNestedString is NestedString for accessors: "" when the field is absent or not a string.
func getNestedString(obj map[string]interface{}, fields ...string) string {
	text, _, _ := NestedString(obj, fields...)
	return text
}

// stringList turns strings into a JSON list.
func stringList(texts []string) []interface{} {
	list := make([]interface{}, len(texts))
	for n, text := range texts {
		list[n] = text
	}
	return list
}

// stringObject turns a string map into a JSON object.
func stringObject(texts map[string]string) map[string]interface{} {
	object := make(map[string]interface{}, len(texts))
	for key, text := range texts {
		object[key] = text
	}
	return object
}

func (u *Unstructured) setNestedField(value interface{}, fields ...string) {
	if u.Object == nil {
		u.Object = make(map[string]interface{})
	}
	SetNestedField(u.Object, value, fields...)
}

// setMeta stores value as metadata[key], or deletes the key when unset: the accessors leave empty
// fields out of the map, as the JSON of a typed object omits them.
func (u *Unstructured) setMeta(key string, value interface{}, unset bool) {
	if unset {
		RemoveNestedField(u.Object, "metadata", key)
		return
	}
	u.setNestedField(value, "metadata", key)
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
func (u *Unstructured) GetNamespace() string {
	return getNestedString(u.Object, "metadata", "namespace")
}

// SetNamespace sets metadata.namespace (removed when empty).
func (u *Unstructured) SetNamespace(namespace string) {
	u.setMeta("namespace", namespace, namespace == "")
}

// GetName returns metadata.name.
func (u *Unstructured) GetName() string { return getNestedString(u.Object, "metadata", "name") }

// SetName sets metadata.name (removed when empty).
func (u *Unstructured) SetName(name string) { u.setMeta("name", name, name == "") }

// GetGenerateName returns metadata.generateName.
func (u *Unstructured) GetGenerateName() string {
	return getNestedString(u.Object, "metadata", "generateName")
}

// SetGenerateName sets metadata.generateName (removed when empty).
func (u *Unstructured) SetGenerateName(prefix string) {
	u.setMeta("generateName", prefix, prefix == "")
}

// GetUID returns metadata.uid.
func (u *Unstructured) GetUID() types.UID {
	return types.UID(getNestedString(u.Object, "metadata", "uid"))
}

// SetUID sets metadata.uid (removed when empty).
func (u *Unstructured) SetUID(uid types.UID) { u.setMeta("uid", string(uid), uid == "") }

// GetResourceVersion returns metadata.resourceVersion.
func (u *Unstructured) GetResourceVersion() string {
	return getNestedString(u.Object, "metadata", "resourceVersion")
}

// SetResourceVersion sets metadata.resourceVersion (removed when empty).
func (u *Unstructured) SetResourceVersion(version string) {
	u.setMeta("resourceVersion", version, version == "")
}

// GetGeneration returns metadata.generation (0 when absent or not an int64).
func (u *Unstructured) GetGeneration() int64 {
	generation, _, _ := NestedInt64(u.Object, "metadata", "generation")
	return generation
}

// SetGeneration sets metadata.generation (removed when 0).
func (u *Unstructured) SetGeneration(generation int64) {
	u.setMeta("generation", generation, generation == 0)
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

// SetDeletionTimestamp sets metadata.deletionTimestamp, in RFC 3339 at UTC (removed when nil).
func (u *Unstructured) SetDeletionTimestamp(timestamp *metav1.Time) {
	var text string
	if timestamp != nil {
		text = timestamp.UTC().Format(time.RFC3339)
	}
	u.setMeta("deletionTimestamp", text, timestamp == nil)
}

// GetLabels returns metadata.labels (nil when absent or not all strings).
func (u *Unstructured) GetLabels() map[string]string {
	labels, _, _ := NestedStringMap(u.Object, "metadata", "labels")
	return labels
}

// SetLabels sets metadata.labels (removed when nil).
func (u *Unstructured) SetLabels(labels map[string]string) {
	u.setMeta("labels", stringObject(labels), labels == nil)
}

// GetAnnotations returns metadata.annotations (nil when absent or not all strings).
func (u *Unstructured) GetAnnotations() map[string]string {
	annotations, _, _ := NestedStringMap(u.Object, "metadata", "annotations")
	return annotations
}

// SetAnnotations sets metadata.annotations (removed when nil).
func (u *Unstructured) SetAnnotations(annotations map[string]string) {
	u.setMeta("annotations", stringObject(annotations), annotations == nil)
}

// GetFinalizers returns metadata.finalizers (nil when absent or not all strings).
func (u *Unstructured) GetFinalizers() []string {
	finalizers, _, _ := NestedStringSlice(u.Object, "metadata", "finalizers")
	return finalizers
}

// SetFinalizers sets metadata.finalizers (removed when nil; an empty list stays as []).
func (u *Unstructured) SetFinalizers(finalizers []string) {
	u.setMeta("finalizers", stringList(finalizers), finalizers == nil)
}

// ownerReferenceOf reads one item of metadata.ownerReferences; controller and blockOwnerDeletion
// stay nil unless they hold booleans.
func ownerReferenceOf(item map[string]interface{}) metav1.OwnerReference {
	flag := func(key string) *bool {
		if b, isBool := item[key].(bool); isBool {
			return &b
		}
		return nil
	}
	return metav1.OwnerReference{
		APIVersion:         getNestedString(item, "apiVersion"),
		Kind:               getNestedString(item, "kind"),
		Name:               getNestedString(item, "name"),
		UID:                types.UID(getNestedString(item, "uid")),
		Controller:         flag("controller"),
		BlockOwnerDeletion: flag("blockOwnerDeletion"),
	}
}

// GetOwnerReferences returns metadata.ownerReferences; nil when the field is absent, not a list, or
// holds an item that is not an object.
func (u *Unstructured) GetOwnerReferences() []metav1.OwnerReference {
	items, found, err := nestedAs[[]interface{}](u.Object, []string{"metadata", "ownerReferences"}, "[]interface{}")
	if err != nil || !found {
		return nil
	}
	refs := make([]metav1.OwnerReference, len(items))
	for n, item := range items {
		object, isObject := item.(map[string]interface{})
		if !isObject {
			return nil
		}
		refs[n] = ownerReferenceOf(object)
	}
	return refs
}

// SetOwnerReferences sets metadata.ownerReferences (removed when nil); the optional flags are written
// only when set.
func (u *Unstructured) SetOwnerReferences(references []metav1.OwnerReference) {
	items := make([]interface{}, len(references))
	for n, ref := range references {
		item := map[string]interface{}{"apiVersion": ref.APIVersion, "kind": ref.Kind, "name": ref.Name, "uid": string(ref.UID)}
		if ref.Controller != nil {
			item["controller"] = *ref.Controller
		}
		if ref.BlockOwnerDeletion != nil {
			item["blockOwnerDeletion"] = *ref.BlockOwnerDeletion
		}
		items[n] = item
	}
	u.setMeta("ownerReferences", items, references == nil)
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

// UnstructuredContent returns the object's JSON map (a new empty one when it has none).
func (u *Unstructured) UnstructuredContent() map[string]interface{} {
	if u.Object != nil {
		return u.Object
	}
	return map[string]interface{}{}
}

// SetUnstructuredContent replaces the object's JSON map.
func (u *Unstructured) SetUnstructuredContent(content map[string]interface{}) { u.Object = content }

// IsList reports whether the object holds an items list.
func (u *Unstructured) IsList() bool {
	_, hasItems := u.Object["items"].([]interface{})
	return hasItems
}

// DeepCopy returns a copy sharing nothing with u (nil for nil).
func (u *Unstructured) DeepCopy() *Unstructured {
	if u == nil {
		return nil
	}
	return &Unstructured{Object: DeepCopyJSON(u.Object)}
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
func (u *UnstructuredList) GetContinue() string {
	return getNestedString(u.Object, "metadata", "continue")
}
`;

/** unstructuredPackage is k8s.io/apimachinery/pkg/apis/meta/v1/unstructured. */
export const unstructuredPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured",
  source,
  natives: {},
};
