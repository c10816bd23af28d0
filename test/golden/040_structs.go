package main

import "fmt"

type Spec struct {
	Image    string
	Replicas int32
}

type App struct {
	Name   string
	Labels map[string]string
	Spec   Spec
	Ptr    *Spec
}

func main() {
	var app App
	fmt.Printf("%+v\n", app)
	fmt.Println(app.Labels == nil, app.Ptr == nil, app.Spec.Replicas)
	app.Name = "web"
	app.Spec.Image = "nginx"
	app.Spec.Replicas = 2
	fmt.Printf("%v\n%+v\n", app, app.Spec)
	p := &app
	p.Spec.Replicas = 5
	fmt.Println(app.Spec.Replicas)
	anon := struct {
		A int
		B string
	}{1, "x"}
	fmt.Println(anon, anon.B)
}

// Output:
// {Name: Labels:map[] Spec:{Image: Replicas:0} Ptr:<nil>}
// true true 0
// {web map[] {nginx 2} <nil>}
// {Image:nginx Replicas:2}
// 5
// {1 x} x
