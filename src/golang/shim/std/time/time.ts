// Package time: Duration (constants, String), Time (Now from the host clock, Add, Sub, Format, …).
// Times are UTC; Time holds seconds since January 1, year 1 and nanoseconds, like Go's wall clock.
// Timers (NewTimer, After, AfterFunc, Sleep, NewTicker, Tick) run on the program's virtual clock: when
// every goroutine of the running call waits, the clock moves to the earliest timer and it fires (as in
// testing/synctest), so time.Now in the program runs ahead of the host clock by the time spent waiting.
// Deadlines have millisecond resolution.
import type { ShimDefinition } from "../../registry";
import { hostNow, goString } from "../helpers";
import { S } from "../../../eval/runtime";
import { setIdleHook } from "../../../eval/sched";
import type { GoValue } from "../../../eval/values";

const source = `package time

import "errors"

// A Duration is a span of time counted in nanoseconds, held in an int64 (so about 292 years either way).
type Duration int64

// Common durations.
const (
	Nanosecond  Duration = 1
	Microsecond          = 1000 * Nanosecond
	Millisecond          = 1000 * Microsecond
	Second               = 1000 * Millisecond
	Minute               = 60 * Second
	Hour                 = 60 * Minute
)

// String prints d as Go does, in units from h down to ns: 1h2m3.5s, 250ms, 0s.
func (d Duration) String() string

// Seconds converts d to a float64 count of seconds, fractions kept.
func (d Duration) Seconds() float64 { return float64(d) / 1e9 }

// Minutes converts d to a float64 count of minutes, fractions kept.
func (d Duration) Minutes() float64 { return float64(d) / 6e10 }

// Hours converts d to a float64 count of hours, fractions kept.
func (d Duration) Hours() float64 { return float64(d) / 3.6e12 }

// Milliseconds gives d in whole milliseconds, dropping the remainder.
func (d Duration) Milliseconds() int64 { return int64(d) / 1e6 }

// Microseconds gives d in whole microseconds, dropping the remainder.
func (d Duration) Microseconds() int64 { return int64(d) / 1e3 }

// Nanoseconds gives d as its raw int64 nanosecond value.
func (d Duration) Nanoseconds() int64 { return int64(d) }

// Truncate cuts d toward zero to a whole number of m steps; m <= 0 leaves d as is.
func (d Duration) Truncate(m Duration) Duration {
	if m <= 0 {
		return d
	}
	return d - d%m
}

// Round moves d to the closest whole number of m steps, halves away from zero; m <= 0 leaves d as is.
func (d Duration) Round(m Duration) Duration {
	if m <= 0 {
		return d
	}
	r := d % m
	if d < 0 {
		r = -r
		if r+r < m {
			return d + r
		}
		return d - m + r
	}
	if r+r < m {
		return d - r
	}
	return d + m - r
}

// Month numbers the months from January (1) to December (12).
type Month int

const (
	January Month = 1 + iota
	February
	March
	April
	May
	June
	July
	August
	September
	October
	November
	December
)

var monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// String gives the month's English name, such as March; a value outside 1..12 prints as %!Month(n).
func (m Month) String() string {
	if m >= 1 && m <= 12 {
		return monthNames[m-1]
	}
	return "%!Month(" + itoa(int(m)) + ")"
}

func itoa(i int) string

// A Location is a time zone; the lab has a single one, UTC.
type Location struct {
	name string
}

// UTC represents Universal Coordinated Time.
var UTC *Location = &Location{"UTC"}

// Local is the system's local time zone (its zone is UTC on the lab's node, as on a node without TZ set).
var Local *Location = &Location{"Local"}

// LoadLocation finds a time zone by name. The lab's node has no time zone database: ""
// and "UTC" give UTC, "Local" gives Local, and any other name fails as it does in Go without tzdata.
func LoadLocation(name string) (*Location, error) {
	switch name {
	case "", "UTC":
		return UTC, nil
	case "Local":
		return Local, nil
	}
	if name[0] == '/' || containsDotDot(name) {
		return nil, errors.New("time: invalid location name")
	}
	return nil, errors.New("unknown time zone " + name)
}

func containsDotDot(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '.' && s[i+1] == '.' {
			return true
		}
	}
	return false
}

// A Time is a moment, to the nanosecond; its zero value is midnight UTC at the start of year 1.
type Time struct {
	sec  int64
	nsec int64
}

const unixToInternal int64 = 62135596800

// Now returns the current time (the lab's virtual clock).
func Now() Time {
	ms := nowMillis()
	return Unix(0, 0).Add(Duration(ms) * Millisecond)
}

func nowMillis() int64

// runtimeTimer is one pending timer of the program: when (virtual milliseconds) it fires, what firing
// does, and the period of a ticker.
type runtimeTimer struct {
	when   int64
	period int64
	active bool
	fire   func()
}

func addTimer(r *runtimeTimer)

func whenFrom(d Duration) int64 {
	ms := int64(d / Millisecond)
	if d%Millisecond > 0 {
		ms++
	}
	if ms < 0 {
		ms = 0
	}
	return nowMillis() + ms
}

// sendTime sends the current time on c unless a value is already waiting there.
func sendTime(c chan Time) {
	select {
	case c <- Now():
	default:
	}
}

// Timer fires once: when it expires the current time goes on C (C stays nil for a timer made by AfterFunc).
type Timer struct {
	C <-chan Time
	r *runtimeTimer
}

// NewTimer starts a Timer that puts the time on C once d has passed on the lab's clock (which counts
// whole milliseconds, rounding d up).
func NewTimer(d Duration) *Timer {
	c := make(chan Time, 1)
	t := &Timer{C: c, r: &runtimeTimer{}}
	t.r.fire = func() { sendTime(c) }
	t.r.when = whenFrom(d)
	t.r.active = true
	addTimer(t.r)
	return t
}

// Stop cancels t if it has not fired yet and says whether it did; false means t had already fired or
// been stopped. A time already put on C stays there.
func (t *Timer) Stop() bool {
	if t.r == nil {
		panic("time: Stop called on uninitialized Timer")
	}
	was := t.r.active
	t.r.active = false
	return was
}

// Reset sets t to fire d from now, starting it again if needed, and says whether it was still pending.
func (t *Timer) Reset(d Duration) bool {
	if t.r == nil {
		panic("time: Reset called on uninitialized Timer")
	}
	was := t.r.active
	t.r.when = whenFrom(d)
	if !was {
		t.r.active = true
		addTimer(t.r)
	}
	return was
}

// AfterFunc starts a Timer that, once d has passed, runs f on a new goroutine; its C is nil.
func AfterFunc(d Duration, f func()) *Timer {
	t := &Timer{r: &runtimeTimer{}}
	t.r.fire = func() { go f() }
	t.r.when = whenFrom(d)
	t.r.active = true
	addTimer(t.r)
	return t
}

// After gives the channel of a new Timer for d: it receives the time once d has passed. The Timer
// cannot be stopped.
func After(d Duration) <-chan Time { return NewTimer(d).C }

// Sleep blocks the goroutine that calls it until d has passed on the lab's virtual clock, which jumps
// to the next timer when every goroutine waits; d <= 0 returns at once.
func Sleep(d Duration) {
	if d <= 0 {
		return
	}
	<-NewTimer(d).C
}

// A Ticker puts the time on its channel C again and again, once per period.
type Ticker struct {
	C <-chan Time
	r *runtimeTimer
}

// NewTicker starts a Ticker that puts the time on C every d; a tick the reader has not taken yet is
// not doubled, later ones are dropped. d must be positive.
func NewTicker(d Duration) *Ticker {
	if d <= 0 {
		panic("non-positive interval for NewTicker")
	}
	c := make(chan Time, 1)
	t := &Ticker{C: c, r: &runtimeTimer{}}
	t.r.fire = func() { sendTime(c) }
	t.r.period = whenFrom(d) - nowMillis()
	t.r.when = whenFrom(d)
	t.r.active = true
	addTimer(t.r)
	return t
}

// Stop halts the ticker: C receives no more ticks, and it is not closed.
func (t *Ticker) Stop() {
	if t.r != nil {
		t.r.active = false
	}
}

// Reset gives the ticker a new period d counted from now, restarting it if it was stopped.
func (t *Ticker) Reset(d Duration) {
	if d <= 0 {
		panic("non-positive interval for Ticker.Reset")
	}
	if t.r == nil {
		panic("time: Reset called on uninitialized Ticker")
	}
	t.r.period = whenFrom(d) - nowMillis()
	t.r.when = whenFrom(d)
	if !t.r.active {
		t.r.active = true
		addTimer(t.r)
	}
}

// Tick gives just the channel of a new Ticker for d, which can then never be stopped; d <= 0 gives nil.
func Tick(d Duration) <-chan Time {
	if d <= 0 {
		return nil
	}
	return NewTicker(d).C
}

// Unix gives the Time sec seconds and nsec nanoseconds after the Unix epoch, in UTC (the lab's only zone).
func Unix(sec int64, nsec int64) Time {
	if nsec < 0 || nsec >= 1e9 {
		n := nsec / 1e9
		sec += n
		nsec -= n * 1e9
		if nsec < 0 {
			nsec += 1e9
			sec--
		}
	}
	return Time{sec + unixToInternal, nsec}
}

// UnixMilli gives the Time msec milliseconds after the Unix epoch, in UTC.
func UnixMilli(msec int64) Time { return Unix(msec/1e3, (msec%1e3)*1e6) }

// Date builds a Time from calendar fields, always in UTC whatever loc is; fields out of range roll
// over into the next larger one.
func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time {
	return Unix(daysFromCivil(year, int(month), day)*86400+int64(hour*3600+min*60+sec), int64(nsec))
}

func daysFromCivil(y, m, d int) int64

// Since is Now().Sub(t): how long ago t was on the lab's clock.
func Since(t Time) Duration { return Now().Sub(t) }

// Until is t.Sub(Now()): how far ahead t lies, negative once it has passed.
func Until(t Time) Duration { return t.Sub(Now()) }

// Add returns the time t+d.
func (t Time) Add(d Duration) Time {
	dsec := int64(d / 1e9)
	nsec := t.nsec + int64(d%1e9)
	if nsec >= 1e9 {
		dsec++
		nsec -= 1e9
	} else if nsec < 0 {
		dsec--
		nsec += 1e9
	}
	return Time{t.sec + dsec, nsec}
}

// Sub returns the duration t-u.
func (t Time) Sub(u Time) Duration {
	return Duration((t.sec-u.sec)*1e9 + (t.nsec - u.nsec))
}

// AddDate moves t by the given years, months and days, keeping the clock time; an out-of-range date
// rolls over the way Date does (October 31 plus one month is December 1).
func (t Time) AddDate(years int, months int, days int) Time {
	y, m, d := t.Date()
	hh, mm, ss := t.Clock()
	return Date(y+years, m+Month(months), d+days, hh, mm, ss, int(t.nsec), UTC)
}

// After is true when t is later than u.
func (t Time) After(u Time) bool { return t.sec > u.sec || t.sec == u.sec && t.nsec > u.nsec }

// Before is true when t is earlier than u.
func (t Time) Before(u Time) bool { return t.sec < u.sec || t.sec == u.sec && t.nsec < u.nsec }

// Equal is true when t and u name the same moment.
func (t Time) Equal(u Time) bool { return t.sec == u.sec && t.nsec == u.nsec }

// Compare compares the time instant t with u: -1, 0 or +1.
func (t Time) Compare(u Time) int {
	if t.Before(u) {
		return -1
	}
	if t.After(u) {
		return 1
	}
	return 0
}

// IsZero tells whether t is the zero Time, midnight UTC at the start of year 1.
func (t Time) IsZero() bool { return t.sec == 0 && t.nsec == 0 }

// Unix counts the seconds from the Unix epoch (1970-01-01 UTC) to t; earlier times are negative.
func (t Time) Unix() int64 { return t.sec - unixToInternal }

// UnixMilli counts the milliseconds from the Unix epoch to t.
func (t Time) UnixMilli() int64 { return (t.sec-unixToInternal)*1e3 + t.nsec/1e6 }

// UnixNano counts the nanoseconds from the Unix epoch to t (exact while the count fits a float64 mantissa).
func (t Time) UnixNano() int64 { return (t.sec-unixToInternal)*1e9 + t.nsec }

// Nanosecond gives the fraction of t's second in nanoseconds, from 0 to 999999999.
func (t Time) Nanosecond() int { return int(t.nsec) }

// UTC returns t itself: every time in the lab is already in UTC.
func (t Time) UTC() Time { return t }

// Local gives t itself: the lab's local zone is UTC.
func (t Time) Local() Time { return t }

// Truncate rounds t down to a whole multiple of d counted from the zero Time; d <= 0 leaves t as is.
// The lab is exact when d is a whole number of seconds or divides one second.
func (t Time) Truncate(d Duration) Time {
	if d <= 0 {
		return t
	}
	ns := (t.sec%int64(d/1e9+1))*0 + t.nsec
	_ = ns
	if d%1e9 == 0 {
		s := int64(d / 1e9)
		return Time{t.sec - t.sec%s, 0}
	}
	return Time{t.sec, t.nsec - t.nsec%int64(d)}
}

// Date splits t into its calendar year, month and day (UTC).
func (t Time) Date() (year int, month Month, day int) {
	y, m, d := civil(t.sec - unixToInternal)
	return y, Month(m), d
}

func civil(unixSec int64) (int, int, int)

// Year gives the calendar year of t.
func (t Time) Year() int { y, _, _ := t.Date(); return y }

// Month gives the calendar month of t.
func (t Time) Month() Month { _, m, _ := t.Date(); return m }

// Day gives t's day of the month, 1 to 31.
func (t Time) Day() int { _, _, d := t.Date(); return d }

// Weekday numbers the days from Sunday (0) to Saturday (6).
type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	Wednesday
	Thursday
	Friday
	Saturday
)

var dayNames = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

// String gives the day's English name, such as Tuesday; a value outside 0..6 prints as %!Weekday(n).
func (d Weekday) String() string {
	if Sunday <= d && d <= Saturday {
		return dayNames[d]
	}
	return "%!Weekday(" + itoa(int(d)) + ")"
}

// Weekday tells which day of the week t falls on.
func (t Time) Weekday() Weekday {
	// January 1, year 1 (internal second 0) was a Monday.
	days := t.sec / 86400
	if t.sec%86400 < 0 {
		days--
	}
	w := (days + 1) % 7
	if w < 0 {
		w += 7
	}
	return Weekday(w)
}

// YearDay numbers t's day within its year, from 1 on January 1 up to 365, or 366 in a leap year.
func (t Time) YearDay() int {
	y, _, _ := t.Date()
	return int((t.sec-unixToInternal)/86400-daysFromCivil(y, 1, 1)) + 1
}

// Location gives t's time zone, always UTC in the lab.
func (t Time) Location() *Location { return UTC }

// In would show t in zone loc; the lab has UTC only, so it gives t (a nil loc panics).
func (t Time) In(loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Time.In")
	}
	return t
}

// String gives the zone's name, such as "UTC".
func (l *Location) String() string {
	if l == nil {
		return "UTC"
	}
	return l.name
}

// Clock splits t's time of day into hour, minute and second (UTC).
func (t Time) Clock() (hour, min, sec int) {
	s := (t.sec - unixToInternal) % 86400
	if s < 0 {
		s += 86400
	}
	return int(s / 3600), int(s % 3600 / 60), int(s % 60)
}

// Hour gives t's hour of the day, 0 to 23.
func (t Time) Hour() int { h, _, _ := t.Clock(); return h }

// Minute gives the minute within t's hour, 0 to 59.
func (t Time) Minute() int { _, m, _ := t.Clock(); return m }

// Second gives the second within t's minute, 0 to 59.
func (t Time) Second() int { _, _, s := t.Clock(); return s }

// Format spells t as layout shows, layout being the reference time Mon Jan 2 15:04:05 MST 2006 written
// the way t should look.
func (t Time) Format(layout string) string { return format(t.sec-unixToInternal, t.nsec, layout) }

func format(unixSec int64, nsec int64, layout string) string

// String returns the time formatted as "2006-01-02 15:04:05.999999999 -0700 MST".
func (t Time) String() string { return t.Format("2006-01-02 15:04:05.999999999 -0700 MST") }

// Layouts for Format and Parse.
const (
	Layout      = "01/02 03:04:05PM '06 -0700"
	ANSIC       = "Mon Jan _2 15:04:05 2006"
	RFC1123     = "Mon, 02 Jan 2006 15:04:05 MST"
	RFC3339     = "2006-01-02T15:04:05Z07:00"
	RFC3339Nano = "2006-01-02T15:04:05.999999999Z07:00"
	Kitchen     = "3:04PM"
	DateTime    = "2006-01-02 15:04:05"
	DateOnly    = "2006-01-02"
	TimeOnly    = "15:04:05"
)

// Parse parses an RFC 3339 formatted string (the layouts the lab supports: RFC3339, RFC3339Nano, DateTime, DateOnly).
func Parse(layout, value string) (Time, error) {
	sec, nsec, ok := parse(value)
	if !ok {
		return Time{}, errors.New("parsing time " + quote(value) + " as " + quote(layout) + ": cannot parse")
	}
	return Unix(sec, nsec), nil
}

func parse(value string) (int64, int64, bool)

func quote(s string) string { return "\\"" + s + "\\"" }

// ParseDuration parses a duration string such as "300ms", "-1.5h" or "2h45m".
func ParseDuration(s string) (Duration, error) {
	d, ok := parseDuration(s)
	if !ok {
		return 0, errors.New("time: invalid duration " + quote(s))
	}
	return d, nil
}

func parseDuration(s string) (Duration, bool)
`;

