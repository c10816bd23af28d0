// Source is encoding/json's Go declarations: the interfaces, Number, RawMessage, the error types, the
// Encoder and Decoder, and the exported functions over the natives of json.ts.
export const goSource = `package json

import (
	"bytes"
	"errors"
	"io"
	"strconv"
)

// Marshaler is for types that produce their own JSON; Marshal calls MarshalJSON instead of walking the value.
type Marshaler interface {
	MarshalJSON() ([]byte, error)
}

// Unmarshaler is for types that read their own JSON; UnmarshalJSON gets the raw bytes of one complete,
// already checked value.
type Unmarshaler interface {
	UnmarshalJSON([]byte) error
}

// RawMessage is JSON kept as bytes: decoding into it stores the text untouched, and encoding it writes the
// text back, which lets part of a document be decoded later or emitted as is.
type RawMessage []byte

// MarshalJSON emits the stored bytes unchanged (a nil RawMessage becomes null).
func (m RawMessage) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	return m, nil
}

// UnmarshalJSON keeps its own copy of the raw input bytes in *m.
func (m *RawMessage) UnmarshalJSON(data []byte) error {
	if m == nil {
		return errors.New("json.RawMessage: UnmarshalJSON on nil pointer")
	}
	*m = append((*m)[0:0], data...)
	return nil
}

// Number keeps a JSON number as its source text, for Decoder.UseNumber.
type Number string

// String gives the number exactly as it appeared in the JSON.
func (n Number) String() string { return string(n) }

// Float64 parses the text with strconv.ParseFloat.
func (n Number) Float64() (float64, error) { return strconv.ParseFloat(string(n), 64) }

// Int64 parses the text as a base-10 int64 (a fraction or exponent is an error).
func (n Number) Int64() (int64, error) { return strconv.ParseInt(string(n), 10, 64) }

// typeName stands for a reflect.Type in the errors below: its String is the type's name (the lab has no reflect.Type).
type typeName struct {
	name string
	ptr  bool
}

func (t typeName) String() string { return t.name }

// MarshalerError wraps the error a type's own MarshalJSON or MarshalText gave back during Marshal.
type MarshalerError struct {
	Type       interface{ String() string }
	Err        error
	sourceFunc string
}

func (e *MarshalerError) Error() string {
	srcFunc := e.sourceFunc
	if srcFunc == "" {
		srcFunc = "MarshalJSON"
	}
	return "json: error calling " + srcFunc + " for type " + e.Type.String() + ": " + e.Err.Error()
}

// Unwrap exposes the method's own error to errors.Is and errors.As.
func (e *MarshalerError) Unwrap() error { return e.Err }

// UnsupportedTypeError is Marshal's error for a type JSON cannot express, such as a channel or a func.
type UnsupportedTypeError struct {
	Type interface{ String() string }
}

func (e *UnsupportedTypeError) Error() string { return "json: unsupported type: " + e.Type.String() }

// UnsupportedValueError is Marshal's error for a value JSON cannot express, such as NaN or an infinity.
type UnsupportedValueError struct {
	Str string
}

func (e *UnsupportedValueError) Error() string { return "json: unsupported value: " + e.Str }

// SyntaxError reports malformed JSON; Offset is how far into the input the problem was found.
type SyntaxError struct {
	msg    string
	Offset int64
}

func (e *SyntaxError) Error() string { return e.msg }

// UnmarshalTypeError reports a JSON value that does not fit the Go type it was decoded into.
type UnmarshalTypeError struct {
	Value  string                       // what the JSON held, e.g. "string" or "number -5"
	Type   interface{ String() string } // the Go type that could not take it
	Offset int64                        // input bytes read when the mismatch was found
	Struct string                       // the struct whose field it was, if any
	Field  string                       // dotted path of the field from the top-level value
}

func (e *UnmarshalTypeError) Error() string {
	if e.Struct != "" || e.Field != "" {
		return "json: cannot unmarshal " + e.Value + " into Go struct field " + e.Struct + "." + e.Field + " of type " + e.Type.String()
	}
	return "json: cannot unmarshal " + e.Value + " into Go value of type " + e.Type.String()
}

// InvalidUnmarshalError is Unmarshal's error when v is not a non-nil pointer.
type InvalidUnmarshalError struct {
	Type interface{ String() string }
}

func (e *InvalidUnmarshalError) Error() string {
	if e.Type == nil {
		return "json: Unmarshal(nil)"
	}
	if !e.Type.(typeName).ptr {
		return "json: Unmarshal(non-pointer " + e.Type.String() + ")"
	}
	return "json: Unmarshal(nil " + e.Type.String() + ")"
}

// newError builds the package's errors for the natives (kind: see kinds.ts ErrKind).
func newError(kind int, typ, msg string, offset int, strct, field string, cause error) error {
	switch kind {
	case 1:
		return &MarshalerError{Type: typeName{name: typ}, Err: cause, sourceFunc: msg}
	case 2:
		return &UnsupportedTypeError{Type: typeName{name: typ}}
	case 3:
		return &UnsupportedValueError{Str: msg}
	case 4:
		return &SyntaxError{msg: msg, Offset: int64(offset)}
	case 5:
		return &UnmarshalTypeError{Value: msg, Type: typeName{name: typ}, Offset: int64(offset), Struct: strct, Field: field}
	case 6:
		if typ == "" {
			return &InvalidUnmarshalError{}
		}
		return &InvalidUnmarshalError{Type: typeName{name: typ, ptr: msg == "nil"}}
	}
	return errors.New(msg)
}

func marshal(v any, escapeHTML bool, mk func(int, string, string, int, string, string, error) error) ([]byte, error)
func unmarshal(data []byte, v any, useNumber, disallow bool, mk func(int, string, string, int, string, string, error) error) error
func decodeNext(data []byte, off int, v any, useNumber, disallow bool, mk func(int, string, string, int, string, string, error) error) (int, bool, bool, error)
func valid(data []byte) bool
func compact(src []byte, escapeHTML bool, mk func(int, string, string, int, string, string, error) error) ([]byte, error)
func indent(src []byte, prefix, indent string, mk func(int, string, string, int, string, string, error) error) ([]byte, error)
func htmlEscape(src []byte) []byte

// Marshal turns v into JSON text, honouring struct tags and Marshaler methods.
func Marshal(v any) ([]byte, error) { return marshal(v, true, newError) }

// MarshalIndent is Marshal followed by Indent: one element per line, each line led by prefix and nested levels by indent.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	b, err := marshal(v, true, newError)
	if err != nil {
		return nil, err
	}
	return indentBytes(b, prefix, indent)
}

func indentBytes(b []byte, prefix, ind string) ([]byte, error) { return indent(b, prefix, ind, newError) }

// Unmarshal decodes data into the value v points to, matching object keys to fields by tag or name.
func Unmarshal(data []byte, v any) error { return unmarshal(data, v, false, false, newError) }

// Valid tells whether data is exactly one well-formed JSON value.
func Valid(data []byte) bool { return valid(data) }

// Compact writes src to dst with all white space between tokens removed.
func Compact(dst *bytes.Buffer, src []byte) error {
	b, err := compact(src, false, newError)
	if err != nil {
		return err
	}
	dst.Write(b)
	return nil
}

// Indent writes src to dst laid out one element per line, using prefix and indent; bad JSON is an error.
func Indent(dst *bytes.Buffer, src []byte, prefix, indent string) error {
	b, err := indentBytes(src, prefix, indent)
	if err != nil {
		return err
	}
	dst.Write(b)
	return nil
}

// HTMLEscape writes src to dst with <, >, &, U+2028 and U+2029 inside strings replaced by
// \\u003c, \\u003e, \\u0026, \\u2028 and \\u2029, so the JSON is safe inside an HTML script tag.
func HTMLEscape(dst *bytes.Buffer, src []byte) { dst.Write(htmlEscape(src)) }

// Encoder writes one JSON value per Encode call to an io.Writer, each ending in a newline.
type Encoder struct {
	w          io.Writer
	prefix     string
	indent     string
	escapeHTML bool
}

// NewEncoder makes an Encoder on w, with HTML escaping on.
func NewEncoder(w io.Writer) *Encoder { return &Encoder{w: w, escapeHTML: true} }

// Encode marshals v and writes it, plus a newline, to the underlying writer.
func (enc *Encoder) Encode(v any) error {
	b, err := marshal(v, enc.escapeHTML, newError)
	if err != nil {
		return err
	}
	if enc.prefix != "" || enc.indent != "" {
		if b, err = indentBytes(b, enc.prefix, enc.indent); err != nil {
			return err
		}
	}
	b = append(b, '\\n')
	_, err = enc.w.Write(b)
	return err
}

// SetIndent makes later Encode calls lay values out as MarshalIndent does.
func (enc *Encoder) SetIndent(prefix, indent string) {
	enc.prefix = prefix
	enc.indent = indent
}

// SetEscapeHTML turns the escaping of <, > and & inside strings on (the default) or off.
func (enc *Encoder) SetEscapeHTML(on bool) { enc.escapeHTML = on }

// Decoder reads a stream of JSON values from an io.Reader, one per Decode or piece by piece with Token.
type Decoder struct {
	r         io.Reader
	buf       []byte
	off       int
	read      bool
	rerr      error
	err       error
	useNumber bool
	disallow  bool
	// Where Token stands: open holds the arrays and objects entered and not yet left ('[' or '{'),
	// and phase where the decoder is inside the innermost one.
	open  []byte
	phase int
}

// Token is one piece of the stream as Decoder.Token gives it: a Delim, a bool, a float64 (a Number
// after UseNumber), a string (a value or an object key), or nil for null.
type Token any

// Delim is the token Token returns for a bracket or brace that opens or closes an array or object.
type Delim rune

func (d Delim) String() string { return string(d) }

// The phases inside an array or object. In an array, phaseItem waits for an element; in an object it
// waits for a key, and phaseValue for the value after the key's colon.
const (
	phaseOpened = iota // just after '[' or '{'
	phaseItem          // after a comma
	phaseColon         // after an object key
	phaseValue         // after an object key's colon
	phaseAfter         // after an element or a key's value
)

// NewDecoder makes a Decoder over r (the lab reads r to its end on first use, then decodes from memory).
func NewDecoder(r io.Reader) *Decoder { return &Decoder{r: r} }

// UseNumber makes numbers decoded into an interface{} arrive as Number text rather than float64.
func (dec *Decoder) UseNumber() { dec.useNumber = true }

// DisallowUnknownFields makes Decode fail on an object key that matches no field of the target struct.
func (dec *Decoder) DisallowUnknownFields() { dec.disallow = true }

func (dec *Decoder) fill() {
	if dec.read {
		return
	}
	dec.read = true
	b, err := io.ReadAll(dec.r)
	dec.buf = b
	dec.rerr = err
}

// inside is the innermost open delimiter, or 0 at the top level.
func (dec *Decoder) inside() byte {
	if len(dec.open) == 0 {
		return 0
	}
	return dec.open[len(dec.open)-1]
}

// wantsValue reports whether a whole value may start here.
func (dec *Decoder) wantsValue() bool {
	switch dec.inside() {
	case 0:
		return true
	case '[':
		return dec.phase == phaseOpened || dec.phase == phaseItem
	}
	return dec.phase == phaseValue
}

// skipSeparator steps over the comma or colon that must come before a value Decode reads in the middle
// of a Token walk, with the error Go gives when it is not there.
func (dec *Decoder) skipSeparator() error {
	var want byte
	var msg string
	switch {
	case dec.inside() == '[' && dec.phase == phaseAfter:
		want, msg = ',', "expected comma after array element"
	case dec.inside() == '{' && dec.phase == phaseColon:
		want, msg = ':', "expected colon after object key"
	default:
		return nil
	}
	c, err := dec.peek()
	if err != nil {
		return err
	}
	if c != want {
		return &SyntaxError{msg: msg, Offset: int64(dec.off)}
	}
	dec.off++
	if want == ',' {
		dec.phase = phaseItem
	} else {
		dec.phase = phaseValue
	}
	return nil
}

// Decode reads the next whole value from the stream into the value v points to.
func (dec *Decoder) Decode(v any) error {
	if dec.err != nil {
		return dec.err
	}
	dec.fill()
	if err := dec.skipSeparator(); err != nil {
		return err
	}
	if !dec.wantsValue() {
		return &SyntaxError{msg: "not at beginning of value", Offset: int64(dec.off)}
	}
	next, done, cut, err := decodeNext(dec.buf, dec.off, v, dec.useNumber, dec.disallow, newError)
	if done || cut {
		dec.off = next
		if dec.rerr != nil {
			return dec.rerr
		}
		if cut {
			return io.ErrUnexpectedEOF
		}
		return io.EOF
	}
	if _, ok := err.(*SyntaxError); ok {
		dec.err = err
		return err
	}
	dec.off = next
	dec.phase = phaseAfter
	return err
}

func (dec *Decoder) peek() (byte, error) {
	dec.fill()
	// Spaces are stepped over only up to a byte that follows them: at the end, the offset stays put.
	for i := dec.off; i < len(dec.buf); i++ {
		if c := dec.buf[i]; c != ' ' && c != '\\t' && c != '\\r' && c != '\\n' {
			dec.off = i
			return c, nil
		}
	}
	if dec.rerr != nil {
		return 0, dec.rerr
	}
	return 0, io.EOF
}

// unexpected is Token's error for byte c where it cannot stand; what Go adds to the message depends
// on what was expected (nothing right after '{').
func (dec *Decoder) unexpected(c byte) (Token, error) {
	where := ""
	switch {
	case dec.wantsValue():
		where = " looking for beginning of value"
	case dec.inside() == '[':
		where = " after array element"
	case dec.phase == phaseItem:
		where = " looking for beginning of object key string"
	case dec.phase == phaseColon:
		where = " after object key"
	case dec.phase == phaseAfter:
		where = " after object key:value pair"
	}
	var q string
	switch c {
	case '\\'':
		q = "'\\\\''"
	case '"':
		q = "'\\"'"
	default:
		s := strconv.Quote(string(rune(c)))
		q = "'" + s[1:len(s)-1] + "'"
	}
	return nil, &SyntaxError{msg: "invalid character " + q + where, Offset: int64(dec.off)}
}

// enter opens an array or object; leave closes the innermost one, which then counts as one value of
// what holds it.
func (dec *Decoder) enter(c byte) Token {
	dec.off++
	dec.open = append(dec.open, c)
	dec.phase = phaseOpened
	return Delim(c)
}

func (dec *Decoder) leave(c byte) Token {
	dec.off++
	dec.open = dec.open[:len(dec.open)-1]
	dec.phase = phaseAfter
	return Delim(c)
}

// Token steps through the stream one piece at a time: a bracket or brace as a Delim, or a scalar; commas
// and colons are checked but not returned, and the end of input gives nil, io.EOF.
func (dec *Decoder) Token() (Token, error) {
	for {
		c, err := dec.peek()
		if err != nil {
			return nil, err
		}
		in, phase := dec.inside(), dec.phase
		switch {
		case (c == '[' || c == '{') && dec.wantsValue():
			return dec.enter(c), nil
		case c == ']' && in == '[' && (phase == phaseOpened || phase == phaseAfter),
			c == '}' && in == '{' && (phase == phaseOpened || phase == phaseAfter):
			return dec.leave(c), nil
		case c == ',' && in != 0 && phase == phaseAfter:
			dec.off++
			dec.phase = phaseItem
		case c == ':' && in == '{' && phase == phaseColon:
			dec.off++
			dec.phase = phaseValue
		case c == '"' && in == '{' && (phase == phaseOpened || phase == phaseItem):
			// A key is read as a lone string value, then waits for its colon.
			var key string
			dec.open = append(dec.open, 0)
			err := dec.Decode(&key)
			dec.open = dec.open[:len(dec.open)-1]
			if err != nil {
				dec.phase = phase
				return nil, err
			}
			dec.phase = phaseColon
			return key, nil
		case c == '[' || c == '{' || c == ']' || c == '}' || c == ',' || c == ':' || !dec.wantsValue():
			return dec.unexpected(c)
		default:
			var x any
			if err := dec.Decode(&x); err != nil {
				return nil, err
			}
			return x, nil
		}
	}
}

// More tells whether the array or object being walked has another element before its closing bracket.
func (dec *Decoder) More() bool {
	dec.fill()
	for i := dec.off; i < len(dec.buf); i++ {
		switch dec.buf[i] {
		case ' ', '\\t', '\\r', '\\n':
			continue
		case ']', '}':
			return false
		}
		return true
	}
	return false
}

// InputOffset is how many bytes of the input the decoder has moved past so far.
func (dec *Decoder) InputOffset() int64 { return int64(dec.off) }
`;
