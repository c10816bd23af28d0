// Decode stores parsed JSON into Go values the way encoding/json's decoder does: UnmarshalJSON (and, for
// strings, UnmarshalText) wins over a type's kind, nil pointers are allocated, structs and maps are
// filled in place, field names match exactly then case-insensitively, a type mismatch is remembered as
// the first *UnmarshalTypeError (with the struct and field path) while decoding goes on, and an error
// from a type's own UnmarshalJSON/UnmarshalText stops decoding and is returned as it is.
import type { GoValue } from "../../../../eval/values";
import { Box, ElemRef, FieldRef, Slice, Iface, type GoMap } from "../../../../eval/values";
import {
  under,
  isString,
  isInteger,
  intRange,
  fullTypeString,
  newSlice,
  newMap,
  newInterface,
  T,
  ifaceMethods,
  type Type,
  type Struct,
  type Interface,
} from "../../../../check/types";
import { needsCopy, zeroValue, assigner, newGoMap, sliceOf } from "../../../../eval/typeops";
import { methodFor } from "../../../../eval/methods";
import { norm } from "../../../../eval/arith";
import { structFields, foldEqual } from "./fields";
import { Parser, type Node } from "./scan";
import { base64Decode } from "./text";
import { implementsJSON, ptrTo, isNumberType, ErrKind, type MakeError, type GoCell } from "./kinds";
import { goQuote, validNumber } from "./encode";
import { shimTypeLazy, jsString } from "../../helpers";
import { codecFor, type JSONValue } from "../../../../eval/json";

/** DecodeAbort carries an error that stops decoding (a type's UnmarshalJSON failed, a ,string misuse). */
export class DecodeAbort {
  constructor(readonly err: Iface | null) {}
}

/** Options are the Decoder's switches. */
export interface DecodeOptions {
  useNumber: boolean;
  disallowUnknownFields: boolean;
  /** base is added to offsets (a Decoder's position in its stream). */
  base: number;
}

interface Ctx extends DecodeOptions {
  text: string;
  mk: MakeError;
  saved: Iface | null;
  struct: string;
  fields: string[];
}

const emptyIface = newInterface([]);
const anySlice = newSlice(emptyIface);
const anyMap = newMap(T.string, emptyIface);

const getv = (t: Type, cell: GoValue): GoValue => (needsCopy(t) ? cell : (cell as GoCell).v);
function setv(t: Type, cell: GoValue, x: GoValue): void {
  if (needsCopy(t)) assigner(t)(cell, x);
  else (cell as GoCell).v = x;
}
/** alloc makes a new zero t and returns a pointer to it (the object itself for structs and arrays). */
const alloc = (t: Type): GoValue => (needsCopy(t) ? zeroValue(t) : new Box(zeroValue(t)));

const bytesSlice = (s: string): Slice => sliceOf([...s].map((c) => c.charCodeAt(0)));

/** decodeInto decodes node (parsed from text) into the value v points to (v: a non-nil pointer). */
export function decodeInto(text: string, node: Node, v: Iface, opts: DecodeOptions, mk: MakeError): Iface | null {
  const ctx: Ctx = { ...opts, text, mk, saved: null, struct: "", fields: [] };
  try {
    value(ctx, v.t, new Box(v.v), false, node);
  } catch (e) {
    if (e instanceof DecodeAbort) return e.err;
    throw e;
  }
  return ctx.saved;
}

function typeError(ctx: Ctx, what: string, t: Type, offset: number): void {
  if (ctx.saved !== null) return;
  ctx.saved = ctx.mk(
    ErrKind.UnmarshalType,
    fullTypeString(t),
    what,
    ctx.base + offset,
    ctx.struct,
    ctx.fields.join("."),
    null,
  );
}

function saveError(ctx: Ctx, msg: string): void {
  if (ctx.saved === null) ctx.saved = ctx.mk(ErrKind.Plain, "", msg, 0, "", "", null);
}

function abort(ctx: Ctx, msg: string): never {
  throw new DecodeAbort(ctx.mk(ErrKind.Plain, "", msg, 0, "", "", null));
}

type Ind =
  | { kind: "u"; t: Type; recv: GoValue }
  | { kind: "ut"; t: Type; recv: GoValue }
  | { kind: "v"; t: Type; cell: GoValue; settable: boolean };

/** indirect follows pointers (allocating nil ones) to the value to store into, stopping at a type that
 * unmarshals itself; with decodingNull it stops at the first settable pointer (to set it nil). */
