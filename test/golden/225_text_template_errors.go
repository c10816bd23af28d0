// text/template: parse and execution errors located as Go prints them, nil values, missingkey, ExecuteTemplate, Delims
package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Meta struct {
	Name   string
	Labels map[string]string
}

type Secret struct {
	Meta  *Meta
	Data  map[string][]byte
	Keys  []string
	Count int
	Ready bool
	Owner *Meta
	Extra any
	note  string
}

func (s *Secret) Key(i int) (string, error) {
	if i >= len(s.Keys) {
		return "", fmt.Errorf("no key %d", i)
	}
	return s.Keys[i], nil
}

func (s Secret) Summary() string { return fmt.Sprintf("%s/%d", s.Meta.Name, s.Count) }

type Level int

func (l Level) String() string { return fmt.Sprintf("L%d", int(l)) }

func show(t *template.Template, name string, data any) {
	var buf bytes.Buffer
	var err error
	if name == "" {
		err = t.Execute(&buf, data)
	} else {
		err = t.ExecuteTemplate(&buf, name, data)
	}
	fmt.Printf("%q", buf.String())
	if err != nil {
		var ee template.ExecError
		fmt.Printf(" err=%v execErr=%v", err, errors.As(err, &ee))
	}
	fmt.Println()
}

func parse(name, text string) *template.Template {
	t, err := template.New(name).Funcs(template.FuncMap{
		"b64":   func(b []byte) string { return "B(" + string(b) + ")" },
		"lower": strings.ToLower,
		"join":  func(sep string, xs ...string) string { return strings.Join(xs, sep) },
		"boom":  func() string { panic("kaboom") },
		"level": func(n int) Level { return Level(n) },
		"pair":  func(a string, b int) string { return fmt.Sprint(a, b) },
	}).Parse(text)
	if err != nil {
		fmt.Println("parse:", err)
		return nil
	}
	return t
}

func main() {
	s := &Secret{
		Meta:  &Meta{Name: "db", Labels: map[string]string{"app": "web", "tier": "be"}},
		Data:  map[string][]byte{"user": []byte("admin"), "pass": []byte("x")},
		Keys:  []string{"user", "pass"},
		Count: 2,
		Ready: true,
		note:  "hidden",
	}
	cases := []string{
		`{{.Meta.Name}} {{.Meta.Labels.app}} {{index .Meta.Labels "tier"}}`,
		`{{range $k, $v := .Data}}{{$k}}={{b64 $v}} {{end}}`,
		`{{.Key 1}} {{.Summary}} {{.Count}} {{.Ready}}`,
		`{{.Key 5}}`,
		`{{.Owner.Name}}`,
		`{{.Owner}}`,
		`{{.Extra}}`,
		`{{.note}}`,
		`{{boom}}`,
		`{{level 3}} {{printf "%v-%d" (level 4) 5}}`,
		`{{join "," "a" "b" "c"}} {{join "-"}}`,
		`{{pair 1 2}}`,
		`{{pair "a"}}`,
		`{{pair "a" 1.5}}`,
		`{{"x" | printf "%s-%s" "y"}}`,
		`{{.Count | printf "%03d"}}`,
		`{{if .Owner}}owned{{else}}orphan{{end}} {{with .Meta}}{{.Name}}{{end}}`,
		`{{range .Keys}}[{{.}}]{{else}}empty{{end}} {{range .Extra}}x{{else}}none{{end}}`,
		`{{len .Keys}} {{len .Data}} {{len .Meta.Name}}`,
		`{{len .Count}}`,
		`{{index .Keys 0 1}}`,
		`{{index .Data "user"}}`,
		`{{slice .Keys 1}} {{slice .Meta.Name 0 1}}`,
		`{{eq .Count 2}} {{eq .Meta.Name "db" "x"}} {{lt .Count 1}} {{le 2 2}} {{gt 3 2}}`,
		`{{eq .Count "2"}}`,
		`{{lt true false}}`,
		`{{and 1 0 2}} {{or 0 "" "z"}} {{and}}`,
		`{{not}}`,
		`{{$n := .Meta.Name}}{{with $m := .Meta}}{{$n}}:{{$m.Name}}{{end}}`,
		`{{$.Count}} {{range .Keys}}{{$.Count}}{{end}}`,
		`{{define "row"}}<{{.}}>{{end}}{{range .Keys}}{{template "row" .}}{{end}}`,
		`{{block "b" .Count}}default {{.}}{{end}}`,
		`{{template "missing"}}`,
		`{{.Count.Foo}}`,
		`{{nil}}`,
		`{{1 2}}`,
		`{{.Meta | .Count}}`,
		`{{with .Missing}}x{{end}}`,
		`{{range $i, $e := .Keys}}{{if eq $i 1}}{{continue}}{{end}}{{$e}}{{end}}`,
		"a\n{{- .Count}}\n{{.Count -}}\n  b",
		`{{"unterminated}}`,
		`{{.Count}`,
		`{{end}}`,
		`{{else}}`,
		`{{range}}{{end}}`,
		`{{if .Ready}}x{{else}}y{{else}}z{{end}}`,
		`{{template .Count}}`,
		`{{printf "%d" "s"}}`,
		`{{print nil}}`,
		`{{3.0}} {{1e3}} {{0x10}} {{-7}} {{1_000}}`,
		`{{html .Meta}} {{js "a\nb"}}`,
		`{{call .Extra}}`,
		`{{$x := 1}}{{if true}}{{$x = 2}}{{$y := 3}}{{end}}{{$x}}`,
		`{{/* just a comment */}}`,
		`{{/* bad comment */ .Count}}`,
		`{{.Count}} {{ .Count }} {{- .Count -}} {{ .Count}}`,
	}
	for i, c := range cases {
		t := parse(fmt.Sprintf("c%d", i), c)
		if t != nil {
			fmt.Printf("c%d: ", i)
			show(t, "", s)
		}
	}
	t := parse("set", `{{define "a"}}A{{.}}{{end}}{{define "b"}}B{{template "a" .}}{{end}}main`)
	show(t, "b", 1)
	show(t, "zzz", 1)
	fmt.Println(t.Lookup("a") != nil, t.Lookup("q") == nil, t.Name())
	fmt.Println(len(t.DefinedTemplates()))
	e := template.New("empty")
	show(e, "", nil)
	d := template.Must(template.New("d").Delims("<<", ">>").Parse("<<.>> {{.}}"))
	show(d, "", 5)
	z := template.Must(template.New("z").Option("missingkey=zero").Parse("{{.a}}|{{.b}}"))
	show(z, "", map[string]any{"a": 1})
	show(z, "", map[string]int{"a": 1})
	er := template.Must(template.New("er").Option("missingkey=error").Parse("{{.a}}"))
	show(er, "", nil)
	_ = template.Must(template.New("ok").Parse("x")).Execute(os.Stdout, nil)
	fmt.Println()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		template.Must(template.New("bad").Parse("{{"))
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		template.New("opt").Option("bogus")
	}()
}

