// Package k8s.io/apimachinery/pkg/labels: Set, Selector (equality, set-based and existence
// requirements), SelectorFromSet, Parse and Everything, written in Go.
import type { ShimDefinition } from "../../../../registry";

export const LABELS_PATH = "k8s.io/apimachinery/pkg/labels";

const source = `package labels

import (
	"fmt"
	"sort"
	"strings"
)

// Labels is what a selector is matched against: a lookup by key, whatever holds the values.
type Labels interface {
	// Has says whether the label is set.
	Has(label string) bool
	// Get is the label's value ("" when it is not set).
	Get(label string) string
}

// Set holds label values by key; it is a Labels.
type Set map[string]string

// String returns all labels listed as a human readable string, sorted by key.
func (ls Set) String() string {
	keys := make([]string, 0, len(ls))
	for k := range ls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, k+"="+ls[k])
	}
	return strings.Join(parts, ",")
}

// Has says whether the set holds the label.
func (ls Set) Has(label string) bool {
	_, ok := ls[label]
	return ok
}

// Get is the label's value in the set.
func (ls Set) Get(label string) string { return ls[label] }

// AsSelector converts labels into a selector.
func (ls Set) AsSelector() Selector { return SelectorFromSet(ls) }

// Operator is the set of operators that can be used in a selector requirement.
type Operator string

// The selector operators.
const (
	DoesNotExist Operator = "!"
	Equals       Operator = "="
	DoubleEquals Operator = "=="
	In           Operator = "in"
	NotEquals    Operator = "!="
	NotIn        Operator = "notin"
	Exists       Operator = "exists"
)

// Requirement contains a key, an operator and a set of values.
type Requirement struct {
	key      string
	operator Operator
	values   []string
}

// NewRequirement builds a requirement, checking that the operator is given as many values as it takes.
func NewRequirement(key string, op Operator, vals []string) (*Requirement, error) {
	switch op {
	case In, NotIn:
		if len(vals) == 0 {
			return nil, fmt.Errorf("for 'in', 'notin' operators, values set can't be empty")
		}
	case Equals, DoubleEquals, NotEquals:
		if len(vals) != 1 {
			return nil, fmt.Errorf("exact-match compatibility requires one single value")
		}
	case Exists, DoesNotExist:
		if len(vals) != 0 {
			return nil, fmt.Errorf("values set must be empty for exists and does not exist")
		}
	default:
		return nil, fmt.Errorf("operator '%v' is not recognized", op)
	}
	sorted := append([]string(nil), vals...)
	sort.Strings(sorted)
	return &Requirement{key: key, operator: op, values: sorted}, nil
}

// Key returns the requirement's key.
func (r *Requirement) Key() string { return r.key }

// Operator returns the requirement's operator.
func (r *Requirement) Operator() Operator { return r.operator }

// Values returns the requirement's values.
func (r *Requirement) Values() []string { return r.values }

func (r *Requirement) has(v string) bool {
	for _, x := range r.values {
		if x == v {
			return true
		}
	}
	return false
}

// Matches says whether the labels satisfy this one requirement.
func (r *Requirement) Matches(ls Labels) bool {
	switch r.operator {
	case In, Equals, DoubleEquals:
		return ls.Has(r.key) && r.has(ls.Get(r.key))
	case NotIn, NotEquals:
		return !ls.Has(r.key) || !r.has(ls.Get(r.key))
	case Exists:
		return ls.Has(r.key)
	case DoesNotExist:
		return !ls.Has(r.key)
	}
	return false
}

// String writes the requirement back as selector text: key, !key, key=value, key!=value or
// key in (a,b).
func (r *Requirement) String() string {
	switch r.operator {
	case Exists:
		return r.key
	case DoesNotExist:
		return "!" + r.key
	case In, NotIn:
		return r.key + " " + string(r.operator) + " (" + strings.Join(r.values, ",") + ")"
	}
	return r.key + string(r.operator) + r.values[0]
}

// Requirements must all hold for a selector to match.
type Requirements []Requirement

// Selector is a label selector: requirements that must all hold.
type Selector interface {
	// Matches says whether the labels satisfy every requirement.
	Matches(Labels) bool
	// Empty says whether the selector has no requirements, so that it selects everything.
	Empty() bool
	// String is the selector as selector text, the form ParseSelector reads.
	String() string
	// Add adds requirements to the Selector.
	Add(r ...Requirement) Selector
	// Requirements lists the selector's requirements; selectable is false for Nothing(), which
	// has none and matches no labels.
	Requirements() (requirements Requirements, selectable bool)
}

type internalSelector []Requirement

func (s internalSelector) Matches(ls Labels) bool {
	for i := range s {
		if !s[i].Matches(ls) {
			return false
		}
	}
	return true
}

func (s internalSelector) Empty() bool { return len(s) == 0 }

func (s internalSelector) String() string {
	parts := make([]string, 0, len(s))
	for i := range s {
		parts = append(parts, s[i].String())
	}
	return strings.Join(parts, ",")
}

func (s internalSelector) Add(reqs ...Requirement) Selector {
	out := append(internalSelector(nil), s...)
	out = append(out, reqs...)
	sort.Slice(out, func(i, j int) bool { return out[i].key < out[j].key })
	return out
}

func (s internalSelector) Requirements() (Requirements, bool) { return Requirements(s), true }

// Everything is the selector with no requirements.
func Everything() Selector { return internalSelector{} }

type nothingSelector struct{}

func (nothingSelector) Matches(_ Labels) bool              { return false }
func (nothingSelector) Empty() bool                        { return false }
func (nothingSelector) String() string                     { return "" }
func (nothingSelector) Add(_ ...Requirement) Selector      { return nothingSelector{} }
func (nothingSelector) Requirements() (Requirements, bool) { return nil, false }

// Nothing returns a selector that matches no labels.
func Nothing() Selector { return nothingSelector{} }

// NewSelector returns a nil selector.
func NewSelector() Selector { return internalSelector(nil) }

// SelectorFromSet turns a label set into a selector with one key=value requirement per label,
// sorted by key.
func SelectorFromSet(ls Set) Selector {
	var s internalSelector
	keys := make([]string, 0, len(ls))
	for k := range ls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s = append(s, Requirement{key: k, operator: Equals, values: []string{ls[k]}})
	}
	return s
}

// SelectorFromValidatedSet makes one equality requirement per label of a set already known to be valid.
func SelectorFromValidatedSet(ls Set) Selector { return SelectorFromSet(ls) }

// Parse reads selector text such as "app=web,tier in (a,b),!legacy" into a Selector, its
// requirements sorted by key, or fails on text it cannot read.
func Parse(selector string) (Selector, error) {
	var s internalSelector
	rest := strings.TrimSpace(selector)
	for rest != "" {
		var part string
		depth := 0
		cut := len(rest)
		for i := 0; i < len(rest); i++ {
			if rest[i] == '(' {
				depth++
			} else if rest[i] == ')' {
				depth--
			} else if rest[i] == ',' && depth == 0 {
				cut = i
				break
			}
		}
		part, rest = strings.TrimSpace(rest[:cut]), strings.TrimSpace(strings.TrimPrefix(rest[cut:], ","))
		r, err := parseRequirement(part)
		if err != nil {
			return nil, err
		}
		s = append(s, *r)
	}
	sort.Slice(s, func(i, j int) bool { return s[i].key < s[j].key })
	return s, nil
}

func parseRequirement(p string) (*Requirement, error) {
	if strings.HasPrefix(p, "!") {
		return NewRequirement(strings.TrimSpace(p[1:]), DoesNotExist, nil)
	}
	for _, op := range []Operator{NotEquals, DoubleEquals, Equals} {
		if i := strings.Index(p, string(op)); i > 0 {
			return NewRequirement(strings.TrimSpace(p[:i]), op, []string{strings.TrimSpace(p[i+len(op):])})
		}
	}
	for _, op := range []Operator{NotIn, In} {
		marker := " " + string(op) + " "
		if i := strings.Index(p, marker); i > 0 {
			vals := strings.TrimSpace(p[i+len(marker):])
			if !strings.HasPrefix(vals, "(") || !strings.HasSuffix(vals, ")") {
				return nil, fmt.Errorf("unable to parse requirement: found '%s', expected: '('", vals)
			}
			var list []string
			for _, v := range strings.Split(vals[1:len(vals)-1], ",") {
				list = append(list, strings.TrimSpace(v))
			}
			return NewRequirement(strings.TrimSpace(p[:i]), op, list)
		}
	}
	if strings.ContainsAny(p, " ()") || p == "" {
		return nil, fmt.Errorf("unable to parse requirement: %q", p)
	}
	return NewRequirement(p, Exists, nil)
}
`;

/** labelsPackage is k8s.io/apimachinery/pkg/labels. */
export const labelsPackage: ShimDefinition = { path: LABELS_PATH, source, natives: {} };
