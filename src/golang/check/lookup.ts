// Lookup finds fields and methods through embedded structs (promotion), and decides method sets,
// interface satisfaction, assignability and convertibility (go/types lookup.go, operand.go).
import {
  T,
  sigString,
  under,
  identical,
  ifaceMethods,
  isInteger,
  isFloat,
  isString,
  isNumeric,
  isUntyped,
  everyTerm,
  type Type,
  type Named,
  type Signature,
  type Interface,
  type Method,
  type Pointer,
} from "./types";

/** FoundMember is the result of looking up x.name. */
export interface FoundMember {
  kind: "field" | "method";
  path: number[]; // embedded field indices walked first
  derefs: boolean[]; // for each step (path then final), whether the value there is a pointer
  index: number; // field index in its struct
  type: Type; // field type or method signature
  recv?: Named; // the named type declaring the method
  method?: Method; // concrete method
  iface?: boolean; // method of an (embedded) interface
  indirect: boolean; // some step went through a pointer
}

/** lookupMember finds a field or method called name on type t; "ambiguous" when two are at the same depth. */
export function lookupMember(t: Type, name: string): FoundMember | "ambiguous" | null {
  type Entry = { type: Type; path: number[]; derefs: boolean[]; indirect: boolean };
  // A value of a type parameter has its constraint's methods (called through an interface).
  if (t.k === "typeparam") t = t.constraint;
  let current: Entry[] = [{ type: t, path: [], derefs: [], indirect: false }];
  const seen = new Set<Type>();
  while (current.length) {
    const found: FoundMember[] = [];
    const next: Entry[] = [];
    for (const e of current) {
      let ty = e.type;
      let isPtr = false;
      if (ty.k === "pointer") {
        ty = ty.elem;
        isPtr = true;
      } else if (ty.k === "named" && under(ty).k === "pointer" && e.path.length === 0) {
        // Methods are not looked up through a named pointer type, but fields are.
        ty = (under(ty) as Pointer).elem;
        isPtr = true;
        const u = under(ty);
        if (u.k === "struct") {
          const i = u.fields.findIndex((f) => f.name === name);
          if (i >= 0)
            return { kind: "field", path: [], derefs: [true], index: i, type: u.fields[i]!.type, indirect: true };
        }
        continue;
      }
      if (ty.k === "named") {
        if (seen.has(ty)) continue;
        seen.add(ty);
        const m = ty.methods.get(name);
        if (m) {
          found.push({
            kind: "method",
            path: e.path,
            derefs: [...e.derefs, isPtr],
            index: -1,
            type: m.sig,
            recv: ty,
            method: m,
            indirect: e.indirect || isPtr,
          });
          continue;
        }
      }
      const u = under(ty);
      if (u.k === "struct") {
        u.fields.forEach((f, i) => {
          if (f.name === name)
            found.push({
              kind: "field",
              path: e.path,
              derefs: [...e.derefs, isPtr],
              index: i,
              type: f.type,
              indirect: e.indirect || isPtr,
            });
          else if (f.embedded)
            next.push({
              type: f.type,
              path: [...e.path, i],
              derefs: [...e.derefs, isPtr],
              indirect: e.indirect || isPtr,
            });
        });
      } else if (u.k === "interface" && !isPtr) {
        const m = ifaceMethods(u).find((x) => x.name === name);
        if (m)
          found.push({
            kind: "method",
            path: e.path,
            derefs: [...e.derefs, false],
            index: -1,
            type: m.sig,
            iface: true,
            indirect: e.indirect,
          });
      }
    }
    if (found.length === 1) return found[0]!;
    if (found.length > 1) return "ambiguous";
    current = next;
  }
  return null;
}

/** memberNames lists the field and method names reachable from t (for suggestions). */
export function memberNames(t: Type): string[] {
  const out = new Set<string>();
  const visit = (ty: Type, depth: number) => {
    if (depth > 4) return;
    if (ty.k === "pointer") ty = ty.elem;
    if (ty.k === "named") for (const k of ty.methods.keys()) out.add(k);
    const u = under(ty);
    if (u.k === "struct")
      for (const f of u.fields) {
        out.add(f.name);
        if (f.embedded) visit(f.type, depth + 1);
      }
    if (u.k === "interface") for (const m of ifaceMethods(u)) out.add(m.name);
  };
  visit(t, 0);
  return [...out];
}

