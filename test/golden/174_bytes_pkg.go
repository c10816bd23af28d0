package main

import (
	"bytes"
	"fmt"
)

func main() {
	var b bytes.Buffer
	b.WriteString("hello")
	b.WriteByte(' ')
	b.WriteRune('é')
	b.Write([]byte("!"))
	fmt.Println(b.String(), b.Len(), bytes.Equal(b.Bytes(), []byte("hello é!")), bytes.Equal(nil, []byte{}))
	fmt.Println(bytes.Contains([]byte("abc"), []byte("b")), bytes.Compare([]byte("a"), []byte("b")), string(bytes.TrimSpace([]byte("  x "))))
	fmt.Printf("%q\n", bytes.Split([]byte("a,b,c"), []byte(",")))
	var nb *bytes.Buffer
	fmt.Println(nb.String(), bytes.NewBufferString("z").String())
}

// Output:
// hello é! 9 true true
// true -1 x
// ["a" "b" "c"]
// <nil> z