function indirect(t: Type, cell: GoValue, settable: boolean, decodingNull: boolean): Ind {
  if (under(t).k !== "pointer" && t.k === "named") {
    const pt = ptrTo(t);
    if (implementsJSON(pt, "Unmarshaler")) return { kind: "u", t: pt, recv: cell };
    if (!decodingNull && implementsJSON(pt, "TextUnmarshaler")) return { kind: "ut", t: pt, recv: cell };
  }
  for (;;) {
    const u = under(t);
    if (u.k === "interface") {
      const iv = (cell as GoCell).v as Iface | null;
      if (iv !== null) {
        const du = under(iv.t);
        if (du.k === "pointer" && iv.v !== null && (!decodingNull || under(du.elem).k === "pointer")) {
          t = iv.t;
          cell = new Box(iv.v);
          settable = false;
          continue;
        }
      }
    }
    if (u.k !== "pointer") return { kind: "v", t, cell, settable };
    if (decodingNull && settable) return { kind: "v", t, cell, settable };
    let p = (cell as GoCell).v;
    if (p === null) {
      p = alloc(u.elem);
      (cell as GoCell).v = p;
    }
    if (implementsJSON(t, "Unmarshaler")) return { kind: "u", t, recv: p };
    if (!decodingNull && implementsJSON(t, "TextUnmarshaler")) return { kind: "ut", t, recv: p };
    t = u.elem;
    cell = p;
    settable = true;
  }
}

function callUnmarshal(ind: { t: Type; recv: GoValue }, method: "UnmarshalJSON" | "UnmarshalText", data: string): void {
  const err = methodFor(ind.t, method)!(ind.recv, bytesSlice(data)) as Iface | null;
  if (err !== null) throw new DecodeAbort(err);
}

function value(ctx: Ctx, t: Type, cell: GoValue, settable: boolean, node: Node): void {
  if (node.k !== "null") {
    const ind = indirect(t, cell, settable, false);
    const codec = ind.kind === "v" ? codecFor(ind.t) : null;
    if (ind.kind === "v" && codec) {
      const j = JSON.parse(jsString(ctx.text.slice(node.start, node.end))) as JSONValue;
      return setv(ind.t, ind.cell, codec.fromJSON(j));
    }
  }
  if (node.k === "object") return object(ctx, t, cell, settable, node);
  if (node.k === "array") return array(ctx, t, cell, settable, node);
  literal(ctx, t, cell, settable, ctx.text.slice(node.start, node.end), node.end, false);
}

const hasMethods = (t: Type) => ifaceMethods(under(t) as Interface).length > 0;

function literal(
  ctx: Ctx,
  t: Type,
  cell: GoValue,
  settable: boolean,
  item: string,
  end: number,
  fromQuoted: boolean,
): void {
  const c = item[0] ?? "";
  const ind = indirect(t, cell, settable, c === "n");
  if (ind.kind === "u") return callUnmarshal(ind, "UnmarshalJSON", item);
  if (ind.kind === "ut") {
    if (c !== '"') {
      if (fromQuoted)
        return saveError(
          ctx,
          `json: invalid use of ,string struct tag, trying to unmarshal ${goQuote(item)} into ${fullTypeString(t)}`,
        );
      return typeError(ctx, c === "n" ? "null" : c === "t" || c === "f" ? "bool" : "number", t, end);
    }
    return callUnmarshal(ind, "UnmarshalText", new Parser(item).string());
  }
  const vt = ind.t,
    vc = ind.cell;
  const u = under(vt);
  const misuse = () =>
    `json: invalid use of ,string struct tag, trying to unmarshal ${goQuote(item)} into ${fullTypeString(vt)}`;
  switch (c) {
    case "n":
      if (fromQuoted && item !== "null") return abort(ctx, misuse());
      if (u.k === "interface" || u.k === "pointer" || u.k === "map" || u.k === "slice") setv(vt, vc, null);
      return;
    case "t":
    case "f": {
      const b = c === "t";
      if (fromQuoted && item !== "true" && item !== "false") return abort(ctx, misuse());
      if (u.k === "basic" && u.kind === "bool") return setv(vt, vc, b);
      if (u.k === "interface" && !hasMethods(vt)) return setv(vt, vc, new Iface(T.bool, b));
      if (fromQuoted) return saveError(ctx, misuse());
      return typeError(ctx, "bool", vt, end);
    }
    case '"': {
      let s: string;
      try {
        s = new Parser(item).string();
      } catch {
        return abort(ctx, misuse());
      }
      if (u.k === "slice") {
        const eu = under(u.elem);
        if (eu.k !== "basic" || eu.kind !== "uint8") return typeError(ctx, "string", vt, end);
        const dec = base64Decode(s);
        if (typeof dec === "number") return saveError(ctx, `illegal base64 data at input byte ${dec}`);
        return setv(vt, vc, bytesSlice(dec));
      }
      if (u.k === "basic" && isString(u)) {
        if (isNumberType(vt) && !validNumber(s))
          return abort(ctx, `json: invalid number literal, trying to unmarshal ${goQuote(item)} into Number`);
        return setv(vt, vc, s);
      }
      if (u.k === "interface" && !hasMethods(vt)) return setv(vt, vc, new Iface(T.string, s));
      return typeError(ctx, "string", vt, end);
    }
    default: {
      if (c !== "-" && (c < "0" || c > "9")) return abort(ctx, misuse());
      if (u.k === "interface") {
        const n = convertNumber(ctx, item, end);
        if (n === undefined) return;
        if (hasMethods(vt)) return typeError(ctx, "number", vt, end);
        return setv(vt, vc, n);
      }
      if (u.k === "basic" && isInteger(u)) {
        const [lo, hi] = intRange(u.kind)!;
        if (!/^-?\d+$/.test(item)) return typeError(ctx, "number " + item, vt, end);
        const n = BigInt(item);
        if (n < lo || n > hi) return typeError(ctx, "number " + item, vt, end);
        return setv(vt, vc, norm(n));
      }
      if (u.k === "basic" && (u.kind === "float32" || u.kind === "float64")) {
        const f = Number(item);
        const max = u.kind === "float32" ? 3.4028234663852886e38 : Number.MAX_VALUE;
        if (!Number.isFinite(f) || Math.abs(f) > max) return typeError(ctx, "number " + item, vt, end);
        return setv(vt, vc, u.kind === "float32" ? Math.fround(f) : f);
      }
      if (u.k === "basic" && isString(u) && isNumberType(vt)) return setv(vt, vc, item);
      if (fromQuoted) return abort(ctx, misuse());
      return typeError(ctx, "number", vt, end);
    }
  }
}

