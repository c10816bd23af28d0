// text/template over Go values: embedded fields, pointer-receiver methods on addressable values only, Stringers, nested maps, recursive templates, ExecError
package main

import (
	"errors"
	"fmt"
	"strings"
	"text/template"
)

type Base struct{ ID int }

func (b Base) Kind() string { return "base" }

type Node struct {
	Base
	Name     string
	Children []*Node
	Attrs    map[string]any
	Weight   float64
	Status   Phase
	Ptr      *int
}

type Phase string

func (p Phase) String() string { return "phase:" + string(p) }

type Counter struct{ N int }

func (c *Counter) Inc() int  { c.N++; return c.N }
func (c Counter) Value() int { return c.N }

type shout struct{ s string }

func (s *shout) String() string { return strings.ToUpper(s.s) }

func main() {
	seven := 7
	root := &Node{
		Base:   Base{ID: 1},
		Name:   "root",
		Weight: 0.5,
		Status: "Ready",
		Ptr:    &seven,
		Attrs:  map[string]any{"zone": "a", "n": 3, "list": []string{"x", "y"}, "nested": map[string]int{"k": 1}},
		Children: []*Node{
			{Base: Base{ID: 2}, Name: "left", Attrs: map[string]any{}},
			{Base: Base{ID: 3}, Name: "right"},
		},
	}
	text := `{{define "node"}}{{.Name}}#{{.ID}}({{.Kind}}){{range .Children}} [{{template "node" .}}]{{end}}{{end -}}
tree: {{template "node" .}}
status: {{.Status}} weight={{.Weight}} ptr={{.Ptr}}
attrs:{{range $k, $v := .Attrs}} {{$k}}={{$v}}{{end}}
zone={{.Attrs.zone}} nested={{.Attrs.nested.k}} list1={{index .Attrs.list 1}}
{{with $c := index .Children 0}}first={{$c.Name}} attrs={{len $c.Attrs}}{{end}}
{{- range $i, $c := .Children}}
  {{$i}}: {{$c.Name | printf "%-6s|"}} {{if $c.Attrs}}has{{else}}nil{{end}}
{{- end}}
{{printf "%v %T" .Status .Status}} {{print .Weight 2}}{{println}}
{{- $total := 0}}{{range .Children}}{{$total = len .Name | printf "%d" | printf "%s!"}}{{end}}{{$total}}
`
	t := template.Must(template.New("tree").Parse(text))
	var b strings.Builder
	if err := t.Execute(&b, root); err != nil {
		fmt.Println("error:", err)
	}
	fmt.Print(b.String())

	cs := []Counter{{N: 1}, {N: 5}}
	t2 := template.Must(template.New("c").Parse(`{{range .}}{{.Inc}}/{{.Value}} {{end}}`))
	b.Reset()
	err := t2.Execute(&b, cs)
	fmt.Println(b.String(), err, cs)

	t3 := template.Must(template.New("c3").Parse(`{{.Inc}}`))
	b.Reset()
	err = t3.Execute(&b, Counter{N: 1})
	fmt.Println(b.String(), err)

	sh := []shout{{"hi"}}
	t4 := template.Must(template.New("s").Parse(`{{range .}}{{.}}{{end}} {{index . 0}}`))
	b.Reset()
	err = t4.Execute(&b, sh)
	fmt.Println(b.String(), err)

	t5 := template.Must(template.New("e").Funcs(template.FuncMap{"fail": func(s string) (string, error) { return "", errors.New("bad " + s) }}).Parse("a{{fail .}}b"))
	b.Reset()
	err = t5.Execute(&b, "x")
	var ee template.ExecError
	fmt.Printf("%q %v %v %q\n", b.String(), err, errors.As(err, &ee), ee.Name)

	t6 := template.Must(template.New("n").Parse(`{{.Ptr}} {{.Children}}`))
	b.Reset()
	err = t6.Execute(&b, &Node{})
	fmt.Println(b.String(), err)
	var np *Node
	b.Reset()
	err = template.Must(template.New("np").Parse(`{{.Name}}`)).Execute(&b, np)
	fmt.Println(b.String(), err)
}

// Output:
// tree: root#1(base) [left#2(base)] [right#3(base)]
// status: phase:Ready weight=0.5 ptr=7
// attrs: list=[x y] n=3 nested=map[k:1] zone=a
// zone=a nested=1 list1=y
// first=left attrs=0
//   0: left  | nil
//   1: right | nil
// phase:Ready main.Phase 0.5 2
// 5!
// 2/2 6/6  <nil> [{2} {6}]
//  template: c3:1:2: executing "c3" at <.Inc>: can't evaluate field Inc in type main.Counter
// HI HI <nil>
// "a" template: e:1:3: executing "e" at <fail .>: error calling fail: bad x true "e"
// <nil> [] <nil>
//  template: np:1:2: executing "np" at <.Name>: nil pointer evaluating *main.Node.Name
