// bench/golang-micro.ts runs this program: a reconciler-shaped loop in pure Go (a Get through an
// embedded interface, struct copies, field reads and stores through embedded structs, a composite
// literal, a map literal, a condition list kept with a helper, two-value returns), 20,000 Reconcile calls.
package main

import "fmt"

type Meta struct {
	Name      string
	Namespace string
	Labels    map[string]string
	Gen       int64
}

type Spec struct {
	Replicas *int32
	Image    string
}

type Status struct {
	Ready int32
	Phase string
	Conds []Cond
}

type Cond struct {
	Type, Status, Reason string
	Gen                  int64
}

type Obj struct {
	Meta
	Spec   Spec
	Status Status
}

type Getter interface {
	Get(name string, o *Obj) error
}

type store struct{ objs map[string]*Obj }

func (s *store) Get(name string, o *Obj) error {
	p, ok := s.objs[name]
	if !ok {
		return fmt.Errorf("not found %s", name)
	}
	*o = *p
	return nil
}

type R struct {
	Getter
	calls int
}

func ptrTo(v int32) *int32 { return &v }

func labelsFor(o *Obj) map[string]string {
	return map[string]string{"name": o.Name, "app": "x"}
}

func (r *R) specFor(o *Obj) Spec {
	return Spec{Replicas: ptrTo(3), Image: o.Spec.Image}
}

func setCond(conds *[]Cond, c Cond) {
	for i := range *conds {
		if (*conds)[i].Type == c.Type {
			(*conds)[i] = c
			return
		}
	}
	*conds = append(*conds, c)
}

func (r *R) Reconcile(name string) (int, error) {
	var o Obj
	if err := r.Get(name, &o); err != nil {
		return 0, err
	}
	r.calls++
	want := r.specFor(&o)
	if o.Labels == nil {
		o.Labels = labelsFor(&o)
	}
	before := o.Status
	o.Status.Ready = *want.Replicas
	cond := Cond{Type: "Available", Status: "False", Reason: "Progress", Gen: o.Gen}
	o.Status.Phase = "Provisioning"
	if o.Status.Ready >= 3 && o.Gen > 0 {
		cond.Status, cond.Reason = "True", "Ready"
		o.Status.Phase = "Running"
	}
	setCond(&o.Status.Conds, cond)
	if before.Phase == o.Status.Phase && before.Ready == o.Status.Ready {
		return 1, nil
	}
	return 2, nil
}

var total int

func main() {
	s := &store{objs: map[string]*Obj{}}
	for i := 0; i < 10; i++ {
		n := fmt.Sprint("app-", i)
		s.objs[n] = &Obj{Meta: Meta{Name: n, Namespace: "default", Gen: int64(i)}, Spec: Spec{Image: "nginx"}}
	}
	r := &R{Getter: s}
	names := []string{}
	for i := 0; i < 10; i++ {
		names = append(names, fmt.Sprint("app-", i))
	}
	for k := 0; k < 2000; k++ {
		for i := 0; i < 10; i++ {
			v, err := r.Reconcile(names[i])
			if err == nil {
				total += v
			}
		}
	}
	fmt.Println(total, r.calls)
}
