// text/template: fields, methods, pipelines, functions, range/if/with, define/template, builtins
package main

import (
	"bytes"
	"fmt"
	"strings"
	"text/template"
)

type Item struct {
	Name  string
	Price float64
	Tags  []string
}

func (i Item) Label() string { return strings.ToUpper(i.Name) }

func (i *Item) Discount(pct int) float64 { return i.Price * float64(100-pct) / 100 }

func run(name, text string, data any) {
	t, err := template.New(name).Funcs(template.FuncMap{
		"upper": strings.ToUpper,
		"join":  strings.Join,
		"fail":  func() (string, error) { return "", fmt.Errorf("boom") },
		"add":   func(a, b int) int { return a + b },
	}).Parse(text)
	if err != nil {
		fmt.Println("parse error:", err)
		return
	}
	var buf bytes.Buffer
	err = t.Execute(&buf, data)
	fmt.Printf("%q\n", buf.String())
	if err != nil {
		fmt.Println("exec error:", err)
	}
}

func main() {
	item := Item{Name: "apple", Price: 2.5, Tags: []string{"fruit", "red"}}
	run("a", "Hello {{.Name}}! {{.Label}} {{printf \"%.2f\" .Price}}", item)
	run("b", "{{range $i, $t := .Tags}}{{if $i}}, {{end}}{{$i}}={{$t}}{{end}}", item)
	run("c", "{{with .Tags}}{{len .}} tags{{else}}none{{end}}", item)
	run("d", "{{.Missing}}", item)
	run("e", "{{.Discount 10}}", &item)
	run("f", "{{ .Name | upper }} {{join .Tags \"+\"}}", item)
	run("g", "{{fail}}", nil)
	run("h", "{{nope}}", nil)
	run("i", "{{.a}} {{.b}} {{.c}}", map[string]any{"a": 1, "b": "two"})
	run("j", "{{- /* comment */ -}}\n  x  {{- 3 -}}  y ", nil)
	run("k", "{{define \"T\"}}<{{.}}>{{end}}{{template \"T\" 42}}{{template \"T\" \"s\"}}", nil)
	run("l", "{{if and .a (not .b)}}yes{{else if .b}}b{{else}}no{{end}}", map[string]bool{"a": true})
	run("m", "{{eq 1 1}} {{ne \"a\" \"b\"}} {{lt 1 2}} {{ge 2.5 3.0}} {{eq .x 2 3}}", map[string]int{"x": 3})
	run("n", "{{index .m \"k\"}} {{index .s 1}} {{slice \"hello\" 1 3}}", map[string]any{"m": map[string]int{"k": 7}, "s": []int{4, 5}})
	run("o", "{{$x := 1}}{{range .}}{{$x = add $x .}}{{end}}{{$x}}", []int{1, 2, 3})
	run("p", "{{range .}}{{if eq . 2}}{{break}}{{end}}{{.}}{{end}}", []int{1, 2, 3})
	run("q", "{{html \"<a href='x'>\"}} {{js \"it's <b>\"}} {{urlquery \"a b&c\"}}", nil)
	run("r", "{{print 1 2 \"x\" 3.5}} {{println \"z\"}}", nil)
	run("s", "{{.Name.Foo}}", item)
	run("t", "line1\n{{.Nope}}", item)
	run("u", "{{if}}{{end}}", nil)
	run("v", "{{range .}}{{.}}", nil)
	run("w", "{{$y}}", nil)
	run("x", "{{index .s 5}}", map[string]any{"s": []int{1}})
	run("y", "{{range $k, $v := .}}{{$k}}:{{$v}};{{end}}", map[string]int{"b": 2, "a": 1, "c": 3})
	run("z", "{{.}} {{.Tags}} {{3}} {{1.5}} {{'a'}} {{true}} {{\"s\"}}", item)
	t := template.Must(template.New("mk").Option("missingkey=error").Parse("{{.x}}"))
	err := t.Execute(&bytes.Buffer{}, map[string]int{})
	fmt.Println(err)
	t2 := template.Must(template.New("mz").Option("missingkey=zero").Parse("{{.x}}"))
	var sb strings.Builder
	_ = t2.Execute(&sb, map[string]int{})
	fmt.Println(sb.String())
	var ee template.ExecError
	_ = ee
	fmt.Println(template.HTMLEscapeString("<&>"), template.JSEscapeString("a'b"))
}

// Output:
// "Hello apple! APPLE 2.50"
// "0=fruit, 1=red"
// "2 tags"
// ""
// exec error: template: d:1:2: executing "d" at <.Missing>: can't evaluate field Missing in type main.Item
// "2.25"
// "APPLE fruit+red"
// ""
// exec error: template: g:1:2: executing "g" at <fail>: error calling fail: boom
// parse error: template: h:1: function "nope" not defined
// "1 two <no value>"
// "x3y "
// "<42><s>"
// "yes"
// "true true true false true"
// "7 5 el"
// "7"
// "1"
// "&lt;a href=&#39;x&#39;&gt; it\\'s \\u003Cb\\u003E a+b%26c"
// "1 2x3.5 z\n"
// ""
// exec error: template: s:1:7: executing "s" at <.Name.Foo>: can't evaluate field Foo in type string
// "line1\n"
// exec error: template: t:2:2: executing "t" at <.Nope>: can't evaluate field Nope in type main.Item
// parse error: template: u:1: missing value for if
// parse error: template: v:1: unexpected EOF
// parse error: template: w:1: undefined variable "$y"
// ""
// exec error: template: x:1:2: executing "x" at <index .s 5>: error calling index: index out of range: 5
// "a:1;b:2;c:3;"
// "{apple 2.5 [fruit red]} [fruit red] 3 1.5 97 true s"
// template: mk:1:2: executing "mk" at <.x>: map has no entry for key "x"
// 0
// &lt;&amp;&gt; a\'b
