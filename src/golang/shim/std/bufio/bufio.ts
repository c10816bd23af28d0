// Package bufio: buffered Reader and Writer over the lab's io interfaces, and Scanner with ScanLines,
// ScanWords, ScanRunes and ScanBytes, written in Go with bufio's buffer sizes, errors and end-of-input rules.
import type { ShimDefinition } from "../../registry";

const source = `package bufio

import (
	"errors"
	"io"
	"unicode/utf8"
)

const defaultBufSize = 4096
const minReadBufferSize = 16
const maxConsecutiveEmptyReads = 100

var (
	ErrInvalidUnreadByte = errors.New("bufio: invalid use of UnreadByte")
	ErrInvalidUnreadRune = errors.New("bufio: invalid use of UnreadRune")
	ErrBufferFull        = errors.New("bufio: buffer full")
	ErrNegativeCount     = errors.New("bufio: negative count")
)

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

// Reader reads from an io.Reader through a buffer, so that small reads do not each reach the source.
type Reader struct {
	buf          []byte
	rd           io.Reader
	r, w         int
	err          error
	lastByte     int
	lastRuneSize int
}

// NewReaderSize returns a new Reader whose buffer has at least the specified size.
func NewReaderSize(rd io.Reader, size int) *Reader {
	if b, ok := rd.(*Reader); ok && len(b.buf) >= size {
		return b
	}
	if size < minReadBufferSize {
		size = minReadBufferSize
	}
	return &Reader{buf: make([]byte, size), rd: rd, lastByte: -1, lastRuneSize: -1}
}

// NewReader wraps rd in a Reader with a 4096-byte buffer.
func NewReader(rd io.Reader) *Reader { return NewReaderSize(rd, defaultBufSize) }

// Size returns the capacity of the buffer, in bytes.
func (b *Reader) Size() int { return len(b.buf) }

// Reset discards any buffered data, resets all state, and switches the buffered reader to read from r.
func (b *Reader) Reset(r io.Reader) {
	if b.buf == nil {
		b.buf = make([]byte, defaultBufSize)
	}
	*b = Reader{buf: b.buf, rd: r, lastByte: -1, lastRuneSize: -1}
}

func (b *Reader) fill() {
	if b.r > 0 {
		copy(b.buf, b.buf[b.r:b.w])
		b.w -= b.r
		b.r = 0
	}
	for i := maxConsecutiveEmptyReads; i > 0; i-- {
		n, err := b.rd.Read(b.buf[b.w:])
		if n < 0 {
			panic(errors.New("bufio: reader returned negative count from Read"))
		}
		b.w += n
		if err != nil {
			b.err = err
			return
		}
		if n > 0 {
			return
		}
	}
	b.err = io.ErrNoProgress
}

func (b *Reader) readErr() error {
	err := b.err
	b.err = nil
	return err
}

// Buffered returns how many bytes already sit in the buffer, readable without touching the source.
func (b *Reader) Buffered() int { return b.w - b.r }

// Peek returns the next n bytes without advancing the reader.
func (b *Reader) Peek(n int) ([]byte, error) {
	if n < 0 {
		return nil, ErrNegativeCount
	}
	b.lastByte = -1
	b.lastRuneSize = -1
	for b.w-b.r < n && b.w-b.r < len(b.buf) && b.err == nil {
		b.fill()
	}
	if n > len(b.buf) {
		return b.buf[b.r:b.w], ErrBufferFull
	}
	var err error
	if avail := b.w - b.r; avail < n {
		n = avail
		err = b.readErr()
		if err == nil {
			err = ErrBufferFull
		}
	}
	return b.buf[b.r : b.r+n], err
}

// Discard drops the next n bytes and returns how many it dropped (fewer than n only with an error).
func (b *Reader) Discard(n int) (discarded int, err error) {
	if n < 0 {
		return 0, ErrNegativeCount
	}
	b.lastByte = -1
	b.lastRuneSize = -1
	remain := n
	for {
		skip := b.Buffered()
		if skip == 0 {
			b.fill()
			skip = b.Buffered()
		}
		if skip > remain {
			skip = remain
		}
		b.r += skip
		remain -= skip
		if remain == 0 {
			return n, nil
		}
		if b.err != nil {
			return n - remain, b.readErr()
		}
	}
}

// Read reads data into p, at most one Read on the underlying Reader.
func (b *Reader) Read(p []byte) (n int, err error) {
	n = len(p)
	if n == 0 {
		if b.Buffered() > 0 {
			return 0, nil
		}
		return 0, b.readErr()
	}
	if b.r == b.w {
		if b.err != nil {
			return 0, b.readErr()
		}
		if len(p) >= len(b.buf) {
			n, b.err = b.rd.Read(p)
			if n > 0 {
				b.lastByte = int(p[n-1])
				b.lastRuneSize = -1
			}
			return n, b.readErr()
		}
		b.r = 0
		b.w = 0
		n, b.err = b.rd.Read(b.buf)
		if n == 0 {
			return 0, b.readErr()
		}
		b.w += n
	}
	n = copy(p, b.buf[b.r:b.w])
	b.r += n
	b.lastByte = int(b.buf[b.r-1])
	b.lastRuneSize = -1
	return n, nil
}

// ReadByte reads and returns a single byte; at the end of input it returns io.EOF.
func (b *Reader) ReadByte() (byte, error) {
	b.lastRuneSize = -1
	for b.r == b.w {
		if b.err != nil {
			return 0, b.readErr()
		}
		b.fill()
	}
	c := b.buf[b.r]
	b.r++
	b.lastByte = int(c)
	return c, nil
}

// UnreadByte puts back the byte just read, so that the next read returns it again; a second call in a row fails.
func (b *Reader) UnreadByte() error {
	if b.lastByte < 0 || b.r == 0 && b.w > 0 {
		return ErrInvalidUnreadByte
	}
	if b.r > 0 {
		b.r--
	} else {
		b.w = 1
	}
	b.buf[b.r] = byte(b.lastByte)
	b.lastByte = -1
	b.lastRuneSize = -1
	return nil
}

// ReadRune reads a single UTF-8 encoded Unicode character and returns the rune and its size in bytes.
func (b *Reader) ReadRune() (r rune, size int, err error) {
	for b.r+utf8.UTFMax > b.w && !utf8.FullRune(b.buf[b.r:b.w]) && b.err == nil && b.w-b.r < len(b.buf) {
		b.fill()
	}
	b.lastRuneSize = -1
	if b.r == b.w {
		return 0, 0, b.readErr()
	}
	r, size = rune(b.buf[b.r]), 1
	if r >= utf8.RuneSelf {
		r, size = utf8.DecodeRune(b.buf[b.r:b.w])
	}
	b.r += size
	b.lastByte = int(b.buf[b.r-1])
	b.lastRuneSize = size
	return r, size, nil
}

// UnreadRune unreads the last rune; only right after a ReadRune.
func (b *Reader) UnreadRune() error {
	if b.lastRuneSize < 0 || b.r < b.lastRuneSize {
		return ErrInvalidUnreadRune
	}
	b.r -= b.lastRuneSize
	b.lastByte = -1
	b.lastRuneSize = -1
	return nil
}

// ReadSlice reads until the first occurrence of delim in the input, returning a slice pointing at the bytes in the buffer.
func (b *Reader) ReadSlice(delim byte) (line []byte, err error) {
	s := 0
	for {
		if i := indexByte(b.buf[b.r+s:b.w], delim); i >= 0 {
			i += s
			line = b.buf[b.r : b.r+i+1]
			b.r += i + 1
			break
		}
		if b.err != nil {
			line = b.buf[b.r:b.w]
			b.r = b.w
			err = b.readErr()
			break
		}
		if b.Buffered() >= len(b.buf) {
			b.r = b.w
			line = b.buf
			err = ErrBufferFull
			break
		}
		s = b.w - b.r
		b.fill()
	}
	if i := len(line) - 1; i >= 0 {
		b.lastByte = int(line[i])
		b.lastRuneSize = -1
	}
	return
}

// ReadLine is a low-level line-reading primitive; most callers should use ReadBytes('\\n') or ReadString('\\n') or a Scanner.
func (b *Reader) ReadLine() (line []byte, isPrefix bool, err error) {
	line, err = b.ReadSlice('\\n')
	if err == ErrBufferFull {
		if len(line) > 0 && line[len(line)-1] == '\\r' {
			b.r--
			line = line[:len(line)-1]
		}
		return line, true, nil
	}
	if len(line) == 0 {
		if err != nil {
			line = nil
		}
		return
	}
	err = nil
	if line[len(line)-1] == '\\n' {
		drop := 1
		if len(line) > 1 && line[len(line)-2] == '\\r' {
			drop = 2
		}
		line = line[:len(line)-drop]
	}
	return
}

// ReadBytes reads until the first occurrence of delim in the input, returning a slice containing the data up to
// and including the delimiter; without it, the data read and the error (often io.EOF).
func (b *Reader) ReadBytes(delim byte) ([]byte, error) {
	var out []byte
	for {
		frag, err := b.ReadSlice(delim)
		out = append(out, frag...)
		if err != ErrBufferFull {
			return out, err
		}
	}
}

// ReadString is like ReadBytes but returns a string.
func (b *Reader) ReadString(delim byte) (string, error) {
	bs, err := b.ReadBytes(delim)
	return string(bs), err
}

// WriteTo copies the buffered bytes, then the rest of the source, to w (io.Copy uses it).
func (b *Reader) WriteTo(w io.Writer) (n int64, err error) {
	for {
		if b.r < b.w {
			m, werr := w.Write(b.buf[b.r:b.w])
			b.r += m
			n += int64(m)
			if werr != nil {
				return n, werr
			}
		}
		if b.err != nil {
			if err := b.readErr(); err != io.EOF {
				return n, err
			}
			return n, nil
		}
		b.fill()
	}
}

// Writer implements buffering for an io.Writer object. After an error, no more data is accepted and
// Flush and the writes return the error.
type Writer struct {
	err error
	buf []byte
	n   int
	wr  io.Writer
}

// NewWriterSize returns a new Writer whose buffer has at least the specified size.
func NewWriterSize(w io.Writer, size int) *Writer {
	if b, ok := w.(*Writer); ok && len(b.buf) >= size {
		return b
	}
	if size <= 0 {
		size = defaultBufSize
	}
	return &Writer{buf: make([]byte, size), wr: w}
}

// NewWriter wraps w in a Writer with a 4096-byte buffer.
func NewWriter(w io.Writer) *Writer { return NewWriterSize(w, defaultBufSize) }

// Size returns the capacity of the buffer, in bytes.
func (b *Writer) Size() int { return len(b.buf) }

// Reset discards any unflushed buffered data, clears any error, and resets b to write its output to w.
func (b *Writer) Reset(w io.Writer) {
	if b.buf == nil {
		b.buf = make([]byte, defaultBufSize)
	}
	b.err = nil
	b.n = 0
	b.wr = w
}

// Flush sends the buffered bytes on to the wrapped writer; call it when you are done writing.
func (b *Writer) Flush() error {
	if b.err != nil {
		return b.err
	}
	if b.n == 0 {
		return nil
	}
	n, err := b.wr.Write(b.buf[0:b.n])
	if n < b.n && err == nil {
		err = io.ErrShortWrite
	}
	if err != nil {
		if n > 0 && n < b.n {
			copy(b.buf[0:b.n-n], b.buf[n:b.n])
		}
		b.n -= n
		b.err = err
		return err
	}
	b.n = 0
	return nil
}

// Available returns the free room left in the buffer, in bytes.
func (b *Writer) Available() int { return len(b.buf) - b.n }

// Buffered returns how many bytes wait in the buffer for the next Flush.
func (b *Writer) Buffered() int { return b.n }

// Write stores p in the buffer, flushing to the wrapped writer each time the buffer fills up.
func (b *Writer) Write(p []byte) (nn int, err error) {
	for len(p) > b.Available() && b.err == nil {
		var n int
		if b.Buffered() == 0 {
			n, b.err = b.wr.Write(p)
		} else {
			n = copy(b.buf[b.n:], p)
			b.n += n
			b.Flush()
		}
		nn += n
		p = p[n:]
	}
	if b.err != nil {
		return nn, b.err
	}
	n := copy(b.buf[b.n:], p)
	b.n += n
	nn += n
	return nn, nil
}

// WriteString writes a string.
func (b *Writer) WriteString(s string) (int, error) { return b.Write([]byte(s)) }

// WriteByte stores one byte in the buffer.
func (b *Writer) WriteByte(c byte) error {
	if b.err != nil {
		return b.err
	}
	if b.Available() <= 0 && b.Flush() != nil {
		return b.err
	}
	b.buf[b.n] = c
	b.n++
	return nil
}

// WriteRune writes a single Unicode code point, returning the number of bytes written and any error.
func (b *Writer) WriteRune(r rune) (size int, err error) {
	return b.Write(utf8.AppendRune(nil, r))
}

// ReadFrom copies everything r yields, up to io.EOF, into the buffered writer (io.Copy uses it).
func (b *Writer) ReadFrom(r io.Reader) (n int64, err error) {
	buf := make([]byte, 512)
	for {
		m, rerr := r.Read(buf)
		if m > 0 {
			if _, werr := b.Write(buf[:m]); werr != nil {
				return n, werr
			}
			n += int64(m)
		}
		if rerr == io.EOF {
			return n, nil
		}
		if rerr != nil {
			return n, rerr
		}
	}
}

// ReadWriter stores pointers to a Reader and a Writer. It implements io.ReadWriter.
type ReadWriter struct {
	*Reader
	*Writer
}

// NewReadWriter pairs r and w in one value that reads through r and writes through w.
func NewReadWriter(r *Reader, w *Writer) *ReadWriter { return &ReadWriter{r, w} }

// SplitFunc is the signature of the split function used to tokenize the input.
type SplitFunc func(data []byte, atEOF bool) (advance int, token []byte, err error)

var (
	ErrTooLong         = errors.New("bufio.Scanner: token too long")
	ErrNegativeAdvance = errors.New("bufio.Scanner: SplitFunc returns negative advance count")
	ErrAdvanceTooFar   = errors.New("bufio.Scanner: SplitFunc returns advance count beyond input")
	ErrBadReadCount    = errors.New("bufio.Scanner: Read returned impossible count")
	// ErrFinalToken is a special sentinel error value: the token being delivered is the last one.
	ErrFinalToken = errors.New("final token")
)

const (
	// MaxScanTokenSize is the maximum size used to buffer a token unless the user provides an explicit buffer with Scanner.Buffer.
	MaxScanTokenSize = 64 * 1024
	startBufSize     = 4096
)

// Scanner provides a convenient interface for reading data such as a file of newline-delimited lines of text.
type Scanner struct {
	r            io.Reader
	split        SplitFunc
	maxTokenSize int
	token        []byte
	buf          []byte
	start        int
	end          int
	err          error
	empties      int
	scanCalled   bool
	done         bool
}

// NewScanner returns a new Scanner to read from r. The split function defaults to ScanLines.
func NewScanner(r io.Reader) *Scanner {
	return &Scanner{r: r, split: ScanLines, maxTokenSize: MaxScanTokenSize}
}

// Err returns the error that stopped the Scanner, or nil when it simply reached the end of the input.
func (s *Scanner) Err() error {
	if s.err == io.EOF {
		return nil
	}
	return s.err
}

// Bytes returns the token that the last Scan found, as a byte slice.
func (s *Scanner) Bytes() []byte { return s.token }

// Text returns the most recent token generated by a call to Scan as a newly allocated string.
func (s *Scanner) Text() string { return string(s.token) }

// Scan advances the Scanner to the next token, which will then be available through the Bytes or Text method.
func (s *Scanner) Scan() bool {
	if s.done {
		return false
	}
	s.scanCalled = true
	for {
		if s.end > s.start || s.err != nil {
			advance, token, err := s.split(s.buf[s.start:s.end], s.err != nil)
			if err != nil {
				if err == ErrFinalToken {
					s.token = token
					s.done = true
					return true
				}
				s.setErr(err)
				return false
			}
			if !s.advance(advance) {
				return false
			}
			s.token = token
			if token != nil {
				if s.err == nil || advance > 0 {
					s.empties = 0
				} else {
					s.empties++
					if s.empties > maxConsecutiveEmptyReads {
						panic("bufio.Scan: too many empty tokens without progressing")
					}
				}
				return true
			}
		}
		if s.err != nil {
			s.start = 0
			s.end = 0
			return false
		}
		if s.start > 0 && (s.end == len(s.buf) || s.start > len(s.buf)/2) {
			copy(s.buf, s.buf[s.start:s.end])
			s.end -= s.start
			s.start = 0
		}
		if s.end == len(s.buf) {
			if len(s.buf) >= s.maxTokenSize {
				s.setErr(ErrTooLong)
				return false
			}
			newSize := len(s.buf) * 2
			if newSize == 0 {
				newSize = startBufSize
			}
			if newSize > s.maxTokenSize {
				newSize = s.maxTokenSize
			}
			newBuf := make([]byte, newSize)
			copy(newBuf, s.buf[s.start:s.end])
			s.end -= s.start
			s.start = 0
			s.buf = newBuf
		}
		for loop := 0; ; {
			n, err := s.r.Read(s.buf[s.end:len(s.buf)])
			if n < 0 || len(s.buf)-s.end < n {
				s.setErr(ErrBadReadCount)
				break
			}
			s.end += n
			if err != nil {
				s.setErr(err)
				break
			}
			if n > 0 {
				s.empties = 0
				break
			}
			loop++
			if loop > maxConsecutiveEmptyReads {
				s.setErr(io.ErrNoProgress)
				break
			}
		}
	}
}

func (s *Scanner) advance(n int) bool {
	if n < 0 {
		s.setErr(ErrNegativeAdvance)
		return false
	}
	if n > s.end-s.start {
		s.setErr(ErrAdvanceTooFar)
		return false
	}
	s.start += n
	return true
}

func (s *Scanner) setErr(err error) {
	if s.err == nil || s.err == io.EOF {
		s.err = err
	}
}

// Buffer sets the initial buffer to use when scanning and the maximum size of buffer that may be allocated during scanning.
func (s *Scanner) Buffer(buf []byte, max int) {
	if s.scanCalled {
		panic("Buffer called after Scan")
	}
	s.buf = buf[0:cap(buf)]
	s.maxTokenSize = max
}

// Split sets the split function for the Scanner; it panics if called after scanning has started.
func (s *Scanner) Split(split SplitFunc) {
	if s.scanCalled {
		panic("Split called after Scan")
	}
	s.split = split
}

// ScanBytes is a SplitFunc that cuts the input into single bytes.
func ScanBytes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	return 1, data[0:1], nil
}

var errorRune = []byte(string(utf8.RuneError))

// ScanRunes is a split function for a Scanner that returns each UTF-8-encoded rune as a token; an
// encoding error is returned as U+FFFD.
func ScanRunes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if data[0] < utf8.RuneSelf {
		return 1, data[0:1], nil
	}
	_, width := utf8.DecodeRune(data)
	if width > 1 {
		return width, data[0:width], nil
	}
	if !atEOF && !utf8.FullRune(data) {
		return 0, nil, nil
	}
	return 1, errorRune, nil
}

func dropCR(data []byte) []byte {
	if len(data) > 0 && data[len(data)-1] == '\\r' {
		return data[0 : len(data)-1]
	}
	return data
}

// ScanLines is a split function for a Scanner that returns each line of text, stripped of any trailing
// end-of-line marker (an optional carriage return followed by one newline); the last line may lack the newline.
func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if atEOF && len(data) == 0 {
		return 0, nil, nil
	}
	if i := indexByte(data, '\\n'); i >= 0 {
		return i + 1, dropCR(data[0:i]), nil
	}
	if atEOF {
		return len(data), dropCR(data), nil
	}
	return 0, nil, nil
}

func isSpace(r rune) bool {
	if r <= '\\u00FF' {
		switch r {
		case ' ', '\\t', '\\n', '\\v', '\\f', '\\r':
			return true
		case '\\u0085', '\\u00A0':
			return true
		}
		return false
	}
	if '\\u2000' <= r && r <= '\\u200a' {
		return true
	}
	switch r {
	case '\\u1680', '\\u2028', '\\u2029', '\\u202f', '\\u205f', '\\u3000':
		return true
	}
	return false
}

// ScanWords is a split function for a Scanner that returns each space-separated word of text, with
// surrounding spaces deleted. It will never return an empty string.
func ScanWords(data []byte, atEOF bool) (advance int, token []byte, err error) {
	start := 0
	for width := 0; start < len(data); start += width {
		var r rune
		r, width = utf8.DecodeRune(data[start:])
		if !isSpace(r) {
			break
		}
	}
	for width, i := 0, start; i < len(data); i += width {
		var r rune
		r, width = utf8.DecodeRune(data[i:])
		if isSpace(r) {
			return i + width, data[start:i], nil
		}
	}
	if atEOF && len(data) > start {
		return len(data), data[start:], nil
	}
	return start, nil, nil
}
`;

/** bufioPackage is bufio. */
export const bufioPackage: ShimDefinition = { path: "bufio", source, natives: {} };
