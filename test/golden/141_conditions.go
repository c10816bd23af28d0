package main

import (
	"fmt"
	"time"
)

type Condition struct {
	Type               string
	Status             string
	Reason             string
	LastTransitionTime time.Time
}

func setCondition(conds *[]Condition, c Condition, now time.Time) bool {
	for i := range *conds {
		existing := &(*conds)[i]
		if existing.Type != c.Type {
			continue
		}
		if existing.Status == c.Status && existing.Reason == c.Reason {
			return false
		}
		if existing.Status != c.Status {
			existing.LastTransitionTime = now
		}
		existing.Status = c.Status
		existing.Reason = c.Reason
		return true
	}
	c.LastTransitionTime = now
	*conds = append(*conds, c)
	return true
}

func main() {
	t0 := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	var conds []Condition
	fmt.Println(setCondition(&conds, Condition{Type: "Ready", Status: "False", Reason: "Creating"}, t0))
	fmt.Println(setCondition(&conds, Condition{Type: "Ready", Status: "False", Reason: "Creating"}, t0.Add(time.Minute)))
	fmt.Println(setCondition(&conds, Condition{Type: "Ready", Status: "True", Reason: "Available"}, t0.Add(2*time.Minute)))
	fmt.Println(setCondition(&conds, Condition{Type: "Degraded", Status: "False"}, t0.Add(3*time.Minute)))
	for _, c := range conds {
		fmt.Println(c.Type, c.Status, c.Reason, c.LastTransitionTime.Format(time.RFC3339))
	}
}

// Output:
// true
// false
// true
// true
// Ready True Available 2024-01-01T00:02:00Z
// Degraded False  2024-01-01T00:03:00Z
