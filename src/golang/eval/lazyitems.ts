// LazyItems is a slice whose elements are Go values converted, one by one, from a frozen JSON array
// (origin), converted only when something asks for them (a LazySlice: the array is built on the
// first read of `a`). Its length is the array's, known without converting. A copy of an untouched
// one may stay lazy (the origin cannot change). metav1.ObjectMeta.ManagedFields uses it: most
// reconcilers never read managed fields, and converting them was about 40% of converting an object
// on every Get.
import { LazySlice } from "./lazyslice";
import type { GoValue } from "./values";

/** LazyItems: see the top of this file. */
export class LazyItems extends LazySlice {
  constructor(
    readonly origin: readonly unknown[],
    private readonly convert: (item: unknown) => GoValue,
  ) {
    super(origin.length);
  }

  protected build(): GoValue[] {
    const o = this.origin;
    const a = new Array<GoValue>(o.length);
    for (let i = 0; i < o.length; i++) a[i] = this.convert(o[i]);
    return a;
  }

  /** copyUntouched returns another lazy slice of the same origin: a deep copy of an untouched one
   * (each converts its own fresh elements when first read). */
  copyUntouched(): LazyItems {
    return new LazyItems(this.origin, this.convert);
  }
}
