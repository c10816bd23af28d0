// Builtins compiles calls of the predeclared functions (len, cap, append, make, new, delete, copy, panic, recover, print, println, min, max, clear).
import { underCore } from "../check/types";
import { runtimeType, perType } from "./generic";
import type * as A from "../syntax/ast";
import type { GoValue } from "./values";
import {
  T,
  under,
  isFloat,
  isString,
  anyType as anyT,
  newNamed,
  newStruct,
  newSignature,
  type Type,
} from "../check/types";
import { S as RuntimeState, GoPanic as GoPanic$, runtimeError, StepBudgetExceeded } from "./runtime";
const GoPanic = GoPanic$;
/** The run state, bound locally (module getters are slow under CommonJS transpilation). */
const S = RuntimeState;
import { Slice as Slice$, type GoMap as GoMap$, Iface as Iface$, Box as Box$ } from "./values";
const Slice = Slice$;
type Slice = Slice$;
type GoMap = GoMap$;
const Iface = Iface$;
const Box = Box$;
import {
  zeroFn as zeroFn$,
  cloner as cloner$,
  needsCopy as needsCopy$,
  newGoMap as newGoMap$,
  elemSize as elemSize$,
  growCap as growCap$,
} from "./typeops";
const zeroFn = zeroFn$;
const cloner = cloner$;
const needsCopy = needsCopy$;
const newGoMap = newGoMap$;
const elemSize = elemSize$;
const growCap = growCap$;
import { type Ctx, type Ev, type Frame } from "./context";
import { expr, exprTo } from "./cexpr";
import { formatPrintln } from "./print";
import { Chan, closeChan } from "./sched";

/** byTypeArg: for an operand whose type is a type parameter, a lookup of the operation made for the call's type
 * argument (len of a T constrained by ~string|~[]byte is a string's or a slice's length); null otherwise. */
function byTypeArg<F>(c: Ctx, t: Type, make: (t: Type) => F): ((f: Frame) => F) | null {
  return t.k === "typeparam" ? perType(c, t, make) : null;
}

/** lenOrCap is len(v) or cap(v) for a value of type t. */
function lenOrCap(name: "len" | "cap", t: Type): (v: GoValue) => number {
  let u = under(t);
  if (u.k === "pointer") u = under(u.elem);
  if (u.k === "array") {
    const n = u.len;
    return () => n;
  }
  if (name === "len" && isString(u)) return (v) => (v as string).length;
  if (u.k === "slice")
    return name === "len" ? (v) => (v === null ? 0 : (v as Slice).len) : (v) => (v === null ? 0 : (v as Slice).cap);
  if (u.k === "map") return (v) => (v === null ? 0 : (v as GoMap).size);
  if (u.k === "chan")
    return name === "len"
      ? (v) => (v === null ? 0 : (v as Chan).buf.length)
      : (v) => (v === null ? 0 : (v as Chan).cap);
  return (v) => (v as GoValue[]).length;
}

