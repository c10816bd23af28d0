package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
)

var ErrNotFound = errors.New("not found")
var ErrAlreadyExists = errors.New("already exists")

type ObjectMeta struct {
	Name            string
	Namespace       string
	ResourceVersion int
	OwnerName       string
}

type Deployment struct {
	ObjectMeta
	Replicas int32
	Image    string
}

type App struct {
	ObjectMeta
	Image    string
	Replicas int32
	Phase    string
}

type Store struct {
	deps   map[string]*Deployment
	writes int
}

func key(ns, name string) string { return ns + "/" + name }

func (s *Store) Get(ctx context.Context, ns, name string) (*Deployment, error) {
	d, ok := s.deps[key(ns, name)]
	if !ok {
		return nil, fmt.Errorf("deployment %s: %w", key(ns, name), ErrNotFound)
	}
	cp := *d
	return &cp, nil
}

func (s *Store) Create(ctx context.Context, d *Deployment) error {
	k := key(d.Namespace, d.Name)
	if _, ok := s.deps[k]; ok {
		return ErrAlreadyExists
	}
	d.ResourceVersion = 1
	cp := *d
	s.deps[k] = &cp
	s.writes++
	return nil
}

func (s *Store) Update(ctx context.Context, d *Deployment) error {
	cur := s.deps[key(d.Namespace, d.Name)]
	if cur.ResourceVersion != d.ResourceVersion {
		return errors.New("conflict")
	}
	d.ResourceVersion++
	cp := *d
	s.deps[key(d.Namespace, d.Name)] = &cp
	s.writes++
	return nil
}

type Reconciler struct{ client *Store }

func (r *Reconciler) Reconcile(ctx context.Context, app *App) (requeue bool, err error) {
	dep, err := r.client.Get(ctx, app.Namespace, app.Name)
	if errors.Is(err, ErrNotFound) {
		dep = &Deployment{ObjectMeta: ObjectMeta{Name: app.Name, Namespace: app.Namespace, OwnerName: app.Name}, Replicas: app.Replicas, Image: app.Image}
		if err := r.client.Create(ctx, dep); err != nil && !errors.Is(err, ErrAlreadyExists) {
			return false, err
		}
		app.Phase = "Provisioning"
		return false, nil
	} else if err != nil {
		return false, err
	}
	if dep.Replicas != app.Replicas || dep.Image != app.Image {
		dep.Replicas, dep.Image = app.Replicas, app.Image
		if err := r.client.Update(ctx, dep); err != nil {
			return true, err
		}
	}
	app.Phase = "Ready"
	return false, nil
}

func main() {
	ctx := context.Background()
	store := &Store{deps: map[string]*Deployment{}}
	r := &Reconciler{client: store}
	app := &App{ObjectMeta: ObjectMeta{Name: "web", Namespace: "default"}, Image: "nginx:1.27", Replicas: 2}
	for i := 0; i < 3; i++ {
		requeue, err := r.Reconcile(ctx, app)
		fmt.Println(i, app.Phase, requeue, err, store.writes)
	}
	app.Replicas = 5
	r.Reconcile(ctx, app)
	d, _ := store.Get(ctx, "default", "web")
	fmt.Printf("%+v\n", *d)
	keys := []string{}
	for k := range store.deps {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys, store.writes)
}

// Output:
// 0 Provisioning false <nil> 1
// 1 Ready false <nil> 1
// 2 Ready false <nil> 1
// {ObjectMeta:{Name:web Namespace:default ResourceVersion:2 OwnerName:web} Replicas:5 Image:nginx:1.27}
// [default/web] 2
