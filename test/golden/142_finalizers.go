package main

import (
	"fmt"
	"strings"
)

const finalizer = "apps.example.com/cleanup"

type Meta struct {
	Finalizers []string
	Deleting   bool
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func remove(list []string, s string) []string {
	out := list[:0]
	for _, x := range list {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

type external struct{ dbs map[string]bool }

func reconcile(m *Meta, name string, ext *external, log *[]string) {
	if m.Deleting {
		if contains(m.Finalizers, finalizer) {
			delete(ext.dbs, name)
			m.Finalizers = remove(m.Finalizers, finalizer)
			*log = append(*log, "cleaned up "+name)
		}
		return
	}
	if !contains(m.Finalizers, finalizer) {
		m.Finalizers = append(m.Finalizers, finalizer)
		*log = append(*log, "added finalizer")
		return
	}
	if !ext.dbs[name] {
		ext.dbs[name] = true
		*log = append(*log, "provisioned "+name)
	}
}

func main() {
	ext := &external{dbs: map[string]bool{}}
	m := &Meta{Finalizers: []string{"other"}}
	var log []string
	reconcile(m, "db1", ext, &log)
	reconcile(m, "db1", ext, &log)
	reconcile(m, "db1", ext, &log)
	m.Deleting = true
	reconcile(m, "db1", ext, &log)
	reconcile(m, "db1", ext, &log)
	fmt.Println(strings.Join(log, "; "))
	fmt.Println(m.Finalizers, len(ext.dbs))
}

// Output:
// added finalizer; provisioned db1; cleaned up db1
// [other] 0
