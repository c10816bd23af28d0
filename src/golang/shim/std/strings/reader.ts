// Reader is strings.Reader in Go: an io.Reader over a string, with ReadAt, ReadByte, ReadRune, Unread*, Seek and WriteTo.
export const stringsReaderSource = `
// A Reader implements io.Reader, io.ByteScanner and io.RuneScanner by reading from a string.
type Reader struct {
	s        string
	i        int
	prevRune int
}

// NewReader makes a Reader over s, positioned at its start.
func NewReader(s string) *Reader { return &Reader{s, 0, -1} }

// Len is how many bytes of the string r has not read yet (0 once Seek has moved past the end).
func (r *Reader) Len() int {
	if r.i >= len(r.s) {
		return 0
	}
	return len(r.s) - r.i
}

// Size is the byte length of the whole string, however much has been read.
func (r *Reader) Size() int64 { return int64(len(r.s)) }

// Read implements io.Reader.
func (r *Reader) Read(b []byte) (n int, err error) {
	if r.i >= len(r.s) {
		return 0, io.EOF
	}
	r.prevRune = -1
	n = copy(b, r.s[r.i:])
	r.i += n
	return n, nil
}

// ReadByte implements io.ByteReader.
func (r *Reader) ReadByte() (byte, error) {
	r.prevRune = -1
	if r.i >= len(r.s) {
		return 0, io.EOF
	}
	b := r.s[r.i]
	r.i++
	return b, nil
}

// UnreadByte implements io.ByteScanner.
func (r *Reader) UnreadByte() error {
	if r.i <= 0 {
		return errors.New("strings.Reader.UnreadByte: at beginning of string")
	}
	r.prevRune = -1
	r.i--
	return nil
}

// ReadRune implements io.RuneReader.
func (r *Reader) ReadRune() (ch rune, size int, err error) {
	if r.i >= len(r.s) {
		r.prevRune = -1
		return 0, 0, io.EOF
	}
	r.prevRune = r.i
	for _, c := range r.s[r.i:] {
		ch = c
		break
	}
	size = len(string(ch))
	if ch == 0xFFFD && !HasPrefix(r.s[r.i:], "\\uFFFD") {
		size = 1
	}
	r.i += size
	return ch, size, nil
}

// UnreadRune implements io.RuneScanner.
func (r *Reader) UnreadRune() error {
	if r.i <= 0 {
		return errors.New("strings.Reader.UnreadRune: at beginning of string")
	}
	if r.prevRune < 0 {
		return errors.New("strings.Reader.UnreadRune: previous operation was not ReadRune")
	}
	r.i = r.prevRune
	r.prevRune = -1
	return nil
}

// ReadAt copies the string from byte off into b without moving r; io.EOF when b is not filled.
func (r *Reader) ReadAt(b []byte, off int64) (n int, err error) {
	if off < 0 {
		return 0, errors.New("strings.Reader.ReadAt: negative offset")
	}
	if off >= int64(len(r.s)) {
		return 0, io.EOF
	}
	n = copy(b, r.s[off:])
	if n < len(b) {
		return n, io.EOF
	}
	return n, nil
}

// Seek moves r to offset from the start, the current position or the end (io.SeekStart,
// io.SeekCurrent, io.SeekEnd). A position past the end is allowed: reads there meet io.EOF.
func (r *Reader) Seek(offset int64, whence int) (int64, error) {
	r.prevRune = -1
	var from int64
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		from = int64(r.i)
	case io.SeekEnd:
		from = int64(len(r.s))
	default:
		return 0, errors.New("strings.Reader.Seek: invalid whence")
	}
	to := from + offset
	if to < 0 {
		return 0, errors.New("strings.Reader.Seek: negative position")
	}
	r.i = int(to)
	return to, nil
}

// WriteTo hands the unread rest of the string to w in one WriteString (io.Copy prefers it to Read);
// a writer that takes less without an error gets io.ErrShortWrite.
func (r *Reader) WriteTo(w io.Writer) (n int64, err error) {
	r.prevRune = -1
	if r.i >= len(r.s) {
		return 0, nil
	}
	rest := r.s[r.i:]
	sent, err := io.WriteString(w, rest)
	if sent > len(rest) {
		panic("strings.Reader.WriteTo: invalid WriteString count")
	}
	r.i += sent
	if err == nil && sent != len(rest) {
		err = io.ErrShortWrite
	}
	return int64(sent), err
}

// Reset points r at s and rewinds it to the start.
func (r *Reader) Reset(s string) { *r = Reader{s, 0, -1} }
`;