/** durationString renders a Duration as Go does ("1h2m3.5s", "150ms", "0s"). */
export function durationString(d0: number | bigint): string {
  const d = Number(d0);
  if (d === 0) return "0s";
  const neg = d < 0;
  let u = Math.abs(d);
  let out: string;
  if (u < 1e9) {
    let unit: string, div: number;
    if (u < 1e3) {
      unit = "ns";
      div = 1;
    } else if (u < 1e6) {
      unit = "µs";
      div = 1e3;
    } else {
      unit = "ms";
      div = 1e6;
    }
    out = trimFrac(u / div, div) + unit;
  } else {
    const h = Math.floor(u / 3.6e12);
    u -= h * 3.6e12;
    const m = Math.floor(u / 6e10);
    u -= m * 6e10;
    const s = trimFrac(u / 1e9, 1e9) + "s";
    out = (h ? h + "h" : "") + (h || m ? m + "m" : "") + s;
  }
  return goString((neg ? "-" : "") + out);
}
function trimFrac(x: number, div: number): string {
  const digits = Math.round(Math.log10(div));
  let s = x.toFixed(digits);
  if (s.includes(".")) s = s.replace(/0+$/, "").replace(/\.$/, "");
  return s;
}

function civil(unixSec: number): [number, number, number] {
  const d = new Date(Math.floor(unixSec / 86400) * 86400000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** formatTime implements Go's reference-time layouts for UTC times. */
function formatTime(unixSec: number, nsec: number, layout: string): string {
  const ms = unixSec * 1000;
  const d = new Date(ms);
  const Y = d.getUTCFullYear(),
    M = d.getUTCMonth() + 1,
    D = d.getUTCDate(),
    h = d.getUTCHours(),
    mi = d.getUTCMinutes(),
    s = d.getUTCSeconds();
  const p2 = (n: number) => String(n).padStart(2, "0");
  const tokens: [string, () => string][] = [
    ["2006", () => String(Y).padStart(4, "0")],
    ["January", () => MONTHS[M - 1]!],
    ["Jan", () => MONTHS[M - 1]!.slice(0, 3)],
    ["Monday", () => DAYS[d.getUTCDay()]!],
    ["Mon", () => DAYS[d.getUTCDay()]!.slice(0, 3)],
    ["MST", () => "UTC"],
    ["Z07:00", () => "Z"],
    ["-07:00", () => "+00:00"],
    ["-0700", () => "+0000"],
    ["Z0700", () => "Z"],
    ["01", () => p2(M)],
    ["02", () => p2(D)],
    ["_2", () => String(D).padStart(2, " ")],
    ["06", () => p2(Y % 100)],
    ["15", () => p2(h)],
    ["03", () => p2(h % 12 || 12)],
    ["04", () => p2(mi)],
    ["05", () => p2(s)],
    ["PM", () => (h >= 12 ? "PM" : "AM")],
    ["pm", () => (h >= 12 ? "pm" : "am")],
    ["1", () => String(M)],
    ["2", () => String(D)],
    ["3", () => String(h % 12 || 12)],
    ["4", () => String(mi)],
    ["5", () => String(s)],
  ];
  let out = "";
  for (let i = 0; i < layout.length;) {
    const frac = /^[.,](0+|9+)/.exec(layout.slice(i));
    if (frac && (i === 0 || /\d/.test(layout[i - 1]!) || true) && out.length > 0) {
      const n = frac[1]!.length;
      let f = String(nsec).padStart(9, "0").slice(0, n);
      if (frac[1]![0] === "9") {
        f = f.replace(/0+$/, "");
        out += f ? "." + f : "";
      } else out += "." + f;
      i += frac[0].length;
      continue;
    }
    const t = tokens.find(([k]) => layout.startsWith(k, i));
    if (t) {
      out += t[1]();
      i += t[0].length;
      continue;
    }
    out += layout[i]!;
    i++;
  }
  return out;
}

function parseTime(value: string): [number, number, boolean] {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!m) return [0, 0, false];
  const ms = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  );
  let sec = Math.floor(ms / 1000);
  if (m[8] && m[8] !== "Z") {
    const sign = m[8][0] === "-" ? -1 : 1;
    sec -= sign * (Number(m[8].slice(1, 3)) * 3600 + Number(m[8].slice(4, 6)) * 60);
  }
  const nsec = m[7] ? Number((m[7].slice(1) + "000000000").slice(0, 9)) : 0;
  return [sec, nsec, true];
}

