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

const (
	// DebugLevel logs are typically voluminous, and are usually disabled in production.
	DebugLevel = zapcore.DebugLevel
	// InfoLevel is the default logging priority.
	InfoLevel = zapcore.InfoLevel
	// WarnLevel logs are more important than Info, but don't need individual human review.
	WarnLevel = zapcore.WarnLevel
	// ErrorLevel logs are high-priority.
	ErrorLevel = zapcore.ErrorLevel
	// DPanicLevel logs are particularly important errors.
	DPanicLevel = zapcore.DPanicLevel
	// PanicLevel logs a message, then panics.
	PanicLevel = zapcore.PanicLevel
	// FatalLevel logs a message, then calls os.Exit(1).
	FatalLevel = zapcore.FatalLevel
)

// LevelEnablerFunc is a convenient way to implement zapcore.LevelEnabler with an anonymous function.
type LevelEnablerFunc func(zapcore.Level) bool

// Enabled calls the wrapped function.
func (f LevelEnablerFunc) Enabled(lvl zapcore.Level) bool { return f(lvl) }

// An AtomicLevel is an atomically changeable, dynamic logging level.
type AtomicLevel struct {
	l *int32
}

// NewAtomicLevel creates an AtomicLevel with InfoLevel and above logging enabled.
func NewAtomicLevel() AtomicLevel {
	v := int32(InfoLevel)
	return AtomicLevel{l: &v}
}

// NewAtomicLevelAt is a convenience function that creates an AtomicLevel and then calls SetLevel with the given level.
func NewAtomicLevelAt(l zapcore.Level) AtomicLevel {
	a := NewAtomicLevel()
	a.SetLevel(l)
	return a
}

// ParseAtomicLevel parses an AtomicLevel based on a lowercase or all-caps ASCII representation of the log level.
func ParseAtomicLevel(text string) (AtomicLevel, error) {
	a := NewAtomicLevel()
	l, err := zapcore.ParseLevel(text)
	if err != nil {
		return a, err
	}
	a.SetLevel(l)
	return a, nil
}

// Enabled implements the zapcore.LevelEnabler interface.
func (lvl AtomicLevel) Enabled(l zapcore.Level) bool { return lvl.Level().Enabled(l) }

// Level returns the minimum enabled log level.
func (lvl AtomicLevel) Level() zapcore.Level { return zapcore.Level(int8(*lvl.l)) }

// SetLevel alters the logging level.
func (lvl AtomicLevel) SetLevel(l zapcore.Level) { *lvl.l = int32(l) }

// String returns the string representation of the underlying Level.
func (lvl AtomicLevel) String() string { return lvl.Level().String() }

// UnmarshalText unmarshals the text to an AtomicLevel.
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

// MarshalText marshals the AtomicLevel to a byte slice.
func (lvl AtomicLevel) MarshalText() (text []byte, err error) { return lvl.Level().MarshalText() }

// An Option configures a Logger.
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

// IncreaseLevel increase the level of the logger. It has no effect if the passed in level tries to decrease the level of the logger.
func IncreaseLevel(lvl zapcore.LevelEnabler) Option {
	return optionFunc(func(o *options) { o.increase = lvl })
}

// AddCaller configures the Logger to annotate each message with the filename, line number, and function name of zap's caller.
func AddCaller() Option { return WithCaller(true) }

// WithCaller configures the Logger to annotate each message with the filename, line number, and function name of zap's caller, or not.
func WithCaller(enabled bool) Option { return optionFunc(func(o *options) { o.caller = enabled }) }

// AddCallerSkip increases the number of callers skipped by caller annotation.
func AddCallerSkip(skip int) Option { return optionFunc(func(o *options) { o.callerSkip += skip }) }

// AddStacktrace configures the Logger to record a stack trace for all messages at or above a given level.
func AddStacktrace(lvl zapcore.LevelEnabler) Option {
	return optionFunc(func(o *options) { o.stacktrace = lvl })
}

// Development puts the logger in development mode, which makes DPanic-level logs panic instead of simply logging an error.
func Development() Option { return optionFunc(func(o *options) { o.dev = true }) }

// ErrorOutput sets the destination for errors generated by the Logger.
func ErrorOutput(w zapcore.WriteSyncer) Option { return optionFunc(func(o *options) { o.errorOut = w }) }

// NewProductionEncoderConfig returns an opinionated EncoderConfig for production environments.
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

// NewDevelopmentEncoderConfig returns an opinionated EncoderConfig for development environments.
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
