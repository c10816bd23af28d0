// Package sigs.k8s.io/controller-runtime/pkg/predicate: TypedPredicate (Predicate is its client.Object form),
// TypedFuncs, the changed-field predicates and And/Or/Not, generic as in controller-runtime ≥ 0.19
// (pkg/predicate/predicate.go, read at 86a0d40), in Go; the builder maps the built-in changed-field
// predicates to the engine's own and calls any other in Go.
import type { ShimDefinition } from "../../../../registry";

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

// Create implements Predicate.
func (p TypedFuncs[object]) Create(e event.TypedCreateEvent[object]) bool {
	if p.CreateFunc != nil {
		return p.CreateFunc(e)
	}
	return true
}

// Delete implements Predicate.
func (p TypedFuncs[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	if p.DeleteFunc != nil {
		return p.DeleteFunc(e)
	}
	return true
}

// Update implements Predicate.
func (p TypedFuncs[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if p.UpdateFunc != nil {
		return p.UpdateFunc(e)
	}
	return true
}

// Generic implements Predicate.
func (p TypedFuncs[object]) Generic(e event.TypedGenericEvent[object]) bool {
	if p.GenericFunc != nil {
		return p.GenericFunc(e)
	}
	return true
}

// NewPredicateFuncs returns a predicate funcs that applies the given filter function on CREATE, UPDATE (the new object), DELETE and GENERIC events.
func NewPredicateFuncs(filter func(object client.Object) bool) Funcs {
	return NewTypedPredicateFuncs[client.Object](filter)
}

// NewTypedPredicateFuncs returns a predicate funcs that applies the given filter function on CREATE, UPDATE (the new object), DELETE and GENERIC events.
func NewTypedPredicateFuncs[object any](filter func(object object) bool) TypedFuncs[object] {
	return TypedFuncs[object]{
		CreateFunc:  func(e event.TypedCreateEvent[object]) bool { return filter(e.Object) },
		UpdateFunc:  func(e event.TypedUpdateEvent[object]) bool { return filter(e.ObjectNew) },
		DeleteFunc:  func(e event.TypedDeleteEvent[object]) bool { return filter(e.Object) },
		GenericFunc: func(e event.TypedGenericEvent[object]) bool { return filter(e.Object) },
	}
}

// TypedGenerationChangedPredicate skips update events that have no change in the object's metadata.generation field (status-only updates).
type TypedGenerationChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// GenerationChangedPredicate skips update events that have no change in the object's metadata.generation field.
type GenerationChangedPredicate = TypedGenerationChangedPredicate[client.Object]

// Update implements the default UpdateEvent filter for validating generation change.
func (TypedGenerationChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if isNil(e.ObjectOld) || isNil(e.ObjectNew) {
		return false
	}
	return e.ObjectNew.GetGeneration() != e.ObjectOld.GetGeneration()
}

// TypedResourceVersionChangedPredicate lets an update through only when metadata.resourceVersion changed; other events pass.
type TypedResourceVersionChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// ResourceVersionChangedPredicate is TypedResourceVersionChangedPredicate for client.Object.
type ResourceVersionChangedPredicate = TypedResourceVersionChangedPredicate[client.Object]

// Update implements the default UpdateEvent filter for validating resource version change.
func (TypedResourceVersionChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if isNil(e.ObjectOld) || isNil(e.ObjectNew) {
		return false
	}
	return e.ObjectNew.GetResourceVersion() != e.ObjectOld.GetResourceVersion()
}

// TypedLabelChangedPredicate lets an update through only when the labels changed; other events pass.
type TypedLabelChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// LabelChangedPredicate is TypedLabelChangedPredicate for client.Object.
type LabelChangedPredicate = TypedLabelChangedPredicate[client.Object]

// Update implements the default UpdateEvent filter for checking label change.
func (TypedLabelChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if isNil(e.ObjectOld) || isNil(e.ObjectNew) {
		return false
	}
	return !mapsEqual(e.ObjectNew.GetLabels(), e.ObjectOld.GetLabels())
}

// TypedAnnotationChangedPredicate lets an update through only when the annotations changed; other events pass.
type TypedAnnotationChangedPredicate[object metav1.Object] struct {
	TypedFuncs[object]
}

// AnnotationChangedPredicate is TypedAnnotationChangedPredicate for client.Object.
type AnnotationChangedPredicate = TypedAnnotationChangedPredicate[client.Object]

// Update implements the default UpdateEvent filter for validating annotation change.
func (TypedAnnotationChangedPredicate[object]) Update(e event.TypedUpdateEvent[object]) bool {
	if isNil(e.ObjectOld) || isNil(e.ObjectNew) {
		return false
	}
	return !mapsEqual(e.ObjectNew.GetAnnotations(), e.ObjectOld.GetAnnotations())
}

func isNil(o any) bool {
	if o == nil {
		return true
	}
	if m, ok := o.(metav1.Object); ok {
		return m == nil
	}
	return false
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

type and[object any] struct{ predicates []TypedPredicate[object] }

func (a and[object]) Create(e event.TypedCreateEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Create(e) {
			return false
		}
	}
	return true
}

func (a and[object]) Update(e event.TypedUpdateEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Update(e) {
			return false
		}
	}
	return true
}

func (a and[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Delete(e) {
			return false
		}
	}
	return true
}

func (a and[object]) Generic(e event.TypedGenericEvent[object]) bool {
	for _, p := range a.predicates {
		if !p.Generic(e) {
			return false
		}
	}
	return true
}

// And lets an event through only when every one of predicates does (with none given, everything passes).
func And[object any](predicates ...TypedPredicate[object]) TypedPredicate[object] {
	return and[object]{predicates}
}

type or[object any] struct{ predicates []TypedPredicate[object] }

func (o or[object]) Create(e event.TypedCreateEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Create(e) {
			return true
		}
	}
	return false
}

func (o or[object]) Update(e event.TypedUpdateEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Update(e) {
			return true
		}
	}
	return false
}

func (o or[object]) Delete(e event.TypedDeleteEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Delete(e) {
			return true
		}
	}
	return false
}

func (o or[object]) Generic(e event.TypedGenericEvent[object]) bool {
	for _, p := range o.predicates {
		if p.Generic(e) {
			return true
		}
	}
	return false
}

// Or lets an event through when at least one of predicates does (with none given, nothing passes).
func Or[object any](predicates ...TypedPredicate[object]) TypedPredicate[object] {
	return or[object]{predicates}
}

type not[object any] struct{ predicate TypedPredicate[object] }

func (n not[object]) Create(e event.TypedCreateEvent[object]) bool   { return !n.predicate.Create(e) }
func (n not[object]) Update(e event.TypedUpdateEvent[object]) bool   { return !n.predicate.Update(e) }
func (n not[object]) Delete(e event.TypedDeleteEvent[object]) bool   { return !n.predicate.Delete(e) }
func (n not[object]) Generic(e event.TypedGenericEvent[object]) bool { return !n.predicate.Generic(e) }

// Not lets through exactly the events that predicate stops.
func Not[object any](predicate TypedPredicate[object]) TypedPredicate[object] {
	return not[object]{predicate}
}
`;

/** predicatePackage is sigs.k8s.io/controller-runtime/pkg/predicate. */
export const predicatePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/predicate",
  source: predicateSource,
  natives: {},
};
