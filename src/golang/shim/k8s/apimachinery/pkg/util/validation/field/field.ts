// Package k8s.io/apimachinery/pkg/util/validation/field: field paths (NewPath, Child, Index, Key),
// field-level validation errors (Invalid, Required, Forbidden, NotSupported, Duplicate, NotFound,
// TooLong, TooMany, InternalError, TypeInvalid) and ErrorList with ToAggregate, written in Go. The
// messages are apimachinery's: `<field>: <type>[: <value>][: <detail>]`, the value as %v for numbers
// and bools, %q for strings and JSON otherwise; apierrors.NewInvalid turns an ErrorList into a 422.
import type { ShimDefinition } from "../../../../../../registry";

const source = `package field

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	utilerrors "k8s.io/apimachinery/pkg/util/errors"
)

// Path locates one field inside an object, such as spec.containers[0].image, for use in validation errors.
type Path struct {
	name   string // the field's name, or "" when this element is a subscript
	index  string // the subscript (an index or a map key) when name is ""
	parent *Path  // nil at the root
}

// NewPath starts a path at a top-level field; extra names descend one level each.
func NewPath(name string, moreNames ...string) *Path {
	p := &Path{name: name}
	for _, n := range moreNames {
		p = &Path{name: n, parent: p}
	}
	return p
}

// Root walks up to the first element of p.
func (p *Path) Root() *Path {
	for p.parent != nil {
		p = p.parent
	}
	return p
}

// Child extends p by one or more field names.
func (p *Path) Child(name string, moreNames ...string) *Path {
	c := NewPath(name, moreNames...)
	c.Root().parent = p
	return c
}

// Index extends p with a list position, printed as [i].
func (p *Path) Index(index int) *Path { return &Path{index: strconv.Itoa(index), parent: p} }

// Key extends p with a map key, printed as [key].
func (p *Path) Key(key string) *Path { return &Path{index: key, parent: p} }

// String prints the path the way field errors show it, such as "spec.containers[0].image".
func (p *Path) String() string {
	if p == nil {
		return "<nil>"
	}
	var parts []string
	for e := p; e != nil; e = e.parent {
		switch {
		case e.name == "":
			parts = append(parts, "["+e.index+"]")
		case e.parent != nil:
			parts = append(parts, "."+e.name)
		default:
			parts = append(parts, e.name)
		}
	}
	var b strings.Builder
	for i := len(parts) - 1; i >= 0; i-- {
		b.WriteString(parts[i])
	}
	return b.String()
}

// ErrorType is the stable code of a field error (what went wrong, as opposed to the free-text detail).
type ErrorType string

const (
	// ErrorTypeNotFound means something the field refers to does not exist.
	ErrorTypeNotFound ErrorType = "FieldValueNotFound"
	// ErrorTypeRequired means a field that must be set was left empty.
	ErrorTypeRequired ErrorType = "FieldValueRequired"
	// ErrorTypeDuplicate means a value that has to be unique appears twice.
	ErrorTypeDuplicate ErrorType = "FieldValueDuplicate"
	// ErrorTypeInvalid means the value is badly formed or out of range.
	ErrorTypeInvalid ErrorType = "FieldValueInvalid"
	// ErrorTypeNotSupported means the value is not one of the field's allowed choices.
	ErrorTypeNotSupported ErrorType = "FieldValueNotSupported"
	// ErrorTypeForbidden means the value is well formed but not allowed in this situation.
	ErrorTypeForbidden ErrorType = "FieldValueForbidden"
	// ErrorTypeTooLong means a string or list exceeds its maximum length.
	ErrorTypeTooLong ErrorType = "FieldValueTooLong"
	// ErrorTypeTooMany means more items than the field allows.
	ErrorTypeTooMany ErrorType = "FieldValueTooMany"
	// ErrorTypeTooFew means fewer items than the field needs.
	ErrorTypeTooFew ErrorType = "FieldValueTooFew"
	// ErrorTypeInternal means the validator itself failed, not the input.
	ErrorTypeInternal ErrorType = "InternalError"
	// ErrorTypeTypeInvalid means the value has the wrong JSON type for the field's schema.
	ErrorTypeTypeInvalid ErrorType = "FieldValueTypeInvalid"
	// ErrorTypeTooShort means a string or list is below its minimum length.
	ErrorTypeTooShort ErrorType = "FieldValueTooShort"
)

// String gives the fixed words that begin an error of this type, such as "Invalid value".
func (t ErrorType) String() string {
	switch t {
	case ErrorTypeNotFound:
		return "Not found"
	case ErrorTypeRequired:
		return "Required value"
	case ErrorTypeDuplicate:
		return "Duplicate value"
	case ErrorTypeInvalid, ErrorTypeTypeInvalid:
		return "Invalid value"
	case ErrorTypeNotSupported:
		return "Unsupported value"
	case ErrorTypeForbidden:
		return "Forbidden"
	case ErrorTypeTooLong:
		return "Too long"
	case ErrorTypeTooMany:
		return "Too many"
	case ErrorTypeTooFew:
		return "Too few"
	case ErrorTypeInternal:
		return "Internal error"
	case ErrorTypeTooShort:
		return "Too short"
	}
	return fmt.Sprintf("<unknown error %q>", string(t))
}

// Error is one validation failure: which field, what kind of failure, the offending value and a
// free-text detail.
type Error struct {
	Type     ErrorType
	Field    string
	BadValue interface{}
	Detail   string
	Origin   string
}

// OmitValueType is the type of a BadValue that is left out of the message.
type OmitValueType struct{}

var omitValue = OmitValueType{}

// Error implements the error interface: "<field>: <body>".
func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Field, e.ErrorBody()) }

// ErrorBody is the message after the field name: the type's words, then the bad value and the
// detail when there are any.
func (e *Error) ErrorBody() string {
	var s string
	switch e.Type {
	case ErrorTypeRequired, ErrorTypeForbidden, ErrorTypeTooLong, ErrorTypeTooShort, ErrorTypeInternal:
		s = e.Type.String()
	case ErrorTypeInvalid, ErrorTypeTypeInvalid, ErrorTypeNotSupported, ErrorTypeNotFound,
		ErrorTypeDuplicate, ErrorTypeTooMany, ErrorTypeTooFew:
		if _, omit := e.BadValue.(OmitValueType); omit {
			s = e.Type.String()
			break
		}
		switch v := e.BadValue.(type) {
		case int64, int32, float64, float32, bool:
			s = fmt.Sprintf("%s: %v", e.Type, v)
		case string:
			s = fmt.Sprintf("%s: %q", e.Type, v)
		default:
			if b, err := json.Marshal(e.BadValue); err == nil {
				s = e.Type.String() + ": " + string(b)
			} else if str, ok := e.BadValue.(fmt.Stringer); ok {
				s = e.Type.String() + ": " + str.String()
			} else {
				s = fmt.Sprintf("%s: %#v", e.Type, e.BadValue)
			}
		}
	default:
		s = InternalError(nil, fmt.Errorf("unhandled error code: %s: please report this", e.Type)).ErrorBody()
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// WithOrigin adds origin information to the field error.
func (e *Error) WithOrigin(o string) *Error {
	e.Origin = o
	return e
}

// TypeInvalid reports a value whose JSON type is wrong for the field.
func TypeInvalid(field *Path, value interface{}, detail string) *Error {
	return &Error{Type: ErrorTypeTypeInvalid, Field: field.String(), BadValue: value, Detail: detail}
}

// NotFound reports a value that refers to something missing.
func NotFound(field *Path, value interface{}) *Error {
	return &Error{Type: ErrorTypeNotFound, Field: field.String(), BadValue: value}
}

// Required reports a field that must be set but is empty; detail may say why.
func Required(field *Path, detail string) *Error {
	return &Error{Type: ErrorTypeRequired, Field: field.String(), BadValue: "", Detail: detail}
}

// Duplicate reports a value that appears more than once where it must be unique.
func Duplicate(field *Path, value interface{}) *Error {
	return &Error{Type: ErrorTypeDuplicate, Field: field.String(), BadValue: value}
}

// Invalid reports a badly formed or out-of-range value, with detail saying what is wrong.
func Invalid(field *Path, value interface{}, detail string) *Error {
	return &Error{Type: ErrorTypeInvalid, Field: field.String(), BadValue: value, Detail: detail}
}

// NotSupported reports a value outside the field's allowed choices; the detail lists those choices.
func NotSupported[T ~string](field *Path, value interface{}, validValues []T) *Error {
	detail := ""
	if len(validValues) > 0 {
		quoted := make([]string, 0, len(validValues))
		for _, v := range validValues {
			quoted = append(quoted, strconv.Quote(fmt.Sprint(v)))
		}
		detail = "supported values: " + strings.Join(quoted, ", ")
	}
	return &Error{Type: ErrorTypeNotSupported, Field: field.String(), BadValue: value, Detail: detail}
}

// Forbidden reports a field that may not be set, or set this way, here; detail says why.
func Forbidden(field *Path, detail string) *Error {
	return &Error{Type: ErrorTypeForbidden, Field: field.String(), BadValue: "", Detail: detail}
}

func lengthDetail(prefix string, n int, unit string, otherwise string) string {
	if n < 0 {
		return otherwise
	}
	if n != 1 {
		unit += "s"
	}
	return fmt.Sprintf("%s %d %s", prefix, n, unit)
}

// TooLong reports a value over maxLength bytes; the value itself is not printed.
func TooLong(field *Path, value interface{}, maxLength int) *Error {
	return &Error{Type: ErrorTypeTooLong, Field: field.String(), BadValue: "<value omitted>",
		Detail: lengthDetail("may not be more than", maxLength, "byte", "value is too long")}
}

// TooLongCharacters is TooLong with the limit counted in characters.
func TooLongCharacters[T ~string](field *Path, value T, maxLength int) *Error {
	return &Error{Type: ErrorTypeTooLong, Field: field.String(), BadValue: "<value omitted>",
		Detail: lengthDetail("may not be more than", maxLength, "character", "value is too long")}
}

// TooLongMaxLength is the older name for TooLong (deprecated); the value is not printed.
func TooLongMaxLength(field *Path, value interface{}, maxLength int) *Error {
	return TooLong(field, "", maxLength)
}

// TooShort reports a string shorter than minLength characters.
func TooShort[T ~string](field *Path, value T, minLength int) *Error {
	return &Error{Type: ErrorTypeTooShort, Field: field.String(), BadValue: value,
		Detail: lengthDetail("must be at least", minLength, "character", "value is too short")}
}

// TooMany reports a list with more items than maxQuantity.
func TooMany(field *Path, actualQuantity, maxQuantity int) *Error {
	var actual interface{} = omitValue
	if actualQuantity >= 0 {
		actual = actualQuantity
	}
	return &Error{Type: ErrorTypeTooMany, Field: field.String(), BadValue: actual,
		Detail: lengthDetail("must have at most", maxQuantity, "item", "has too many items")}
}

// TooFew reports a list with fewer items than minQuantity.
func TooFew(field *Path, actualQuantity, minQuantity int) *Error {
	var actual interface{} = omitValue
	if actualQuantity >= 0 {
		actual = actualQuantity
	}
	return &Error{Type: ErrorTypeTooFew, Field: field.String(), BadValue: actual,
		Detail: lengthDetail("must have at least", minQuantity, "item", "has too few items")}
}

// InternalError reports that the validation code itself failed with err (which must not be nil).
func InternalError(field *Path, err error) *Error {
	return &Error{Type: ErrorTypeInternal, Field: field.String(), BadValue: err, Detail: err.Error()}
}

// ErrorList holds a set of Errors.
type ErrorList []*Error

// PrefixDetail adds a prefix to the Detail of every error in the list.
func (list ErrorList) PrefixDetail(prefix string) ErrorList {
	for _, e := range list {
		e.Detail = prefix + e.Detail
	}
	return list
}

// WithOrigin sets the origin of every error in the list.
func (list ErrorList) WithOrigin(origin string) ErrorList {
	for _, e := range list {
		e.Origin = origin
	}
	return list
}

// ToAggregate converts the ErrorList into an errors.Aggregate, leaving out errors whose message repeats an earlier one (nil when empty).
func (list ErrorList) ToAggregate() utilerrors.Aggregate {
	if len(list) == 0 {
		return nil
	}
	seen := map[string]bool{}
	errs := make([]error, 0, len(list))
	for _, e := range list {
		msg := fmt.Sprintf("%v", e)
		if seen[msg] {
			continue
		}
		seen[msg] = true
		errs = append(errs, e)
	}
	return utilerrors.NewAggregate(errs)
}

// NewErrorTypeMatcher returns an errors.Matcher that is true for a *Error of the given type.
func NewErrorTypeMatcher(t ErrorType) utilerrors.Matcher {
	return func(err error) bool {
		if e, ok := err.(*Error); ok {
			return e.Type == t
		}
		return false
	}
}

// Filter removes the errors for which any of the matchers is true (repeated messages dropped, as ToAggregate does).
func (list ErrorList) Filter(fns ...utilerrors.Matcher) ErrorList {
	err := utilerrors.FilterOut(list.ToAggregate(), fns...)
	if err == nil {
		return nil
	}
	var out ErrorList
	for _, e := range err.(utilerrors.Aggregate).Errors() {
		out = append(out, e.(*Error))
	}
	return out
}
`;

/** fieldPackage is k8s.io/apimachinery/pkg/util/validation/field. */
export const fieldPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/util/validation/field",
  source,
  natives: {},
};
