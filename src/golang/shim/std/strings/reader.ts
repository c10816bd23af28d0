// Reader is strings.Reader in Go: an io.Reader (with ReadByte, ReadRune, Unread*, Seek-free) over a string.
export const stringsReaderSource = `
// A Reader implements io.Reader, io.ByteScanner and io.RuneScanner by reading from a string.
type Reader struct {
	s        string
	i        int
	prevRune int
}

// NewReader makes a Reader over s, positioned at its start.
func NewReader(s string) *Reader { return &Reader{s, 0, -1} }

// Len is how many bytes of the string r has not read yet.
func (r *Reader) Len() int { return len(r.s) - r.i }

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

// Reset points r at s and rewinds it to the start.
func (r *Reader) Reset(s string) { *r = Reader{s, 0, -1} }
`;
