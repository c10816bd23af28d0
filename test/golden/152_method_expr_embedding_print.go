package main

import (
	"fmt"
	"strings"
)

type Meta struct {
	Name   string
	Labels map[string]string
}

type Spec struct{ Replicas int }

type App struct {
	Meta
	Spec Spec
}

func (a App) Key() string          { return "default/" + a.Name }
func (a *App) Scale(n int)         { a.Spec.Replicas = n }
func (m Meta) Label(k string) string { return m.Labels[k] }

func main() {
	app := App{Meta: Meta{Name: "web", Labels: map[string]string{"tier": "front"}}}
	key := App.Key
	scale := (*App).Scale
	scale(&app, 3)
	fmt.Println(key(app), app.Spec.Replicas, app.Label("tier"))
	fmt.Printf("%+v\n", app)
	fmt.Printf("%v|%6.2f|%-4d|%x\n", app.Meta.Labels, 2.0/3, 7, "ok")
	upper := strings.ToUpper
	fmt.Println(upper(app.Name))
}

// Output:
// default/web 3 front
// {Meta:{Name:web Labels:map[tier:front]} Spec:{Replicas:3}}
// map[tier:front]|  0.67|7   |6f6b
// WEB
