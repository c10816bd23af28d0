// Convert turns Go values of API types into Kubernetes JSON and back, as encoding/json does with
// the types' json tags (inline, omitempty, "-"), with metav1.Time as RFC 3339 whole seconds and
// MicroTime with microseconds. Converters are built once per type and cached.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { under, type Type, type Struct, type Named } from "../../check/types";
import {
  type Slice,
  type GoMap,
  type Iface,
  Box,
  LazyItems,
  LazyMap,
  sliceOf,
  newGoMap,
  jsString,
  goString,
} from "../native";
import { fieldKeys, assigner, structParts, zeroLiteral, zeroFn, keyFn } from "../../eval/typeops";
import { slot } from "./firstcall";
import { formatTime, formatMicroTime, parseTime } from "../../../engine";
import { registerNamedCodec, type JSONValue } from "../../eval/json";

/** META is the import path of metav1, whose Time and MicroTime marshal specially. */
export const META = "k8s.io/apimachinery/pkg/apis/meta/v1";

/** Virtual time 0 (2026-01-01T00:00:00Z) in Unix milliseconds. */
export const EPOCH_UNIX_MS = 1767225600000;
/** Seconds from January 1, year 1 to the Unix epoch (Go's unixToInternal). */
const UNIX_TO_INTERNAL = 62135596800;

type ToJ = (v: any) => unknown;
type FromJ = (j: unknown) => any;

/** NamedJSON is the JSON form of a named type that marshals itself (Quantity, IntOrString). */
export interface NamedJSON {
  to: (v: any) => unknown;
  from: (j: unknown, zero: () => any) => any;
}
const namedJSON = new Map<string, NamedJSON>();

/** registerNamedJSON sets the JSON form of the named type pkg.name (its MarshalJSON/UnmarshalJSON). */
export function registerNamedJSON(pkg: string, name: string, c: NamedJSON): void {
  namedJSON.set(`${pkg}.${name}`, c);
  // encoding/json reads the same form (a learner's json.Marshal of a Quantity or an IntOrString).
  registerNamedCodec(pkg, name, (zero) => ({ toJSON: (v) => c.to(v) as JSONValue, fromJSON: (j) => c.from(j, zero) }));
}
/** namedOf returns the JSON form of a named type that marshals itself, if t is one. */
export const namedOf = (t: Type): NamedJSON | undefined =>
  t.k === "named" ? namedJSON.get(`${t.pkg}.${t.name}`) : undefined;

const toCache = new WeakMap<Type, ToJ>();
const fromCache = new WeakMap<Type, FromJ>();

/** hasConverter reports whether a converter of t (to or from JSON) has been built (for tests). */
export function hasConverter(t: Type): boolean {
  return toCache.has(t) || fromCache.has(t) || intoCache.has(t);
}

export const NON_ASCII = /[^\u0000-\u007f]/; // eslint-disable-line no-control-regex -- any byte above 0x7f
const ascii = (s: string): boolean => !NON_ASCII.test(s);
const toJsStr = (s: string): string => (ascii(s) ? s : jsString(s));
const toGoStr = (s: string): string => (ascii(s) ? s : goString(s));

/** goTimeToVirtualMs turns a time.Time value ({sec, nsec} since year 1) into virtual ms. */
export function goTimeToVirtualMs(t: { sec: number; nsec: number }): number {
  return (t.sec - UNIX_TO_INTERNAL) * 1000 + Math.floor(t.nsec / 1e6) - EPOCH_UNIX_MS;
}

/** virtualMsToGoTime turns virtual ms into a time.Time value's fields. */
export function virtualMsToGoTime(ms: number): { sec: number; nsec: number } {
  const unixMs = ms + EPOCH_UNIX_MS;
  const sec = Math.floor(unixMs / 1000);
  return { sec: sec + UNIX_TO_INTERNAL, nsec: Math.round((unixMs - sec * 1000) * 1e6) };
}

/** parsedTimes remembers wire times already parsed (a run has few distinct seconds; pure, bounded). */
const parsedTimes = new Map<string, { sec: number; nsec: number } | null>();

