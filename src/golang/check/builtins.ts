// Builtins checks calls of the predeclared functions: len, cap, append, make, new, delete, copy, panic, recover, print, println, min, max, clear (go/types builtins.go).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import {
  T,
  under,
  underCore,
  isUntyped,
  isString,
  isNumeric,
  defaultType,
  identical,
  newPointer,
  newTuple,
  anyType as typesAny,
  typeSetUnders,
  type Type,
  type TypeParam,
} from "./types";
import { cInt } from "./constant";
import { checkExpr, checkValue, checkIndex } from "./expr";
import { assignTo, convertUntyped, describe, singleValue, setType } from "./operand";

/** builtin checks calls of len, cap, append, make, new, delete, copy, panic, recover, print, min, max, clear. */
export function builtin(c: Checker, e: A.CallExpr, name: string): void {
  const args = e.args;
  e.mode = "value";
  const nargs = (min: number, max: number): boolean => {
    if (args.length < min) {
      c.error(
        e.rparen,
        `not enough arguments for ${name}(${args.map((a) => c.es(a)).join(", ")}) (expected ${min}, found ${args.length})`,
      );
      for (const a of args) checkExpr(c, a);
      e.ty = T.invalid;
      return false;
    }
    if (args.length > max) {
      c.error(
        args[max]!.pos,
        `too many arguments for ${name}(${args.map((a) => c.es(a)).join(", ")}) (expected ${max}, found ${args.length})`,
      );
      for (const a of args) checkExpr(c, a);
      e.ty = T.invalid;
      return false;
    }
    return true;
  };
  switch (name) {
    case "len":
    case "cap": {
      if (!nargs(1, 1)) return;
      const x = args[0]!;
      if (!checkValue(c, x)) {
        e.ty = T.invalid;
        return;
      }
      const lenOK = (t: Type): boolean => {
        let u = under(t);
        if (u.k === "pointer" && under(u.elem).k === "array") u = under(u.elem);
        return name === "len"
          ? isString(u) || u.k === "slice" || u.k === "array" || u.k === "map" || u.k === "chan"
          : u.k === "slice" || u.k === "array" || u.k === "chan";
      };
      let u = under(x.ty!);
      if (u.k === "pointer" && under(u.elem).k === "array") u = under(u.elem);
      // A type parameter: len (cap) must be valid for every type in its type set (Go spec, Length and capacity);
      // the result is never constant.
      const tset = x.ty!.k === "typeparam" ? typeSetUnders(x.ty as TypeParam) : undefined;
      const ok = tset !== undefined ? tset !== null && tset.every(lenOK) : lenOK(x.ty!);
      if (!ok) {
        c.error(x.pos, `invalid argument: ${describe(c, x)} for built-in ${name}`);
        e.ty = T.invalid;
        return;
      }
      e.ty = T.int;
      if (x.cv?.k === "string") e.cv = cInt(BigInt(x.cv.v.length));
      else if (u.k === "array" && !containsCallOrRecv(x)) e.cv = cInt(BigInt(u.len));
      if (isUntyped(x.ty!)) setType(x, T.string);
      return;
    }
    case "append": {
      if (args.length === 0) {
        c.error(e.rparen, "not enough arguments for append() (expected 1, found 0)");
        e.ty = T.invalid;
        return;
      }
      const s = args[0]!;
      if (!checkValue(c, s)) {
        for (const a of args.slice(1)) checkExpr(c, a);
        e.ty = T.invalid;
        return;
      }
      if (s.ty!.k === "basic" && s.ty!.kind === "untyped nil") {
        c.error(s.pos, "first argument to append must be a typed slice; found untyped nil");
        e.ty = T.invalid;
        return;
      }
      const su = underCore(s.ty!);
      if (su.k !== "slice") {
        c.error(s.pos, `invalid argument: ${describe(c, s)} is not a slice`);
        for (const a of args.slice(1)) checkExpr(c, a);
        e.ty = T.invalid;
        return;
      }
      e.ty = s.ty!;
      if (e.ellipsis) {
        if (args.length !== 2) {
          c.error(e.pos, "can only use ... with final argument in list");
          return;
        }
        const r = args[1]!;
        if (!checkValue(c, r)) return;
        if (isString(r.ty!) && under(su.elem).k === "basic" && (under(su.elem) as { kind: string }).kind === "uint8") {
          if (isUntyped(r.ty!)) setType(r, T.string);
          return;
        }
        assignTo(c, r, s.ty!, "argument to append");
        return;
      }
      for (const a of args.slice(1)) {
        checkExpr(c, a, su.elem);
        if (a.ty !== T.invalid) assignTo(c, a, su.elem, "argument to append");
      }
      return;
    }
    case "make": {
      if (args.length === 0) {
        c.error(e.rparen, "not enough arguments for make() (expected 1, found 0)");
        e.ty = T.invalid;
        return;
      }
      checkExpr(c, args[0]!);
      const t = args[0]!.ty ?? T.invalid;
      if (args[0]!.mode !== "type") {
        if (t !== T.invalid) c.error(args[0]!.pos, `${c.es(args[0]!)} is not a type`);
        e.ty = T.invalid;
        return;
      }
      const u = under(t);
      const max = u.k === "slice" ? 3 : u.k === "map" || u.k === "chan" ? 2 : 0;
      if (max === 0) {
        c.error(args[0]!.pos, `invalid argument: cannot make ${c.es(args[0]!)}; type must be slice, map, or channel`);
        e.ty = T.invalid;
        return;
      }
      if (u.k === "slice" && args.length < 2) {
        c.error(e.pos, `invalid operation: ${c.es(e)} expects 2 or 3 arguments; found 1`);
        e.ty = T.invalid;
        return;
      }
      if (args.length > max) {
        c.error(
          args[max]!.pos,
          `invalid operation: ${c.es(e)} expects ${max === 3 ? "2 or 3" : "1 or 2"} arguments; found ${args.length}`,
        );
        e.ty = T.invalid;
        return;
      }
      for (const a of args.slice(1)) checkIndex(c, a, -1, "size");
      if (args.length === 3 && args[1]!.cv?.k === "int" && args[2]!.cv?.k === "int" && args[1]!.cv.v > args[2]!.cv.v)
        c.error(args[1]!.pos, `invalid argument: length and capacity swapped`);
      e.ty = t;
      return;
    }
    case "new": {
      if (!nargs(1, 1)) return;
      checkExpr(c, args[0]!);
      if (args[0]!.mode !== "type") {
        if (args[0]!.ty !== T.invalid) c.error(args[0]!.pos, `${c.es(args[0]!)} is not a type`);
        e.ty = T.invalid;
        return;
      }
      e.ty = newPointer(args[0]!.ty!);
      return;
    }
    case "delete": {
      if (!nargs(2, 2)) return;
      const m = args[0]!;
      if (!checkValue(c, m)) {
        checkExpr(c, args[1]!);
        return;
      }
      const mu = underCore(m.ty!);
      if (mu.k !== "map") {
        c.error(m.pos, `invalid argument: ${describe(c, m)} is not a map`);
        checkExpr(c, args[1]!);
        return;
      }
      checkExpr(c, args[1]!, mu.key);
      assignTo(c, args[1]!, mu.key, "argument to delete");
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "copy": {
      if (!nargs(2, 2)) return;
      const [d, s] = args as [A.Expr, A.Expr];
      const okd = checkValue(c, d),
        oks = checkValue(c, s);
      e.ty = T.int;
      if (!okd || !oks) return;
      const du = under(d.ty!),
        su = under(s.ty!);
      if (du.k !== "slice") {
        c.error(d.pos, `invalid argument: copy expects slice arguments; found ${describe(c, d)} and ${describe(c, s)}`);
        return;
      }
      if (isString(su)) {
        if (isUntyped(s.ty!)) setType(s, T.string);
        return;
      }
      if (su.k !== "slice" || !identical(du.elem, su.elem))
        c.error(
          e.pos,
          `invalid argument: arguments to copy ${describe(c, d)} and ${describe(c, s)} have different element types`,
        );
      return;
    }
    case "panic": {
      if (!nargs(1, 1)) return;
      checkExpr(c, args[0]!);
      if (singleValue(c, args[0]!)) assignTo(c, args[0]!, typesAny, "argument to panic");
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "recover": {
      if (!nargs(0, 0)) return;
      if (c.fn) c.fn.hasRecover = true;
      e.ty = typesAny;
      return;
    }
    case "print":
    case "println": {
      for (const a of args) {
        if (checkValue(c, a) && isUntyped(a.ty!)) convertUntyped(c, a, defaultType(a.ty!), "argument to " + name);
      }
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "min":
    case "max": {
      if (args.length === 0) {
        c.error(e.rparen, `not enough arguments for ${name}() (expected 1, found 0)`);
        e.ty = T.invalid;
        return;
      }
      for (const a of args)
        if (!checkValue(c, a)) {
          e.ty = T.invalid;
          return;
        }
      let t: Type = args[0]!.ty!;
      for (const a of args)
        if (!isUntyped(a.ty!)) {
          t = a.ty!;
          break;
        }
      for (const a of args) {
        if (isUntyped(a.ty!) && !isUntyped(t)) convertUntyped(c, a, t, `argument to ${name}`);
        else if (!isUntyped(a.ty!) && !identical(a.ty!, t)) {
          c.error(
            a.pos,
            `invalid argument: mismatched types ${c.ts(t)} (previous argument) and ${c.ts(a.ty!)} (type of ${c.es(a)})`,
          );
          e.ty = T.invalid;
          return;
        }
      }
      if (!(isNumeric(t) || isString(t))) {
        c.error(args[0]!.pos, `invalid argument: ${describe(c, args[0]!)} cannot be ordered`);
        e.ty = T.invalid;
        return;
      }
      e.ty = t;
      if (args.every((a) => a.cv)) {
        let best = args[0]!.cv!;
        for (const a of args.slice(1)) {
          const v = a.cv!;
          const less = (x: typeof v, y: typeof v) =>
            x.k === "string" && y.k === "string" ? x.v < y.v : Number(x.v) < Number(y.v);
          if (name === "min" ? less(v, best) : less(best, v)) best = v;
        }
        e.cv = best;
      } else if (isUntyped(t)) {
        for (const a of args) setType(a, defaultType(t));
        e.ty = defaultType(t);
      }
      return;
    }
    case "clear": {
      if (!nargs(1, 1)) return;
      if (checkValue(c, args[0]!)) {
        const u = under(args[0]!.ty!);
        if (u.k !== "map" && u.k !== "slice")
          c.error(args[0]!.pos, `invalid argument: ${describe(c, args[0]!)} must be a map or slice`);
      }
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "close": {
      e.ty = newTuple([]);
      e.mode = "novalue";
      if (!nargs(1, 1) || !checkValue(c, args[0]!)) return;
      const u = underCore(args[0]!.ty!);
      if (u.k !== "chan") c.error(args[0]!.pos, `invalid operation: non-chan argument ${describe(c, args[0]!)}`);
      else if (u.dir === "recv")
        c.error(args[0]!.pos, `invalid operation: cannot close receive-only channel ${describe(c, args[0]!)}`);
      return;
    }
    default:
      c.error(e.pos, `complex numbers are not supported in the lab`);
      for (const a of args) checkExpr(c, a);
      e.ty = T.invalid;
  }
}

function containsCallOrRecv(e: A.Expr): boolean {
  switch (e.kind) {
    case "CallExpr":
      return true;
    case "ParenExpr":
    case "StarExpr":
    case "UnaryExpr":
      return containsCallOrRecv(e.x);
    case "SelectorExpr":
      return containsCallOrRecv(e.x);
    case "IndexExpr":
      return containsCallOrRecv(e.x) || containsCallOrRecv(e.index);
    default:
      return false;
  }
}
