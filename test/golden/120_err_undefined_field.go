package main

import "fmt"

type Spec struct{ Replicas int }
type App struct{ Spec Spec }

func main() {
	var a App
	fmt.Println(a.Spec.Replicsa)
	a.Reconcile()
}

// Error:
// 10:21: a.Spec.Replicsa undefined (type Spec has no field or method Replicsa) (did you mean Replicas?)
// 11:4: a.Reconcile undefined (type App has no field or method Reconcile)
