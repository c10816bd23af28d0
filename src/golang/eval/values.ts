// Values are the run-time representations of Go values. Numbers, strings (byte strings) and bools are
// JS primitives; a struct is a JS object (and a pointer to a struct is that same object); other pointers
// are cells with a `v` property; slices, maps and interface values are the classes below; nil is null.
import type { Type } from "../check/types";

/** Box is a variable cell: a pointer to a non-struct variable, or a captured variable. */
export class Box {
  constructor(public v: any) {}
}
/** FieldRef is a pointer to a non-struct field of a struct object. */
export class FieldRef {
  constructor(readonly o: any, readonly k: string) {}
  get v(): any { return this.o[this.k]; }
  set v(x: any) { this.o[this.k] = x; }
}
/** ElemRef is a pointer to a non-struct element of an array (or slice backing array). */
export class ElemRef {
  constructor(readonly a: any[], readonly i: number) {}
  get v(): any { return this.a[this.i]; }
  set v(x: any) { this.a[this.i] = x; }
}
/** GlobalRef is a pointer to a package-level variable slot. */
export class GlobalRef {
  constructor(readonly g: any[], readonly i: number) {}
  get v(): any { return this.g[this.i]; }
  set v(x: any) { this.g[this.i] = x; }
}
/** Ptr is any non-struct pointer. */
export type Ptr = { v: any };

/** Slice is a view of a backing array: a[off : off+len], with capacity cap. nil is null. */
export class Slice {
  constructor(public a: any[], public off: number, public len: number, public cap: number) {}
}

/** GoMap is a Go map; composite keys are stored under a canonical string (`kf`), with the Go key kept in `keys`. */
export class GoMap {
  readonly m = new Map<any, any>();
  readonly keys: Map<any, any> | null;
  constructor(readonly kf: ((k: any) => any) | null) {
    this.keys = kf ? new Map() : null;
  }
  get(k: any): any { return this.m.get(this.kf ? this.kf(k) : k); }
  has(k: any): boolean { return this.m.has(this.kf ? this.kf(k) : k); }
  set(k: any, v: any): void {
    if (this.kf) { const j = this.kf(k); this.m.set(j, v); this.keys!.set(j, k); }
    else this.m.set(k, v);
  }
  delete(k: any): void {
    if (this.kf) { const j = this.kf(k); this.m.delete(j); this.keys!.delete(j); }
    else this.m.delete(k);
  }
  get size(): number { return this.m.size; }
  /** entries lists [goKey, value] pairs in insertion order. */
  entries(): [any, any][] {
    const out: [any, any][] = [];
    if (this.kf) for (const [j, v] of this.m) out.push([this.keys!.get(j), v]);
    else for (const e of this.m) out.push(e);
    return out;
  }
}

/** Iface is a non-nil interface value: its dynamic type and value. A nil interface is null. */
export class Iface {
  constructor(readonly t: Type, readonly v: any) {}
}

/** GoFunc is a Go function value: a JS function taking Go values and returning undefined, a value, or an array of results. */
export type GoFunc = (...args: any[]) => any;
