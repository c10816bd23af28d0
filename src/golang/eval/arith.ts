// Arith implements Go's integer and float arithmetic on JS numbers, with wrap-around per integer width.
// 64-bit integers are JS numbers while they stay within ±2^53; beyond that the exact result is computed
// with BigInt and wrapped to 64 bits (values above 2^53 lose precision: a known limit).
import type { GoValue } from "./values";
import type { BasicKind } from "../check/types";

const MAXS = Number.MAX_SAFE_INTEGER;

// 64-bit integers are JS numbers while |v| <= 2^53-1 and bigints beyond: the representation of a value is
// unique (norm), so === and Map keys still work, and the fast path never touches BigInt.

/** norm returns a 64-bit value in its canonical representation. */
export function norm(b: bigint): number | bigint {
  return b >= -9007199254740991n && b <= 9007199254740991n ? Number(b) : b;
}
function big64(b: bigint): number | bigint {
  return norm(BigInt.asIntN(64, b));
}
function bigU64(b: bigint): number | bigint {
  return norm(BigInt.asUintN(64, b));
}
function toBig(x: number | bigint): bigint {
  return typeof x === "bigint" ? x : BigInt(Math.trunc(x));
}

/** wrapTo converts a number (or bigint) to integer kind k (truncating floats, wrapping overflow). */
export function wrapTo(k: BasicKind, x: number | bigint): GoValue {
  if (typeof x === "bigint") {
    switch (k) {
      case "int":
      case "int64":
        return big64(x);
      case "uint":
      case "uint64":
      case "uintptr":
        return bigU64(x);
      case "float32":
        return Math.fround(Number(x));
      case "float64":
        return Number(x);
      default:
        return wrapTo(k, Number(BigInt.asIntN(32, x)));
    }
  }
  switch (k) {
    case "int8":
      return (x << 24) >> 24;
    case "int16":
      return (x << 16) >> 16;
    case "int32":
      return x | 0;
    case "uint8":
      return x & 0xff;
    case "uint16":
      return x & 0xffff;
    case "uint32":
      return x >>> 0;
    case "int":
    case "int64":
      if (x >= -MAXS && x <= MAXS) return Math.trunc(x);
      return Number.isFinite(x) ? big64(toBig(x)) : -9223372036854775808n;
    case "uint":
    case "uint64":
    case "uintptr":
      if (x >= 0 && x <= MAXS) return Math.trunc(x);
      return Number.isFinite(x) ? bigU64(toBig(x)) : 9223372036854775808n;
    case "float32":
      return Math.fround(x);
    default:
      return x;
  }
}

/** convertInt converts an integer value (possibly of another width) to kind k. */
export function convertInt(k: BasicKind, x: number | bigint): GoValue {
  if (typeof x === "number" && x >= -2147483648 && x <= 4294967295) {
    switch (k) {
      case "int8":
        return (x << 24) >> 24;
      case "int16":
        return (x << 16) >> 16;
      case "int32":
        return x | 0;
      case "uint8":
        return x & 0xff;
      case "uint16":
        return x & 0xffff;
      case "uint32":
        return x >>> 0;
    }
  }
  return wrapTo(k, x);
}

type Bin = (a: GoValue, b: GoValue) => GoValue;

function wide(
  fast: (a: number, b: number) => number,
  slow: (a: bigint, b: bigint) => bigint,
  wrap: (b: bigint) => number | bigint,
  lo: number,
): Bin {
  return (a, b) => {
    if (typeof a === "number" && typeof b === "number") {
      const r = fast(a, b);
      if (r >= lo && r <= MAXS) return r;
    }
    return wrap(slow(toBig(a), toBig(b)));
  };
}

function i64(op: string): Bin {
  const W = big64,
    L = -MAXS;
  switch (op) {
    case "+":
      return wide(
        (a, b) => a + b,
        (a, b) => a + b,
        W,
        L,
      );
    case "-":
      return wide(
        (a, b) => a - b,
        (a, b) => a - b,
        W,
        L,
      );
    case "*":
      return wide(
        (a, b) => a * b,
        (a, b) => a * b,
        W,
        L,
      );
    case "/":
      return wide(
        (a, b) => Math.trunc(a / b),
        (a, b) => a / b,
        W,
        L,
      );
    case "%":
      return wide(
        (a, b) => a % b,
        (a, b) => a % b,
        W,
        L,
      );
    case "&":
      return wide(
        (a, b) => ((a | 0) === a && (b | 0) === b ? a & b : NaN),
        (a, b) => a & b,
        W,
        L,
      );
    case "|":
      return wide(
        (a, b) => ((a | 0) === a && (b | 0) === b ? a | b : NaN),
        (a, b) => a | b,
        W,
        L,
      );
    case "^":
      return wide(
        (a, b) => ((a | 0) === a && (b | 0) === b ? a ^ b : NaN),
        (a, b) => a ^ b,
        W,
        L,
      );
    case "&^":
      return wide(
        (a, b) => ((a | 0) === a && (b | 0) === b ? a & ~b : NaN),
        (a, b) => a & ~b,
        W,
        L,
      );
    case "<<":
      return (a, n) => {
        n = Number(n);
        if (n >= 64) return 0;
        if (typeof a === "number") {
          const r = a * Math.pow(2, n);
          if (r >= -MAXS && r <= MAXS) return r;
        }
        return W(toBig(a) << BigInt(n));
      };
    case ">>":
      return (a, n) => {
        n = Number(n);
        if (typeof a === "number") return n >= 64 ? (a < 0 ? -1 : 0) : Math.floor(a / Math.pow(2, n));
        return W(a >> BigInt(Math.min(n, 64)));
      };
  }
  throw new Error("bad op " + op);
}

