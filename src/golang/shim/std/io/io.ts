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

// ReaderAt reads len(p) bytes starting at byte off of its source, whatever its current position;
// fewer than len(p) comes with an error saying why.
type ReaderAt interface {
	ReadAt(p []byte, off int64) (n int, err error)
}

// ReadSeeker is a Reader that can also move its position.
type ReadSeeker interface {
	Reader
	Seeker
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
	if direct, hasIt := w.(StringWriter); hasIt {
		return direct.WriteString(s)
	}
	return w.Write([]byte(s))
}

// ReadAll collects everything r gives until it fails or ends; reaching EOF counts as success (nil error).
func ReadAll(r Reader) ([]byte, error) {
	data := make([]byte, 0, 512)
	for {
		if len(data) == cap(data) {
			// Full: let append pick the next capacity, then read into the spare room.
			data = append(data, 0)[:len(data)]
		}
		got, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+got]
		if err == EOF {
			return data, nil
		}
		if err != nil {
			return data, err
		}
	}
}

// ReadAtLeast keeps calling r.Read into buf until min bytes have arrived; running out after some bytes is ErrUnexpectedEOF.
func ReadAtLeast(r Reader, buf []byte, min int) (n int, err error) {
	if min > len(buf) {
		return 0, ErrShortBuffer
	}
	for err == nil && n < min {
		var got int
		got, err = r.Read(buf[n:])
		n += got
	}
	switch {
	case n >= min:
		// Enough arrived: an error that came with the last bytes is for the next call to meet.
		return n, nil
	case n > 0 && err == EOF:
		return n, ErrUnexpectedEOF
	}
	return n, err
}

// ReadFull fills all of buf from r, or says why it could not (EOF when nothing came, ErrUnexpectedEOF when part did).
func ReadFull(r Reader, buf []byte) (n int, err error) { return ReadAtLeast(r, buf, len(buf)) }

// Copy moves everything src has into dst and says how many bytes made it; reaching EOF is success, not an error.
func Copy(dst Writer, src Reader) (written int64, err error) {
	// A source that can write itself out, or a destination that can read for itself, does the work.
	if self, ok := src.(WriterTo); ok {
		return self.WriteTo(dst)
	}
	if self, ok := dst.(ReaderFrom); ok {
		return self.ReadFrom(src)
	}
	chunk := make([]byte, 32*1024)
	for {
		got, readErr := src.Read(chunk)
		if got > 0 {
			sent, writeErr := dst.Write(chunk[:got])
			if sent < 0 || sent > got {
				// A Writer that claims more than it was given is broken: count nothing from it.
				sent = 0
				if writeErr == nil {
					writeErr = errors.New("invalid write result")
				}
			}
			written += int64(sent)
			if writeErr == nil && sent != got {
				writeErr = ErrShortWrite
			}
			if writeErr != nil {
				return written, writeErr
			}
		}
		if readErr == EOF {
			return written, nil
		}
		if readErr != nil {
			return written, readErr
		}
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error)       { return len(p), nil }
func (discard) WriteString(s string) (int, error) { return len(s), nil }

// Discard accepts every write and keeps nothing.
var Discard Writer = discard{}

type nopCloser struct {
	Reader
}

func (nopCloser) Close() error { return nil }

// NopCloser gives r a Close method that does nothing, for APIs that want a ReadCloser.
func NopCloser(r Reader) ReadCloser { return nopCloser{Reader: r} }

type multiWriter struct {
	writers []Writer
}

func (m *multiWriter) Write(p []byte) (int, error) {
	for _, w := range m.writers {
		sent, err := w.Write(p)
		if err == nil && sent != len(p) {
			err = ErrShortWrite
		}
		if err != nil {
			return sent, err
		}
	}
	return len(p), nil
}

// MultiWriter returns a Writer that sends each write to every writer in turn, stopping at the first failure.
func MultiWriter(writers ...Writer) Writer {
	// A MultiWriter among the writers contributes its own list, so writes do not nest.
	var flat []Writer
	for _, w := range writers {
		if nested, isMulti := w.(*multiWriter); isMulti {
			flat = append(flat, nested.writers...)
			continue
		}
		flat = append(flat, w)
	}
	return &multiWriter{writers: flat}
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
	if room := l.N; int64(len(p)) > room {
		p = p[:room]
	}
	n, err = l.R.Read(p)
	l.N -= int64(n)
	return n, err
}

// LimitReader caps r at n bytes (a LimitedReader).
func LimitReader(r Reader, n int64) Reader { return &LimitedReader{R: r, N: n} }
`;

export const ioPackage: ShimDefinition = { path: "io", source, natives: {} };