/** wireTime parses an RFC 3339 wire time into time.Time's fields (null when malformed). */
export function wireTime(s: string): { sec: number; nsec: number } | null {
  let g = parsedTimes.get(s);
  if (g === undefined) {
    const ms = parseTime(s);
    g = Number.isNaN(ms) ? null : virtualMsToGoTime(ms);
    if (parsedTimes.size >= 4096) parsedTimes.clear();
    parsedTimes.set(s, g);
  }
  return g;
}

/** formattedSeconds remembers metav1.Time's wire form per virtual second (pure, bounded). */
const formattedSeconds = new Map<number, string>();

/** wireSecond renders virtual ms as metav1.Time does (RFC 3339, whole seconds). */
function wireSecond(ms: number): string {
  const sec = Math.floor(ms / 1000);
  let s = formattedSeconds.get(sec);
  if (s === undefined) {
    s = formatTime(ms);
    if (formattedSeconds.size >= 4096) formattedSeconds.clear();
    formattedSeconds.set(sec, s);
  }
  return s;
}

/** isTime reports whether t is metav1.Time or metav1.MicroTime (which marshal as wire times). */
export function isTime(t: Type): "Time" | "MicroTime" | undefined {
  if (t.k !== "named" || t.pkg !== META) return undefined;
  return t.name === "Time" || t.name === "MicroTime" ? t.name : undefined;
}

/** JsonField is one struct field's JSON plan. */
export interface JsonField {
  key: string;
  name: string;
  omitempty: boolean;
  inline: boolean;
  type: Type;
}

function parseTag(tag: string | undefined): { name?: string; omitempty: boolean; inline: boolean; skip: boolean } {
  const m = tag ? /(?:^|\s)json:"([^"]*)"/.exec(tag) : null;
  if (!m) return { omitempty: false, inline: false, skip: false };
  const parts = (m[1] ?? "").split(",");
  const name = parts[0] ?? "";
  return {
    ...(name ? { name } : {}),
    // omitzero (Go 1.24; kubebuilder ≥ 4.6 writes `json:"status,omitzero"`) leaves out a zero value; a zero
    // API struct's JSON is empty, so omitting empty JSON is the same here.
    omitempty: parts.includes("omitempty") || parts.includes("omitzero"),
    inline: parts.includes("inline"),
    skip: name === "-" && parts.length === 1,
  };
}

/** jsonFields lists the JSON fields of a struct type (exported fields only, embedded structs inline unless named). */
export function jsonFields(s: Struct): JsonField[] {
  const keys = fieldKeys(s);
  const out: JsonField[] = [];
  s.fields.forEach((f, i) => {
    const tag = parseTag(f.tag);
    if (tag.skip) return;
    const u = under(f.type);
    const structLike = u.k === "struct" || (u.k === "pointer" && under(u.elem).k === "struct");
    if (f.embedded && !tag.name && structLike) {
      out.push({ key: keys[i]!, name: "", omitempty: false, inline: true, type: f.type });
      return;
    }
    if (!f.exported) return;
    if (u.k === "func" || u.k === "chan") return;
    out.push({ key: keys[i]!, name: tag.name ?? f.name, omitempty: tag.omitempty, inline: false, type: f.type });
  });
  return out;
}

function emptyJson(j: unknown): boolean {
  if (j === undefined || j === null || j === "" || j === 0 || j === false) return true;
  if (typeof j !== "object") return false;
  if (Array.isArray(j)) return j.length === 0;
  if (j instanceof Date) return false;
  // No own enumerable key (as Object.keys(j).length === 0, without building the array on every write).
  for (const k in j) if (Object.prototype.hasOwnProperty.call(j, k)) return false;
  return true;
}

/** toJSON returns a converter from Go values of type t to JSON (undefined stands for null/omitted). */
export function toJSON(t: Type): ToJ {
  const f = toCache.get(t);
  if (f) return f;
  // Placeholder for recursive types.
  toCache.set(t, (v) => real(v));
  const real: ToJ = buildTo(t);
  toCache.set(t, real);
  return real;
}

