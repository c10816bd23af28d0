// Expr type-checks expressions and annotates them in place (ty, cv, mode, obj, selection).
import type { ArrayT, Signature, TypeParam } from "./types";
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import type { GoObject } from "./scope";
import {
  T,
  under,
  isUntyped,
  isInteger,
  isString,
  isBoolean,
  isNumeric,
  defaultType,
  comparable,
  identical,
  newPointer,
  newSignature,
  newSlice,
  isInterface,
  substType,
  underCore,
  everyTerm,
  typeSetUnders,
  coreString,
  newArray,
  type Type,
  type Basic,
} from "./types";
import { binaryOp, unaryOp, represent, cInt, cFloat, cString, constString } from "./constant";
import { parseIntLit, parseFloatLit, unquote, runeValue } from "../syntax/literals";
import { convertUntyped, describe, singleValue, setType } from "./operand";
import { lookupMember, memberNames, missingMethod, assignable } from "./lookup";
import { didYouMean } from "./suggest";
import { lookupQualified, resolveType, typeArgExprs, satisfies } from "./typexpr";
import { checkCall } from "./call";
import { checkCompositeLit, checkFuncLit } from "./literal";

/** capture records that the current function reads a local of an enclosing function (it becomes boxed). */
export function capture(c: Checker, obj: GoObject): void {
  if (!obj.owner || !c.fn || obj.owner === c.fn) return;
  obj.boxed = true;
  upvalue(c.fn, obj);
}
function upvalue(fn: A.FuncInfo, obj: GoObject): number {
  const have = fn.upIndex.get(obj);
  if (have !== undefined) return have;
  const parent = fn.parent!;
  let entry: { fromUp: boolean; index: number };
  if (obj.owner === parent) entry = { fromUp: false, index: obj.index! };
  else entry = { fromUp: true, index: upvalue(parent, obj) };
  fn.captures.push(entry);
  const i = fn.captures.length - 1;
  fn.upIndex.set(obj, i);
  return i;
}

/** markAddressTaken boxes a local whose address is taken (unless structs/arrays, whose objects are the pointee). */
export function markAddressTaken(e: A.Expr): void {
  while (e.kind === "ParenExpr") e = e.x;
  if (e.kind === "Ident" && e.obj?.kind === "var" && !e.obj.global) {
    const u = under(e.obj.type);
    if (u.k !== "struct" && u.k !== "array") e.obj.boxed = true;
  }
}

/** checkExpr checks e; `hint` is the expected type, used for composite literals with elided types. */
export function checkExpr(c: Checker, e: A.Expr, hint?: Type): void {
  switch (e.kind) {
    case "Ident":
      return ident(c, e, false);
    case "BasicLit":
      return basicLit(c, e);
    case "CompositeLit":
      return checkCompositeLit(c, e, hint);
    case "FuncLit":
      return checkFuncLit(c, e);
    case "ParenExpr":
      checkExpr(c, e.x, hint);
      e.ty = e.x.ty;
      e.mode = e.x.mode === "mapindex" || e.x.mode === "commaok" ? "value" : e.x.mode;
      if (e.x.cv) e.cv = e.x.cv;
      return;
    case "SelectorExpr":
      return selector(c, e);
    case "IndexExpr":
      return index(c, e);
    case "SliceExpr":
      return sliceExpr(c, e);
    case "TypeAssertExpr":
      return typeAssert(c, e);
    case "CallExpr":
      return checkCall(c, e);
    case "StarExpr":
      return star(c, e);
    case "UnaryExpr":
      return unary(c, e);
    case "BinaryExpr":
      return binary(c, e);
    case "KeyValueExpr":
      c.error(e.pos, "unexpected key:value expression");
      e.ty = T.invalid;
      return;
    case "ArrayType":
    case "MapType":
    case "FuncType":
    case "StructType":
    case "InterfaceType":
    case "ChanType":
      resolveType(c, e, c.scope);
      return;
    case "Ellipsis":
    case "BadExpr":
      e.ty = T.invalid;
      return;
  }
}

/** checkValue checks e as a single value (not a type, package or tuple). */
export function checkValue(c: Checker, e: A.Expr, hint?: Type): boolean {
  checkExpr(c, e, hint);
  if (e.ty === T.invalid) return false;
  return singleValue(c, e);
}

