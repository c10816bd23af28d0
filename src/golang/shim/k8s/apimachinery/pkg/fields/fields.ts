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

// Fields allows you to present fields independently from their storage.
type Fields interface {
	// Has returns whether the provided field exists.
	Has(field string) (exists bool)
	// Get returns the value for the provided field.
	Get(field string) (value string)
}

// Set is a map of field:value. It implements Fields.
type Set map[string]string

// String returns all fields listed as a human readable string, sorted by field.
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

// Has returns whether the provided field exists in the map.
func (ls Set) Has(field string) bool {
	_, ok := ls[field]
	return ok
}

// Get returns the value in the map for the provided field.
func (ls Set) Get(field string) string { return ls[field] }

// AsSelector converts fields into a selector.
func (ls Set) AsSelector() Selector { return SelectorFromSet(ls) }

// Selector represents a field selector.
type Selector interface {
	// Matches returns true if this selector matches the given set of fields.
	Matches(Fields) bool
	// Empty returns true if this selector does not restrict the selection space.
	Empty() bool
	// RequiresExactMatch allows a caller to introspect whether a given selector requires a single specific field to be set, and if so returns the value it requires.
	RequiresExactMatch(field string) (value string, found bool)
	// String returns a human readable string that represents this selector.
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

// Everything returns a selector that matches all fields.
func Everything() Selector { return andTerm{} }

// OneTermEqualSelector returns an object that matches objects where one field/field equals one value.
func OneTermEqualSelector(k, v string) Selector { return &hasTerm{field: k, value: v} }

// OneTermNotEqualSelector returns an object that matches objects where one field/field does not equal one value.
func OneTermNotEqualSelector(k, v string) Selector { return &notHasTerm{field: k, value: v} }

// AndSelectors creates a selector that is the logical AND of all the given selectors.
func AndSelectors(selectors ...Selector) Selector { return andTerm(selectors) }

// SelectorFromSet returns a Selector which will match exactly the given Set (its terms sorted by field).
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

// ParseSelector takes a string representing a selector and returns an object suitable for matching, or an error.
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

// ParseSelectorOrDie takes a string representing a selector and returns an object suitable for matching, or panics.
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
