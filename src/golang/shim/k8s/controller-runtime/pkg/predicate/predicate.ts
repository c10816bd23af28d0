// Package sigs.k8s.io/controller-runtime/pkg/predicate: Predicate, Funcs, the changed-field
// predicates and And/Or/Not, in Go; the builder maps the built-in ones to the engine's own.
import type { ShimDefinition } from "../../../../registry";

const predicateSource = `package predicate

import (
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
)

// Predicate filters events before enqueuing the keys.
type Predicate interface {
	// Create returns true if the Create event should be processed.
	Create(event.CreateEvent) bool
	// Delete returns true if the Delete event should be processed.
	Delete(event.DeleteEvent) bool
	// Update returns true if the Update event should be processed.
	Update(event.UpdateEvent) bool
	// Generic returns true if the Generic event should be processed.
	Generic(event.GenericEvent) bool
}

// Funcs is a function that implements Predicate; an unset function means true.
type Funcs struct {
	CreateFunc  func(event.CreateEvent) bool
	DeleteFunc  func(event.DeleteEvent) bool
	UpdateFunc  func(event.UpdateEvent) bool
	GenericFunc func(event.GenericEvent) bool
}

// Create implements Predicate.
func (p Funcs) Create(e event.CreateEvent) bool {
	if p.CreateFunc != nil {
		return p.CreateFunc(e)
	}
	return true
}

// Delete implements Predicate.
func (p Funcs) Delete(e event.DeleteEvent) bool {
	if p.DeleteFunc != nil {
		return p.DeleteFunc(e)
	}
	return true
}

// Update implements Predicate.
func (p Funcs) Update(e event.UpdateEvent) bool {
	if p.UpdateFunc != nil {
		return p.UpdateFunc(e)
	}
	return true
}

// Generic implements Predicate.
func (p Funcs) Generic(e event.GenericEvent) bool {
	if p.GenericFunc != nil {
		return p.GenericFunc(e)
	}
	return true
}

// NewPredicateFuncs returns a predicate funcs that applies the given filter function on CREATE, UPDATE (the new object), DELETE and GENERIC events.
func NewPredicateFuncs(filter func(object client.Object) bool) Funcs {
	return Funcs{
		CreateFunc:  func(e event.CreateEvent) bool { return filter(e.Object) },
		UpdateFunc:  func(e event.UpdateEvent) bool { return filter(e.ObjectNew) },
		DeleteFunc:  func(e event.DeleteEvent) bool { return filter(e.Object) },
		GenericFunc: func(e event.GenericEvent) bool { return filter(e.Object) },
	}
}

// GenerationChangedPredicate skips update events that have no change in the object's metadata.generation field (status-only updates).
type GenerationChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for validating generation change.
func (GenerationChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return e.ObjectNew.GetGeneration() != e.ObjectOld.GetGeneration()
}

// ResourceVersionChangedPredicate implements a default update predicate function on resource version change.
type ResourceVersionChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for validating resource version change.
func (ResourceVersionChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return e.ObjectNew.GetResourceVersion() != e.ObjectOld.GetResourceVersion()
}

// LabelChangedPredicate implements a default update predicate function on label change.
type LabelChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for checking label change.
func (LabelChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return !mapsEqual(e.ObjectNew.GetLabels(), e.ObjectOld.GetLabels())
}

// AnnotationChangedPredicate implements a default update predicate function on annotation change.
type AnnotationChangedPredicate struct {
	Funcs
}

// Update implements the default UpdateEvent filter for validating annotation change.
func (AnnotationChangedPredicate) Update(e event.UpdateEvent) bool {
	if e.ObjectOld == nil || e.ObjectNew == nil {
		return false
	}
	return !mapsEqual(e.ObjectNew.GetAnnotations(), e.ObjectOld.GetAnnotations())
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

type and struct{ predicates []Predicate }

func (a and) Create(e event.CreateEvent) bool {
	for _, p := range a.predicates {
		if !p.Create(e) {
			return false
		}
	}
	return true
}

func (a and) Update(e event.UpdateEvent) bool {
	for _, p := range a.predicates {
		if !p.Update(e) {
			return false
		}
	}
	return true
}

func (a and) Delete(e event.DeleteEvent) bool {
	for _, p := range a.predicates {
		if !p.Delete(e) {
			return false
		}
	}
	return true
}

func (a and) Generic(e event.GenericEvent) bool {
	for _, p := range a.predicates {
		if !p.Generic(e) {
			return false
		}
	}
	return true
}

// And returns a composite predicate that implements a logical AND of the predicates passed to it (true when empty).
func And(predicates ...Predicate) Predicate { return and{predicates} }

type or struct{ predicates []Predicate }

func (o or) Create(e event.CreateEvent) bool {
	for _, p := range o.predicates {
		if p.Create(e) {
			return true
		}
	}
	return false
}

func (o or) Update(e event.UpdateEvent) bool {
	for _, p := range o.predicates {
		if p.Update(e) {
			return true
		}
	}
	return false
}

func (o or) Delete(e event.DeleteEvent) bool {
	for _, p := range o.predicates {
		if p.Delete(e) {
			return true
		}
	}
	return false
}

func (o or) Generic(e event.GenericEvent) bool {
	for _, p := range o.predicates {
		if p.Generic(e) {
			return true
		}
	}
	return false
}

// Or returns a composite predicate that implements a logical OR of the predicates passed to it (false when empty).
func Or(predicates ...Predicate) Predicate { return or{predicates} }

type not struct{ predicate Predicate }

func (n not) Create(e event.CreateEvent) bool   { return !n.predicate.Create(e) }
func (n not) Update(e event.UpdateEvent) bool   { return !n.predicate.Update(e) }
func (n not) Delete(e event.DeleteEvent) bool   { return !n.predicate.Delete(e) }
func (n not) Generic(e event.GenericEvent) bool { return !n.predicate.Generic(e) }

// Not returns a predicate that implements a logical NOT of the predicate passed to it.
func Not(predicate Predicate) Predicate { return not{predicate} }
`;

/** predicatePackage is sigs.k8s.io/controller-runtime/pkg/predicate. */
export const predicatePackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/predicate",
  source: predicateSource,
  natives: {},
};