/** ident resolves a name; `lhs` is true when it is only being assigned to (not a use). */
export function ident(c: Checker, e: A.Ident, lhs: boolean): void {
  if (e.name === "_") {
    if (!lhs) c.error(e.pos, "cannot use _ as value");
    e.ty = T.invalid;
    e.mode = "var";
    return;
  }
  const o = c.scope.lookup(e.name);
  if (!o) {
    c.error(
      e.pos,
      `undefined: ${e.name}${didYouMean(
        e.name,
        c.scope.allNames().filter((n) => n !== "iota"),
      )}`,
    );
    e.ty = T.invalid;
    return;
  }
  e.obj = o;
  if (!lhs) o.used = true;
  if (o.state === "unresolved" || o.state === "resolving") {
    if (o.state === "resolving" && o.kind !== "type" && o.kind !== "func") {
      c.error(e.pos, `initialization cycle or invalid recursive reference to ${e.name}`);
      e.ty = T.invalid;
      return;
    }
    c.resolveObj(o);
  }
  switch (o.kind) {
    case "var":
      capture(c, o);
      e.ty = o.type;
      e.mode = "var";
      return;
    case "const":
      if (o.name === "iota" && o.pkg === "") {
        if (c.iota === null) {
          c.error(e.pos, "cannot use iota outside constant declaration");
          e.ty = T.invalid;
          return;
        }
        e.cv = cInt(c.iota);
        e.ty = T.untypedInt;
        e.mode = "value";
        return;
      }
      e.ty = o.type;
      e.mode = "value";
      if (o.cv) e.cv = o.cv;
      return;
    case "type":
      e.ty = o.type;
      e.mode = "type";
      return;
    case "func":
      e.ty = o.type;
      e.mode = "value";
      return;
    case "builtin":
      e.ty = T.invalid;
      e.mode = "builtin";
      return;
    case "nil":
      e.ty = T.untypedNil;
      e.mode = "value";
      return;
    case "pkg":
      e.mode = "pkg";
      e.ty = T.invalid;
      if (!lhs) c.error(e.pos, `use of package ${e.name} without selector`);
      return;
    case "label":
      e.ty = T.invalid;
      return;
  }
}

function basicLit(c: Checker, e: A.BasicLit): void {
  e.mode = "value";
  switch (e.lit) {
    case "INT": {
      const v = parseIntLit(e.value);
      if (v === null) {
        c.error(e.pos, `invalid integer literal ${e.value}`);
        e.ty = T.invalid;
        return;
      }
      e.cv = cInt(v);
      e.ty = T.untypedInt;
      return;
    }
    case "FLOAT":
      e.cv = cFloat(parseFloatLit(e.value));
      e.ty = T.untypedFloat;
      return;
    case "IMAG":
      c.error(e.pos, "complex numbers are not supported in the lab");
      e.ty = T.invalid;
      return;
    case "CHAR": {
      const r = runeValue(e.value);
      if ("error" in r) {
        c.error(e.pos, r.error);
        e.ty = T.invalid;
        return;
      }
      e.cv = cInt(BigInt(r.value));
      e.ty = T.untypedRune;
      return;
    }
    case "STRING": {
      const s = unquote(e.value);
      if ("error" in s) {
        c.error(e.pos, s.error);
        e.ty = T.invalid;
        return;
      }
      e.cv = cString(s.value);
      e.ty = T.untypedString;
      return;
    }
  }
}

