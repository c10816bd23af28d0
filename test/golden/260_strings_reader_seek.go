// strings.Reader's ReadAt, Seek and WriteTo as Go 1.19.8 has them, and io.Copy choosing WriteTo.
package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

type capped struct {
	max int
	got strings.Builder
}

func (c *capped) Write(p []byte) (int, error) {
	if len(p) > c.max {
		p = p[:c.max]
	}
	c.got.Write(p)
	return len(p), nil
}

type failing struct{}

func (failing) Write(p []byte) (int, error) { return 2, errors.New("disk full") }

func main() {
	r := strings.NewReader("héllo, world")
	buf := make([]byte, 5)
	for _, off := range []int64{0, 7, 11, 13, 20, -1} {
		n, err := r.ReadAt(buf, off)
		fmt.Printf("ReadAt %d: %d %q %v\n", off, n, buf[:n], err)
	}
	fmt.Println("len after ReadAt:", r.Len())

	for _, s := range []struct {
		off    int64
		whence int
	}{{2, io.SeekStart}, {3, io.SeekCurrent}, {-2, io.SeekEnd}, {5, io.SeekEnd}, {-1, io.SeekStart}, {0, 7}} {
		pos, err := r.Seek(s.off, s.whence)
		n, rerr := r.Read(buf)
		fmt.Printf("Seek(%d, %d) = %d %v; Read %d %q %v; Len %d\n", s.off, s.whence, pos, err, n, buf[:n], rerr, r.Len())
	}
	r.Seek(0, io.SeekStart)
	r.ReadRune()
	r.Seek(0, io.SeekCurrent)
	fmt.Println("UnreadRune after Seek:", r.UnreadRune())

	r.Reset("abcdefgh")
	r.Read(make([]byte, 3))
	var sb strings.Builder
	n, err := r.WriteTo(&sb)
	fmt.Println(n, err, sb.String(), r.Len())
	n, err = r.WriteTo(&sb)
	fmt.Println(n, err)

	c := &capped{max: 4}
	n, err = strings.NewReader("abcdefgh").WriteTo(c)
	fmt.Println(n, err, c.got.String())
	f := strings.NewReader("xyz")
	n, err = f.WriteTo(failing{})
	fmt.Println(n, err, f.Len())

	c2 := &capped{max: 3}
	w, err := io.Copy(c2, strings.NewReader("copy me"))
	fmt.Println(w, err, c2.got.String())
	var out strings.Builder
	w, err = io.Copy(&out, strings.NewReader("all of it"))
	fmt.Println(w, err, out.String())
	var _ io.ReaderAt = r
	var _ io.Seeker = r
	var _ io.WriterTo = r
}

// Output:
// ReadAt 0: 5 "héll" <nil>
// ReadAt 7: 5 " worl" <nil>
// ReadAt 11: 2 "ld" EOF
// ReadAt 13: 0 "" EOF
// ReadAt 20: 0 "" EOF
// ReadAt -1: 0 "" strings.Reader.ReadAt: negative offset
// len after ReadAt: 13
// Seek(2, 0) = 2 <nil>; Read 5 "\xa9llo," <nil>; Len 6
// Seek(3, 1) = 10 <nil>; Read 3 "rld" <nil>; Len 0
// Seek(-2, 2) = 11 <nil>; Read 2 "ld" <nil>; Len 0
// Seek(5, 2) = 18 <nil>; Read 0 "" EOF; Len 0
// Seek(-1, 0) = 0 strings.Reader.Seek: negative position; Read 0 "" EOF; Len 0
// Seek(0, 7) = 0 strings.Reader.Seek: invalid whence; Read 0 "" EOF; Len 0
// UnreadRune after Seek: strings.Reader.UnreadRune: previous operation was not ReadRune
// 5 <nil> defgh 0
// 0 <nil>
// 4 short write abcd
// 2 disk full 1
// 3 short write cop
// 9 <nil> all of it
