/**
 * The size stamp: a number kept on an object itself, hidden from everything that reads objects
 * as JSON values (JSON, for…in, Object.keys, spreads, deep copies, structured clones), for the
 * encoded sizes of stored versions and kept managedFields nodes (size.ts).
 *
 * It is a private class field put on a plain object: a base class whose constructor returns the
 * object it is given lets a subclass's field land on that object. V8 adds a private field with an
 * ordinary (cached) shape transition, where Object.defineProperty of a hidden symbol-keyed member
 * goes through the runtime: measured 5–10 times slower, at every stored version.
 */

/** Adopt's constructor returns the object it is given: a subclass's fields are put on it. */
class Adopt {
  constructor(o: object) {
    return o;
  }
}

/** SizeStamp puts `#size` on an object (new SizeStamp(o, n) returns o, stamped). */
class SizeStamp extends Adopt {
  #size: number;
  private constructor(o: object, size: number) {
    super(o);
    this.#size = size;
  }

  /** stamp records size on o; o must not be stamped yet. */
  static stamp(o: object, size: number): void {
    new SizeStamp(o, size);
  }

  /** of is o's stamp, if it has one. */
  static of(o: object): number | undefined {
    return #size in o ? (o as SizeStamp).#size : undefined;
  }
}

/** stampSize records size on o (o must not be stamped yet: a stamp is for good). */
export const stampSize: (o: object, size: number) => void = SizeStamp.stamp;

/** stampOf is the size stamped on o, or undefined. */
export const stampOf: (o: object) => number | undefined = SizeStamp.of;