function u64(op: string): Bin {
  const W = bigU64;
  switch (op) {
    case "+":
      return wide(
        (a, b) => a + b,
        (a, b) => a + b,
        W,
        0,
      );
    case "-":
      return wide(
        (a, b) => a - b,
        (a, b) => a - b,
        W,
        0,
      );
    case "*":
      return wide(
        (a, b) => a * b,
        (a, b) => a * b,
        W,
        0,
      );
    case "/":
      return wide(
        (a, b) => Math.trunc(a / b),
        (a, b) => a / b,
        W,
        0,
      );
    case "%":
      return wide(
        (a, b) => a % b,
        (a, b) => a % b,
        W,
        0,
      );
    case "&":
      return wide(
        (a, b) => (a <= 0x7fffffff && b <= 0x7fffffff ? a & b : NaN),
        (a, b) => a & b,
        W,
        0,
      );
    case "|":
      return wide(
        (a, b) => (a <= 0x7fffffff && b <= 0x7fffffff ? a | b : NaN),
        (a, b) => a | b,
        W,
        0,
      );
    case "^":
      return wide(
        (a, b) => (a <= 0x7fffffff && b <= 0x7fffffff ? a ^ b : NaN),
        (a, b) => a ^ b,
        W,
        0,
      );
    case "&^":
      return wide(
        (a, b) => (a <= 0x7fffffff && b <= 0x7fffffff ? a & ~b : NaN),
        (a, b) => a & ~b,
        W,
        0,
      );
    case "<<":
      return (a, n) => {
        n = Number(n);
        if (n >= 64) return 0;
        if (typeof a === "number") {
          const r = a * Math.pow(2, n);
          if (r <= MAXS) return r;
        }
        return W(toBig(a) << BigInt(n));
      };
    case ">>":
      return (a, n) => {
        n = Number(n);
        if (n >= 64) return 0;
        if (typeof a === "number") return Math.floor(a / Math.pow(2, n));
        return W(a >> BigInt(n));
      };
  }
  throw new Error("bad op " + op);
}

function small(op: string, wrap: (x: number) => number, bits: number, signed: boolean): Bin {
  switch (op) {
    case "+":
      return (a, b) => wrap(a + b);
    case "-":
      return (a, b) => wrap(a - b);
    case "*":
      return bits === 32 ? (a, b) => wrap(Math.imul(a, b)) : (a, b) => wrap(a * b);
    case "/":
      return (a, b) => wrap(Math.trunc(a / b));
    case "%":
      return (a, b) => wrap(a % b);
    case "&":
      return (a, b) => wrap(a & b);
    case "|":
      return (a, b) => wrap(a | b);
    case "^":
      return (a, b) => wrap(a ^ b);
    case "&^":
      return (a, b) => wrap(a & ~b);
    case "<<":
      return (a, n) => (n >= bits ? 0 : wrap(a << n));
    case ">>":
      return signed ? (a, n) => (n >= bits ? (a < 0 ? -1 : 0) : a >> n) : (a, n) => (n >= bits ? 0 : wrap(a >>> n));
  }
  throw new Error("bad op " + op);
}

const cache = new Map<string, Bin>();

/** intOp returns the JS function for integer operator op on kind k (division by zero is checked by the caller). */
export function intOp(k: BasicKind, op: string): Bin {
  const key = k + op;
  let f = cache.get(key);
  if (f) return f;
  switch (k) {
    case "int":
    case "int64":
    case "untyped int":
    case "untyped rune":
      f = i64(op);
      break;
    case "uint":
    case "uint64":
    case "uintptr":
      f = u64(op);
      break;
    case "int32":
      f = small(op, (x) => x | 0, 32, true);
      break;
    case "uint32":
      f = small(op, (x) => x >>> 0, 32, false);
      break;
    case "int16":
      f = small(op, (x) => (x << 16) >> 16, 16, true);
      break;
    case "uint16":
      f = small(op, (x) => x & 0xffff, 16, false);
      break;
    case "int8":
      f = small(op, (x) => (x << 24) >> 24, 8, true);
      break;
    case "uint8":
      f = small(op, (x) => x & 0xff, 8, false);
      break;
    default:
      throw new Error("intOp on " + k);
  }
  cache.set(key, f);
  return f;
}

/** floatOp returns float arithmetic for float64 or float32. */
export function floatOp(k: BasicKind, op: string): Bin {
  const r = k === "float32" ? Math.fround : (x: number) => x;
  switch (op) {
    case "+":
      return (a, b) => r(a + b);
    case "-":
      return (a, b) => r(a - b);
    case "*":
      return (a, b) => r(a * b);
    case "/":
      return (a, b) => r(a / b);
  }
  throw new Error("bad float op " + op);
}

/** negate returns -x for kind k; complement returns ^x. */
export function negate(k: BasicKind): (x: GoValue) => GoValue {
  if (k === "float32" || k === "float64" || k === "untyped float") return (x) => -x;
  const sub = intOp(k, "-");
  return (x) => sub(0, x);
}
export function complement(k: BasicKind): (x: GoValue) => GoValue {
  const sub = intOp(k, "-");
  return (x) => sub(sub(0, x), 1);
}