function buildTo(t: Type): ToJ {
  const nj = namedOf(t);
  if (nj) return nj.to;
  const tk = isTime(t);
  if (tk) {
    return (v: { Time: { sec: number; nsec: number } }) => {
      const tt = v.Time;
      if (tt.sec === 0 && tt.nsec === 0) return undefined;
      const ms = goTimeToVirtualMs(tt);
      return tk === "Time" ? wireSecond(ms) : formatMicroTime(ms + (tt.nsec % 1e6) / 1e6);
    };
  }
  const u = under(t);
  switch (u.k) {
    case "basic":
      if (u.kind === "string") return (v: string) => toJsStr(v);
      return (v) => v;
    case "pointer": {
      const elem = u.elem;
      let inner: ToJ = (v) => (inner = toJSON(elem))(v);
      if (under(elem).k === "struct") return (v) => (v === null ? undefined : inner(v));
      return (v: Box | null) => (v === null ? undefined : inner(v.v));
    }
    case "slice": {
      if (under(u.elem).k === "basic" && (under(u.elem) as { kind: string }).kind === "uint8") {
        return (v: Slice | null) => {
          if (v === null) return undefined;
          let s = "";
          for (let i = 0; i < v.len; i++) s += String.fromCharCode(v.a[v.off + i] as number);
          return base64Encode(s);
        };
      }
      const elem = u.elem;
      let inner: ToJ = (v) => (inner = toJSON(elem))(v);
      // An untouched lazy list (managed fields no Go code read) whose stored items are already in the
      // form converting them would give is sent back as it is: the stored array itself.
      const stored = isManagedFieldsEntry(u.elem) ? storedForm(u.elem) : undefined;
      return (v: Slice | null) => {
        if (v === null) return undefined;
        if (stored !== undefined && v instanceof LazyItems && v.untouched && stored(v.origin)) return v.origin;
        const out = new Array<unknown>(v.len);
        for (let i = 0; i < v.len; i++) {
          const x = inner(v.a[v.off + i]);
          out[i] = x === undefined ? null : x;
        }
        return out;
      };
    }
    case "array": {
      const elem = u.elem;
      let inner: ToJ = (v) => (inner = toJSON(elem))(v);
      return (v: any[]) => v.map((x) => inner(x) ?? null);
    }
    case "map": {
      const elem = u.elem;
      let inner: ToJ = (v) => (inner = toJSON(elem))(v);
      const key = toJSON(u.key);
      return (v: GoMap | null) => {
        if (v === null) return undefined;
        // Keys in order (a map's JSON lists them sorted): an insertion sort into two arrays, which
        // for the few entries of labels and selectors costs less than sorting [key, value] pairs.
        const ks: string[] = [];
        const xs: unknown[] = [];
        let n = 0;
        for (const [k, x] of v.kf ? v.entries() : v.m) {
          const jk = String(key(k));
          const jx = inner(x);
          let i = n++;
          for (; i > 0 && ks[i - 1]! > jk; i--) {
            ks[i] = ks[i - 1]!;
            xs[i] = xs[i - 1];
          }
          ks[i] = jk;
          xs[i] = jx;
        }
        const out: Record<string, unknown> = {};
        for (let i = 0; i < n; i++) out[ks[i]!] = xs[i] === undefined ? null : xs[i];
        return out;
      };
    }
    case "interface":
      return (v: Iface | null) => (v === null ? undefined : toJSON(v.t)(v.v));
    case "struct":
      return structTo(u);
    default:
      return () => undefined;
  }
}

/** lazyItems reports whether slices of t are converted lazily (LazyItems): lists of structs, such as
 * metav1.ManagedFieldsEntry, which every read of an object carries and most reconcilers never look
 * at, or a Deployment's status conditions. */
function lazyItems(t: Type): boolean {
  return under(t).k === "struct";
}

/** isManagedFieldsEntry reports whether t is metav1.ManagedFieldsEntry (whose untouched stored lists
 * are written back as they are, see storedForm). */
function isManagedFieldsEntry(t: Type): boolean {
  return t.k === "named" && t.pkg === META && t.name === "ManagedFieldsEntry";
}