/** builtin compiles calls of the predeclared functions. */
export function builtin(c: Ctx, e: A.CallExpr, name: string): Ev {
  const args = e.args;
  const { file, line } = e.pos;
  switch (name) {
    case "close": {
      const x = expr(c, args[0]!);
      return (f) => {
        closeChan(x(f) as Chan | null);
        return undefined;
      };
    }
    case "len": {
      const x = expr(c, args[0]!);
      const tp = byTypeArg(c, args[0]!.ty!, (t) => lenOrCap("len", t));
      if (tp) return (f) => tp(f)(x(f));
      let u = under(args[0]!.ty!);
      if (u.k === "pointer") u = under(u.elem);
      if (isString(u)) return (f) => (x(f) as string).length;
      if (u.k === "slice")
        return (f) => {
          const s = x(f) as Slice | null;
          return s === null ? 0 : s.len;
        };
      if (u.k === "map")
        return (f) => {
          const m = x(f) as GoMap | null;
          return m === null ? 0 : m.size;
        };
      if (u.k === "chan")
        return (f) => {
          const ch = x(f) as Chan | null;
          return ch === null ? 0 : ch.buf.length;
        };
      if (u.k === "array") return (f) => x(f).length;
      return () => 0;
    }
    case "cap": {
      const x = expr(c, args[0]!);
      const tp = byTypeArg(c, args[0]!.ty!, (t) => lenOrCap("cap", t));
      if (tp) return (f) => tp(f)(x(f));
      const u = under(args[0]!.ty!);
      if (u.k === "slice")
        return (f) => {
          const s = x(f) as Slice | null;
          return s === null ? 0 : s.cap;
        };
      if (u.k === "chan")
        return (f) => {
          const ch = x(f) as Chan | null;
          return ch === null ? 0 : ch.cap;
        };
      return (f) => x(f).length;
    }
    case "append": {
      const st = args[0]!.ty!;
      const elt = (underCore(st) as { elem: Type }).elem;
      const s = expr(c, args[0]!);
      const size = elemSize(elt);
      const deep = needsCopy(elt) ? cloner(elt) : null;
      if (e.ellipsis) {
        const rest = expr(c, args[1]!);
        const fromString = isString(args[1]!.ty!);
        return (f) => {
          const base = s(f) as Slice | null;
          const r = rest(f);
          let items: GoValue[];
          if (fromString) {
            items = [];
            for (let i = 0; i < (r as string).length; i++) items.push((r as string).charCodeAt(i));
          } else items = r === null ? [] : (r as Slice).a.slice((r as Slice).off, (r as Slice).off + (r as Slice).len);
          if (deep) items = items.map(deep);
          return appendItems(base, items, size, deep);
        };
      }
      const vals = args.slice(1).map((a) => exprTo(c, a, elt));
      const n = vals.length;
      if (n === 1) {
        const v0 = vals[0]!;
        return (f) => {
          const base = s(f) as Slice | null;
          const v = v0(f);
          if (base !== null && base.len < base.cap) {
            base.a[base.off + base.len] = v;
            return new Slice(base.a, base.off, base.len + 1, base.cap);
          }
          return appendItems(base, [v], size, deep);
        };
      }
      return (f) => {
        const base = s(f) as Slice | null;
        const items = new Array(n);
        for (let i = 0; i < n; i++) items[i] = vals[i]!(f);
        return appendItems(base, items, size, deep);
      };
    }
    case "make": {
      const t = args[0]!.ty!;
      const u = under(t);
      if (u.k === "map") {
        const rt = runtimeType(c, t);
        if (rt) return (f) => newGoMap(rt(f));
        return () => newGoMap(t);
      }
      if (u.k === "chan") {
        const ze = zeroFn((u as { elem: Type }).elem);
        const n = args[1] ? expr(c, args[1]) : null;
        return (f) => {
          const size = n ? (n(f) as number) : 0;
          if (size < 0) runtimeError("makechan: size out of range", file, line);
          return new Chan(size, ze);
        };
      }
      const elt = (u as { elem: Type }).elem;
      const z = zeroFn(elt);
      const ln = expr(c, args[1]!);
      const cp = args[2] ? expr(c, args[2]) : null;
      return (f) => {
        const len = ln(f),
          cap = cp ? cp(f) : len;
        if (len < 0) runtimeError("makeslice: len out of range", file, line);
        if (cap < len) runtimeError("makeslice: cap out of range", file, line);
        // Zeroing cap elements is work: it counts against the step budget before anything is
        // allocated, so a loop of huge makes stops like an endless loop instead of exhausting memory.
        if ((S.steps += cap) > S.budget) throw new StepBudgetExceeded(file, line, S.steps);
        const a = new Array(cap);
        for (let i = 0; i < cap; i++) a[i] = z();
        return new Slice(a, 0, len, cap);
      };
    }
    case "new": {
      const t = (e.ty as { elem: Type }).elem;
      const z = zeroFn(t);
      if (needsCopy(t)) return () => z();
      return () => new Box(z());
    }
    case "delete": {
      const m = expr(c, args[0]!);
      const k = exprTo(c, args[1]!, (underCore(args[0]!.ty!) as { key: Type }).key);
      return (f) => {
        const mv = m(f) as GoMap | null;
        const kv = k(f);
        if (mv !== null) mv.delete(kv);
      };
    }
    case "copy": {
      const d = expr(c, args[0]!),
        s = expr(c, args[1]!);
      const fromString = isString(args[1]!.ty!);
      const elt = (under(args[0]!.ty!) as { elem: Type }).elem;
      const asg = needsCopy(elt) ? cloner(elt) : null;
      return (f) => {
        const dv = d(f) as Slice | null,
          sv = s(f);
        if (dv === null) return 0;
        if (fromString) {
          const n = Math.min(dv.len, (sv as string).length);
          for (let i = 0; i < n; i++) dv.a[dv.off + i] = (sv as string).charCodeAt(i);
          return n;
        }
        if (sv === null) return 0;
        const n = Math.min(dv.len, (sv as Slice).len);
        const tmp = (sv as Slice).a.slice((sv as Slice).off, (sv as Slice).off + n);
        for (let i = 0; i < n; i++) dv.a[dv.off + i] = asg ? asg(tmp[i]) : tmp[i];
        return n;
      };
    }
    case "panic": {
      const v = exprTo(c, args[0]!, anyT);
      // A shared (shim) package has no lines to show: its panic is located at the learner's
      // statement running now, as a native's is (MustCompile's panic names the caller's line).
      const shared = c.stmts === null;
      return (f) => {
        const pv = v(f);
        const at = shared ? RuntimeState.stmts.site(RuntimeState.cur) : undefined;
        const pf = at?.file ?? file,
          pl = at?.line ?? line;
        if (pv === null) throw new GoPanic(new Iface(panicNilErrorType, {}), pf, pl);
        throw new GoPanic(pv, pf, pl);
      };
    }
    case "recover": {
      return () => {
        const p = S.panicking;
        if (p === null || p.recovered || S.depth !== S.deferDepth) return null;
        p.recovered = true;
        return p.value;
      };
    }
    case "print":
    case "println": {
      const vals = args.map((a) => exprTo(c, a, anyT));
      return (f) => {
        const text = formatPrintln(
          vals.map((v) => v(f)),
          name === "println",
        );
        (S.host.stderr ?? (() => {}))(text);
      };
    }
    case "min":
    case "max": {
      const vals = args.map((a) => expr(c, a));
      const isStr = isString(e.ty!);
      const isF = isFloat(e.ty!);
      return (f) => {
        let best = vals[0]!(f);
        for (let i = 1; i < vals.length; i++) {
          const v = vals[i]!(f);
          if (isF && (Number.isNaN(v) || Number.isNaN(best))) {
            best = NaN;
            continue;
          }
          if (name === "min" ? v < best : v > best) best = v;
        }
        return isStr ? best : best;
      };
    }
    case "clear": {
      const x = expr(c, args[0]!);
      const u = under(args[0]!.ty!);
      if (u.k === "map")
        return (f) => {
          const m = x(f) as GoMap | null;
          if (m) {
            m.m.clear();
            m.keys?.clear();
          }
        };
      const z = zeroFn((u as { elem: Type }).elem);
      return (f) => {
        const s = x(f) as Slice | null;
        if (s) for (let i = 0; i < s.len; i++) s.a[s.off + i] = z();
      };
    }
  }
  throw new Error(`builtin ${name} is not supported`);
}

