import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { KubeObject } from "../api/object";
import { sortObjects } from "./objectorder";

/** keyedOrder is the order the report always had: one "kind\0namespace\0name" key per object. */
function keyedOrder(list: readonly KubeObject[]): KubeObject[] {
  const key = (o: KubeObject) => `${o.kind}\u0000${o.metadata.namespace ?? ""}\u0000${o.metadata.name ?? ""}`;
  return list
    .map((obj) => ({ key: key(obj), obj }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((x) => x.obj);
}

// Short strings over characters that sort around the separators ("\0", "-", "/", ".") and
// prefixes of one another ("App", "AppSet"), so ties and near-ties are common.
const part = fc.string({ unit: fc.constantFrom("A", "p", "-", "/", ".", "0", "\u00e9", "\u{1F600}"), maxLength: 4 });
const withNul = fc.string({ unit: fc.constantFrom("A", "\0", "-", ""), maxLength: 3 });
const object = (s: fc.Arbitrary<string>) =>
  fc.record({
    kind: s,
    namespace: fc.option(s, { nil: undefined }),
    name: fc.option(s, { nil: undefined }),
    n: fc.nat(),
  });
const toObject = (r: { kind: string; namespace?: string; name?: string; n: number }): KubeObject =>
  ({
    apiVersion: "v1",
    kind: r.kind,
    metadata: {
      ...(r.namespace !== undefined ? { namespace: r.namespace } : {}),
      ...(r.name !== undefined ? { name: r.name } : {}),
      uid: String(r.n),
    },
  }) as KubeObject;

describe("sortObjects", () => {
  it("orders as the 'kind\\0namespace\\0name' keys do, ties kept in place", () => {
    fc.assert(
      fc.property(fc.array(object(part).map(toObject), { maxLength: 40 }), (list) => {
        const want = keyedOrder(list);
        expect(sortObjects([...list])).toEqual(want);
        // the same objects, not copies
        sortObjects([...list]).forEach((o, i) => expect(o).toBe(want[i]));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps that order when a kind, namespace or name holds a "\\0"', () => {
    fc.assert(
      fc.property(fc.array(object(withNul).map(toObject), { maxLength: 30 }), (list) => {
        expect(sortObjects([...list])).toEqual(keyedOrder(list));
      }),
      { numRuns: 300 },
    );
    const a = toObject({ kind: "A", name: "x", n: 1 });
    const b = toObject({ kind: "A\0B", name: "", n: 2 });
    // keys "A\0\0x", "A\0B\0\0" and "A\0\0\0\0": part by part a (no namespace) would come before
    // c (namespace "\0"); by key c comes first
    const c = toObject({ kind: "A", namespace: "\0", name: "", n: 3 });
    expect(sortObjects([b, c, a])).toEqual(keyedOrder([b, c, a]));
  });
});