function selector(c: Checker, e: A.SelectorExpr): void {
  const q = lookupQualified(c, e, c.scope);
  if (q === null) {
    e.ty = T.invalid;
    return;
  }
  if (q) {
    e.selection = { kind: "qualified", path: [], derefs: [], index: -1 };
    if (q.state === "unresolved") c.resolveObj(q);
    e.sel.obj = q;
    switch (q.kind) {
      case "var":
        e.ty = q.type;
        e.mode = "var";
        return;
      case "const":
        e.ty = q.type;
        e.mode = "value";
        if (q.cv) e.cv = q.cv;
        return;
      case "type":
        e.ty = q.type;
        e.mode = "type";
        return;
      case "func":
        e.ty = q.type;
        e.mode = "value";
        return;
      default:
        e.ty = T.invalid;
        return;
    }
  }
  checkExpr(c, e.x);
  const xt = e.x.ty ?? T.invalid;
  if (xt === T.invalid) {
    e.ty = T.invalid;
    return;
  }
  if (e.x.mode === "type") {
    // A method expression T.M or (*T).M: a function whose first parameter is the receiver.
    const f = lookupMember(xt, e.sel.name);
    if (!f || f === "ambiguous" || f.kind !== "method") {
      c.error(e.sel.pos, `${c.ts(xt)}.${e.sel.name} undefined (type ${c.ts(xt)} has no method ${e.sel.name})`);
      e.ty = T.invalid;
      return;
    }
    const sig = f.type as Signature;
    e.ty = newSignature([xt, ...sig.params], sig.results, sig.variadic);
    e.mode = "value";
    e.selection = {
      kind: "methodExpr",
      path: f.path,
      derefs: f.derefs,
      index: -1,
      ptrRecv: !!f.method?.ptrRecv,
      iface: !!f.iface,
      ...(f.recv ? { recvType: f.recv } : {}),
    };
    return;
  }
  if (!singleValue(c, e.x)) {
    e.ty = T.invalid;
    return;
  }
  const f = lookupMember(xt, e.sel.name);
  if (f === "ambiguous") {
    c.error(e.sel.pos, `ambiguous selector ${c.es(e)}`);
    e.ty = T.invalid;
    return;
  }
  if (!f) {
    const xu = under(xt);
    if (xu.k === "pointer" && under(xu.elem).k === "interface") {
      c.error(e.sel.pos, `${c.es(e)} undefined (type ${c.ts(xt)} is pointer to interface, not interface)`);
    } else {
      const names = memberNames(xt);
      const lower = names.find((n) => n.toLowerCase() === e.sel.name.toLowerCase());
      const hint = lower ? `, but does have ${lowerKind(xt, lower)} ${lower})` : `)${didYouMean(e.sel.name, names)}`;
      // On a type of the lab's stand-in packages, a missing member may be one the real type has.
      const base = xu.k === "pointer" ? xu.elem : xt;
      const shim =
        hint === ")" && base.k === "named" && !!base.pkg && c.opts.supportedImports().includes(base.pkg)
          ? ` (the lab does not provide ${base.pkg}.${base.name}.${e.sel.name})`
          : "";
      c.error(e.sel.pos, `${c.es(e)} undefined (type ${c.ts(xt)} has no field or method ${e.sel.name}${hint}${shim}`);
    }
    e.ty = T.invalid;
    return;
  }
  e.selection = {
    kind: f.kind,
    path: f.path,
    derefs: f.derefs,
    index: f.index,
    ...(f.recv ? { recvType: f.recv } : {}),
    ptrRecv: !!f.method?.ptrRecv,
    iface: !!f.iface,
  };
  if (f.kind === "field") {
    e.ty = f.type;
    e.mode = e.x.mode === "var" || f.indirect ? "var" : "value";
    return;
  }
  // A blocking sync method (wg.Wait, mu.Lock, rw.RLock) makes the function one that can suspend as a goroutine.
  if (c.fn && f.path.length === 0 && (e.sel.name === "Wait" || e.sel.name === "Lock" || e.sel.name === "RLock")) {
    const xu = under(xt);
    const base = xu.k === "pointer" ? xu.elem : xt;
    if (base.k === "named" && base.pkg === "sync") c.fn.hasChanOp = true;
  }
  // A method value: a pointer receiver needs an addressable operand (or a pointer).
  if (f.method?.ptrRecv && !f.derefs[f.derefs.length - 1]) {
    if (e.x.mode !== "var") {
      c.error(e.pos, `cannot call pointer method ${e.sel.name} on ${c.ts(xt)}`);
    } else if (f.path.length === 0) markAddressTaken(e.x);
  }
  e.ty = f.type;
  e.mode = "value";
}

function lowerKind(t: Type, name: string): string {
  const f = lookupMember(t, name);
  return f && f !== "ambiguous" && f.kind === "method" ? "method" : "field";
}

/**
 * typeParamIndex checks a[x] on a type parameter as go/types' indexExpr does: valid when every type in the type
 * set can be indexed with identical element types (a string's is byte) and, if one is a map, all are maps with
 * identical keys. It returns the type to check the index against (a representative of the type set, marked
 * unassignable when a string is among them), or undefined after reporting "cannot index".
 */
function typeParamIndex(c: Checker, e: A.IndexExpr, tp: TypeParam): Type | undefined {
  const unders = typeSetUnders(tp);
  let elem: Type | null = null,
    key: Type | null = null,
    rep: Type | null = null,
    hasString = false,
    minLen = -1;
  const ok =
    unders !== null &&
    unders.every((u0, i) => {
      let u = u0;
      if (u.k === "pointer" && under(u.elem).k === "array") u = under(u.elem);
      let el: Type | null = null,
        k: Type | null = null,
        len = -1;
      if (isString(u)) {
        el = T.uint8;
        hasString = true;
      } else if (u.k === "array") {
        el = u.elem;
        len = u.len;
      } else if (u.k === "slice") el = u.elem;
      else if (u.k === "map") {
        el = u.elem;
        k = u.key;
      }
      if (el === null) return false;
      if (i === 0) {
        elem = el;
        key = k;
        rep = u;
        minLen = len;
        return true;
      }
      if ((key === null) !== (k === null) || (key !== null && k !== null && !identical(key, k))) return false;
      if (!identical(elem!, el)) return false;
      if (len >= 0 && (minLen < 0 || len < minLen)) minLen = len;
      return true;
    });
  if (!ok) {
    c.error(e.x.pos, `invalid operation: cannot index ${describe(c, e.x)}`);
    checkExpr(c, e.index);
    e.ty = T.invalid;
    return undefined;
  }
  if (key !== null) return rep as unknown as Type;
  // No maps: index like a string when a string is in the type set (a value, not assignable), else like the
  // first type (its length the shortest array's, for constant index checks).
  if (hasString) return T.string;
  const r = rep as unknown as Type;
  if (r.k === "array") return newArray(r.elem, minLen);
  return r;
}

