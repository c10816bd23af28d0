// Package github.com/robfig/cron (v1): cron spec parsing and schedules, written in Go for the lab:
// ParseStandard (minute hour day-of-month month day-of-week, and the @hourly/@daily/@weekly/
// @monthly/@yearly/@every descriptors), Parse (with a seconds field, day of week optional),
// NewParser with ParseOption flags, Schedule.Next, SpecSchedule and Every. The parser's messages
// are v1.2.0's. Running jobs (cron.New, AddFunc, Start) needs goroutines and timers, which the lab
// does not have: a controller uses a schedule's Next and requeues, as kubebuilder's CronJob does.
import type { ShimDefinition } from "../../../registry";

const source = `package cron

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Schedule is anything that can say when a job should run again.
type Schedule interface {
	// Next gives the first moment strictly after its argument at which the job is due.
	Next(time.Time) time.Time
}

// ParseOption configures a Parser: which fields a spec has.
type ParseOption int

const (
	// Second asks for a seconds column; without it the seconds are 0.
	Second ParseOption = 1 << iota
	// Minute asks for a minutes column; without it the minutes are 0.
	Minute
	// Hour asks for an hours column; without it the hour is 0.
	Hour
	// Dom asks for a day-of-month column; without it any day matches.
	Dom
	// Month asks for a month column; without it any month matches.
	Month
	// Dow asks for a day-of-week column; without it any weekday matches.
	Dow
	// DowOptional lets a spec leave out its last column, the day of week (any weekday then).
	DowOptional
	// Descriptor accepts the @-names (@hourly, @daily, @every 1h, ...) in place of columns.
	Descriptor
)

// Parser reads specs laid out as its ParseOption flags say.
type Parser struct {
	options   ParseOption
	optionals int
}

// NewParser builds a Parser for the columns and features named by options.
func NewParser(options ParseOption) Parser {
	p := Parser{options: options}
	if options&DowOptional > 0 {
		p.options |= Dow
		p.optionals = 1
	}
	return p
}

// field is one field of a spec: its option, its default, and its range.
type field struct {
	option   ParseOption
	fallback string
	min, max uint
	names    map[string]uint
}

var fields = []field{
	{Second, "0", 0, 59, nil},
	{Minute, "0", 0, 59, nil},
	{Hour, "0", 0, 23, nil},
	{Dom, "*", 1, 31, nil},
	{Month, "*", 1, 12, map[string]uint{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}},
	{Dow, "*", 0, 6, map[string]uint{"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}},
}

// Parse turns spec into a Schedule, or says in its error what is wrong with the spec.
func (p Parser) Parse(spec string) (Schedule, error) {
	if spec == "" {
		return nil, fmt.Errorf("Empty spec string")
	}
	if spec[0] == '@' && p.options&Descriptor > 0 {
		return parseDescriptor(spec)
	}
	most := 0
	for _, f := range fields {
		if p.options&f.option > 0 {
			most++
		}
	}
	least := most - p.optionals
	given := strings.Fields(spec)
	if n := len(given); n < least || n > most {
		if least == most {
			return nil, fmt.Errorf("Expected exactly %d fields, found %d: %s", least, n, spec)
		}
		return nil, fmt.Errorf("Expected %d to %d fields, found %d: %s", least, most, n, spec)
	}
	var bits [6]uint64
	next := 0
	for i, f := range fields {
		text := f.fallback
		if p.options&f.option > 0 && next < len(given) {
			text = given[next]
			next++
		}
		b, err := parseField(text, f)
		if err != nil {
			return nil, err
		}
		bits[i] = b
	}
	return &SpecSchedule{Second: bits[0], Minute: bits[1], Hour: bits[2], Dom: bits[3], Month: bits[4], Dow: bits[5]}, nil
}

var standardParser = NewParser(Minute | Hour | Dom | Month | Dow | Descriptor)

// ParseStandard reads the classic five-column layout (minute, hour, day of month, month, day of
// week) or an @-descriptor.
func ParseStandard(standardSpec string) (Schedule, error) { return standardParser.Parse(standardSpec) }

var defaultParser = NewParser(Second | Minute | Hour | Dom | Month | DowOptional | Descriptor)

// Parse reads a six-column spec that starts with seconds; the day-of-week column may be left out.
// Descriptors are accepted too.
func Parse(spec string) (Schedule, error) { return defaultParser.Parse(spec) }

// starBit marks a field given as * or ?.
const starBit uint64 = 1 << 63

func parseField(text string, f field) (uint64, error) {
	var bits uint64
	for _, expr := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' }) {
		b, err := parseRange(expr, f)
		if err != nil {
			return bits, err
		}
		bits |= b
	}
	return bits, nil
}

func parseRange(expr string, f field) (uint64, error) {
	rangeAndStep := strings.Split(expr, "/")
	lowAndHigh := strings.Split(rangeAndStep[0], "-")
	var start, end, step uint
	var extra uint64
	var err error
	if lowAndHigh[0] == "*" || lowAndHigh[0] == "?" {
		start, end, extra = f.min, f.max, starBit
	} else {
		if start, err = intOrName(lowAndHigh[0], f.names); err != nil {
			return 0, err
		}
		switch len(lowAndHigh) {
		case 1:
			end = start
		case 2:
			if end, err = intOrName(lowAndHigh[1], f.names); err != nil {
				return 0, err
			}
		default:
			return 0, fmt.Errorf("Too many hyphens: %s", expr)
		}
	}
	switch len(rangeAndStep) {
	case 1:
		step = 1
	case 2:
		if step, err = nonNegative(rangeAndStep[1]); err != nil {
			return 0, err
		}
		if len(lowAndHigh) == 1 {
			end = f.max
		}
	default:
		return 0, fmt.Errorf("Too many slashes: %s", expr)
	}
	switch {
	case start < f.min:
		return 0, fmt.Errorf("Beginning of range (%d) below minimum (%d): %s", start, f.min, expr)
	case end > f.max:
		return 0, fmt.Errorf("End of range (%d) above maximum (%d): %s", end, f.max, expr)
	case start > end:
		return 0, fmt.Errorf("Beginning of range (%d) beyond end of range (%d): %s", start, end, expr)
	case step == 0:
		return 0, fmt.Errorf("Step of range should be a positive number: %s", expr)
	}
	return bitsOf(start, end, step) | extra, nil
}

func intOrName(expr string, names map[string]uint) (uint, error) {
	if n, ok := names[strings.ToLower(expr)]; ok {
		return n, nil
	}
	return nonNegative(expr)
}

func nonNegative(expr string) (uint, error) {
	n, err := strconv.Atoi(expr)
	if err != nil {
		return 0, fmt.Errorf("Failed to parse int from %s: %s", expr, err)
	}
	if n < 0 {
		return 0, fmt.Errorf("Negative number (%d) not allowed: %s", n, expr)
	}
	return uint(n), nil
}

func bitsOf(from, to, step uint) uint64 {
	var bits uint64
	for i := from; i <= to; i += step {
		bits |= uint64(1) << i
	}
	return bits
}

func every(f field) uint64 { return bitsOf(f.min, f.max, 1) | starBit }

func parseDescriptor(descriptor string) (Schedule, error) {
	first := func(f field) uint64 { return uint64(1) << f.min }
	sec, min, hour, dom, month, dow := fields[0], fields[1], fields[2], fields[3], fields[4], fields[5]
	switch descriptor {
	case "@yearly", "@annually":
		return &SpecSchedule{first(sec), first(min), first(hour), first(dom), first(month), every(dow)}, nil
	case "@monthly":
		return &SpecSchedule{first(sec), first(min), first(hour), first(dom), every(month), every(dow)}, nil
	case "@weekly":
		return &SpecSchedule{first(sec), first(min), first(hour), every(dom), every(month), first(dow)}, nil
	case "@daily", "@midnight":
		return &SpecSchedule{first(sec), first(min), first(hour), every(dom), every(month), every(dow)}, nil
	case "@hourly":
		return &SpecSchedule{first(sec), first(min), every(hour), every(dom), every(month), every(dow)}, nil
	}
	if d, ok := strings.CutPrefix(descriptor, "@every "); ok {
		duration, err := time.ParseDuration(d)
		if err != nil {
			return nil, fmt.Errorf("Failed to parse duration %s: %s", descriptor, err)
		}
		return Every(duration), nil
	}
	return nil, fmt.Errorf("Unrecognized descriptor: %s", descriptor)
}

// SpecSchedule is a parsed crontab spec: one bit set per column, bit n standing for value n (the
// top bit marks a column given as * or ?). It resolves to whole seconds.
type SpecSchedule struct {
	Second, Minute, Hour, Dom, Month, Dow uint64
}

func has(bits uint64, n int) bool { return bits&(uint64(1)<<uint(n)) != 0 }

// Next finds the first whole second after t that every column allows, or gives the zero time when
// nothing matches by the end of the fifth year after t's.
func (s *SpecSchedule) Next(t time.Time) time.Time {
	// The first candidate is the whole second after t.
	t = t.Add(time.Second - time.Duration(t.Nanosecond()))
	// moved: once a field has moved forward, the smaller ones start from their lowest value.
	moved := false
	yearLimit := t.Year() + 5
	for t.Year() <= yearLimit {
		if !has(s.Month, int(t.Month())) {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, t.Location())
			}
			t = t.AddDate(0, 1, 0)
			continue
		}
		if !s.dayMatches(t) {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, t.Location())
			}
			t = t.AddDate(0, 0, 1)
			continue
		}
		if !has(s.Hour, t.Hour()) {
			if !moved {
				moved = true
				t = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), 0, 0, 0, t.Location())
			}
			t = t.Add(time.Hour)
			continue
		}
		if !has(s.Minute, t.Minute()) {
			if !moved {
				moved = true
				t = t.Truncate(time.Minute)
			}
			t = t.Add(time.Minute)
			continue
		}
		if !has(s.Second, t.Second()) {
			if !moved {
				moved = true
				t = t.Truncate(time.Second)
			}
			t = t.Add(time.Second)
			continue
		}
		return t
	}
	return time.Time{}
}

// dayMatches: with * in day of month or day of week both must match; otherwise either may.
func (s *SpecSchedule) dayMatches(t time.Time) bool {
	domMatch := has(s.Dom, t.Day())
	dowMatch := has(s.Dow, int(t.Weekday()))
	if s.Dom&starBit > 0 || s.Dow&starBit > 0 {
		return domMatch && dowMatch
	}
	return domMatch || dowMatch
}

// ConstantDelaySchedule fires at a fixed interval (what "@every 5m" parses to), never more often
// than once a second.
type ConstantDelaySchedule struct {
	Delay time.Duration
}

// Every makes a ConstantDelaySchedule for duration: anything under a second becomes one second,
// and a fraction of a second is dropped.
func Every(duration time.Duration) ConstantDelaySchedule {
	if duration < time.Second {
		duration = time.Second
	}
	return ConstantDelaySchedule{Delay: duration - duration%time.Second}
}

// Next adds the delay to t and drops t's sub-second part, so runs land on whole seconds.
func (schedule ConstantDelaySchedule) Next(t time.Time) time.Time {
	return t.Add(schedule.Delay - time.Duration(t.Nanosecond()))
}
`;

/** cronPackage is github.com/robfig/cron (v1). */
export const cronPackage: ShimDefinition = { path: "github.com/robfig/cron", source, natives: {} };
