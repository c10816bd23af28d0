package main

import (
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

var t0 = metav1.NewTime(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
var t1 = metav1.NewTime(time.Date(2026, 2, 3, 4, 5, 6, 0, time.UTC))

func show(label string, conds []metav1.Condition) {
	fmt.Printf("%s (%d):", label, len(conds))
	for _, c := range conds {
		when := "zero"
		if !c.LastTransitionTime.IsZero() {
			when = "set"
			if c.LastTransitionTime.Time.Equal(t0.Time) {
				when = "t0"
			} else if c.LastTransitionTime.Time.Equal(t1.Time) {
				when = "t1"
			}
		}
		fmt.Printf(" [%s %s %s %q gen=%d %s]", c.Type, c.Status, c.Reason, c.Message, c.ObservedGeneration, when)
	}
	fmt.Println()
}

func main() {
	fmt.Println("nil pointer:", meta.SetStatusCondition(nil, metav1.Condition{Type: "Ready"}))
	fmt.Println("remove from nil:", meta.RemoveStatusCondition(nil, "Ready"))

	var conds []metav1.Condition
	fmt.Println("add Ready, no time:", meta.SetStatusCondition(&conds, metav1.Condition{Type: "Ready", Status: metav1.ConditionTrue, Reason: "Up"}))
	fmt.Println("add Synced at t0:", meta.SetStatusCondition(&conds, metav1.Condition{Type: "Synced", Status: metav1.ConditionFalse, Reason: "Wait", LastTransitionTime: t0}))
	show("two", conds)

	ready := meta.FindStatusCondition(conds, "Ready")
	synced := meta.FindStatusCondition(conds, "Synced")
	fmt.Println("same again:", meta.SetStatusCondition(&conds, metav1.Condition{Type: "Synced", Status: metav1.ConditionFalse, Reason: "Wait", LastTransitionTime: t1}))
	show("unchanged, time kept", conds)

	fmt.Println("message only:", meta.SetStatusCondition(&conds, metav1.Condition{Type: "Synced", Status: metav1.ConditionFalse, Reason: "Wait", Message: "queued", LastTransitionTime: t1}))
	fmt.Println("generation only:", meta.SetStatusCondition(&conds, metav1.Condition{Type: "Synced", Status: metav1.ConditionFalse, Reason: "Wait", Message: "queued", ObservedGeneration: 3}))
	show("message and generation, time kept", conds)

	fmt.Println("status flips with t1:", meta.SetStatusCondition(&conds, metav1.Condition{Type: "Synced", Status: metav1.ConditionTrue, Reason: "Done", LastTransitionTime: t1}))
	fmt.Println("pointer from Find sees it:", synced.Status, synced.Reason, synced.LastTransitionTime.Time.Equal(t1.Time))
	fmt.Println("status flips, no time:", meta.SetStatusCondition(&conds, metav1.Condition{Type: "Ready", Status: metav1.ConditionFalse, Reason: "Down"}))
	fmt.Println("pointer to Ready:", ready.Status, ready.Reason, !ready.LastTransitionTime.IsZero())
	show("after flips", conds)

	fmt.Println("true/false/equal:", meta.IsStatusConditionTrue(conds, "Synced"), meta.IsStatusConditionFalse(conds, "Ready"),
		meta.IsStatusConditionTrue(conds, "Ready"), meta.IsStatusConditionPresentAndEqual(conds, "Gone", metav1.ConditionUnknown),
		meta.IsStatusConditionFalse(conds, "Gone"))
	fmt.Println("find missing:", meta.FindStatusCondition(conds, "Gone") == nil)

	dup := append([]metav1.Condition{}, conds...)
	dup = append(dup, metav1.Condition{Type: "Ready", Status: metav1.ConditionUnknown, Reason: "Second"})
	fmt.Println("first Ready wins:", meta.IsStatusConditionFalse(dup, "Ready"), meta.SetStatusCondition(&dup, metav1.Condition{Type: "Ready", Status: metav1.ConditionUnknown, Reason: "Second"}))
	show("dup after set", dup)
	fmt.Println("remove Ready:", meta.RemoveStatusCondition(&dup, "Ready"))
	show("dup after remove", dup)
	fmt.Println("remove again:", meta.RemoveStatusCondition(&dup, "Ready"))

	before := conds
	fmt.Println("remove Synced:", meta.RemoveStatusCondition(&conds, "Synced"))
	show("conds", conds)
	show("old slice header", before)
	empty := []metav1.Condition{}
	fmt.Println("remove from empty:", meta.RemoveStatusCondition(&empty, "Ready"), empty == nil)
}
