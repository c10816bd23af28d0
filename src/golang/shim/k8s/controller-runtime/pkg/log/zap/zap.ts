// Package sigs.k8s.io/controller-runtime/pkg/log/zap: the logger main.go builds
// (`ctrl.SetLogger(zap.New(zap.UseFlagOptions(&opts)))`) and its command-line flags
// (`opts.BindFlags(flag.CommandLine)`: -zap-devel, -zap-encoder, -zap-log-level,
// -zap-stacktrace-level, -zap-time-encoding) and Options with controller-runtime's fields (Level,
// Encoder, EncoderConfigOptions, ZapOpts, TimeEncoder, DestWriter…, over ../../../../zap). The flags
// parse, set those fields and fail on a bad value as the real ones do; the lab's log sink is the run
// report, which keeps every line whatever the level or encoder, so the options change nothing in it.
import type { ShimDefinition } from "../../../../../registry";

const source = `package zap

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/go-logr/logr"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// EncoderConfigOption changes one setting of a zapcore.EncoderConfig.
type EncoderConfigOption func(*zapcore.EncoderConfig)

// NewEncoderFunc builds a zapcore.Encoder from encoder config options.
type NewEncoderFunc func(...EncoderConfigOption) zapcore.Encoder

// Options collects the settings of the logger that New builds: mode, encoder, destination, levels.
type Options struct {
	// Development puts the logger in development mode (console encoder, debug level, warn stack traces).
	Development bool
	// Encoder, when set, is the encoder to use instead of the one Development picks.
	Encoder zapcore.Encoder
	// EncoderConfigOptions adjust the encoder config before the encoder is built.
	EncoderConfigOptions []EncoderConfigOption
	// NewEncoder, when set, builds the encoder from EncoderConfigOptions.
	NewEncoder NewEncoderFunc
	// DestWriter is where a real zap logger would write (os.Stderr when unset); the lab writes to
	// the run report whatever it is.
	DestWriter io.Writer
	// Level decides which log levels get written.
	Level zapcore.LevelEnabler
	// StacktraceLevel is the lowest level whose entries get a stack trace attached.
	StacktraceLevel zapcore.LevelEnabler
	// ZapOpts are extra zap.Options handed to the zap logger as it is built.
	ZapOpts []zap.Option
	// TimeEncoder formats the timestamp of each entry.
	TimeEncoder zapcore.TimeEncoder

	encoder     string
	level       string
	stacktrace  string
	timeEncoder string
}

// Opts is one change to Options, passed to New (UseDevMode, WriteTo, ...).
type Opts func(*Options)

// UseDevMode sets the logger to use (or not use) development mode.
func UseDevMode(enabled bool) Opts {
	return func(o *Options) { o.Development = enabled }
}

// WriteTo sends the log output to out rather than to os.Stderr.
func WriteTo(out io.Writer) Opts {
	return func(o *Options) { o.DestWriter = out }
}

// Encoder sets the encoder that turns each entry into text, such as JSON or console lines.
func Encoder(encoder zapcore.Encoder) func(o *Options) {
	return func(o *Options) { o.Encoder = encoder }
}

// JSONEncoder makes the logger print each entry as one JSON object.
func JSONEncoder(opts ...EncoderConfigOption) func(o *Options) {
	return func(o *Options) { o.Encoder = newJSONEncoder(opts...) }
}

func newJSONEncoder(opts ...EncoderConfigOption) zapcore.Encoder {
	cfg := zap.NewProductionEncoderConfig()
	for _, opt := range opts {
		opt(&cfg)
	}
	return zapcore.NewJSONEncoder(cfg)
}

// ConsoleEncoder makes the logger print each entry as a human-readable line.
func ConsoleEncoder(opts ...EncoderConfigOption) func(o *Options) {
	return func(o *Options) { o.Encoder = newConsoleEncoder(opts...) }
}

func newConsoleEncoder(opts ...EncoderConfigOption) zapcore.Encoder {
	cfg := zap.NewDevelopmentEncoderConfig()
	for _, opt := range opts {
		opt(&cfg)
	}
	return zapcore.NewConsoleEncoder(cfg)
}

// Level sets Options.Level, which configures the minimum enabled logging level.
func Level(level zapcore.LevelEnabler) func(o *Options) {
	return func(o *Options) { o.Level = level }
}

// StacktraceLevel sets Options.StacktraceLevel, the level at and above which stacktraces are recorded.
func StacktraceLevel(stacktraceLevel zapcore.LevelEnabler) func(o *Options) {
	return func(o *Options) { o.StacktraceLevel = stacktraceLevel }
}

// RawZapOpts appends zap.Options to Options.ZapOpts.
func RawZapOpts(zapOpts ...zap.Option) func(o *Options) {
	return func(o *Options) { o.ZapOpts = append(o.ZapOpts, zapOpts...) }
}

// UseFlagOptions configures the logger to use the Options set by parsing zap option flags.
func UseFlagOptions(in *Options) Opts {
	return func(o *Options) { *o = *in }
}

// New returns a brand new Logger configured with Opts (in the lab, one writing to the run's log, which
// keeps every line whatever the level or encoder).
func New(opts ...Opts) logr.Logger {
	o := &Options{}
	for _, opt := range opts {
		opt(o)
	}
	return logr.Logger{}
}

// choice is a flag taking one of a few words (any case), or, with numbers, an integer above 0.
type choice struct {
	p       *string
	allowed []string
	numbers bool
	what    string
	set     func(string)
}

func (c choice) String() string { return *c.p }
func (c choice) Set(s string) error {
	for _, a := range c.allowed {
		if strings.ToLower(s) == a {
			*c.p = s
			if c.set != nil {
				c.set(s)
			}
			return nil
		}
	}
	if n, err := strconv.Atoi(s); c.numbers && err == nil && n > 0 {
		*c.p = s
		if c.set != nil {
			c.set(s)
		}
		return nil
	}
	return fmt.Errorf("invalid %s \\"%s\\"", c.what, s)
}

func levelOf(s string) zapcore.Level {
	switch strings.ToLower(s) {
	case "debug":
		return zapcore.DebugLevel
	case "info":
		return zapcore.InfoLevel
	case "error":
		return zapcore.ErrorLevel
	case "panic":
		return zapcore.PanicLevel
	}
	n, _ := strconv.Atoi(s)
	return zapcore.Level(int8(-n))
}

func (o *Options) setLevel(s string)      { o.Level = zap.NewAtomicLevelAt(levelOf(s)) }
func (o *Options) setStacktrace(s string) { o.StacktraceLevel = zap.NewAtomicLevelAt(levelOf(s)) }
func (o *Options) setEncoder(s string) {
	if strings.ToLower(s) == "json" {
		o.NewEncoder = newJSONEncoder
	} else {
		o.NewEncoder = newConsoleEncoder
	}
}
func (o *Options) setTimeEncoder(s string) {
	switch strings.ToLower(s) {
	case "millis":
		o.TimeEncoder = zapcore.EpochMillisTimeEncoder
	case "nano":
		o.TimeEncoder = zapcore.EpochNanosTimeEncoder
	case "iso8601":
		o.TimeEncoder = zapcore.ISO8601TimeEncoder
	case "rfc3339":
		o.TimeEncoder = zapcore.RFC3339TimeEncoder
	case "rfc3339nano":
		o.TimeEncoder = zapcore.RFC3339NanoTimeEncoder
	default:
		o.TimeEncoder = zapcore.EpochTimeEncoder
	}
}

// BindFlags binds the zap logger's command-line flags to fs.
func (o *Options) BindFlags(fs *flag.FlagSet) {
	fs.BoolVar(&o.Development, "zap-devel", o.Development,
		"Development Mode defaults(encoder=consoleEncoder,logLevel=Debug,stackTraceLevel=Warn). Production Mode defaults(encoder=jsonEncoder,logLevel=Info,stackTraceLevel=Error)")
	fs.Var(choice{&o.encoder, []string{"json", "console"}, false, "encoder value", o.setEncoder}, "zap-encoder",
		"Zap log encoding (one of 'json' or 'console')")
	fs.Var(choice{&o.level, []string{"debug", "info", "error", "panic"}, true, "log level", o.setLevel}, "zap-log-level",
		"Zap Level to configure the verbosity of logging. Can be one of 'debug', 'info', 'error', 'panic' or any integer value > 0 which corresponds to custom debug levels of increasing verbosity")
	fs.Var(choice{&o.stacktrace, []string{"info", "error", "panic"}, false, "stacktrace level", o.setStacktrace}, "zap-stacktrace-level",
		"Zap Level at and above which stacktraces are captured (one of 'info', 'error', 'panic').")
	fs.Var(choice{&o.timeEncoder, []string{"epoch", "millis", "nano", "iso8601", "rfc3339", "rfc3339nano"}, false, "time-encoder value", o.setTimeEncoder},
		"zap-time-encoding", "Zap time encoding (one of 'epoch', 'millis', 'nano', 'iso8601', 'rfc3339' or 'rfc3339nano'). Defaults to 'epoch'.")
}
`;

export const zapPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/log/zap",
  source,
  natives: {},
};
