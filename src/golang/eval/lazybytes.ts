// LazyBytes is a []byte made from a value (origin) and the function that encodes it as a Go byte
// string, encoded only when something asks for the slice's length or bytes: its backing array is
// built the first time Go code (or a shim) reads the slice's `a`. Indexing, ranging, slicing,
// append, copy, conversion to a string, fmt and reflect all go through `a` (and len, cap), so they
// see real bytes, and a write to an element lands in that array as in any slice. Until then the
// holder can tell that Go code never looked at the bytes (untouched) and still has the value they
// were made from. metav1.FieldsV1.Raw uses it: most reconcilers never read managedFields' bytes.
import { LazySlice } from "./lazyslice";
import { Slice, type GoValue } from "./values";

/** LazyBytes: see the top of this file. off = 0, len = cap = the text's length in bytes. */
export class LazyBytes extends LazySlice {
  private encoded: string | undefined = undefined;
  constructor(
    readonly origin: unknown,
    private readonly encode: (origin: unknown) => string,
  ) {
    super(0);
  }

  /** text is the bytes as a Go byte string (encoded on first use). */
  get text(): string {
    return (this.encoded ??= this.encode(this.origin));
  }

  protected build(): GoValue[] {
    const s = this.text;
    const a = new Array<number>(s.length);
    for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i);
    return a;
  }

  /** copy returns a new slice with the same bytes (lazy too while this one is untouched). */
  copy(): Slice {
    if (this.untouched) return new LazyBytes(this.origin, this.encode);
    return new Slice(this.a.slice(0, this.len), 0, this.len, this.len);
  }
}

// len and cap follow the text (accessors on the prototype, as LazySlice's `a`): the constructor's
// length is ignored, since the text is only measured when asked for.
type Lazy = { text: string };
Object.defineProperties(LazyBytes.prototype, {
  len: { get: textLength, set: fixed },
  cap: { get: textLength, set: fixed },
});

function textLength(this: Lazy): number {
  return this.text.length;
}
/** fixed ignores the constructor's len and cap: slice headers are never changed in place. */
function fixed(): void {}