function index(c: Checker, e: A.IndexExpr): void {
  checkExpr(c, e.x);
  const xt0 = e.x.ty ?? T.invalid;
  if (e.x.mode === "type") {
    // G[A, B] names an instance of a generic type (a conversion or composite literal follows).
    resolveType(c, e, c.scope);
    return;
  }
  if (e.x.ty?.k === "func" && (e.x.ty as Signature).typeParams) {
    // Explicit instantiation f[A, B]: with every type argument given, an ordinary function value of the
    // instantiated type; with some, the call infers the rest.
    const sig = e.x.ty as Signature;
    const tps = sig.typeParams!;
    const targs = typeArgExprs(e).map((a) => resolveType(c, a, c.scope));
    e.mode = "value";
    if (targs.length > tps.length) {
      c.error(
        typeArgExprs(e)[tps.length]!.pos,
        `got ${targs.length} type arguments but ${c.es(e.x)} has ${tps.length} type parameters`,
      );
      e.ty = T.invalid;
      return;
    }
    if (targs.includes(T.invalid)) {
      e.ty = T.invalid;
      return;
    }
    e.typeArgs = targs;
    if (targs.length < tps.length) {
      e.ty = sig;
      return;
    }
    const exprs = typeArgExprs(e);
    targs.forEach((a, i) => {
      const why = satisfies(c, a, tps[i]!, targs);
      if (why) c.error(exprs[i]!.pos, why);
    });
    e.ty = substType(sig, targs);
    return;
  }
  if (!singleValue(c, e.x) || xt0 === T.invalid) {
    checkExpr(c, e.index);
    e.ty = T.invalid;
    return;
  }
  let xt = under(xt0);
  if (xt0.k === "typeparam") {
    const r = typeParamIndex(c, e, xt0);
    if (r !== undefined) xt = r;
    else return;
  }
  if (xt.k === "pointer" && under(xt.elem).k === "array") xt = under(xt.elem);
  if (xt.k === "map") {
    checkValue(c, e.index, xt.key);
    if (e.index.ty && e.index.ty !== T.invalid) {
      if (isUntyped(e.index.ty)) convertUntyped(c, e.index, xt.key, "map index");
      else if (!assignable(e.index.ty, xt.key))
        c.error(e.index.pos, `cannot use ${describe(c, e.index)} as ${c.ts(xt.key)} value in map index`);
    }
    e.ty = xt.elem;
    e.mode = "mapindex";
    return;
  }
  let length = -1;
  if (xt.k === "array") {
    e.ty = xt.elem;
    e.mode = e.x.mode === "var" || under(xt0).k === "pointer" ? "var" : "value";
    length = xt.len;
  } else if (xt.k === "slice") {
    e.ty = xt.elem;
    e.mode = "var";
  } else if (isString(xt)) {
    e.ty = T.uint8;
    e.mode = "value";
    if (e.x.cv?.k === "string") length = e.x.cv.v.length;
  } else {
    c.error(e.x.pos, `invalid operation: cannot index ${describe(c, e.x)}`);
    checkExpr(c, e.index);
    e.ty = T.invalid;
    return;
  }
  checkIndex(c, e.index, length, "index");
  if (isString(xt) && e.x.cv?.k === "string" && e.index.cv?.k === "int") {
    const i = Number(e.index.cv.v);
    if (i >= 0 && i < e.x.cv.v.length) {
      e.cv = cInt(BigInt(e.x.cv.v.charCodeAt(i)));
      e.ty = T.uint8;
    }
  }
}

