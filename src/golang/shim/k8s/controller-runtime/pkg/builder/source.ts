// The Go source of sigs.k8s.io/controller-runtime/pkg/builder: the builder records
// For/Owns/Watches in Go values and Complete hands them to the engine's builder (builder.ts).
export const BUILDER_PATH = "sigs.k8s.io/controller-runtime/pkg/builder";

export const builderSource = `package builder

import (
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/manager"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// ForInput is what For recorded: the reconciled type, its predicates and whether to watch metadata only.
type ForInput struct {
	object     client.Object
	predicates []predicate.Predicate
	metadata   bool
}

// OwnsInput is what one Owns call recorded: the owned type, its predicates and owner-matching options.
type OwnsInput struct {
	object          client.Object
	predicates      []predicate.Predicate
	matchEveryOwner bool
	metadata        bool
}

// WatchesInput is what one Watches call recorded: the watched type, its event handler and options.
type WatchesInput struct {
	object     client.Object
	handler    handler.EventHandler
	predicates []predicate.Predicate
	metadata   bool
}

// ForOption is an option accepted by For.
type ForOption interface {
	// ApplyToFor writes the option into the For input.
	ApplyToFor(*ForInput)
}

// OwnsOption is an option accepted by Owns.
type OwnsOption interface {
	// ApplyToOwns writes the option into one Owns input.
	ApplyToOwns(*OwnsInput)
}

// WatchesOption is an option accepted by Watches.
type WatchesOption interface {
	// ApplyToWatches writes the option into one Watches input.
	ApplyToWatches(*WatchesInput)
}

// Predicates is the option WithPredicates returns; For, Owns and Watches all take it.
type Predicates struct {
	predicates []predicate.Predicate
}

// WithPredicates makes an option that gives one For, Owns or Watches call these event filters.
func WithPredicates(predicates ...predicate.Predicate) Predicates { return Predicates{predicates: predicates} }

// ApplyToFor puts the predicates on the For watch.
func (w Predicates) ApplyToFor(opts *ForInput) { opts.predicates = w.predicates }

// ApplyToOwns puts the predicates on this Owns watch.
func (w Predicates) ApplyToOwns(opts *OwnsInput) { opts.predicates = w.predicates }

// ApplyToWatches puts the predicates on this Watches watch.
func (w Predicates) ApplyToWatches(opts *WatchesInput) { opts.predicates = w.predicates }

type matchEveryOwner struct{}

// MatchEveryOwner is an Owns option: an owned object's event queues a request for each owner of the
// For kind, not only for the one marked controller.
var MatchEveryOwner = matchEveryOwner{}

// ApplyToOwns makes this Owns watch map every owner reference, not only the controller one.
func (matchEveryOwner) ApplyToOwns(opts *OwnsInput) { opts.matchEveryOwner = true }

type projectAs struct{}

// OnlyMetadata is an option for For, Owns and Watches: the watch and its cache keep only each
// object's metadata (as PartialObjectMetadata), not the whole object.
var OnlyMetadata = projectAs{}

// ApplyToFor makes the For watch metadata-only.
func (projectAs) ApplyToFor(opts *ForInput) { opts.metadata = true }

// ApplyToOwns makes this Owns watch metadata-only.
func (projectAs) ApplyToOwns(opts *OwnsInput) { opts.metadata = true }

// ApplyToWatches makes this Watches watch metadata-only.
func (projectAs) ApplyToWatches(opts *WatchesInput) { opts.metadata = true }

// Builder builds a Controller.
type Builder struct {
	mgr           manager.Manager
	forInput      *ForInput
	ownsInput     []OwnsInput
	watchesInput  []WatchesInput
	rawSources    []source.Source
	globalFilters []predicate.Predicate
	options       controller.Options
	name          string
	forCalls      int
}

// TypedBuilder is the builder's generic name in newer controller-runtime releases.
type TypedBuilder = Builder

// ControllerManagedBy starts a builder for a controller that the manager m will run.
func ControllerManagedBy(m manager.Manager) *Builder { return &Builder{mgr: m} }

// For names the kind this controller reconciles: every event on an object of that kind queues a
// request for that same object. Call it once; a second call makes Complete fail.
func (blder *Builder) For(object client.Object, opts ...ForOption) *Builder {
	blder.forCalls++
	input := ForInput{object: object}
	for _, opt := range opts {
		opt.ApplyToFor(&input)
	}
	if blder.forInput == nil {
		blder.forInput = &input
	}
	return blder
}

// Owns watches a kind the controller creates: an event on such an object queues a request for its
// controller owner of the For kind (every owner with MatchEveryOwner).
func (blder *Builder) Owns(object client.Object, opts ...OwnsOption) *Builder {
	input := OwnsInput{object: object}
	for _, opt := range opts {
		opt.ApplyToOwns(&input)
	}
	blder.ownsInput = append(blder.ownsInput, input)
	return blder
}

// Watches adds a watch on object's kind whose events go through eventHandler, which decides which
// requests to queue (for instance handler.EnqueueRequestsFromMapFunc).
func (blder *Builder) Watches(object client.Object, eventHandler handler.EventHandler, opts ...WatchesOption) *Builder {
	input := WatchesInput{object: object, handler: eventHandler}
	for _, opt := range opts {
		opt.ApplyToWatches(&input)
	}
	blder.watchesInput = append(blder.watchesInput, input)
	return blder
}

// WatchesRawSource adds a source built by hand, such as source.Kind(mgr.GetCache(), obj, handler,
// predicates...), which watches obj's kind with that handler. WithEventFilter is not applied to it.
func (blder *Builder) WatchesRawSource(src source.Source) *Builder {
	blder.rawSources = append(blder.rawSources, src)
	return blder
}

// WithEventFilter adds a predicate that every event of the For, Owns and Watches watches must pass
// before it can queue a request.
func (blder *Builder) WithEventFilter(p predicate.Predicate) *Builder {
	blder.globalFilters = append(blder.globalFilters, p)
	return blder
}

// WithOptions replaces the controller.Options (MaxConcurrentReconciles, RateLimiter and the rest)
// the controller is built with.
func (blder *Builder) WithOptions(options controller.Options) *Builder {
	blder.options = options
	return blder
}

// Named gives the controller its name, used in logs and metrics; without it the name is the For
// kind in lower case.
func (blder *Builder) Named(name string) *Builder {
	blder.name = name
	return blder
}

// Complete checks the builder and registers the controller, with r as its reconciler, on the manager.
func (blder *Builder) Complete(r reconcile.Reconciler) error {
	if r == nil {
		return errorString("must provide a non-nil Reconciler")
	}
	if blder.mgr == nil {
		return errorString("must provide a non-nil Manager")
	}
	return complete(manager.ManagerID(blder.mgr), blder, r)
}

type errorString string

func (e errorString) Error() string { return string(e) }

func complete(mgr int, blder *Builder, r reconcile.Reconciler) error
`;
