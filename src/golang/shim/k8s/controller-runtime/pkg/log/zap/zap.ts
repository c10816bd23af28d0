// Package sigs.k8s.io/controller-runtime/pkg/log/zap: the logger main.go builds
// (`ctrl.SetLogger(zap.New(zap.UseFlagOptions(&opts)))`) and its command-line flags
// (`opts.BindFlags(flag.CommandLine)`: -zap-devel, -zap-encoder, -zap-log-level,
// -zap-stacktrace-level, -zap-time-encoding). The flags parse and a bad value fails as the real
// ones do; the lab's log sink is the run report, which keeps every line whatever the level or
// encoder, so the options change nothing in it.
import type { ShimDefinition } from "../../../../../registry";

const source = `package zap

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-logr/logr"
)

// Options contains all possible settings.
type Options struct {
	// Development puts the logger in development mode (console encoder, debug level, warn stack traces).
	Development bool
	encoder     string
	level       string
	stacktrace  string
	timeEncoder string
}

// Opts allows to manipulate Options.
type Opts func(*Options)

// UseDevMode sets the logger to use (or not use) development mode.
func UseDevMode(enabled bool) Opts {
	return func(o *Options) { o.Development = enabled }
}

// UseFlagOptions configures the logger to use the Options set by parsing zap option flags.
func UseFlagOptions(in *Options) Opts {
	return func(o *Options) { *o = *in }
}

// New returns a brand new Logger configured with Opts (in the lab, one writing to the run report).
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
}

func (c choice) String() string { return *c.p }
func (c choice) Set(s string) error {
	for _, a := range c.allowed {
		if strings.ToLower(s) == a {
			*c.p = s
			return nil
		}
	}
	if n, err := strconv.Atoi(s); c.numbers && err == nil && n > 0 {
		*c.p = s
		return nil
	}
	return fmt.Errorf("invalid %s \\"%s\\"", c.what, s)
}

// BindFlags binds the zap logger's command-line flags to fs.
func (o *Options) BindFlags(fs *flag.FlagSet) {
	fs.BoolVar(&o.Development, "zap-devel", o.Development,
		"Development Mode defaults(encoder=consoleEncoder,logLevel=Debug,stackTraceLevel=Warn). Production Mode defaults(encoder=jsonEncoder,logLevel=Info,stackTraceLevel=Error)")
	fs.Var(choice{&o.encoder, []string{"json", "console"}, false, "encoder value"}, "zap-encoder",
		"Zap log encoding (one of 'json' or 'console')")
	fs.Var(choice{&o.level, []string{"debug", "info", "error", "panic"}, true, "log level"}, "zap-log-level",
		"Zap Level to configure the verbosity of logging. Can be one of 'debug', 'info', 'error', 'panic' or any integer value > 0 which corresponds to custom debug levels of increasing verbosity")
	fs.Var(choice{&o.stacktrace, []string{"info", "error", "panic"}, false, "stacktrace level"}, "zap-stacktrace-level",
		"Zap Level at and above which stacktraces are captured (one of 'info', 'error', 'panic').")
	fs.Var(choice{&o.timeEncoder, []string{"epoch", "millis", "nano", "iso8601", "rfc3339", "rfc3339nano"}, false, "time-encoder value"},
		"zap-time-encoding", "Zap time encoding (one of 'epoch', 'millis', 'nano', 'iso8601', 'rfc3339' or 'rfc3339nano'). Defaults to 'epoch'.")
}
`;

export const zapPackage: ShimDefinition = {
  path: "sigs.k8s.io/controller-runtime/pkg/log/zap",
  source,
  natives: {},
};
