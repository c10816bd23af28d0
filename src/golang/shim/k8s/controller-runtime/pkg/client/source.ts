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

// IgnoreNotFound turns a NotFound error into nil and passes any other error (or nil) through as it is.
func IgnoreNotFound(err error) error {
	if apierrors.IsNotFound(err) {
		return nil
	}
	return err
}

// IgnoreAlreadyExists turns an AlreadyExists error into nil and passes any other error (or nil)
// through as it is.
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
	// ApplyToGet records this option in the call's settings.
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
	// ApplyToList records this option in the call's settings.
	ApplyToList(*ListOptions)
}

// CreateOptions gathers the settings of a Create call: dry run and field manager.
type CreateOptions struct {
	DryRun       []string
	FieldManager string
}

// CreateOption is one optional argument of Create; it fills in CreateOptions.
type CreateOption interface {
	// ApplyToCreate records this option in the call's settings.
	ApplyToCreate(*CreateOptions)
}

// UpdateOptions gathers the settings of an Update call: dry run and field manager.
type UpdateOptions struct {
	DryRun       []string
	FieldManager string
}

// UpdateOption is one optional argument of Update; it fills in UpdateOptions.
type UpdateOption interface {
	// ApplyToUpdate records this option in the call's settings.
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
	// ApplyToPatch records this option in the call's settings.
	ApplyToPatch(*PatchOptions)
}

// ApplyOptions gathers the settings of an Apply call: dry run, force and field manager.
type ApplyOptions struct {
	DryRun       []string
	Force        *bool
	FieldManager string
}

// ApplyOption is one optional argument of Apply (FieldOwner, ForceOwnership); it fills in ApplyOptions.
type ApplyOption interface {
	// ApplyToApply records this option in the call's settings.
	ApplyToApply(*ApplyOptions)
}

// DeleteOptions gathers the settings of a Delete call: grace period, preconditions, propagation
// policy and dry run.
type DeleteOptions struct {
	GracePeriodSeconds *int64
	Preconditions      *metav1.Preconditions
	PropagationPolicy  *metav1.DeletionPropagation
	DryRun             []string
}

// DeleteOption is one optional argument of Delete (PropagationPolicy, GracePeriodSeconds, ...); it fills in DeleteOptions.
type DeleteOption interface {
	// ApplyToDelete records this option in the call's settings.
	ApplyToDelete(*DeleteOptions)
}

// SubResourceUpdateOptions gathers the settings of a status Update; they are those of Update.
type SubResourceUpdateOptions struct {
	UpdateOptions
}

// SubResourceUpdateOption is one optional argument of Status().Update; it fills in
// SubResourceUpdateOptions.
type SubResourceUpdateOption interface {
	// ApplyToSubResourceUpdate records this option in the call's settings.
	ApplyToSubResourceUpdate(*SubResourceUpdateOptions)
}

// SubResourcePatchOptions gathers the settings of a status Patch; they are those of Patch.
type SubResourcePatchOptions struct {
	PatchOptions
}

// SubResourcePatchOption is one optional argument of Status().Patch; it fills in SubResourcePatchOptions.
type SubResourcePatchOption interface {
	// ApplyToSubResourcePatch records this option in the call's settings.
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

// MatchingFields keeps only the objects whose indexed field has the given value; on the manager's
// client the field must have an index (FieldIndexer.IndexField).
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

// Limit asks List for at most this many objects.
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

// ApplyToSubResourceUpdate sends f as the field manager of a status Update.
func (f FieldOwner) ApplyToSubResourceUpdate(opts *SubResourceUpdateOptions) {
	opts.FieldManager = string(f)
}

// ApplyToSubResourcePatch sends f as the field manager of a status Patch.
func (f FieldOwner) ApplyToSubResourcePatch(opts *SubResourcePatchOptions) {
	opts.FieldManager = string(f)
}

type forceOwnership struct{}

// ForceOwnership sets force on an apply (Apply, an apply Patch or a status Patch): fields another
// manager owns are taken over instead of failing with a Conflict.
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

// DryRunAll makes a Create, Update, Patch or Delete a dry run: the server checks and answers as
// usual but stores nothing. The lab's Apply does not take it.
var DryRunAll = dryRunAll{}

func (dryRunAll) ApplyToCreate(opts *CreateOptions) { opts.DryRun = []string{"All"} }
func (dryRunAll) ApplyToUpdate(opts *UpdateOptions) { opts.DryRun = []string{"All"} }
func (dryRunAll) ApplyToPatch(opts *PatchOptions)   { opts.DryRun = []string{"All"} }
func (dryRunAll) ApplyToDelete(opts *DeleteOptions) { opts.DryRun = []string{"All"} }

// PropagationPolicy is a Delete option choosing what the garbage collector does with the object's
// dependents (fact 24); without it the server's default applies (fact 26).
type PropagationPolicy metav1.DeletionPropagation

// ApplyToDelete sends p as the propagationPolicy of the delete request.
func (p PropagationPolicy) ApplyToDelete(opts *DeleteOptions) {
	policy := metav1.DeletionPropagation(p)
	opts.PropagationPolicy = &policy
}

// GracePeriodSeconds is a Delete option that sends that number as the request's gracePeriodSeconds.
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

// MergeFromOptions gathers the settings of MergeFromWithOptions.
type MergeFromOptions struct {
	OptimisticLock bool
}

// MergeFromOption is one optional argument of MergeFrom (such as MergeFromWithOptimisticLock); it fills in MergeFromOptions.
type MergeFromOption interface {
	// ApplyToMergeFrom records this option in the call's settings.
	ApplyToMergeFrom(*MergeFromOptions)
}

// MergeFromWithOptimisticLock puts the base object's resourceVersion into the merge patch, so the
// server refuses the patch with a Conflict if the object changed since it was read.
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

// StrategicMergeFrom is MergeFrom sent as a strategic merge patch, obj being the base. The lab's
// API server treats it as a JSON merge patch on a built-in kind (so a changed list is sent and
// replaced whole), and refuses it on a custom resource with 415 UnsupportedMediaType, as a real
// API server does.
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

// Apply is the server-side apply patch type: the body is the object as the caller wants it, and the
// server merges it field by field (use with FieldOwner and ForceOwnership).
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

// SubResourceWriter writes an object's status subresource.
type SubResourceWriter interface {
	// Update replaces the status subresource of obj and writes the answer back into obj.
	Update(ctx context.Context, obj Object, opts ...SubResourceUpdateOption) error
	// Patch patches the status subresource of obj and writes the answer back into obj.
	Patch(ctx context.Context, obj Object, patch Patch, opts ...SubResourcePatchOption) error
}

// StatusClient is the part of a client that hands out the status writer.
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

// IndexerFunc gives the values under which an object is indexed for one field, without namespaces
// (the cache adds those).
type IndexerFunc func(Object) []string

// FieldIndexer registers field indexes in the cache, which List then queries with MatchingFields.
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
