// Exec runs a parsed template over a Go value as text/template's exec.go does: actions print
// their pipeline's value (fmt's default format, "<no value>" for nothing), if/with test Go's
// truth, range walks slices, arrays, maps (sorted keys) and integers, fields are looked up as
// methods, struct fields or map keys, and functions are called with their arguments converted to
// the parameter types. A failure stops the run with "template: NAME:LINE:COL: executing …".
import type { GoValue } from "../../../../eval/values";
import type { GoMap, Iface, Slice } from "../../../../eval/values";
import {
  under,
  fullTypeString,
  isString,
  newPointer,
  anyType,
  T,
  type Type,
  type Signature,
} from "../../../../check/types";
import { lookupMember } from "../../../../check/lookup";
import { fieldKeys, zeroValue, sliceOf } from "../../../../eval/typeops";
import { hasMethod, methodFor } from "../../../../eval/methods";
import { GoPanic } from "../../../../eval/runtime";
import { sprint } from "../../fmt/format";
import { argString, pipeString, type Arg, type Command, type Node, type Pipeline, type Tree } from "./parse";
import { valOf, toAny, isNil, indirect, deref, type Val } from "./value";
import { constant, convertConst } from "./constant";
import { sortedKeys } from "./sortkeys";
import type { Builtin } from "./funcs";

/** ExecFailure is a failed run: the message as Go prints it, and the Go error a function returned. */
export class ExecFailure extends Error {
  constructor(
    message: string,
    readonly goCause: Iface | null = null,
  ) {
    super(message);
  }
}

/** TemplateSet is what a run needs from the template's set: its trees, functions and options. */
export interface TemplateSet {
  trees: Map<string, Tree>;
  funcs: Map<string, Iface>;
  builtins: Map<string, Builtin>;
  missingKey: "default" | "zero" | "error";
}

/** ANY_ARGS are the predefined functions whose arguments are `any` (nil is a value for them). */
const ANY_ARGS = new Set(["print", "printf", "println", "html", "js", "urlquery"]);

class Break {}
class Continue {}
const MAX_DEPTH = 10000;

/** execute runs the named tree with data, returning the text it printed (thrown ExecFailure on error, with .out). */
export function execute(set: TemplateSet, tree: Tree, data: Val | null): string {
  const st = new State(set, tree, data);
  try {
    st.walkList(data, tree.root);
  } catch (e) {
    if (e instanceof ExecFailure) (e as ExecFailure & { out?: string }).out = st.out.join("");
    throw e;
  }
  return st.out.join("");
}

export class State {
  readonly out: string[] = [];
  private vars: { name: string; val: Val | null }[];
  private at: { pos: number; text: string } = { pos: 0, text: "" };
  private depth = 0;

  constructor(
    readonly set: TemplateSet,
    private tree: Tree,
    data: Val | null,
  ) {
    this.vars = [{ name: "$", val: data }];
  }

  /** fail stops the run with Go's located message. */
  fail(msg: string, cause: Iface | null = null): never {
    const text = this.tree.text.slice(0, this.at.pos);
    const nl = text.lastIndexOf("\n");
    const col = nl < 0 ? this.at.pos : this.at.pos - (nl + 1);
    const line = 1 + text.split("\n").length - 1;
    throw new ExecFailure(
      `template: ${this.tree.parseName}:${line}:${col}: executing ${JSON.stringify(this.tree.name)} at <${this.at.text}>: ${msg}`,
      cause,
    );
  }
  private setAt(pos: number, text: string): void {
    this.at = { pos, text };
  }
  /** calls holds, for each function being called, where its "error calling" is reported (its command). */
  private readonly calls: { pos: number; text: string }[] = [];
  /** failCall reports a failure of the function being called, at its command. */
  failCall(msg: string, cause: Iface | null = null): never {
    const top = this.calls[this.calls.length - 1];
    if (top) this.at = top;
    return this.fail(msg, cause);
  }

  walkList(dot: Val | null, list: Node[]): void {
    for (const n of list) this.walk(dot, n);
  }