// Output:
// c0: "db web be"
// c1: "pass=B(x) user=B(admin) "
// c2: "pass db/2 2 true"
// c3: "" err=template: c3:1:2: executing "c3" at <.Key>: error calling Key: no key 5 execErr=true
// c4: "" err=template: c4:1:8: executing "c4" at <.Owner.Name>: nil pointer evaluating *main.Meta.Name execErr=true
// c5: "<nil>"
// c6: "<no value>"
// c7: "" err=template: c7:1:2: executing "c7" at <.note>: note is an unexported field of struct type *main.Secret execErr=true
// c8: "" err=template: c8:1:2: executing "c8" at <boom>: error calling boom: kaboom execErr=true
// c9: "L3 L4-5"
// c10: "a,b,c "
// c11: "" err=template: c11:1:7: executing "c11" at <1>: expected string; found 1 execErr=true
// c12: "" err=template: c12:1:2: executing "c12" at <pair>: wrong number of args for pair: want 2 got 1 execErr=true
// c13: "" err=template: c13:1:11: executing "c13" at <1.5>: expected integer; found 1.5 execErr=true
// c14: "y-x"
// c15: "002"
// c16: "orphan db"
// c17: "[user][pass] none"
// c18: "2 2 2"
// c19: "" err=template: c19:1:2: executing "c19" at <len .Count>: error calling len: len of type int execErr=true
// c20: "115"
// c21: "[97 100 109 105 110]"
// c22: "[pass] d"
// c23: "true true false true true"
// c24: "" err=template: c24:1:2: executing "c24" at <eq .Count "2">: error calling eq: incompatible types for comparison execErr=true
// c25: "" err=template: c25:1:2: executing "c25" at <lt true false>: error calling lt: invalid type for comparison execErr=true
// c26: "0 z " err=template: c26:1:32: executing "c26" at <and>: wrong number of args for and: want at least 1 got 0 execErr=true
// c27: "" err=template: c27:1:2: executing "c27" at <not>: wrong number of args for not: want 1 got 0 execErr=true
// c28: "db:db"
// c29: "2 22"
// c30: "<user><pass>"
// c31: "default 2"
// c32: "" err=template: c32:1:11: executing "c32" at <{{template "missing"}}>: template "missing" not defined execErr=true
// c33: "" err=template: c33:1:8: executing "c33" at <.Count.Foo>: can't evaluate field Foo in type int execErr=true
// c34: "" err=template: c34:1:2: executing "c34" at <nil>: nil is not a command execErr=true
// c35: "" err=template: c35:1:2: executing "c35" at <1>: can't give argument to non-function 1 execErr=true
// c36: "" err=template: c36:1:10: executing "c36" at <.Count>: Count has arguments but cannot be invoked as function execErr=true
// c37: "" err=template: c37:1:7: executing "c37" at <.Missing>: can't evaluate field Missing in type *main.Secret execErr=true
// c38: "user"
// c39: "a2\n2b"
// parse: template: c40:1: unterminated quoted string
// parse: template: c41:1: bad character U+007D '}'
// parse: template: c42:1: unexpected {{end}}
// parse: template: c43:1: unexpected {{else}}
// parse: template: c44:1: missing value for range
// parse: template: c45:1: expected end; found {{else}}
// parse: template: c46:1: unexpected ".Count" in template clause
// c47: "%!d(string=s)"
// c48: "<nil>"
// c49: "3 1000 16 -7 1000"
// c50: "{db map[app:web tier:be]} a\\u000Ab"
// c51: "" err=template: c51:1:2: executing "c51" at <call .Extra>: error calling call: call of nil execErr=true
// c52: "2"
// c53: ""
// parse: template: c54:1: comment ends before closing delimiter
// c55: "2 222"
// "BA1"
// "" err=template: no template "zzz" associated with template "set" execErr=false
// true true set
// 40
// "" err=template: empty: "empty" is an incomplete or empty template execErr=true
// "5 {{.}}"
// "1|<no value>"
// "1|0"
// "" err=template: er:1:2: executing "er" at <.a>: nil data; no entry for key "a" execErr=true
// x
// recovered: template: bad:1: unclosed action
// recovered: unrecognized option: bogus
