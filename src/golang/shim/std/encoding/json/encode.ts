// Encode writes a Go value as JSON text the way encoding/json's encoder does: a type's MarshalJSON, then
// MarshalText, win over its kind (a pointer-receiver method only on an addressable value: through a
// pointer, a slice element, a field of an addressable struct), map keys through MarshalText and sorted,
// []byte as base64, the ",string" and ",omitempty" options, and Go's error values for what fails.
import type { GoValue } from "../../../../eval/values";
import { FieldRef, ElemRef, type Box, type Slice, type GoMap, type Iface } from "../../../../eval/values";
import { errorMessage, goString } from "../../helpers";
import { codecFor, isEmptyValue, type JSONValue } from "../../../../eval/json";
import { under, isString, fullTypeString, type Type, type Struct } from "../../../../check/types";
import { needsCopy } from "../../../../eval/typeops";
import { methodFor } from "../../../../eval/methods";
import { structFields } from "./fields";
import { quoteString, compactText, base64Encode } from "./text";
import { SyntaxFailure } from "./scan";
import { implementsJSON, ptrTo, isNumberType, ErrKind, type MakeError } from "./kinds";

/** EncodeAbort carries the Go error that stops a Marshal. */
export class EncodeAbort {
  constructor(readonly err: Iface | null) {}
}

interface Ctx {
  esc: boolean;
  mk: MakeError;
  depth: number;
}

/** marshalText encodes v of type t as JSON text (throws EncodeAbort with the Go error). */
export function marshalText(t: Type, v: GoValue, esc: boolean, mk: MakeError): string {
  return enc(t, v, null, { esc, mk, depth: 0 });
}

const bytesOf = (s: Slice | null): string => {
  if (s === null) return "";
  let out = "";
  for (let i = 0; i < s.len; i++) out += String.fromCharCode(s.a[s.off + i] as number);
  return out;
};

function callMarshal(t: Type, recv: GoValue, ctx: Ctx, errType: Type, method: "MarshalJSON" | "MarshalText"): string {
  const [b, err] = methodFor(t, method)!(recv) as [Slice | null, Iface | null];
  if (err !== null) throw new EncodeAbort(ctx.mk(ErrKind.Marshaler, fullTypeString(errType), method, 0, "", "", err));
  const text = bytesOf(b);
  if (method === "MarshalText") return quoteString(text, ctx.esc);
  const r = compactText(text, ctx.esc);
  if (r instanceof SyntaxFailure) {
    const syn = ctx.mk(ErrKind.Syntax, "", r.msg, r.offset, "", "", null);
    throw new EncodeAbort(ctx.mk(ErrKind.Marshaler, fullTypeString(errType), method, 0, "", "", syn));
  }
  return r.text;
}

/** enc encodes v (of static type t); addr gives a pointer to v when v is addressable, else null. */
function enc(t: Type, v: GoValue, addr: (() => GoValue) | null, ctx: Ctx): string {
  const u = under(t);
  if (u.k !== "pointer" && addr && implementsJSON(ptrTo(t), "Marshaler"))
    return callMarshal(ptrTo(t), addr(), ctx, t, "MarshalJSON");
  if (implementsJSON(t, "Marshaler")) {
    if ((u.k === "pointer" || u.k === "interface") && v === null) return "null";
    return callMarshal(t, v, ctx, t, "MarshalJSON");
  }
  if (u.k !== "pointer" && addr && implementsJSON(ptrTo(t), "TextMarshaler"))
    return callMarshal(ptrTo(t), addr(), ctx, t, "MarshalText");
  if (implementsJSON(t, "TextMarshaler")) {
    if ((u.k === "pointer" || u.k === "interface") && v === null) return "null";
    return callMarshal(t, v, ctx, t, "MarshalText");
  }
  const codec = codecFor(t);
  if (codec) return jsonValueText(codec.toJSON(v), ctx.esc);
  return encKind(t, v, addr, ctx, false);
}