/** missingMethod explains why t does not implement iface, or returns null when it does. */
export function missingMethod(t: Type, iface: Interface): string | null {
  for (const m of ifaceMethods(iface)) {
    const f = lookupMember(t, m.name);
    if (!f || f === "ambiguous" || f.kind !== "method") return `(missing method ${m.name})`;
    if (!identical(f.type, m.sig))
      return `(wrong type for method ${m.name})\n\t\thave ${m.name}${sigString(f.type as Signature)}\n\t\twant ${m.name}${sigString(m.sig)}`;
    if (f.method?.ptrRecv && !pointerAt(t, f)) return `(method ${m.name} has pointer receiver)`;
  }
  return null;
}

/** pointerAt reports whether the receiver at the end of a lookup path is addressable through a pointer:
 * the method set of *S holds the methods promoted from S's embedded fields with receiver T or *T, and
 * once the path crosses an embedded pointer everything below it is addressable too (Go spec, Method sets). */
function pointerAt(t: Type, f: FoundMember): boolean {
  return t.k === "pointer" || f.derefs.some(Boolean);
}

/** inMethodSet reports whether the method name is in t's method set (a pointer-receiver method of T is
 * not, unless it is reached through an embedded pointer): what fmt consults before calling String/Error. */
export function inMethodSet(t: Type, name: string): boolean {
  const f = lookupMember(t, name);
  if (!f || f === "ambiguous" || f.kind !== "method") return false;
  return !f.method?.ptrRecv || pointerAt(t, f);
}

/** implementsIface reports whether t implements iface. */
export function implementsIface(t: Type, iface: Interface): boolean {
  if (under(t).k === "interface") {
    const have = ifaceMethods(under(t) as Interface);
    return ifaceMethods(iface).every((m) => have.some((h) => h.name === m.name && identical(h.sig, m.sig)));
  }
  return missingMethod(t, iface) === null;
}

/** assignable reports whether a value of type v may be assigned to type t (untyped constants are checked elsewhere). */
export function assignable(v: Type, t: Type): boolean {
  if (v === T.invalid || t === T.invalid) return true;
  if (identical(v, t)) return true;
  const vu = under(v),
    tu = under(t);
  if (v.k === "basic" && v.kind === "untyped nil") {
    return (
      tu.k === "pointer" ||
      tu.k === "slice" ||
      tu.k === "map" ||
      tu.k === "func" ||
      tu.k === "interface" ||
      tu.k === "chan"
    );
  }
  if (isUntyped(v)) {
    if (tu.k === "interface") return ifaceMethods(tu).length === 0;
    if (v.kind === "untyped bool") return tu.k === "basic" && tu.kind === "bool";
    if (v.kind === "untyped string") return isString(tu);
    return isNumeric(tu);
  }
  if (identical(vu, tu) && (v.k !== "named" || t.k !== "named") && vu.k !== "typeparam") return true;
  // A bidirectional channel value may be assigned to a directional channel type of the same element type.
  if (vu.k === "chan" && tu.k === "chan" && vu.dir === "both" && identical(vu.elem, tu.elem))
    return v.k !== "named" || t.k !== "named";
  if (tu.k === "interface" && t.k !== "typeparam")
    return v.k === "typeparam" ? implementsIface(v.constraint, tu) : implementsIface(v, tu);
  return false;
}

/** convertible reports whether T(x) is allowed for a non-constant x of type v. */
export function convertible(v: Type, t: Type): boolean {
  if (assignable(v, t)) return true;
  // With a type parameter on either side, every type of its type set must convert (spec: Conversions).
  if (v.k === "typeparam") return everyTerm(v, (x) => convertible(x, t));
  if (t.k === "typeparam") return everyTerm(t, (x) => convertible(v, x));
  const vu = under(v),
    tu = under(t);
  if (identicalIgnoreTags(vu, tu)) return true;
  if (vu.k === "pointer" && tu.k === "pointer" && identicalIgnoreTags(under(vu.elem), under(tu.elem))) return true;
  if ((isInteger(vu) || isFloat(vu)) && (isInteger(tu) || isFloat(tu))) return true;
  if (isString(tu)) {
    if (isInteger(vu)) return true;
    if (vu.k === "slice" && isByteOrRune(vu.elem)) return true;
  }
  if (isString(vu) && tu.k === "slice" && isByteOrRune(tu.elem)) return true;
  if (vu.k === "slice" && tu.k === "array" && identical(vu.elem, tu.elem)) return true;
  return false;
}

function isByteOrRune(t: Type): boolean {
  const u = under(t);
  return u.k === "basic" && (u.kind === "uint8" || u.kind === "int32");
}

function identicalIgnoreTags(a: Type, b: Type): boolean {
  if (a.k === "struct" && b.k === "struct") {
    return (
      a.fields.length === b.fields.length &&
      a.fields.every((f, i) => f.name === b.fields[i]!.name && identical(f.type, b.fields[i]!.type))
    );
  }
  return identical(a, b);
}