/** frozenItems reports whether a JSON array and its items can no longer change (the cache's objects
 * are deep-frozen): only then may their conversion wait. */
function frozenItems(j: readonly unknown[]): boolean {
  if (!Object.isFrozen(j)) return false;
  for (let i = 0; i < j.length; i++) {
    const x = j[i];
    if (x !== null && typeof x === "object" && !Object.isFrozen(x)) return false;
  }
  return true;
}

/** ItemsCheck reports whether every item of a stored (frozen) JSON array is in its round-trip form. */
type ItemsCheck = (items: readonly unknown[]) => boolean;

/**
 * storedForm returns a check that a frozen JSON array of struct type t's items is exactly what
 * toJSON(fromJSON(item)) would give for each item: the same keys, in the struct's field order, with
 * values that convert back unchanged (ASCII strings, present unless omitempty and empty; booleans and
 * finite numbers likewise; a time in metav1.Time's whole-second wire form; a frozen FieldsV1 trie,
 * which converts back to itself). Any other field type, an unknown key or another order fails the
 * check, and the items are then converted as usual. Only used for the lazily converted items of
 * lazyItems (managed fields), where an untouched list still holds exactly what the server stored.
 */
function storedForm(t: Type): ItemsCheck | undefined {
  const u = under(t);
  if (u.k !== "struct") return undefined;
  const fields = jsonFields(u);
  if (fields.some((f) => f.inline)) return undefined;
  type FieldCheck = { name: string; omitempty: boolean; ok: (x: unknown) => boolean };
  const checks: FieldCheck[] = [];
  for (const f of fields) {
    const sk = scalarKind(f.type);
    let ok: ((x: unknown) => boolean) | undefined;
    let omitempty = f.omitempty;
    if (sk === "string") ok = (x) => typeof x === "string" && ascii(x) && !(omitempty && x === "");
    else if (sk === "bool") ok = (x) => typeof x === "boolean" && !(omitempty && x === false);
    else if (sk === "number") ok = (x) => typeof x === "number" && Number.isFinite(x) && !(omitempty && x === 0);
    else {
      const el = structPointer(f.type);
      if (el && isTime(el) === "Time") {
        // A nil *Time is left out; a parsed one is written back in whole seconds.
        omitempty = true;
        ok = (x) => typeof x === "string" && sameWireSecond(x);
      } else if (el && el.k === "named" && el.pkg === META && el.name === "FieldsV1") {
        omitempty = true;
        ok = (x) => x !== null && typeof x === "object" && Object.isFrozen(x);
      } else return undefined;
    }
    checks.push({ name: f.name, omitempty, ok });
  }
  const item = (x: unknown): boolean => {
    if (x === null || typeof x !== "object" || Array.isArray(x)) return false;
    let at = 0;
    for (const k in x) {
      if (!Object.prototype.hasOwnProperty.call(x, k)) continue;
      // Fields left out must be ones a round trip leaves out too (omitempty).
      while (at < checks.length && checks[at]!.name !== k) if (!checks[at++]!.omitempty) return false;
      if (at === checks.length || !checks[at]!.ok((x as Record<string, unknown>)[k])) return false;
      at++;
    }
    for (; at < checks.length; at++) if (!checks[at]!.omitempty) return false;
    return true;
  };
  // Not remembered per array: a stored version is written back about once (4 of 6,010 checks in
  // Flow 19 at 2,000 Apps met an array seen before), so a WeakMap cost a miss and an entry per
  // write, and its entries work for the collector, for nothing.
  return (items) => {
    if (!Object.isFrozen(items)) return false;
    for (let i = 0; i < items.length; i++) {
      const x = items[i];
      if (!Object.isFrozen(x) || !item(x)) return false;
    }
    return true;
  };
}

/** sameWireSecond reports whether a wire time is written back unchanged by metav1.Time (RFC 3339,
 * whole seconds). */
function sameWireSecond(s: string): boolean {
  const g = wireTime(s);
  // The zero time is left out when written back.
  return g !== null && g.nsec === 0 && g.sec !== 0 && wireSecond(goTimeToVirtualMs(g)) === s;
}