/** checkIndex checks an index operand: an integer, non-negative, and within `length` when constant. */
export function checkIndex(c: Checker, e: A.Expr, length: number, what: string): void {
  if (!checkValue(c, e)) return;
  const t = e.ty!;
  if (!isInteger(t) && !(e.cv && e.cv.k === "float" && Number.isInteger(e.cv.v))) {
    c.error(e.pos, `invalid argument: ${what} ${describe(c, e)} must be integer`);
    return;
  }
  if (e.cv) {
    const v = e.cv.k === "int" ? e.cv.v : BigInt((e.cv as { v: number }).v);
    if (v < 0n) {
      c.error(e.pos, `invalid argument: ${what} ${c.es(e)} (constant of type int) must not be negative`);
      return;
    }
    if (length >= 0 && v >= BigInt(length)) {
      c.error(e.pos, `invalid argument: ${what} ${c.es(e)} out of bounds [0:${length}]`);
      return;
    }
  }
  if (isUntyped(t)) convertUntyped(c, e, T.int, what);
}

function sliceExpr(c: Checker, e: A.SliceExpr): void {
  if (!checkValue(c, e.x)) {
    e.ty = T.invalid;
    return;
  }
  const xt0 = e.x.ty!;
  // A type parameter slices by its core type, string and []byte counting as one (go/types' coreString).
  const xt = xt0.k === "typeparam" ? coreString(xt0) : under(xt0);
  if (xt === null) {
    c.error(e.x.pos, `invalid operation: cannot slice ${describe(c, e.x)}: ${c.ts(xt0)} has no core type`);
    e.ty = T.invalid;
    return;
  }
  let length = -1;
  if (isString(xt)) {
    if (e.slice3) c.error(e.pos, "invalid operation: 3-index slice of string");
    e.ty = xt0.k === "basic" && isUntyped(xt0) ? T.string : xt0;
    if (e.x.cv?.k === "string") length = e.x.cv.v.length;
  } else if (xt.k === "slice") e.ty = xt0;
  else if (xt.k === "array") {
    if (e.x.mode !== "var") c.error(e.pos, `invalid operation: ${c.es(e.x)} (slice of unaddressable value)`);
    e.ty = newSlice(xt.elem);
    length = xt.len;
    markAddressTaken(e.x);
  } else if (xt.k === "pointer" && under(xt.elem).k === "array") {
    const a = under(xt.elem) as ArrayT;
    e.ty = newSlice(a.elem);
    length = a.len;
  } else {
    c.error(e.x.pos, `cannot slice ${describe(c, e.x)}`);
    e.ty = T.invalid;
    return;
  }
  e.mode = "value";
  const cap = length >= 0 ? length + 1 : -1;
  for (const x of [e.low, e.high, e.max]) if (x) checkIndex(c, x, cap, "index");
  const vals = [e.low, e.high, e.max].map((x) => (x?.cv?.k === "int" ? x.cv.v : null));
  for (let i = 0; i < 3; i++)
    for (let j = i + 1; j < 3; j++) {
      const a = vals[i],
        b = vals[j];
      if (a != null && b != null && a > b)
        c.error([e.low, e.high, e.max][j]!.pos, `invalid slice indices: ${b} < ${a}`);
    }
  if (e.slice3 && (!e.high || !e.max)) c.error(e.pos, "middle index required in 3-index slice");
}

function typeAssert(c: Checker, e: A.TypeAssertExpr): void {
  if (!checkValue(c, e.x)) {
    e.ty = T.invalid;
    return;
  }
  const xt = e.x.ty!;
  if (!e.type) {
    c.error(e.pos, "use of .(type) outside type switch");
    e.ty = T.invalid;
    return;
  }
  const t = resolveType(c, e.type, c.scope);
  const xu = under(xt);
  if (xu.k !== "interface") {
    c.error(
      e.x.pos,
      `invalid operation: ${c.es(e.x)} (${describe(c, e.x).replace(/^.*\(/, "").replace(/\)$/, "")}) is not an interface`,
    );
    e.ty = T.invalid;
    return;
  }
  if (t !== T.invalid && under(t).k !== "interface") {
    const m = missingMethod(t, xu);
    if (m)
      c.error(
        e.type.pos,
        `impossible type assertion: ${c.es(e.x)}.(${c.es(e.type)})\n\t${c.ts(t)} does not implement ${c.ts(xt)} ${m}`,
      );
  }
  e.ty = t;
  e.mode = "commaok";
}

function star(c: Checker, e: A.StarExpr): void {
  checkExpr(c, e.x);
  if (e.x.mode === "type") {
    e.ty = newPointer(e.x.ty!);
    e.mode = "type";
    return;
  }
  if (!singleValue(c, e.x) || e.x.ty === T.invalid) {
    e.ty = T.invalid;
    return;
  }
  const u = under(e.x.ty!);
  if (e.x.ty!.k === "basic" && e.x.ty!.kind === "untyped nil") {
    c.error(e.pos, "invalid operation: cannot indirect nil");
    e.ty = T.invalid;
    return;
  }
  if (u.k !== "pointer") {
    c.error(e.pos, `invalid operation: cannot indirect ${describe(c, e.x)}`);
    e.ty = T.invalid;
    return;
  }
  e.ty = u.elem;
  e.mode = "var";
}