function parseDuration(s: string): [number, boolean] {
  const str = s.replace("µ", "u").replace("\xc2\xb5", "u");
  if (str === "0") return [0, true];
  const m = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|ms|s|m|h))+$/.exec(str);
  if (!m) return [0, false];
  const unit: Record<string, number> = { ns: 1, us: 1e3, ms: 1e6, s: 1e9, m: 6e10, h: 3.6e12 };
  let total = 0;
  for (const part of str.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|ms|s|m|h)/g)) total += Number(part[1]) * unit[part[2]!]!;
  return [Math.round(m[1] === "-" ? -total : total), true];
}

/** RuntimeTimer is a Go runtimeTimer as natives see it. */
interface RuntimeTimer {
  when: number;
  period: number;
  active: boolean;
  fire: () => void;
}

/** timers is the program instance's timer state: its pending timers and how far its virtual clock has
 * moved past the host's (the time every goroutine spent waiting for a timer). */
function timers(): { skew: number; list: RuntimeTimer[] } {
  const host = S.host as { services?: Record<string, unknown> };
  host.services ??= {};
  return (host.services.timers ??= { skew: 0, list: [] }) as { skew: number; list: RuntimeTimer[] };
}

/** fireNext runs when no goroutine can go on: the earliest active timer fires (its time becomes now,
 * ties in creation order); a ticker is rescheduled one period on. False when no timer is pending. */
function fireNext(): boolean {
  const ts = timers();
  ts.list = ts.list.filter((r) => r.active);
  let next: RuntimeTimer | undefined;
  for (const r of ts.list) if (!next || r.when < next.when) next = r;
  if (!next) return false;
  const now = Math.floor(hostNow()) + ts.skew;
  if (next.when > now) ts.skew += next.when - now;
  if (next.period > 0) next.when += next.period;
  else next.active = false;
  next.fire();
  return true;
}

setIdleHook(fireNext);

export const timePackage: ShimDefinition = {
  path: "time",
  source,
  natives: {
    "Duration.String": (d: number) => durationString(d),
    itoa: (i: number) => String(i),
    nowMillis: () => Math.floor(hostNow()) + timers().skew,
    addTimer: (r: GoValue) => {
      const ts = timers();
      if (!ts.list.includes(r as RuntimeTimer)) ts.list.push(r as RuntimeTimer);
    },
    daysFromCivil: (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / 86400000),
    civil,
    format: formatTime,
    parse: parseTime,
    parseDuration,
  },
};