  private walk(dot: Val | null, n: Node): void {
    switch (n.k) {
      case "text":
        this.out.push(n.text);
        return;
      case "action": {
        this.setAt(n.pos, pipeString(n.pipe));
        const v = this.evalPipeline(dot, n.pipe);
        if (n.pipe.decl.length === 0) this.print(n.pipe, v);
        return;
      }
      case "if":
      case "with": {
        const mark = this.vars.length;
        const v = this.evalPipeline(dot, n.pipe);
        const truth = this.isTrue(v);
        if (truth) this.walkList(n.k === "with" ? v : dot, n.list);
        else if (n.elseList) this.walkList(dot, n.elseList);
        this.vars.length = mark;
        return;
      }
      case "range":
        return this.walkRange(dot, n);
      case "template":
        return this.walkTemplate(dot, n);
      case "break":
        throw new Break();
      case "continue":
        throw new Continue();
    }
  }

  private walkRange(dot: Val | null, n: Extract<Node, { list: Node[] }>): void {
    const mark = this.vars.length;
    const v0 = this.evalPipeline(dot, n.pipe);
    const [val] = v0 === null ? [null] : indirect(v0);
    const one = (index: Val, elem: Val): boolean => {
      if (n.pipe.decl.length > 0) {
        if (n.pipe.isAssign) {
          if (n.pipe.decl.length > 1) {
            this.setVar(n.pipe.decl[0]!, index);
            this.setVar(n.pipe.decl[1]!, elem);
          } else this.setVar(n.pipe.decl[0]!, elem);
        } else if (n.pipe.decl.length > 1) {
          this.vars[this.vars.length - 2]!.val = index;
          this.vars[this.vars.length - 1]!.val = elem;
        } else this.vars[this.vars.length - 1]!.val = elem;
      }
      const inner = this.vars.length;
      try {
        this.walkList(elem, n.list);
      } catch (e) {
        if (e instanceof Break) return false;
        if (!(e instanceof Continue)) throw e;
      } finally {
        this.vars.length = inner;
      }
      return true;
    };
    let any = false;
    if (val !== null) {
      const u = under(val.t);
      if (u.k === "slice" || u.k === "array") {
        const s = val.v as Slice | GoValue[] | null;
        const items = s === null ? [] : Array.isArray(s) ? s : s.a.slice(s.off, s.off + s.len);
        for (let i = 0; i < items.length; i++) {
          any = true;
          if (!one({ t: T.int, v: i }, valOf(u.elem, items[i], true))) break;
        }
      } else if (u.k === "map") {
        const m = val.v as GoMap | null;
        if (m !== null)
          for (const [k, v] of sortedKeys(u.key, m)) {
            any = true;
            if (!one(valOf(u.key, k), valOf(u.elem, v))) break;
          }
      } else if (u.k === "basic" && /int/.test(u.kind)) {
        if (n.pipe.decl.length > 1)
          this.fail(`can't use ${fullTypeString(val.t)} to iterate over more than one variable`);
        for (let i = 0; i < Number(val.v); i++) {
          any = true;
          if (!one({ t: val.t, v: i }, { t: val.t, v: i })) break;
        }
      } else if (u.k !== "pointer") {
        this.fail(`range can't iterate over ${sprint([toAny(val)])}`);
      }
    }
    if (!any && n.elseList) this.walkList(dot, n.elseList);
    this.vars.length = mark;
  }

  private walkTemplate(dot: Val | null, n: Extract<Node, { k: "template" }>): void {
    this.setAt(n.pos, `{{template ${JSON.stringify(n.name)}${n.pipe ? " " + pipeString(n.pipe) : ""}}}`);
    const tree = this.set.trees.get(n.name);
    if (!tree) this.fail(`template ${JSON.stringify(n.name)} not defined`);
    if (this.depth >= MAX_DEPTH) this.fail(`exceeded maximum template depth (${MAX_DEPTH})`);
    const v = n.pipe ? this.evalPipeline(dot, n.pipe) : null;
    const saved = { tree: this.tree, vars: this.vars };
    this.tree = tree;
    this.vars = [{ name: "$", val: v }];
    this.depth++;
    try {
      this.walkList(v, tree.root);
    } finally {
      this.depth--;
      this.tree = saved.tree;
      this.vars = saved.vars;
    }
  }