function unary(c: Checker, e: A.UnaryExpr): void {
  if (e.op === "&") {
    let x = e.x;
    while (x.kind === "ParenExpr") x = x.x;
    if (x.kind === "CompositeLit") {
      checkExpr(c, x, undefined);
      e.x.ty = x.ty;
      e.ty = x.ty === T.invalid ? T.invalid : newPointer(x.ty!);
      e.mode = "value";
      return;
    }
    checkExpr(c, e.x);
    if (!singleValue(c, e.x) || e.x.ty === T.invalid) {
      e.ty = T.invalid;
      return;
    }
    if (e.x.mode !== "var") {
      c.error(e.pos, `invalid operation: cannot take address of ${describe(c, e.x)}`);
      e.ty = T.invalid;
      return;
    }
    markAddressTaken(e.x);
    e.ty = newPointer(e.x.ty!);
    e.mode = "value";
    return;
  }
  if (e.op === "<-") {
    e.ty = T.invalid;
    if (!checkValue(c, e.x)) return;
    const u = underCore(e.x.ty!);
    if (u.k !== "chan") {
      c.error(e.pos, `invalid operation: cannot receive from non-channel ${describe(c, e.x)}`);
      return;
    }
    if (u.dir === "send") {
      c.error(e.pos, `invalid operation: cannot receive from send-only channel ${describe(c, e.x)}`);
      return;
    }
    e.ty = u.elem;
    e.mode = "commaok";
    if (c.fn) c.fn.hasChanOp = true;
    return;
  }
  if (!checkValue(c, e.x)) {
    e.ty = T.invalid;
    return;
  }
  const t = e.x.ty!;
  const ok = e.op === "!" ? isBoolean(t) : e.op === "^" ? isInteger(t) : isNumeric(t);
  if (!ok) {
    c.error(e.pos, `invalid operation: operator ${e.op} not defined on ${describe(c, e.x)}`);
    e.ty = T.invalid;
    return;
  }
  e.ty = t;
  e.mode = "value";
  if (e.x.cv) {
    const v = unaryOp(e.op, e.x.cv, t);
    if (v) {
      e.cv = v;
      if (!isUntyped(t)) checkOverflow(c, e, t);
    }
  }
}

/** checkOverflow reports a typed constant that does not fit its type. */
function checkOverflow(c: Checker, e: A.Expr, t: Type): void {
  if (!e.cv) return;
  const r = represent(e.cv, t);
  if ("error" in r) {
    if (r.error === "overflows")
      c.error(
        e.pos,
        `cannot use ${c.es(e)} (untyped ${e.cv.k} constant ${constString(e.cv)}) as ${c.ts(t)} value in expression (overflows)`.replace(
          /^cannot use .* as .* \(overflows\)$/,
          `constant ${constString(e.cv)} overflows ${c.ts(t)}`,
        ),
      );
    else if (r.error === "truncated") c.error(e.pos, `constant ${constString(e.cv)} truncated to integer`);
  } else e.cv = r.value;
}

const COMPARE = new Set(["==", "!=", "<", "<=", ">", ">="]);

function rank(t: Basic): number {
  return t.kind === "untyped int" ? 1 : t.kind === "untyped rune" ? 2 : t.kind === "untyped float" ? 3 : 0;
}

