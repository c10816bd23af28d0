package main

import "fmt"

type Reader interface{ Read() string }
type Writer interface{ Write(s string) }
type ReadWriter interface {
	Reader
	Writer
}

type buffer struct{ data []string }

func (b *buffer) Read() string {
	if len(b.data) == 0 {
		return ""
	}
	s := b.data[0]
	b.data = b.data[1:]
	return s
}
func (b *buffer) Write(s string) { b.data = append(b.data, s) }

type logged struct {
	ReadWriter
	n int
}

func (l *logged) Write(s string) {
	l.n++
	l.ReadWriter.Write("[" + s + "]")
}

func main() {
	var rw ReadWriter = &buffer{}
	rw.Write("a")
	rw.Write("b")
	fmt.Println(rw.Read(), rw.Read(), rw.Read() == "")
	l := &logged{ReadWriter: &buffer{}}
	var w Writer = l
	w.Write("x")
	fmt.Println(l.Read(), l.n)
}

// Output:
// a b true
// [x] 1
