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
	defaultSize = 4096
	tinyReader  = 16
	patience    = 100
)

// The Reader's errors.
var (
	ErrBufferFull        error = errors.New("bufio: buffer full")
	ErrNegativeCount     error = errors.New("bufio: negative count")
	ErrInvalidUnreadByte error = errors.New("bufio: invalid use of UnreadByte")
	ErrInvalidUnreadRune error = errors.New("bufio: invalid use of UnreadRune")
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
func NewReaderSize(src io.Reader, size int) *Reader {
	if already, ok := src.(*Reader); ok && cap(already.q) >= size {
		return already
	}
	if size < tinyReader {
		size = tinyReader
	}
	return &Reader{src: src, q: make([]byte, 0, size), backByte: -1, backRune: -1}
}

// NewReader wraps rd with the default 4096-byte buffer.
func NewReader(src io.Reader) *Reader { return NewReaderSize(src, defaultSize) }

// Size reports the buffer capacity in bytes.
func (br *Reader) Size() int { return cap(br.q) }

// Reset forgets everything queued and any pending error, and reads from r from now on.
func (br *Reader) Reset(src io.Reader) {
	size := cap(br.q)
	if size == 0 {
		size = defaultSize
	}
	br.src = src
	br.q = br.q[:0]
	if cap(br.q) == 0 {
		br.q = make([]byte, 0, size)
	}
	br.pos = 0
	br.held = nil
	br.backByte = -1
	br.backRune = -1
}

// Buffered reports how many queued bytes can be read without asking the source.
func (br *Reader) Buffered() int { return len(br.q) - br.pos }

// full reports whether the unread bytes already fill the whole buffer.
func (br *Reader) full() bool { return br.Buffered() >= cap(br.q) }

// noUndo clears what UnreadByte and UnreadRune could give back.
func (br *Reader) noUndo() {
	br.backByte = -1
	br.backRune = -1
}

// takeHeld hands out the pending source error once.
func (br *Reader) takeHeld() error {
	e := br.held
	br.held = nil
	return e
}

// pull moves the unread bytes to the front of the queue, then asks the source for more until it
// yields bytes or an error (or stays silent for too long).
func (br *Reader) pull() {
	if br.pos > 0 {
		kept := copy(br.q[:cap(br.q)], br.q[br.pos:])
		br.q = br.q[:kept]
		br.pos = 0
	}
	for try := 0; try < patience; try++ {
		got, e := br.src.Read(br.q[len(br.q):cap(br.q)])
		if got < 0 {
			panic(errors.New("bufio: reader returned negative count from Read"))
		}
		br.q = br.q[:len(br.q)+got]
		if e != nil {
			br.held = e
			return
		}
		if got > 0 {
			return
		}
	}
	br.held = io.ErrNoProgress
}

// Peek shows the next n bytes without consuming them. Fewer bytes come with the reason: the
// source's error, or ErrBufferFull when n exceeds the buffer.
func (br *Reader) Peek(want int) ([]byte, error) {
	if want < 0 {
		return nil, ErrNegativeCount
	}
	br.noUndo()
	for br.Buffered() < want && !br.full() && br.held == nil {
		br.pull()
	}
	ahead := br.q[br.pos:]
	switch {
	case want > cap(br.q):
		return ahead, ErrBufferFull
	case len(ahead) >= want:
		return ahead[:want], nil
	case br.held != nil:
		return ahead, br.takeHeld()
	}
	return ahead, ErrBufferFull // the buffer is full and still too short
}

// Discard skips n bytes; it skips fewer only when the source fails, and then says why.
func (br *Reader) Discard(count int) (dropped int, err error) {
	if count < 0 {
		return 0, ErrNegativeCount
	}
	br.noUndo()
	for dropped < count {
		if br.Buffered() == 0 {
			if br.held != nil {
				return dropped, br.takeHeld()
			}
			br.pull()
			continue
		}
		step := count - dropped
		if step > br.Buffered() {
			step = br.Buffered()
		}
		br.pos += step
		dropped += step
	}
	return dropped, nil
}

// Read fills p from the queue; with nothing queued it makes at most one Read on the source
// (straight into p when p is at least as large as the buffer).
func (br *Reader) Read(dst []byte) (n int, err error) {
	if len(dst) == 0 {
		if br.Buffered() > 0 {
			return 0, nil
		}
		return 0, br.takeHeld()
	}
	if br.Buffered() == 0 {
		if br.held != nil {
			return 0, br.takeHeld()
		}
		if len(dst) >= cap(br.q) {
			got, e := br.src.Read(dst)
			if got > 0 {
				br.backByte = int(dst[got-1])
				br.backRune = -1
			}
			return got, e
		}
		br.pos = 0
		got, e := br.src.Read(br.q[:cap(br.q)])
		br.q = br.q[:got]
		br.held = e
		if got == 0 {
			return 0, br.takeHeld()
		}
	}
	n = copy(dst, br.q[br.pos:])
	br.pos += n
	br.backByte = int(dst[n-1])
	br.backRune = -1
	return n, nil
}

// ReadByte consumes one byte, or returns the source's error (io.EOF at the end) once none is left.
func (br *Reader) ReadByte() (byte, error) {
	br.backRune = -1
	for br.Buffered() == 0 {
		if br.held != nil {
			return 0, br.takeHeld()
		}
		br.pull()
	}
	c := br.q[br.pos]
	br.pos++
	br.backByte = int(c)
	return c, nil
}

// UnreadByte gives back the byte the latest read ended with; it fails if there is none to give back.
func (br *Reader) UnreadByte() error {
	if br.backByte < 0 || (br.pos == 0 && len(br.q) > 0) {
		return ErrInvalidUnreadByte
	}
	if br.pos == 0 {
		br.q = br.q[:1]
	} else {
		br.pos--
	}
	br.q[br.pos] = byte(br.backByte)
	br.noUndo()
	return nil
}

// ReadRune decodes one UTF-8 character; bad encodings come out as U+FFFD of size 1.
func (br *Reader) ReadRune() (ch rune, width int, err error) {
	for br.Buffered() < utf8.UTFMax && !utf8.FullRune(br.q[br.pos:]) && br.held == nil && !br.full() {
		br.pull()
	}
	br.backRune = -1
	if br.Buffered() == 0 {
		return 0, 0, br.takeHeld()
	}
	ch, width = utf8.DecodeRune(br.q[br.pos:])
	br.pos += width
	br.backByte = int(br.q[br.pos-1])
	br.backRune = width
	return ch, width, nil
}

// UnreadRune gives back the character read by the immediately preceding ReadRune, and only that.
func (br *Reader) UnreadRune() error {
	if br.backRune < 0 || br.pos < br.backRune {
		return ErrInvalidUnreadRune
	}
	br.pos -= br.backRune
	br.noUndo()
	return nil
}

// ReadSlice returns the queued bytes up to and including delim. The slice shares the buffer, so
// the next read may overwrite it. Without delim it returns what it has with the source's error,
// or the whole buffer with ErrBufferFull.
func (br *Reader) ReadSlice(delim byte) ([]byte, error) {
	var stop error
	end, searched := -1, 0
	for end < 0 {
		if at := find(br.q[br.pos+searched:], delim); at >= 0 {
			end = br.pos + searched + at + 1
		} else if br.held != nil || br.full() {
			end = len(br.q)
			stop = ErrBufferFull
			if br.held != nil {
				stop = br.takeHeld()
			}
		} else {
			searched = br.Buffered() // no need to look at these bytes again
			br.pull()
		}
	}
	got := br.q[br.pos:end]
	br.pos = end
	if len(got) > 0 {
		br.backByte = int(got[len(got)-1])
		br.backRune = -1
	}
	return got, stop
}

// ReadLine returns one line without its "\\n" or "\\r\\n". A line longer than the buffer comes in
// pieces, each but the last with isPrefix set. Prefer ReadString('\\n') or a Scanner.
func (br *Reader) ReadLine() (chunk []byte, isPrefix bool, err error) {
	chunk, err = br.ReadSlice('\\n')
	k := len(chunk)
	switch {
	case err == ErrBufferFull:
		// A '\\r' at the very end may start a "\\r\\n" pair: leave it for the next piece.
		if k > 0 && chunk[k-1] == '\\r' {
			br.pos--
			chunk = chunk[:k-1]
		}
		return chunk, true, nil
	case k == 0:
		return nil, false, err
	case chunk[k-1] != '\\n':
		return chunk, false, nil // the input ended without a newline
	case k > 1 && chunk[k-2] == '\\r':
		return chunk[:k-2], false, nil
	}
	return chunk[:k-1], false, nil
}

// ReadBytes returns a fresh copy of the input up to and including delim; if the input ends
// first, it returns what there was and the error (io.EOF at the end).
func (br *Reader) ReadBytes(delim byte) ([]byte, error) {
	var all []byte
	for {
		part, err := br.ReadSlice(delim)
		all = append(all, part...)
		if err != ErrBufferFull {
			return all, err
		}
	}
}

// ReadString is ReadBytes with a string result.
func (br *Reader) ReadString(delim byte) (string, error) {
	got, err := br.ReadBytes(delim)
	return string(got), err
}

// WriteTo copies the buffered bytes, then the rest of the source, to w (io.Copy uses it).
func (br *Reader) WriteTo(w io.Writer) (n int64, err error) {
	for {
		if br.Buffered() > 0 {
			m, werr := w.Write(br.q[br.pos:])
			br.pos += m
			n += int64(m)
			if werr != nil {
				return n, werr
			}
		}
		if br.held != nil {
			if e := br.takeHeld(); e != io.EOF {
				return n, e
			}
			return n, nil
		}
		br.pull()
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
func NewWriterSize(dst io.Writer, size int) *Writer {
	if already, ok := dst.(*Writer); ok && cap(already.pend) >= size {
		return already
	}
	if size <= 0 {
		size = defaultSize
	}
	return &Writer{dst: dst, pend: make([]byte, 0, size)}
}

// NewWriter wraps w with the default 4096-byte buffer.
func NewWriter(dst io.Writer) *Writer { return NewWriterSize(dst, defaultSize) }

// Size reports the buffer capacity in bytes.
func (bw *Writer) Size() int { return cap(bw.pend) }

// Reset drops unflushed bytes and any stuck error, and writes to w from now on.
func (bw *Writer) Reset(dst io.Writer) {
	if cap(bw.pend) == 0 {
		bw.pend = make([]byte, 0, defaultSize)
	}
	bw.pend = bw.pend[:0]
	bw.err = nil
	bw.dst = dst
}

// Flush hands every waiting byte to the wrapped writer. A short write without an error counts
// as io.ErrShortWrite; the bytes not taken stay queued.
func (bw *Writer) Flush() error {
	if bw.err != nil || len(bw.pend) == 0 {
		return bw.err
	}
	sent, e := bw.dst.Write(bw.pend)
	if e == nil && sent < len(bw.pend) {
		e = io.ErrShortWrite
	}
	if e == nil {
		bw.pend = bw.pend[:0]
		return nil
	}
	left := copy(bw.pend, bw.pend[sent:])
	bw.pend = bw.pend[:left]
	bw.err = e
	return e
}

// Available reports how many more bytes fit before the buffer must be flushed.
func (bw *Writer) Available() int { return cap(bw.pend) - len(bw.pend) }

// Buffered reports how many bytes wait for the next Flush.
func (bw *Writer) Buffered() int { return len(bw.pend) }

// Write queues p. When p does not fit, the buffer is topped up and flushed, and a remainder
// larger than the buffer goes straight to the wrapped writer.
func (bw *Writer) Write(p []byte) (nn int, err error) {
	for bw.err == nil && len(p) > bw.Available() {
		moved := 0
		if len(bw.pend) > 0 {
			room := bw.Available()
			bw.pend = append(bw.pend, p[:room]...)
			moved = room
			bw.Flush()
		} else {
			moved, bw.err = bw.dst.Write(p)
		}
		nn += moved
		p = p[moved:]
	}
	if bw.err != nil {
		return nn, bw.err
	}
	bw.pend = append(bw.pend, p...)
	return nn + len(p), nil
}

// WriteString queues the bytes of s, like Write.
func (bw *Writer) WriteString(s string) (int, error) { return bw.Write([]byte(s)) }

// WriteByte queues one byte, flushing first when the buffer is full.
func (bw *Writer) WriteByte(c byte) error {
	if bw.err == nil && bw.Available() == 0 {
		bw.Flush()
	}
	if bw.err != nil {
		return bw.err
	}
	bw.pend = append(bw.pend, c)
	return nil
}

// WriteRune queues the UTF-8 encoding of r and reports its length.
func (bw *Writer) WriteRune(r rune) (size int, err error) {
	return bw.Write(utf8.AppendRune(nil, r))
}

// ReadFrom copies everything r yields, up to io.EOF, into the buffered writer (io.Copy uses it).
func (bw *Writer) ReadFrom(r io.Reader) (n int64, err error) {
	chunk := make([]byte, 512)
	for {
		m, rerr := r.Read(chunk)
		if m > 0 {
			if _, werr := bw.Write(chunk[:m]); werr != nil {
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
type SplitFunc func(input []byte, atEOF bool) (advance int, token []byte, err error)

// The Scanner's errors. ErrFinalToken, returned by a SplitFunc, makes the token it comes with
// the last one, without an error.
var (
	ErrTooLong         error = errors.New("bufio.Scanner: token too long")
	ErrNegativeAdvance error = errors.New("bufio.Scanner: SplitFunc returns negative advance count")
	ErrAdvanceTooFar   error = errors.New("bufio.Scanner: SplitFunc returns advance count beyond input")
	ErrBadReadCount    error = errors.New("bufio.Scanner: Read returned impossible count")
	ErrFinalToken      error = errors.New("final token")
)

const (
	// MaxScanTokenSize is the default limit on a token's length (64 KiB); Scanner.Buffer changes it.
	MaxScanTokenSize = 1 << 16
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
func NewScanner(src io.Reader) *Scanner {
	return &Scanner{src: src, split: ScanLines, limit: MaxScanTokenSize}
}

// Err is the error that ended the scan, or nil when the input simply ran out.
func (sc *Scanner) Err() error {
	if sc.stop == io.EOF {
		return nil
	}
	return sc.stop
}

// Bytes is the latest token; it may share memory with the next Scan's input.
func (sc *Scanner) Bytes() []byte { return sc.tok }

// Text is the latest token as a string.
func (sc *Scanner) Text() string { return string(sc.tok) }

// note records err unless an earlier, real error is already recorded.
func (sc *Scanner) note(err error) {
	if sc.stop == nil || sc.stop == io.EOF {
		sc.stop = err
	}
}

// Scan finds the next token and reports whether there was one; after false, Err says why.
func (sc *Scanner) Scan() bool {
	if sc.over {
		return false
	}
	sc.started = true
	for {
		if atEOF := sc.stop != nil; atEOF || len(sc.win) > sc.off {
			found, ok := sc.trySplit(atEOF)
			if !ok || found {
				return found
			}
		}
		if sc.stop != nil {
			sc.win = sc.win[:0]
			sc.off = 0
			return false
		}
		if !sc.makeRoom() {
			return false
		}
		sc.readMore()
	}
}

// trySplit runs the split function once over the unconsumed input. found: a token is ready;
// ok false: scanning must end now.
func (sc *Scanner) trySplit(atEOF bool) (found, ok bool) {
	rest := sc.win[sc.off:]
	adv, token, err := sc.split(rest, atEOF)
	if err == ErrFinalToken {
		sc.tok = token
		sc.over = true
		return true, true
	}
	if err == nil && adv < 0 {
		err = ErrNegativeAdvance
	}
	if err == nil && adv > len(rest) {
		err = ErrAdvanceTooFar
	}
	if err != nil {
		sc.note(err)
		return false, false
	}
	sc.off += adv
	sc.tok = token
	if token == nil {
		return false, true
	}
	// At the end of input, an empty-advance token repeated forever would never finish.
	if atEOF && adv == 0 {
		sc.empty++
		if sc.empty > patience {
			panic("bufio.Scan: too many empty tokens without progressing")
		}
	} else {
		sc.empty = 0
	}
	return true, true
}

// makeRoom slides the unconsumed input to the front, and doubles the window (up to limit) when
// it is still full. It reports false, after recording ErrTooLong, when the limit is reached.
func (sc *Scanner) makeRoom() bool {
	if sc.off > 0 {
		kept := copy(sc.win[:cap(sc.win)], sc.win[sc.off:])
		sc.win = sc.win[:kept]
		sc.off = 0
	}
	if len(sc.win) < cap(sc.win) {
		return true
	}
	if cap(sc.win) >= sc.limit {
		sc.note(ErrTooLong)
		return false
	}
	grown := 2 * cap(sc.win)
	if grown == 0 {
		grown = firstScanBuf
	}
	if grown > sc.limit {
		grown = sc.limit
	}
	bigger := make([]byte, len(sc.win), grown)
	copy(bigger, sc.win)
	sc.win = bigger
	return true
}

// readMore asks the source for bytes until some arrive or it fails (or stays silent too long).
func (sc *Scanner) readMore() {
	for try := 0; ; try++ {
		free := sc.win[len(sc.win):cap(sc.win)]
		got, err := sc.src.Read(free)
		if got < 0 || got > len(free) {
			sc.note(ErrBadReadCount)
			return
		}
		sc.win = sc.win[:len(sc.win)+got]
		if err != nil {
			sc.note(err)
			return
		}
		if got > 0 {
			sc.empty = 0
			return
		}
		if try >= patience {
			sc.note(io.ErrNoProgress)
			return
		}
	}
}

// Buffer gives the Scanner buf's memory to start with and caps tokens at max bytes. Call it before Scan.
func (sc *Scanner) Buffer(buf []byte, max int) {
	if sc.started {
		panic("Buffer called after Scan")
	}
	sc.win = buf[:0]
	sc.limit = max
}

// Split chooses how input is cut into tokens. Call it before Scan.
func (sc *Scanner) Split(split SplitFunc) {
	if sc.started {
		panic("Split called after Scan")
	}
	sc.split = split
}

// ScanBytes makes every byte a token.
func ScanBytes(input []byte, atEOF bool) (advance int, token []byte, err error) {
	if len(input) == 0 {
		return 0, nil, nil
	}
	return 1, input[:1], nil
}

// ScanRunes makes every UTF-8 character a token; a byte that starts no valid character becomes
// the three bytes of U+FFFD.
func ScanRunes(input []byte, atEOF bool) (advance int, token []byte, err error) {
	if len(input) == 0 {
		return 0, nil, nil
	}
	r, width := utf8.DecodeRune(input)
	if r != utf8.RuneError || width > 1 {
		return width, input[:width], nil
	}
	if !atEOF && !utf8.FullRune(input) {
		return 0, nil, nil // the character may be cut short: wait for its remaining bytes
	}
	return 1, []byte(string(utf8.RuneError)), nil
}

// ScanLines makes every line a token, without its "\\n" or "\\r\\n"; the last line needs no newline.
func ScanLines(input []byte, atEOF bool) (advance int, token []byte, err error) {
	nl := find(input, '\\n')
	switch {
	case nl >= 0:
		return nl + 1, withoutCR(input[:nl]), nil
	case atEOF && len(input) > 0:
		return len(input), withoutCR(input), nil
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
func ScanWords(input []byte, atEOF bool) (advance int, token []byte, err error) {
	at := 0
	for at < len(input) {
		r, width := utf8.DecodeRune(input[at:])
		if !unicode.IsSpace(r) {
			break
		}
		at += width
	}
	first := at
	for at < len(input) {
		r, width := utf8.DecodeRune(input[at:])
		if unicode.IsSpace(r) {
			return at + width, input[first:at], nil
		}
		at += width
	}
	if atEOF && at > first {
		return len(input), input[first:], nil
	}
	return first, nil, nil
}
`;

/** bufioPackage is bufio. */
export const bufioPackage: ShimDefinition = { path: "bufio", source, natives: {} };