/** fromJSON returns a converter from JSON to a fresh Go value of type t. */
export function fromJSON(t: Type): FromJ {
  const f = fromCache.get(t);
  if (f) return f;
  fromCache.set(t, (j) => real(j));
  const real: FromJ = buildFrom(t);
  fromCache.set(t, real);
  return real;
}

function num(j: unknown): number {
  if (typeof j === "number") return j;
  if (typeof j === "string" && j !== "" && !Number.isNaN(Number(j))) return Number(j);
  return 0;
}

function buildFrom(t: Type): FromJ {
  const nj = namedOf(t);
  // The zero-value maker is looked up once per type, not on every value.
  const zero = zeroFn(t);
  if (nj) return (j) => nj.from(j, zero);
  const tk = isTime(t);
  if (tk) {
    return (j) => {
      const v = zero();
      if (typeof j === "string") {
        const g = wireTime(j);
        if (g) {
          v.Time.sec = g.sec;
          v.Time.nsec = g.nsec;
        }
      }
      return v;
    };
  }
  const u = under(t);
  switch (u.k) {
    case "basic":
      if (u.kind === "string")
        return (j) => (typeof j === "string" ? toGoStr(j) : j === undefined || j === null ? "" : toGoStr(String(j)));
      if (u.kind === "bool") return (j) => j === true;
      return (j) => num(j);
    case "pointer": {
      const elem = u.elem;
      let inner: FromJ = (j) => (inner = fromJSON(elem))(j);
      if (under(elem).k === "struct") return (j) => (j === undefined || j === null ? null : inner(j));
      return (j) => (j === undefined || j === null ? null : new Box(inner(j)));
    }
    case "slice": {
      if (under(u.elem).k === "basic" && (under(u.elem) as { kind: string }).kind === "uint8") {
        return (j) => {
          if (typeof j !== "string") return null;
          const s = base64Decode(j);
          const a: number[] = [];
          for (let i = 0; i < s.length; i++) a.push(s.charCodeAt(i));
          return sliceOf(a);
        };
      }
      const elem = u.elem;
      let f: FromJ | undefined;
      const inner = (): FromJ => (f ??= fromJSON(elem));
      if (lazyItems(elem)) {
        // A stored (frozen) list of structs is converted when Go code first reads it.
        return (j) =>
          Array.isArray(j) ? (frozenItems(j) ? new LazyItems(j, inner()) : sliceOf(j.map(inner()))) : null;
      }
      return (j) => (Array.isArray(j) ? sliceOf(j.map(inner())) : null);
    }
    case "array": {
      const elem = u.elem;
      let inner: FromJ = (j) => (inner = fromJSON(elem))(j);
      return (j) => {
        const z = zero() as any[];
        if (Array.isArray(j)) for (let i = 0; i < z.length && i < j.length; i++) z[i] = inner(j[i]);
        return z;
      };
    }
    case "map": {
      const elem = u.elem;
      let f: FromJ | undefined;
      const inner = (): FromJ => (f ??= fromJSON(elem));
      const key = fromJSON(u.key);
      // A stored (frozen) object becomes a map whose entries are converted when Go code first reads
      // them (plain keys only: a canonical key function would need the keys at once).
      const lazy = keyFn(u.key) === null;
      return (j) => {
        if (!j || typeof j !== "object" || Array.isArray(j)) return null;
        if (lazy && Object.isFrozen(j)) return new LazyMap(j as Record<string, unknown>, key, inner());
        const m = newGoMap(u);
        const x = inner();
        for (const k of Object.keys(j)) m.set(key(k), x((j as Record<string, unknown>)[k]));
        return m;
      };
    }
    case "struct":
      return structFrom(u);
    default:
      return () => zero();
  }
}

/** scalarKind says how a struct field of type t converts when its code is written inline: "string"
 * (what toJsStr/toGoStr do, with their ASCII test written inline: no call for the common ASCII
 * string), "bool" or "number" (the value itself); undefined for every other type (it goes
 * through its converter). Named types that marshal themselves and times are never inline. */
