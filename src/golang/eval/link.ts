// Link compiles a checked package's functions and methods, attaches shim natives to body-less
// declarations, and prepares the package-level variable initialisers.
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import type { Package } from "../check/package";
import type { Method, Named, Signature } from "../check/types";
import type { GoObject } from "../check/scope";
import { Ctx, type Frame, type StmtTable } from "./context";
import { compileFunction } from "./cfunc";
import { exprTo } from "./cexpr";
import { S } from "./runtime";
import { zeroFn } from "./typeops";
import { Iface } from "./values";
import { isInterface, type Type } from "../check/types";

/** Linked is a package ready to run: its initialiser (globals, then init funcs). */
export interface Linked {
  /** init runs the package's variable initialisers and init functions against S.g (or shared boxes). */
  init: () => void;
}

/** linkPackage compiles every function of pkg and returns its initialiser. The learner's package passes
 * its program's statement table; a shared (shim) package passes none (see Ctx). */
export function linkPackage(pkg: Package, stmts: StmtTable | null = null): Linked {
  const c = new Ctx(pkg, stmts);
  const inits = linkFuncs(c, pkg.funcs);
  return linkVars(c, pkg, inits);
}

/** LazyBody is a shim function or method linked by linkOnFirstCall whose body is not compiled yet. */
export interface LazyBody {
  decl: A.FuncDecl;
  /** compile checks and compiles the body now, as its first call would (and drops it from pending). */
  compile: () => void;
}

/** LazyBodies tracks the bodies linkOnFirstCall linked: `pending` holds those not compiled yet, by the
 * function's object or the method (what a checked call names); `compiledOnCall` counts the bodies
 * compiled by their first call rather than ahead of it (by their `compile`). */
export interface LazyBodies {
  pending: Map<GoObject | Method, LazyBody>;
  compiledOnCall: number;
}

/** linkOnFirstCall links functions and methods of a shared (shim) package declared after it was read
 * (see the registry) without checking or compiling their bodies: each gets an implementation that,
 * when first called (or asked for its goroutine form), has `check` check the body, compiles it and
 * puts it in its place. A body nothing calls is neither checked nor compiled, unless it is compiled
 * ahead of its first call from `lazy.pending` (shim/prelink.ts, when a controller is set up). Natives
 * are attached at once. */
export function linkOnFirstCall(
  pkg: Package,
  funcs: readonly A.FuncDecl[],
  check: (d: A.FuncDecl) => void,
  lazy: LazyBodies,
): void {
  linkFuncs(
    new Ctx(pkg, null),
    funcs.filter((d) => !d.body),
  );
  for (const d of funcs) {
    if (!d.body || !d.name.obj || d.name.name === "init") continue;
    const key = d.recv ? recvNamed(d)?.methods.get(d.name.name) : d.name.obj;
    let real: Impl | null = null;
    const compiled = (): Impl => {
      if (real) return real;
      if (key) lazy.pending.delete(key);
      check(d);
      if (!d.fn) throw new Error(`shim ${pkg.path}: ${d.name.name} was not checked`);
      real = compileFunction(new Ctx(pkg, null), d.fn, d.body!)(null);
      setImpl(d, real);
      return real;
    };
    const onCall = (): Impl => {
      if (!real) lazy.compiledOnCall++;
      return compiled();
    };
    if (key) lazy.pending.set(key, { decl: d, compile: () => void compiled() });
    const first: Impl = (...a) => onCall()(...a);
    Object.defineProperty(first, "goroutine", { get: () => (onCall() as { goroutine?: unknown }).goroutine });
    setImpl(d, first);
  }
}

type Impl = (...a: GoValue[]) => GoValue;

/** linkFuncs compiles functions and methods (natives for body-less ones) and returns the init funcs. */
function linkFuncs(c: Ctx, funcs: readonly A.FuncDecl[]): (() => void)[] {
  const pkg = c.pkg;
  const inits: (() => void)[] = [];
  for (const d of funcs) {
    const obj = d.name.obj;
    if (!obj) continue;
    let impl: Impl | undefined;
    if (d.body) {
      if (!d.fn) continue;
      impl = compileFunction(c, d.fn, d.body)(null);
    } else {
      const key = d.recv ? `${recvName(d)}.${d.name.name}` : d.name.name;
      impl = pkg.natives?.[key];
      if (!impl)
        impl = () => {
          throw new Error(`shim ${pkg.path}: no native implementation for ${key}`);
        };
    }
    if (!d.recv && d.name.name === "init") {
      const f = impl;
      inits.push(() => {
        f();
      });
    } else setImpl(d, impl);
  }
  return inits;
}

/** setImpl attaches the implementation of a function or method declaration. */
function setImpl(d: A.FuncDecl, impl: Impl): void {
  if (d.recv) {
    const named = recvNamed(d);
    const m = named?.methods.get(d.name.name);
    if (m) m.impl = impl;
  } else if (d.name.obj) d.name.obj.impl = impl;
}

/** linkVars prepares the package-level variable initialisers and returns the package's initialiser. */
function linkVars(c: Ctx, pkg: Package, inits: (() => void)[]): Linked {
  // Package-level variables, in dependency order.
  const varInits: (() => void)[] = [];
  for (const vi of pkg.varInits) {
    const set = vi.lhs.map((o) => {
      if (o.name === "_") return (_v: GoValue) => {};
      if (o.box) {
        const b = o.box;
        return (v: GoValue) => {
          b.v = v;
        };
      }
      const i = o.index!;
      return (v: GoValue) => {
        S.g[i] = v;
      };
    });
    const frame: Frame = [undefined, [], null];
    if (vi.spec.values.length === 0) {
      const zs = vi.lhs.map((o) => zeroFn(o.type));
      varInits.push(() => {
        set.forEach((s, i) => s(zs[i]!()));
      });
    } else if (vi.spec.values.length === vi.lhs.length) {
      const evs = vi.spec.values.map((v, i) => exprTo(c, v, vi.lhs[i]!.type));
      varInits.push(() => {
        const vals = evs.map((e) => e(frame));
        set.forEach((s, i) => s(vals[i]));
      });
    } else {
      const v = vi.spec.values[0]!;
      const ev = exprTo(c, v, v.ty!);
      const types = (v.ty as { types?: Type[] }).types ?? [];
      varInits.push(() => {
        const r = ev(frame) as GoValue[];
        set.forEach((s, i) =>
          s(isInterface(vi.lhs[i]!.type) && types[i] && !isInterface(types[i]!) ? new Iface(types[i]!, r[i]) : r[i]),
        );
      });
    }
  }
  // Shared (shim) packages keep their globals in boxes: give them zero values now.
  for (const vi of pkg.varInits) for (const o of vi.lhs) if (o.box) o.box.v = zeroFn(o.type)();
  pkg.linked = true;
  return {
    init: () => {
      for (const v of varInits) v();
      for (const f of inits) f();
    },
  };
}

function recvName(d: A.FuncDecl): string {
  let t = d.recv!.type;
  if (t.kind === "ParenExpr") t = t.x;
  if (t.kind === "StarExpr") t = t.x;
  if (t.kind === "IndexExpr") t = t.x; // a generic type's method: func (s Set[T]) ...
  return t.kind === "Ident" ? t.name : "?";
}
function recvNamed(d: A.FuncDecl): Named | undefined {
  let t = d.recv!.type;
  if (t.kind === "ParenExpr") t = t.x;
  if (t.kind === "StarExpr") t = t.x;
  if (t.kind === "IndexExpr") t = t.x;
  return t.kind === "Ident" && t.obj?.type.k === "named" ? t.obj.type : undefined;
}
export type { Signature };
