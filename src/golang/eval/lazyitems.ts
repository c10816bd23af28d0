// LazyItems is a slice whose elements are Go values converted, one by one, from a frozen JSON array
// (origin), converted only when something asks for them: its backing array is built the first time
// Go code (or a shim) reads the slice's `a`. Its length is the array's, known without converting.
// Indexing, ranging, slicing, append, copy, fmt and reflect all go through `a`, so they see fresh
// values of their own, and a write to an element lands in that array as in any slice. Until then the
// holder can tell that nothing looked at the elements (untouched), and a copy of the slice may stay
// lazy (the origin cannot change). metav1.ObjectMeta.ManagedFields uses it: most reconcilers never
// read managed fields, and converting them was about 40% of converting an object on every Get.
import { Slice, type GoValue } from "./values";

/** UNBUILT marks a backing array not built yet (never handed out: `a` builds before returning). */
const UNBUILT: GoValue[] = [];

/** LazyItems: see the top of this file. off = 0, len = cap = the origin's length. */
export class LazyItems extends Slice {
  declare private store: GoValue[];
  constructor(
    readonly origin: readonly unknown[],
    private readonly convert: (item: unknown) => GoValue,
  ) {
    super(UNBUILT, 0, origin.length, origin.length);
  }

  /** untouched reports whether the elements were never asked for (none converted yet). */
  get untouched(): boolean {
    return this.store === UNBUILT;
  }

  /** copyUntouched returns another lazy slice of the same origin: a deep copy of an untouched one
   * (each converts its own fresh elements when first read). */
  copyUntouched(): LazyItems {
    return new LazyItems(this.origin, this.convert);
  }
}

// `a` is an accessor on the prototype (Slice's constructor assigns it, reaching the setter): the
// class syntax cannot override a base property with an accessor.
type Lazy = { store: GoValue[]; origin: readonly unknown[]; convert: (item: unknown) => GoValue };
Object.defineProperty(LazyItems.prototype, "a", {
  get(this: Lazy): GoValue[] {
    let a = this.store;
    if (a === UNBUILT) {
      const o = this.origin;
      a = new Array<GoValue>(o.length);
      for (let i = 0; i < o.length; i++) a[i] = this.convert(o[i]);
      this.store = a;
    }
    return a;
  },
  set(this: Lazy, v: GoValue[]) {
    this.store = v;
  },
});
