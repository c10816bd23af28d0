// Package bufio: a buffered Reader (a byte queue refilled from the source on demand), a Writer that
// gathers writes until Flush, and a Scanner with ScanLines, ScanWords, ScanRunes and ScanBytes. Written
// for the lab in our own words; the errors, sizes and end-of-input results follow Go's bufio.
import type { ShimDefinition } from "../../registry";

const source = `package bufio

import (
	"errors"
	"io"
	"unicode"
	"unicode/utf8"
)

// Sizes and limits. Readers never shrink below tinyReader bytes; a source that keeps answering
// (0, nil) is given up on after patience tries.
const (
	defaultBufSize = 4096
	tinyReader     = 16
	patience       = 100
)

var (
	ErrInvalidUnreadByte = errors.New("bufio: invalid use of UnreadByte")
	ErrInvalidUnreadRune = errors.New("bufio: invalid use of UnreadRune")
	ErrBufferFull        = errors.New("bufio: buffer full")
	ErrNegativeCount     = errors.New("bufio: negative count")
)

// find is the position of the first c in b, or -1.
func find(b []byte, c byte) int {
	for at := 0; at < len(b); at++ {
		if b[at] == c {
			return at
		}
	}
	return -1
}

// Reader keeps a queue of bytes pulled from src: q holds them (its capacity is the buffer size)
// and pos marks how many of them were already handed out. A source error waits in held until
// the queue runs dry. backByte/backRune remember what UnreadByte/UnreadRune may give back (-1: nothing).
type Reader struct {
	src      io.Reader
	q        []byte
	pos      int
	held     error
	backByte int
	backRune int
}

// NewReaderSize wraps rd with a buffer of size bytes (16 at least); an rd that already is a
// Reader with room enough is returned unchanged.
func NewReaderSize(rd io.Reader, size int) *Reader {
	if r, same := rd.(*Reader); same && cap(r.q) >= size {
		return r
	}
	if size < tinyReader {
		size = tinyReader
	}
	return &Reader{src: rd, q: make([]byte, 0, size), backByte: -1, backRune: -1}
}

// NewReader wraps rd with the default 4096-byte buffer.
func NewReader(rd io.Reader) *Reader { return NewReaderSize(rd, defaultBufSize) }

// Size reports the buffer capacity in bytes.
func (b *Reader) Size() int { return cap(b.q) }

// Reset forgets everything queued and any pending error, and reads from r from now on.
func (b *Reader) Reset(r io.Reader) {
	size := cap(b.q)
	if size == 0 {
		size = defaultBufSize
	}
	b.src = r
	b.q = b.q[:0]
	if cap(b.q) == 0 {
		b.q = make([]byte, 0, size)
	}
	b.pos = 0
	b.held = nil
	b.backByte = -1
	b.backRune = -1
}

// Buffered reports how many queued bytes can be read without asking the source.
func (b *Reader) Buffered() int { return len(b.q) - b.pos }

// full reports whether the unread bytes already fill the whole buffer.
func (b *Reader) full() bool { return b.Buffered() >= cap(b.q) }

// noUndo clears what UnreadByte and UnreadRune could give back.
func (b *Reader) noUndo() {
	b.backByte = -1
	b.backRune = -1
}

// takeHeld hands out the pending source error once.
func (b *Reader) takeHeld() error {
	e := b.held
	b.held = nil
	return e
}

// pull moves the unread bytes to the front of the queue, then asks the source for more until it
// yields bytes or an error (or stays silent for too long).
func (b *Reader) pull() {
	if b.pos > 0 {
		kept := copy(b.q[:cap(b.q)], b.q[b.pos:])
		b.q = b.q[:kept]
		b.pos = 0
	}
	for try := 0; try < patience; try++ {
		got, e := b.src.Read(b.q[len(b.q):cap(b.q)])
		if got < 0 {
			panic(errors.New("bufio: reader returned negative count from Read"))
		}
		b.q = b.q[:len(b.q)+got]
		if e != nil {
			b.held = e
			return
		}
		if got > 0 {
			return
		}
	}
	b.held = io.ErrNoProgress
}

// Peek shows the next n bytes without consuming them. Fewer bytes come with the reason: the
// source's error, or ErrBufferFull when n exceeds the buffer.
func (b *Reader) Peek(n int) ([]byte, error) {
	if n < 0 {
		return nil, ErrNegativeCount
	}
	b.noUndo()
	for b.Buffered() < n && !b.full() && b.held == nil {
		b.pull()
	}
	ahead := b.q[b.pos:]
	switch {
	case n > cap(b.q):
		return ahead, ErrBufferFull
	case len(ahead) >= n:
		return ahead[:n], nil
	case b.held != nil:
		return ahead, b.takeHeld()
	}
	return ahead, ErrBufferFull
}

// Discard skips n bytes; it skips fewer only when the source fails, and then says why.
func (b *Reader) Discard(n int) (discarded int, err error) {
	if n < 0 {
		return 0, ErrNegativeCount
	}
	b.noUndo()
	for discarded < n {
		if b.Buffered() == 0 {
			if b.held != nil {
				return discarded, b.takeHeld()
			}
			b.pull()
			continue
		}
		step := n - discarded
		if step > b.Buffered() {
			step = b.Buffered()
		}
		b.pos += step
		discarded += step
	}
	return discarded, nil
}

// Read fills p from the queue; with nothing queued it makes at most one Read on the source
// (straight into p when p is at least as large as the buffer).
func (b *Reader) Read(p []byte) (n int, err error) {
	if len(p) == 0 {
		if b.Buffered() > 0 {
			return 0, nil
		}
		return 0, b.takeHeld()
	}
	if b.Buffered() == 0 {
		if b.held != nil {
			return 0, b.takeHeld()
		}
		if len(p) >= cap(b.q) {
			got, e := b.src.Read(p)
			if got > 0 {
				b.backByte = int(p[got-1])
				b.backRune = -1
			}
			return got, e
		}
		b.pos = 0
		got, e := b.src.Read(b.q[:cap(b.q)])
		b.q = b.q[:got]
		b.held = e
		if got == 0 {
			return 0, b.takeHeld()
		}
	}
	n = copy(p, b.q[b.pos:])
	b.pos += n
	b.backByte = int(p[n-1])
	b.backRune = -1
	return n, nil
}

// ReadByte consumes one byte, or returns the source's error (io.EOF at the end) once none is left.
func (b *Reader) ReadByte() (byte, error) {
	b.backRune = -1
	for b.Buffered() == 0 {
		if b.held != nil {
			return 0, b.takeHeld()
		}
		b.pull()
	}
	c := b.q[b.pos]
	b.pos++
	b.backByte = int(c)
	return c, nil
}

// UnreadByte gives back the byte the latest read ended with; it fails if there is none to give back.
func (b *Reader) UnreadByte() error {
	if b.backByte < 0 || (b.pos == 0 && len(b.q) > 0) {
		return ErrInvalidUnreadByte
	}
	if b.pos == 0 {
		b.q = b.q[:1]
	} else {
		b.pos--
	}
	b.q[b.pos] = byte(b.backByte)
	b.noUndo()
	return nil
}

// ReadRune decodes one UTF-8 character; bad encodings come out as U+FFFD of size 1.
func (b *Reader) ReadRune() (r rune, size int, err error) {
	for b.Buffered() < utf8.UTFMax && !utf8.FullRune(b.q[b.pos:]) && b.held == nil && !b.full() {
		b.pull()
	}
	b.backRune = -1
	if b.Buffered() == 0 {
		return 0, 0, b.takeHeld()
	}
	r, size = utf8.DecodeRune(b.q[b.pos:])
	b.pos += size
	b.backByte = int(b.q[b.pos-1])
	b.backRune = size
	return r, size, nil
}

// UnreadRune gives back the character read by the immediately preceding ReadRune, and only that.
func (b *Reader) UnreadRune() error {
	if b.backRune < 0 || b.pos < b.backRune {
		return ErrInvalidUnreadRune
	}
	b.pos -= b.backRune
	b.noUndo()
	return nil
}

// ReadSlice returns the queued bytes up to and including delim. The slice shares the buffer, so
// the next read may overwrite it. Without delim it returns what it has with the source's error,
// or the whole buffer with ErrBufferFull.
func (b *Reader) ReadSlice(delim byte) (line []byte, err error) {
	searched := 0
	for line == nil {
		if at := find(b.q[b.pos+searched:], delim); at >= 0 {
			stop := b.pos + searched + at + 1
			line = b.q[b.pos:stop]
			b.pos = stop
			break
		}
		if b.held != nil || b.full() {
			line = b.q[b.pos:]
			b.pos = len(b.q)
			if b.held != nil {
				err = b.takeHeld()
			} else {
				err = ErrBufferFull
			}
			break
		}
		searched = b.Buffered()
		b.pull()
	}
	if len(line) > 0 {
		b.backByte = int(line[len(line)-1])
		b.backRune = -1
	}
	return line, err
}

// ReadLine returns one line without its "\\n" or "\\r\\n". A line longer than the buffer comes in
// pieces, each but the last with isPrefix set. Prefer ReadString('\\n') or a Scanner.
func (b *Reader) ReadLine() (line []byte, isPrefix bool, err error) {
	line, err = b.ReadSlice('\\n')
	if err == ErrBufferFull {
		// A '\\r' at the very end may start a "\\r\\n" pair: leave it for the next piece.
		if k := len(line); k > 0 && line[k-1] == '\\r' {
			b.pos--
			line = line[:k-1]
		}
		return line, true, nil
	}
	if len(line) == 0 {
		return nil, false, err
	}
	if last := len(line) - 1; line[last] == '\\n' {
		line = line[:last]
		if last > 0 && line[last-1] == '\\r' {
			line = line[:last-1]
		}
	}
	return line, false, nil
}

// ReadBytes returns a fresh copy of the input up to and including delim; if the input ends
// first, it returns what there was and the error (io.EOF at the end).
func (b *Reader) ReadBytes(delim byte) ([]byte, error) {
	var all []byte
	for {
		part, err := b.ReadSlice(delim)
		all = append(all, part...)
		if err != ErrBufferFull {
			return all, err
		}
	}
}

// ReadString is ReadBytes with a string result.
func (b *Reader) ReadString(delim byte) (string, error) {
	got, err := b.ReadBytes(delim)
	return string(got), err
}

// WriteTo copies the buffered bytes, then the rest of the source, to w (io.Copy uses it).
func (b *Reader) WriteTo(w io.Writer) (n int64, err error) {
	for {
		if b.Buffered() > 0 {
			m, werr := w.Write(b.q[b.pos:])
			b.pos += m
			n += int64(m)
			if werr != nil {
				return n, werr
			}
		}
		if b.held != nil {
			if e := b.takeHeld(); e != io.EOF {
				return n, e
			}
			return n, nil
		}
		b.pull()
	}
}

// Writer gathers small writes in pend (its capacity is the buffer size) and passes them on to
// dst in large pieces. Once dst fails, the error sticks: every later write and Flush returns it.
type Writer struct {
	dst  io.Writer
	pend []byte
	err  error
}

// NewWriterSize wraps w with a buffer of size bytes (4096 when size is not positive); a w that
// already is a Writer with room enough is returned unchanged.
func NewWriterSize(w io.Writer, size int) *Writer {
	if bw, same := w.(*Writer); same && cap(bw.pend) >= size {
		return bw
	}
	if size <= 0 {
		size = defaultBufSize
	}
	return &Writer{dst: w, pend: make([]byte, 0, size)}
}

// NewWriter wraps w with the default 4096-byte buffer.
func NewWriter(w io.Writer) *Writer { return NewWriterSize(w, defaultBufSize) }

// Size reports the buffer capacity in bytes.
func (b *Writer) Size() int { return cap(b.pend) }

// Reset drops unflushed bytes and any stuck error, and writes to w from now on.
func (b *Writer) Reset(w io.Writer) {
	if cap(b.pend) == 0 {
		b.pend = make([]byte, 0, defaultBufSize)
	}
	b.pend = b.pend[:0]
	b.err = nil
	b.dst = w
}

// Flush hands every waiting byte to the wrapped writer. A short write without an error counts
// as io.ErrShortWrite; the bytes not taken stay queued.
func (b *Writer) Flush() error {
	if b.err != nil || len(b.pend) == 0 {
		return b.err
	}
	sent, e := b.dst.Write(b.pend)
	if e == nil && sent < len(b.pend) {
		e = io.ErrShortWrite
	}
	if e == nil {
		b.pend = b.pend[:0]
		return nil
	}
	left := copy(b.pend, b.pend[sent:])
	b.pend = b.pend[:left]
	b.err = e
	return e
}

// Available reports how many more bytes fit before the buffer must be flushed.
func (b *Writer) Available() int { return cap(b.pend) - len(b.pend) }

// Buffered reports how many bytes wait for the next Flush.
func (b *Writer) Buffered() int { return len(b.pend) }

// Write queues p. When p does not fit, the buffer is topped up and flushed, and a remainder
// larger than the buffer goes straight to the wrapped writer.
func (b *Writer) Write(p []byte) (nn int, err error) {
	for b.err == nil && len(p) > b.Available() {
		moved := 0
		if len(b.pend) > 0 {
			room := b.Available()
			b.pend = append(b.pend, p[:room]...)
			moved = room
			b.Flush()
		} else {
			moved, b.err = b.dst.Write(p)
		}
		nn += moved
		p = p[moved:]
	}
	if b.err != nil {
		return nn, b.err
	}
	b.pend = append(b.pend, p...)
	return nn + len(p), nil
}

// WriteString queues the bytes of s, like Write.
func (b *Writer) WriteString(s string) (int, error) { return b.Write([]byte(s)) }

// WriteByte queues one byte, flushing first when the buffer is full.
func (b *Writer) WriteByte(c byte) error {
	if b.err == nil && b.Available() == 0 {
		b.Flush()
	}
	if b.err != nil {
		return b.err
	}
	b.pend = append(b.pend, c)
	return nil
}

// WriteRune queues the UTF-8 encoding of r and reports its length.
func (b *Writer) WriteRune(r rune) (size int, err error) {
	return b.Write(utf8.AppendRune(nil, r))
}

// ReadFrom copies everything r yields, up to io.EOF, into the buffered writer (io.Copy uses it).
func (b *Writer) ReadFrom(r io.Reader) (n int64, err error) {
	chunk := make([]byte, 512)
	for {
		m, rerr := r.Read(chunk)
		if m > 0 {
			if _, werr := b.Write(chunk[:m]); werr != nil {
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

// ReadWriter bundles a Reader and a Writer; it is an io.ReadWriter.
type ReadWriter struct {
	*Reader
	*Writer
}

// NewReadWriter pairs r and w in one value that reads through r and writes through w.
func NewReadWriter(r *Reader, w *Writer) *ReadWriter { return &ReadWriter{r, w} }

// SplitFunc cuts the next token off data. It returns how many bytes to consume and the token
// (nil: none yet, read more), or an error that stops the Scanner. atEOF says no more data will come.
type SplitFunc func(data []byte, atEOF bool) (advance int, token []byte, err error)

var (
	ErrTooLong         = errors.New("bufio.Scanner: token too long")
	ErrNegativeAdvance = errors.New("bufio.Scanner: SplitFunc returns negative advance count")
	ErrAdvanceTooFar   = errors.New("bufio.Scanner: SplitFunc returns advance count beyond input")
	ErrBadReadCount    = errors.New("bufio.Scanner: Read returned impossible count")
	// ErrFinalToken, returned by a SplitFunc, makes the token it comes with the last one, without an error.
	ErrFinalToken = errors.New("final token")
)

const (
	// MaxScanTokenSize is the default limit on a token's length (64 KiB); Scanner.Buffer changes it.
	MaxScanTokenSize = 64 * 1024
	firstScanBuf     = 4096
)

// Scanner reads src and cuts it into tokens with split. The unconsumed input is win[off:]; the
// window's capacity grows by doubling up to limit. stop is the first error met (io.EOF included).
type Scanner struct {
	src     io.Reader
	split   SplitFunc
	limit   int
	tok     []byte
	win     []byte
	off     int
	stop    error
	empty   int
	started bool
	over    bool
}

// NewScanner reads r line by line (ScanLines) until Split picks another way.
func NewScanner(r io.Reader) *Scanner {
	return &Scanner{src: r, split: ScanLines, limit: MaxScanTokenSize}
}

// Err is the error that ended the scan, or nil when the input simply ran out.
func (s *Scanner) Err() error {
	if s.stop == io.EOF {
		return nil
	}
	return s.stop
}

// Bytes is the latest token; it may share memory with the next Scan's input.
func (s *Scanner) Bytes() []byte { return s.tok }

// Text is the latest token as a string.
func (s *Scanner) Text() string { return string(s.tok) }

// note records err unless an earlier, real error is already recorded.
func (s *Scanner) note(err error) {
	if s.stop == nil || s.stop == io.EOF {
		s.stop = err
	}
}

// Scan finds the next token and reports whether there was one; after false, Err says why.
func (s *Scanner) Scan() bool {
	if s.over {
		return false
	}
	s.started = true
	for {
		if atEOF := s.stop != nil; atEOF || len(s.win) > s.off {
			found, ok := s.trySplit(atEOF)
			if !ok || found {
				return found
			}
		}
		if s.stop != nil {
			s.win = s.win[:0]
			s.off = 0
			return false
		}
		if !s.makeRoom() {
			return false
		}
		s.readMore()
	}
}

// trySplit runs the split function once over the unconsumed input. found: a token is ready;
// ok false: scanning must end now.
func (s *Scanner) trySplit(atEOF bool) (found, ok bool) {
	rest := s.win[s.off:]
	adv, token, err := s.split(rest, atEOF)
	if err == ErrFinalToken {
		s.tok = token
		s.over = true
		return true, true
	}
	if err == nil && adv < 0 {
		err = ErrNegativeAdvance
	}
	if err == nil && adv > len(rest) {
		err = ErrAdvanceTooFar
	}
	if err != nil {
		s.note(err)
		return false, false
	}
	s.off += adv
	s.tok = token
	if token == nil {
		return false, true
	}
	// At the end of input, an empty-advance token repeated forever would never finish.
	if atEOF && adv == 0 {
		s.empty++
		if s.empty > patience {
			panic("bufio.Scan: too many empty tokens without progressing")
		}
	} else {
		s.empty = 0
	}
	return true, true
}

// makeRoom slides the unconsumed input to the front, and doubles the window (up to limit) when
// it is still full. It reports false, after recording ErrTooLong, when the limit is reached.
func (s *Scanner) makeRoom() bool {
	if s.off > 0 {
		kept := copy(s.win[:cap(s.win)], s.win[s.off:])
		s.win = s.win[:kept]
		s.off = 0
	}
	if len(s.win) < cap(s.win) {
		return true
	}
	if cap(s.win) >= s.limit {
		s.note(ErrTooLong)
		return false
	}
	grown := 2 * cap(s.win)
	if grown == 0 {
		grown = firstScanBuf
	}
	if grown > s.limit {
		grown = s.limit
	}
	bigger := make([]byte, len(s.win), grown)
	copy(bigger, s.win)
	s.win = bigger
	return true
}

// readMore asks the source for bytes until some arrive or it fails (or stays silent too long).
func (s *Scanner) readMore() {
	for try := 0; ; try++ {
		free := s.win[len(s.win):cap(s.win)]
		got, err := s.src.Read(free)
		if got < 0 || got > len(free) {
			s.note(ErrBadReadCount)
			return
		}
		s.win = s.win[:len(s.win)+got]
		if err != nil {
			s.note(err)
			return
		}
		if got > 0 {
			s.empty = 0
			return
		}
		if try >= patience {
			s.note(io.ErrNoProgress)
			return
		}
	}
}

// Buffer gives the Scanner buf's memory to start with and caps tokens at max bytes. Call it before Scan.
func (s *Scanner) Buffer(buf []byte, max int) {
	if s.started {
		panic("Buffer called after Scan")
	}
	s.win = buf[:0]
	s.limit = max
}

// Split chooses how input is cut into tokens. Call it before Scan.
func (s *Scanner) Split(split SplitFunc) {
	if s.started {
		panic("Split called after Scan")
	}
	s.split = split
}

// ScanBytes makes every byte a token.
func ScanBytes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if len(data) == 0 {
		return 0, nil, nil
	}
	return 1, data[:1], nil
}

// ScanRunes makes every UTF-8 character a token; a byte that starts no valid character becomes
// the three bytes of U+FFFD.
func ScanRunes(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if len(data) == 0 {
		return 0, nil, nil
	}
	r, width := utf8.DecodeRune(data)
	if r != utf8.RuneError || width > 1 {
		return width, data[:width], nil
	}
	if !atEOF && !utf8.FullRune(data) {
		return 0, nil, nil // the character may be cut short: wait for its remaining bytes
	}
	return 1, []byte(string(utf8.RuneError)), nil
}

// ScanLines makes every line a token, without its "\\n" or "\\r\\n"; the last line needs no newline.
func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	nl := find(data, '\\n')
	switch {
	case nl >= 0:
		return nl + 1, withoutCR(data[:nl]), nil
	case atEOF && len(data) > 0:
		return len(data), withoutCR(data), nil
	}
	return 0, nil, nil
}

// withoutCR drops one trailing '\\r'.
func withoutCR(line []byte) []byte {
	if k := len(line); k > 0 && line[k-1] == '\\r' {
		return line[:k-1]
	}
	return line
}

// ScanWords makes every run of non-space characters a token (space as unicode.IsSpace says);
// tokens are never empty.
func ScanWords(data []byte, atEOF bool) (advance int, token []byte, err error) {
	at := 0
	for at < len(data) {
		r, width := utf8.DecodeRune(data[at:])
		if !unicode.IsSpace(r) {
			break
		}
		at += width
	}
	first := at
	for at < len(data) {
		r, width := utf8.DecodeRune(data[at:])
		if unicode.IsSpace(r) {
			return at + width, data[first:at], nil
		}
		at += width
	}
	if atEOF && at > first {
		return len(data), data[first:], nil
	}
	return first, nil, nil
}
`;

/** bufioPackage is bufio. */
export const bufioPackage: ShimDefinition = { path: "bufio", source, natives: {} };
