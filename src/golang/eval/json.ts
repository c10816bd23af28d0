// Json converts between Go values and JSON-like JS values the way encoding/json does with struct tags
// (`json:"name,omitempty"`, `json:",inline"`, `json:"-"`), embedded structs promoted, metav1.Time and
// time.Time as RFC 3339 strings. Shims use it to move Kubernetes objects between Go and the engine.
import type { GoValue } from "./values";
import {
  under,
  isString,
  isInteger,
  isFloat,
  newSlice,
  newMap,
  anyType,
  T,
  type Type,
  type Named,
  type Struct,
} from "../check/types";
import { Slice, type GoMap, Iface, Box } from "./values";
import { fieldKeys, zeroValue, newGoMap, makeStruct, needsCopy } from "./typeops";
import { utf8Encode, utf8Decode } from "../syntax/literals";

/** JSONValue is a JSON-like JS value. */
export type JSONValue = null | boolean | number | string | JSONValue[] | { [k: string]: JSONValue };

/** Codec overrides the JSON form of one named type (like a MarshalJSON/UnmarshalJSON pair). */
export interface Codec {
  toJSON: (v: GoValue) => JSONValue;
  fromJSON: (j: JSONValue) => GoValue;
}
const codecs = new Map<Named, Codec>();

/** registerCodec sets the JSON form of a named type. */
export function registerCodec(t: Named, c: Codec): void {
  codecs.set(t, c);
}

/** namedCodecs build the codec of a named type known by package path and name, on first use (a shim
 * registers it before its package is loaded, so its Named type does not exist yet). */
const namedCodecs = new Map<string, (zero: () => GoValue) => Codec>();

/** registerNamedCodec sets the JSON form of the named type pkg.name, built when first needed. */
export function registerNamedCodec(pkg: string, name: string, build: (zero: () => GoValue) => Codec): void {
  namedCodecs.set(`${pkg}.${name}`, build);
}

const UNIX_TO_INTERNAL = 62135596800;

function timeCodec(t: Named, seconds: boolean): Codec | null {
  // time.Time is {sec (since year 1), nsec}; metav1.Time wraps it as field Time.
  if (t.pkg === "time" && t.name === "Time") {
    return {
      toJSON: (v) => (v.sec === 0 && v.nsec === 0 && seconds ? null : rfc3339(v.sec, v.nsec, seconds)),
      fromJSON: (j) => {
        const o = makeStruct(under(t) as Struct);
        if (typeof j === "string") {
          const ms = Date.parse(j);
          if (!Number.isNaN(ms)) {
            o.sec = Math.floor(ms / 1000) + UNIX_TO_INTERNAL;
            o.nsec = (ms % 1000) * 1e6;
          }
        }
        return o;
      },
    };
  }
  if (t.name === "Time" && t.pkg === "k8s.io/apimachinery/pkg/apis/meta/v1") {
    const s = under(t) as Struct;
    const inner = s.fields[0];
    if (!inner || inner.type.k !== "named") return null;
    const tc = timeCodec(inner.type, true)!;
    return {
      toJSON: (v) => tc.toJSON(v[fieldKeys(s)[0]!]),
      fromJSON: (j) => {
        const o = makeStruct(s);
        o[fieldKeys(s)[0]!] = tc.fromJSON(j);
        return o;
      },
    };
  }
  return null;
}

function rfc3339(sec: number, nsec: number, seconds: boolean): string {
  const iso = new Date((sec - UNIX_TO_INTERNAL) * 1000).toISOString().slice(0, 19);
  if (seconds || nsec === 0) return iso + "Z";
  return iso + "." + String(nsec).padStart(9, "0").replace(/0+$/, "") + "Z";
}

/** codecFor gives the JSON form registered for a named type (time.Time, metav1.Time, API types that
 * marshal themselves), or null. */
export function codecFor(t: Type): Codec | null {
  if (t.k !== "named") return null;
  const c = codecs.get(t);
  if (c) return c;
  const build = namedCodecs.get(`${t.pkg}.${t.name}`);
  const tc = build ? build(() => zeroValue(t)) : timeCodec(t, false);
  if (tc) {
    codecs.set(t, tc);
    return tc;
  }
  return null;
}