  private setVar(name: string, v: Val | null): void {
    for (let i = this.vars.length - 1; i >= 0; i--)
      if (this.vars[i]!.name === name) {
        this.vars[i]!.val = v;
        return;
      }
    this.fail(`undefined variable: ${name}`);
  }
  private varValue(name: string): Val | null {
    for (let i = this.vars.length - 1; i >= 0; i--) if (this.vars[i]!.name === name) return this.vars[i]!.val;
    return this.fail(`undefined variable: ${name}`);
  }

  evalPipeline(dot: Val | null, p: Pipeline): Val | null {
    this.setAt(p.pos, pipeString(p));
    let v: Val | null | undefined = undefined;
    for (const c of p.cmds) {
      v = this.evalCommand(dot, c, v);
      // A value of type interface{} is looked through: a nil one is no value at all.
      if (v && under(v.t).k === "interface" && v.v === null && emptyInterface(v.t)) v = null;
    }
    const out = v ?? null;
    for (const d of p.decl) {
      if (p.isAssign) this.setVar(d, out);
      else this.vars.push({ name: d, val: out });
    }
    return out;
  }

  /** evalCommand runs one command; final is the previous command's value (undefined for the first). */
  private evalCommand(dot: Val | null, c: Command, final: Val | null | undefined): Val | null {
    const first = c.args[0]!;
    switch (first.k) {
      case "field":
        this.setAt(first.pos, argString(first));
        return this.evalFieldChain(dot, dot, first, first.names, c.args, final);
      case "chain": {
        this.setAt(first.pos, argString(first));
        const base = this.evalArgValue(dot, first.node);
        return this.evalFieldChain(dot, base, first, first.names, c.args, final);
      }
      case "identifier":
        return this.evalFunction(dot, first, c, c.args, final);
      case "pipe":
        this.notAFunction(first, c.args, final);
        return this.evalPipeline(dot, first.pipe);
      case "variable": {
        this.setAt(first.pos, argString(first));
        const v = this.varValue(first.names[0]!);
        if (first.names.length === 1) {
          this.notAFunction(first, c.args, final);
          return v;
        }
        return this.evalFieldChain(dot, v, first, first.names.slice(1), c.args, final);
      }
    }
    this.setAt(first.pos, argString(first));
    this.notAFunction(first, c.args, final);
    switch (first.k) {
      case "bool":
        return { t: T.bool, v: first.v };
      case "dot":
        return dot;
      case "nil":
        return this.fail("nil is not a command");
      case "number":
        return constant(first.text, (m) => this.fail(m));
      case "string":
        return { t: T.string, v: first.v };
    }
  }

  private notAFunction(first: Arg, args: Arg[], final: Val | null | undefined): void {
    if (args.length > 1 || final !== undefined) this.fail(`can't give argument to non-function ${argString(first)}`);
  }

  /** evalArgValue evaluates an operand to a value (constants as Go's ideal constants). */
  evalArgValue(dot: Val | null, a: Arg, nilOK = false): Val | null {
    this.setAt(a.pos, argString(a));
    switch (a.k) {
      case "dot":
        return dot;
      case "nil":
        return nilOK ? { t: anyType, v: null } : this.fail("cannot assign nil to reflect.Value");
      case "field":
        return this.evalFieldChain(dot, dot, a, a.names, [a], undefined);
      case "variable": {
        const v = this.varValue(a.names[0]!);
        return a.names.length === 1 ? v : this.evalFieldChain(dot, v, a, a.names.slice(1), [a], undefined);
      }
      case "chain":
        return this.evalFieldChain(dot, this.evalArgValue(dot, a.node), a, a.names, [a], undefined);
      case "pipe":
        return this.evalPipeline(dot, a.pipe);
      case "identifier":
        return this.evalFunction(dot, a, { args: [a], line: 0 }, [a], undefined);
      case "bool":
        return { t: T.bool, v: a.v };
      case "string":
        return { t: T.string, v: a.v };
      case "number":
        return constant(a.text, (m) => this.fail(m));
    }
  }

