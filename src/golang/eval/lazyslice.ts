// LazySlice is a Slice whose backing array is built only when something first reads its `a`:
// indexing, ranging, slicing, append, copy, conversions, fmt and reflect all go through `a`, so they
// see a real array, and a write to an element lands in it as in any slice. Until then the holder can
// tell that nothing looked at the elements (untouched). LazyBytes (FieldsV1.Raw) and LazyItems
// (ObjectMeta.ManagedFields) are the two kinds: each says how to build its array.
import { Slice, type GoValue } from "./values";

/** UNBUILT marks a backing array not built yet (never handed out: `a` builds before returning). */
const UNBUILT: GoValue[] = [];

/** LazySlice: see the top of this file. off = 0; len = cap = the constructor's length. */
export abstract class LazySlice extends Slice {
  declare private store: GoValue[];
  protected constructor(len: number) {
    super(UNBUILT, 0, len, len);
  }

  /** build makes the backing array; called once, on the first read of `a`. */
  protected abstract build(): GoValue[];

  /** untouched reports whether the elements were never asked for (the array is not built). */
  get untouched(): boolean {
    return this.store === UNBUILT;
  }
}

// `a` is an accessor on the prototype (Slice's constructor assigns it, reaching the setter): the
// class syntax cannot override a base property with an accessor.
type Lazy = { store: GoValue[]; build(): GoValue[] };
Object.defineProperty(LazySlice.prototype, "a", {
  get(this: Lazy): GoValue[] {
    let a = this.store;
    if (a === UNBUILT) {
      a = this.build();
      this.store = a;
    }
    return a;
  },
  set(this: Lazy, v: GoValue[]) {
    this.store = v;
  },
});
