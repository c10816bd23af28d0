// Package go.uber.org/zap: what controller-runtime's zap Options take from zap: AtomicLevel (and
// ParseAtomicLevel, LevelEnablerFunc), the level constants, Option values (IncreaseLevel, AddCaller,
// AddCallerSkip, AddStacktrace, Development, WithCaller, ErrorOutput) and the production and
// development encoder configs. zap's own Logger and SugaredLogger are not provided: in the lab, the
// logger is go-logr's, writing to the run's log (see ../controller-runtime/pkg/log/zap).
import type { ShimDefinition } from "../../registry";

const source = `package zap

import (
	"go.uber.org/zap/zapcore"
)

// The levels are zapcore's, repeated here. The lab has no zap Logger, so what a level makes a
// logger do (panic, exit) is zap's behaviour, described for reference.
const (
	// DebugLevel is the lowest and chattiest level, for detail most deployments switch off.
	DebugLevel = zapcore.DebugLevel
	// InfoLevel is where a new AtomicLevel starts: ordinary progress messages.
	InfoLevel = zapcore.InfoLevel
	// WarnLevel sits between Info and Error: something looks off, but the program carries on.
	WarnLevel = zapcore.WarnLevel
	// ErrorLevel reports a failure; a healthy program should write none.
	ErrorLevel = zapcore.ErrorLevel
	// DPanicLevel reports a should-never-happen error; a development zap logger panics on it.
	DPanicLevel = zapcore.DPanicLevel
	// PanicLevel makes a zap logger panic once the entry is written.
	PanicLevel = zapcore.PanicLevel
	// FatalLevel makes a zap logger end the process (exit status 1) once the entry is written.
	FatalLevel = zapcore.FatalLevel
)

// LevelEnablerFunc turns a plain func(zapcore.Level) bool into a zapcore.LevelEnabler.
type LevelEnablerFunc func(zapcore.Level) bool

// Enabled asks f about lvl.
func (f LevelEnablerFunc) Enabled(lvl zapcore.Level) bool { return f(lvl) }

// AtomicLevel is a level that can be changed while in use: it points at a shared value, so every
// copy sees SetLevel. In the lab the value is a plain int32 rather than an atomic one.
type AtomicLevel struct {
	l *int32
}

// NewAtomicLevel gives a fresh AtomicLevel set to InfoLevel.
func NewAtomicLevel() AtomicLevel {
	v := int32(InfoLevel)
	return AtomicLevel{l: &v}
}

// NewAtomicLevelAt gives a fresh AtomicLevel set to l.
func NewAtomicLevelAt(l zapcore.Level) AtomicLevel {
	a := NewAtomicLevel()
	a.SetLevel(l)
	return a
}

// ParseAtomicLevel reads a level name such as "warn" or "WARN" (see zapcore.ParseLevel) into a
// fresh AtomicLevel; on an error the AtomicLevel returned is at InfoLevel.
func ParseAtomicLevel(text string) (AtomicLevel, error) {
	a := NewAtomicLevel()
	l, err := zapcore.ParseLevel(text)
	if err != nil {
		return a, err
	}
	a.SetLevel(l)
	return a, nil
}

// Enabled reports whether l is at or above the current level, making an AtomicLevel usable
// wherever a zapcore.LevelEnabler is wanted.
func (lvl AtomicLevel) Enabled(l zapcore.Level) bool { return lvl.Level().Enabled(l) }

// Level reads the current level: the least severe one that is written.
func (lvl AtomicLevel) Level() zapcore.Level { return zapcore.Level(int8(*lvl.l)) }

// SetLevel changes the level for every copy of lvl.
func (lvl AtomicLevel) SetLevel(l zapcore.Level) { *lvl.l = int32(l) }

// String names the current level in lower case ("info").
func (lvl AtomicLevel) String() string { return lvl.Level().String() }

// UnmarshalText sets lvl from a level name, giving a zero AtomicLevel its shared value first.
func (lvl *AtomicLevel) UnmarshalText(text []byte) error {
	if lvl.l == nil {
		lvl.l = new(int32)
	}
	var l zapcore.Level
	if err := l.UnmarshalText(text); err != nil {
		return err
	}
	lvl.SetLevel(l)
	return nil
}

// MarshalText writes the current level's lower-case name as bytes.
func (lvl AtomicLevel) MarshalText() (text []byte, err error) { return lvl.Level().MarshalText() }

// Option is one setting for a zap Logger. In the lab an Option only records its setting (the
// lab's logger is go-logr's and reads none of them), so passing one changes no output.
type Option interface {
	apply(*options)
}

// options is what Options set on a zap Logger (kept for inspection; the lab's logger does not read them).
type options struct {
	increase   zapcore.LevelEnabler
	caller     bool
	callerSkip int
	stacktrace zapcore.LevelEnabler
	dev        bool
	errorOut   zapcore.WriteSyncer
}

type optionFunc func(*options)

func (f optionFunc) apply(o *options) { f(o) }

// IncreaseLevel asks for a stricter level than the logger's own; zap ignores a looser one.
func IncreaseLevel(lvl zapcore.LevelEnabler) Option {
	return optionFunc(func(o *options) { o.increase = lvl })
}

// AddCaller asks for each entry to carry the file, line and function that logged it; it is
// WithCaller(true).
func AddCaller() Option { return WithCaller(true) }

// WithCaller turns the caller field of each entry on or off.
func WithCaller(enabled bool) Option { return optionFunc(func(o *options) { o.caller = enabled }) }

// AddCallerSkip adds skip to the number of stack frames passed over when finding the caller,
// for helpers that wrap the logger; several calls add up.
func AddCallerSkip(skip int) Option { return optionFunc(func(o *options) { o.callerSkip += skip }) }

// AddStacktrace asks for a stack trace on every entry whose level lvl enables.
func AddStacktrace(lvl zapcore.LevelEnabler) Option {
	return optionFunc(func(o *options) { o.stacktrace = lvl })
}

// Development asks for development behaviour, where a DPanicLevel entry panics.
func Development() Option { return optionFunc(func(o *options) { o.dev = true }) }

// ErrorOutput names where the logger reports its own failures (not the entries it writes).
func ErrorOutput(w zapcore.WriteSyncer) Option { return optionFunc(func(o *options) { o.errorOut = w }) }

// NewProductionEncoderConfig gives zap's production key names and encoders: short keys ("ts",
// "msg"), lower-case levels, epoch-seconds times, durations in seconds.
func NewProductionEncoderConfig() zapcore.EncoderConfig {
	return zapcore.EncoderConfig{
		TimeKey:        "ts",
		LevelKey:       "level",
		NameKey:        "logger",
		CallerKey:      "caller",
		FunctionKey:    zapcore.OmitKey,
		MessageKey:     "msg",
		StacktraceKey:  "stacktrace",
		LineEnding:     zapcore.DefaultLineEnding,
		EncodeLevel:    zapcore.LowercaseLevelEncoder,
		EncodeTime:     zapcore.EpochTimeEncoder,
		EncodeDuration: zapcore.SecondsDurationEncoder,
		EncodeCaller:   zapcore.ShortCallerEncoder,
	}
}

// NewDevelopmentEncoderConfig gives zap's development key names and encoders: one-letter keys,
// upper-case levels, ISO8601 times, durations as their String form.
func NewDevelopmentEncoderConfig() zapcore.EncoderConfig {
	return zapcore.EncoderConfig{
		TimeKey:        "T",
		LevelKey:       "L",
		NameKey:        "N",
		CallerKey:      "C",
		FunctionKey:    zapcore.OmitKey,
		MessageKey:     "M",
		StacktraceKey:  "S",
		LineEnding:     zapcore.DefaultLineEnding,
		EncodeLevel:    zapcore.CapitalLevelEncoder,
		EncodeTime:     zapcore.ISO8601TimeEncoder,
		EncodeDuration: zapcore.StringDurationEncoder,
		EncodeCaller:   zapcore.ShortCallerEncoder,
	}
}
`;

/** uberZapPackage is go.uber.org/zap. */
export const uberZapPackage: ShimDefinition = { path: "go.uber.org/zap", source, natives: {} };