  /** evalFieldChain looks up names one after another; only the last gets the command's arguments. */
  private evalFieldChain(
    dot: Val | null,
    recv: Val | null,
    node: Arg,
    names: string[],
    args: Arg[],
    final: Val | null | undefined,
  ): Val | null {
    let v = recv;
    for (let i = 0; i < names.length - 1; i++) v = this.evalField(dot, names[i]!, node, [], undefined, v);
    return this.evalField(dot, names[names.length - 1]!, node, args, final, v);
  }

  private evalField(
    dot: Val | null,
    name: string,
    node: Arg,
    args: Arg[],
    final: Val | null | undefined,
    recv0: Val | null,
  ): Val | null {
    if (recv0 === null) {
      if (this.set.missingKey === "error") this.fail(`nil data; no entry for key ${JSON.stringify(name)}`);
      return null;
    }
    const [recv, isNilPtr] = indirect(recv0);
    if (under(recv.t).k === "interface" && recv.v === null)
      this.fail(`nil pointer evaluating ${fullTypeString(recv0.t)}.${name}`);
    // A method: on the pointer first when the value is addressable.
    const ptrT = recv.addr && under(recv.t).k === "struct" ? newPointer(recv.t) : null;
    const mt =
      ptrT && hasMethod(ptrT, name)
        ? ptrT
        : hasMethod(recv0.t, name)
          ? recv0.t
          : hasMethod(recv.t, name)
            ? recv.t
            : null;
    if (mt) {
      const found = lookupMember(mt, name);
      const sig = found && found !== "ambiguous" ? (under(found.type) as Signature) : null;
      if (sig && sig.k === "func") {
        const self = mt === recv0.t ? recv0.v : recv.v;
        const fn = methodFor(mt, name)!;
        return this.evalCall(dot, (...a: GoValue[]) => fn(self, ...a), sig, node, name, args, final);
      }
    }
    const hasArgs = args.length > 1 || final !== undefined;
    const u = under(recv.t);
    if (u.k === "struct") {
      const f = lookupMember(recv.t, name);
      if (f && f !== "ambiguous" && f.kind === "field") {
        const fi = u.fields.findIndex((x) => x.name === name);
        const info = fi >= 0 ? u.fields[fi]! : null;
        if (info && !info.exported)
          this.fail(`${name} is an unexported field of struct type ${fullTypeString(recv0.t)}`);
        if (hasArgs) this.fail(`${name} has arguments but cannot be invoked as function`);
        let cur: Val = recv;
        let s = u;
        const steps = [...f.path, f.index];
        steps.forEach((idx, i) => {
          const key = fieldKeys(s)[idx]!;
          const ft = s.fields[idx]!.type;
          const raw = (cur.v as Record<string, GoValue>)[key];
          cur = valOf(ft, raw, cur.addr === true || under(ft).k === "struct");
          if (i < steps.length - 1) {
            const [d, nil] = indirect(cur);
            if (nil) this.fail(`nil pointer evaluating ${fullTypeString(cur.t)}.${name}`);
            cur = d;
            s = under(cur.t) as typeof u;
          }
        });
        return cur;
      }
    } else if (u.k === "map") {
      if (!isString(u.key)) this.fail(`can't evaluate field ${name} in type ${fullTypeString(recv0.t)}`);
      if (hasArgs) this.fail(`${name} is not a method but has arguments`);
      const m = recv.v as GoMap | null;
      if (m !== null && m.has(name)) return valOf(u.elem, m.get(name));
      switch (this.set.missingKey) {
        case "zero":
          return valOf(u.elem, zeroValue(u.elem));
        case "error":
          return this.fail(`map has no entry for key ${JSON.stringify(name)}`);
        default:
          return null;
      }
    } else if (u.k === "pointer") {
      const eu = under(u.elem);
      const known = eu.k !== "struct" || eu.fields.some((f) => f.name === name);
      if (isNilPtr && known) this.fail(`nil pointer evaluating ${fullTypeString(recv0.t)}.${name}`);
    }
    return this.fail(`can't evaluate field ${name} in type ${fullTypeString(recv0.t)}`);
  }

