// LazyBytes is a []byte made from a value (origin) and the function that encodes it as a Go byte
// string, encoded only when something asks for the slice's length or bytes: its backing array is
// built the first time Go code (or a shim) reads the slice's `a`. Indexing, ranging, slicing,
// append, copy, conversion to a string, fmt and reflect all go through `a` (and len, cap), so they
// see real bytes, and a write to an element lands in that array as in any slice. Until then the
// holder can tell that Go code never looked at the bytes (untouched) and still has the value they
// were made from. metav1.FieldsV1.Raw uses it: most reconcilers never read managedFields' bytes.
import { Slice, type GoValue } from "./values";

/** UNBUILT marks a backing array not built yet (never handed out: `a` builds before returning). */
const UNBUILT: GoValue[] = [];

/** LazyBytes: see the top of this file. off = 0, len = cap = the text's length in bytes. */
export class LazyBytes extends Slice {
  declare private store: GoValue[];
  private encoded: string | undefined = undefined;
  constructor(
    readonly origin: unknown,
    private readonly encode: (origin: unknown) => string,
  ) {
    super(UNBUILT, 0, 0, 0);
  }

  /** text is the bytes as a Go byte string (encoded on first use). */
  get text(): string {
    return (this.encoded ??= this.encode(this.origin));
  }

  /** untouched reports whether the bytes were never read, so they are still exactly `text`. */
  get untouched(): boolean {
    return this.store === UNBUILT;
  }

  /** copy returns a new slice with the same bytes (lazy too while this one is untouched). */
  copy(): Slice {
    if (this.untouched) return new LazyBytes(this.origin, this.encode);
    return new Slice(this.a.slice(0, this.len), 0, this.len, this.len);
  }
}

// `a`, `len` and `cap` are accessors on the prototype (Slice's constructor assigns them, reaching
// the setters; len and cap follow the text): the class syntax cannot override a base property
// with an accessor.
type Lazy = { store: GoValue[]; text: string };
Object.defineProperties(LazyBytes.prototype, {
  a: {
    get(this: Lazy): GoValue[] {
      let a = this.store;
      if (a === UNBUILT) {
        const s = this.text;
        a = new Array<number>(s.length);
        for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i);
        this.store = a;
      }
      return a;
    },
    set(this: Lazy, v: GoValue[]) {
      this.store = v;
    },
  },
  len: { get: textLength, set: fixed },
  cap: { get: textLength, set: fixed },
});

function textLength(this: Lazy): number {
  return this.text.length;
}
/** fixed ignores the constructor's len and cap: slice headers are never changed in place. */
function fixed(): void {}
