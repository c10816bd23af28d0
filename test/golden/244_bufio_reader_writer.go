package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// trickle hands out one byte per Read.
type trickle struct {
	s string
	i int
}

func (t *trickle) Read(p []byte) (int, error) {
	if t.i >= len(t.s) {
		return 0, io.EOF
	}
	if len(p) == 0 {
		return 0, nil
	}
	p[0] = t.s[t.i]
	t.i++
	return 1, nil
}

// silent never yields bytes nor errors.
type silent struct{ calls int }

func (s *silent) Read(p []byte) (int, error) { s.calls++; return 0, nil }

// broken fails after accepting limit bytes.
type broken struct {
	got   bytes.Buffer
	limit int
}

func (b *broken) Write(p []byte) (int, error) {
	room := b.limit - b.got.Len()
	if room >= len(p) {
		return b.got.Write(p)
	}
	if room < 0 {
		room = 0
	}
	b.got.Write(p[:room])
	return room, errors.New("disk full")
}

// short accepts half of every write without an error.
type short struct{ got bytes.Buffer }

func (s *short) Write(p []byte) (int, error) { return s.got.Write(p[:len(p)/2]) }

func main() {
	// Reader sizes and Peek.
	r := bufio.NewReaderSize(strings.NewReader("abcdefghijklmnopqrstuvwxyz0123456789"), 4)
	fmt.Println(r.Size(), bufio.NewReaderSize(r, 10) == r, bufio.NewReaderSize(r, 17) == r, bufio.NewReader(nil).Size())
	p, err := r.Peek(20)
	fmt.Printf("%q %v\n", p, err)
	p, err = r.Peek(-1)
	fmt.Printf("%q %v\n", p, err)
	p, err = r.Peek(5)
	fmt.Printf("%q %v %d\n", p, err, r.Buffered())
	n, err := r.Discard(10)
	fmt.Println(n, err, r.Buffered())
	fmt.Println(r.UnreadByte(), r.UnreadRune())
	c, _ := r.ReadByte()
	fmt.Println(string(c), r.UnreadByte(), r.UnreadByte())
	c, _ = r.ReadByte()
	fmt.Println(string(c))
	n, err = r.Discard(-2)
	fmt.Println(n, err)
	n, err = r.Discard(100)
	fmt.Println(n, err, r.Buffered())
	n, err = r.Discard(1)
	fmt.Println(n, err)
	p, err = r.Peek(1)
	fmt.Printf("%q %v\n", p, err)

	// ReadSlice and ReadLine with a 16-byte buffer.
	r = bufio.NewReaderSize(strings.NewReader("short\nthis line is much longer than sixteen\r\nx\r\nfifteen chars!\r\nend"), 16)
	for i := 0; i < 9; i++ {
		line, more, err := r.ReadLine()
		fmt.Printf("%q %v %v\n", line, more, err)
		if err != nil {
			break
		}
	}
	r = bufio.NewReaderSize(strings.NewReader("0123456789abcdefXYZ;tail"), 16)
	s, err := r.ReadSlice(';')
	fmt.Printf("%q %v\n", s, err)
	s, err = r.ReadSlice(';')
	fmt.Printf("%q %v\n", s, err)
	s, err = r.ReadSlice(';')
	fmt.Printf("%q %v\n", s, err)
	s, err = r.ReadSlice(';')
	fmt.Printf("%q %v\n", s, err)
	r.Reset(strings.NewReader("a,bb,,ccc"))
	for {
		b, err := r.ReadBytes(',')
		fmt.Printf("%q %v | ", b, err)
		if err != nil {
			break
		}
	}
	fmt.Println()

	// Read: small reads come from the buffer, a big one bypasses it.
	r = bufio.NewReaderSize(&trickle{s: "hello, trickle world"}, 16)
	small := make([]byte, 3)
	n, err = r.Read(small)
	fmt.Println(n, err, string(small[:n]), r.Buffered())
	big := make([]byte, 32)
	n, err = r.Read(big)
	fmt.Println(n, err, string(big[:n]))
	rr, size, err := r.ReadRune()
	fmt.Println(string(rr), size, err)
	rest, err := io.ReadAll(r)
	fmt.Printf("%q %v\n", rest, err)
	n, err = r.Read(small)
	fmt.Println(n, err)
	n, err = r.Read(nil)
	fmt.Println(n, err)

	// Runes, including a broken encoding and one cut across reads.
	r = bufio.NewReaderSize(&trickle{s: "€x\xe2\x82y"}, 16)
	for {
		rr, size, err := r.ReadRune()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Print(rr, ":", size, " ")
	}
	fmt.Println(r.UnreadRune())

	// A source that never answers.
	sil := &silent{}
	r = bufio.NewReader(sil)
	_, err = r.ReadByte()
	fmt.Println(err, sil.calls)

	// WriteTo via io.Copy.
	r = bufio.NewReaderSize(strings.NewReader("copy me through WriteTo, please"), 16)
	r.ReadByte()
	var sink bytes.Buffer
	m, err := io.Copy(&sink, r)
	fmt.Println(m, err, sink.String())

	// Writer.
	var out bytes.Buffer
	w := bufio.NewWriterSize(&out, 8)
	fmt.Println(w.Size(), w.Available(), bufio.NewWriterSize(w, 4) == w, bufio.NewWriterSize(w, 9) == w, bufio.NewWriterSize(&out, -1).Size())
	for i := 0; i < 10; i++ {
		w.WriteByte(byte('0' + i))
	}
	fmt.Println(out.String(), w.Buffered(), w.Available())
	k, err := w.WriteRune('世')
	fmt.Println(k, err, w.Buffered())
	k, err = w.WriteString("")
	fmt.Println(k, err, w.Flush(), out.String(), w.Buffered())
	w.WriteString("dropped")
	w.Reset(&out)
	fmt.Println(w.Buffered(), w.Flush(), out.Len())

	bad := &broken{limit: 10}
	w = bufio.NewWriterSize(bad, 8)
	k, err = w.WriteString("0123456")
	fmt.Println(k, err)
	k, err = w.WriteString("789abcdef")
	fmt.Println(k, err, w.Buffered(), bad.got.String())
	fmt.Println(w.Flush(), w.WriteByte('z'))
	k, err = w.WriteRune('x')
	fmt.Println(k, err)
	w.Reset(&out)
	fmt.Println(w.Buffered(), w.WriteByte('!'), w.Flush())

	sh := &short{}
	w = bufio.NewWriterSize(sh, 16)
	w.WriteString("abcdef")
	fmt.Println(w.Flush(), w.Buffered(), sh.got.String())

	var dst bytes.Buffer
	w = bufio.NewWriterSize(&dst, 16)
	m, err = w.ReadFrom(strings.NewReader(strings.Repeat("ab", 20)))
	fmt.Println(m, err, dst.Len(), w.Buffered())
	w.Flush()
	fmt.Println(dst.Len())

	rw := bufio.NewReadWriter(bufio.NewReader(strings.NewReader("ping\n")), bufio.NewWriter(&dst))
	line, _ := rw.ReadString('\n')
	rw.WriteString("pong:" + line)
	rw.Flush()
	fmt.Printf("%q\n", dst.String()[40:])

	// Scanner.
	sc := bufio.NewScanner(strings.NewReader("ab\xffc"))
	sc.Split(bufio.ScanBytes)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Bytes())
	}
	fmt.Println(sc.Err())
	sc = bufio.NewScanner(strings.NewReader("one\u00a0two\u3000three\u2028four\u0085five\u200bsix"))
	sc.Split(bufio.ScanWords)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println()
	sc = bufio.NewScanner(&trickle{s: "1,2,STOP,3,4"})
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		i := strings.IndexByte(string(data), ',')
		if i < 0 {
			if atEOF && len(data) > 0 {
				return len(data), data, nil
			}
			return 0, nil, nil
		}
		if string(data[:i]) == "STOP" {
			return i + 1, []byte("stopped"), bufio.ErrFinalToken
		}
		return i + 1, data[:i], nil
	})
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println(sc.Err(), sc.Scan())
	for _, split := range []bufio.SplitFunc{
		func(data []byte, atEOF bool) (int, []byte, error) { return -1, nil, nil },
		func(data []byte, atEOF bool) (int, []byte, error) { return len(data) + 1, nil, nil },
		func(data []byte, atEOF bool) (int, []byte, error) { return 0, nil, errors.New("custom stop") },
	} {
		sc = bufio.NewScanner(strings.NewReader("data"))
		sc.Split(split)
		fmt.Println(sc.Scan(), sc.Err())
	}
	sc = bufio.NewScanner(strings.NewReader(strings.Repeat("y", 5000) + "\nz\n"))
	sc.Buffer(nil, 6000)
	for sc.Scan() {
		fmt.Print(len(sc.Text()), " ")
	}
	fmt.Println(sc.Err())
	sc = bufio.NewScanner(strings.NewReader(strings.Repeat("q", 70000)))
	fmt.Println(sc.Scan(), sc.Err(), len(sc.Text()))
	sc = bufio.NewScanner(&silent{})
	fmt.Println(sc.Scan(), sc.Err())
	sc = bufio.NewScanner(strings.NewReader("\n\nlast\r"))
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println(bufio.MaxScanTokenSize)
	adv, tok, err := bufio.ScanRunes([]byte("\xe4\xb8"), false)
	fmt.Println(adv, tok, err)
	adv, tok, err = bufio.ScanRunes([]byte("\xe4\xb8"), true)
	fmt.Println(adv, tok, err)
	adv, tok, err = bufio.ScanLines([]byte("no newline"), false)
	fmt.Println(adv, tok, err)
	adv, tok, err = bufio.ScanWords([]byte("   "), false)
	fmt.Println(adv, tok, err)
}

