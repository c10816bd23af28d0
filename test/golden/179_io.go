package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// chunky returns at most 3 bytes per Read, then EOF with the last bytes.
type chunky struct{ s string }

func (c *chunky) Read(p []byte) (int, error) {
	if len(c.s) == 0 {
		return 0, io.EOF
	}
	n := copy(p, c.s[:min(3, len(c.s))])
	c.s = c.s[n:]
	return n, nil
}

type failing struct{}

func (failing) Read(p []byte) (int, error) { return 0, errors.New("disk on fire") }

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func main() {
	b, err := io.ReadAll(&chunky{"hello, reconcile lab"})
	fmt.Printf("%q %v\n", b, err)
	_, err = io.ReadAll(failing{})
	fmt.Println(err)
	buf := make([]byte, 5)
	n, err := io.ReadFull(&chunky{"abcdefg"}, buf)
	fmt.Println(n, err, string(buf))
	n, err = io.ReadFull(&chunky{"ab"}, buf)
	fmt.Println(n, err == io.ErrUnexpectedEOF, err)
	n, err = io.ReadFull(&chunky{""}, buf)
	fmt.Println(n, err == io.EOF)
	var out bytes.Buffer
	var sb strings.Builder
	w := io.MultiWriter(&out, &sb)
	k, err := io.WriteString(w, "twice ")
	fmt.Println(k, err)
	written, err := io.Copy(w, io.LimitReader(&chunky{"0123456789"}, 7))
	fmt.Println(written, err, out.String(), sb.String())
	fmt.Fprintf(io.Discard, "nothing %d", 1)
	rc := io.NopCloser(&chunky{"x"})
	fmt.Println(rc.Close())
}

// Output:
// "hello, reconcile lab" <nil>
// disk on fire
// 5 <nil> abcde
// 2 true unexpected EOF
// 0 true
// 6 <nil>
// 7 <nil> twice 0123456 twice 0123456
// <nil>
