// Kinds holds what the encoder and decoder share: whether a type implements one of the interfaces
// encoding/json consults (json.Marshaler, json.Unmarshaler, encoding.TextMarshaler/TextUnmarshaler),
// pointer types made once per type, json.Number, and the Go callback that builds the package's errors.
import type { GoValue } from "../../../../eval/values";
import type { Iface } from "../../../../eval/values";
import { newPointer, under, ifaceMethods, type Type, type Pointer, type Interface } from "../../../../check/types";
import { implementsAt } from "../../../../eval/methods";
import { shimTypeLazy } from "../../helpers";

/** ErrKind selects the error value newError (Go, json.ts) builds. */
export enum ErrKind {
  Marshaler = 1,
  UnsupportedType = 2,
  UnsupportedValue = 3,
  Syntax = 4,
  UnmarshalType = 5,
  InvalidUnmarshal = 6,
  Plain = 7,
}

/** MakeError is the package's newError(kind, type, msg, offset, struct, field, cause) error, called from JS. */
export type MakeError = (
  kind: ErrKind,
  typ: string,
  msg: string,
  offset: number,
  strct: string,
  field: string,
  cause: Iface | null,
) => Iface;

const ifaces = {
  Marshaler: shimTypeLazy("encoding/json", "Marshaler"),
  Unmarshaler: shimTypeLazy("encoding/json", "Unmarshaler"),
  TextMarshaler: shimTypeLazy("encoding", "TextMarshaler"),
  TextUnmarshaler: shimTypeLazy("encoding", "TextUnmarshaler"),
};
const numberType = shimTypeLazy("encoding/json", "Number");

/** implementsJSON reports whether t's method set implements the named interface. */
export function implementsJSON(t: Type, which: keyof typeof ifaces): boolean {
  const u = under(t);
  if (u.k === "interface") {
    // An interface type implements it when it declares the method (its dynamic value must too).
    return ifaceMethods(u as Interface).some((m) => m.name === methodName[which]) && implementsAt(t, ifaces[which]());
  }
  return implementsAt(t, ifaces[which]());
}
const methodName = {
  Marshaler: "MarshalJSON",
  Unmarshaler: "UnmarshalJSON",
  TextMarshaler: "MarshalText",
  TextUnmarshaler: "UnmarshalText",
};

const ptrs = new WeakMap<Type, Pointer>();

/** ptrTo gives the pointer type *t (one object per t, so run-time method caches hold). */
export function ptrTo(t: Type): Pointer {
  let p = ptrs.get(t);
  if (!p) ptrs.set(t, (p = newPointer(t)));
  return p;
}

/** isNumberType reports whether t is json.Number. */
export function isNumberType(t: Type): boolean {
  return t.k === "named" && t.name === "Number" && t.pkg === "encoding/json" && t === numberType();
}

/** GoCell is a pointer-like cell (Box, FieldRef, ElemRef): a location holding a non-struct value. */
export type GoCell = { v: GoValue };