/** jsonValueText writes a JS JSON value (a registered codec's form of a lab type) as Go's encoder would. */
function jsonValueText(j: JSONValue | undefined, esc: boolean): string {
  if (j === null || j === undefined) return "null";
  if (typeof j === "string") return quoteString(goString(j), esc);
  if (typeof j === "number" || typeof j === "boolean") return String(j);
  if (Array.isArray(j)) return "[" + j.map((x) => jsonValueText(x, esc)).join(",") + "]";
  return (
    "{" +
    Object.entries(j)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => quoteString(goString(k), esc) + ":" + jsonValueText(x, esc))
      .join(",") +
    "}"
  );
}

function unsupported(t: Type, ctx: Ctx): never {
  throw new EncodeAbort(ctx.mk(ErrKind.UnsupportedType, fullTypeString(t), "", 0, "", "", null));
}

function encKind(t: Type, v: GoValue, addr: (() => GoValue) | null, ctx: Ctx, quoted: boolean): string {
  const u = under(t);
  switch (u.k) {
    case "basic": {
      if (u.kind === "bool") return quoted ? `"${v}"` : String(v);
      if (isString(u)) {
        if (isNumberType(t)) {
          const s = v === "" ? "0" : (v as string);
          if (!validNumber(s))
            throw new EncodeAbort(
              ctx.mk(ErrKind.Plain, "", `json: invalid number literal ${goQuote(s)}`, 0, "", "", null),
            );
          return quoted ? `"${s}"` : s;
        }
        const q = quoteString(v as string, ctx.esc);
        return quoted ? quoteString(q, false) : q;
      }
      if (u.kind === "float32" || u.kind === "float64") {
        const s = formatFloat(v as number, u.kind === "float32", ctx);
        return quoted ? `"${s}"` : s;
      }
      if (u.kind.startsWith("complex")) return unsupported(t, ctx);
      return quoted ? `"${String(v)}"` : String(v);
    }
    case "interface": {
      if (v === null) return "null";
      const iv = v as Iface;
      return enc(iv.t, iv.v, null, ctx);
    }
    case "pointer": {
      if (v === null) return "null";
      if (++ctx.depth > 1000)
        throw new EncodeAbort(
          ctx.mk(
            ErrKind.UnsupportedValue,
            fullTypeString(t),
            "encountered a cycle via " + fullTypeString(t),
            0,
            "",
            "",
            null,
          ),
        );
      const elem = u.elem;
      const out = needsCopy(elem) ? enc(elem, v, () => v, ctx) : enc(elem, (v as Box).v, () => v, ctx);
      ctx.depth--;
      return out;
    }
    case "struct":
      return encStruct(u, v, addr !== null, ctx);
    case "map":
      return encMap(t, v as GoMap | null, ctx);
    case "slice": {
      if (v === null) return "null";
      const s = v as Slice;
      if (isByteSlice(u.elem)) return '"' + base64Encode(bytesOf(s)) + '"';
      const parts: string[] = [];
      for (let i = 0; i < s.len; i++) parts.push(encElem(u.elem, s.a, s.off + i, true, ctx));
      return "[" + parts.join(",") + "]";
    }
    case "array": {
      const a = v as GoValue[];
      return "[" + a.map((_, i) => encElem(u.elem, a, i, addr !== null, ctx)).join(",") + "]";
    }
    default:
      return unsupported(t, ctx);
  }
}

function encElem(t: Type, a: GoValue[], i: number, addressable: boolean, ctx: Ctx): string {
  const x = a[i];
  const addr = !addressable ? null : needsCopy(t) ? () => x : () => new ElemRef(a, i);
  return enc(t, x, addr, ctx);
}

/** isByteSlice: a []byte whose element type marshals itself is an array of elements, not base64. */
function isByteSlice(elem: Type): boolean {
  const eu = under(elem);
  if (eu.k !== "basic" || eu.kind !== "uint8") return false;
  const p = ptrTo(elem);
  return !implementsJSON(p, "Marshaler") && !implementsJSON(p, "TextMarshaler");
}

