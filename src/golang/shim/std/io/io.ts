// Package io: the basic interfaces (Reader, Writer, Closer and their combinations), EOF, and the
// helpers written over them (ReadAll, ReadFull, Copy, WriteString, Discard, NopCloser, MultiWriter,
// LimitReader), in Go, with Go's loops. The lab has no files or sockets: readers and writers are
// the program's own (a bytes.Buffer, a strings.Builder, a type of its own).
import type { ShimDefinition } from "../../registry";

const source = `package io

import "errors"

// Seek whence values.
const (
	SeekStart   = 0
	SeekCurrent = 1
	SeekEnd     = 2
)

// EOF is the error Read returns when no more input is available.
var EOF = errors.New("EOF")

// ErrUnexpectedEOF reports input that ended part-way through something of known size (see ReadFull).
var ErrUnexpectedEOF = errors.New("unexpected EOF")

// ErrShortWrite reports a Write that took fewer bytes than it was given yet returned no error.
var ErrShortWrite = errors.New("short write")

// ErrShortBuffer is what ReadAtLeast returns when buf is smaller than the minimum asked for.
var ErrShortBuffer = errors.New("short buffer")

// ErrNoProgress reports a Reader that keeps returning neither data nor an error.
var ErrNoProgress = errors.New("multiple Read calls return no data or error")

// Reader is any source of bytes: Read fills p and reports how many bytes it put there, with EOF at the end.
type Reader interface {
	Read(p []byte) (n int, err error)
}

// Writer is any sink of bytes: Write takes p and reports how many bytes it accepted.
type Writer interface {
	Write(p []byte) (n int, err error)
}

// Closer is anything holding a resource that Close releases.
type Closer interface {
	Close() error
}

// Seeker is anything whose read or write position Seek can move (whence: SeekStart, SeekCurrent or SeekEnd).
type Seeker interface {
	Seek(offset int64, whence int) (int64, error)
}

// ReadWriter is both a Reader and a Writer.
type ReadWriter interface {
	Reader
	Writer
}

// ReadCloser is a Reader that must be closed when done, such as a response body.
type ReadCloser interface {
	Reader
	Closer
}

// WriteCloser is a Writer that must be closed when done.
type WriteCloser interface {
	Writer
	Closer
}

// ReadWriteCloser is a Reader and a Writer that must be closed when done.
type ReadWriteCloser interface {
	Reader
	Writer
	Closer
}

// ReaderFrom is a writer that can drain a Reader itself; Copy prefers it when the destination has it.
type ReaderFrom interface {
	ReadFrom(r Reader) (n int64, err error)
}

// WriterTo is a reader that can push its data into a Writer itself; Copy prefers it when the source has it.
type WriterTo interface {
	WriteTo(w Writer) (n int64, err error)
}

// StringWriter is a writer that takes a string directly, sparing a conversion to []byte.
type StringWriter interface {
	WriteString(s string) (n int, err error)
}

// ByteReader hands out its input one byte per ReadByte call.
type ByteReader interface {
	ReadByte() (byte, error)
}

// ByteWriter takes its output one byte per WriteByte call.
type ByteWriter interface {
	WriteByte(c byte) error
}

// WriteString sends s to w, through w.WriteString when w has it and through Write otherwise.
func WriteString(w Writer, s string) (n int, err error) {
	if sw, ok := w.(StringWriter); ok {
		return sw.WriteString(s)
	}
	return w.Write([]byte(s))
}

// ReadAll reads from r until an error or EOF and returns the data it read; EOF is not an error.
func ReadAll(r Reader) ([]byte, error) {
	b := make([]byte, 0, 512)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err != nil {
			if err == EOF {
				err = nil
			}
			return b, err
		}
	}
}

// ReadAtLeast keeps calling r.Read into buf until min bytes have arrived; running out after some bytes is ErrUnexpectedEOF.
func ReadAtLeast(r Reader, buf []byte, min int) (n int, err error) {
	if len(buf) < min {
		return 0, ErrShortBuffer
	}
	for n < min && err == nil {
		var nn int
		nn, err = r.Read(buf[n:])
		n += nn
	}
	if n >= min {
		err = nil
	} else if n > 0 && err == EOF {
		err = ErrUnexpectedEOF
	}
	return
}

// ReadFull fills all of buf from r, or says why it could not (EOF when nothing came, ErrUnexpectedEOF when part did).
func ReadFull(r Reader, buf []byte) (n int, err error) { return ReadAtLeast(r, buf, len(buf)) }

// Copy moves everything src has into dst and says how many bytes made it; reaching EOF is success, not an error.
func Copy(dst Writer, src Reader) (written int64, err error) {
	if wt, ok := src.(WriterTo); ok {
		return wt.WriteTo(dst)
	}
	if rf, ok := dst.(ReaderFrom); ok {
		return rf.ReadFrom(src)
	}
	buf := make([]byte, 32*1024)
	for {
		nr, er := src.Read(buf)
		if nr > 0 {
			nw, ew := dst.Write(buf[0:nr])
			if nw < 0 || nr < nw {
				nw = 0
				if ew == nil {
					ew = errors.New("invalid write result")
				}
			}
			written += int64(nw)
			if ew != nil {
				err = ew
				break
			}
			if nr != nw {
				err = ErrShortWrite
				break
			}
		}
		if er != nil {
			if er != EOF {
				err = er
			}
			break
		}
	}
	return written, err
}

type discard struct{}

func (discard) Write(p []byte) (int, error)        { return len(p), nil }
func (discard) WriteString(s string) (int, error) { return len(s), nil }

// Discard accepts every write and keeps nothing.
var Discard Writer = discard{}

type nopCloser struct {
	Reader
}

func (nopCloser) Close() error { return nil }

// NopCloser gives r a Close method that does nothing, for APIs that want a ReadCloser.
func NopCloser(r Reader) ReadCloser { return nopCloser{r} }

type multiWriter struct {
	writers []Writer
}

func (t *multiWriter) Write(p []byte) (n int, err error) {
	for _, w := range t.writers {
		n, err = w.Write(p)
		if err != nil {
			return
		}
		if n != len(p) {
			err = ErrShortWrite
			return
		}
	}
	return len(p), nil
}

// MultiWriter returns a Writer that sends each write to every writer in turn, stopping at the first failure.
func MultiWriter(writers ...Writer) Writer {
	all := make([]Writer, 0, len(writers))
	for _, w := range writers {
		if mw, ok := w.(*multiWriter); ok {
			all = append(all, mw.writers...)
		} else {
			all = append(all, w)
		}
	}
	return &multiWriter{all}
}

// LimitedReader passes reads through to R until N bytes have gone by, then reports EOF; N counts down as it reads.
type LimitedReader struct {
	R Reader
	N int64
}

func (l *LimitedReader) Read(p []byte) (n int, err error) {
	if l.N <= 0 {
		return 0, EOF
	}
	if int64(len(p)) > l.N {
		p = p[0:l.N]
	}
	n, err = l.R.Read(p)
	l.N -= int64(n)
	return
}

// LimitReader caps r at n bytes (a LimitedReader).
func LimitReader(r Reader, n int64) Reader { return &LimitedReader{r, n} }
`;

export const ioPackage: ShimDefinition = { path: "io", source, natives: {} };
