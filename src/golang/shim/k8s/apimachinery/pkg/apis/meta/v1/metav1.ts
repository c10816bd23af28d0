// Package k8s.io/apimachinery/pkg/apis/meta/v1 (metav1): TypeMeta, ObjectMeta and its accessors
// (metav1.Object), ListMeta, Time and MicroTime (Now from the virtual clock), Condition,
// LabelSelector, OwnerReference, Status, and the owner-reference helpers; the request options and
// discovery documents are in requests.ts.
import type { ShimDefinition } from "../../../../../../registry";
import { deepCopyMethods, deepCopyNatives } from "../../../../../deepcopy";
import { REQUEST_PARTS, requestsSource } from "./requests";
import { fieldsV1JSON } from "./fieldsv1";

const META_PARTS = [
  "ObjectMeta",
  "Condition",
  "LabelSelector",
  "LabelSelectorRequirement",
  "OwnerReference",
  "ListMeta",
  "TypeMeta",
  "ManagedFieldsEntry",
  "FieldsV1",
  "Status",
  "StatusDetails",
  "StatusCause",
  "Preconditions",
  "DeleteOptions",
  ...REQUEST_PARTS,
];

const source = `package v1

import (
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// LabelSelectorAsSelector converts the LabelSelector api type into a struct that implements labels.Selector.
func LabelSelectorAsSelector(ps *LabelSelector) (labels.Selector, error) {
	if ps == nil {
		return labels.Nothing(), nil
	}
	if len(ps.MatchLabels)+len(ps.MatchExpressions) == 0 {
		return labels.Everything(), nil
	}
	selector := labels.NewSelector()
	for k, v := range ps.MatchLabels {
		r, err := labels.NewRequirement(k, labels.Equals, []string{v})
		if err != nil {
			return nil, err
		}
		selector = selector.Add(*r)
	}
	for _, expr := range ps.MatchExpressions {
		var op labels.Operator
		switch expr.Operator {
		case LabelSelectorOpIn:
			op = labels.In
		case LabelSelectorOpNotIn:
			op = labels.NotIn
		case LabelSelectorOpExists:
			op = labels.Exists
		case LabelSelectorOpDoesNotExist:
			op = labels.DoesNotExist
		default:
			return nil, fmt.Errorf("%q is not a valid label selector operator", expr.Operator)
		}
		r, err := labels.NewRequirement(expr.Key, op, append([]string(nil), expr.Values...))
		if err != nil {
			return nil, err
		}
		selector = selector.Add(*r)
	}
	return selector, nil
}

// TypeMeta holds the kind and apiVersion fields that every serialized object starts with.
type TypeMeta struct {
	Kind       string \`json:"kind,omitempty"\`
	APIVersion string \`json:"apiVersion,omitempty"\`
}

// GetObjectKind returns the TypeMeta itself, which can read and set the object's GroupVersionKind.
func (obj *TypeMeta) GetObjectKind() schema.ObjectKind { return obj }

// SetGroupVersionKind sets APIVersion and Kind from gvk.
func (obj *TypeMeta) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	obj.APIVersion = gvk.GroupVersion().String()
	obj.Kind = gvk.Kind
}

// GroupVersionKind returns the GroupVersionKind APIVersion and Kind name.
func (obj *TypeMeta) GroupVersionKind() schema.GroupVersionKind {
	return schema.FromAPIVersionAndKind(obj.APIVersion, obj.Kind)
}

// ListMeta describes metadata that synthetic resources (lists) must have.
type ListMeta struct {
	ResourceVersion    string \`json:"resourceVersion,omitempty"\`
	Continue           string \`json:"continue,omitempty"\`
	RemainingItemCount *int64 \`json:"remainingItemCount,omitempty"\`
}

// GetResourceVersion returns the list's resourceVersion.
func (l *ListMeta) GetResourceVersion() string { return l.ResourceVersion }

// GetContinue returns the continue token of a paginated list.
func (l *ListMeta) GetContinue() string { return l.Continue }

// Time is a wrapper around time.Time that marshals as RFC 3339 with whole seconds.
type Time struct {
	time.Time
}

// GroupVersion contains the "group" and the "version", which uniquely identifies the API (metav1's copy of
// schema.GroupVersion, as generated register files use it).
type GroupVersion struct {
	Group   string \`json:"group"\`
	Version string \`json:"version"\`
}

// Empty returns true if group and version are empty.
func (gv GroupVersion) Empty() bool { return len(gv.Group) == 0 && len(gv.Version) == 0 }

// String puts "group" and "version" into a single "group/version" string; the legacy v1 is just "v1".
func (gv GroupVersion) String() string {
	if len(gv.Group) > 0 {
		return gv.Group + "/" + gv.Version
	}
	return gv.Version
}

// AddToGroupVersion registers common meta types into schemas (the lab's scheme knows them already).
func AddToGroupVersion(scheme *runtime.Scheme, groupVersion schema.GroupVersion) {}

// Now returns the current local time (the lab's virtual clock).
func Now() Time { return Time{time.Now()} }

// NewTime returns a wrapped instance of the provided time.
func NewTime(t time.Time) Time { return Time{t} }

// Unix returns the local time corresponding to the given Unix time.
func Unix(sec int64, nsec int64) Time { return Time{time.Unix(sec, nsec)} }

// IsZero is true for a nil *Time as well as for the zero instant, so unset timestamps need no nil check.
func (t *Time) IsZero() bool {
	if t == nil {
		return true
	}
	return t.Time.IsZero()
}

// Before tells whether t is earlier than u; when either is nil the answer is false.
func (t *Time) Before(u *Time) bool {
	if t != nil && u != nil {
		return t.Time.Before(u.Time)
	}
	return false
}

// Equal tells whether t and u are the same instant; two nils are equal, one nil is not.
func (t *Time) Equal(u *Time) bool {
	if t == nil && u == nil {
		return true
	}
	if t != nil && u != nil {
		return t.Time.Equal(u.Time)
	}
	return false
}

// Rfc3339Copy drops the sub-second part, as a round trip through the API's RFC 3339 form would.
func (t Time) Rfc3339Copy() Time { return Time{t.Time.Truncate(time.Second)} }

// DeepCopy returns a copy of the Time.
func (t *Time) DeepCopy() *Time {
	if t == nil {
		return nil
	}
	c := *t
	return &c
}

// DeepCopyInto copies the receiver into out.
func (t *Time) DeepCopyInto(out *Time) { *out = *t }

// MicroTime is a version of Time with microsecond precision on the wire.
type MicroTime struct {
	time.Time
}

// NowMicro returns the current local time as a MicroTime.
func NowMicro() MicroTime { return MicroTime{time.Now()} }

// NewMicroTime returns a wrapped instance of the provided time.
func NewMicroTime(t time.Time) MicroTime { return MicroTime{t} }

// IsZero is true for a nil *MicroTime as well as for the zero instant.
func (t *MicroTime) IsZero() bool {
	if t == nil {
		return true
	}
	return t.Time.IsZero()
}

// Duration is a wrapper around time.Duration.
type Duration struct {
	time.Duration
}

// ConditionStatus is the status of a condition: True, False or Unknown.
type ConditionStatus string

// These are valid condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// Condition contains details for one aspect of the current state of an API resource.
type Condition struct {
	Type               string          \`json:"type"\`
	Status             ConditionStatus \`json:"status"\`
	ObservedGeneration int64           \`json:"observedGeneration,omitempty"\`
	LastTransitionTime Time            \`json:"lastTransitionTime"\`
	Reason             string          \`json:"reason"\`
	Message            string          \`json:"message"\`
}

// LabelSelectorOperator is the set of operators that can be used in a selector requirement.
type LabelSelectorOperator string

// The label selector operators.
const (
	LabelSelectorOpIn           LabelSelectorOperator = "In"
	LabelSelectorOpNotIn        LabelSelectorOperator = "NotIn"
	LabelSelectorOpExists       LabelSelectorOperator = "Exists"
	LabelSelectorOpDoesNotExist LabelSelectorOperator = "DoesNotExist"
)

// LabelSelectorRequirement is a selector that contains values, a key, and an operator.
type LabelSelectorRequirement struct {
	Key      string                \`json:"key"\`
	Operator LabelSelectorOperator \`json:"operator"\`
	Values   []string              \`json:"values,omitempty"\`
}

// A LabelSelector is a label query over a set of resources; the requirements are ANDed.
type LabelSelector struct {
	MatchLabels      map[string]string          \`json:"matchLabels,omitempty"\`
	MatchExpressions []LabelSelectorRequirement \`json:"matchExpressions,omitempty"\`
}

// OwnerReference points from a dependent to its owner (same namespace, or cluster-scoped); the
// engine's garbage collector follows these (facts 23-27).
type OwnerReference struct {
	APIVersion         string    \`json:"apiVersion"\`
	Kind               string    \`json:"kind"\`
	Name               string    \`json:"name"\`
	UID                types.UID \`json:"uid"\`
	Controller         *bool     \`json:"controller,omitempty"\`
	BlockOwnerDeletion *bool     \`json:"blockOwnerDeletion,omitempty"\`
}

// ManagedFieldsEntry records which manager last set which fields, by which operation, at which
// apiVersion and time (fact 33).
type ManagedFieldsEntry struct {
	Manager     string                     \`json:"manager,omitempty"\`
	Operation   ManagedFieldsOperationType \`json:"operation,omitempty"\`
	APIVersion  string                     \`json:"apiVersion,omitempty"\`
	Time        *Time                      \`json:"time,omitempty"\`
	FieldsType  string                     \`json:"fieldsType,omitempty"\`
	FieldsV1    *FieldsV1                  \`json:"fieldsV1,omitempty"\`
	Subresource string                     \`json:"subresource,omitempty"\`
}

// ManagedFieldsOperationType says which kind of write produced a managedFields entry.
type ManagedFieldsOperationType string

// The operations a managedFields entry records: a server-side apply, or any other write.
const (
	ManagedFieldsOperationApply  ManagedFieldsOperationType = "Apply"
	ManagedFieldsOperationUpdate ManagedFieldsOperationType = "Update"
)

// FieldsV1 is the set of field paths a manager owns, kept as nested JSON objects keyed like "f:spec".
type FieldsV1 struct {
	// Raw holds that JSON text as bytes.
	Raw []byte \`json:"-"\`
}

// String returns the JSON form of the field set.
func (f FieldsV1) String() string { return string(f.Raw) }

// GetRawBytes returns the raw bytes (nil for a nil FieldsV1).
func (f *FieldsV1) GetRawBytes() []byte {
	if f == nil {
		return nil
	}
	return f.Raw
}

// SetRawBytes sets the raw bytes.
func (f *FieldsV1) SetRawBytes(b []byte) {
	if f != nil {
		f.Raw = b
	}
}

// GetRawString returns the raw bytes as a string ("" for a nil FieldsV1).
func (f *FieldsV1) GetRawString() string {
	if f == nil {
		return ""
	}
	return string(f.Raw)
}

// SetRawString sets the raw bytes from a string.
func (f *FieldsV1) SetRawString(s string) {
	if f != nil {
		f.Raw = []byte(s)
	}
}

// MarshalJSON returns the raw bytes, or null when there are none.
func (f FieldsV1) MarshalJSON() ([]byte, error) {
	if f.Raw == nil {
		return []byte("null"), nil
	}
	return f.Raw, nil
}

// UnmarshalJSON keeps the bytes as they are (null leaves Raw unset).
func (f *FieldsV1) UnmarshalJSON(b []byte) error {
	if f == nil {
		return fmt.Errorf("metav1.Fields: UnmarshalJSON on nil pointer")
	}
	if string(b) != "null" {
		f.Raw = append(f.Raw[0:0], b...)
	}
	return nil
}

// ObjectMeta is metadata that all persisted resources must have.
type ObjectMeta struct {
	Name                       string               \`json:"name,omitempty"\`
	GenerateName               string               \`json:"generateName,omitempty"\`
	Namespace                  string               \`json:"namespace,omitempty"\`
	SelfLink                   string               \`json:"selfLink,omitempty"\`
	UID                        types.UID            \`json:"uid,omitempty"\`
	ResourceVersion            string               \`json:"resourceVersion,omitempty"\`
	Generation                 int64                \`json:"generation,omitempty"\`
	CreationTimestamp          Time                 \`json:"creationTimestamp,omitempty"\`
	DeletionTimestamp          *Time                \`json:"deletionTimestamp,omitempty"\`
	DeletionGracePeriodSeconds *int64               \`json:"deletionGracePeriodSeconds,omitempty"\`
	Labels                     map[string]string    \`json:"labels,omitempty"\`
	Annotations                map[string]string    \`json:"annotations,omitempty"\`
	OwnerReferences            []OwnerReference     \`json:"ownerReferences,omitempty"\`
	Finalizers                 []string             \`json:"finalizers,omitempty"\`
	ManagedFields              []ManagedFieldsEntry \`json:"managedFields,omitempty"\`
}

// Object is the accessor interface for an object's metadata (name, labels, owners, finalizers and
// the rest); every typed object gets it through its embedded ObjectMeta.
type Object interface {
	GetNamespace() string
	SetNamespace(namespace string)
	GetName() string
	SetName(name string)
	GetGenerateName() string
	SetGenerateName(name string)
	GetUID() types.UID
	SetUID(uid types.UID)
	GetResourceVersion() string
	SetResourceVersion(version string)
	GetGeneration() int64
	SetGeneration(generation int64)
	GetCreationTimestamp() Time
	GetDeletionTimestamp() *Time
	SetDeletionTimestamp(timestamp *Time)
	GetLabels() map[string]string
	SetLabels(labels map[string]string)
	GetAnnotations() map[string]string
	SetAnnotations(annotations map[string]string)
	GetFinalizers() []string
	SetFinalizers(finalizers []string)
	GetOwnerReferences() []OwnerReference
	SetOwnerReferences([]OwnerReference)
	GetManagedFields() []ManagedFieldsEntry
	SetManagedFields(managedFields []ManagedFieldsEntry)
}

// GetObjectMeta returns the ObjectMeta itself as a metav1.Object.
func (meta *ObjectMeta) GetObjectMeta() Object { return meta }

// GetNamespace returns the object's namespace.
func (meta *ObjectMeta) GetNamespace() string { return meta.Namespace }

// SetNamespace sets the object's namespace.
func (meta *ObjectMeta) SetNamespace(namespace string) { meta.Namespace = namespace }

// GetName returns the object's name.
func (meta *ObjectMeta) GetName() string { return meta.Name }

// SetName sets the object's name.
func (meta *ObjectMeta) SetName(name string) { meta.Name = name }

// GetGenerateName returns the prefix the API server uses to generate a name.
func (meta *ObjectMeta) GetGenerateName() string { return meta.GenerateName }

// SetGenerateName sets the prefix the API server uses to generate a name.
func (meta *ObjectMeta) SetGenerateName(name string) { meta.GenerateName = name }

// GetUID returns the object's UID.
func (meta *ObjectMeta) GetUID() types.UID { return meta.UID }

// SetUID sets the object's UID.
func (meta *ObjectMeta) SetUID(uid types.UID) { meta.UID = uid }

// GetResourceVersion returns the object's resourceVersion.
func (meta *ObjectMeta) GetResourceVersion() string { return meta.ResourceVersion }

// SetResourceVersion sets the object's resourceVersion.
func (meta *ObjectMeta) SetResourceVersion(version string) { meta.ResourceVersion = version }

// GetGeneration returns the object's generation.
func (meta *ObjectMeta) GetGeneration() int64 { return meta.Generation }

// SetGeneration sets the object's generation.
func (meta *ObjectMeta) SetGeneration(generation int64) { meta.Generation = generation }

// GetCreationTimestamp returns when the object was created.
func (meta *ObjectMeta) GetCreationTimestamp() Time { return meta.CreationTimestamp }

// GetDeletionTimestamp returns when deletion was requested, or nil.
func (meta *ObjectMeta) GetDeletionTimestamp() *Time { return meta.DeletionTimestamp }

// SetDeletionTimestamp sets the deletion timestamp.
func (meta *ObjectMeta) SetDeletionTimestamp(timestamp *Time) { meta.DeletionTimestamp = timestamp }

// GetLabels returns the object's labels.
func (meta *ObjectMeta) GetLabels() map[string]string { return meta.Labels }

// SetLabels sets the object's labels.
func (meta *ObjectMeta) SetLabels(labels map[string]string) { meta.Labels = labels }

// GetAnnotations returns the object's annotations.
func (meta *ObjectMeta) GetAnnotations() map[string]string { return meta.Annotations }

// SetAnnotations sets the object's annotations.
func (meta *ObjectMeta) SetAnnotations(annotations map[string]string) { meta.Annotations = annotations }

// GetFinalizers returns the object's finalizers.
func (meta *ObjectMeta) GetFinalizers() []string { return meta.Finalizers }

// SetFinalizers sets the object's finalizers.
func (meta *ObjectMeta) SetFinalizers(finalizers []string) { meta.Finalizers = finalizers }

// GetOwnerReferences returns the object's owner references.
func (meta *ObjectMeta) GetOwnerReferences() []OwnerReference { return meta.OwnerReferences }

// GetManagedFields returns the object's managedFields entries.
func (meta *ObjectMeta) GetManagedFields() []ManagedFieldsEntry { return meta.ManagedFields }

// SetManagedFields sets the object's managedFields entries.
func (meta *ObjectMeta) SetManagedFields(managedFields []ManagedFieldsEntry) { meta.ManagedFields = managedFields }

// SetOwnerReferences sets the object's owner references.
func (meta *ObjectMeta) SetOwnerReferences(references []OwnerReference) { meta.OwnerReferences = references }

// GetControllerOf returns a pointer to a copy of the controllerRef if controllee has a controller.
func GetControllerOf(controllee Object) *OwnerReference {
	for _, ref := range controllee.GetOwnerReferences() {
		if ref.Controller != nil && *ref.Controller {
			r := ref
			return &r
		}
	}
	return nil
}

// IsControlledBy checks if the object has a controllerRef set to the given owner (by UID).
func IsControlledBy(obj Object, owner Object) bool {
	ref := GetControllerOf(obj)
	if ref == nil {
		return false
	}
	return ref.UID == owner.GetUID()
}

// NewControllerRef creates an OwnerReference pointing to the given owner, with Controller and BlockOwnerDeletion set.
func NewControllerRef(owner Object, gvk schema.GroupVersionKind) *OwnerReference {
	t := bool(true)
	return &OwnerReference{
		APIVersion:         gvk.GroupVersion().String(),
		Kind:               gvk.Kind,
		Name:               owner.GetName(),
		UID:                owner.GetUID(),
		BlockOwnerDeletion: &t,
		Controller:         &t,
	}
}

// HasAnnotation returns a bool if passed in annotation exists.
func HasAnnotation(obj ObjectMeta, ann string) bool {
	_, found := obj.Annotations[ann]
	return found
}

// SetMetaDataAnnotation sets the annotation and value.
func SetMetaDataAnnotation(obj *ObjectMeta, ann string, value string) {
	if obj.Annotations == nil {
		obj.Annotations = make(map[string]string)
	}
	obj.Annotations[ann] = value
}

// HasLabel returns a bool if passed in label exists.
func HasLabel(obj ObjectMeta, label string) bool {
	_, found := obj.Labels[label]
	return found
}

// SetMetaDataLabel sets the label and value.
func SetMetaDataLabel(obj *ObjectMeta, label string, value string) {
	if obj.Labels == nil {
		obj.Labels = make(map[string]string)
	}
	obj.Labels[label] = value
}

// StatusReason is the machine-readable word in a failed Status that says why the call failed.
type StatusReason string

// The reasons API errors carry.
const (
	StatusReasonUnknown          StatusReason = ""
	StatusReasonUnauthorized     StatusReason = "Unauthorized"
	StatusReasonForbidden        StatusReason = "Forbidden"
	StatusReasonNotFound         StatusReason = "NotFound"
	StatusReasonAlreadyExists    StatusReason = "AlreadyExists"
	StatusReasonConflict         StatusReason = "Conflict"
	StatusReasonGone             StatusReason = "Gone"
	StatusReasonInvalid          StatusReason = "Invalid"
	StatusReasonServerTimeout    StatusReason = "ServerTimeout"
	StatusReasonTimeout          StatusReason = "Timeout"
	StatusReasonTooManyRequests  StatusReason = "TooManyRequests"
	StatusReasonBadRequest       StatusReason = "BadRequest"
	StatusReasonMethodNotAllowed StatusReason = "MethodNotAllowed"
	StatusReasonInternalError    StatusReason = "InternalError"
	StatusReasonExpired          StatusReason = "Expired"
	// StatusReasonUnsupportedMediaType means the request's content type is not one the server accepts (HTTP 415).
	StatusReasonUnsupportedMediaType StatusReason = "UnsupportedMediaType"
)

// CauseType is the code of one StatusCause: which kind of problem a field of the request had.
type CauseType string

const (
	// CauseTypeFieldValueNotFound marks a field pointing at something that does not exist.
	CauseTypeFieldValueNotFound     CauseType = "FieldValueNotFound"
	// CauseTypeFieldValueRequired marks a mandatory field left empty.
	CauseTypeFieldValueRequired     CauseType = "FieldValueRequired"
	// CauseTypeFieldValueDuplicate marks a value repeated where each must be unique.
	CauseTypeFieldValueDuplicate    CauseType = "FieldValueDuplicate"
	// CauseTypeFieldValueInvalid marks a value that is badly formed or out of range.
	CauseTypeFieldValueInvalid      CauseType = "FieldValueInvalid"
	// CauseTypeFieldValueNotSupported marks a value outside the field's fixed set of choices.
	CauseTypeFieldValueNotSupported CauseType = "FieldValueNotSupported"
	// CauseTypeForbidden marks a well-formed value that is not allowed here (for example, changing an immutable field).
	CauseTypeForbidden              CauseType = "FieldValueForbidden"
	// CauseTypeTooLong marks a value (a string or a list) longer than its field allows.
	CauseTypeTooLong                CauseType = "FieldValueTooLong"
	// CauseTypeTooMany marks a list with more items than allowed.
	CauseTypeTooMany                CauseType = "FieldValueTooMany"
	// CauseTypeInternal marks a failure of the server itself rather than of the request.
	CauseTypeInternal               CauseType = "InternalError"
	// CauseTypeTypeInvalid is for a value that did not match the schema type of its field.
	CauseTypeTypeInvalid            CauseType = "FieldValueTypeInvalid"
	// CauseTypeFieldManagerConflict marks a field another manager owns, in a server-side apply without force.
	CauseTypeFieldManagerConflict   CauseType = "FieldManagerConflict"
)

// StatusCause provides more information about an api.Status failure.
type StatusCause struct {
	Type    CauseType \`json:"reason,omitempty"\`
	Message string \`json:"message,omitempty"\`
	Field   string \`json:"field,omitempty"\`
}

// StatusDetails is the optional extra part of a Status: which object the answer is about, the
// field-level causes, and how long to wait before retrying.
type StatusDetails struct {
	Name              string        \`json:"name,omitempty"\`
	Group             string        \`json:"group,omitempty"\`
	Kind              string        \`json:"kind,omitempty"\`
	UID               types.UID     \`json:"uid,omitempty"\`
	Causes            []StatusCause \`json:"causes,omitempty"\`
	RetryAfterSeconds int32         \`json:"retryAfterSeconds,omitempty"\`
}

// Status is a return value for calls that don't return other objects, and the body of API errors.
type Status struct {
	TypeMeta \`json:",inline"\`
	ListMeta \`json:"metadata,omitempty"\`
	Status   string         \`json:"status,omitempty"\`
	Message  string         \`json:"message,omitempty"\`
	Reason   StatusReason   \`json:"reason,omitempty"\`
	Details  *StatusDetails \`json:"details,omitempty"\`
	Code     int32          \`json:"code,omitempty"\`
}

// Values of Status.Status.
const (
	StatusSuccess = "Success"
	StatusFailure = "Failure"
)

// DeletionPropagation is a delete's propagationPolicy: it tells the garbage collector whether to
// orphan the dependents or delete them, in the background or first (fact 24).
type DeletionPropagation string

// The propagation policies.
const (
	DeletePropagationOrphan     DeletionPropagation = "Orphan"
	DeletePropagationBackground DeletionPropagation = "Background"
	DeletePropagationForeground DeletionPropagation = "Foreground"
)

// Preconditions let a write say which object it means: it fails with a conflict unless the UID and resourceVersion given still match.
type Preconditions struct {
	UID             *types.UID \`json:"uid,omitempty"\`
	ResourceVersion *string    \`json:"resourceVersion,omitempty"\`
}

// DeleteOptions tunes a delete: grace period, preconditions and how dependents are treated.
type DeleteOptions struct {
	TypeMeta           \`json:",inline"\`
	GracePeriodSeconds *int64               \`json:"gracePeriodSeconds,omitempty"\`
	Preconditions      *Preconditions       \`json:"preconditions,omitempty"\`
	OrphanDependents   *bool                \`json:"orphanDependents,omitempty"\`
	PropagationPolicy  *DeletionPropagation \`json:"propagationPolicy,omitempty"\`
	DryRun             []string             \`json:"dryRun,omitempty"\`
}

// FinalizerOrphanDependents and FinalizerDeleteDependents are the garbage collector's finalizers.
const (
	FinalizerOrphanDependents = "orphan"
	FinalizerDeleteDependents = "foregroundDeletion"
)
${requestsSource}`;

fieldsV1JSON();

/** metav1Package is k8s.io/apimachinery/pkg/apis/meta/v1. */
export const metav1Package: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/apis/meta/v1",
  source,
  methods: deepCopyMethods([], META_PARTS),
  natives: deepCopyNatives("k8s.io/apimachinery/pkg/apis/meta/v1", META_PARTS, false),
};
