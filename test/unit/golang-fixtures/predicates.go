package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
)

func cm(gen int64, rv string, labels, ann map[string]string) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Generation: gen, ResourceVersion: rv, Labels: labels, Annotations: ann}}
}

func all(name string, p predicate.Predicate, old, new client.Object) {
	fmt.Printf("%-8s create=%v delete=%v generic=%v update=%v\n", name,
		p.Create(event.CreateEvent{Object: new}), p.Delete(event.DeleteEvent{Object: new}),
		p.Generic(event.GenericEvent{Object: new}), p.Update(event.UpdateEvent{ObjectOld: old, ObjectNew: new}))
}

func main() {
	a := cm(1, "1", map[string]string{"x": "1"}, nil)
	b := cm(2, "2", map[string]string{"x": "1"}, map[string]string{"n": "v"})
	c := cm(1, "3", map[string]string{"x": "2"}, nil)
	d := cm(1, "1", map[string]string{}, map[string]string{})
	var none *corev1.ConfigMap
	preds := []struct {
		name string
		p    predicate.Predicate
	}{
		{"gen", predicate.GenerationChangedPredicate{}},
		{"rv", predicate.ResourceVersionChangedPredicate{}},
		{"labels", predicate.LabelChangedPredicate{}},
		{"ann", predicate.AnnotationChangedPredicate{}},
		{"funcs", predicate.Funcs{}},
		{"filter", predicate.NewPredicateFuncs(func(o client.Object) bool { return o.GetGeneration() > 1 })},
		{"and", predicate.And[client.Object](predicate.GenerationChangedPredicate{}, predicate.LabelChangedPredicate{})},
		{"or", predicate.Or[client.Object](predicate.GenerationChangedPredicate{}, predicate.LabelChangedPredicate{})},
		{"not", predicate.Not[client.Object](predicate.ResourceVersionChangedPredicate{})},
		{"and()", predicate.And[client.Object]()},
		{"or()", predicate.Or[client.Object]()},
		{"onlyupd", predicate.Funcs{UpdateFunc: func(e event.UpdateEvent) bool { return e.ObjectNew.GetName() == "c" }, CreateFunc: func(event.CreateEvent) bool { return false }}},
	}
	for _, p := range preds {
		all(p.name+" ab", p.p, a, b)
		all(p.name+" ac", p.p, a, c)
		all(p.name+" ad", p.p, a, d)
		all(p.name+" aa", p.p, a, a)
		if p.name == "filter" || p.name == "onlyupd" {
			continue // their callbacks read the object: a nil one panics, as in controller-runtime
		}
		fmt.Println(p.name, "nil old:", p.p.Update(event.UpdateEvent{ObjectOld: nil, ObjectNew: b}), "typed nil new:", p.p.Update(event.UpdateEvent{ObjectOld: a, ObjectNew: none}))
	}
	tp := predicate.NewTypedPredicateFuncs[*corev1.ConfigMap](func(o *corev1.ConfigMap) bool { return o.Labels["x"] == "2" })
	fmt.Println(tp.Create(event.TypedCreateEvent[*corev1.ConfigMap]{Object: c}), tp.Update(event.TypedUpdateEvent[*corev1.ConfigMap]{ObjectOld: c, ObjectNew: a}))
	tg := predicate.TypedGenerationChangedPredicate[*corev1.ConfigMap]{}
	fmt.Println(tg.Update(event.TypedUpdateEvent[*corev1.ConfigMap]{ObjectOld: a, ObjectNew: b}), tg.Update(event.TypedUpdateEvent[*corev1.ConfigMap]{ObjectOld: a, ObjectNew: none}), tg.Create(event.TypedCreateEvent[*corev1.ConfigMap]{Object: a}))
}
