// Package text/template: data-driven templates, parsed and run by the lab (lex.ts, parse.ts,
// exec.ts, funcs.ts) over the program's Go values. A *Template names one template of a set that
// shares its definitions, functions and options (Go's `common`); the set lives on the JS side,
// keyed by the Go struct they share (and freed with it). Execute writes what the template printed, even when it then
// fails, and returns Go's errors (ExecError for a run, with the template's name and line).
import type { ShimDefinition } from "../../../registry";
import type { Iface, GoMap } from "../../../../eval/values";
import { goString, sliceOf } from "../../../native";
import { parse, isEmptyTree, ParseError, type Tree } from "./parse";
import { execute, ExecFailure, type TemplateSet } from "./exec";
import { builtins } from "./funcs";
import { fromAny } from "./value";
import { htmlEscape, jsEscape, queryEscape } from "./escape";
import { sprint } from "../../fmt/format";

const source = `package template

import (
	"io"
)

// FuncMap names the functions that templates may call; hand it to Funcs.
type FuncMap map[string]any

// Template is a handle on one named template of a set that shares definitions, functions and
// delimiters (the lab keeps the parsed trees outside Go).
type Template struct {
	name string
	set  *common
}

// common is what associated templates share (its definitions, functions and options live in the lab).
type common struct {
	delims int
}

// ExecError wraps an error met while a template was running, as opposed to one found before it ran;
// Name says which template was being executed.
type ExecError struct {
	Name string // Name of template.
	Err  error  // Pre-formatted error.
}

func (e ExecError) Error() string { return e.Err.Error() }

func (e ExecError) Unwrap() error { return e.Err }

type templateError struct {
	msg   string
	cause error
}

func (e *templateError) Error() string { return e.msg }
func (e *templateError) Unwrap() error { return e.cause }

func addFuncs(set *common, funcs FuncMap) string
func setOption(set *common, opt string) string
func setDelims(set *common, left, right string)
func parseText(set *common, name, text string) string
func defined(set *common, name string) bool
func execute(set *common, name, caller string, data any) (string, string, error, bool)
func definedTemplates(set *common) string
func templateNames(set *common) []string

// New starts an empty template called name, ready for Parse.
func New(name string) *Template { return &Template{name: name, set: &common{}} }

// Must gives t back when err is nil and panics with err otherwise, so a template can be parsed in a
// variable's initializer.
func Must(t *Template, err error) *Template {
	if err != nil {
		panic(err)
	}
	return t
}

// Name returns the name t was created with.
func (t *Template) Name() string { return t.name }

// New makes an empty template called name in the same set as t, sharing its delimiters and functions.
func (t *Template) New(name string) *Template { return &Template{name: name, set: t.set} }

// Funcs makes the functions of funcMap callable by name from the set's templates; it panics when a
// value is not a function.
func (t *Template) Funcs(funcMap FuncMap) *Template {
	if msg := addFuncs(t.set, funcMap); msg != "" {
		panic(msg)
	}
	return t
}

// Option sets options for the template: "missingkey=default", "missingkey=invalid", "missingkey=zero" or "missingkey=error".
func (t *Template) Option(opt ...string) *Template {
	for _, o := range opt {
		if msg := setOption(t.set, o); msg != "" {
			panic(msg)
		}
	}
	return t
}

// Delims changes the strings that open and close actions, for the Parse calls that come after it.
func (t *Template) Delims(left, right string) *Template {
	setDelims(t.set, left, right)
	return t
}

// Parse reads text as the body of t; the templates it names with {{define}} join t's set.
func (t *Template) Parse(text string) (*Template, error) {
	if msg := parseText(t.set, t.name, text); msg != "" {
		return nil, &templateError{msg: msg}
	}
	return t, nil
}

// Lookup finds the template called name in t's set, or gives nil when none is defined.
func (t *Template) Lookup(name string) *Template {
	if !defined(t.set, name) {
		return nil
	}
	return &Template{name: name, set: t.set}
}

// Templates lists the defined templates of the set t belongs to.
func (t *Template) Templates() []*Template {
	var out []*Template
	for _, n := range templateNames(t.set) {
		out = append(out, &Template{name: n, set: t.set})
	}
	return out
}

// DefinedTemplates lists the quoted names of the set's templates after a leading "; defined templates
// are: " (the text Go's errors append), or gives "" when the set has none.
func (t *Template) DefinedTemplates() string { return definedTemplates(t.set) }

// Execute runs t with data as dot and writes what it produces to wr; output made before an error is
// still written.
func (t *Template) Execute(wr io.Writer, data any) error { return t.ExecuteTemplate(wr, t.name, data) }

// ExecuteTemplate is Execute for the template called name in t's set.
func (t *Template) ExecuteTemplate(wr io.Writer, name string, data any) error {
	out, msg, cause, inRun := execute(t.set, name, t.name, data)
	if len(out) > 0 {
		if _, err := io.WriteString(wr, out); err != nil {
			return err
		}
	}
	if msg == "" {
		return nil
	}
	err := error(&templateError{msg: msg, cause: cause})
	if inRun {
		return ExecError{Name: name, Err: err}
	}
	return err
}

// HTMLEscapeString returns s with the characters that HTML treats specially replaced by entities.
func HTMLEscapeString(s string) string

// JSEscapeString returns s escaped so that it can sit inside a JavaScript string literal.
func JSEscapeString(s string) string

// URLQueryEscaper prints its arguments as fmt.Sprint would (a lone string as is) and escapes the text
// for use as a URL query value.
func URLQueryEscaper(args ...any) string

// HTMLEscaper prints its arguments as fmt.Sprint would (a lone string as is) and escapes the text for HTML.
func HTMLEscaper(args ...any) string

// JSEscaper prints its arguments as fmt.Sprint would (a lone string as is) and escapes the text for a
// JavaScript string.
func JSEscaper(args ...any) string
`;

