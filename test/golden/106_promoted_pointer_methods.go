// Pointer-receiver methods promoted through embedded value fields are in the method set of *S
// (kubebuilder types embed metav1.ObjectMeta and satisfy client.Object through *App).
package main

import "fmt"

type Namer interface {
	GetName() string
	SetName(string)
}

type ObjectMeta struct{ Name string }

func (m *ObjectMeta) GetName() string  { return m.Name }
func (m *ObjectMeta) SetName(n string) { m.Name = n }

type TypeMeta struct{ Kind string }

func (t *TypeMeta) GetKind() string { return t.Kind }

type App struct {
	TypeMeta
	ObjectMeta
	Replicas int
}

type Kinded interface{ GetKind() string }

type Wrapper struct {
	*App
}

func rename(o Namer, n string) { o.SetName(o.GetName() + "-" + n) }

func main() {
	app := &App{ObjectMeta: ObjectMeta{Name: "web"}, TypeMeta: TypeMeta{Kind: "App"}}
	var o Namer = app
	rename(o, "v2")
	fmt.Println(app.Name, o.GetName())
	var k Kinded = app
	fmt.Println(k.GetKind())
	w := Wrapper{App: app}
	var o2 Namer = w // value Wrapper: the path crosses the embedded *App
	rename(o2, "v3")
	fmt.Println(app.GetName(), w.Name)
	objs := []Namer{&App{ObjectMeta: ObjectMeta{Name: "a"}}, app}
	for _, x := range objs {
		fmt.Println(x.GetName())
	}
	_, isNamer := interface{}(App{}).(Namer)
	fmt.Println(isNamer)
}

// Output:
// web-v2 web-v2
// App
// web-v2-v3 web-v2-v3
// a
// web-v2-v3
// false