// Output:
// 16 true false 4096
// "abcdefghijklmnop" bufio: buffer full
// "" bufio: negative count
// "abcde" <nil> 16
// 10 <nil> 6
// bufio: invalid use of UnreadByte bufio: invalid use of UnreadRune
// k <nil> bufio: invalid use of UnreadByte
// k
// 0 bufio: negative count
// 25 EOF 0
// 0 EOF
// "" EOF
// "short" false <nil>
// "this line is muc" true <nil>
// "h longer than si" true <nil>
// "xteen" false <nil>
// "x" false <nil>
// "fifteen chars!" false <nil>
// "end" false <nil>
// "" false EOF
// "0123456789abcdef" bufio: buffer full
// "XYZ;" <nil>
// "tail" EOF
// "" EOF
// "a," <nil> | "bb," <nil> | "," <nil> | "ccc" EOF | 
// 1 <nil> h 0
// 1 <nil> e
// l 1 <nil>
// "lo, trickle world" <nil>
// 0 EOF
// 0 <nil>
// 8364:3 120:1 65533:1 65533:1 121:1 EOF
// bufio: invalid use of UnreadRune
// multiple Read calls return no data or error 100
// 30 <nil> opy me through WriteTo, please
// 8 8 true false 4096
// 01234567 2 6
// 3 <nil> 5
// 0 <nil> <nil> 0123456789世 0
// 0 <nil> 13
// 7 <nil>
// 9 <nil> 8 01234567
// disk full disk full
// 0 disk full
// 0 <nil> <nil>
// short write 3 abc
// 40 <nil> 40 0
// 40
// "pong:ping\n"
// "a" "b" "\xff" "c" <nil>
// "one" "two" "three" "four" "five\u200bsix" 
// "1" "2" "stopped" <nil> false
// false bufio.Scanner: SplitFunc returns negative advance count
// false bufio.Scanner: SplitFunc returns advance count beyond input
// false custom stop
// 5000 1 <nil>
// false bufio.Scanner: token too long 0
// false multiple Read calls return no data or error
// "" "" "last" 65536
// 0 [] <nil>
// 1 [239 191 189] <nil>
// 0 [] <nil>
// 3 [] <nil>
