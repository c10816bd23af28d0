// io's helpers at their edges, as real Go behaves: data and EOF in one Read, errors after enough bytes,
// short and over-long writes, writers that fail, WriterTo/ReaderFrom shortcuts, nested MultiWriters,
// LimitedReader at zero and below.
package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// lastWithEOF returns everything at once together with EOF.
type lastWithEOF struct{ s string }

func (r *lastWithEOF) Read(p []byte) (int, error) {
	n := copy(p, r.s)
	r.s = r.s[n:]
	if r.s == "" {
		return n, io.EOF
	}
	return n, nil
}

// failAfter returns its bytes, then the error with the final Read's data.
type failAfter struct {
	s   string
	err error
}

func (r *failAfter) Read(p []byte) (int, error) {
	n := copy(p, r.s)
	r.s = r.s[n:]
	if r.s == "" {
		return n, r.err
	}
	return n, nil
}

// capped writes at most max bytes per call, without an error (a short write).
type capped struct {
	max int
	got []byte
}

func (w *capped) Write(p []byte) (int, error) {
	if len(p) > w.max {
		p = p[:w.max]
	}
	w.got = append(w.got, p...)
	return len(p), nil
}

// liar claims more bytes than it was given.
type liar struct{}

func (liar) Write(p []byte) (int, error) { return len(p) + 1, nil }

// broken fails every write after taking some bytes.
type broken struct{}

func (broken) Write(p []byte) (int, error) { return 1, errors.New("pipe burst") }

// toer implements WriterTo; fromer implements ReaderFrom.
type toer struct{}

func (toer) Read(p []byte) (int, error) { panic("Read must not be called") }
func (toer) WriteTo(w io.Writer) (int64, error) {
	n, err := io.WriteString(w, "via WriteTo")
	return int64(n), err
}

type fromer struct{ strings.Builder }

func (f *fromer) ReadFrom(r io.Reader) (int64, error) {
	b, err := io.ReadAll(r)
	f.WriteString("[" + string(b) + "]")
	return int64(len(b)), err
}

// only hides a reader's other methods (strings.Reader's WriteTo), so io.Copy runs its own loop.
func only(r io.Reader) io.Reader { return struct{ io.Reader }{r} }

func main() {
	b, err := io.ReadAll(&lastWithEOF{strings.Repeat("x", 1500)})
	fmt.Println(len(b), err)
	b, err = io.ReadAll(&failAfter{"abc", errors.New("late")})
	fmt.Printf("%q %v\n", b, err)
	b, err = io.ReadAll(strings.NewReader(""))
	fmt.Println(b != nil, len(b), err)

	buf := make([]byte, 4)
	n, err := io.ReadAtLeast(strings.NewReader("abcdef"), buf, 2)
	fmt.Println(n, err, string(buf[:n]))
	n, err = io.ReadAtLeast(strings.NewReader("ab"), buf, 5)
	fmt.Println(n, err)
	n, err = io.ReadAtLeast(&failAfter{"abc", errors.New("boom")}, buf, 2)
	fmt.Println(n, err)
	n, err = io.ReadAtLeast(&failAfter{"a", errors.New("boom")}, buf, 2)
	fmt.Println(n, err)
	n, err = io.ReadAtLeast(&failAfter{"a", io.EOF}, buf, 2)
	fmt.Println(n, err)
	n, err = io.ReadAtLeast(strings.NewReader(""), buf, 0)
	fmt.Println(n, err)
	n, err = io.ReadFull(strings.NewReader(""), buf)
	fmt.Println(n, err)

	c := &capped{max: 3}
	w, err := io.Copy(c, only(strings.NewReader("hello")))
	fmt.Println(w, err, string(c.got))
	w, err = io.Copy(liar{}, only(strings.NewReader("hello")))
	fmt.Println(w, err)
	w, err = io.Copy(broken{}, only(strings.NewReader("hello")))
	fmt.Println(w, err)
	w, err = io.Copy(io.Discard, &failAfter{"abcd", errors.New("read side")})
	fmt.Println(w, err)
	var sb strings.Builder
	w, err = io.Copy(&sb, toer{})
	fmt.Println(w, err, sb.String())
	w, err = io.Copy(&capped{max: 9}, only(strings.NewReader(strings.Repeat("y", 40000))))
	fmt.Println(w, err)
	w, err = io.Copy(&capped{max: 1 << 20}, only(strings.NewReader(strings.Repeat("y", 70000))))
	fmt.Println(w, err)
	f := &fromer{}
	w, err = io.Copy(f, only(strings.NewReader("payload")))
	fmt.Println(w, err, f.String())

	var x, y, z strings.Builder
	inner := io.MultiWriter(&y, &z)
	mw := io.MultiWriter(&x, inner)
	k, err := mw.Write([]byte("abc"))
	fmt.Println(k, err, x.String(), y.String(), z.String())
	k, err = io.MultiWriter(&x, &capped{max: 1}, &y).Write([]byte("def"))
	fmt.Println(k, err, x.String(), y.String())
	k, err = io.MultiWriter(broken{}, &x).Write([]byte("ghi"))
	fmt.Println(k, err, x.String())
	k, err = io.MultiWriter().Write([]byte("none"))
	fmt.Println(k, err)

	lr := &io.LimitedReader{R: strings.NewReader("abcdef"), N: 4}
	small := make([]byte, 3)
	for i := 0; i < 3; i++ {
		n, err = lr.Read(small)
		fmt.Println(n, err, string(small[:n]), lr.N)
	}
	n, err = (&io.LimitedReader{R: strings.NewReader("abc"), N: -2}).Read(small)
	fmt.Println(n, err)
	b, err = io.ReadAll(io.LimitReader(strings.NewReader("abcdef"), 10))
	fmt.Println(string(b), err)
	k, err = io.WriteString(&capped{max: 2}, "xyz")
	fmt.Println(k, err)
}

// Output:
// 1500 <nil>
// "abc" late
// true 0 <nil>
// 4 <nil> abcd
// 0 short buffer
// 3 <nil>
// 1 boom
// 1 unexpected EOF
// 0 <nil>
// 0 EOF
// 3 short write hel
// 0 invalid write result
// 1 pipe burst
// 4 read side
// 11 <nil> via WriteTo
// 9 short write
// 70000 <nil>
// 7 <nil> [payload]
// 3 <nil> abc abc abc
// 1 short write abcdef abc
// 1 pipe burst abcdef
// 4 <nil>
// 3 <nil> abc 1
// 1 <nil> d 0
// 0 EOF  0
// 0 EOF
// abcdef <nil>
// 2 <nil>