function encStruct(s: Struct, o: GoValue, addressable: boolean, ctx: Ctx): string {
  const parts: string[] = [];
  next: for (const f of structFields(s)) {
    let cur = o;
    let holder = o;
    for (let i = 0; i < f.path.length - 1; i++) {
      const st = f.path[i]!;
      cur = cur[st.key];
      if (st.ptr && cur === null) continue next;
      holder = cur;
    }
    const last = f.path[f.path.length - 1]!;
    const fv = holder[last.key];
    // A field is addressable when its struct is (a promoted field through an embedded pointer always is).
    const viaPtr = f.path.slice(0, -1).some((st) => st.ptr);
    const addr = !(addressable || viaPtr) ? null : needsCopy(f.type) ? () => fv : () => new FieldRef(holder, last.key);
    if (f.omitEmpty && isEmptyValue(f.type, fv)) continue;
    const name = quoteString(f.name, ctx.esc) + ":";
    if (f.quoted) {
      const ft = f.type.k === "pointer" ? f.type.elem : f.type;
      if (f.type.k === "pointer") {
        if (fv === null) {
          parts.push(name + "null");
          continue;
        }
      }
      const val = f.type.k === "pointer" ? (fv as Box).v : fv;
      if (!implementsJSON(ft, "Marshaler") && !implementsJSON(ft, "TextMarshaler")) {
        parts.push(name + encKind(ft, val, addr, ctx, true));
        continue;
      }
    }
    parts.push(name + enc(f.type, fv, addr, ctx));
  }
  return "{" + parts.join(",") + "}";
}

function encMap(t: Type, m: GoMap | null, ctx: Ctx): string {
  const u = under(t) as { k: "map"; key: Type; elem: Type };
  const ku = under(u.key);
  const keyOk =
    (ku.k === "basic" && (isString(ku) || /^u?int/.test(ku.kind))) || implementsJSON(u.key, "TextMarshaler");
  if (!keyOk) unsupported(t, ctx);
  if (m === null) return "null";
  const entries: [string, string][] = [];
  for (const [k, x] of m.entries()) {
    let ks: string;
    if (ku.k === "basic" && isString(ku)) ks = k as string;
    else if (implementsJSON(u.key, "TextMarshaler")) {
      if (ku.k === "pointer" && k === null) ks = "";
      else {
        const [b, err] = methodFor(u.key, "MarshalText")!(k) as [Slice | null, Iface | null];
        if (err !== null) {
          const msg = `json: encoding error for type ${goQuote(fullTypeString(u.key))}: ${goQuote(errorMessage(err))}`;
          throw new EncodeAbort(ctx.mk(ErrKind.Plain, "", msg, 0, "", "", null));
        }
        ks = bytesOf(b);
      }
    } else ks = String(k);
    entries.push([ks, enc(u.elem, x, null, ctx)]);
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return "{" + entries.map(([k, x]) => quoteString(k, ctx.esc) + ":" + x).join(",") + "}";
}

/** goQuote quotes a Go string as %q does for printable ASCII text. */
export function goQuote(s: string): string {
  return JSON.stringify(s);
}

/** validNumber reports whether s is a JSON number literal. */
export function validNumber(s: string): boolean {
  return /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(s);
}

/** shortest32 gives the shortest decimal that reads back as the float32 f. */
function shortest32(f: number): number {
  for (let p = 1; p < 10; p++) {
    const d = Number(f.toPrecision(p));
    if (Math.fround(d) === f) return d;
  }
  return f;
}

/** formatFloat writes a float as encoding/json does (ES6 number form: exponent below 1e-6 and from 1e21). */
function formatFloat(f: number, f32: boolean, ctx: Ctx): string {
  if (!Number.isFinite(f)) {
    const str = Number.isNaN(f) ? "NaN" : f > 0 ? "+Inf" : "-Inf";
    throw new EncodeAbort(ctx.mk(ErrKind.UnsupportedValue, "", str, 0, "", "", null));
  }
  if (Object.is(f, -0)) return "-0";
  const x = f32 ? shortest32(f) : f;
  const abs = Math.abs(x);
  if (abs !== 0 && (abs < 1e-6 || abs >= 1e21))
    return x.toExponential().replace(/e\+?(-?)(\d+)$/, (_, sg: string, d: string) => "e" + (sg || "+") + d);
  return String(x);
}