function binary(c: Checker, e: A.BinaryExpr): void {
  const okx = checkValue(c, e.x);
  const oky = checkValue(c, e.y);
  if (!okx || !oky) {
    e.ty = T.invalid;
    return;
  }
  let xt = e.x.ty!,
    yt = e.y.ty!;
  e.mode = "value";
  if (e.op === "<<" || e.op === ">>") return shift(c, e);
  const nilOperand = isNilType(xt) || isNilType(yt);
  // Match untyped operands to the other side's type.
  if (isUntyped(xt) && !isUntyped(yt)) {
    if (!matchUntyped(c, e, e.x, yt)) return;
    xt = e.x.ty!;
  } else if (isUntyped(yt) && !isUntyped(xt)) {
    if (!matchUntyped(c, e, e.y, xt)) return;
    yt = e.y.ty!;
  }
  if (COMPARE.has(e.op)) return compare(c, e, xt, yt, nilOperand);
  if (isUntyped(xt) && isUntyped(yt)) {
    // Both untyped: the result kind is the "larger" numeric kind.
    const bx = xt as Basic,
      by = yt as Basic;
    if (bx.kind === "untyped nil" || by.kind === "untyped nil") {
      c.error(e.opPos, `invalid operation: operator ${e.op} not defined on nil`);
      e.ty = T.invalid;
      return;
    }
    const t = rank(bx) && rank(by) ? (rank(bx) >= rank(by) ? bx : by) : bx.kind === by.kind ? bx : null;
    if (!t) {
      c.error(e.pos, `invalid operation: ${c.es(e)} (mismatched types ${xt.name} and ${yt.name})`);
      e.ty = T.invalid;
      return;
    }
    xt = yt = t;
  }
  if (!identical(xt, yt)) {
    c.error(e.pos, `invalid operation: ${c.es(e)} (mismatched types ${c.ts(xt)} and ${c.ts(yt)})`);
    e.ty = T.invalid;
    return;
  }
  const ok =
    e.op === "+"
      ? xt.k === "typeparam"
        ? everyTerm(xt, (t) => isNumeric(t) || isString(t))
        : isNumeric(xt) || isString(xt)
      : e.op === "-" || e.op === "*" || e.op === "/"
        ? isNumeric(xt)
        : e.op === "&&" || e.op === "||"
          ? isBoolean(xt)
          : isInteger(xt);
  if (!ok) {
    c.error(e.opPos, `invalid operation: operator ${e.op} not defined on ${describe(c, e.x)}`);
    e.ty = T.invalid;
    return;
  }
  e.ty = xt;
  if (
    (e.op === "/" || e.op === "%") &&
    e.y.cv &&
    ((e.y.cv.k === "int" && e.y.cv.v === 0n) || (e.y.cv.k === "float" && e.y.cv.v === 0 && isInteger(xt)))
  ) {
    c.error(e.y.pos, "invalid operation: division by zero");
    e.ty = T.invalid;
    return;
  }
  if (e.x.cv && e.y.cv) {
    const v = binaryOp(e.op, e.x.cv, e.y.cv, isInteger(xt));
    if (v === "divzero") {
      c.error(e.y.pos, "invalid operation: division by zero");
      e.ty = T.invalid;
      return;
    }
    if (v) {
      e.cv = v;
      if (!isUntyped(xt)) checkOverflow(c, e, xt);
      else if (xt.k === "basic" && xt.kind === "untyped float" && v.k === "int") e.cv = cFloat(Number(v.v));
    }
  }
}

function matchUntyped(c: Checker, e: A.BinaryExpr, u: A.Expr, target: Type): boolean {
  const ut = u.ty as Basic;
  const tu = under(target);
  if (ut.kind === "untyped nil") {
    if (
      tu.k === "pointer" ||
      tu.k === "slice" ||
      tu.k === "map" ||
      tu.k === "func" ||
      tu.k === "interface" ||
      tu.k === "chan"
    ) {
      u.ty = target;
      return true;
    }
    c.error(e.pos, `invalid operation: ${c.es(e)} (mismatched types ${c.ts(e.x.ty!)} and ${c.ts(e.y.ty!)})`);
    e.ty = T.invalid;
    return false;
  }
  if (tu.k === "interface") {
    setType(u, defaultType(ut));
    return true;
  }
  const fits = ut.kind === "untyped bool" ? isBoolean(tu) : ut.kind === "untyped string" ? isString(tu) : isNumeric(tu);
  if (!fits) {
    c.error(e.pos, `invalid operation: ${c.es(e)} (mismatched types ${c.ts(e.x.ty!)} and ${c.ts(e.y.ty!)})`);
    e.ty = T.invalid;
    return false;
  }
  if (u.cv) {
    const r = represent(u.cv, target);
    if ("error" in r) {
      c.error(
        u.pos,
        r.error === "truncated"
          ? `${c.es(u)} (${ut.name} constant) truncated to ${c.ts(target)}`
          : `cannot use ${c.es(u)} (${ut.name} constant${u.kind === "BasicLit" ? "" : " " + constString(u.cv)}) as ${c.ts(target)} value in expression (overflows)`,
      );
      e.ty = T.invalid;
      return false;
    }
    u.cv = r.value;
  }
  setType(u, target);
  return true;
}

function isNilType(t: Type): boolean {
  return t.k === "basic" && t.kind === "untyped nil";
}

