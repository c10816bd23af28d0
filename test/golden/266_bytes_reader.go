// bytes.Reader as Go 1.19.8 has it: ReadAt, Seek, WriteTo and Reset, and its own error texts.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// halfWriter takes half of each write and says nothing wrong.
type halfWriter struct{ got []byte }

func (h *halfWriter) Write(p []byte) (int, error) {
	h.got = append(h.got, p[:len(p)/2]...)
	return len(p) / 2, nil
}

// stringsOnly would be called by io.WriteString; bytes.Reader.WriteTo must call Write instead.
type stringsOnly struct{ calls []string }

func (s *stringsOnly) Write(p []byte) (int, error) {
	s.calls = append(s.calls, "Write "+string(p))
	return len(p), nil
}

func (s *stringsOnly) WriteString(v string) (int, error) {
	s.calls = append(s.calls, "WriteString "+v)
	return len(v), nil
}

type broken struct{}

func (broken) Write(p []byte) (int, error) { return 1, errors.New("pipe closed") }

func main() {
	src := []byte("añb, reader")
	r := bytes.NewReader(src)
	src[0] = 'X' // the Reader does not see later changes to the slice it was made from
	buf := make([]byte, 4)
	for _, off := range []int64{0, 3, 9, 12, 40, -2} {
		n, err := r.ReadAt(buf, off)
		fmt.Printf("ReadAt %d: %d %q %v\n", off, n, buf[:n], err)
	}
	fmt.Println("Len after ReadAt:", r.Len(), "Size:", r.Size())

	fmt.Println("UnreadByte at start:", r.UnreadByte())
	fmt.Println("UnreadRune at start:", r.UnreadRune())
	r.ReadByte()
	fmt.Println("UnreadRune after ReadByte:", r.UnreadRune())

	for _, s := range []struct {
		off    int64
		whence int
	}{{1, io.SeekStart}, {2, io.SeekCurrent}, {-3, io.SeekEnd}, {4, io.SeekEnd}, {-1, io.SeekStart}, {0, 9}} {
		pos, err := r.Seek(s.off, s.whence)
		n, rerr := r.Read(buf)
		fmt.Printf("Seek(%d, %d) = %d %v; Read %d %q %v; Len %d\n", s.off, s.whence, pos, err, n, buf[:n], rerr, r.Len())
	}

	r.Reset([]byte("hello, world"))
	r.ReadRune()
	h := &halfWriter{}
	n, err := r.WriteTo(h)
	fmt.Printf("WriteTo half: %d %v %q Len %d\n", n, err, h.got, r.Len())
	fmt.Println("UnreadRune after WriteTo:", r.UnreadRune())
	n, err = r.WriteTo(broken{})
	fmt.Printf("WriteTo broken: %d %v Len %d\n", n, err, r.Len())

	so := &stringsOnly{}
	r.Reset([]byte("via Write"))
	n, err = io.Copy(so, r)
	fmt.Println("io.Copy:", n, err, so.calls)
	n, err = r.WriteTo(so)
	fmt.Println("WriteTo when drained:", n, err, len(so.calls))

	var sr io.ReadSeeker = bytes.NewReader([]byte("seekable"))
	var ra io.ReaderAt = bytes.NewReader([]byte("at"))
	sr.Seek(4, io.SeekStart)
	rest, _ := io.ReadAll(sr)
	b2 := make([]byte, 1)
	ra.ReadAt(b2, 1)
	fmt.Println(string(rest), string(b2), strings.Repeat("=", 3))
}

// Output:
// ReadAt 0: 4 "Xñb" <nil>
// ReadAt 3: 4 "b, r" <nil>
// ReadAt 9: 3 "der" EOF
// ReadAt 12: 0 "" EOF
// ReadAt 40: 0 "" EOF
// ReadAt -2: 0 "" bytes.Reader.ReadAt: negative offset
// Len after ReadAt: 12 Size: 12
// UnreadByte at start: bytes.Reader.UnreadByte: at beginning of slice
// UnreadRune at start: bytes.Reader.UnreadRune: at beginning of slice
// UnreadRune after ReadByte: bytes.Reader.UnreadRune: previous operation was not ReadRune
// Seek(1, 0) = 1 <nil>; Read 4 "ñb," <nil>; Len 7
// Seek(2, 1) = 7 <nil>; Read 4 "eade" <nil>; Len 1
// Seek(-3, 2) = 9 <nil>; Read 3 "der" <nil>; Len 0
// Seek(4, 2) = 16 <nil>; Read 0 "" EOF; Len 0
// Seek(-1, 0) = 0 bytes.Reader.Seek: negative position; Read 0 "" EOF; Len 0
// Seek(0, 9) = 0 bytes.Reader.Seek: invalid whence; Read 0 "" EOF; Len 0
// WriteTo half: 5 short write "ello," Len 6
// UnreadRune after WriteTo: bytes.Reader.UnreadRune: previous operation was not ReadRune
// WriteTo broken: 1 pipe closed Len 5
// io.Copy: 9 <nil> [Write via Write]
// WriteTo when drained: 0 <nil> 1
// able t ===