  private evalFunction(
    dot: Val | null,
    n: Extract<Arg, { k: "identifier" }>,
    cmd: Command,
    args: Arg[],
    final: Val | null | undefined,
  ): Val | null {
    this.setAt(n.pos, n.name);
    const call = { pos: cmd.args[0]!.pos, text: cmd.args.map(argString).join(" ") };
    this.calls.push(call);
    try {
      const user = this.set.funcs.get(n.name);
      if (user) {
        if (user.v === null) this.fail(`call of nil`);
        return this.evalCall(
          dot,
          user.v as (...a: GoValue[]) => GoValue,
          under(user.t) as Signature,
          n,
          n.name,
          args,
          final,
        );
      }
      const b = this.set.builtins.get(n.name);
      if (!b) return this.fail(`${JSON.stringify(n.name)} is not a defined function`);
      const rest = args.slice(1);
      const nilOK = ANY_ARGS.has(n.name);
      const thunks = rest.map((a) => () => this.evalArgValue(dot, a, nilOK));
      if (final !== undefined) thunks.push(() => final);
      return b(this, thunks, n.name);
    } finally {
      this.calls.pop();
    }
  }

  /** evalCall calls a Go function or method: arguments converted, an error result reported. */
  evalCall(
    dot: Val | null,
    fn: (...a: GoValue[]) => GoValue,
    sig: Signature,
    node: Arg,
    name: string,
    args: Arg[],
    final: Val | null | undefined,
  ): Val | null {
    const at = { pos: node.pos, text: argString(node) };
    const callAt = node.k === "identifier" ? (this.calls[this.calls.length - 1] ?? at) : at;
    const given = args.slice(1);
    const numIn = given.length + (final !== undefined ? 1 : 0);
    const fixed = sig.variadic ? sig.params.length - 1 : sig.params.length;
    if (sig.variadic ? numIn < fixed : numIn !== fixed)
      this.fail(`wrong number of args for ${name}: want ${sig.variadic ? "at least " : ""}${fixed} got ${numIn}`);
    if (!goodResults(sig))
      this.fail(`can't call method/function ${JSON.stringify(name)} with ${sig.results.length} results`);
    const paramType = (i: number): Type =>
      sig.variadic && i >= fixed ? (under(sig.params[fixed]!) as { elem: Type }).elem : sig.params[i]!;
    const vals: GoValue[] = [];
    given.forEach((a, i) => vals.push(this.evalArg(dot, paramType(i), a)));
    if (final !== undefined) {
      this.at = at;
      vals.push(this.validateType(final, paramType(numIn - 1)));
    }
    const callArgs = sig.variadic ? [...vals.slice(0, fixed), sliceOf(vals.slice(fixed))] : vals;
    let r: GoValue;
    try {
      r = fn(...callArgs);
    } catch (e) {
      if (e instanceof GoPanic) {
        this.at = callAt;
        this.fail(`error calling ${name}: ${sprint([e.value])}`);
      }
      throw e;
    }
    if (sig.results.length === 2) {
      const [v, err] = r as [GoValue, Iface | null];
      this.at = callAt;
      if (err !== null) this.fail(`error calling ${name}: ${errorText(err)}`, err);
      return valOf(sig.results[0]!, v);
    }
    return valOf(sig.results[0]!, r);
  }

  /** evalArg evaluates an operand as an argument of type t. */
  evalArg(dot: Val | null, t: Type, a: Arg): GoValue {
    this.setAt(a.pos, argString(a));
    const u = under(t);
    switch (a.k) {
      case "dot":
        return this.validateType(dot, t);
      case "nil":
        if (["pointer", "map", "slice", "func", "chan", "interface"].includes(u.k)) return null;
        return this.fail(`cannot assign nil to ${fullTypeString(t)}`);
      case "field":
      case "variable":
      case "chain":
      case "pipe":
      case "identifier":
        return this.validateType(this.evalArgValue(dot, a), t);
      default:
        return convertConst(a, t, (m) => this.fail(m));
    }
  }

