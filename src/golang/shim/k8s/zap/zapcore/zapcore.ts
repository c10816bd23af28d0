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

// A Level is a logging priority. Higher levels are more important.
type Level int8

const (
	// DebugLevel logs are typically voluminous, and are usually disabled in production.
	DebugLevel Level = iota - 1
	// InfoLevel is the default logging priority.
	InfoLevel
	// WarnLevel logs are more important than Info, but don't need individual human review.
	WarnLevel
	// ErrorLevel logs are high-priority.
	ErrorLevel
	// DPanicLevel logs are particularly important errors. In development the logger panics after writing the message.
	DPanicLevel
	// PanicLevel logs a message, then panics.
	PanicLevel
	// FatalLevel logs a message, then calls os.Exit(1).
	FatalLevel

	_minLevel = DebugLevel
	_maxLevel = FatalLevel

	// InvalidLevel is an invalid value for Level.
	InvalidLevel = _maxLevel + 1
)

var errUnmarshalNilLevel = errors.New("can't unmarshal a nil *Level")

// ParseLevel parses a level based on the lower-case or all-caps ASCII representation of the log level.
func ParseLevel(text string) (Level, error) {
	var level Level
	err := level.UnmarshalText([]byte(text))
	return level, err
}

// LevelEnabler decides whether a given logging level is enabled when logging a message.
type LevelEnabler interface {
	Enabled(Level) bool
}

type leveledEnabler interface {
	LevelEnabler
	Level() Level
}

// LevelOf reports the minimum enabled log level for the given LevelEnabler from Zap's supported log levels, or InvalidLevel if none of them are enabled.
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

// String returns a lower-case ASCII representation of the log level.
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

// CapitalString returns an all-caps ASCII representation of the log level.
func (l Level) CapitalString() string {
	switch l {
	case DebugLevel, InfoLevel, WarnLevel, ErrorLevel, DPanicLevel, PanicLevel, FatalLevel:
		return strings.ToUpper(l.String())
	}
	return fmt.Sprintf("LEVEL(%d)", l)
}

// MarshalText marshals the Level to text.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText unmarshals text to a level (lower-case or all-caps; "" is InfoLevel).
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

// Set sets the level for the flag.Value interface.
func (l *Level) Set(s string) error { return l.UnmarshalText([]byte(s)) }

// Get gets the level for the flag.Getter interface.
func (l *Level) Get() interface{} { return *l }

// Enabled returns true if the given level is at or above this level.
func (l Level) Enabled(lvl Level) bool { return lvl >= l }

// PrimitiveArrayEncoder is the subset of the ArrayEncoder interface that deals only in Go's built-in types.
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

// ArrayEncoder is a strongly-typed, encoding-agnostic interface for adding array-like objects to the logging context.
type ArrayEncoder interface {
	PrimitiveArrayEncoder
	AppendDuration(time.Duration)
	AppendTime(time.Time)
}

// An EntryCaller represents the caller of a logging function.
type EntryCaller struct {
	Defined  bool
	PC       uintptr
	File     string
	Line     int
	Function string
}

// NewEntryCaller makes an EntryCaller from the return signature of runtime.Caller.
func NewEntryCaller(pc uintptr, file string, line int, ok bool) EntryCaller {
	if !ok {
		return EntryCaller{}
	}
	return EntryCaller{PC: pc, File: file, Line: line, Defined: true}
}

// String returns the full path and line number of the caller.
func (ec EntryCaller) String() string { return ec.FullPath() }

// FullPath returns a /full/path/to/package/file:line description of the caller.
func (ec EntryCaller) FullPath() string {
	if !ec.Defined {
		return "undefined"
	}
	return fmt.Sprintf("%s:%d", ec.File, ec.Line)
}

// TrimmedPath returns a package/file:line description of the caller.
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

// A LevelEncoder is a function that serializes a Level to a primitive type.
type LevelEncoder func(Level, PrimitiveArrayEncoder)

// A TimeEncoder serializes a time.Time to a primitive type.
type TimeEncoder func(time.Time, PrimitiveArrayEncoder)

// A DurationEncoder serializes a time.Duration to a primitive type.
type DurationEncoder func(time.Duration, PrimitiveArrayEncoder)

// A CallerEncoder serializes an EntryCaller to a primitive type.
type CallerEncoder func(EntryCaller, PrimitiveArrayEncoder)

// A NameEncoder serializes a period-separated logger name to a primitive type.
type NameEncoder func(string, PrimitiveArrayEncoder)

// LowercaseLevelEncoder serializes a Level to a lowercase string. For example, InfoLevel is serialized to "info".
func LowercaseLevelEncoder(l Level, enc PrimitiveArrayEncoder) { enc.AppendString(l.String()) }

// CapitalLevelEncoder serializes a Level to an all-caps string. For example, InfoLevel is serialized to "INFO".
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

// LowercaseColorLevelEncoder serializes a Level to a lowercase string and adds coloring.
func LowercaseColorLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(fmt.Sprintf("\\x1b[%dm%s\\x1b[0m", levelColor(l), l.String()))
}

