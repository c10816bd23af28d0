// Universe is the outermost scope: predeclared types, constants, nil and the builtin functions.
import { Scope, type GoObject } from "./scope";
import { T, errorType, anyType, comparableType, type Type } from "./types";
import { cBool } from "./constant";

export const BUILTINS = [
  "append",
  "cap",
  "clear",
  "close",
  "complex",
  "copy",
  "delete",
  "imag",
  "len",
  "make",
  "max",
  "min",
  "new",
  "panic",
  "print",
  "println",
  "real",
  "recover",
] as const;

function typeObj(name: string, type: Type): GoObject {
  return { kind: "type", name, type, pkg: "" };
}

/** universe is shared by every package. */
export const universe = new Scope(null, "universe");
for (const [name, t] of Object.entries({
  bool: T.bool,
  string: T.string,
  int: T.int,
  int8: T.int8,
  int16: T.int16,
  int32: T.int32,
  int64: T.int64,
  uint: T.uint,
  uint8: T.uint8,
  uint16: T.uint16,
  uint32: T.uint32,
  uint64: T.uint64,
  uintptr: T.uintptr,
  float32: T.float32,
  float64: T.float64,
  complex64: T.complex64,
  complex128: T.complex128,
  byte: T.uint8,
  rune: T.int32,
}))
  universe.insert(typeObj(name, t));
universe.insert(typeObj("error", errorType));
universe.insert(typeObj("any", anyType));
universe.insert(typeObj("comparable", comparableType));
errorType.obj = universe.lookup("error")!;
universe.insert({ kind: "const", name: "true", type: T.untypedBool, pkg: "", cv: cBool(true) });
universe.insert({ kind: "const", name: "false", type: T.untypedBool, pkg: "", cv: cBool(false) });
universe.insert({ kind: "const", name: "iota", type: T.untypedInt, pkg: "" });
universe.insert({ kind: "nil", name: "nil", type: T.untypedNil, pkg: "" });
for (const b of BUILTINS) universe.insert({ kind: "builtin", name: b, type: T.invalid, pkg: "" });