function convertNumber(ctx: Ctx, item: string, end: number): Iface | undefined {
  if (ctx.useNumber) return new Iface(numberT(), item);
  const f = Number(item);
  if (!Number.isFinite(f)) {
    typeError(ctx, "number " + item, T.float64, end + 1);
    return undefined;
  }
  return new Iface(T.float64, f);
}

const numberT = shimTypeLazy("encoding/json", "Number");

/** generic decodes a node into interface{} (map[string]any, []any, float64 or Number, string, bool, nil). */
function generic(ctx: Ctx, node: Node): Iface | null {
  switch (node.k) {
    case "object": {
      const m = newGoMap(anyMap);
      for (const e of node.entries) m.set(e.key, generic(ctx, e.value));
      return new Iface(anyMap, m);
    }
    case "array": {
      const a = node.items.map((x) => generic(ctx, x));
      return new Iface(anySlice, new Slice(a, 0, a.length, a.length));
    }
    case "string":
      return new Iface(T.string, node.s);
    case "number":
      return convertNumber(ctx, ctx.text.slice(node.start, node.end), node.end) ?? null;
    case "true":
    case "false":
      return new Iface(T.bool, node.k === "true");
    default:
      return null;
  }
}

function object(ctx: Ctx, t: Type, cell: GoValue, settable: boolean, node: Node & { k: "object" }): void {
  const ind = indirect(t, cell, settable, false);
  if (ind.kind === "u") return callUnmarshal(ind, "UnmarshalJSON", ctx.text.slice(node.start, node.end));
  if (ind.kind === "ut") return typeError(ctx, "object", t, node.start + 1);
  const vt = ind.t,
    vc = ind.cell;
  const u = under(vt);
  if (u.k === "interface" && !hasMethods(vt)) return setv(vt, vc, generic(ctx, node));
  if (u.k === "map") {
    const ku = under(u.key);
    const keyOk =
      (ku.k === "basic" && (isString(ku) || isInteger(ku))) || implementsJSON(ptrTo(u.key), "TextUnmarshaler");
    if (!keyOk) return typeError(ctx, "object", vt, node.start + 1);
    let m = getv(vt, vc) as GoMap | null;
    if (m === null) {
      m = newGoMap(vt);
      setv(vt, vc, m);
    }
    for (const e of node.entries) {
      const elem = alloc(u.elem);
      value(ctx, u.elem, elem, true, e.value);
      let key: GoValue;
      if (implementsJSON(ptrTo(u.key), "TextUnmarshaler")) {
        const kc = alloc(u.key);
        callUnmarshal({ t: ptrTo(u.key), recv: kc }, "UnmarshalText", e.key);
        key = getv(u.key, kc);
      } else if (isString(ku)) key = e.key;
      else {
        const [lo, hi] = intRange((ku as { kind: Parameters<typeof intRange>[0] }).kind)!;
        const ok = /^-?\d+$/.test(e.key) && BigInt(e.key) >= lo && BigInt(e.key) <= hi;
        if (!ok) {
          typeError(ctx, "number " + e.key, u.key, keyStart(ctx.text, e.keyEnd) + 1);
          continue;
        }
        key = norm(BigInt(e.key));
      }
      m.set(key, getv(u.elem, elem));
    }
    return;
  }
  if (u.k !== "struct") return typeError(ctx, "object", vt, node.start + 1);
  const fields = structFields(u as Struct);
  for (const e of node.entries) {
    const f = fields.find((x) => x.name === e.key) ?? fields.find((x) => foldEqual(x.name, e.key));
    if (!f) {
      if (ctx.disallowUnknownFields) saveError(ctx, `json: unknown field ${goQuote(e.key)}`);
      continue;
    }
    let holder = vc;
    for (let i = 0; i < f.path.length - 1; i++) {
      const st = f.path[i]!;
      if (st.ptr) {
        if (holder[st.key] === null) holder[st.key] = alloc((st.type as { elem: Type }).elem);
      }
      holder = holder[st.key];
    }
    const last = f.path[f.path.length - 1]!;
    const fcell = needsCopy(f.type) ? holder[last.key] : new FieldRef(holder, last.key);
    const saveStruct = ctx.struct,
      depth = ctx.fields.length;
    ctx.fields.push(f.name);
    ctx.struct = structName(vt);
    if (f.quoted) {
      if (e.value.k === "string") literal(ctx, f.type, fcell, true, e.value.s, e.value.end, true);
      else if (e.value.k === "null") literal(ctx, f.type, fcell, true, "null", e.value.end, false);
      else
        saveError(
          ctx,
          `json: invalid use of ,string struct tag, trying to unmarshal unquoted value into ${fullTypeString(f.type)}`,
        );
    } else value(ctx, f.type, fcell, true, e.value);
    ctx.fields.length = depth;
    ctx.struct = saveStruct;
  }
}