interface JSONField {
  key: string;
  jsName: string;
  type: Type;
  omitEmpty: boolean;
  inline: boolean;
}

function jsonFields(s: Struct): JSONField[] {
  const cached = (s as Struct & { jsonFields?: JSONField[] }).jsonFields;
  if (cached) return cached;
  const keys = fieldKeys(s);
  const out: JSONField[] = [];
  s.fields.forEach((f, i) => {
    const tag = /(?:^|\s)json:"([^"]*)"/.exec(f.tag ?? "")?.[1];
    if (tag === "-") return;
    const [name, ...opts] = (tag ?? "").split(",");
    const inline =
      opts.includes("inline") ||
      (f.embedded && !name && under(f.type.k === "pointer" ? f.type.elem : f.type).k === "struct");
    if (!f.exported && !f.embedded) return;
    out.push({ key: keys[i]!, jsName: name || f.name, type: f.type, omitEmpty: opts.includes("omitempty"), inline });
  });
  (s as Struct & { jsonFields?: JSONField[] }).jsonFields = out;
  return out;
}

/** isEmptyValue is encoding/json's omitempty test: false, 0, "", a nil pointer, interface, func or
 * channel, and an empty slice, map, string or zero-length array. */
export function isEmptyValue(t: Type, v: GoValue): boolean {
  const u = under(t);
  switch (u.k) {
    case "basic":
      return v === 0 || v === "" || v === false || v === 0n;
    case "pointer":
    case "interface":
    case "func":
    case "chan":
      return v === null;
    case "slice":
      return v === null || (v as Slice).len === 0;
    case "map":
      return v === null || (v as GoMap).size === 0;
    case "array":
      return u.len === 0;
    default:
      return false;
  }
}

/** toJSON converts a Go value of type t to its JSON form. */
export function toJSON(t: Type, v: GoValue): JSONValue {
  const c = codecFor(t);
  if (c) return c.toJSON(v);
  const u = under(t);
  switch (u.k) {
    case "basic":
      if (isString(u)) return utf8Decode(v);
      return typeof v === "bigint" ? Number(v) : v;
    case "pointer": {
      if (v === null) return null;
      return toJSON(u.elem, needsCopy(u.elem) ? v : (v as Box).v);
    }
    case "interface":
      return v === null ? null : toJSON((v as Iface).t, (v as Iface).v);
    case "struct": {
      const out: { [k: string]: JSONValue } = {};
      writeStruct(u, v, out);
      return out;
    }
    case "slice": {
      if (v === null) return null;
      const s = v as Slice;
      const eu = under(u.elem);
      if (eu.k === "basic" && eu.kind === "uint8") return base64Encode(s.a.slice(s.off, s.off + s.len));
      const out: JSONValue[] = [];
      for (let i = 0; i < s.len; i++) out.push(toJSON(u.elem, s.a[s.off + i]));
      return out;
    }
    case "array":
      return (v as GoValue[]).map((x) => toJSON(u.elem, x));
    case "map": {
      if (v === null) return null;
      const out: { [k: string]: JSONValue } = {};
      const entries = (v as GoMap)
        .entries()
        .map(([k, x]) => [isString(u.key) ? utf8Decode(k) : String(k), toJSON(u.elem, x)] as const);
      entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      for (const [k, x] of entries) out[k] = x;
      return out;
    }
    default:
      return null;
  }
}

function writeStruct(s: Struct, v: GoValue, out: { [k: string]: JSONValue }): void {
  for (const f of jsonFields(s)) {
    const fv = v[f.key];
    if (f.inline) {
      const ft = f.type.k === "pointer" ? f.type.elem : f.type;
      if (f.type.k === "pointer" && fv === null) continue;
      if (!codecFor(ft)) {
        writeStruct(under(ft) as Struct, fv, out);
        continue;
      }
    }
    if (f.omitEmpty && isEmptyValue(f.type, fv)) continue;
    out[f.jsName] = toJSON(f.type, fv);
  }
}