  /** validateType converts a value to what a parameter of type t takes (Go's validateType). */
  validateType(v: Val | null, t: Type): GoValue {
    const u = under(t);
    if (v === null) {
      if (["pointer", "map", "slice", "func", "chan", "interface"].includes(u.k)) return zeroValue(t);
      return this.fail(`invalid value; expected ${fullTypeString(t)}`);
    }
    if (u.k === "interface") {
      const a = toAny(v);
      if (a === null || implementsAll(a.t, t)) return a;
    } else if (sameType(v.t, t)) return v.v;
    else if (under(v.t).k === "pointer" && v.v !== null && sameType((under(v.t) as { elem: Type }).elem, t))
      return deref(v).v;
    else if (u.k === "pointer" && sameType(u.elem, v.t) && under(v.t).k === "struct" && v.addr) return v.v;
    return this.fail(`wrong type for value; expected ${fullTypeString(t)}; got ${fullTypeString(v.t)}`);
  }

  /** isTrue is Go's template truth: non-zero, non-empty, non-nil. */
  isTrue(v: Val | null): boolean {
    if (v === null) return false;
    const u = under(v.t);
    switch (u.k) {
      case "basic":
        if (u.kind === "bool") return v.v as boolean;
        if (u.kind === "string") return (v.v as string).length > 0;
        return v.v !== 0 && v.v !== 0n;
      case "slice":
        return v.v !== null && (v.v as Slice).len > 0;
      case "array":
        return u.len > 0;
      case "map":
        return v.v !== null && (v.v as GoMap).size > 0;
      case "struct":
        return true;
      default:
        return !isNil(v);
    }
  }

  /** print writes a value as fmt.Fprint does, "<no value>" for nothing. */
  private print(p: Pipeline, v0: Val | null): void {
    this.setAt(p.pos, pipeString(p));
    const r = printable(v0);
    if (r === "unprintable") this.fail(`can't print ${pipeString(p)} of type ${fullTypeString(v0!.t)}`);
    this.out.push(r === null ? "<no value>" : sprint([r]));
  }
}

/** printable is Go's printableValue: pointers followed, a pointer's String or Error used on an
 * addressable value; "unprintable" for funcs and chans; null for no value. */
export function printable(v0: Val | null): Iface | null | "unprintable" {
  let v = v0;
  if (v !== null && under(v.t).k === "pointer") v = indirect(v)[0];
  if (v === null) return null;
  const k = under(v.t).k;
  const stringer = (t: Type) => hasMethod(t, "String") || hasMethod(t, "Error");
  if (!stringer(v.t)) {
    if (v.addr && k === "struct" && stringer(newPointer(v.t))) v = { t: newPointer(v.t), v: v.v };
    else if (k === "func" || k === "chan") return "unprintable";
  }
  return toAny(v);
}

function emptyInterface(t: Type): boolean {
  const u = under(t) as { explicit: unknown[]; embeds: unknown[] };
  return u.explicit.length === 0 && u.embeds.length === 0;
}

function goodResults(sig: Signature): boolean {
  if (sig.results.length === 1) return true;
  if (sig.results.length !== 2) return false;
  const e = sig.results[1]!;
  return e.k === "named" && e.name === "error" && e.pkg === "";
}

function sameType(a: Type, b: Type): boolean {
  return a === b || fullTypeString(a) === fullTypeString(b);
}

function implementsAll(t: Type, iface: Type): boolean {
  const u = under(iface) as { k: "interface"; explicit: { name: string }[]; all?: { name: string }[] };
  const ms = u.all ?? u.explicit;
  return ms.every((m) => hasMethod(t, m.name));
}

function errorText(err: Iface): string {
  const m = methodFor(err.t, "Error");
  return m ? (m(err.v) as string) : "";
}
