// Package sigs.k8s.io/controller-runtime/pkg/predicate: TypedPredicate (Predicate is its client.Object form),
// TypedFuncs, the changed-field predicates and And/Or/Not, generic as in controller-runtime ≥ 0.19
// (pkg/predicate/predicate.go, read at 86a0d40), in Go; the builder maps the built-in changed-field
// predicates to the engine's own and calls any other in Go.
import type { ShimDefinition } from "../../../../registry";
import type { Iface } from "../../../../../eval/values";

const predicateSource = `package predicate

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
)

// TypedPredicate decides, one method per event type, whether an event goes on to the handler and the queue.
type TypedPredicate[object any] interface {
	// Create says whether a Create event passes.
	Create(event.TypedCreateEvent[object]) bool
	// Delete says whether a Delete event passes.
	Delete(event.TypedDeleteEvent[object]) bool
	// Update says whether an Update event passes.
	Update(event.TypedUpdateEvent[object]) bool
	// Generic says whether a Generic event passes.
	Generic(event.TypedGenericEvent[object]) bool
}

// Predicate is TypedPredicate for client.Object.
type Predicate = TypedPredicate[client.Object]

// TypedFuncs builds a TypedPredicate from optional callbacks; an unset callback lets its events through.
type TypedFuncs[object any] struct {
	// CreateFunc filters Create events.
	CreateFunc func(event.TypedCreateEvent[object]) bool
	// DeleteFunc filters Delete events.
	DeleteFunc func(event.TypedDeleteEvent[object]) bool
	// UpdateFunc filters Update events.
	UpdateFunc func(event.TypedUpdateEvent[object]) bool
	// GenericFunc filters Generic events.
	GenericFunc func(event.TypedGenericEvent[object]) bool
}

// Funcs is TypedFuncs for client.Object: set only the callbacks you need; an unset one lets its events through.
type Funcs = TypedFuncs[client.Object]

// ask calls check on e, or passes e when no check is set.
func ask[E any](check func(E) bool, e E) bool { return check == nil || check(e) }

// Create runs CreateFunc (true when unset).
func (f TypedFuncs[object]) Create(e event.TypedCreateEvent[object]) bool {
	return ask(f.CreateFunc, e)
}

// Delete runs DeleteFunc (true when unset).
func (f TypedFuncs[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	return ask(f.DeleteFunc, e)
}

// Update runs UpdateFunc (true when unset).
func (f TypedFuncs[object]) Update(e event.TypedUpdateEvent[object]) bool {
	return ask(f.UpdateFunc, e)
}

// Generic runs GenericFunc (true when unset).
func (f TypedFuncs[object]) Generic(e event.TypedGenericEvent[object]) bool {
	return ask(f.GenericFunc, e)
}

// NewPredicateFuncs is NewTypedPredicateFuncs for client.Object.
func NewPredicateFuncs(filter func(object client.Object) bool) Funcs {
	return NewTypedPredicateFuncs[client.Object](filter)
}

// NewTypedPredicateFuncs asks one filter about every event's object; an update is judged by its new object.
func NewTypedPredicateFuncs[object any](filter func(object object) bool) TypedFuncs[object] {
	return TypedFuncs[object]{
		CreateFunc:  func(e event.TypedCreateEvent[object]) bool { return filter(e.Object) },
		DeleteFunc:  func(e event.TypedDeleteEvent[object]) bool { return filter(e.Object) },
		UpdateFunc:  func(e event.TypedUpdateEvent[object]) bool { return filter(e.ObjectNew) },
		GenericFunc: func(e event.TypedGenericEvent[object]) bool { return filter(e.Object) },
	}
}

// isNil reports a nil interface or a typed nil inside one (a nil *Pod as a client.Object), as
// controller-runtime checks with reflect.
func isNil(o any) bool

// changedBy lets an update through when it carries both objects and differs says they differ in the
// watched field; an update missing either object is dropped.
func changedBy[object metav1.Object](e event.TypedUpdateEvent[object], differs func(before, after metav1.Object) bool) bool {
	if isNil(e.ObjectOld) || isNil(e.ObjectNew) {
		return false
	}
	return differs(e.ObjectOld, e.ObjectNew)
}

// sameStrings compares two string maps; nil and empty are the same.
func sameStrings(x, y map[string]string) bool {
	if len(x) != len(y) {
		return false
	}
	for key, value := range x {
		if other, present := y[key]; !present || other != value {
			return false
		}
	}
	return true
}

// TypedGenerationChangedPredicate lets an update through only when metadata.generation changed, which for
// most kinds means the spec changed: status-only and metadata-only updates are dropped. Other events pass.
type TypedGenerationChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// GenerationChangedPredicate is TypedGenerationChangedPredicate for client.Object.
type GenerationChangedPredicate = TypedGenerationChangedPredicate[client.Object]

// Update compares the generations.
func (TypedGenerationChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	return changedBy(e, func(before, after metav1.Object) bool { return before.GetGeneration() != after.GetGeneration() })
}

// TypedResourceVersionChangedPredicate lets an update through only when metadata.resourceVersion changed; other events pass.
type TypedResourceVersionChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// ResourceVersionChangedPredicate is TypedResourceVersionChangedPredicate for client.Object.
type ResourceVersionChangedPredicate = TypedResourceVersionChangedPredicate[client.Object]

// Update compares the resourceVersions (a resync delivers the same one twice).
func (TypedResourceVersionChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	return changedBy(e, func(before, after metav1.Object) bool {
		return before.GetResourceVersion() != after.GetResourceVersion()
	})
}

// TypedLabelChangedPredicate lets an update through only when the labels changed; other events pass.
type TypedLabelChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// LabelChangedPredicate is TypedLabelChangedPredicate for client.Object.
type LabelChangedPredicate = TypedLabelChangedPredicate[client.Object]

// Update compares the label maps.
func (TypedLabelChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	return changedBy(e, func(before, after metav1.Object) bool { return !sameStrings(before.GetLabels(), after.GetLabels()) })
}

// TypedAnnotationChangedPredicate lets an update through only when the annotations changed; other events pass.
type TypedAnnotationChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// AnnotationChangedPredicate is TypedAnnotationChangedPredicate for client.Object.
type AnnotationChangedPredicate = TypedAnnotationChangedPredicate[client.Object]

// Update compares the annotation maps.
func (TypedAnnotationChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	return changedBy(e, func(before, after metav1.Object) bool {
		return !sameStrings(before.GetAnnotations(), after.GetAnnotations())
	})
}

// joined is predicates combined by And (settle: false) or Or (settle: true): the first predicate to
// answer settle decides the event; when none does, the answer is the opposite.
type joined[object any] struct {
	predicates []TypedPredicate[object]
	settle     bool
}

func (j joined[object]) decide(answer func(TypedPredicate[object]) bool) bool {
	for _, p := range j.predicates {
		if answer(p) == j.settle {
			return j.settle
		}
	}
	return !j.settle
}

func (j joined[object]) Create(e event.TypedCreateEvent[object]) bool {
	return j.decide(func(p TypedPredicate[object]) bool { return p.Create(e) })
}

func (j joined[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	return j.decide(func(p TypedPredicate[object]) bool { return p.Delete(e) })
}

func (j joined[object]) Update(e event.TypedUpdateEvent[object]) bool {
	return j.decide(func(p TypedPredicate[object]) bool { return p.Update(e) })
}

func (j joined[object]) Generic(e event.TypedGenericEvent[object]) bool {
	return j.decide(func(p TypedPredicate[object]) bool { return p.Generic(e) })
}

// And lets an event through only when every one of predicates does (with none given, everything passes).
func And[object any](predicates ...TypedPredicate[object]) TypedPredicate[object] {
	return joined[object]{predicates: predicates, settle: false}
}

// Or lets an event through when at least one of predicates does (with none given, nothing passes).
func Or[object any](predicates ...TypedPredicate[object]) TypedPredicate[object] {
	return joined[object]{predicates: predicates, settle: true}
}

// negated answers the opposite of its predicate.
type negated[object any] struct{ inner TypedPredicate[object] }

func (n negated[object]) Create(e event.TypedCreateEvent[object]) bool   { return !n.inner.Create(e) }
func (n negated[object]) Delete(e event.TypedDeleteEvent[object]) bool   { return !n.inner.Delete(e) }
func (n negated[object]) Update(e event.TypedUpdateEvent[object]) bool   { return !n.inner.Update(e) }
func (n negated[object]) Generic(e event.TypedGenericEvent[object]) bool { return !n.inner.Generic(e) }

// Not lets through exactly the events that predicate stops.
func Not[object any](predicate TypedPredicate[object]) TypedPredicate[object] {
	return negated[object]{inner: predicate}
}
`;

/** predicatePackage is sigs.k8s.io/controller-runtime/pkg/predicate. */
export const predicatePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/predicate",
  source: predicateSource,
  natives: {
    // A nil interface, or one holding a nil pointer, map, slice, func or channel: every nil is null.
    isNil: (o: Iface | null) => o === null || o.v === null,
  },
};
