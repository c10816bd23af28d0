package main

import "fmt"

type Meta struct {
	Name      string
	Namespace string
}

func (m *Meta) SetName(n string) { m.Name = n }
func (m Meta) Key() string       { return m.Namespace + "/" + m.Name }

type Status struct{ Ready bool }

func (s Status) String() string { return fmt.Sprintf("ready=%v", s.Ready) }

type App struct {
	Meta
	*Status
	Replicas int
}

func main() {
	a := App{Meta: Meta{Name: "web", Namespace: "default"}, Status: &Status{}}
	fmt.Println(a.Name, a.Key())
	a.SetName("api")
	a.Ready = true
	fmt.Println(a.Meta.Name, a.Key(), a.Status.Ready, a.String())
	var k interface{ Key() string } = a
	fmt.Println(k.Key())
	var s fmt.Stringer = a
	fmt.Println(s.String())
}

// Output:
// web default/web
// api default/api true ready=true
// default/api
// ready=true
