// fmt applies Error or String only from the printed value's own method set, asked again for every value
// (the interpreter remembers the answer per type): a String on *T is not T's, Error wins over String,
// methods promoted through embedded values and pointers count, and %#v asks for GoString.
package main

import (
	"fmt"
	"os"
	"text/template"
)

type Temp struct{ c int }

func (t *Temp) String() string { return fmt.Sprint(t.c, "C") }

type Both struct{ s string }

func (b Both) String() string { return "string:" + b.s }
func (b Both) Error() string  { return "error:" + b.s }

type Wrap struct{ Both }

type PWrap struct{ *Temp }

type Code int

func (c Code) GoString() string { return fmt.Sprintf("Code(%d)", int(c)) }

func main() {
	for i := 0; i < 3; i++ {
		t := Temp{i}
		fmt.Println(t, &t, Both{"b"}, &Both{"p"}, Wrap{Both{"w"}}, PWrap{&t})
		fmt.Printf("%v %s %d %#v %v\n", &t, Both{"x"}, Code(i), Code(i), Code(i))
	}
	tpl := template.Must(template.New("t").Parse("{{.}} {{.Temp}}\n"))
	for i := 0; i < 2; i++ {
		if err := tpl.Execute(os.Stdout, PWrap{&Temp{i + 7}}); err != nil {
			fmt.Println(err)
		}
	}
}

// Output:
// {0} 0C error:b error:p error:w 0C
// 0C error:x 0 Code(0) 0
// {1} 1C error:b error:p error:w 1C
// 1C error:x 1 Code(1) 1
// {2} 2C error:b error:p error:w 2C
// 2C error:x 2 Code(2) 2
// 7C 7C
// 8C 8C
