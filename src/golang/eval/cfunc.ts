// Cfunc compiles function bodies into JS functions: a frame array per call, parameters in slots
// (boxed when captured), defers run on the way out, and recover() stopping a panic.
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import { S as RuntimeState, GoPanic as GoPanic$, Fatal as Fatal$ } from "./runtime";
const GoPanic = GoPanic$;
type GoPanic = GoPanic$;
const Fatal = Fatal$;
type Fatal = Fatal$;
/** The run state, bound locally (module getters are slow under CommonJS transpilation). */
const S = RuntimeState;
import { Box as Box$ } from "./values";
const Box = Box$;
type Box = Box$;
import { zeroFn as zeroFn$, needsCopy as needsCopy$ } from "./typeops";
const zeroFn = zeroFn$;
const needsCopy = needsCopy$;
import { type Ctx, type Ev, type Ex, type Frame } from "./context";
import { block } from "./cstmt";
import type { GoObject } from "../check/scope";
import type { GoGen } from "./runtime";
import { goroutineBody, type GenEx } from "./cgo";

/** A Factory makes a Go function value from the closure's upvalues. */
export type Factory = (up: Box[] | null) => (...args: GoValue[]) => GoValue;

/** compileFunction compiles a function body (declaration or literal) into a factory. A function that sends,
 * receives or selects (and is not generic) also gets its suspendable form for `go` statements: the function
 * value's `goroutine` property, which makes the goroutine's generator from the call's arguments. */
export function compileFunction(c: Ctx, info: A.FuncInfo, body: A.BlockStmt): Factory {
  const plain = compilePlain(c, info, body);
  if (!info.hasChanOp || info.targsSlot !== undefined) return plain;
  const saveFn = c.fn;
  c.fn = info;
  let grun: GenEx | null;
  try {
    grun = goroutineBody(c, body.list);
  } finally {
    c.fn = saveFn;
  }
  if (!grun) return plain;
  const run = grun;
  const n = info.nslots;
  const params: GoObject[] = info.recv ? [info.recv, ...info.params] : info.params;
  const named = info.namedResults;
  const nres = info.sig ? info.sig.results.length : 0;
  const resultZeros = info.sig ? info.sig.results.map((t) => zeroFn(t)) : [];
  const namedZero = named ? named.map((o) => zeroFn(o.type)) : [];
  const hasDefer = info.hasDefer;
  function* start(up: Box[] | null, args: GoValue[]): GoGen {
    const f: Frame = new Array(n);
    f[2] = up;
    params.forEach((p, i) => (f[p.index!] = p.boxed ? new Box(args[i]) : args[i]));
    named?.forEach((o, i) => {
      const z = namedZero[i]!();
      f[o.index!] = o.boxed ? new Box(z) : z;
    });
    if (!hasDefer) {
      yield* run(f);
      return;
    }
    f[1] = [];
    if (nres === 1) f[0] = resultZeros[0]!();
    else if (nres > 1) f[0] = resultZeros.map((z) => z());
    let panic: GoPanic | null = null;
    try {
      yield* run(f);
    } catch (e) {
      if (!(e instanceof GoPanic)) throw e;
      panic = e;
    }
    runDefers(f, S.depth, panic);
  }
  return (up) => {
    const fn = plain(up) as ((...args: GoValue[]) => GoValue) & { goroutine?: (...args: GoValue[]) => GoGen };
    fn.goroutine = (...args) => start(up, args);
    return fn;
  };
}

