// Package k8s.io/apimachinery/pkg/util/validation: the name and label checks of apimachinery
// (IsDNS1123Label, IsDNS1123Subdomain, IsDNS1035Label, IsValidLabelValue, IsQualifiedName,
// IsValidPortNum, IsInRange), their length constants and message helpers, written in Go. Each
// check returns the list of what is wrong with the value, empty when it is valid.
import type { ShimDefinition } from "../../../../../registry";

const source = `package validation

import (
	"fmt"
	"regexp"
	"strings"
)

const (
	// DNS1123LabelMaxLength caps an RFC 1123 label (most object names) at 63 bytes.
	DNS1123LabelMaxLength int = 63
	// DNS1123SubdomainMaxLength caps an RFC 1123 subdomain at 253 bytes.
	DNS1123SubdomainMaxLength int = 253
	// DNS1035LabelMaxLength caps an RFC 1035 label (a Service name) at 63 bytes.
	DNS1035LabelMaxLength int = 63
	// LabelValueMaxLength caps a label value at 63 bytes.
	LabelValueMaxLength int = 63
)

const (
	label1123     = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
	subdomain1123 = label1123 + "(\\\\." + label1123 + ")*"
	label1035     = "[a-z]([-a-z0-9]*[a-z0-9])?"
	qualifiedName = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]"
	labelValue    = "(" + qualifiedName + ")?"
)

var (
	label1123Re     = regexp.MustCompile("^" + label1123 + "$")
	subdomain1123Re = regexp.MustCompile("^" + subdomain1123 + "$")
	label1035Re     = regexp.MustCompile("^" + label1035 + "$")
	qualifiedNameRe = regexp.MustCompile("^" + qualifiedName + "$")
	labelValueRe    = regexp.MustCompile("^" + labelValue + "$")
)

// IsDNS1123Label checks value as an RFC 1123 label: at most 63 lower-case letters, digits and
// dashes, beginning and ending with a letter or digit.
func IsDNS1123Label(value string) []string {
	var errs []string
	if len(value) > DNS1123LabelMaxLength {
		errs = append(errs, MaxLenError(DNS1123LabelMaxLength))
	}
	if !label1123Re.MatchString(value) {
		if subdomain1123Re.MatchString(value) {
			errs = append(errs, "must not contain dots")
		} else {
			errs = append(errs, RegexError("a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character", label1123, "my-name", "123-abc"))
		}
	}
	return errs
}

// IsDNS1123Subdomain checks value as an RFC 1123 subdomain: RFC 1123 labels joined by dots, at
// most 253 bytes in all.
func IsDNS1123Subdomain(value string) []string {
	var errs []string
	if len(value) > DNS1123SubdomainMaxLength {
		errs = append(errs, MaxLenError(DNS1123SubdomainMaxLength))
	}
	if !subdomain1123Re.MatchString(value) {
		errs = append(errs, RegexError("a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character", subdomain1123, "example.com"))
	}
	return errs
}

// IsDNS1035Label checks value as an RFC 1035 label: like an RFC 1123 label, but it must begin
// with a letter.
func IsDNS1035Label(value string) []string {
	var errs []string
	if len(value) > DNS1035LabelMaxLength {
		errs = append(errs, MaxLenError(DNS1035LabelMaxLength))
	}
	if !label1035Re.MatchString(value) {
		errs = append(errs, RegexError("a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character", label1035, "my-name", "abc-123"))
	}
	return errs
}

// IsValidLabelValue checks value as a label value: empty, or at most 63 letters, digits, '-', '_'
// and '.', beginning and ending with a letter or digit.
func IsValidLabelValue(value string) []string {
	var errs []string
	if len(value) > LabelValueMaxLength {
		errs = append(errs, MaxLenError(LabelValueMaxLength))
	}
	if !labelValueRe.MatchString(value) {
		errs = append(errs, RegexError("a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", labelValue, "MyValue", "my_value", "12345"))
	}
	return errs
}

// IsQualifiedName checks value as a label or annotation key: an optional DNS subdomain prefix and
// a slash, then a name of at most 63 characters.
func IsQualifiedName(value string) []string {
	var errs []string
	parts := strings.Split(value, "/")
	var name string
	switch len(parts) {
	case 1:
		name = parts[0]
	case 2:
		var prefix string
		prefix, name = parts[0], parts[1]
		if len(prefix) == 0 {
			errs = append(errs, "prefix part "+EmptyError())
		} else if msgs := IsDNS1123Subdomain(prefix); len(msgs) != 0 {
			for _, m := range msgs {
				errs = append(errs, "prefix part "+m)
			}
		}
	default:
		return append(errs, "a valid label key "+RegexError("must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", qualifiedName, "MyName", "my.name", "123-abc")+
			" with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')")
	}
	if len(name) == 0 {
		errs = append(errs, "name part "+EmptyError())
	} else if len(name) > 63 {
		errs = append(errs, "name part "+MaxLenError(63))
	}
	if !qualifiedNameRe.MatchString(name) {
		errs = append(errs, "name part "+RegexError("must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", qualifiedName, "MyName", "my.name", "123-abc"))
	}
	return errs
}

// IsValidPortNum accepts 1 to 65535 and otherwise returns one error message.
func IsValidPortNum(port int) []string {
	if 1 <= port && port <= 65535 {
		return nil
	}
	return []string{InclusiveRangeError(1, 65535)}
}

// IsInRange accepts min <= value <= max and otherwise returns one error message.
func IsInRange(value int, min int, max int) []string {
	if value >= min && value <= max {
		return nil
	}
	return []string{InclusiveRangeError(min, max)}
}

// MaxLenError is the message for a value longer than length characters.
func MaxLenError(length int) string { return fmt.Sprintf("must be no more than %d characters", length) }

// RegexError builds the message for a value that fails a regex check, showing the pattern and any examples.
func RegexError(msg string, fmt string, examples ...string) string {
	if len(examples) == 0 {
		return msg + " (regex used for validation is '" + fmt + "')"
	}
	quoted := make([]string, len(examples))
	for i, e := range examples {
		quoted[i] = "'" + e + "'"
	}
	return msg + " (e.g. " + strings.Join(quoted, ",  or ") + ", regex used for validation is '" + fmt + "')"
}

// EmptyError is the message for a value that may not be empty.
func EmptyError() string { return "must be non-empty" }

// InclusiveRangeError is the message for a number outside lo..hi, both ends allowed.
func InclusiveRangeError(lo, hi int) string {
	return fmt.Sprintf("must be between %d and %d, inclusive", lo, hi)
}
`;

/** validationPackage is k8s.io/apimachinery/pkg/util/validation. */
export const validationPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/util/validation",
  source,
  natives: {},
};
