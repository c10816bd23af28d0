package main

import (
	"fmt"
	"io"
	"io/ioutil"
	"log"
)

type once struct{ done bool }

func (o *once) Read(p []byte) (int, error) {
	if o.done {
		return 0, io.EOF
	}
	o.done = true
	return copy(p, "abc"), nil
}

func main() {
	l := log.New(ioutil.Discard, "", 0)
	l.Println("dropped")
	b, err := ioutil.ReadAll(&once{})
	fmt.Println(string(b), err)
	n, err := ioutil.Discard.Write([]byte("xyz"))
	fmt.Println(n, err)
	_, err = ioutil.ReadFile("/nope")
	fmt.Println(err != nil)
}

// Output:
// abc <nil>
// 3 <nil>
// true