/** appendItems appends to a slice, growing the backing array as Go does (elements are copied on growth). */
export function appendItems(
  base: Slice | null,
  items: GoValue[],
  size: number,
  deep: ((v: GoValue) => GoValue) | null,
): Slice | null {
  const n = items.length;
  if (base === null) {
    if (n === 0) return null;
    const cap = growCap(0, n, size);
    const a = new Array(cap);
    for (let i = 0; i < n; i++) a[i] = items[i];
    fillZero(a, n, cap, items[0]);
    return new Slice(a, 0, n, cap);
  }
  const len = base.len + n;
  if (len <= base.cap) {
    for (let i = 0; i < n; i++) base.a[base.off + base.len + i] = items[i];
    return new Slice(base.a, base.off, len, base.cap);
  }
  const cap = growCap(base.cap, len, size);
  const a = new Array(cap);
  for (let i = 0; i < base.len; i++) {
    const v = base.a[base.off + i];
    a[i] = deep ? deep(v) : v;
  }
  for (let i = 0; i < n; i++) a[base.len + i] = items[i];
  fillZero(a, len, cap, items[0]);
  return new Slice(a, 0, len, cap);
}

/** fillZero fills spare capacity with placeholders of the element's kind (re-sliced later, Go would show zeros). */
function fillZero(a: GoValue[], from: number, to: number, sample: GoValue): void {
  const z =
    typeof sample === "number" ? 0 : typeof sample === "string" ? "" : typeof sample === "boolean" ? false : null;
  for (let i = from; i < to; i++) a[i] = z;
}

/** panicNilErrorType is runtime.PanicNilError: panic(nil) panics with it (Go 1.21+). */
const panicNilErrorType = newNamed("PanicNilError", "runtime", "runtime", newStruct([]));
panicNilErrorType.methods.set("Error", {
  name: "Error",
  sig: newSignature([], [T.string], false),
  ptrRecv: false,
  impl: () => "panic called with nil argument (use -race to detect)".replace(" (use -race to detect)", ""),
});
