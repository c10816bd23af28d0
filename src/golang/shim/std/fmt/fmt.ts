// Package fmt: the print and format functions; output goes to the host's stdout writer.
import type { GoValue } from "../../../eval/values";
import type { ShimDefinition } from "../../registry";
import { Iface, sliceItems, hostWrite, jsString, shimTypeLazy } from "../helpers";
import { sprintf, sprint, sprintln } from "./format";
import { newPointer } from "../../../check/types";
import { sliceOf } from "../../native";

const source = `package fmt

import "errors"

// Stringer is a value with a String method; the printing verbs that take a string (%v, %s, Println) use it.
type Stringer interface {
	String() string
}

type wrapError struct {
	msg string
	err error
}

func (e *wrapError) Error() string { return e.msg }
func (e *wrapError) Unwrap() error { return e.err }

type wrapErrors struct {
	msg  string
	errs []error
}

func (e *wrapErrors) Error() string   { return e.msg }
func (e *wrapErrors) Unwrap() []error { return e.errs }

// Sprintf fills the verbs of format (%v, %d, %s, ...) from a and returns the text.
func Sprintf(format string, a ...any) string

// Sprint prints each operand as %v would and returns the text, with a space between two operands
// only when neither of them is a string.
func Sprint(a ...any) string

// Sprintln formats using the default formats, always adds spaces between operands and appends a newline.
func Sprintln(a ...any) string

// Printf fills the verbs of format from a and prints the text on standard output.
func Printf(format string, a ...any) (n int, err error)

// Print formats using the default formats and writes to standard output.
func Print(a ...any) (n int, err error)

// Println formats using the default formats, adds spaces between operands and a newline, and writes to standard output.
func Println(a ...any) (n int, err error)

// writer is io.Writer (the lab has no io package; strings.Builder implements it).
type writer interface {
	Write(p []byte) (n int, err error)
}

// Fprintf fills the verbs of format from a and writes the text to w.
func Fprintf(w writer, format string, a ...any) (n int, err error) { return w.Write([]byte(Sprintf(format, a...))) }

// Fprint writes the operands a to w, formatted as Sprint would.
func Fprint(w writer, a ...any) (n int, err error) { return w.Write([]byte(Sprint(a...))) }

// Fprintln formats using the default formats, adds spaces and a newline, and writes to w.
func Fprintln(w writer, a ...any) (n int, err error) { return w.Write([]byte(Sprintln(a...))) }

// Errorf builds an error whose message is Sprintf(format, a...); an operand printed with %w becomes
// the error that Unwrap gives back.
func Errorf(format string, a ...any) error {
	msg := Sprintf(format, a...)
	wrapped := wrappedArgs(format, a)
	switch len(wrapped) {
	case 0:
		return errors.New(msg)
	case 1:
		return &wrapError{msg: msg, err: wrapped[0]}
	default:
		return &wrapErrors{msg: msg, errs: wrapped}
	}
}

func wrappedArgs(format string, a []any) []error
`;

const out = (s: string): [number, null] => {
  hostWrite(jsString(s));
  return [s.length, null];
};

/** wrappedArgs finds the operands of %w verbs that are errors. */
function wrappedArgs(format: string, a: GoValue) {
  const args = sliceItems(a) as (Iface | null)[];
  const errs: (Iface | null)[] = [];
  let argi = 0;
  for (let i = 0; i < format.length; i++) {
    if (format[i] !== "%") continue;
    i++;
    while (i < format.length && /[-+# 0-9.*]/.test(format[i]!)) {
      if (format[i] === "*") argi++;
      i++;
    }
    const v = format[i];
    if (v === "%") continue;
    if (v === "w") {
      const x = args[argi];
      if (x && x instanceof Iface && x.t) errs.push(x);
    }
    argi++;
  }
  return errs.length ? sliceOf(errs) : null;
}

export const fmtPackage: ShimDefinition = {
  path: "fmt",
  source,
  natives: {
    Sprintf: (f: string, a: GoValue) => sprintf(f, sliceItems(a)),
    Sprint: (a: GoValue) => sprint(sliceItems(a)),
    Sprintln: (a: GoValue) => sprintln(sliceItems(a)),
    Printf: (f: string, a: GoValue) => out(sprintf(f, sliceItems(a))),
    Print: (a: GoValue) => out(sprint(sliceItems(a))),
    Println: (a: GoValue) => out(sprintln(sliceItems(a))),
    wrappedArgs,
  },
};
void newPointer;
void shimTypeLazy;