function compilePlain(c: Ctx, info: A.FuncInfo, body: A.BlockStmt): Factory {
  const saveFn = c.fn;
  c.fn = info;
  let run: Ex;
  try {
    run = block(c, body.list);
  } finally {
    c.fn = saveFn;
  }
  const n = info.nslots;
  const params: GoObject[] = info.recv ? [info.recv, ...info.params] : info.params;
  const pslots = params.map((p) => p.index!);
  const pboxed = params.map((p) => !!p.boxed);
  const anyBoxed = pboxed.some((b) => b);
  const named = info.namedResults;
  const nres = info.sig ? info.sig.results.length : 0;
  const namedSlots = named ? named.map((o) => o.index!) : [];
  const namedBoxed = named ? named.map((o) => !!o.boxed) : [];
  const namedZero = named ? named.map((o) => zeroFn(o.type)) : [];
  const resultZeros = info.sig ? info.sig.results.map((t) => zeroFn(t)) : [];
  const hasDefer = info.hasDefer;
  const np = pslots.length;

  const readNamed = (f: Frame): GoValue => {
    if (nres === 1) {
      const s = namedSlots[0]!;
      return namedBoxed[0] ? f[s].v : f[s];
    }
    const out = new Array(nres);
    for (let i = 0; i < nres; i++) {
      const s = namedSlots[i]!;
      out[i] = namedBoxed[i] ? f[s].v : f[s];
    }
    return out;
  };

  const body2 = (f: Frame): GoValue => {
    if (anyBoxed) for (let i = 0; i < np; i++) if (pboxed[i]) f[pslots[i]!] = new Box(f[pslots[i]!]);
    if (named)
      for (let i = 0; i < namedSlots.length; i++) {
        const z = namedZero[i]!();
        f[namedSlots[i]!] = namedBoxed[i] ? new Box(z) : z;
      }
    if (++S.depth > S.maxDepth) {
      S.depth = 0;
      throw new Fatal("stack overflow", body.pos.file, body.pos.line);
    }
    // The caller's statement is current again once the call returns (call sites stay exact for natives).
    const site = S.cur;
    S.callers[S.depth] = site;
    if (hasDefer) {
      runWithDefers(f, run, nres, resultZeros);
      S.depth--;
      S.returned = S.cur;
      S.cur = site;
      return named ? readNamed(f) : f[0];
    }
    run(f);
    S.depth--;
    S.returned = S.cur;
    S.cur = site;
    return named ? readNamed(f) : f[0];
  };

  // A generic function receives its type arguments first and keeps them in their frame slot; a closure
  // inside one finds them after its captured variables (compileFuncLit puts them there).
  const tslot = info.targsSlot;
  if (tslot !== undefined && info.parent) {
    const at = info.captures.length;
    return (up) =>
      function (...args: GoValue[]) {
        const f: Frame = new Array(n);
        f[2] = up;
        f[tslot] = (up as unknown as GoValue[])[at];
        for (let i = 0; i < np; i++) f[pslots[i]!] = args[i];
        return body2(f);
      };
  }
  if (tslot !== undefined) {
    return (up) =>
      function (targs: unknown, ...args: GoValue[]) {
        const f: Frame = new Array(n);
        f[2] = up;
        f[tslot] = targs;
        for (let i = 0; i < np; i++) f[pslots[i]!] = args[i];
        return body2(f);
      };
  }
  // Specialise the entry for small arities so calls do not allocate rest arrays.
  return (up) => {
    switch (np) {
      case 0:
        return function () {
          const f: Frame = new Array(n);
          f[2] = up;
          return body2(f);
        };
      case 1:
        return function (a: GoValue) {
          const f: Frame = new Array(n);
          f[2] = up;
          f[pslots[0]!] = a;
          return body2(f);
        };
      case 2:
        return function (a: GoValue, b: GoValue) {
          const f: Frame = new Array(n);
          f[2] = up;
          f[pslots[0]!] = a;
          f[pslots[1]!] = b;
          return body2(f);
        };
      case 3:
        return function (a: GoValue, b: GoValue, d: GoValue) {
          const f: Frame = new Array(n);
          f[2] = up;
          f[pslots[0]!] = a;
          f[pslots[1]!] = b;
          f[pslots[2]!] = d;
          return body2(f);
        };
      default:
        return function (...args: GoValue[]) {
          const f: Frame = new Array(n);
          f[2] = up;
          for (let i = 0; i < np; i++) f[pslots[i]!] = args[i];
          return body2(f);
        };
    }
  };
}

/** runWithDefers runs a body, then its deferred calls in reverse order; a recovered panic returns normally. */
function runWithDefers(f: Frame, run: Ex, nres: number, zeros: (() => GoValue)[]): void {
  const depth = S.depth;
  let panic: GoPanic | null = null;
  f[1] = [];
  if (nres === 1) f[0] = zeros[0]!();
  else if (nres > 1) f[0] = zeros.map((z) => z());
  try {
    run(f);
  } catch (e) {
    if (!(e instanceof GoPanic)) throw e;
    panic = e;
  }
  runDefers(f, depth, panic);
}

/** runDefers runs a frame's deferred calls in reverse order at call depth `depth`; a panic still going on
 * afterwards (not recovered) is thrown again. */
function runDefers(f: Frame, depth: number, panic: GoPanic | null): void {
  const defers = f[1] as (() => void)[];
  while (defers.length) {
    const d = defers.pop()!;
    const savePanic = S.panicking,
      saveDD = S.deferDepth;
    S.panicking = panic;
    S.deferDepth = depth + 1;
    S.depth = depth;
    try {
      d();
    } catch (e) {
      if (!(e instanceof GoPanic)) {
        S.panicking = savePanic;
        S.deferDepth = saveDD;
        throw e;
      }
      panic = e; // a panic in a deferred call replaces the current one
    }
    S.depth = depth;
    S.panicking = savePanic;
    S.deferDepth = saveDD;
    if (panic && panic.recovered) panic = null;
  }
  if (panic) throw panic;
}

/** compileFuncLit compiles a closure: it captures the boxes of the variables it uses. */
export function compileFuncLit(c: Ctx, e: A.FuncLit): Ev {
  const info = e.fn!;
  const factory = compileFunction(c, info, e.body);
  const caps = info.captures;
  const n = caps.length;
  const tslot = info.targsSlot !== undefined ? c.fn?.targsSlot : undefined;
  if (tslot !== undefined)
    return (f) => {
      const up = new Array(n + 1);
      for (let i = 0; i < n; i++) {
        const cp = caps[i]!;
        up[i] = cp.fromUp ? f[2][cp.index] : f[cp.index];
      }
      up[n] = f[tslot];
      return factory(up);
    };
  if (n === 0) return () => factory(null);
  return (f) => {
    const up = new Array(n);
    for (let i = 0; i < n; i++) {
      const cp = caps[i]!;
      up[i] = cp.fromUp ? f[2][cp.index] : f[cp.index];
    }
    return factory(up);
  };
}
void needsCopy;
