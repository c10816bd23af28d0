// Package k8s.io/apimachinery/pkg/fields: Set, Selector (field=value and field!=value terms, ANDed),
// SelectorFromSet, OneTermEqualSelector, OneTermNotEqualSelector, AndSelectors, ParseSelector and
// Everything, written in Go (what a cache.Options field selector is built from). A selector's String()
// is the form the API server reads (`metadata.namespace!=a,metadata.name=b`).
import type { ShimDefinition } from "../../../../registry";

const source = `package fields

import (
	"fmt"
	"sort"
	"strings"
)

// Fields is what a field selector is matched against: a lookup by field path, whatever holds the values.
type Fields interface {
	// Has says whether the field has a value.
	Has(field string) (exists bool)
	// Get is the field's value ("" when it has none).
	Get(field string) (value string)
}

// Set holds field values by path; it is a Fields.
type Set map[string]string

// String is the set as selector text, "path=value" terms joined by commas in path order.
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

// Has says whether the set holds the field.
func (ls Set) Has(field string) bool {
	_, ok := ls[field]
	return ok
}

// Get is the field's value in the set.
func (ls Set) Get(field string) string { return ls[field] }

// AsSelector is the selector that requires each of the set's values.
func (ls Set) AsSelector() Selector { return SelectorFromSet(ls) }

// Selector is a field selector: terms that must all hold.
type Selector interface {
	// Matches says whether the fields satisfy every term.
	Matches(Fields) bool
	// Empty says whether the selector has no terms, so that it selects everything.
	Empty() bool
	// RequiresExactMatch gives the value an equality term demands of the field, if there is one.
	RequiresExactMatch(field string) (value string, found bool)
	// String is the selector as the API server reads it.
	String() string
}

type hasTerm struct{ field, value string }

func (t *hasTerm) Matches(ls Fields) bool { return ls.Get(t.field) == t.value }
func (t *hasTerm) Empty() bool            { return false }
func (t *hasTerm) RequiresExactMatch(field string) (string, bool) {
	if t.field == field {
		return t.value, true
	}
	return "", false
}
func (t *hasTerm) String() string { return t.field + "=" + t.value }

type notHasTerm struct{ field, value string }

func (t *notHasTerm) Matches(ls Fields) bool                         { return ls.Get(t.field) != t.value }
func (t *notHasTerm) Empty() bool                                    { return false }
func (t *notHasTerm) RequiresExactMatch(field string) (string, bool) { return "", false }
func (t *notHasTerm) String() string                                 { return t.field + "!=" + t.value }

type andTerm []Selector

func (t andTerm) Matches(ls Fields) bool {
	for _, q := range t {
		if !q.Matches(ls) {
			return false
		}
	}
	return true
}

func (t andTerm) Empty() bool {
	for _, q := range t {
		if !q.Empty() {
			return false
		}
	}
	return true
}

func (t andTerm) RequiresExactMatch(field string) (string, bool) {
	for _, q := range t {
		if v, ok := q.RequiresExactMatch(field); ok {
			return v, true
		}
	}
	return "", false
}

func (t andTerm) String() string {
	var terms []string
	for _, q := range t {
		if s := q.String(); s != "" {
			terms = append(terms, s)
		}
	}
	return strings.Join(terms, ",")
}

// Everything is the selector with no terms.
func Everything() Selector { return andTerm{} }

// OneTermEqualSelector selects what has value v at field k.
func OneTermEqualSelector(k, v string) Selector { return &hasTerm{field: k, value: v} }

// OneTermNotEqualSelector selects what does not have value v at field k.
func OneTermNotEqualSelector(k, v string) Selector { return &notHasTerm{field: k, value: v} }

// AndSelectors joins selectors: all of their terms must hold.
func AndSelectors(selectors ...Selector) Selector { return andTerm(selectors) }

// SelectorFromSet makes one equality term per field of the set, in path order.
func SelectorFromSet(ls Set) Selector {
	if ls == nil {
		return Everything()
	}
	keys := make([]string, 0, len(ls))
	for k := range ls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	items := make([]Selector, 0, len(keys))
	for _, k := range keys {
		items = append(items, &hasTerm{field: k, value: ls[k]})
	}
	if len(items) == 1 {
		return items[0]
	}
	return andTerm(items)
}

// ParseSelector reads selector text ("a=b,c!=d"), or says why it cannot.
func ParseSelector(selector string) (Selector, error) {
	var items []Selector
	for _, part := range strings.Split(selector, ",") {
		if part == "" {
			continue
		}
		if i := strings.Index(part, "!="); i >= 0 {
			items = append(items, &notHasTerm{field: strings.TrimSpace(part[:i]), value: strings.TrimSpace(part[i+2:])})
		} else if i := strings.Index(part, "=="); i >= 0 {
			items = append(items, &hasTerm{field: strings.TrimSpace(part[:i]), value: strings.TrimSpace(part[i+2:])})
		} else if i := strings.Index(part, "="); i >= 0 {
			items = append(items, &hasTerm{field: strings.TrimSpace(part[:i]), value: strings.TrimSpace(part[i+1:])})
		} else {
			return nil, fmt.Errorf("invalid selector: '%s'; can't understand '%s'", selector, part)
		}
	}
	if len(items) == 1 {
		return items[0], nil
	}
	return andTerm(items), nil
}

// ParseSelectorOrDie is ParseSelector that panics on bad text.
func ParseSelectorOrDie(s string) Selector {
	selector, err := ParseSelector(s)
	if err != nil {
		panic(err)
	}
	return selector
}
`;

/** fieldsPackage is k8s.io/apimachinery/pkg/fields. */
export const fieldsPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/fields", source, natives: {} };