function scalarKind(t: Type): "string" | "bool" | "number" | undefined {
  if (t.k === "named" && (namedOf(t) || isTime(t))) return undefined;
  const u = under(t);
  if (u.k !== "basic") return undefined;
  if (u.kind === "string") return "string";
  if (u.kind === "bool") return "bool";
  return /^(u?int(8|16|32|64)?|uintptr|float(32|64)|byte|rune)$/.test(u.kind) ? "number" : undefined;
}

/** structPointer reports whether t is a pointer to a struct (a Go value that is the struct itself, or null). */
function structPointer(t: Type): Type | undefined {
  const u = under(t);
  return u.k === "pointer" && under(u.elem).k === "struct" ? u.elem : undefined;
}

/**
 * structTo generates, once per struct type, straight-line JS that writes each JSON field in
 * declaration order with a constant key (one object shape per type, no loop over computed keys:
 * API types have up to 40 fields, and a loop made every Get/Update pay for each of them). Strings,
 * booleans and numbers are converted and tested for omitempty inline (what their converters and
 * emptyJson would do, without the two calls per field); a nil pointer to a struct is skipped
 * before its converter is called.
 */
function structTo(u: Struct): ToJ {
  const fields = jsonFields(u);
  const conv: ToJ[] = [];
  fields.forEach((f, i) => {
    const t = structPointer(f.type) ?? f.type;
    slot(conv, i, toCache.get(t), () => toJSON(t));
  });
  // omitempty looks at the Go value: a non-nil pointer to a scalar (ptr.To(false)) and a type
  // that marshals itself (IntOrString 0) are written even when their JSON is empty.
  const omit = fields.map(
    (f) =>
      f.omitempty &&
      !(under(f.type).k === "pointer" && under((under(f.type) as { elem: Type }).elem).k !== "struct") &&
      !namedOf(f.type),
  );
  const body = fields.map((f, i) => {
    const at = `v[${JSON.stringify(f.key)}]`;
    const out = `out[${JSON.stringify(f.name)}]`;
    if (f.inline) return `j = F[${i}](${at}); if (j && typeof j === "object") Object.assign(out, j);`;
    const sk = scalarKind(f.type);
    // A string converts to a string ("" only from ""); null and undefined stay out, as before.
    if (sk === "string")
      return `x = ${at}; if (x !== null && x !== undefined${omit[i] ? ' && x !== ""' : ""}) ${out} = R.test(x) ? S(x) : x;`;
    if (sk !== undefined)
      return `x = ${at}; if (x !== null && x !== undefined${omit[i] ? " && x !== 0 && x !== false" : ""}) ${out} = x;`;
    const keep = `if (j !== undefined && j !== null${omit[i] ? " && !E(j)" : ""}) ${out} = j;`;
    if (structPointer(f.type)) return `x = ${at}; if (x !== null) { j = F[${i}](x); ${keep} }`;
    return `j = F[${i}](${at}); ${keep}`;
  });
  return new Function(
    "F",
    "E",
    "S",
    "R",
    `return function structToJSON(v) {\nconst out = {};\nlet j, x;\n${body.join("\n")}\nreturn out;\n};`,
  )(conv, emptyJson, jsString, NON_ASCII) as ToJ;
}

/** scalarFrom is the inline code reading a string, bool or number field from the JSON object o (what
 * its converter F[i] would return, the converter called only for a value of another JSON type), or
 * undefined when the field is not one of those. */
export function scalarFrom(p: JsonField, i: number): string | undefined {
  const x = `(x = o[${JSON.stringify(p.name)}]) !== undefined && x !== null`;
  switch (scalarKind(p.type)) {
    case "string":
      return `${x} ? (typeof x === "string" ? (R.test(x) ? G(x) : x) : F[${i}](x)) : ""`;
    case "bool":
      return `o[${JSON.stringify(p.name)}] === true`;
    case "number":
      return `${x} ? (typeof x === "number" ? x : F[${i}](x)) : 0`;
    default:
      return undefined;
  }
}

/** NO_FIELDS stands for a JSON value that is not an object (every field then takes its zero value). */
export const NO_FIELDS: Record<string, unknown> = Object.freeze(Object.create(null) as Record<string, unknown>);