// CapitalColorLevelEncoder serializes a Level to an all-caps string and adds color.
func CapitalColorLevelEncoder(l Level, enc PrimitiveArrayEncoder) {
	enc.AppendString(fmt.Sprintf("\\x1b[%dm%s\\x1b[0m", levelColor(l), l.CapitalString()))
}

// EpochTimeEncoder serializes a time.Time to a floating-point number of seconds since the Unix epoch.
func EpochTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendFloat64(float64(t.UnixNano()) / float64(time.Second))
}

// EpochMillisTimeEncoder serializes a time.Time to a floating-point number of milliseconds since the Unix epoch.
func EpochMillisTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendFloat64(float64(t.UnixNano()) / float64(time.Millisecond))
}

// EpochNanosTimeEncoder serializes a time.Time to an integer number of nanoseconds since the Unix epoch.
func EpochNanosTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) { enc.AppendInt64(t.UnixNano()) }

// ISO8601TimeEncoder serializes a time.Time to an ISO8601-formatted string with millisecond precision.
func ISO8601TimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendString(t.Format("2006-01-02T15:04:05.000Z0700"))
}

// RFC3339TimeEncoder serializes a time.Time to an RFC3339-formatted string.
func RFC3339TimeEncoder(t time.Time, enc PrimitiveArrayEncoder) { enc.AppendString(t.Format(time.RFC3339)) }

// RFC3339NanoTimeEncoder serializes a time.Time to an RFC3339-formatted string with nanosecond precision.
func RFC3339NanoTimeEncoder(t time.Time, enc PrimitiveArrayEncoder) {
	enc.AppendString(t.Format(time.RFC3339Nano))
}

// TimeEncoderOfLayout returns TimeEncoder which serializes a time.Time using given layout.
func TimeEncoderOfLayout(layout string) TimeEncoder {
	return func(t time.Time, enc PrimitiveArrayEncoder) { enc.AppendString(t.Format(layout)) }
}

// SecondsDurationEncoder serializes a time.Duration to a floating-point number of seconds elapsed.
func SecondsDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendFloat64(float64(d) / float64(time.Second))
}

// NanosDurationEncoder serializes a time.Duration to an integer number of nanoseconds elapsed.
func NanosDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) { enc.AppendInt64(int64(d)) }

// MillisDurationEncoder serializes a time.Duration to an integer number of milliseconds elapsed.
func MillisDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) {
	enc.AppendInt64(d.Nanoseconds() / 1e6)
}

// StringDurationEncoder serializes a time.Duration using its built-in String method.
func StringDurationEncoder(d time.Duration, enc PrimitiveArrayEncoder) { enc.AppendString(d.String()) }

// FullCallerEncoder serializes a caller in /full/path/to/package/file:line format.
func FullCallerEncoder(caller EntryCaller, enc PrimitiveArrayEncoder) { enc.AppendString(caller.String()) }

// ShortCallerEncoder serializes a caller in package/file:line format, trimming all but the final directory from the full path.
func ShortCallerEncoder(caller EntryCaller, enc PrimitiveArrayEncoder) {
	enc.AppendString(caller.TrimmedPath())
}

// FullNameEncoder serializes the logger name as-is.
func FullNameEncoder(loggerName string, enc PrimitiveArrayEncoder) { enc.AppendString(loggerName) }

// OmitKey defines the key to use when callers want to remove a key from log output.
const OmitKey = ""

// DefaultLineEnding defines the default line ending when writing logs.
const DefaultLineEnding = "\\n"

// An EncoderConfig allows users to configure the concrete encoders supplied by zapcore.
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
	// ConsoleSeparator configures the field separator used by the console encoder. Defaults to tab.
	ConsoleSeparator string \`json:"consoleSeparator" yaml:"consoleSeparator"\`
}

// Encoder is a format-agnostic interface for all log entry marshalers (in the lab, a description only).
type Encoder interface {
	Clone() Encoder
}

type labEncoder struct {
	kind string
	cfg  EncoderConfig
}

func (e *labEncoder) Clone() Encoder { c := *e; return &c }

// NewJSONEncoder creates a fast, low-allocation JSON encoder (in the lab the run's log shows every line).
func NewJSONEncoder(cfg EncoderConfig) Encoder { return &labEncoder{kind: "json", cfg: cfg} }

// NewConsoleEncoder creates an encoder whose output is designed for human consumption (in the lab the run's log shows every line).
func NewConsoleEncoder(cfg EncoderConfig) Encoder { return &labEncoder{kind: "console", cfg: cfg} }

// A WriteSyncer is an io.Writer that can also flush any buffered data.
type WriteSyncer interface {
	io.Writer
	Sync() error
}

type writerWrapper struct{ io.Writer }

func (w writerWrapper) Sync() error { return nil }

// AddSync converts an io.Writer to a WriteSyncer.
func AddSync(w io.Writer) WriteSyncer {
	if ws, ok := w.(WriteSyncer); ok {
		return ws
	}
	return writerWrapper{w}
}

// Lock wraps a WriteSyncer in a mutex to make it safe for concurrent use.
func Lock(ws WriteSyncer) WriteSyncer { return ws }
`;

/** zapcorePackage is go.uber.org/zap/zapcore. */
export const zapcorePackage: ShimDefinition = { path: "go.uber.org/zap/zapcore", source, natives: {} };
