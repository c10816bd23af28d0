// The Go source of sigs.k8s.io/controller-runtime/pkg/client: Object, ObjectList, ObjectKey,
// the Client interface and its options, patches, IgnoreNotFound. The lab's client type gathers
// the options in Go and calls natives (client.ts) that run the engine's cached client.
export const CLIENT_PATH = "sigs.k8s.io/controller-runtime/pkg/client";

export const clientSource = `package client

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// Object is a Kubernetes object: metadata accessors plus runtime.Object.
type Object interface {
	metav1.Object
	runtime.Object
}

// ObjectList is a Kubernetes object list, such as AppList.
type ObjectList interface {
	runtime.Object
	GetResourceVersion() string
	GetContinue() string
}

// ObjectKey identifies a Kubernetes Object: its namespace and name.
type ObjectKey = types.NamespacedName

// ObjectKeyFromObject builds the namespace/name key of obj, ready to pass to Get.
func ObjectKeyFromObject(obj Object) ObjectKey {
	return ObjectKey{Namespace: obj.GetNamespace(), Name: obj.GetName()}
}

// IgnoreNotFound returns nil on NotFound errors; all other values that are passed in are returned unmodified.
func IgnoreNotFound(err error) error {
	if apierrors.IsNotFound(err) {
		return nil
	}
	return err
}

// IgnoreAlreadyExists returns nil on AlreadyExists errors; all other values that are passed in are returned unmodified.
func IgnoreAlreadyExists(err error) error {
	if apierrors.IsAlreadyExists(err) {
		return nil
	}
	return err
}

// GetOptions gathers the settings of a Get call (the lab's Get has none).
type GetOptions struct{}

// GetOption is one optional argument of Get; it fills in GetOptions.
type GetOption interface {
	// ApplyToGet applies this option to the given options.
	ApplyToGet(*GetOptions)
}

// ListOptions gathers the filters and paging of a List call: labels, indexed fields, namespace, limit, continue token.
type ListOptions struct {
	LabelSelector map[string]string
	FieldSelector map[string]string
	Namespace     string
	Limit         int64
	Continue      string
}

// ListOption is one optional argument of List (InNamespace, MatchingLabels, ...); it fills in ListOptions.
type ListOption interface {
	// ApplyToList applies this option to the given options.
	ApplyToList(*ListOptions)
}

// CreateOptions contains options for create requests.
type CreateOptions struct {
	DryRun       []string
	FieldManager string
}

// CreateOption is one optional argument of Create; it fills in CreateOptions.
type CreateOption interface {
	// ApplyToCreate applies this option to the given options.
	ApplyToCreate(*CreateOptions)
}

// UpdateOptions contains options for update requests.
type UpdateOptions struct {
	DryRun       []string
	FieldManager string
}

// UpdateOption is some configuration that modifies options for an update request.
type UpdateOption interface {
	// ApplyToUpdate applies this option to the given options.
	ApplyToUpdate(*UpdateOptions)
}

// PatchOptions gathers the settings of a Patch call: dry run, force and field manager.
type PatchOptions struct {
	DryRun       []string
	Force        *bool
	FieldManager string
}

// PatchOption is one optional argument of Patch; it fills in PatchOptions.
type PatchOption interface {
	// ApplyToPatch applies this option to the given options.
	ApplyToPatch(*PatchOptions)
}

// ApplyOptions contains options for server-side apply requests.
type ApplyOptions struct {
	DryRun       []string
	Force        *bool
	FieldManager string
}

// ApplyOption is one optional argument of Apply (FieldOwner, ForceOwnership); it fills in ApplyOptions.
type ApplyOption interface {
	// ApplyToApply applies this option to the given options.
	ApplyToApply(*ApplyOptions)
}

// DeleteOptions contains options for delete requests.
type DeleteOptions struct {
	GracePeriodSeconds *int64
	Preconditions      *metav1.Preconditions
	PropagationPolicy  *metav1.DeletionPropagation
	DryRun             []string
}

// DeleteOption is one optional argument of Delete (PropagationPolicy, GracePeriodSeconds, ...); it fills in DeleteOptions.
type DeleteOption interface {
	// ApplyToDelete applies this option to the given options.
	ApplyToDelete(*DeleteOptions)
}

// SubResourceUpdateOptions holds all the possible configuration for a subresource update request.
type SubResourceUpdateOptions struct {
	UpdateOptions
}

// SubResourceUpdateOption is some configuration that modifies options for a subresource update request.
type SubResourceUpdateOption interface {
	// ApplyToSubResourceUpdate applies this option to the given options.
	ApplyToSubResourceUpdate(*SubResourceUpdateOptions)
}

// SubResourcePatchOptions holds configuration for a subresource patch request.
type SubResourcePatchOptions struct {
	PatchOptions
}

// SubResourcePatchOption is one optional argument of Status().Patch; it fills in SubResourcePatchOptions.
type SubResourcePatchOption interface {
	// ApplyToSubResourcePatch applies this option to the given options.
	ApplyToSubResourcePatch(*SubResourcePatchOptions)
}

// InNamespace limits a List to the objects of one namespace.
type InNamespace string

// ApplyToList sets the namespace of the list request.
func (n InNamespace) ApplyToList(opts *ListOptions) { opts.Namespace = string(n) }

// MatchingLabels keeps only the objects whose labels include every given key=value pair.
type MatchingLabels map[string]string

// ApplyToList adds these pairs to the label selector of the list request.
func (m MatchingLabels) ApplyToList(opts *ListOptions) {
	if opts.LabelSelector == nil {
		opts.LabelSelector = map[string]string{}
	}
	for k, v := range m {
		opts.LabelSelector[k] = v
	}
}

// MatchingFields filters the list/delete operation on the given field Set (an indexed field in the cache).
type MatchingFields map[string]string

// ApplyToList adds these pairs to the field selector of the list request.
func (m MatchingFields) ApplyToList(opts *ListOptions) {
	if opts.FieldSelector == nil {
		opts.FieldSelector = map[string]string{}
	}
	for k, v := range m {
		opts.FieldSelector[k] = v
	}
}

// Limit specifies the maximum number of objects to return from the list call.
type Limit int64

// ApplyToList sets the page size of the list request.
func (l Limit) ApplyToList(opts *ListOptions) { opts.Limit = int64(l) }

// FieldOwner names the field manager recorded for a write (Create, Update, Patch, Apply or a status write).
type FieldOwner string

// ApplyToCreate sends f as the field manager of a Create.
func (f FieldOwner) ApplyToCreate(opts *CreateOptions) { opts.FieldManager = string(f) }

// ApplyToUpdate sends f as the field manager of an Update.
func (f FieldOwner) ApplyToUpdate(opts *UpdateOptions) { opts.FieldManager = string(f) }

// ApplyToPatch sends f as the field manager of a Patch.
func (f FieldOwner) ApplyToPatch(opts *PatchOptions) { opts.FieldManager = string(f) }

// ApplyToApply sends f as the field manager of an Apply.
func (f FieldOwner) ApplyToApply(opts *ApplyOptions) { opts.FieldManager = string(f) }

// ApplyToSubResourceUpdate applies this configuration to the given subresource update options.
func (f FieldOwner) ApplyToSubResourceUpdate(opts *SubResourceUpdateOptions) {
	opts.FieldManager = string(f)
}

// ApplyToSubResourcePatch applies this configuration to the given subresource patch options.
func (f FieldOwner) ApplyToSubResourcePatch(opts *SubResourcePatchOptions) {
	opts.FieldManager = string(f)
}

type forceOwnership struct{}

// ForceOwnership indicates that in case of conflicts with server-side apply, the client should acquire ownership of the conflicting field.
var ForceOwnership = forceOwnership{}

func (forceOwnership) ApplyToPatch(opts *PatchOptions) {
	t := bool(true)
	opts.Force = &t
}

func (forceOwnership) ApplyToApply(opts *ApplyOptions) {
	t := bool(true)
	opts.Force = &t
}

func (forceOwnership) ApplyToSubResourcePatch(opts *SubResourcePatchOptions) {
	t := bool(true)
	opts.Force = &t
}

type dryRunAll struct{}

// DryRunAll sets the "dry run" option to "all", executing all validation, etc without persisting the change to storage.
var DryRunAll = dryRunAll{}

func (dryRunAll) ApplyToCreate(opts *CreateOptions) { opts.DryRun = []string{"All"} }
func (dryRunAll) ApplyToUpdate(opts *UpdateOptions) { opts.DryRun = []string{"All"} }
func (dryRunAll) ApplyToPatch(opts *PatchOptions)   { opts.DryRun = []string{"All"} }
func (dryRunAll) ApplyToDelete(opts *DeleteOptions) { opts.DryRun = []string{"All"} }

// PropagationPolicy determines how and if garbage collection will be performed.
type PropagationPolicy metav1.DeletionPropagation

// ApplyToDelete sends p as the propagationPolicy of the delete request.
func (p PropagationPolicy) ApplyToDelete(opts *DeleteOptions) {
	policy := metav1.DeletionPropagation(p)
	opts.PropagationPolicy = &policy
}

// GracePeriodSeconds sets the grace period for the deletion to the given number of seconds.
type GracePeriodSeconds int64

// ApplyToDelete sends s as the gracePeriodSeconds of the delete request.
func (s GracePeriodSeconds) ApplyToDelete(opts *DeleteOptions) {
	secs := int64(s)
	opts.GracePeriodSeconds = &secs
}

// Preconditions names the UID and/or resourceVersion the object must still have, or the delete fails with 409 Conflict.
type Preconditions metav1.Preconditions

// ApplyToDelete sends p as the preconditions of the delete request.
func (p Preconditions) ApplyToDelete(opts *DeleteOptions) {
	pre := metav1.Preconditions(p)
	opts.Preconditions = &pre
}

// Patch is a change to send to the API server: a content type plus a body built from the object.
type Patch interface {
	// Type names the content type of the patch (merge, strategic merge, JSON patch or apply).
	Type() types.PatchType
	// Data builds the body of the patch for obj.
	Data(obj Object) ([]byte, error)
}

// MergeFromOptions contains options to generate a merge-patch.
type MergeFromOptions struct {
	OptimisticLock bool
}

// MergeFromOption is one optional argument of MergeFrom (such as MergeFromWithOptimisticLock); it fills in MergeFromOptions.
type MergeFromOption interface {
	// ApplyToMergeFrom applies this option to the given options.
	ApplyToMergeFrom(*MergeFromOptions)
}

// MergeFromWithOptimisticLock can be used if clients want to make sure a patch is being applied to the latest resource version of an object.
type MergeFromWithOptimisticLock struct{}

// ApplyToMergeFrom switches the optimistic lock on.
func (m MergeFromWithOptimisticLock) ApplyToMergeFrom(in *MergeFromOptions) { in.OptimisticLock = true }

type mergeFromPatch struct {
	id        int
	strategic bool
}

func (p *mergeFromPatch) Type() types.PatchType {
	if p.strategic {
		return types.StrategicMergePatchType
	}
	return types.MergePatchType
}

// Data returns the merge patch computed against the original object.
func (p *mergeFromPatch) Data(obj Object) ([]byte, error)

// MergeFrom takes obj as the base: the patch sent later holds only the fields changed since, as a JSON merge patch.
func MergeFrom(obj Object) Patch { return MergeFromWithOptions(obj) }

// MergeFromWithOptions is MergeFrom plus options, such as MergeFromWithOptimisticLock.
func MergeFromWithOptions(obj Object, opts ...MergeFromOption) Patch {
	options := &MergeFromOptions{}
	for _, opt := range opts {
		opt.ApplyToMergeFrom(options)
	}
	return &mergeFromPatch{id: snapshot(obj, options.OptimisticLock)}
}

// StrategicMergeFrom creates a Patch that patches using the strategic-merge-patch strategy with the given
// object as base. On a built-in kind the lab's API server applies it as a JSON merge patch (a list is replaced
// whole, the same object unless someone else changed that list since obj was read); on a custom resource it
// answers 415 UnsupportedMediaType, as the API server does.
func StrategicMergeFrom(obj Object, opts ...MergeFromOption) Patch {
	options := &MergeFromOptions{}
	for _, opt := range opts {
		opt.ApplyToMergeFrom(options)
	}
	return &mergeFromPatch{id: snapshot(obj, options.OptimisticLock), strategic: true}
}

func snapshot(obj Object, optimisticLock bool) int

type rawPatch struct {
	patchType types.PatchType
	data      []byte
}

func (p rawPatch) Type() types.PatchType            { return p.patchType }
func (p rawPatch) Data(obj Object) ([]byte, error) { return p.data, nil }

// RawPatch sends data unchanged as the body, with the given patch type.
func RawPatch(patchType types.PatchType, data []byte) Patch { return rawPatch{patchType, data} }

type applyPatch struct{}

func (applyPatch) Type() types.PatchType            { return types.ApplyPatchType }
func (applyPatch) Data(obj Object) ([]byte, error) { return nil, nil }

// Apply uses server-side apply semantics to patch the given object (use with FieldOwner and ForceOwnership).
var Apply Patch = applyPatch{}

// Merge is a raw JSON merge patch with no body of its own (MergeFrom computes one from a base object).
var Merge Patch = rawPatch{patchType: types.MergePatchType}

// Reader is the read side of a client: Get and List.
type Reader interface {
	// Get reads the object at key into obj (from the informer cache for the manager's client).
	Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error
	// List reads every object matching the options into list (from the informer cache).
	List(ctx context.Context, list ObjectList, opts ...ListOption) error
}

// Writer is the write side of a client: Apply, Create, Delete, Update and Patch.
type Writer interface {
	// Apply server-side-applies obj (use client.FieldOwner and client.ForceOwnership).
	Apply(ctx context.Context, obj Object, opts ...ApplyOption) error
	// Create saves obj in the API server and writes the server's answer back into obj.
	Create(ctx context.Context, obj Object, opts ...CreateOption) error
	// Delete asks the API server to delete obj (no propagationPolicy is sent unless given).
	Delete(ctx context.Context, obj Object, opts ...DeleteOption) error
	// Update replaces obj through the main endpoint (status changes are ignored) and writes the answer back into obj.
	Update(ctx context.Context, obj Object, opts ...UpdateOption) error
	// Patch sends patch for obj and writes the server's answer back into obj.
	Patch(ctx context.Context, obj Object, patch Patch, opts ...PatchOption) error
}

// SubResourceWriter knows how to update subresources (status) of Kubernetes objects.
type SubResourceWriter interface {
	// Update replaces the status subresource of obj and writes the answer back into obj.
	Update(ctx context.Context, obj Object, opts ...SubResourceUpdateOption) error
	// Patch patches the status subresource of obj and writes the answer back into obj.
	Patch(ctx context.Context, obj Object, patch Patch, opts ...SubResourcePatchOption) error
}

// StatusClient knows how to create a client which can update status subresource for kubernetes objects.
type StatusClient interface {
	// Status returns a writer for the status subresource (r.Status().Update).
	Status() SubResourceWriter
}

// Client is what a reconciler talks to the cluster through: reads, writes, status writes and scheme lookups.
type Client interface {
	Reader
	Writer
	StatusClient
	// Scheme returns the runtime.Scheme the client maps Go types to kinds with.
	Scheme() *runtime.Scheme
	// GroupVersionKindFor returns the GroupVersionKind of obj's Go type.
	GroupVersionKindFor(obj runtime.Object) (schema.GroupVersionKind, error)
	// IsObjectNamespaced reports whether obj's kind is namespaced.
	IsObjectNamespaced(obj runtime.Object) (bool, error)
}

// IndexerFunc knows how to take an object and turn it into a series of non-namespaced keys.
type IndexerFunc func(Object) []string

// FieldIndexer knows how to index over a particular "field" such that it can later be used by a field selector.
type FieldIndexer interface {
	// IndexField adds an index on field for obj's type, so List can use client.MatchingFields.
	IndexField(ctx context.Context, obj Object, field string, extractValue IndexerFunc) error
}

type labClient struct {
	id     int
	direct bool
	scheme *runtime.Scheme
}

func newClient(id int, direct bool, scheme *runtime.Scheme) Client {
	return &labClient{id: id, direct: direct, scheme: scheme}
}

func (c *labClient) Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error {
	return c.get(key.Namespace, key.Name, obj)
}

func (c *labClient) List(ctx context.Context, list ObjectList, opts ...ListOption) error {
	o := &ListOptions{}
	for _, opt := range opts {
		opt.ApplyToList(o)
	}
	return c.list(list, o.Namespace, o.LabelSelector, o.FieldSelector, o.Limit)
}

func (c *labClient) Create(ctx context.Context, obj Object, opts ...CreateOption) error {
	o := &CreateOptions{}
	for _, opt := range opts {
		opt.ApplyToCreate(o)
	}
	return c.create(obj, o.FieldManager, len(o.DryRun) > 0)
}

func (c *labClient) Update(ctx context.Context, obj Object, opts ...UpdateOption) error {
	o := &UpdateOptions{}
	for _, opt := range opts {
		opt.ApplyToUpdate(o)
	}
	return c.update(obj, false, o.FieldManager, len(o.DryRun) > 0)
}

func (c *labClient) Patch(ctx context.Context, obj Object, patch Patch, opts ...PatchOption) error {
	o := &PatchOptions{}
	for _, opt := range opts {
		opt.ApplyToPatch(o)
	}
	return c.patch(obj, patch, false, o.FieldManager, o.Force != nil && *o.Force, len(o.DryRun) > 0)
}

func (c *labClient) Apply(ctx context.Context, obj Object, opts ...ApplyOption) error {
	o := &ApplyOptions{}
	for _, opt := range opts {
		opt.ApplyToApply(o)
	}
	return c.patch(obj, Apply, false, o.FieldManager, o.Force != nil && *o.Force, len(o.DryRun) > 0)
}

func (c *labClient) Delete(ctx context.Context, obj Object, opts ...DeleteOption) error {
	o := &DeleteOptions{}
	for _, opt := range opts {
		opt.ApplyToDelete(o)
	}
	policy := ""
	if o.PropagationPolicy != nil {
		policy = string(*o.PropagationPolicy)
	}
	grace := int64(-1)
	if o.GracePeriodSeconds != nil {
		grace = *o.GracePeriodSeconds
	}
	uid, rv := "", ""
	if o.Preconditions != nil {
		if o.Preconditions.UID != nil {
			uid = string(*o.Preconditions.UID)
		}
		if o.Preconditions.ResourceVersion != nil {
			rv = *o.Preconditions.ResourceVersion
		}
	}
	return c.delete(obj, policy, grace, uid, rv)
}

func (c *labClient) Status() SubResourceWriter { return &statusWriter{c} }

func (c *labClient) Scheme() *runtime.Scheme { return c.scheme }

func (c *labClient) GroupVersionKindFor(obj runtime.Object) (schema.GroupVersionKind, error) {
	kinds, _, err := c.scheme.ObjectKinds(obj)
	if err != nil {
		return schema.GroupVersionKind{}, err
	}
	return kinds[0], nil
}

func (c *labClient) IsObjectNamespaced(obj runtime.Object) (bool, error) { return c.namespaced(obj) }

func (c *labClient) get(namespace, name string, obj Object) error
func (c *labClient) list(list ObjectList, namespace string, labels, fields map[string]string, limit int64) error
func (c *labClient) create(obj Object, fieldManager string, dryRun bool) error
func (c *labClient) update(obj Object, status bool, fieldManager string, dryRun bool) error
func (c *labClient) patch(obj Object, patch Patch, status bool, fieldManager string, force bool, dryRun bool) error
func (c *labClient) delete(obj Object, policy string, grace int64, uid, resourceVersion string) error
func (c *labClient) namespaced(obj runtime.Object) (bool, error)

type statusWriter struct {
	c *labClient
}

func (w *statusWriter) Update(ctx context.Context, obj Object, opts ...SubResourceUpdateOption) error {
	o := &SubResourceUpdateOptions{}
	for _, opt := range opts {
		opt.ApplyToSubResourceUpdate(o)
	}
	return w.c.update(obj, true, o.FieldManager, len(o.DryRun) > 0)
}

func (w *statusWriter) Patch(ctx context.Context, obj Object, patch Patch, opts ...SubResourcePatchOption) error {
	o := &SubResourcePatchOptions{}
	for _, opt := range opts {
		opt.ApplyToSubResourcePatch(o)
	}
	return w.c.patch(obj, patch, true, o.FieldManager, o.Force != nil && *o.Force, len(o.DryRun) > 0)
}

type labIndexer struct {
	id int
}

func newIndexer(id int) FieldIndexer { return &labIndexer{id} }

// IndexField adds an index with the given field name on the given object type.
func (i *labIndexer) IndexField(ctx context.Context, obj Object, field string, extractValue IndexerFunc) error
`;