/**
 * structFrom generates, once per struct type, one constructor call that builds every field once:
 * from JSON when present, else its zero value (a literal where it has one). The value gets the
 * struct type's shape and prototype, as a literal of the type would.
 */
function structFrom(u: Struct): FromJ {
  const plan = jsonFields(u);
  const keys = fieldKeys(u);
  const byKey = new Map(plan.map((f) => [f.key, f]));
  const { build, zeros } = structParts(u);
  const conv: (FromJ | undefined)[] = [];
  const args = u.fields.map((f, i) => {
    const p = byKey.get(keys[i]!);
    const zero = zeroLiteral(f.type) ?? `Z[${i}]()`;
    if (!p) return zero;
    const pt = p.type;
    slot(conv, i, fromCache.get(pt), () => fromJSON(pt));
    if (p.inline) return `F[${i}](o)`;
    return scalarFrom(p, i) ?? `(x = o[${JSON.stringify(p.name)}]) !== undefined && x !== null ? F[${i}](x) : ${zero}`;
  });
  return new Function(
    "B",
    "F",
    "Z",
    "N",
    "G",
    "R",
    `return function structFromJSON(j) {\nconst o = j && typeof j === "object" && !Array.isArray(j) ? j : N;\nlet x;\nreturn B(\n${args.join(",\n")});\n};`,
  )(build, conv, zeros, NO_FIELDS, goString, NON_ASCII) as FromJ;
}

/** Dyn is a Go value with its dynamic type, as natives receive interface arguments. */
export type Dyn = Iface;

/** objectOf returns the pointed-to struct value and its struct type for a *T held in an interface. */
export function pointee(obj: Iface | null): { t: Named; v: any } | undefined {
  if (obj === null || obj.t.k !== "pointer") return undefined;
  const e = obj.t.elem;
  if (e.k !== "named" || under(e).k !== "struct" || obj.v === null) return undefined;
  return { t: e, v: obj.v };
}

type IntoJ = (target: any, j: unknown) => void;
const intoCache = new WeakMap<Type, IntoJ>();

/** assignInto replaces every field of the Go struct `target` (of type t) with the value of JSON j
 * (Go's *obj = *src, where src is what j decodes to). */
export function assignInto(t: Type, target: any, j: unknown): void {
  fromJSONInto(t)(target, j);
}

/** fromJSONInto returns a converter that writes JSON j into an existing Go struct or array value of
 * type t, replacing every field: the same result as assigning fromJSON(t)(j) to it, without building
 * the nested structs it would then copy field by field. */
export function fromJSONInto(t: Type): IntoJ {
  const f = intoCache.get(t);
  if (f) return f;
  intoCache.set(t, (d, j) => real(d, j));
  const real: IntoJ = buildInto(t);
  intoCache.set(t, real);
  return real;
}

/** plainStruct reports whether t is a struct type converted field by field (not a time, not a type
 * that unmarshals itself): the kind structInto fills in place. */
export function plainStruct(t: Type): boolean {
  return under(t).k === "struct" && !isTime(t) && !namedOf(t);
}

/** timeLayout reports whether t is a metav1.Time or MicroTime laid out as {Time: {sec, nsec}} (a
 * time.Time), whose fields a conversion may then set in place. */
export function timeLayout(t: Type): boolean {
  const u = under(t);
  if (!isTime(t) || u.k !== "struct" || fieldKeys(u).join() !== "Time") return false;
  const inner = under(u.fields[0]!.type);
  return inner.k === "struct" && fieldKeys(inner).join() === "sec,nsec";
}

/** filledInPlace reports whether fromJSONInto fills values of t in place, without building one to
 * copy: plain structs and times. */
function filledInPlace(t: Type): boolean {
  return plainStruct(t) || timeLayout(t);
}

/** timeInto sets a time's {sec, nsec} from its wire form, as assigning fromJSON's value does (the zero
 * time for anything that is not a well-formed wire time). */
