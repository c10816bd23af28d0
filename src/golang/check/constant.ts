// Constant knows Go's exact constant arithmetic: integers as bigints, floats as numbers.
import { T, intRange, isInteger, isFloat, isString, isBoolean, under, type Type } from "./types";

export type ConstValue =
  { k: "int"; v: bigint } | { k: "float"; v: number } | { k: "string"; v: string } | { k: "bool"; v: boolean };

export const cInt = (v: bigint): ConstValue => ({ k: "int", v });
export const cFloat = (v: number): ConstValue => ({ k: "float", v });
export const cString = (v: string): ConstValue => ({ k: "string", v });
export const cBool = (v: boolean): ConstValue => ({ k: "bool", v });

/** toFloat reads a numeric constant as a float. */
export function toFloat(c: ConstValue): number {
  return c.k === "int" ? Number(c.v) : c.k === "float" ? c.v : NaN;
}

/** constString renders a constant as Go's error messages do. */
export function constString(c: ConstValue): string {
  switch (c.k) {
    case "int":
      return c.v.toString();
    case "float":
      return Number.isInteger(c.v) && Math.abs(c.v) < 1e21 ? String(c.v) : String(c.v);
    case "string":
      return JSON.stringify(c.v);
    case "bool":
      return String(c.v);
  }
}

/** representable converts c to type t if it fits, else returns an error word ("overflows", "truncated"). */
export function represent(c: ConstValue, t: Type): { value: ConstValue } | { error: string } {
  const u = under(t);
  if (u.k !== "basic") return { value: c };
  if (isInteger(u)) {
    let v: bigint;
    if (c.k === "int") v = c.v;
    else if (c.k === "float") {
      if (!Number.isInteger(c.v)) return { error: "truncated" };
      v = BigInt(c.v);
    } else return { error: "mismatch" };
    const r = intRange(u.kind);
    if (r && (v < r[0] || v > r[1])) return { error: "overflows" };
    return { value: cInt(v) };
  }
  if (isFloat(u)) {
    if (c.k === "int") return { value: cFloat(Number(c.v)) };
    if (c.k === "float") return { value: cFloat(u.kind === "float32" ? Math.fround(c.v) : c.v) };
    return { error: "mismatch" };
  }
  if (isString(u)) return c.k === "string" ? { value: c } : { error: "mismatch" };
  if (isBoolean(u)) return c.k === "bool" ? { value: c } : { error: "mismatch" };
  return { value: c };
}

/** binaryOp folds x op y for constants; null when the operation is not defined (or divides by zero). */
export function binaryOp(op: string, x: ConstValue, y: ConstValue, integerDiv: boolean): ConstValue | "divzero" | null {
  if (x.k === "string" && y.k === "string") {
    switch (op) {
      case "+":
        return cString(x.v + y.v);
      case "==":
        return cBool(x.v === y.v);
      case "!=":
        return cBool(x.v !== y.v);
      case "<":
        return cBool(x.v < y.v);
      case "<=":
        return cBool(x.v <= y.v);
      case ">":
        return cBool(x.v > y.v);
      case ">=":
        return cBool(x.v >= y.v);
    }
    return null;
  }
  if (x.k === "bool" && y.k === "bool") {
    switch (op) {
      case "&&":
        return cBool(x.v && y.v);
      case "||":
        return cBool(x.v || y.v);
      case "==":
        return cBool(x.v === y.v);
      case "!=":
        return cBool(x.v !== y.v);
    }
    return null;
  }
  if (x.k === "int" && y.k === "int" && (integerDiv || op !== "/")) {
    const a = x.v,
      b = y.v;
    switch (op) {
      case "+":
        return cInt(a + b);
      case "-":
        return cInt(a - b);
      case "*":
        return cInt(a * b);
      case "/":
        return b === 0n ? "divzero" : cInt(a / b);
      case "%":
        return b === 0n ? "divzero" : cInt(a % b);
      case "&":
        return cInt(a & b);
      case "|":
        return cInt(a | b);
      case "^":
        return cInt(a ^ b);
      case "&^":
        return cInt(a & ~b);
      case "<<":
        return b < 0n || b > 10000n ? null : cInt(a << b);
      case ">>":
        return b < 0n ? null : cInt(a >> b);
      case "==":
        return cBool(a === b);
      case "!=":
        return cBool(a !== b);
      case "<":
        return cBool(a < b);
      case "<=":
        return cBool(a <= b);
      case ">":
        return cBool(a > b);
      case ">=":
        return cBool(a >= b);
    }
    return null;
  }
  if ((x.k === "int" || x.k === "float") && (y.k === "int" || y.k === "float")) {
    const a = toFloat(x),
      b = toFloat(y);
    switch (op) {
      case "+":
        return cFloat(a + b);
      case "-":
        return cFloat(a - b);
      case "*":
        return cFloat(a * b);
      case "/":
        return b === 0 ? "divzero" : cFloat(a / b);
      case "==":
        return cBool(a === b);
      case "!=":
        return cBool(a !== b);
      case "<":
        return cBool(a < b);
      case "<=":
        return cBool(a <= b);
      case ">":
        return cBool(a > b);
      case ">=":
        return cBool(a >= b);
    }
  }
  return null;
}

/** unaryOp folds op x for constants; `bits` bounds ^x for unsigned typed constants. */
export function unaryOp(op: string, x: ConstValue, t: Type): ConstValue | null {
  switch (op) {
    case "+":
      return x.k === "int" || x.k === "float" ? x : null;
    case "-":
      return x.k === "int" ? cInt(-x.v) : x.k === "float" ? cFloat(-x.v) : null;
    case "!":
      return x.k === "bool" ? cBool(!x.v) : null;
    case "^": {
      if (x.k !== "int") return null;
      const u = under(t);
      if (u.k === "basic") {
        const r = intRange(u.kind);
        if (r && r[0] === 0n) return cInt(r[1] ^ x.v);
      }
      return cInt(~x.v);
    }
  }
  return null;
}

/** kindOfConst gives the untyped type a constant value has by itself. */
export function untypedOf(c: ConstValue): Type {
  return c.k === "int"
    ? T.untypedInt
    : c.k === "float"
      ? T.untypedFloat
      : c.k === "string"
        ? T.untypedString
        : T.untypedBool;
}
