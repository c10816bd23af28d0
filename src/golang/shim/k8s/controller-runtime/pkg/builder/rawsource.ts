// A source given to WatchesRawSource, read back: source.Kind and source.TypedKind record their object,
// handler and predicates, which the builder hands to the engine like a Watches. Any other source (one a
// project wrote with its own Start) is not supported: the lab starts no goroutine to run it.
import { type Iface, type Slice, methodFor } from "../../../../native";
import { typeName } from "./dispatch";

/** RawSourceParts are a source.Kind's object, handler and predicates. */
export interface RawSourceParts {
  object: Iface | null;
  handler: Iface | null;
  predicates: Slice | null;
}

/** rawSourceParts reads a source.Kind back, or throws the message Complete returns as its error. */
export function rawSourceParts(src: Iface | null): RawSourceParts {
  if (src === null) throw new Error("WatchesRawSource needs a non-nil source");
  const parts = methodFor(src.t, "labParts");
  if (!parts)
    throw new Error(
      `the lab runs only source.Kind sources in WatchesRawSource (got ${typeName(src) || "a source of its own"}): it starts no goroutine for a source's Start`,
    );
  const [object, handler, predicates, hasCache] = parts(src.v) as [Iface | null, Iface | null, Slice | null, boolean];
  // controller-runtime's Kind.Start fails without a cache (pkg/internal/source/kind.go).
  if (!hasCache) throw new Error("must create Kind with a non-nil cache");
  return { object, handler, predicates };
}