function compare(c: Checker, e: A.BinaryExpr, xt: Type, yt: Type, nilOperand: boolean): void {
  e.ty = T.untypedBool;
  const nilX = isNilType(xt),
    nilY = isNilType(yt);
  if (!assignable(xt, yt) && !assignable(yt, xt)) {
    c.error(e.pos, `invalid operation: ${c.es(e)} (mismatched types ${c.ts(xt)} and ${c.ts(yt)})`);
    e.ty = T.invalid;
    return;
  }
  if (e.op === "==" || e.op === "!=") {
    for (const [t, other, x] of [
      [xt, nilY || nilOperand, e.x],
      [yt, nilX || nilOperand, e.y],
    ] as const) {
      if (!comparable(t) && !other) {
        const u = under(t);
        const what = u.k === "slice" ? "slice" : u.k === "map" ? "map" : u.k === "func" ? "func" : "";
        c.error(
          e.pos,
          what
            ? `invalid operation: ${c.es(e)} (${what} can only be compared to nil)`
            : `invalid operation: ${c.es(e)} (${c.ts(t)} cannot be compared)`,
        );
        e.ty = T.invalid;
        return;
      }
      void x;
    }
  } else {
    const ordered = (t: Type): boolean => (t.k === "typeparam" ? everyTerm(t, ordered) : isNumeric(t) || isString(t));
    if (!ordered(xt)) {
      c.error(
        e.opPos,
        `invalid operation: ${c.es(e)} (operator ${e.op} not defined on ${describe(c, e.x)
          .replace(/^[^(]*\(/, "")
          .replace(/\)$/, "")
          .replace(/^variable of type /, "")
          .replace(/^value of type /, "")})`,
      );
      e.ty = T.invalid;
      return;
    }
  }
  if (isUntyped(xt) && isUntyped(yt) && !(nilX && nilY)) {
    const bx = xt as Basic,
      by = yt as Basic;
    if (
      (bx.kind === "untyped string") !== (by.kind === "untyped string") ||
      (bx.kind === "untyped bool") !== (by.kind === "untyped bool")
    ) {
      c.error(e.pos, `invalid operation: ${c.es(e)} (mismatched types ${bx.name} and ${by.name})`);
      e.ty = T.invalid;
      return;
    }
    if (!e.x.cv || !e.y.cv) {
      setType(e.x, defaultType(xt));
      setType(e.y, defaultType(yt));
    }
  } else if (nilX && nilY) {
    c.error(e.opPos, `invalid operation: ${c.es(e)} (operator ${e.op} not defined on nil)`);
    e.ty = T.invalid;
    return;
  }
  if (e.x.cv && e.y.cv) {
    const v = binaryOp(e.op, e.x.cv, e.y.cv, true);
    if (v && v !== "divzero") e.cv = v;
  }
  void isInterface;
}

function shift(c: Checker, e: A.BinaryExpr): void {
  const xt = e.x.ty!,
    yt = e.y.ty!;
  if (!(isInteger(yt) || (e.y.cv && (e.y.cv.k === "int" || (e.y.cv.k === "float" && Number.isInteger(e.y.cv.v)))))) {
    c.error(e.y.pos, `invalid operation: shift count ${describe(c, e.y)} must be integer`);
    e.ty = T.invalid;
    return;
  }
  if (e.y.cv && e.y.cv.k === "int" && e.y.cv.v < 0n) {
    c.error(e.y.pos, `invalid operation: negative shift count ${c.es(e.y)}`);
    e.ty = T.invalid;
    return;
  }
  if (isUntyped(yt)) convertUntyped(c, e.y, T.uint, "shift");
  const xIntConst = e.x.cv && (e.x.cv.k === "int" || (e.x.cv.k === "float" && Number.isInteger(e.x.cv.v)));
  if (!isInteger(xt) && !(isUntyped(xt) && xIntConst)) {
    c.error(e.x.pos, `invalid operation: shifted operand ${describe(c, e.x)} must be integer`);
    e.ty = T.invalid;
    return;
  }
  // The result has x's type; an untyped float constant that is a whole number shifts as an untyped int.
  const shifted = xt.k === "basic" && xt.kind === "untyped float" ? T.untypedInt : xt;
  if (e.x.cv && e.y.cv) {
    const xv = e.x.cv.k === "int" ? e.x.cv : cInt(BigInt((e.x.cv as { v: number }).v));
    const v = binaryOp(e.op, xv, e.y.cv, true);
    if (v && v !== "divzero") {
      e.cv = v;
      e.ty = shifted;
      if (!isUntyped(xt)) checkOverflow(c, e, xt);
      return;
    }
  }
  // A non-constant shift of an untyped constant is an untyped value: it takes the type its context
  // gives it (Go spec, Operators: "as if the shift expression were replaced by its left operand
  // alone"), set on the left operand too when that context converts it (setType).
  e.ty = shifted;
  e.x.ty = shifted;
}
