// Values are the run-time representations of Go values. Numbers, strings (byte strings) and bools are
// JS primitives; a struct is a JS object (and a pointer to a struct is that same object); other pointers
// are cells with a `v` property; slices, maps and interface values are the classes below; nil is null.
import type { Type } from "../check/types";

/** GoValue is the JS representation of a Go value (the model above). Which representation a value has is
 * decided by its static Go type, known to the checker and the compiled closures but not to TypeScript:
 * the same slot holds a number, a string, a struct object, a Slice or null depending on the Go program.
 * `unknown` would force a cast at every one of the compiler's few hundred value sites without adding
 * safety (the casts would restate the Go type the closure was compiled for), so it is `any`, in one
 * place, named; TypeScript types are used wherever the representation is fixed (Slice, GoMap, Iface,
 * Box, Frame). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value model above: representation chosen by the Go type
export type GoValue = any;

/** Box is a variable cell: a pointer to a non-struct variable, or a captured variable. */
export class Box {
  constructor(public v: GoValue) {}
}
/** FieldRef is a pointer to a non-struct field of a struct object. */
export class FieldRef {
  constructor(
    readonly o: GoValue,
    readonly k: string,
  ) {}
  get v(): GoValue {
    return this.o[this.k];
  }
  set v(x: GoValue) {
    this.o[this.k] = x;
  }
}
/** ElemRef is a pointer to a non-struct element of an array (or slice backing array). */
export class ElemRef {
  constructor(
    readonly a: GoValue[],
    readonly i: number,
  ) {}
  get v(): GoValue {
    return this.a[this.i];
  }
  set v(x: GoValue) {
    this.a[this.i] = x;
  }
}
/** GlobalRef is a pointer to a package-level variable slot. */
export class GlobalRef {
  constructor(
    readonly g: GoValue[],
    readonly i: number,
  ) {}
  get v(): GoValue {
    return this.g[this.i];
  }
  set v(x: GoValue) {
    this.g[this.i] = x;
  }
}
/** Ptr is any non-struct pointer. */
export type Ptr = { v: GoValue };

/** Slice is a view of a backing array: a[off : off+len], with capacity cap. nil is null. The members
 * are assigned, not defined as class fields, so that a subclass may keep `a` behind an accessor
 * (LazyBytes, eval/lazybytes.ts); a plain Slice gets the same four own properties in this order. */
export class Slice {
  declare a: GoValue[];
  declare off: number;
  declare len: number;
  declare cap: number;
  constructor(a: GoValue[], off: number, len: number, cap: number) {
    this.a = a;
    this.off = off;
    this.len = len;
    this.cap = cap;
  }
}

/** GoMap is a Go map; composite keys are stored under a canonical string (`kf`), with the Go key kept in `keys`.
 * `m` is assigned, not defined as a class field, so that a subclass may keep it behind an accessor
 * (LazyMap, eval/lazymap.ts), which then receives the constructor's `m` through its setter. */
export class GoMap {
  declare readonly m: Map<GoValue, GoValue>;
  readonly keys: Map<GoValue, GoValue> | null;
  constructor(
    readonly kf: ((k: GoValue) => GoValue) | null,
    m?: Map<GoValue, GoValue>,
  ) {
    (this as { m: Map<GoValue, GoValue> }).m = m ?? new Map();
    this.keys = kf ? new Map() : null;
  }
  get(k: GoValue): GoValue {
    return this.m.get(this.kf ? this.kf(k) : k);
  }
  has(k: GoValue): boolean {
    return this.m.has(this.kf ? this.kf(k) : k);
  }
  set(k: GoValue, v: GoValue): void {
    if (this.kf) {
      const j = this.kf(k);
      this.m.set(j, v);
      this.keys!.set(j, k);
    } else this.m.set(k, v);
  }
  delete(k: GoValue): void {
    if (this.kf) {
      const j = this.kf(k);
      this.m.delete(j);
      this.keys!.delete(j);
    } else this.m.delete(k);
  }
  get size(): number {
    return this.m.size;
  }
  /** entries lists [goKey, value] pairs in insertion order. */
  entries(): [GoValue, GoValue][] {
    const out: [GoValue, GoValue][] = [];
    if (this.kf) for (const [j, v] of this.m) out.push([this.keys!.get(j), v]);
    else for (const e of this.m) out.push(e);
    return out;
  }
}

/** Iface is a non-nil interface value: its dynamic type and value. A nil interface is null. */
export class Iface {
  constructor(
    readonly t: Type,
    readonly v: GoValue,
  ) {}
}

/** GoFunc is a Go function value: a JS function taking Go values and returning undefined, a value, or an array of results. */
export type GoFunc = (...args: GoValue[]) => GoValue;