function timeInto(d: { Time: { sec: number; nsec: number } }, j: unknown): void {
  const g = typeof j === "string" ? wireTime(j) : null;
  const tt = d.Time;
  tt.sec = g === null ? 0 : g.sec;
  tt.nsec = g === null ? 0 : g.nsec;
}

function buildInto(t: Type): IntoJ {
  const u = under(t);
  if (u.k === "struct" && plainStruct(t)) return structInto(u);
  if (timeLayout(t)) return timeInto;
  // Times, types that unmarshal themselves and arrays: decode, then copy in place.
  const from = fromJSON(t);
  const assign = assigner(t);
  return (d, j) => assign(d, from(j));
}

/**
 * structInto generates, once per struct type, straight-line JS that sets every field of an existing
 * value in declaration order, as structFrom builds them: from JSON when present, else the zero value.
 * A struct-valued field is filled in place (a pointer to it stays valid, as after Go's *obj = *src),
 * so a Get does not build nested structs only to copy them field by field; a time too (its
 * {sec, nsec} set from the wire form: creationTimestamp on every Get).
 */
function structInto(u: Struct): IntoJ {
  const plan = jsonFields(u);
  const keys = fieldKeys(u);
  const byKey = new Map(plan.map((f) => [f.key, f]));
  const { zeros } = structParts(u);
  const into: (IntoJ | undefined)[] = [];
  const from: (FromJ | undefined)[] = [];
  const assign: (((d: any, s: any) => void) | undefined)[] = [];
  const body = u.fields.map((f, i) => {
    const p = byKey.get(keys[i]!);
    const at = `d[${JSON.stringify(keys[i]!)}]`;
    const aggregate = under(f.type).k === "struct" || under(f.type).k === "array";
    const lit = zeroLiteral(f.type);
    const ft = f.type;
    if (aggregate && !(p && filledInPlace(p.type))) slot(assign, i, undefined, () => assigner(ft));
    if (!p) return lit !== null ? `${at} = ${lit};` : `A[${i}](${at}, Z[${i}]());`;
    const x = p.inline ? "o" : `o[${JSON.stringify(p.name)}]`;
    const pt = p.type;
    if (aggregate && filledInPlace(pt)) {
      slot(into, i, intoCache.get(pt), () => fromJSONInto(pt));
      return `I[${i}](${at}, ${x});`;
    }
    slot(from, i, fromCache.get(pt), () => fromJSON(pt));
    if (p.inline) return aggregate ? `A[${i}](${at}, F[${i}](o));` : `${at} = F[${i}](o);`;
    const scalar = scalarFrom(p, i);
    if (scalar !== undefined) return `${at} = ${scalar};`;
    const value = `(x = ${x}) !== undefined && x !== null ? F[${i}](x) : ${lit ?? `Z[${i}]()`}`;
    return aggregate ? `A[${i}](${at}, ${value});` : `${at} = ${value};`;
  });
  return new Function(
    "I",
    "F",
    "A",
    "Z",
    "N",
    "G",
    "R",
    `return function structFromJSONInto(d, j) {\nconst o = j && typeof j === "object" && !Array.isArray(j) ? j : N;\nlet x;\n${body.join("\n")}\n};`,
  )(into, from, assign, zeros, NO_FIELDS, goString, NON_ASCII) as IntoJ;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** base64Encode encodes a byte string as standard base64 (Go's []byte in JSON). */
export function base64Encode(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i += 3) {
    const a = s.charCodeAt(i),
      b = s.charCodeAt(i + 1),
      c = s.charCodeAt(i + 2);
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out +=
      B64[(n >> 18) & 63]! +
      B64[(n >> 12) & 63]! +
      (i + 1 < s.length ? B64[(n >> 6) & 63]! : "=") +
      (i + 2 < s.length ? B64[n & 63]! : "=");
  }
  return out;
}

/** base64Decode decodes standard base64 into a byte string (invalid characters are skipped). */
export function base64Decode(s: string): string {
  let out = "",
    bits = 0,
    n = 0;
  for (const ch of s) {
    const v = B64.indexOf(ch);
    if (v < 0) continue;
    n = (n << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((n >> bits) & 255);
    }
  }
  return out;
}
