// LazyMap is a Go map with plain keys (no canonical key function) whose entries are Go values
// converted, one by one, from a frozen JSON object (origin), converted only when something first
// asks for them: its `m` is built on the first read. Indexing, assignment, delete, len, range,
// clear, maps and reflect all go through `m`, so they see real entries, and a change lands in it as
// in any map. Until then the holder can tell that nothing looked at the map (untouched), and a deep
// copy of an untouched one may stay lazy (the origin cannot change). Maps of API objects use it
// (labels, annotations, selectors): a Get converted every one of them, and most reconcilers read
// few or none.
import { GoMap, type GoValue } from "./values";

/** UNBUILT marks entries not built yet (never handed out: `m` builds before returning). */
const UNBUILT = new Map<GoValue, GoValue>();

/** LazyMap: see the top of this file. */
export class LazyMap extends GoMap {
  declare private store: Map<GoValue, GoValue>;
  constructor(
    readonly origin: Readonly<Record<string, unknown>>,
    private readonly key: (k: string) => GoValue,
    private readonly value: (v: unknown) => GoValue,
  ) {
    super(null, UNBUILT);
  }

  /** untouched reports whether the entries were never asked for (not built). */
  get untouched(): boolean {
    return this.store === UNBUILT;
  }

  /** build converts the origin's entries, in its key order (as an eager conversion would). */
  build(): Map<GoValue, GoValue> {
    const o = this.origin;
    const m = new Map<GoValue, GoValue>();
    for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) m.set(this.key(k), this.value(o[k]));
    return m;
  }

  /** copyUntouched returns another lazy map of the same origin: a deep copy of an untouched one
   * (each converts its own fresh values when first read). */
  copyUntouched(): LazyMap {
    return new LazyMap(this.origin, this.key, this.value);
  }
}

// `m` is an accessor on the prototype (GoMap's constructor assigns it, reaching the setter).
type Lazy = { store: Map<GoValue, GoValue>; build(): Map<GoValue, GoValue> };
Object.defineProperty(LazyMap.prototype, "m", {
  get(this: Lazy): Map<GoValue, GoValue> {
    let m = this.store;
    if (m === UNBUILT) {
      m = this.build();
      this.store = m;
    }
    return m;
  },
  set(this: Lazy, v: Map<GoValue, GoValue>) {
    this.store = v;
  },
});
