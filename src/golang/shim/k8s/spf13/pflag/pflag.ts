// Package github.com/spf13/pflag: POSIX/GNU-style flags (--name=value, --name value, -n value,
// -nvalue, -abc for several bool shorthands, "--" ends the flags, flags and arguments interspersed),
// as operators' main.go and their libraries bind them: FlagSet with the *Var/*VarP/*P families
// (string, bool, int, int8/16/32/64, uint, uint8/16/32/64, float32/64, duration, stringSlice,
// stringArray), Var/VarP
// for custom values, AddGoFlagSet/AddGoFlag for the standard library's flags, Changed, Lookup,
// Mark{Hidden,Deprecated}, the Get* accessors and FlagUsages. Parse errors carry pflag v1.0.10's
// error types and wording. pflag.CommandLine parses the scenario's `args` (LAB-CONTRACT §5), as
// flag.CommandLine does, and like it is a handle on the running program's own set.
// Not provided: normalize functions, ParseErrorsAllowlist, IP/IPNet/byte/count/map value kinds.
import type { ShimDefinition } from "../../../registry";
import { S } from "../../../../eval/runtime";
import type { GoValue } from "../../../../eval/values";
import { goString, sliceOf } from "../../../native";

const source = `package pflag

import (
	"errors"
	goflag "flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

// ErrHelp is what Parse reports for --help or -h when the set defines no flag of that name.
var ErrHelp = errors.New("pflag: help requested")

// ErrorHandling chooses what Parse does when the arguments are wrong.
type ErrorHandling int

const (
	// ContinueOnError makes Parse hand the error back to its caller.
	ContinueOnError ErrorHandling = iota
	// ExitOnError makes Parse print the error and end the program with status 2 (0 for help).
	ExitOnError
	// PanicOnError makes Parse panic with the error.
	PanicOnError
)

// NormalizedName is a flag name as the set stores it; the lab has no normalize functions, so it is
// the name as written.
type NormalizedName string

// Value is what a flag holds: String prints the current value, Set parses command-line text into it, Type names the kind for help output.
type Value interface {
	String() string
	Set(string) error
	Type() string
}

// SliceValue is the extra interface of list-valued flags: add one item, replace all, or read them.
type SliceValue interface {
	Append(string) error
	Replace([]string) error
	GetSlice() []string
}

// Flag is one defined flag: its names, help text, value and whether the arguments set it.
type Flag struct {
	Name                string              // long name, written --name
	Shorthand           string              // one-letter alias, written -n; empty if none
	Usage               string              // help text
	Value               Value               // the current value
	DefValue            string              // the starting value as text, shown in help
	Changed             bool                // true once the arguments or Set gave it a value
	NoOptDefVal         string              // the value text used when the flag is given with no value
	Deprecated          string              // when set, a notice printed on use (and the flag is hidden)
	Hidden              bool                // left out of the help text
	ShorthandDeprecated string              // when set, a notice printed when the shorthand is used
	Annotations         map[string][]string // free-form data for tools such as cobra
}

// FlagSet is a group of flags parsed together from one argument list.
type FlagSet struct {
	// Usage, when set, prints the help text after a parse error or an undefined --help/-h; nil means the default text.
	Usage func()

	// SortFlags lists flags by name in help and in Visit/VisitAll; false keeps definition order.
	SortFlags bool

	name            string
	parsed          bool
	actual          map[NormalizedName]*Flag
	orderedActual   []*Flag
	formal          map[NormalizedName]*Flag
	orderedFormal   []*Flag
	shorthands      map[byte]*Flag
	args            []string
	argsLenAtDash   int
	errorHandling   ErrorHandling
	output          io.Writer
	interspersed    bool
	addedGoFlagSets []*goflag.FlagSet
	// command marks pflag.CommandLine: a handle on the running program's own set.
	command bool
}

// NotExistError reports a flag name, or a shorthand, that the set does not define.
type NotExistError struct {
	name                string
	specifiedShorthands string
	messageType         int
}

// Error implements error.
func (e *NotExistError) Error() string {
	switch e.messageType {
	case 0:
		return fmt.Sprintf("flag %q does not exist", e.name)
	case 1:
		return fmt.Sprintf("no such flag -%v", e.name)
	case 2:
		return fmt.Sprintf("unknown flag: --%s", e.name)
	}
	return fmt.Sprintf("unknown shorthand flag: %q in -%s", rune(e.name[0]), e.specifiedShorthands)
}

// GetSpecifiedName gives the unknown name as the arguments wrote it, without dashes.
func (e *NotExistError) GetSpecifiedName() string { return e.name }

// GetSpecifiedShortnames gives the whole run of shorthands (such as "abc" in -abc) the unknown one
// was found in.
func (e *NotExistError) GetSpecifiedShortnames() string { return e.specifiedShorthands }

// ValueRequiredError reports a flag that takes a value given at the end of the arguments without one.
type ValueRequiredError struct {
	flag                *Flag
	specifiedName       string
	specifiedShorthands string
}

// Error implements error.
func (e *ValueRequiredError) Error() string {
	if len(e.specifiedShorthands) > 0 {
		return fmt.Sprintf("flag needs an argument: %q in -%s", rune(e.specifiedName[0]), e.specifiedShorthands)
	}
	return fmt.Sprintf("flag needs an argument: --%s", e.specifiedName)
}

// GetFlag gives the flag that lacked its value.
func (e *ValueRequiredError) GetFlag() *Flag { return e.flag }

// GetSpecifiedName gives the flag's name as the arguments wrote it, without dashes.
func (e *ValueRequiredError) GetSpecifiedName() string { return e.specifiedName }

// GetSpecifiedShortnames gives the run of shorthands the flag was written in, if it was a shorthand.
func (e *ValueRequiredError) GetSpecifiedShortnames() string { return e.specifiedShorthands }

// InvalidValueError reports a value that the flag's Set refused.
type InvalidValueError struct {
	flag  *Flag
	value string
	cause error
}

// Error implements error.
func (e *InvalidValueError) Error() string {
	name := "--" + e.flag.Name
	if e.flag.Shorthand != "" && e.flag.ShorthandDeprecated == "" {
		name = "-" + e.flag.Shorthand + ", --" + e.flag.Name
	}
	return fmt.Sprintf("invalid argument %q for %q flag: %v", e.value, name, e.cause)
}

// Unwrap gives the error that Set returned.
func (e *InvalidValueError) Unwrap() error { return e.cause }

// GetFlag gives the flag whose value was refused.
func (e *InvalidValueError) GetFlag() *Flag { return e.flag }

// GetValue gives the text that was refused.
func (e *InvalidValueError) GetValue() string { return e.value }

// InvalidSyntaxError reports an argument that looks like a flag but cannot be one, such as "---x".
type InvalidSyntaxError struct {
	specifiedFlag string
}

// Error implements error.
func (e *InvalidSyntaxError) Error() string { return fmt.Sprintf("bad flag syntax: %s", e.specifiedFlag) }

// GetSpecifiedFlag gives the offending argument as written, dashes included.
func (e *InvalidSyntaxError) GetSpecifiedFlag() string { return e.specifiedFlag }

func savedCommandLine() *FlagSet
func saveCommandLine(f *FlagSet)
func programArgs() []string

// CommandLine is the default set of command-line flags, parsed from the program's arguments.
var CommandLine = &FlagSet{command: true, name: "manager", errorHandling: ExitOnError, argsLenAtDash: -1, interspersed: true, SortFlags: true}

// self returns the set the methods work on: for CommandLine, the running program's own set.
func (f *FlagSet) self() *FlagSet {
	if !f.command {
		return f
	}
	if s := savedCommandLine(); s != nil {
		return s
	}
	s := NewFlagSet(f.name, f.errorHandling)
	s.Usage = f.Usage
	saveCommandLine(s)
	return s
}

// NewFlagSet makes an empty set called name that handles parse errors as errorHandling says and
// sorts flags by name.
func NewFlagSet(name string, errorHandling ErrorHandling) *FlagSet {
	return &FlagSet{name: name, errorHandling: errorHandling, argsLenAtDash: -1, interspersed: true, SortFlags: true}
}

// Init gives a zero FlagSet its name and the ErrorHandling policy Parse follows on bad input.
func (f *FlagSet) Init(name string, errorHandling ErrorHandling) {
	f = f.self()
	f.name = name
	f.errorHandling = errorHandling
	f.argsLenAtDash = -1
}

// Name is the name this FlagSet was created or initialised with.
func (f *FlagSet) Name() string { return f.self().name }

// SetInterspersed chooses whether flags may follow positional arguments (true, the default) or
// parsing stops at the first positional argument (false).
func (f *FlagSet) SetInterspersed(interspersed bool) { f.self().interspersed = interspersed }

// Output returns the destination for usage and error messages (os.Stderr if none is set).
func (f *FlagSet) Output() io.Writer {
	f = f.self()
	if f.output == nil {
		return os.Stderr
	}
	return f.output
}

// SetOutput sets the destination for usage and error messages (os.Stderr when nil).
func (f *FlagSet) SetOutput(output io.Writer) { f.self().output = output }

func sortFlags(flags map[NormalizedName]*Flag) []*Flag {
	out := make([]*Flag, 0, len(flags))
	for _, fl := range flags {
		out = append(out, fl)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// VisitAll calls fn on every defined flag, by name or, with SortFlags false, in definition order.
func (f *FlagSet) VisitAll(fn func(*Flag)) {
	f = f.self()
	flags := f.orderedFormal
	if f.SortFlags {
		flags = sortFlags(f.formal)
	}
	for _, fl := range flags {
		fn(fl)
	}
}

// Visit calls fn on each flag that has been given a value, by name or, with SortFlags false, in the
// order they were set.
func (f *FlagSet) Visit(fn func(*Flag)) {
	f = f.self()
	flags := f.orderedActual
	if f.SortFlags {
		flags = sortFlags(f.actual)
	}
	for _, fl := range flags {
		fn(fl)
	}
}

// HasFlags says whether the set defines at least one flag.
func (f *FlagSet) HasFlags() bool { return len(f.self().formal) > 0 }

// HasAvailableFlags says whether the set defines at least one flag that is not hidden.
func (f *FlagSet) HasAvailableFlags() bool {
	for _, fl := range f.self().formal {
		if !fl.Hidden {
			return true
		}
	}
	return false
}

// Lookup finds a defined flag by its long name; nil when no such flag exists.
func (f *FlagSet) Lookup(name string) *Flag { return f.self().formal[NormalizedName(name)] }

// ShorthandLookup finds a flag by its one-letter alias, or gives nil; a longer name panics.
func (f *FlagSet) ShorthandLookup(name string) *Flag {
	if name == "" {
		return nil
	}
	if len(name) > 1 {
		msg := fmt.Sprintf("can not look up shorthand which is more than one ASCII character: %q", name)
		fmt.Fprintf(f.Output(), msg)
		panic(msg)
	}
	return f.self().shorthands[name[0]]
}

// ArgsLenAtDash says how many positional arguments came before "--", or -1 when there was none.
func (f *FlagSet) ArgsLenAtDash() int { return f.self().argsLenAtDash }

// MarkDeprecated hides the flag from help and has each use of it print usageMessage as a notice;
// the message may not be empty.
func (f *FlagSet) MarkDeprecated(name string, usageMessage string) error {
	fl := f.Lookup(name)
	if fl == nil {
		return fmt.Errorf("flag %q does not exist", name)
	}
	if usageMessage == "" {
		return fmt.Errorf("deprecated message for flag %q must be set", name)
	}
	fl.Deprecated = usageMessage
	fl.Hidden = true
	return nil
}

// MarkShorthandDeprecated keeps the flag but has each use of its one-letter alias print
// usageMessage as a notice.
func (f *FlagSet) MarkShorthandDeprecated(name string, usageMessage string) error {
	fl := f.Lookup(name)
	if fl == nil {
		return fmt.Errorf("flag %q does not exist", name)
	}
	if usageMessage == "" {
		return fmt.Errorf("deprecated message for flag %q must be set", name)
	}
	fl.ShorthandDeprecated = usageMessage
	return nil
}

// MarkHidden leaves the flag out of the help text; it still parses.
func (f *FlagSet) MarkHidden(name string) error {
	fl := f.Lookup(name)
	if fl == nil {
		return fmt.Errorf("flag %q does not exist", name)
	}
	fl.Hidden = true
	return nil
}

// Set parses value into the flag called name and records it as changed, as if it had been on the command line.
func (f *FlagSet) Set(name, value string) error {
	f = f.self()
	fl, ok := f.formal[NormalizedName(name)]
	if !ok {
		return &NotExistError{name: name, messageType: 1}
	}
	if err := fl.Value.Set(value); err != nil {
		return &InvalidValueError{flag: fl, value: value, cause: err}
	}
	if !fl.Changed {
		if f.actual == nil {
			f.actual = map[NormalizedName]*Flag{}
		}
		f.actual[NormalizedName(name)] = fl
		f.orderedActual = append(f.orderedActual, fl)
		fl.Changed = true
	}
	if fl.Deprecated != "" {
		fmt.Fprintf(f.Output(), "Flag --%s has been deprecated, %s\\n", fl.Name, fl.Deprecated)
	}
	return nil
}

// SetAnnotation stores values under key in the flag's Annotations.
func (f *FlagSet) SetAnnotation(name, key string, values []string) error {
	fl := f.Lookup(name)
	if fl == nil {
		return fmt.Errorf("no such flag -%v", name)
	}
	if fl.Annotations == nil {
		fl.Annotations = map[string][]string{}
	}
	fl.Annotations[key] = values
	return nil
}

// Changed says whether the flag called name was given a value, by the arguments or by Set.
func (f *FlagSet) Changed(name string) bool {
	fl := f.Lookup(name)
	return fl != nil && fl.Changed
}

// NFlag counts the flags given a value (on the command line or through Set).
func (f *FlagSet) NFlag() int { return len(f.self().actual) }

// Arg gives positional argument i left over by Parse (counting from 0), or "" when there is no such
// argument.
func (f *FlagSet) Arg(i int) string {
	args := f.self().args
	if i < 0 || i >= len(args) {
		return ""
	}
	return args[i]
}

// NArg counts the positional arguments left over once Parse has consumed the flags.
func (f *FlagSet) NArg() int { return len(f.self().args) }

// Args lists the positional arguments Parse left over.
func (f *FlagSet) Args() []string { return f.self().args }

// Parsed tells whether Parse has already run on this FlagSet.
func (f *FlagSet) Parsed() bool { return f.self().parsed }

// Var adds a long-only flag whose value lives in value, a Value of the caller's own type.
func (f *FlagSet) Var(value Value, name string, usage string) { f.VarP(value, name, "", usage) }

// VarPF is VarP that also hands back the new Flag.
func (f *FlagSet) VarPF(value Value, name, shorthand, usage string) *Flag {
	fl := &Flag{Name: name, Shorthand: shorthand, Usage: usage, Value: value, DefValue: value.String()}
	f.AddFlag(fl)
	return fl
}

// VarP is Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) VarP(value Value, name, shorthand, usage string) { f.VarPF(value, name, shorthand, usage) }

// AddFlag puts an already built Flag into the set; a name or shorthand used twice panics.
func (f *FlagSet) AddFlag(flag *Flag) {
	f = f.self()
	if _, dup := f.formal[NormalizedName(flag.Name)]; dup {
		msg := fmt.Sprintf("%s flag redefined: %s", f.name, flag.Name)
		fmt.Fprintln(f.Output(), msg)
		panic(msg)
	}
	if f.formal == nil {
		f.formal = map[NormalizedName]*Flag{}
	}
	f.formal[NormalizedName(flag.Name)] = flag
	f.orderedFormal = append(f.orderedFormal, flag)
	if flag.Shorthand == "" {
		return
	}
	if len(flag.Shorthand) > 1 {
		msg := fmt.Sprintf("%q shorthand is more than one ASCII character", flag.Shorthand)
		fmt.Fprintf(f.Output(), msg)
		panic(msg)
	}
	if f.shorthands == nil {
		f.shorthands = map[byte]*Flag{}
	}
	c := flag.Shorthand[0]
	if used, dup := f.shorthands[c]; dup {
		msg := fmt.Sprintf("unable to redefine %q shorthand in %q flagset: it's already used for %q flag", c, f.name, used.Name)
		fmt.Fprintf(f.Output(), msg)
		panic(msg)
	}
	f.shorthands[c] = flag
}

// AddFlagSet copies the flags of newSet into f, skipping those whose name f already has.
func (f *FlagSet) AddFlagSet(newSet *FlagSet) {
	if newSet == nil {
		return
	}
	newSet.VisitAll(func(fl *Flag) {
		if f.Lookup(fl.Name) == nil {
			f.AddFlag(fl)
		}
	})
}

type goBoolFlag interface {
	goflag.Value
	IsBoolFlag() bool
}

// flagValueWrapper gives a standard library flag's Value the Type method of pflag.Value.
type flagValueWrapper struct {
	inner    goflag.Value
	flagType string
}

func (v *flagValueWrapper) String() string     { return v.inner.String() }
func (v *flagValueWrapper) Set(s string) error { return v.inner.Set(s) }
func (v *flagValueWrapper) Type() string       { return v.flagType }

func wrapFlagValue(v goflag.Value) Value {
	if pv, ok := v.(Value); ok {
		return pv
	}
	name := strings.TrimPrefix(fmt.Sprintf("%T", v), "*")
	if i := strings.LastIndex(name, "."); i >= 0 {
		name = name[i+1:]
	}
	return &flagValueWrapper{inner: v, flagType: strings.TrimSuffix(name, "Value")}
}

// PFlagFromGoFlag wraps a standard library flag as a pflag Flag; a one-letter name also becomes the
// shorthand, and a bool flag may be given without a value.
func PFlagFromGoFlag(goflag *goflag.Flag) *Flag {
	fl := &Flag{Name: goflag.Name, Usage: goflag.Usage, Value: wrapFlagValue(goflag.Value), DefValue: goflag.Value.String()}
	if len(fl.Name) == 1 {
		fl.Shorthand = fl.Name
	}
	if fv, ok := goflag.Value.(goBoolFlag); ok && fv.IsBoolFlag() {
		fl.NoOptDefVal = "true"
	}
	return fl
}

// AddGoFlag adds a standard library flag to f unless f has a flag of that name already.
func (f *FlagSet) AddGoFlag(goflag *goflag.Flag) {
	if f.Lookup(goflag.Name) != nil {
		return
	}
	f.AddFlag(PFlagFromGoFlag(goflag))
}

// AddGoFlagSet adds every flag of a standard library set (such as flag.CommandLine, where
// zap.Options.BindFlags puts its flags) to f, and marks that set parsed when f is.
func (f *FlagSet) AddGoFlagSet(newSet *goflag.FlagSet) {
	if newSet == nil {
		return
	}
	newSet.VisitAll(func(goflag *goflag.Flag) { f.AddGoFlag(goflag) })
	f = f.self()
	f.addedGoFlagSets = append(f.addedGoFlagSets, newSet)
}

func (f *FlagSet) usage() {
	if f.Usage != nil {
		f.Usage()
		return
	}
	fmt.Fprintf(f.Output(), "Usage of %s:\\n", f.name)
	f.PrintDefaults()
}

func (f *FlagSet) fail(err error) error {
	if f.errorHandling != ContinueOnError {
		f.usage()
	}
	return err
}

func (f *FlagSet) parseLongArg(s string, args []string) ([]string, error) {
	name := s[2:]
	if len(name) == 0 || name[0] == '-' || name[0] == '=' {
		return args, f.fail(&InvalidSyntaxError{specifiedFlag: s})
	}
	split := strings.SplitN(name, "=", 2)
	name = split[0]
	fl, ok := f.formal[NormalizedName(name)]
	if !ok {
		if name == "help" {
			f.usage()
			return args, ErrHelp
		}
		return args, f.fail(&NotExistError{name: name, messageType: 2})
	}
	var value string
	if len(split) == 2 {
		value = split[1]
	} else if fl.NoOptDefVal != "" {
		value = fl.NoOptDefVal
	} else if len(args) > 0 {
		value, args = args[0], args[1:]
	} else {
		return args, f.fail(&ValueRequiredError{flag: fl, specifiedName: name})
	}
	if err := f.Set(fl.Name, value); err != nil {
		return args, f.fail(err)
	}
	return args, nil
}

func (f *FlagSet) parseSingleShortArg(shorthands string, args []string) (string, []string, error) {
	if strings.HasPrefix(shorthands, "test.") {
		return "", args, nil
	}
	rest := shorthands[1:]
	c := shorthands[0]
	fl, ok := f.shorthands[c]
	if !ok {
		if c == 'h' {
			f.usage()
			return rest, args, ErrHelp
		}
		return rest, args, f.fail(&NotExistError{name: string(c), specifiedShorthands: shorthands, messageType: 3})
	}
	var value string
	if len(shorthands) > 2 && shorthands[1] == '=' {
		value, rest = shorthands[2:], ""
	} else if fl.NoOptDefVal != "" {
		value = fl.NoOptDefVal
	} else if len(shorthands) > 1 {
		value, rest = shorthands[1:], ""
	} else if len(args) > 0 {
		value, args = args[0], args[1:]
	} else {
		return rest, args, f.fail(&ValueRequiredError{flag: fl, specifiedName: string(c), specifiedShorthands: shorthands})
	}
	if fl.ShorthandDeprecated != "" {
		fmt.Fprintf(f.Output(), "Flag shorthand -%s has been deprecated, %s\\n", fl.Shorthand, fl.ShorthandDeprecated)
	}
	if err := f.Set(fl.Name, value); err != nil {
		return rest, args, f.fail(err)
	}
	return rest, args, nil
}

func (f *FlagSet) parseArgs(args []string) error {
	for len(args) > 0 {
		s := args[0]
		args = args[1:]
		if len(s) == 0 || s[0] != '-' || len(s) == 1 {
			f.args = append(f.args, s)
			if !f.interspersed {
				f.args = append(f.args, args...)
				return nil
			}
			continue
		}
		var err error
		if s[1] == '-' {
			if len(s) == 2 {
				f.argsLenAtDash = len(f.args)
				f.args = append(f.args, args...)
				return nil
			}
			args, err = f.parseLongArg(s, args)
		} else {
			shorthands := s[1:]
			for len(shorthands) > 0 && err == nil {
				shorthands, args, err = f.parseSingleShortArg(shorthands, args)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Parse reads the flags out of arguments (os.Args[1:], without the program name), keeping the rest
// as positional arguments. On an error it returns it, exits or panics, as the FlagSet's
// ErrorHandling says.
func (f *FlagSet) Parse(arguments []string) error {
	f = f.self()
	for _, goFlagSet := range f.addedGoFlagSets {
		goFlagSet.Parse(nil)
	}
	f.parsed = true
	f.args = make([]string, 0, len(arguments))
	if len(arguments) == 0 {
		return nil
	}
	if err := f.parseArgs(arguments); err != nil {
		switch f.errorHandling {
		case ContinueOnError:
			return err
		case ExitOnError:
			if err == ErrHelp {
				os.Exit(0)
			}
			fmt.Fprintln(f.Output(), err)
			os.Exit(2)
		case PanicOnError:
			panic(err)
		}
	}
	return nil
}

// UnquoteUsage finds the value name that a flag's usage marks with back quotes and returns it with
// the quotes removed from the usage; with none, the name is taken from the flag's value type.
func UnquoteUsage(flag *Flag) (name string, usage string) {
	usage = flag.Usage
	if i := strings.Index(usage, "\`"); i >= 0 {
		if j := strings.Index(usage[i+1:], "\`"); j >= 0 {
			name = usage[i+1 : i+1+j]
			return name, usage[:i] + name + usage[i+2+j:]
		}
	}
	name = flag.Value.Type()
	switch name {
	case "bool", "boolfunc":
		name = ""
	case "func":
		name = "value"
	case "float64":
		name = "float"
	case "int64":
		name = "int"
	case "uint64":
		name = "uint"
	case "stringSlice":
		name = "strings"
	}
	return
}

func (f *Flag) defaultIsZeroValue() bool {
	switch f.Value.Type() {
	case "bool":
		return f.DefValue == "false" || f.DefValue == ""
	case "duration":
		return f.DefValue == "0" || f.DefValue == "0s"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float32", "float64":
		return f.DefValue == "0"
	case "string":
		return f.DefValue == ""
	case "stringSlice", "stringArray":
		return f.DefValue == "[]"
	}
	switch f.DefValue {
	case "false", "<nil>", "", "0":
		return true
	}
	return false
}

// FlagUsagesWrapped gives the help text of the visible flags, one per line; the lab does not wrap
// it, so cols is ignored.
func (f *FlagSet) FlagUsagesWrapped(cols int) string {
	var lines []string
	maxlen := 0
	f.VisitAll(func(fl *Flag) {
		if fl.Hidden {
			return
		}
		line := "      --" + fl.Name
		if fl.Shorthand != "" && fl.ShorthandDeprecated == "" {
			line = "  -" + fl.Shorthand + ", --" + fl.Name
		}
		varname, usage := UnquoteUsage(fl)
		if varname != "" {
			line += " " + varname
		}
		if fl.NoOptDefVal != "" {
			switch fl.Value.Type() {
			case "string":
				line += fmt.Sprintf("[=\\"%s\\"]", fl.NoOptDefVal)
			case "bool", "boolfunc":
				if fl.NoOptDefVal != "true" {
					line += "[=" + fl.NoOptDefVal + "]"
				}
			default:
				line += "[=" + fl.NoOptDefVal + "]"
			}
		}
		line += "\\x00"
		if len(line) > maxlen {
			maxlen = len(line)
		}
		line += usage
		if !fl.defaultIsZeroValue() {
			if fl.Value.Type() == "string" {
				line += fmt.Sprintf(" (default %q)", fl.DefValue)
			} else {
				line += fmt.Sprintf(" (default %s)", fl.DefValue)
			}
		}
		if fl.Deprecated != "" {
			line += fmt.Sprintf(" (DEPRECATED: %s)", fl.Deprecated)
		}
		lines = append(lines, line)
	})
	var b strings.Builder
	for _, line := range lines {
		i := strings.Index(line, "\\x00")
		b.WriteString(line[:i] + " " + strings.Repeat(" ", maxlen-i) + " " +
			strings.ReplaceAll(line[i+1:], "\\n", "\\n"+strings.Repeat(" ", maxlen+2)) + "\\n")
	}
	return b.String()
}

// FlagUsages gives the help text of the set's visible flags.
func (f *FlagSet) FlagUsages() string { return f.FlagUsagesWrapped(0) }

// PrintDefaults writes FlagUsages to the set's output (os.Stderr unless SetOutput chose another).
func (f *FlagSet) PrintDefaults() { fmt.Fprint(f.Output(), f.FlagUsages()) }

func (f *FlagSet) getFlagType(name string, ftype string) (string, error) {
	fl := f.Lookup(name)
	if fl == nil {
		return "", fmt.Errorf("flag accessed but not defined: %s", name)
	}
	if fl.Value.Type() != ftype {
		return "", fmt.Errorf("trying to get %s value of flag of type %s", ftype, fl.Value.Type())
	}
	return fl.Value.String(), nil
}

// --- value kinds ---

type stringValue string

func (s *stringValue) Set(val string) error { *s = stringValue(val); return nil }
func (s *stringValue) Type() string         { return "string" }
func (s *stringValue) String() string       { return string(*s) }

type boolValue bool

func (b *boolValue) Set(s string) error {
	v, err := strconv.ParseBool(s)
	*b = boolValue(v)
	return err
}
func (b *boolValue) Type() string     { return "bool" }
func (b *boolValue) String() string   { return strconv.FormatBool(bool(*b)) }
func (b *boolValue) IsBoolFlag() bool { return true }

type intValue int

func (i *intValue) Set(s string) error {
	v, err := strconv.ParseInt(s, 0, 64)
	*i = intValue(v)
	return err
}
func (i *intValue) Type() string   { return "int" }
func (i *intValue) String() string { return strconv.Itoa(int(*i)) }

type int32Value int32

func (i *int32Value) Set(s string) error {
	v, err := strconv.ParseInt(s, 0, 32)
	*i = int32Value(v)
	return err
}
func (i *int32Value) Type() string   { return "int32" }
func (i *int32Value) String() string { return strconv.FormatInt(int64(*i), 10) }

type int64Value int64

func (i *int64Value) Set(s string) error {
	v, err := strconv.ParseInt(s, 0, 64)
	*i = int64Value(v)
	return err
}
func (i *int64Value) Type() string   { return "int64" }
func (i *int64Value) String() string { return strconv.FormatInt(int64(*i), 10) }

type uintValue uint

func (i *uintValue) Set(s string) error {
	v, err := strconv.ParseUint(s, 0, 64)
	*i = uintValue(v)
	return err
}
func (i *uintValue) Type() string   { return "uint" }
func (i *uintValue) String() string { return strconv.FormatUint(uint64(*i), 10) }

type float64Value float64

func (f *float64Value) Set(s string) error {
	v, err := strconv.ParseFloat(s, 64)
	*f = float64Value(v)
	return err
}
func (f *float64Value) Type() string   { return "float64" }
func (f *float64Value) String() string { return strconv.FormatFloat(float64(*f), 'g', -1, 64) }

type durationValue time.Duration

func (d *durationValue) Set(s string) error {
	v, err := time.ParseDuration(s)
	*d = durationValue(v)
	return err
}
func (d *durationValue) Type() string   { return "duration" }
func (d *durationValue) String() string { return (*time.Duration)(d).String() }

// readAsCSV splits one CSV record (fields separated by commas; a field may be double-quoted, with "" for a quote).
func readAsCSV(val string) ([]string, error) {
	if val == "" {
		return []string{}, nil
	}
	var out []string
	for i := 0; ; {
		if i < len(val) && val[i] == '"' {
			var b strings.Builder
			j := i + 1
			for {
				if j >= len(val) {
					return nil, fmt.Errorf("parse error on line 1, column %d: extraneous or missing \\" in quoted-field", len(val)+1)
				}
				if val[j] == '"' {
					if j+1 < len(val) && val[j+1] == '"' {
						b.WriteByte('"')
						j += 2
						continue
					}
					break
				}
				b.WriteByte(val[j])
				j++
			}
			out = append(out, b.String())
			j++
			if j == len(val) {
				return out, nil
			}
			if val[j] != ',' {
				return nil, fmt.Errorf("parse error on line 1, column %d: extraneous or missing \\" in quoted-field", j+1)
			}
			i = j + 1
			continue
		}
		k := strings.IndexByte(val[i:], ',')
		if k < 0 {
			out = append(out, val[i:])
			return out, nil
		}
		out = append(out, val[i:i+k])
		i += k + 1
	}
}

// writeAsCSV joins values as one CSV record, quoting those that need it.
func writeAsCSV(vals []string) string {
	parts := make([]string, len(vals))
	for i, v := range vals {
		if v == "" || !strings.ContainsAny(v, ",\\"\\r\\n") && v[0] != ' ' && v[0] != '\\t' {
			parts[i] = v
			continue
		}
		parts[i] = "\\"" + strings.ReplaceAll(v, "\\"", "\\"\\"") + "\\""
	}
	return strings.Join(parts, ",")
}

type stringSliceValue struct {
	value   *[]string
	changed bool
}

func (s *stringSliceValue) Set(val string) error {
	v, err := readAsCSV(val)
	if err != nil {
		return err
	}
	if !s.changed {
		*s.value = v
	} else {
		*s.value = append(*s.value, v...)
	}
	s.changed = true
	return nil
}
func (s *stringSliceValue) Type() string                { return "stringSlice" }
func (s *stringSliceValue) String() string              { return "[" + writeAsCSV(*s.value) + "]" }
func (s *stringSliceValue) Append(val string) error     { *s.value = append(*s.value, val); return nil }
func (s *stringSliceValue) Replace(val []string) error  { *s.value = val; return nil }
func (s *stringSliceValue) GetSlice() []string          { return *s.value }

type stringArrayValue struct {
	value   *[]string
	changed bool
}

func (s *stringArrayValue) Set(val string) error {
	if !s.changed {
		*s.value = []string{val}
		s.changed = true
	} else {
		*s.value = append(*s.value, val)
	}
	return nil
}
func (s *stringArrayValue) Type() string               { return "stringArray" }
func (s *stringArrayValue) String() string             { return "[" + writeAsCSV(*s.value) + "]" }
func (s *stringArrayValue) Append(val string) error    { *s.value = append(*s.value, val); return nil }
func (s *stringArrayValue) Replace(val []string) error { *s.value = val; return nil }
func (s *stringArrayValue) GetSlice() []string         { return *s.value }

// StringVarP is StringVar with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) StringVarP(p *string, name, shorthand string, value string, usage string) {
	*p = value
	f.VarP((*stringValue)(p), name, shorthand, usage)
}

// StringVar registers a --name string flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) StringVar(p *string, name string, value string, usage string) {
	f.StringVarP(p, name, "", value, usage)
}

// StringP is String with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) StringP(name, shorthand string, value string, usage string) *string {
	p := new(string)
	f.StringVarP(p, name, shorthand, value, usage)
	return p
}

// String registers a --name string flag and hands back a pointer to its value (initially value).
func (f *FlagSet) String(name string, value string, usage string) *string { return f.StringP(name, "", value, usage) }

// GetString reads back the string value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetString(name string) (string, error) { return f.getFlagType(name, "string") }

// BoolVarP is BoolVar with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) BoolVarP(p *bool, name, shorthand string, value bool, usage string) {
	*p = value
	fl := f.VarPF((*boolValue)(p), name, shorthand, usage)
	fl.NoOptDefVal = "true"
}

// BoolVar registers a --name bool flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) BoolVar(p *bool, name string, value bool, usage string) { f.BoolVarP(p, name, "", value, usage) }

// BoolP is Bool with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) BoolP(name, shorthand string, value bool, usage string) *bool {
	p := new(bool)
	f.BoolVarP(p, name, shorthand, value, usage)
	return p
}

// Bool registers a --name bool flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Bool(name string, value bool, usage string) *bool { return f.BoolP(name, "", value, usage) }

// GetBool reads back the bool value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetBool(name string) (bool, error) {
	s, err := f.getFlagType(name, "bool")
	if err != nil {
		return false, err
	}
	return strconv.ParseBool(s)
}

// IntVarP is IntVar with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) IntVarP(p *int, name, shorthand string, value int, usage string) {
	*p = value
	f.VarP((*intValue)(p), name, shorthand, usage)
}

// IntVar registers a --name int flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) IntVar(p *int, name string, value int, usage string) { f.IntVarP(p, name, "", value, usage) }

// IntP is Int with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) IntP(name, shorthand string, value int, usage string) *int {
	p := new(int)
	f.IntVarP(p, name, shorthand, value, usage)
	return p
}

// Int registers a --name int flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Int(name string, value int, usage string) *int { return f.IntP(name, "", value, usage) }

// GetInt reads back the int value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetInt(name string) (int, error) {
	s, err := f.getFlagType(name, "int")
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(s)
}

// Int32VarP is Int32Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int32VarP(p *int32, name, shorthand string, value int32, usage string) {
	*p = value
	f.VarP((*int32Value)(p), name, shorthand, usage)
}

// Int32Var registers a --name int32 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Int32Var(p *int32, name string, value int32, usage string) {
	f.Int32VarP(p, name, "", value, usage)
}

// Int32P is Int32 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int32P(name, shorthand string, value int32, usage string) *int32 {
	p := new(int32)
	f.Int32VarP(p, name, shorthand, value, usage)
	return p
}

// Int32 registers a --name int32 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Int32(name string, value int32, usage string) *int32 { return f.Int32P(name, "", value, usage) }

// GetInt32 reads back the int32 value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetInt32(name string) (int32, error) {
	s, err := f.getFlagType(name, "int32")
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseInt(s, 0, 32)
	return int32(v), err
}

// Int64VarP is Int64Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int64VarP(p *int64, name, shorthand string, value int64, usage string) {
	*p = value
	f.VarP((*int64Value)(p), name, shorthand, usage)
}

// Int64Var registers a --name int64 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Int64Var(p *int64, name string, value int64, usage string) {
	f.Int64VarP(p, name, "", value, usage)
}

// Int64P is Int64 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int64P(name, shorthand string, value int64, usage string) *int64 {
	p := new(int64)
	f.Int64VarP(p, name, shorthand, value, usage)
	return p
}

// Int64 registers a --name int64 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Int64(name string, value int64, usage string) *int64 { return f.Int64P(name, "", value, usage) }

// GetInt64 reads back the int64 value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetInt64(name string) (int64, error) {
	s, err := f.getFlagType(name, "int64")
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(s, 0, 64)
}

// UintVarP is UintVar with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) UintVarP(p *uint, name, shorthand string, value uint, usage string) {
	*p = value
	f.VarP((*uintValue)(p), name, shorthand, usage)
}

// UintVar registers a --name uint flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) UintVar(p *uint, name string, value uint, usage string) { f.UintVarP(p, name, "", value, usage) }

// UintP is Uint with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) UintP(name, shorthand string, value uint, usage string) *uint {
	p := new(uint)
	f.UintVarP(p, name, shorthand, value, usage)
	return p
}

// Uint registers a --name uint flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Uint(name string, value uint, usage string) *uint { return f.UintP(name, "", value, usage) }

// GetUint reads back the uint value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetUint(name string) (uint, error) {
	s, err := f.getFlagType(name, "uint")
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseUint(s, 0, 64)
	return uint(v), err
}

// Float64VarP is Float64Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Float64VarP(p *float64, name, shorthand string, value float64, usage string) {
	*p = value
	f.VarP((*float64Value)(p), name, shorthand, usage)
}

// Float64Var registers a --name float64 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Float64Var(p *float64, name string, value float64, usage string) {
	f.Float64VarP(p, name, "", value, usage)
}

// Float64P is Float64 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Float64P(name, shorthand string, value float64, usage string) *float64 {
	p := new(float64)
	f.Float64VarP(p, name, shorthand, value, usage)
	return p
}

// Float64 registers a --name float64 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Float64(name string, value float64, usage string) *float64 {
	return f.Float64P(name, "", value, usage)
}

// GetFloat64 reads back the float64 value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetFloat64(name string) (float64, error) {
	s, err := f.getFlagType(name, "float64")
	if err != nil {
		return 0, err
	}
	return strconv.ParseFloat(s, 64)
}

// DurationVarP is DurationVar with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) DurationVarP(p *time.Duration, name, shorthand string, value time.Duration, usage string) {
	*p = value
	f.VarP((*durationValue)(p), name, shorthand, usage)
}

// DurationVar registers a --name flag parsed by time.ParseDuration (e.g. 30s, 5m) that writes into *p; usage is its help line.
func (f *FlagSet) DurationVar(p *time.Duration, name string, value time.Duration, usage string) {
	f.DurationVarP(p, name, "", value, usage)
}

// DurationP is Duration with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) DurationP(name, shorthand string, value time.Duration, usage string) *time.Duration {
	p := new(time.Duration)
	f.DurationVarP(p, name, shorthand, value, usage)
	return p
}

// Duration registers a --name flag parsed by time.ParseDuration and hands back a pointer to its value (initially value).
func (f *FlagSet) Duration(name string, value time.Duration, usage string) *time.Duration {
	return f.DurationP(name, "", value, usage)
}

// GetDuration reads back the duration value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetDuration(name string) (time.Duration, error) {
	s, err := f.getFlagType(name, "duration")
	if err != nil {
		return 0, err
	}
	return time.ParseDuration(s)
}

// StringSliceVarP is StringSliceVar with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) StringSliceVarP(p *[]string, name, shorthand string, value []string, usage string) {
	*p = value
	f.VarP(&stringSliceValue{value: p}, name, shorthand, usage)
}

// StringSliceVar defines a comma-separated string-slice flag; each use appends.
func (f *FlagSet) StringSliceVar(p *[]string, name string, value []string, usage string) {
	f.StringSliceVarP(p, name, "", value, usage)
}

// StringSliceP is StringSlice with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) StringSliceP(name, shorthand string, value []string, usage string) *[]string {
	p := []string{}
	f.StringSliceVarP(&p, name, shorthand, value, usage)
	return &p
}

// StringSlice defines a comma-separated string-slice flag; each use appends.
func (f *FlagSet) StringSlice(name string, value []string, usage string) *[]string {
	return f.StringSliceP(name, "", value, usage)
}

// GetStringSlice reads back the []string value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetStringSlice(name string) ([]string, error) {
	s, err := f.getFlagType(name, "stringSlice")
	if err != nil {
		return []string{}, err
	}
	return readAsCSV(strings.TrimSuffix(strings.TrimPrefix(s, "["), "]"))
}

// StringArrayVarP is StringArrayVar with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) StringArrayVarP(p *[]string, name, shorthand string, value []string, usage string) {
	*p = value
	f.VarP(&stringArrayValue{value: p}, name, shorthand, usage)
}

// StringArrayVar defines a string-array flag: each use appends one value, commas included.
func (f *FlagSet) StringArrayVar(p *[]string, name string, value []string, usage string) {
	f.StringArrayVarP(p, name, "", value, usage)
}

// StringArrayP is StringArray with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) StringArrayP(name, shorthand string, value []string, usage string) *[]string {
	p := []string{}
	f.StringArrayVarP(&p, name, shorthand, value, usage)
	return &p
}

// StringArray defines a string-array flag: each use appends one value, commas included.
func (f *FlagSet) StringArray(name string, value []string, usage string) *[]string {
	return f.StringArrayP(name, "", value, usage)
}

// GetStringArray reads back the []string value of the flag called name; it fails when no such flag exists or the flag holds another type.
func (f *FlagSet) GetStringArray(name string) ([]string, error) {
	fl := f.Lookup(name)
	if fl == nil {
		return []string{}, fmt.Errorf("flag accessed but not defined: %s", name)
	}
	if fl.Value.Type() != "stringArray" {
		return []string{}, fmt.Errorf("trying to get stringArray value of flag of type %s", fl.Value.Type())
	}
	return fl.Value.(*stringArrayValue).GetSlice(), nil
}

type uint8Value uint8

func (i *uint8Value) Set(s string) error {
	v, err := strconv.ParseUint(s, 0, 8)
	*i = uint8Value(v)
	return err
}
func (i *uint8Value) Type() string   { return "uint8" }
func (i *uint8Value) String() string { return strconv.FormatUint(uint64(*i), 10) }

// Uint8VarP is Uint8Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint8VarP(p *uint8, name, shorthand string, value uint8, usage string) {
	*p = value
	f.VarP((*uint8Value)(p), name, shorthand, usage)
}

// Uint8Var registers a --name uint8 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Uint8Var(p *uint8, name string, value uint8, usage string) { f.Uint8VarP(p, name, "", value, usage) }

// Uint8P is Uint8 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint8P(name, shorthand string, value uint8, usage string) *uint8 {
	p := new(uint8)
	f.Uint8VarP(p, name, shorthand, value, usage)
	return p
}

// Uint8 registers a --name uint8 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Uint8(name string, value uint8, usage string) *uint8 { return f.Uint8P(name, "", value, usage) }

type uint16Value uint16

func (i *uint16Value) Set(s string) error {
	v, err := strconv.ParseUint(s, 0, 16)
	*i = uint16Value(v)
	return err
}
func (i *uint16Value) Type() string   { return "uint16" }
func (i *uint16Value) String() string { return strconv.FormatUint(uint64(*i), 10) }

// Uint16VarP is Uint16Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint16VarP(p *uint16, name, shorthand string, value uint16, usage string) {
	*p = value
	f.VarP((*uint16Value)(p), name, shorthand, usage)
}

// Uint16Var registers a --name uint16 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Uint16Var(p *uint16, name string, value uint16, usage string) { f.Uint16VarP(p, name, "", value, usage) }

// Uint16P is Uint16 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint16P(name, shorthand string, value uint16, usage string) *uint16 {
	p := new(uint16)
	f.Uint16VarP(p, name, shorthand, value, usage)
	return p
}

// Uint16 registers a --name uint16 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Uint16(name string, value uint16, usage string) *uint16 { return f.Uint16P(name, "", value, usage) }

type uint32Value uint32

func (i *uint32Value) Set(s string) error {
	v, err := strconv.ParseUint(s, 0, 32)
	*i = uint32Value(v)
	return err
}
func (i *uint32Value) Type() string   { return "uint32" }
func (i *uint32Value) String() string { return strconv.FormatUint(uint64(*i), 10) }

// Uint32VarP is Uint32Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint32VarP(p *uint32, name, shorthand string, value uint32, usage string) {
	*p = value
	f.VarP((*uint32Value)(p), name, shorthand, usage)
}

// Uint32Var registers a --name uint32 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Uint32Var(p *uint32, name string, value uint32, usage string) { f.Uint32VarP(p, name, "", value, usage) }

// Uint32P is Uint32 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint32P(name, shorthand string, value uint32, usage string) *uint32 {
	p := new(uint32)
	f.Uint32VarP(p, name, shorthand, value, usage)
	return p
}

// Uint32 registers a --name uint32 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Uint32(name string, value uint32, usage string) *uint32 { return f.Uint32P(name, "", value, usage) }

type uint64Value uint64

func (i *uint64Value) Set(s string) error {
	v, err := strconv.ParseUint(s, 0, 64)
	*i = uint64Value(v)
	return err
}
func (i *uint64Value) Type() string   { return "uint64" }
func (i *uint64Value) String() string { return strconv.FormatUint(uint64(*i), 10) }

// Uint64VarP is Uint64Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint64VarP(p *uint64, name, shorthand string, value uint64, usage string) {
	*p = value
	f.VarP((*uint64Value)(p), name, shorthand, usage)
}

// Uint64Var registers a --name uint64 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Uint64Var(p *uint64, name string, value uint64, usage string) { f.Uint64VarP(p, name, "", value, usage) }

// Uint64P is Uint64 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Uint64P(name, shorthand string, value uint64, usage string) *uint64 {
	p := new(uint64)
	f.Uint64VarP(p, name, shorthand, value, usage)
	return p
}

// Uint64 registers a --name uint64 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Uint64(name string, value uint64, usage string) *uint64 { return f.Uint64P(name, "", value, usage) }

type int8Value int8

func (i *int8Value) Set(s string) error {
	v, err := strconv.ParseInt(s, 0, 8)
	*i = int8Value(v)
	return err
}
func (i *int8Value) Type() string   { return "int8" }
func (i *int8Value) String() string { return strconv.FormatInt(int64(*i), 10) }

// Int8VarP is Int8Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int8VarP(p *int8, name, shorthand string, value int8, usage string) {
	*p = value
	f.VarP((*int8Value)(p), name, shorthand, usage)
}

// Int8Var registers a --name int8 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Int8Var(p *int8, name string, value int8, usage string) { f.Int8VarP(p, name, "", value, usage) }

// Int8P is Int8 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int8P(name, shorthand string, value int8, usage string) *int8 {
	p := new(int8)
	f.Int8VarP(p, name, shorthand, value, usage)
	return p
}

// Int8 registers a --name int8 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Int8(name string, value int8, usage string) *int8 { return f.Int8P(name, "", value, usage) }

type int16Value int16

func (i *int16Value) Set(s string) error {
	v, err := strconv.ParseInt(s, 0, 16)
	*i = int16Value(v)
	return err
}
func (i *int16Value) Type() string   { return "int16" }
func (i *int16Value) String() string { return strconv.FormatInt(int64(*i), 10) }

// Int16VarP is Int16Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int16VarP(p *int16, name, shorthand string, value int16, usage string) {
	*p = value
	f.VarP((*int16Value)(p), name, shorthand, usage)
}

// Int16Var registers a --name int16 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Int16Var(p *int16, name string, value int16, usage string) { f.Int16VarP(p, name, "", value, usage) }

// Int16P is Int16 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Int16P(name, shorthand string, value int16, usage string) *int16 {
	p := new(int16)
	f.Int16VarP(p, name, shorthand, value, usage)
	return p
}

// Int16 registers a --name int16 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Int16(name string, value int16, usage string) *int16 { return f.Int16P(name, "", value, usage) }

type float32Value float32

func (i *float32Value) Set(s string) error {
	v, err := strconv.ParseFloat(s, 32)
	*i = float32Value(v)
	return err
}
func (i *float32Value) Type() string   { return "float32" }
func (i *float32Value) String() string { return strconv.FormatFloat(float64(*i), 'g', -1, 32) }

// Float32VarP is Float32Var with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Float32VarP(p *float32, name, shorthand string, value float32, usage string) {
	*p = value
	f.VarP((*float32Value)(p), name, shorthand, usage)
}

// Float32Var registers a --name float32 flag that writes into *p, starting at value; usage is its help line.
func (f *FlagSet) Float32Var(p *float32, name string, value float32, usage string) { f.Float32VarP(p, name, "", value, usage) }

// Float32P is Float32 with a one-letter alias too, given after a single dash (-n).
func (f *FlagSet) Float32P(name, shorthand string, value float32, usage string) *float32 {
	p := new(float32)
	f.Float32VarP(p, name, shorthand, value, usage)
	return p
}

// Float32 registers a --name float32 flag and hands back a pointer to its value (initially value).
func (f *FlagSet) Float32(name string, value float32, usage string) *float32 { return f.Float32P(name, "", value, usage) }

// --- the command line ---

// Usage is what CommandLine prints for help or a parse error; a program may replace it.
var Usage = func() {
	fmt.Fprintf(os.Stderr, "Usage of %s:\\n", CommandLine.Name())
	PrintDefaults()
}

// Parse runs CommandLine.Parse over the scenario's args (none unless the scenario gives some).
func Parse() { CommandLine.Parse(programArgs()) }

// Parsed says whether CommandLine has been parsed.
func Parsed() bool { return CommandLine.Parsed() }

// SetInterspersed is CommandLine.SetInterspersed.
func SetInterspersed(interspersed bool) { CommandLine.SetInterspersed(interspersed) }

// Args lists the positional arguments CommandLine.Parse left over.
func Args() []string { return CommandLine.Args() }

// NArg counts the positional arguments CommandLine.Parse left over.
func NArg() int { return CommandLine.NArg() }

// Arg gives positional argument i of CommandLine, or "" when there is no such argument.
func Arg(i int) string { return CommandLine.Arg(i) }

// NFlag counts the CommandLine flags given a value.
func NFlag() int { return CommandLine.NFlag() }

// Lookup is CommandLine.Lookup.
func Lookup(name string) *Flag { return CommandLine.Lookup(name) }

// ShorthandLookup is CommandLine.ShorthandLookup.
func ShorthandLookup(name string) *Flag { return CommandLine.ShorthandLookup(name) }

// Set parses value into the CommandLine flag called name and marks it changed.
func Set(name, value string) error { return CommandLine.Set(name, value) }

// Visit is CommandLine.Visit.
func Visit(fn func(*Flag)) { CommandLine.Visit(fn) }

// VisitAll is CommandLine.VisitAll.
func VisitAll(fn func(*Flag)) { CommandLine.VisitAll(fn) }

// PrintDefaults is CommandLine.PrintDefaults.
func PrintDefaults() { CommandLine.PrintDefaults() }

// Var is CommandLine.Var.
func Var(value Value, name string, usage string) { CommandLine.VarP(value, name, "", usage) }

// VarP is Var with a one-letter alias too, given after a single dash (-n).
func VarP(value Value, name, shorthand, usage string) { CommandLine.VarP(value, name, shorthand, usage) }

// StringVar is CommandLine.StringVar.
func StringVar(p *string, name string, value string, usage string) { CommandLine.StringVarP(p, name, "", value, usage) }

// StringVarP is CommandLine.StringVarP.
func StringVarP(p *string, name, shorthand string, value string, usage string) {
	CommandLine.StringVarP(p, name, shorthand, value, usage)
}

// String is CommandLine.String.
func String(name string, value string, usage string) *string { return CommandLine.StringP(name, "", value, usage) }

// StringP is CommandLine.StringP.
func StringP(name, shorthand string, value string, usage string) *string {
	return CommandLine.StringP(name, shorthand, value, usage)
}

// BoolVar is CommandLine.BoolVar.
func BoolVar(p *bool, name string, value bool, usage string) { CommandLine.BoolVarP(p, name, "", value, usage) }

// BoolVarP is CommandLine.BoolVarP.
func BoolVarP(p *bool, name, shorthand string, value bool, usage string) {
	CommandLine.BoolVarP(p, name, shorthand, value, usage)
}

// Bool is CommandLine.Bool.
func Bool(name string, value bool, usage string) *bool { return CommandLine.BoolP(name, "", value, usage) }

// BoolP is CommandLine.BoolP.
func BoolP(name, shorthand string, value bool, usage string) *bool {
	return CommandLine.BoolP(name, shorthand, value, usage)
}

// IntVar is CommandLine.IntVar.
func IntVar(p *int, name string, value int, usage string) { CommandLine.IntVarP(p, name, "", value, usage) }

// IntVarP is CommandLine.IntVarP.
func IntVarP(p *int, name, shorthand string, value int, usage string) {
	CommandLine.IntVarP(p, name, shorthand, value, usage)
}

// Int is CommandLine.Int.
func Int(name string, value int, usage string) *int { return CommandLine.IntP(name, "", value, usage) }

// IntP is CommandLine.IntP.
func IntP(name, shorthand string, value int, usage string) *int { return CommandLine.IntP(name, shorthand, value, usage) }

// Int64Var is CommandLine.Int64Var.
func Int64Var(p *int64, name string, value int64, usage string) { CommandLine.Int64VarP(p, name, "", value, usage) }

// Int64 is CommandLine.Int64.
func Int64(name string, value int64, usage string) *int64 { return CommandLine.Int64P(name, "", value, usage) }

// Float64Var is CommandLine.Float64Var.
func Float64Var(p *float64, name string, value float64, usage string) {
	CommandLine.Float64VarP(p, name, "", value, usage)
}

// DurationVar is CommandLine.DurationVar.
func DurationVar(p *time.Duration, name string, value time.Duration, usage string) {
	CommandLine.DurationVarP(p, name, "", value, usage)
}

// DurationVarP is CommandLine.DurationVarP.
func DurationVarP(p *time.Duration, name, shorthand string, value time.Duration, usage string) {
	CommandLine.DurationVarP(p, name, shorthand, value, usage)
}

// Duration is CommandLine.Duration.
func Duration(name string, value time.Duration, usage string) *time.Duration {
	return CommandLine.DurationP(name, "", value, usage)
}

// StringSliceVar is CommandLine.StringSliceVar.
func StringSliceVar(p *[]string, name string, value []string, usage string) {
	CommandLine.StringSliceVarP(p, name, "", value, usage)
}

// StringSlice is CommandLine.StringSlice.
func StringSlice(name string, value []string, usage string) *[]string {
	return CommandLine.StringSliceP(name, "", value, usage)
}

// StringArrayVar is CommandLine.StringArrayVar.
func StringArrayVar(p *[]string, name string, value []string, usage string) {
	CommandLine.StringArrayVarP(p, name, "", value, usage)
}
`;

/** pflagState is the program instance's own pflag state (its command-line set), beside flag's. */
function pflagState(): { commandLine?: GoValue } {
  const host = S.host as { services?: Record<string, unknown> };
  host.services ??= {};
  return (host.services.pflag ??= {}) as { commandLine?: GoValue };
}

/** programArgs are the scenario's `args`, as flag.Parse sees them (the "flags" host service). */
function programArgs(): readonly string[] {
  const host = S.host as { services?: Record<string, unknown> };
  const flags = host.services?.flags as { args?: readonly string[] } | undefined;
  return flags?.args ?? [];
}

/** pflagPackage is github.com/spf13/pflag. */
export const pflagPackage: ShimDefinition = {
  path: "github.com/spf13/pflag",
  source,
  natives: {
    savedCommandLine: () => pflagState().commandLine ?? null,
    saveCommandLine: (f: GoValue) => {
      pflagState().commandLine = f;
    },
    programArgs: () => sliceOf(programArgs().map((a) => goString(a))),
  },
};