/** fromJSON builds a Go value of type t from a JSON-like value (unknown fields are ignored). */
export function fromJSON(t: Type, j: JSONValue | undefined): GoValue {
  const c = codecFor(t);
  if (c) return c.fromJSON(j ?? null);
  const u = under(t);
  if (j === undefined || j === null) return zeroValue(t);
  switch (u.k) {
    case "basic":
      if (isString(u)) return typeof j === "string" ? utf8Encode(j) : "";
      if (isInteger(u)) return typeof j === "number" ? Math.trunc(j) : 0;
      if (isFloat(u)) return typeof j === "number" ? j : 0;
      if (u.kind === "bool") return j === true;
      return zeroValue(t);
    case "pointer": {
      const inner = fromJSON(u.elem, j);
      return needsCopy(u.elem) ? inner : new Box(inner);
    }
    case "interface":
      return anyFromJSON(j);
    case "struct": {
      const o = makeStruct(u);
      if (typeof j === "object" && !Array.isArray(j)) readStruct(u, o, j);
      return o;
    }
    case "slice": {
      const eu = under(u.elem);
      if (eu.k === "basic" && eu.kind === "uint8" && typeof j === "string") {
        const a = base64Decode(j);
        return new Slice(a, 0, a.length, a.length);
      }
      if (!Array.isArray(j)) return null;
      const a = j.map((x) => fromJSON(u.elem, x));
      return new Slice(a, 0, a.length, a.length);
    }
    case "array": {
      const z = zeroValue(t) as GoValue[];
      if (Array.isArray(j))
        j.slice(0, z.length).forEach((x, i) => {
          z[i] = fromJSON(u.elem, x);
        });
      return z;
    }
    case "map": {
      const m = newGoMap(t);
      if (typeof j === "object" && !Array.isArray(j))
        for (const [k, x] of Object.entries(j)) m.set(isString(u.key) ? utf8Encode(k) : Number(k), fromJSON(u.elem, x));
      return m;
    }
    default:
      return zeroValue(t);
  }
}

function readStruct(s: Struct, o: GoValue, j: { [k: string]: JSONValue }): void {
  for (const f of jsonFields(s)) {
    if (f.inline) {
      const ft = f.type.k === "pointer" ? f.type.elem : f.type;
      if (!codecFor(ft)) {
        const inner = f.type.k === "pointer" ? makeStruct(under(ft) as Struct) : o[f.key];
        readStruct(under(ft) as Struct, inner, j);
        o[f.key] = inner;
        continue;
      }
    }
    if (f.jsName in j) o[f.key] = fromJSON(f.type, j[f.jsName]);
  }
}

const anySlice = newSlice(anyType);
const anyMap = newMap(T.string, anyType);

/** anyFromJSON decodes into interface{} as encoding/json does (float64, string, bool, []any, map[string]any). */
function anyFromJSON(j: JSONValue): Iface | null {
  if (j === null) return null;
  if (typeof j === "boolean") return new Iface(T.bool, j);
  if (typeof j === "number") return new Iface(T.float64, j);
  if (typeof j === "string") return new Iface(T.string, utf8Encode(j));
  if (Array.isArray(j)) {
    const a = j.map(anyFromJSON);
    return new Iface(anySlice, new Slice(a, 0, a.length, a.length));
  }
  const m = newGoMap(anyMap);
  for (const [k, x] of Object.entries(j)) m.set(utf8Encode(k), anyFromJSON(x));
  return new Iface(anyMap, m);
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** base64Encode encodes bytes as standard base64 (encoding/json's form of []byte). */
function base64Encode(bytes: number[]): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out +=
      B64[(n >> 18) & 63]! +
      B64[(n >> 12) & 63]! +
      (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : "=") +
      (i + 2 < bytes.length ? B64[n & 63]! : "=");
  }
  return out;
}

/** base64Decode decodes standard base64. */
function base64Decode(s: string): number[] {
  const clean = s.replace(/[^A-Za-z0-9+/]/g, "");
  const out: number[] = [];
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      (B64.indexOf(clean[i]!) << 18) |
      (B64.indexOf(clean[i + 1] ?? "A") << 12) |
      ((B64.indexOf(clean[i + 2] ?? "A") & 63) << 6) |
      (B64.indexOf(clean[i + 3] ?? "A") & 63);
    out.push((n >> 16) & 255);
    if (i + 2 < clean.length) out.push((n >> 8) & 255);
    if (i + 3 < clean.length) out.push(n & 255);
  }
  return out;
}
