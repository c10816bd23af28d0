// Package bytes: Buffer (Write, WriteString, WriteByte, WriteRune, String, Bytes, Len, Reset) and the byte-slice
// functions controllers use (Equal, EqualFold, Compare, Contains, HasPrefix, HasSuffix, Index, TrimSpace, Split, Join,
// ToLower, ToUpper), written in Go over strings. Buffer reads from its front (Read, ReadByte, ReadString); Reader reads a slice
// in place (Read, ReadAt, ReadByte, ReadRune and their unreads, Seek, WriteTo, Reset).
import type { ShimDefinition } from "../../registry";

const source = `package bytes

import (
	"errors"
	"io"
	"strings"
	"unicode/utf8"
)

// A Buffer is a growable run of bytes: writes add at the end, reads take from the front. A zero
// Buffer is empty and usable as is.
type Buffer struct {
	buf []byte
}

// NewBuffer wraps buf in a Buffer whose unread bytes start as buf; later writes may reuse buf's array.
func NewBuffer(buf []byte) *Buffer { return &Buffer{buf: buf} }

// NewBufferString gives a Buffer holding a fresh byte copy of s, ready to be read or appended to.
func NewBufferString(s string) *Buffer { return &Buffer{buf: []byte(s)} }

// Write adds the bytes of p at the end of b; it never fails.
func (b *Buffer) Write(p []byte) (n int, err error) {
	b.buf = append(b.buf, p...)
	return len(p), nil
}

// WriteString adds the bytes of s at the end of b; it never fails.
func (b *Buffer) WriteString(s string) (n int, err error) {
	b.buf = append(b.buf, s...)
	return len(s), nil
}

// WriteByte adds c at the end of b; it never fails.
func (b *Buffer) WriteByte(c byte) error {
	b.buf = append(b.buf, c)
	return nil
}

// WriteRune adds r to the buffer in UTF-8 and says how many bytes that took.
func (b *Buffer) WriteRune(r rune) (n int, err error) {
	s := string(r)
	b.buf = append(b.buf, s...)
	return len(s), nil
}

// String gives the bytes not read yet as a string, or "<nil>" when b is a nil pointer.
func (b *Buffer) String() string {
	if b == nil {
		return "<nil>"
	}
	return string(b.buf)
}

// Bytes gives the bytes not read yet; the slice shares the buffer's memory until the next change.
func (b *Buffer) Bytes() []byte { return b.buf }

// Len counts the bytes still waiting to be read.
func (b *Buffer) Len() int { return len(b.buf) }

// Read moves up to len(p) unread bytes into p and says how many; an empty buffer gives io.EOF.
func (b *Buffer) Read(p []byte) (n int, err error) {
	if len(b.buf) == 0 {
		b.Reset()
		if len(p) == 0 {
			return 0, nil
		}
		return 0, io.EOF
	}
	n = copy(p, b.buf)
	b.buf = b.buf[n:]
	return n, nil
}

// ReadByte takes the next unread byte, or gives io.EOF when none is left.
func (b *Buffer) ReadByte() (byte, error) {
	if len(b.buf) == 0 {
		b.Reset()
		return 0, io.EOF
	}
	c := b.buf[0]
	b.buf = b.buf[1:]
	return c, nil
}

// ReadString takes the unread bytes up to the next delim, that byte included, as a string; when no
// delim is left it takes everything and gives io.EOF.
func (b *Buffer) ReadString(delim byte) (line string, err error) {
	i := strings.IndexByte(string(b.buf), delim)
	end := i + 1
	if i < 0 {
		end = len(b.buf)
		err = io.EOF
	}
	line = string(b.buf[:end])
	b.buf = b.buf[end:]
	return line, err
}

// Reader reads a byte slice through the io reader interfaces, with unread support. It reads the
// caller's slice in place, as Go's does: bytes changed in it later are the bytes read.
type Reader struct {
	b    []byte
	at   int // index of the next unread byte; Seek may put it past the end
	last int // where the latest ReadRune began, or -1 when the latest call was not a ReadRune
}

// NewReader makes a Reader at the start of b.
func NewReader(b []byte) *Reader { return &Reader{b: b, last: -1} }

// rest is what the Reader has not handed out yet.
func (r *Reader) rest() []byte {
	if r.at >= len(r.b) {
		return nil
	}
	return r.b[r.at:]
}

// Len counts the bytes the Reader has not handed out yet.
func (r *Reader) Len() int { return len(r.rest()) }

// Size is the full length of the input, however much has been read.
func (r *Reader) Size() int64 { return int64(len(r.b)) }

// Read implements io.Reader. At the end it returns io.EOF and leaves a pending UnreadRune possible.
func (r *Reader) Read(p []byte) (int, error) {
	rest := r.rest()
	if rest == nil {
		return 0, io.EOF
	}
	r.last = -1
	n := copy(p, rest)
	r.at += n
	return n, nil
}

// ReadAt implements io.ReaderAt: it reads from off without moving the read position, and says
// io.EOF when p could not be filled.
func (r *Reader) ReadAt(p []byte, off int64) (int, error) {
	switch {
	case off < 0:
		return 0, errors.New("bytes.Reader.ReadAt: negative offset")
	case off >= int64(len(r.b)):
		return 0, io.EOF
	}
	n := copy(p, r.b[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// ReadByte implements io.ByteReader.
func (r *Reader) ReadByte() (byte, error) {
	r.last = -1
	rest := r.rest()
	if rest == nil {
		return 0, io.EOF
	}
	r.at++
	return rest[0], nil
}

// UnreadByte steps back one byte, whatever the previous call was.
func (r *Reader) UnreadByte() error {
	if r.at <= 0 {
		return errors.New("bytes.Reader.UnreadByte: at beginning of slice")
	}
	r.last = -1
	r.at--
	return nil
}

// ReadRune implements io.RuneReader: one UTF-8 encoded rune (utf8.RuneError, size 1, for a bad byte).
func (r *Reader) ReadRune() (ch rune, size int, err error) {
	rest := r.rest()
	if rest == nil {
		r.last = -1
		return 0, 0, io.EOF
	}
	r.last = r.at
	ch, size = utf8.DecodeRune(rest)
	r.at += size
	return ch, size, nil
}

// UnreadRune steps back over the rune the previous call, which must be a ReadRune, returned.
func (r *Reader) UnreadRune() error {
	switch {
	case r.at <= 0:
		return errors.New("bytes.Reader.UnreadRune: at beginning of slice")
	case r.last < 0:
		return errors.New("bytes.Reader.UnreadRune: previous operation was not ReadRune")
	}
	r.at, r.last = r.last, -1
	return nil
}

// Seek implements io.Seeker: the next read starts at offset from the start, the current position
// or the end; a position past the end is allowed (reads then say io.EOF), a negative one is not.
func (r *Reader) Seek(offset int64, whence int) (int64, error) {
	r.last = -1
	var base int64
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		base = int64(r.at)
	case io.SeekEnd:
		base = int64(len(r.b))
	default:
		return 0, errors.New("bytes.Reader.Seek: invalid whence")
	}
	if base+offset < 0 {
		return 0, errors.New("bytes.Reader.Seek: negative position")
	}
	r.at = int(base + offset)
	return base + offset, nil
}

// WriteTo implements io.WriterTo: it hands w every unread byte in one Write (io.Copy prefers it to
// Read) and moves past what w took; a writer that takes less without an error gets io.ErrShortWrite.
func (r *Reader) WriteTo(w io.Writer) (n int64, err error) {
	r.last = -1
	rest := r.rest()
	if rest == nil {
		return 0, nil
	}
	took, err := w.Write(rest)
	if took > len(rest) {
		panic("bytes.Reader.WriteTo: invalid Write count")
	}
	r.at += took
	if err == nil && took < len(rest) {
		err = io.ErrShortWrite
	}
	return int64(took), err
}

// Reset makes the Reader read b from its start, as a new Reader would.
func (r *Reader) Reset(b []byte) { *r = Reader{b: b, last: -1} }

// Reset empties the buffer but keeps its storage for reuse.
func (b *Buffer) Reset() { b.buf = b.buf[:0] }

// Equal tells whether a and b hold the same bytes in the same order; a nil slice equals an empty one.
func Equal(a, b []byte) bool { return string(a) == string(b) }

// Compare orders a and b byte by byte: -1 when a sorts first, 0 when equal, +1 otherwise.
func Compare(a, b []byte) int { return strings.Compare(string(a), string(b)) }

// EqualFold reports whether s and t, read as UTF-8, are equal under simple Unicode case-folding.
func EqualFold(s, t []byte) bool { return strings.EqualFold(string(s), string(t)) }

// Contains tells whether subslice occurs anywhere in b.
func Contains(b, subslice []byte) bool { return strings.Contains(string(b), string(subslice)) }

// HasPrefix reports whether the byte slice s begins with prefix.
func HasPrefix(s, prefix []byte) bool { return strings.HasPrefix(string(s), string(prefix)) }

// HasSuffix reports whether the byte slice s ends with suffix.
func HasSuffix(s, suffix []byte) bool { return strings.HasSuffix(string(s), string(suffix)) }

// Index gives the position of the first sep in s, or -1 when there is none.
func Index(s, sep []byte) int { return strings.Index(string(s), string(sep)) }

// TrimSpace drops white space at both ends of s; in the lab the result is a new slice, not a view into s.
func TrimSpace(s []byte) []byte { return []byte(strings.TrimSpace(string(s))) }

// Split cuts s at every sep and gives the pieces between them.
func Split(s, sep []byte) [][]byte {
	var out [][]byte
	for _, p := range strings.Split(string(s), string(sep)) {
		out = append(out, []byte(p))
	}
	return out
}

// Join glues the slices of s into one new slice, putting sep between neighbours.
func Join(s [][]byte, sep []byte) []byte {
	parts := make([]string, len(s))
	for i, p := range s {
		parts[i] = string(p)
	}
	return []byte(strings.Join(parts, string(sep)))
}

// ToLower gives a new slice in which every letter of s is in lower case (the rules of strings.ToLower).
func ToLower(s []byte) []byte { return []byte(strings.ToLower(string(s))) }

// ToUpper gives a new slice in which every letter of s is in upper case (the rules of strings.ToUpper).
func ToUpper(s []byte) []byte { return []byte(strings.ToUpper(string(s))) }
`;

/** bytesPackage is Go's bytes. */
export const bytesPackage: ShimDefinition = { path: "bytes", source, natives: {} };
