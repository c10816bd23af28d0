package main

import (
	"errors"
	"fmt"
)

// Go's true and false are predeclared identifiers, not keywords: a method, a field's selector or a
// method value may be spelled so, and the literals keep their meaning everywhere else.
type buffer struct {
	data  string
	index int
}

func (b *buffer) word(w string) error {
	if len(b.data)-b.index < len(w) || b.data[b.index:b.index+len(w)] != w {
		return errors.New("unexpected symbol at " + fmt.Sprint(b.index))
	}
	b.index += len(w)
	return nil
}

func (b *buffer) true() error  { return b.word("true") }
func (b *buffer) false() error { return b.word("false") }

type lits struct{ yes, no bool }

func main() {
	buf := &buffer{data: "truefalsetru"}
	err := buf.true()
	fmt.Println(err, buf.index)
	f := buf.false
	fmt.Println(f(), buf.index, buf.
		true())
	s := "buf.true() and func (b *buffer) true()"
	l := lits{yes: true, no: false}
	ok := true
	fmt.Println(s, l.yes, l.no, ok, !false, 'f', ".false")
}

// Output:
// <nil> 4
// <nil> 9 unexpected symbol at 9
// buf.true() and func (b *buffer) true() true false true true 102 .false
