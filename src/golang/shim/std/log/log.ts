// Package log: the standard library's simple logger (Print/Printf/Println, Fatal*, Panic*, New, the
// L* header flags, SetOutput/SetPrefix/SetFlags). The default logger writes to os.Stderr, which the
// lab shows with the run's logs; its date and time are the run's virtual clock, and Lshortfile/
// Llongfile name the program's own line. The default logger belongs to the running program instance,
// so SetOutput in one run does not reach another.
import type { ShimDefinition } from "../../registry";
import { S } from "../../../eval/runtime";
import type { GoValue } from "../../../eval/values";

const source = `package log

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"
)

// The flag bits below choose what each log line starts with; combine them with | and pass them to New or SetFlags.
const (
	Ldate         = 1 << iota     // date, as 2009/01/23
	Ltime                         // time of day, as 01:23:23
	Lmicroseconds                 // adds microseconds to the time (implies Ltime)
	Llongfile                     // caller's full path and line
	Lshortfile                    // caller's base file name and line; wins over Llongfile
	LUTC                          // date and time in UTC
	Lmsgprefix                    // put the prefix just before the message, not at line start
	LstdFlags     = Ldate | Ltime // what the package's logger starts with
)

// A Logger writes each message as one line to its io.Writer, after its prefix and the header its
// flags ask for.
type Logger struct {
	prefix string
	flag   int
	out    io.Writer
	// std marks the package's default logger: a handle on the running program's own.
	std bool
}

// New makes a Logger that writes its lines to out, starting each with prefix and the fields flag picks.
func New(out io.Writer, prefix string, flag int) *Logger {
	return &Logger{out: out, prefix: prefix, flag: flag}
}

func savedStd() *Logger
func saveStd(l *Logger)

var std = &Logger{std: true}

func (l *Logger) self() *Logger {
	if !l.std {
		return l
	}
	if s := savedStd(); s != nil {
		return s
	}
	s := New(os.Stderr, "", LstdFlags)
	saveStd(s)
	return s
}

// Default returns the package's own logger, the one that Print, Printf and the other package functions use.
func Default() *Logger { return std }

// SetOutput makes l write its lines to w.
func (l *Logger) SetOutput(w io.Writer) { l.self().out = w }

// Writer returns where l writes its lines.
func (l *Logger) Writer() io.Writer { return l.self().out }

// Prefix returns the text l puts on each line.
func (l *Logger) Prefix() string { return l.self().prefix }

// SetPrefix changes the text l puts on each line.
func (l *Logger) SetPrefix(prefix string) { l.self().prefix = prefix }

// Flags returns the flag bits of l (Ldate, Ltime, ...).
func (l *Logger) Flags() int { return l.self().flag }

// SetFlags replaces the flag bits of l.
func (l *Logger) SetFlags(flag int) { l.self().flag = flag }

func itoa(i int, wid int) string {
	s := fmt.Sprint(i)
	for len(s) < wid {
		s = "0" + s
	}
	return s
}

// Output writes one log line holding s, with the header l's flags ask for; calldepth says how many
// calls up the stack the file and line shown are taken from.
func (l *Logger) Output(calldepth int, s string) error {
	l = l.self()
	var b strings.Builder
	if l.flag&Lmsgprefix == 0 {
		b.WriteString(l.prefix)
	}
	if l.flag&(Ldate|Ltime|Lmicroseconds) != 0 {
		t := time.Now()
		if l.flag&LUTC != 0 {
			t = t.UTC()
		}
		if l.flag&Ldate != 0 {
			year, month, day := t.Date()
			b.WriteString(itoa(year, 4) + "/" + itoa(int(month), 2) + "/" + itoa(day, 2) + " ")
		}
		if l.flag&(Ltime|Lmicroseconds) != 0 {
			hour, min, sec := t.Clock()
			b.WriteString(itoa(hour, 2) + ":" + itoa(min, 2) + ":" + itoa(sec, 2))
			if l.flag&Lmicroseconds != 0 {
				b.WriteString("." + itoa(t.Nanosecond()/1e3, 6))
			}
			b.WriteString(" ")
		}
	}
	if l.flag&(Lshortfile|Llongfile) != 0 {
		_, file, line, ok := runtime.Caller(calldepth)
		if !ok {
			file, line = "???", 0
		}
		if l.flag&Lshortfile != 0 {
			if i := strings.LastIndex(file, "/"); i >= 0 {
				file = file[i+1:]
			}
		}
		b.WriteString(file + ":" + itoa(line, 1) + ": ")
	}
	if l.flag&Lmsgprefix != 0 {
		b.WriteString(l.prefix)
	}
	b.WriteString(s)
	if len(s) == 0 || s[len(s)-1] != '\\n' {
		b.WriteString("\\n")
	}
	_, err := l.out.Write([]byte(b.String()))
	return err
}

// Print logs v on l, spaced as fmt.Print spaces it.
func (l *Logger) Print(v ...any) { l.Output(2, fmt.Sprint(v...)) }

// Printf logs the text fmt.Sprintf makes of format and v on l.
func (l *Logger) Printf(format string, v ...any) { l.Output(2, fmt.Sprintf(format, v...)) }

// Println logs v on l, spaced as fmt.Println spaces it.
func (l *Logger) Println(v ...any) { l.Output(2, fmt.Sprintln(v...)) }

// Fatal logs a line made the way Print makes it, then stops the program with exit status 1.
func (l *Logger) Fatal(v ...any) {
	l.Output(2, fmt.Sprint(v...))
	os.Exit(1)
}

// Fatalf logs a line made the way Printf makes it, then stops the program with exit status 1.
func (l *Logger) Fatalf(format string, v ...any) {
	l.Output(2, fmt.Sprintf(format, v...))
	os.Exit(1)
}

// Fatalln logs a line made the way Println makes it, then stops the program with exit status 1.
func (l *Logger) Fatalln(v ...any) {
	l.Output(2, fmt.Sprintln(v...))
	os.Exit(1)
}

// Panic logs a line made the way Print makes it, then panics with that text.
func (l *Logger) Panic(v ...any) {
	s := fmt.Sprint(v...)
	l.Output(2, s)
	panic(s)
}

// Panicf logs a line made the way Printf makes it, then panics with that text.
func (l *Logger) Panicf(format string, v ...any) {
	s := fmt.Sprintf(format, v...)
	l.Output(2, s)
	panic(s)
}

// Panicln logs a line made the way Println makes it, then panics with that text.
func (l *Logger) Panicln(v ...any) {
	s := fmt.Sprintln(v...)
	l.Output(2, s)
	panic(s)
}

// SetOutput makes the package's logger write its lines to w.
func SetOutput(w io.Writer) { std.SetOutput(w) }

// Writer returns where the package's logger writes its lines.
func Writer() io.Writer { return std.Writer() }

// Flags returns the flag bits of the package's logger.
func Flags() int { return std.Flags() }

// SetFlags replaces the flag bits of the package's logger.
func SetFlags(flag int) { std.SetFlags(flag) }

// Prefix returns the text the package's logger puts on each line.
func Prefix() string { return std.Prefix() }

// SetPrefix changes the text the package's logger puts on each line.
func SetPrefix(prefix string) { std.SetPrefix(prefix) }

// Output is Logger.Output on the package's default logger.
func Output(calldepth int, s string) error { return std.Output(calldepth+1, s) }

// Print logs v on the default logger, spaced as fmt.Print spaces it.
func Print(v ...any) { std.Output(2, fmt.Sprint(v...)) }

// Printf logs the text fmt.Sprintf makes of format and v on the default logger.
func Printf(format string, v ...any) { std.Output(2, fmt.Sprintf(format, v...)) }

// Println logs v on the default logger, spaced as fmt.Println spaces it.
func Println(v ...any) { std.Output(2, fmt.Sprintln(v...)) }

// Fatal logs through the package's logger as Print would, then stops the program with exit status 1.
func Fatal(v ...any) {
	std.Output(2, fmt.Sprint(v...))
	os.Exit(1)
}

// Fatalf logs through the package's logger as Printf would, then stops the program with exit status 1.
func Fatalf(format string, v ...any) {
	std.Output(2, fmt.Sprintf(format, v...))
	os.Exit(1)
}

// Fatalln logs through the package's logger as Println would, then stops the program with exit status 1.
func Fatalln(v ...any) {
	std.Output(2, fmt.Sprintln(v...))
	os.Exit(1)
}

// Panic logs through the package's logger as Print would, then panics with that text.
func Panic(v ...any) {
	s := fmt.Sprint(v...)
	std.Output(2, s)
	panic(s)
}

// Panicf logs through the package's logger as Printf would, then panics with that text.
func Panicf(format string, v ...any) {
	s := fmt.Sprintf(format, v...)
	std.Output(2, s)
	panic(s)
}

// Panicln logs through the package's logger as Println would, then panics with that text.
func Panicln(v ...any) {
	s := fmt.Sprintln(v...)
	std.Output(2, s)
	panic(s)
}
`;

/** logState is the program instance's own default logger. */
function logState(): { std?: GoValue } {
  const host = S.host as { services?: Record<string, unknown> };
  host.services ??= {};
  return (host.services.log ??= {}) as { std?: GoValue };
}

/** logPackage is the standard library's log. */
export const stdLogPackage: ShimDefinition = {
  path: "log",
  source,
  natives: {
    savedStd: () => logState().std ?? null,
    saveStd: (l: GoValue) => {
      logState().std = l;
    },
  },
};
