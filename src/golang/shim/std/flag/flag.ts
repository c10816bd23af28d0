// Package flag: command-line flags as a kubebuilder main.go declares them (String/Bool/Int/
// Duration and their Var forms, Var for custom values, Parse). The program's arguments come from
// the scenario's `args` (LAB-CONTRACT §5), handed to the program as the host service "flags";
// without any, Parse sees none and every flag keeps its default. flag.CommandLine is a handle:
// its flags live with the program instance, so a restarted process defines them afresh instead
// of panicking with "flag redefined", and two runs in one worker share nothing.
import type { ShimDefinition } from "../../registry";
import { S } from "../../../eval/runtime";
import type { GoValue } from "../../../eval/values";
import { goString, jsString, sliceOf } from "../helpers";

const source = `package flag

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

// ErrHelp is what Parse returns when the arguments ask for -help or -h and the set defines neither.
var ErrHelp = errors.New("flag: help requested")

var errParse = errors.New("parse error")

// Value is what a flag holds: String shows the current value and Set takes the text given on the command line.
type Value interface {
	String() string
	Set(string) error
}

// Getter is a Value whose contents can be retrieved.
type Getter interface {
	Value
	Get() any
}

// ErrorHandling picks what Parse does about a bad argument: return the error, exit the program, or panic.
type ErrorHandling int

const (
	// ContinueOnError returns a descriptive error.
	ContinueOnError ErrorHandling = iota
	// ExitOnError calls os.Exit(2) (or exit 0 for -h/-help).
	ExitOnError
	// PanicOnError calls panic with a descriptive error.
	PanicOnError
)

// Flag represents the state of a flag.
type Flag struct {
	Name     string
	Usage    string
	Value    Value
	DefValue string
}

// FlagSet represents a set of defined flags.
type FlagSet struct {
	// Usage, when set, replaces the default help text that Parse prints for a bad flag or -h.
	Usage func()

	name          string
	errorHandling ErrorHandling
	parsed        bool
	formal        map[string]*Flag
	actual        map[string]*Flag
	args          []string
	// command marks flag.CommandLine: a handle on the running program's own set.
	command bool
	output  writer
}

// writer is io.Writer (the lab has no io package; strings.Builder implements it).
type writer interface {
	Write(p []byte) (n int, err error)
}

// SetOutput makes w the place for f's usage text and error messages; nil means standard error.
func (f *FlagSet) SetOutput(w writer) { f.self().output = w }

func (f *FlagSet) print(s string) {
	if f.output != nil {
		f.output.Write([]byte(s))
		return
	}
	writeStderr(s)
}

// CommandLine is the FlagSet the package-level functions use; it reads the program's arguments.
var CommandLine = &FlagSet{command: true, errorHandling: ExitOnError}

func savedCommandLine() *FlagSet
func saveCommandLine(f *FlagSet)
func programArgs() []string
func writeStderr(s string)

// self returns the set the methods work on: for CommandLine, the running program's own set.
func (f *FlagSet) self() *FlagSet {
	if !f.command {
		return f
	}
	if s := savedCommandLine(); s != nil {
		return s
	}
	s := NewFlagSet("manager", ExitOnError)
	s.Usage = f.Usage
	saveCommandLine(s)
	return s
}

// NewFlagSet makes a FlagSet with no flags yet, called name, that treats parse errors as errorHandling says.
func NewFlagSet(name string, errorHandling ErrorHandling) *FlagSet {
	return &FlagSet{name: name, errorHandling: errorHandling}
}

// Init gives a FlagSet its name and error mode (useful for a FlagSet declared as a zero value).
func (f *FlagSet) Init(name string, errorHandling ErrorHandling) {
	f = f.self()
	f.name = name
	f.errorHandling = errorHandling
}

// Name gives the name the set was created with.
func (f *FlagSet) Name() string { return f.self().name }

// ErrorHandling gives the set's error mode: ContinueOnError, ExitOnError or PanicOnError.
func (f *FlagSet) ErrorHandling() ErrorHandling { return f.self().errorHandling }

// Var adds a flag called name to f, stored in value, whose current text is taken as the default.
func (f *FlagSet) Var(value Value, name string, usage string) {
	f = f.self()
	if strings.HasPrefix(name, "-") {
		panic(fmt.Sprintf("flag %q begins with -", name))
	} else if strings.Contains(name, "=") {
		panic(fmt.Sprintf("flag %q contains =", name))
	}
	if _, dup := f.formal[name]; dup {
		msg := fmt.Sprintf("flag redefined: %s", name)
		if f.name != "" {
			msg = fmt.Sprintf("%s flag redefined: %s", f.name, name)
		}
		panic(msg)
	}
	if f.formal == nil {
		f.formal = map[string]*Flag{}
	}
	f.formal[name] = &Flag{Name: name, Usage: usage, Value: value, DefValue: value.String()}
}

type stringValue struct{ p *string }

func (v stringValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}
func (v stringValue) Set(s string) error { *v.p = s; return nil }
func (v stringValue) Get() any           { return *v.p }

type boolValue struct{ p *bool }

func (v boolValue) String() string {
	if v.p == nil {
		return "false"
	}
	return strconv.FormatBool(*v.p)
}
func (v boolValue) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return errParse
	}
	*v.p = b
	return nil
}
func (v boolValue) Get() any         { return *v.p }
func (v boolValue) IsBoolFlag() bool { return true }

type intValue struct{ p *int }

func (v intValue) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}
func (v intValue) Set(s string) error {
	n, err := strconv.ParseInt(s, 0, 64)
	if err != nil {
		return errParse
	}
	*v.p = int(n)
	return nil
}
func (v intValue) Get() any { return *v.p }

type int64Value struct{ p *int64 }

func (v int64Value) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.FormatInt(*v.p, 10)
}
func (v int64Value) Set(s string) error {
	n, err := strconv.ParseInt(s, 0, 64)
	if err != nil {
		return errParse
	}
	*v.p = n
	return nil
}
func (v int64Value) Get() any { return *v.p }

type float64Value struct{ p *float64 }

func (v float64Value) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.FormatFloat(*v.p, 'g', -1, 64)
}
func (v float64Value) Set(s string) error {
	n, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return errParse
	}
	*v.p = n
	return nil
}
func (v float64Value) Get() any { return *v.p }

type durationValue struct{ p *time.Duration }

func (v durationValue) String() string {
	if v.p == nil {
		return "0s"
	}
	return (*v.p).String()
}
func (v durationValue) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return errParse
	}
	*v.p = d
	return nil
}
func (v durationValue) Get() any { return *v.p }

// StringVar registers the string flag -name, stored in *p, which starts at value; usage is its help line.
func (f *FlagSet) StringVar(p *string, name string, value string, usage string) {
	*p = value
	f.Var(stringValue{p}, name, usage)
}

// String defines a string flag and returns the address of its value.
func (f *FlagSet) String(name string, value string, usage string) *string {
	p := new(string)
	f.StringVar(p, name, value, usage)
	return p
}

// BoolVar registers the bool flag -name, stored in *p, which starts at value; usage is its help line.
func (f *FlagSet) BoolVar(p *bool, name string, value bool, usage string) {
	*p = value
	f.Var(boolValue{p}, name, usage)
}

// Bool defines a bool flag and returns the address of its value.
func (f *FlagSet) Bool(name string, value bool, usage string) *bool {
	p := new(bool)
	f.BoolVar(p, name, value, usage)
	return p
}

// IntVar registers the int flag -name, stored in *p, which starts at value; usage is its help line.
func (f *FlagSet) IntVar(p *int, name string, value int, usage string) {
	*p = value
	f.Var(intValue{p}, name, usage)
}

// Int defines an int flag and returns the address of its value.
func (f *FlagSet) Int(name string, value int, usage string) *int {
	p := new(int)
	f.IntVar(p, name, value, usage)
	return p
}

// Int64Var registers the int64 flag -name, stored in *p, which starts at value; usage is its help line.
func (f *FlagSet) Int64Var(p *int64, name string, value int64, usage string) {
	*p = value
	f.Var(int64Value{p}, name, usage)
}

// Int64 defines an int64 flag and returns the address of its value.
func (f *FlagSet) Int64(name string, value int64, usage string) *int64 {
	p := new(int64)
	f.Int64Var(p, name, value, usage)
	return p
}

// Float64Var registers the float64 flag -name, stored in *p, which starts at value; usage is its help line.
func (f *FlagSet) Float64Var(p *float64, name string, value float64, usage string) {
	*p = value
	f.Var(float64Value{p}, name, usage)
}

// Float64 defines a float64 flag and returns the address of its value.
func (f *FlagSet) Float64(name string, value float64, usage string) *float64 {
	p := new(float64)
	f.Float64Var(p, name, value, usage)
	return p
}

// DurationVar registers the flag -name, read like 30s or 1m30s and stored in *p, which starts at value; usage is its help line.
func (f *FlagSet) DurationVar(p *time.Duration, name string, value time.Duration, usage string) {
	*p = value
	f.Var(durationValue{p}, name, usage)
}

// Duration defines a time.Duration flag and returns the address of its value.
func (f *FlagSet) Duration(name string, value time.Duration, usage string) *time.Duration {
	p := new(time.Duration)
	f.DurationVar(p, name, value, usage)
	return p
}

// Lookup finds the registered flag called name, or gives nil.
func (f *FlagSet) Lookup(name string) *Flag { return f.self().formal[name] }

// Set gives the flag called name a value as if it came on the command line; it fails for an unknown flag or bad text.
func (f *FlagSet) Set(name, value string) error {
	f = f.self()
	fl, ok := f.formal[name]
	if !ok {
		return fmt.Errorf("no such flag -%v", name)
	}
	if err := fl.Value.Set(value); err != nil {
		return err
	}
	if f.actual == nil {
		f.actual = map[string]*Flag{}
	}
	f.actual[name] = fl
	return nil
}

func sortedFlags(m map[string]*Flag) []*Flag {
	out := make([]*Flag, 0, len(m))
	for _, fl := range m {
		out = append(out, fl)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// VisitAll visits every defined flag in lexicographical order.
func (f *FlagSet) VisitAll(fn func(*Flag)) {
	for _, fl := range sortedFlags(f.self().formal) {
		fn(fl)
	}
}

// Visit visits the flags that have been set, in lexicographical order.
func (f *FlagSet) Visit(fn func(*Flag)) {
	for _, fl := range sortedFlags(f.self().actual) {
		fn(fl)
	}
}

// NFlag counts the flags of this set that were given a value by Parse or Set.
func (f *FlagSet) NFlag() int { return len(f.self().actual) }

// Parsed is true once Parse has run on this set.
func (f *FlagSet) Parsed() bool { return f.self().parsed }

// Args gives the arguments left over after the flags.
func (f *FlagSet) Args() []string { return f.self().args }

// NArg is how many arguments are left over after the flags.
func (f *FlagSet) NArg() int { return len(f.self().args) }

// Arg returns the i'th argument remaining after flags have been processed ("" when there is none).
func (f *FlagSet) Arg(i int) string {
	args := f.self().args
	if i < 0 || i >= len(args) {
		return ""
	}
	return args[i]
}

// PrintDefaults prints the default values of all defined flags to standard error.
func (f *FlagSet) PrintDefaults() {
	var b strings.Builder
	f.VisitAll(func(fl *Flag) {
		typ, zero := "value", ""
		switch fl.Value.(type) {
		case boolValue:
			typ, zero = "", "false"
		case stringValue:
			typ = "string"
		case intValue, int64Value:
			typ, zero = "int", "0"
		case float64Value:
			typ, zero = "float", "0"
		case durationValue:
			typ, zero = "duration", "0s"
		}
		b.WriteString("  -" + fl.Name)
		if typ != "" {
			b.WriteString(" " + typ)
		}
		b.WriteString("\\n    \\t" + strings.ReplaceAll(fl.Usage, "\\n", "\\n    \\t"))
		if fl.DefValue != zero {
			if typ == "string" {
				b.WriteString(fmt.Sprintf(" (default %q)", fl.DefValue))
			} else {
				b.WriteString(" (default " + fl.DefValue + ")")
			}
		}
		b.WriteString("\\n")
	})
	f.self().print(b.String())
}

func (f *FlagSet) usage() {
	if f.Usage != nil {
		f.Usage()
		return
	}
	if f.name == "" {
		f.print("Usage:\\n")
	} else {
		f.print("Usage of " + f.name + ":\\n")
	}
	f.PrintDefaults()
}

func (f *FlagSet) failf(format string, a ...any) error {
	err := fmt.Errorf(format, a...)
	f.print(err.Error() + "\\n")
	f.usage()
	return err
}

type boolFlag interface{ IsBoolFlag() bool }

// next parses one flag from f.args; done is true when no flag is left.
func (f *FlagSet) next() (done bool, err error) {
	if len(f.args) == 0 {
		return true, nil
	}
	arg := f.args[0]
	if len(arg) < 2 || arg[0] != '-' {
		return true, nil
	}
	name := arg[1:]
	if name[0] == '-' {
		if len(name) == 1 { // "--" ends the flags
			f.args = f.args[1:]
			return true, nil
		}
		name = name[1:]
	}
	if name == "" || name[0] == '-' || name[0] == '=' {
		return false, f.failf("bad flag syntax: %s", arg)
	}
	f.args = f.args[1:]
	value, hasValue := "", false
	if i := strings.Index(name[1:], "="); i >= 0 {
		name, value, hasValue = name[:i+1], name[i+2:], true
	}
	fl, ok := f.formal[name]
	if !ok {
		if name == "help" || name == "h" {
			f.usage()
			return false, ErrHelp
		}
		return false, f.failf("flag provided but not defined: -%s", name)
	}
	if bf, isBool := fl.Value.(boolFlag); isBool && bf.IsBoolFlag() {
		if !hasValue {
			value = "true"
		}
		if err := fl.Value.Set(value); err != nil {
			return false, f.failf("invalid boolean value %q for -%s: %v", value, name, err)
		}
	} else {
		if !hasValue {
			if len(f.args) == 0 {
				return false, f.failf("flag needs an argument: -%s", name)
			}
			value, f.args = f.args[0], f.args[1:]
		}
		if err := fl.Value.Set(value); err != nil {
			return false, f.failf("invalid value %q for flag -%s: %v", value, name, err)
		}
	}
	if f.actual == nil {
		f.actual = map[string]*Flag{}
	}
	f.actual[name] = fl
	return false, nil
}

// Parse reads flags from arguments (the program name left out) until the first non-flag or "--";
// what remains is Args. On an error it returns it, exits, or panics, as the set's ErrorHandling says.
func (f *FlagSet) Parse(arguments []string) error {
	f = f.self()
	f.parsed = true
	f.args = arguments
	for {
		done, err := f.next()
		if done {
			return nil
		}
		if err == nil {
			continue
		}
		switch f.errorHandling {
		case ExitOnError:
			if err == ErrHelp {
				os.Exit(0)
			}
			os.Exit(2)
		case PanicOnError:
			panic(err)
		}
		return err
	}
}

// Parse parses the command-line flags: the scenario's args (none unless it gives some).
func Parse() { CommandLine.Parse(programArgs()) }

// Parsed is true once flag.Parse has run.
func Parsed() bool { return CommandLine.Parsed() }

// Args gives the program arguments left over after its flags.
func Args() []string { return CommandLine.Args() }

// NArg is how many program arguments are left over after its flags.
func NArg() int { return CommandLine.NArg() }

// Arg returns the i'th command-line argument remaining after flags have been processed.
func Arg(i int) string { return CommandLine.Arg(i) }

// NFlag counts the program's flags that were given a value.
func NFlag() int { return CommandLine.NFlag() }

// Lookup finds the flag called name in CommandLine, or gives nil.
func Lookup(name string) *Flag { return CommandLine.Lookup(name) }

// Set gives the program flag called name a value as if it came on the command line.
func Set(name, value string) error { return CommandLine.Set(name, value) }

// Visit visits the command-line flags that have been set, in lexicographical order.
func Visit(fn func(*Flag)) { CommandLine.Visit(fn) }

// VisitAll calls fn on each flag CommandLine defines, set or not, sorted by name.
func VisitAll(fn func(*Flag)) { CommandLine.VisitAll(fn) }

// PrintDefaults prints the default values of all defined command-line flags to standard error.
func PrintDefaults() { CommandLine.PrintDefaults() }

// Var defines a command-line flag with the specified name and usage string.
func Var(value Value, name string, usage string) { CommandLine.Var(value, name, usage) }

// StringVar defines a string command-line flag.
func StringVar(p *string, name string, value string, usage string) { CommandLine.StringVar(p, name, value, usage) }

// String defines a string command-line flag and returns the address of its value.
func String(name string, value string, usage string) *string { return CommandLine.String(name, value, usage) }

// BoolVar defines a bool command-line flag.
func BoolVar(p *bool, name string, value bool, usage string) { CommandLine.BoolVar(p, name, value, usage) }

// Bool defines a bool command-line flag and returns the address of its value.
func Bool(name string, value bool, usage string) *bool { return CommandLine.Bool(name, value, usage) }

// IntVar defines an int command-line flag.
func IntVar(p *int, name string, value int, usage string) { CommandLine.IntVar(p, name, value, usage) }

// Int defines an int command-line flag and returns the address of its value.
func Int(name string, value int, usage string) *int { return CommandLine.Int(name, value, usage) }

// Int64Var defines an int64 command-line flag.
func Int64Var(p *int64, name string, value int64, usage string) { CommandLine.Int64Var(p, name, value, usage) }

// Int64 defines an int64 command-line flag and returns the address of its value.
func Int64(name string, value int64, usage string) *int64 { return CommandLine.Int64(name, value, usage) }

// Float64Var defines a float64 command-line flag.
func Float64Var(p *float64, name string, value float64, usage string) {
	CommandLine.Float64Var(p, name, value, usage)
}

// Float64 defines a float64 command-line flag and returns the address of its value.
func Float64(name string, value float64, usage string) *float64 { return CommandLine.Float64(name, value, usage) }

// DurationVar defines a time.Duration command-line flag.
func DurationVar(p *time.Duration, name string, value time.Duration, usage string) {
	CommandLine.DurationVar(p, name, value, usage)
}

// Duration defines a time.Duration command-line flag and returns the address of its value.
func Duration(name string, value time.Duration, usage string) *time.Duration {
	return CommandLine.Duration(name, value, usage)
}
`;

/** flagState is the program instance's own flag state: its command-line set and its arguments. */
function flagState(): { commandLine?: GoValue; args?: readonly string[] } {
  const host = S.host as { services?: Record<string, unknown> };
  host.services ??= {};
  const svc = (host.services.flags ??= {}) as { commandLine?: GoValue; args?: readonly string[] };
  return svc;
}

export const flagPackage: ShimDefinition = {
  path: "flag",
  source,
  natives: {
    savedCommandLine: () => flagState().commandLine ?? null,
    saveCommandLine: (f: GoValue) => {
      flagState().commandLine = f;
    },
    programArgs: () => sliceOf((flagState().args ?? []).map((a) => goString(a))),
    writeStderr: (s: string) => {
      S.host.stderr?.(jsString(s));
    },
  },
};