/** Set is a template set's JS side: its trees, functions, options and delimiters. */
interface Set extends TemplateSet {
  delims: [string, string];
}

const sets = new WeakMap<object, Set>();
const setOf = (c: object): Set => {
  let s = sets.get(c);
  if (!s)
    sets.set(c, (s = { trees: new Map(), funcs: new Map(), builtins, missingKey: "default", delims: ["{{", "}}"] }));
  return s;
};

/** textOf is Go's evalArgs for the escapers: one string as is, else fmt.Sprint. */
function textOf(args: { a: (Iface | null)[]; off: number; len: number } | null): string {
  const items = args === null ? [] : args.a.slice(args.off, args.off + args.len);
  if (items.length === 1 && items[0] !== null && items[0]!.t.k === "basic" && items[0]!.t.kind === "string")
    return items[0]!.v as string;
  return sprint(items);
}

export const templatePackage: ShimDefinition = {
  path: "text/template",
  source,
  natives: {
    addFuncs: (id: object, m: GoMap | null) => {
      if (m === null) return "";
      for (const [name, fn] of m.entries()) {
        const f = fn as Iface | null;
        if (!/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name))
          return goString(`function name "${name}" is not a valid identifier`);
        if (f === null || (f.t.k !== "func" && (f.t.k !== "named" || (f.t.underlying as { k: string }).k !== "func")))
          return goString(`value for ${name} not a function`);
        setOf(id).funcs.set(name, f);
      }
      return "";
    },
    setOption: (id: object, opt: string) => {
      const m = /^missingkey=(.*)$/.exec(opt);
      if (!m) return goString(`unrecognized option: ${opt}`);
      const v = m[1]!;
      if (v === "invalid" || v === "default") setOf(id).missingKey = "default";
      else if (v === "zero" || v === "error") setOf(id).missingKey = v;
      else return goString(`unrecognized option: ${opt}`);
      return "";
    },
    setDelims: (id: object, left: string, right: string) => {
      setOf(id).delims = [left || "{{", right || "}}"];
    },
    parseText: (id: object, name: string, text: string) => {
      const set = setOf(id);
      let trees: Tree[];
      try {
        trees = parse(name, text, (f) => set.funcs.has(f) || builtins.has(f), set.delims);
      } catch (e) {
        if (e instanceof ParseError) return e.message;
        throw e;
      }
      for (const t of trees) {
        const old = set.trees.get(t.name);
        if (old && isEmptyTree(t.root)) continue;
        set.trees.set(t.name, t);
      }
      return "";
    },
    defined: (id: object, name: string) => setOf(id).trees.has(name),
    execute: (id: object, name: string, caller: string, data: Iface | null) => {
      const set = setOf(id);
      const tree = set.trees.get(name);
      if (!tree && name !== caller)
        return [
          "",
          `template: no template ${JSON.stringify(name)} associated with template ${JSON.stringify(caller)}`,
          null,
          false,
        ];
      if (!tree)
        return ["", `template: ${name}: ${JSON.stringify(name)} is an incomplete or empty template`, null, true];
      try {
        return [execute(set, tree, fromAny(data)), "", null, false];
      } catch (e) {
        if (e instanceof ExecFailure)
          return [(e as ExecFailure & { out?: string }).out ?? "", e.message, e.goCause, true];
        throw e;
      }
    },
    definedTemplates: (id: object) => {
      const names = [...setOf(id).trees.keys()].map((n) => JSON.stringify(n));
      return names.length ? "; defined templates are: " + names.join(", ") : "";
    },
    templateNames: (id: object) => {
      return sliceOf([...setOf(id).trees.keys()]);
    },
    HTMLEscapeString: (s: string) => htmlEscape(s),
    JSEscapeString: (s: string) => jsEscape(s),
    URLQueryEscaper: (args: never) => queryEscape(textOf(args)),
    HTMLEscaper: (args: never) => htmlEscape(textOf(args)),
    JSEscaper: (args: never) => jsEscape(textOf(args)),
  },
};