const structName = (t: Type): string => (t.k === "named" ? t.name : "");

/** keyStart finds the opening quote of the object key that ends (closing quote included) at keyEnd. */
function keyStart(text: string, keyEnd: number): number {
  for (let i = keyEnd - 2; i >= 0; i--) if (text[i] === '"' && text[i - 1] !== "\\") return i;
  return 0;
}

function array(ctx: Ctx, t: Type, cell: GoValue, settable: boolean, node: Node & { k: "array" }): void {
  const ind = indirect(t, cell, settable, false);
  if (ind.kind === "u") return callUnmarshal(ind, "UnmarshalJSON", ctx.text.slice(node.start, node.end));
  if (ind.kind === "ut") return typeError(ctx, "array", t, node.start + 1);
  const vt = ind.t,
    vc = ind.cell;
  const u = under(vt);
  if (u.k === "interface" && !hasMethods(vt)) return setv(vt, vc, generic(ctx, node));
  if (u.k === "array") {
    const a = vc as GoValue[];
    node.items.forEach((item, i) => {
      if (i < a.length) value(ctx, u.elem, needsCopy(u.elem) ? a[i] : new ElemRef(a, i), true, item);
    });
    for (let i = node.items.length; i < a.length; i++) {
      if (needsCopy(u.elem)) assigner(u.elem)(a[i], zeroValue(u.elem));
      else a[i] = zeroValue(u.elem);
    }
    return;
  }
  if (u.k !== "slice") return typeError(ctx, "array", vt, node.start + 1);
  const old = getv(vt, vc) as Slice | null;
  let a: GoValue[] = old ? old.a : [],
    off = old ? old.off : 0,
    len = old ? old.len : 0,
    cap = old ? old.cap : 0;
  node.items.forEach((item, i) => {
    if (i >= cap) {
      let ncap = cap + Math.floor(cap / 2);
      if (ncap < 4) ncap = 4;
      const na: GoValue[] = [];
      for (let j = 0; j < ncap; j++) na.push(j < len ? a[off + j] : zeroValue(u.elem));
      a = na;
      off = 0;
      cap = ncap;
    }
    if (i >= len) len = i + 1;
    value(ctx, u.elem, needsCopy(u.elem) ? a[off + i] : new ElemRef(a, off + i), true, item);
  });
  if (node.items.length < len) len = node.items.length;
  if (node.items.length === 0) return setv(vt, vc, new Slice([], 0, 0, 0));
  setv(vt, vc, new Slice(a, off, len, cap));
}
