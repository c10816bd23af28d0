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

// ErrUnexpectedEOF means that EOF was encountered in the middle of reading a fixed-size block.
var ErrUnexpectedEOF = errors.New("unexpected EOF")

// ErrShortWrite means that a write accepted fewer bytes than requested but returned no error.
var ErrShortWrite = errors.New("short write")

// ErrShortBuffer is what ReadAtLeast returns when buf is smaller than the minimum asked for.
var ErrShortBuffer = errors.New("short buffer")

// ErrNoProgress is returned when a Reader returns no data and no error several times in a row.
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

// ReadWriter groups the basic Read and Write methods.
type ReadWriter interface {
	Reader
	Writer
}

// ReadCloser groups the basic Read and Close methods.
type ReadCloser interface {
	Reader
	Closer
}

// WriteCloser groups the basic Write and Close methods.
type WriteCloser interface {
	Writer
	Closer
}

// ReadWriteCloser groups the basic Read, Write and Close methods.
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

// Copy copies from src to dst until either EOF is reached on src or an error occurs.
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

// Discard is a Writer on which all Write calls succeed without doing anything.
var Discard Writer = discard{}

type nopCloser struct {
	Reader
}

func (nopCloser) Close() error { return nil }

// NopCloser returns a ReadCloser with a no-op Close method wrapping r.
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

// MultiWriter creates a writer that duplicates its writes to all the provided writers.
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

// LimitedReader reads from R but limits the amount of data returned to just N bytes.
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

// LimitReader returns a Reader that reads from r but stops with EOF after n bytes.
func LimitReader(r Reader, n int64) Reader { return &LimitedReader{r, n} }
`;

export const ioPackage: ShimDefinition = { path: "io", source, natives: {} };
