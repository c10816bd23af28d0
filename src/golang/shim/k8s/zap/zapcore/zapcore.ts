// Package go.uber.org/zap/zapcore: the parts of zap's core that controller code configures: Level
// (its names, parsing, Enabled), LevelEnabler, EncoderConfig with its encoder functions (levels,
// times, durations, callers, names), PrimitiveArrayEncoder/ArrayEncoder, EntryCaller, WriteSyncer.
// The encoders and cores themselves are not provided: in the lab every log line goes to the run's
// log (go-logr's Logger), so an Encoder here is a description (NewJSONEncoder/NewConsoleEncoder keep
// their config) and nothing encodes with it.
import type { ShimDefinition } from "../../../registry";

const source = `package zapcore

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// Level is how severe an entry is; a larger value is more severe, and the zero value is InfoLevel.
type Level int8

// The levels in order, -1 to 5. What a zap logger does at the top three (panic, exit) is described
// for reference: the lab has no zap logger, only go-logr's.
const (
	// DebugLevel is the lowest and chattiest level, for detail most deployments switch off.
	DebugLevel Level = iota - 1
	// InfoLevel is the zero Level: ordinary progress messages.
	InfoLevel
	// WarnLevel sits between Info and Error: something looks off, but the program carries on.
	WarnLevel
	// ErrorLevel reports a failure; a healthy program should write none.
	ErrorLevel
	// DPanicLevel reports a should-never-happen error; a development zap logger panics on it.
	DPanicLevel
	// PanicLevel makes a zap logger panic once the entry is written.
	PanicLevel
	// FatalLevel makes a zap logger end the process (exit status 1) once the entry is written.
	FatalLevel

	_minLevel = DebugLevel
	_maxLevel = FatalLevel

	// InvalidLevel is one past FatalLevel; LevelOf gives it when no level is enabled.
	InvalidLevel = _maxLevel + 1
)

var errUnmarshalNilLevel = errors.New("can't unmarshal a nil *Level")

// ParseLevel reads a level name as UnmarshalText does ("warn", "WARN", "" for info).
func ParseLevel(text string) (Level, error) {
	var level Level
	err := level.UnmarshalText([]byte(text))
	return level, err
}

// LevelEnabler is anything that says yes or no to writing an entry of a given level.
type LevelEnabler interface {
	Enabled(Level) bool
}

type leveledEnabler interface {
	LevelEnabler
	Level() Level
}

// LevelOf gives the least severe level enab lets through: its own Level() when it has one,
// otherwise the first of DebugLevel..FatalLevel it enables, or InvalidLevel if none.
func LevelOf(enab LevelEnabler) Level {
	if l, ok := enab.(leveledEnabler); ok {
		return l.Level()
	}
	for lvl := _minLevel; lvl <= _maxLevel; lvl++ {
		if enab.Enabled(lvl) {
			return lvl
		}
	}
	return InvalidLevel
}

// String names the level in lower case ("debug" ... "fatal"), or "Level(n)" for an unknown value.
func (l Level) String() string {
	switch l {
	case DebugLevel:
		return "debug"
	case InfoLevel:
		return "info"
	case WarnLevel:
		return "warn"
	case ErrorLevel:
		return "error"
	case DPanicLevel:
		return "dpanic"
	case PanicLevel:
		return "panic"
	case FatalLevel:
		return "fatal"
	}
	return fmt.Sprintf("Level(%d)", l)
}

// CapitalString is String in upper case ("INFO"), or "LEVEL(n)" for an unknown value.
func (l Level) CapitalString() string {
	switch l {
	case DebugLevel, InfoLevel, WarnLevel, ErrorLevel, DPanicLevel, PanicLevel, FatalLevel:
		return strings.ToUpper(l.String())
	}
	return fmt.Sprintf("LEVEL(%d)", l)
}

// MarshalText writes the lower-case name as bytes.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText sets l from a name in lower case or upper case (also "warning"); an empty text
// means InfoLevel. Other text is an error, as is a nil l.
func (l *Level) UnmarshalText(text []byte) error {
	if l == nil {
		return errUnmarshalNilLevel
	}
	if !l.unmarshalText(string(text)) && !l.unmarshalText(strings.ToLower(string(text))) {
		return fmt.Errorf("unrecognized level: %q", text)
	}
	return nil
}

func (l *Level) unmarshalText(text string) bool {
	switch text {
	case "debug":
		*l = DebugLevel
	case "info", "":
		*l = InfoLevel
	case "warn", "warning":
		*l = WarnLevel
	case "error":
		*l = ErrorLevel
	case "dpanic":
		*l = DPanicLevel
	case "panic":
		*l = PanicLevel
	case "fatal":
		*l = FatalLevel
	default:
		return false
	}
	return true
}

// Set reads a level name, so that a *Level can serve as a flag.Value.
func (l *Level) Set(s string) error { return l.UnmarshalText([]byte(s)) }

// Get gives the Level itself, for flag.Getter.
func (l *Level) Get() interface{} { return *l }

// Enabled lets lvl through when it is at least as severe as l.
func (l Level) Enabled(lvl Level) bool { return lvl >= l }

// PrimitiveArrayEncoder receives values of Go's basic types, one Append method per type; the
// encoder functions below write through it.
type PrimitiveArrayEncoder interface {
	AppendBool(bool)
	AppendByteString([]byte)
	AppendComplex128(complex128)
	AppendComplex64(complex64)
	AppendFloat64(float64)
	AppendFloat32(float32)
	AppendInt(int)
	AppendInt64(int64)
	AppendInt32(int32)
	AppendInt16(int16)
	AppendInt8(int8)
	AppendString(string)
	AppendUint(uint)
	AppendUint64(uint64)
	AppendUint32(uint32)
	AppendUint16(uint16)
	AppendUint8(uint8)
	AppendUintptr(uintptr)
}

// ArrayEncoder is a PrimitiveArrayEncoder that also takes durations and times.
type ArrayEncoder interface {
	PrimitiveArrayEncoder
	AppendDuration(time.Duration)
	AppendTime(time.Time)
}

// EntryCaller says where a log call was made: file, line and function; Defined is false when that
// is not known.
type EntryCaller struct {
	Defined  bool
	PC       uintptr
	File     string
	Line     int
	Function string
}

// NewEntryCaller takes the four results of runtime.Caller; with ok false it gives an undefined
// EntryCaller.
func NewEntryCaller(pc uintptr, file string, line int, ok bool) EntryCaller {
	if !ok {
		return EntryCaller{}
	}
	return EntryCaller{PC: pc, File: file, Line: line, Defined: true}
}

// String is FullPath.
func (ec EntryCaller) String() string { return ec.FullPath() }

// FullPath gives "file:line" with the file as recorded, or "undefined".
func (ec EntryCaller) FullPath() string {
	if !ec.Defined {
		return "undefined"
	}
	return fmt.Sprintf("%s:%d", ec.File, ec.Line)
}

// TrimmedPath keeps only the last directory and the file name ("dir/file.go:12"), or gives
// FullPath when the file has fewer than two slashes; "undefined" when not defined.
func (ec EntryCaller) TrimmedPath() string {
	if !ec.Defined {
		return "undefined"
	}
	idx := strings.LastIndexByte(ec.File, '/')
	if idx == -1 {
		return ec.FullPath()
	}
	idx = strings.LastIndexByte(ec.File[:idx], '/')
	if idx == -1 {
		return ec.FullPath()
	}
	return fmt.Sprintf("%s:%d", ec.File[idx+1:], ec.Line)
}

// LevelEncoder writes an entry's level into an encoder.
type LevelEncoder func(Level, PrimitiveArrayEncoder)

// TimeEncoder writes an entry's timestamp into an encoder.
type TimeEncoder func(time.Time, PrimitiveArrayEncoder)

// DurationEncoder writes a duration field into an encoder.
type DurationEncoder func(time.Duration, PrimitiveArrayEncoder)

// CallerEncoder writes an entry's call site into an encoder.
type CallerEncoder func(EntryCaller, PrimitiveArrayEncoder)

// NameEncoder writes a logger's dotted name into an encoder.
type NameEncoder func(string, PrimitiveArrayEncoder)

// LowercaseLevelEncoder writes the level's String ("info").
func LowercaseLevelEncoder(l Level, enc PrimitiveArrayEncoder) { enc.AppendString(l.String()) }

// CapitalLevelEncoder writes the level's CapitalString ("INFO").
func CapitalLevelEncoder(l Level, enc PrimitiveArrayEncoder) { enc.AppendString(l.CapitalString()) }

func levelColor(l Level) int {
	switch l {
	case DebugLevel:
		return 35
	case InfoLevel:
		return 34
	case WarnLevel:
		return 33
	}
	return 31
}

// LowercaseColorLevelEncoder writes the lower-case name inside ANSI color codes: magenta for
// debug, blue for info, yellow for warn, red above.
func LowercaseColorLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(fmt.Sprintf("\\x1b[%dm%s\\x1b[0m", levelColor(l), l.String()))
}

// CapitalColorLevelEncoder is LowercaseColorLevelEncoder with the upper-case name.
func CapitalColorLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(fmt.Sprintf("\\x1b[%dm%s\\x1b[0m", levelColor(l), l.CapitalString()))
}

// EpochTimeEncoder writes Unix time in seconds as a float64 (fractions kept).
func EpochTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendFloat64(float64(t.UnixNano()) / float64(time.Second))
}

// EpochMillisTimeEncoder writes Unix time in milliseconds as a float64.
func EpochMillisTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendFloat64(float64(t.UnixNano()) / float64(time.Millisecond))
}

// EpochNanosTimeEncoder writes Unix time in nanoseconds as an int64.
func EpochNanosTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) { enc.AppendInt64(t.UnixNano()) }

// ISO8601TimeEncoder writes a string such as 2024-03-01T09:30:00.250Z (three decimals of a second,
// the zone as Z or +hhmm).
func ISO8601TimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendString(t.Format("2006-01-02T15:04:05.000Z0700"))
}

// RFC3339TimeEncoder writes the time in time.RFC3339 layout (whole seconds).
func RFC3339TimeEncoder(t time.Time, enc PrimitiveArrayEncoder) { enc.AppendString(t.Format(time.RFC3339)) }

// RFC3339NanoTimeEncoder writes the time in time.RFC3339Nano layout (fractions up to nanoseconds).
func RFC3339NanoTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendString(t.Format(time.RFC3339Nano))
}

// TimeEncoderOfLayout makes a TimeEncoder that writes t.Format(layout).
func TimeEncoderOfLayout(layout string) TimeEncoder {
	return func(t time.Time, enc PrimitiveArrayEncoder) { enc.AppendString(t.Format(layout)) }
}

// SecondsDurationEncoder writes the duration in seconds as a float64.
func SecondsDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendFloat64(float64(d) / float64(time.Second))
}

// NanosDurationEncoder writes the duration in nanoseconds as an int64.
func NanosDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) { enc.AppendInt64(int64(d)) }

// MillisDurationEncoder writes the duration in whole milliseconds (truncated) as an int64.
func MillisDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendInt64(d.Nanoseconds() / 1e6)
}

// StringDurationEncoder writes d.String(), such as "1m30s".
func StringDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) { enc.AppendString(d.String()) }

// FullCallerEncoder writes the call site's FullPath.
func FullCallerEncoder(caller EntryCaller, enc PrimitiveArrayEncoder) { enc.AppendString(caller.String()) }

// ShortCallerEncoder writes the call site's TrimmedPath (last directory and file only).
func ShortCallerEncoder(caller EntryCaller, enc PrimitiveArrayEncoder) {
	enc.AppendString(caller.TrimmedPath())
}

// FullNameEncoder writes the whole dotted logger name, untrimmed.
func FullNameEncoder(loggerName string, enc PrimitiveArrayEncoder) { enc.AppendString(loggerName) }

// OmitKey, the empty string, set as a key in an EncoderConfig, leaves that field out of entries.
const OmitKey = ""

// DefaultLineEnding is what ends each entry unless EncoderConfig.LineEnding says otherwise: a newline.
const DefaultLineEnding = "\\n"

// EncoderConfig names the key of each standard field and picks the function that formats it. In the
// lab it is only kept by NewJSONEncoder and NewConsoleEncoder; no output is built from it.
type EncoderConfig struct {
	MessageKey     string          \`json:"messageKey" yaml:"messageKey"\`
	LevelKey       string          \`json:"levelKey" yaml:"levelKey"\`
	TimeKey        string          \`json:"timeKey" yaml:"timeKey"\`
	NameKey        string          \`json:"nameKey" yaml:"nameKey"\`
	CallerKey      string          \`json:"callerKey" yaml:"callerKey"\`
	FunctionKey    string          \`json:"functionKey" yaml:"functionKey"\`
	StacktraceKey  string          \`json:"stacktraceKey" yaml:"stacktraceKey"\`
	SkipLineEnding bool            \`json:"skipLineEnding" yaml:"skipLineEnding"\`
	LineEnding     string          \`json:"lineEnding" yaml:"lineEnding"\`
	EncodeLevel    LevelEncoder    \`json:"levelEncoder" yaml:"levelEncoder"\`
	EncodeTime     TimeEncoder     \`json:"timeEncoder" yaml:"timeEncoder"\`
	EncodeDuration DurationEncoder \`json:"durationEncoder" yaml:"durationEncoder"\`
	EncodeCaller   CallerEncoder   \`json:"callerEncoder" yaml:"callerEncoder"\`
	EncodeName     NameEncoder     \`json:"nameEncoder" yaml:"nameEncoder"\`
	// ConsoleSeparator goes between the fields of a console line; empty means a tab.
	ConsoleSeparator string \`json:"consoleSeparator" yaml:"consoleSeparator"\`
}

// Encoder turns entries into bytes in zap; in the lab it only holds its kind and config.
type Encoder interface {
	Clone() Encoder
}

type labEncoder struct {
	kind string
	cfg  EncoderConfig
}

func (e *labEncoder) Clone() Encoder { c := *e; return &c }

// NewJSONEncoder stands for zap's JSON encoder; in the lab it keeps cfg, and log lines still go to the
// run's log in its own format.
func NewJSONEncoder(cfg EncoderConfig) Encoder { return &labEncoder{kind: "json", cfg: cfg} }

// NewConsoleEncoder stands for zap's plain-text encoder; in the lab it keeps cfg, and log lines still
// go to the run's log in its own format.
func NewConsoleEncoder(cfg EncoderConfig) Encoder { return &labEncoder{kind: "console", cfg: cfg} }

// WriteSyncer is an io.Writer with a Sync method that pushes out anything it still holds.
type WriteSyncer interface {
	io.Writer
	Sync() error
}

type writerWrapper struct{ io.Writer }

func (w writerWrapper) Sync() error { return nil }

// AddSync gives w itself when it already has Sync, and otherwise wraps it with a Sync that does
// nothing.
func AddSync(w io.Writer) WriteSyncer {
	if ws, ok := w.(WriteSyncer); ok {
		return ws
	}
	return writerWrapper{w}
}

// Lock gives ws back unchanged: zap adds a mutex here, which the lab does without.
func Lock(ws WriteSyncer) WriteSyncer { return ws }
`;

/** zapcorePackage is go.uber.org/zap/zapcore. */
export const zapcorePackage: ShimDefinition = { path: "go.uber.org/zap/zapcore", source, natives: {} };
