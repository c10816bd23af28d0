// Methods finds, at run time, the method a dynamic type has (for interface calls and assertions),
// adapting the receiver (pointer or value, promoted through embedded fields). Results are cached per type.
import type { GoGen } from "./runtime";
import type { GoValue } from "./values";
import { under, ifaceMethods, type Type, type Interface, type Method, fullTypeString } from "../check/types";
import { inMethodSet, lookupMember, missingMethod } from "../check/lookup";
import { fieldKeys as fieldKeys$, cloner as cloner$, needsCopy as needsCopy$ } from "./typeops";
const fieldKeys = fieldKeys$;
const cloner = cloner$;
const needsCopy = needsCopy$;
import { runtimeError } from "./runtime";
import { readPath } from "./fieldcode";
/** NO_POS: run-time errors of a method found at run time carry no position (the call site has it). */
const NO_POS = { pos: { file: "", line: 0, col: 0, off: 0, end: 0 } };
import { type Iface as Iface$ } from "./values";
type Iface = Iface$;

type Impl = (recv: GoValue, ...args: GoValue[]) => GoValue;

/** hasMethod reports whether method `name` is in t's method set (a String on *T is not in T's), for run
 * time: remembered per type as methodFor's implementations are, since a running program's method sets
 * no longer change (fmt asks it for every value it formats; the checker's lookup walks every time). */
export function hasMethod(t: Type, name: string): boolean {
  const tt = t as Type & { rtInSet?: Map<string, boolean> };
  const known = (tt.rtInSet ??= new Map()).get(name);
  if (known !== undefined) return known;
  const has = inMethodSet(t, name);
  tt.rtInSet.set(name, has);
  return has;
}

/** methodFor returns a function (value, ...args) calling method `name` of dynamic type t, or null. */
export function methodFor(t: Type, name: string): Impl | null {
  const tt = t as Type & { rtMethods?: Map<string, Impl | null> };
  let cache = tt.rtMethods;
  if (!cache) {
    cache = new Map();
    tt.rtMethods = cache;
  }
  if (cache.has(name)) return cache.get(name)!;
  const impl = buildMethod(t, name);
  cache.set(name, impl);
  return impl;
}

function buildMethod(t: Type, name: string): Impl | null {
  const f = lookupMember(t, name);
  if (!f || f === "ambiguous" || f.kind !== "method") return null;
  // Walk the embedded path from the receiver value.
  const steps: string[] = [];
  let cur: Type = t;
  for (const idx of f.path) {
    const base = cur.k === "pointer" ? cur.elem : cur;
    const s = under(base);
    if (s.k !== "struct") return null;
    steps.push(fieldKeys(s)[idx]!);
    cur = s.fields[idx]!.type;
  }
  // The walk to the embedded receiver: generated straight-line code (fieldcode.ts), a nil check at each step.
  const walk: (v: GoValue) => GoValue = steps.length
    ? readPath(
        (v) => v,
        steps,
        steps.map(() => true),
        NO_POS,
      )
    : (v) => v;
  if (f.iface) {
    return (v: GoValue, ...args: GoValue[]) => {
      const iv = walk(v) as Iface | null;
      if (iv === null) runtimeError("invalid memory address or nil pointer dereference", "", 0);
      return methodFor(iv.t, name)!(iv.v, ...args);
    };
  }
  const m = f.method!;
  const recvIsPtr = cur.k === "pointer";
  // A method that can suspend as a goroutine (cfunc.ts) keeps that form through the interface call.
  const gen = (m.impl as { goroutine?: (...a: GoValue[]) => GoGen } | undefined)?.goroutine;
  if (m.ptrRecv) {
    // A method of the type itself (no embedded path) is its implementation, called as it is.
    if (steps.length === 0 && m.impl) return m.impl;
    const call = forward(m, walk, m.sig.pending ? -1 : m.sig.params.length);
    if (gen) (call as { goroutine?: unknown }).goroutine = (v: GoValue, ...args: GoValue[]) => gen(walk(v), ...args);
    return call;
  }
  // A value receiver gets a copy; through a pointer, nil panics.
  const elemT = recvIsPtr ? (cur as { elem: Type }).elem : cur;
  const copy = needsCopy(elemT) ? cloner(elemT) : null;
  const deref = recvIsPtr && !needsCopy(elemT);
  const recvOf = (v: GoValue): GoValue => {
    let r = walk(v);
    if (recvIsPtr) {
      if (r === null) runtimeError("invalid memory address or nil pointer dereference", "", 0);
      if (deref) r = r.v;
    }
    return copy ? copy(r) : r;
  };
  const call = (v: GoValue, ...args: GoValue[]) => {
    let r = walk(v);
    if (recvIsPtr) {
      if (r === null) runtimeError("invalid memory address or nil pointer dereference", "", 0);
      if (deref) r = r.v;
    }
    return m.impl!(copy ? copy(r) : r, ...args);
  };
  if (gen) (call as { goroutine?: unknown }).goroutine = (v: GoValue, ...args: GoValue[]) => gen(recvOf(v), ...args);
  return call;
}

/** forward calls method m (its implementation as it is at the call) on the receiver recv finds from the
 * value; n arguments (n < 0: unknown) are passed on as they are, without a rest array for up to three. */
function forward(m: Method, recv: (v: GoValue) => GoValue, n: number): Impl {
  switch (n) {
    case 0:
      return (v) => m.impl!(recv(v));
    case 1:
      return (v, a) => m.impl!(recv(v), a);
    case 2:
      return (v, a, b) => m.impl!(recv(v), a, b);
    case 3:
      return (v, a, b, c) => m.impl!(recv(v), a, b, c);
    default:
      return (v, ...args) => m.impl!(recv(v), ...args);
  }
}

/** implementsAt reports (cached) whether dynamic type t implements interface type it. */
export function implementsAt(t: Type, it: Type): boolean {
  const tt = t as Type & { rtImpl?: Map<Type, boolean> };
  let cache = tt.rtImpl;
  if (!cache) {
    cache = new Map();
    tt.rtImpl = cache;
  }
  let r = cache.get(it);
  if (r === undefined) {
    const u = under(it) as Interface;
    r = ifaceMethods(u).every((m) => methodFor(t, m.name) !== null) && missingMethod(t, u) === null;
    cache.set(it, r);
  }
  return r;
}

/** callMethod calls a method by name on any Go value of static type t (used by shims calling back into Go). */
export function callMethod(v: Iface | null, name: string, ...args: GoValue[]): GoValue {
  if (v === null) runtimeError("invalid memory address or nil pointer dereference", "", 0);
  const m = methodFor(v.t, name);
  if (!m) throw new Error(`${fullTypeString(v.t)} has no method ${name}`);
  return m(v.v, ...args);
}
