package main

import "fmt"

type mode string

func (m *mode) String() string { return "mode " + string(*m) }

type code int

func (c code) Error() string { return fmt.Sprintf("code %d", int(c)) }

type wrap struct{ mode }

type pwrap struct{ *mode }

// fmt calls String or Error only when the method is in the value's method set: a String declared on
// *T does not apply to a T value (nor to a struct embedding T), but does to *T and through an embedded *T.
func main() {
	m := mode("fast")
	fmt.Println(m, &m)
	fmt.Printf("%v %s %q\n", m, &m, m)
	fmt.Println(code(3), wrap{m}, pwrap{&m})
}

// Output:
// fast mode fast
// fast mode fast "fast"
// code 3 {fast} mode fast
