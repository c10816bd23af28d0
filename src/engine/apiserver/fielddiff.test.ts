import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepEqualLeaf, diffObjects, fieldMapOf, ITEM } from "./fieldpath";

/**
 * The reference diff: every owned path of each top-level field listed on both sides (fieldMapOf
 * of that field alone) and the two maps compared, top-level fields in old's order then new ones.
 * diffObjects must give the same changed paths in the same order and the same removed set.
 */
function referenceDiff(a: Record<string, unknown>, b: Record<string, unknown>) {
  const changed: string[] = [];
  const removed = new Set<string>();
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (k === "apiVersion" || k === "kind") continue;
    const am = fieldMapOf({ [k]: a[k] });
    const bm = fieldMapOf({ [k]: b[k] });
    for (const [p, v] of bm) if (!am.has(p) || (v !== ITEM && !deepEqualLeaf(v, am.get(p)))) changed.push(p);
    for (const p of am.keys()) if (!bm.has(p)) removed.add(p);
  }
  return { changed, removed };
}

const scalar = fc.oneof(fc.string({ maxLength: 2 }), fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.constant(null));
const leafy = fc.oneof(
  scalar,
  fc.constant({}),
  fc.constant([]),
  fc.dictionary(fc.constantFrom("r", "s"), scalar, { maxKeys: 2 }),
);
// Containers are keyed by name; one without a name makes the list atomic; names may repeat.
const container = fc.record(
  {
    name: fc.constantFrom("a", "b"),
    image: scalar,
    env: fc.array(fc.record({ name: fc.constantFrom("x", "y"), value: scalar }), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);
const spec = fc.record(
  {
    replicas: scalar,
    args: fc.array(scalar, { maxLength: 3 }),
    containers: fc.array(container, { maxLength: 3 }),
    nested: fc.dictionary(fc.constantFrom("p", "q"), leafy, { maxKeys: 2 }),
    empty: leafy,
  },
  { requiredKeys: [] },
);
const meta = fc.record(
  {
    name: fc.constantFrom("x", "y"),
    resourceVersion: fc.constantFrom("1", "2"),
    labels: fc.dictionary(fc.constantFrom("k1", "k2"), fc.oneof(fc.string({ maxLength: 2 }), fc.constant(null))),
    finalizers: fc.array(fc.oneof(fc.constantFrom("f/a", "f/b"), fc.constant({ o: 1 })), { maxLength: 3 }),
    ownerReferences: fc.array(fc.record({ uid: fc.constantFrom("u1", "u2"), name: scalar }, { requiredKeys: [] }), {
      maxLength: 2,
    }),
  },
  { requiredKeys: [] },
);
const obj = fc.record(
  {
    apiVersion: fc.constantFrom("v1", "v2"),
    metadata: fc.oneof(meta, meta, fc.constant(null), fc.constant("odd")),
    spec: fc.oneof(spec, spec, leafy),
    status: fc.oneof(
      fc.record({
        phase: scalar,
        conditions: fc.array(fc.record({ type: fc.constantFrom("A", "B"), status: scalar })),
      }),
      leafy,
    ),
  },
  { requiredKeys: [] },
);

/** mix builds a new version from two: each field (two levels down) taken from either, shared by reference. */
function mix(a: unknown, b: unknown, picks: boolean[], depth = 0): unknown {
  const pick = () => picks[(depth * 7 + picks.length) % Math.max(1, picks.length)] ?? true;
  if (depth >= 2 || typeof a !== "object" || typeof b !== "object" || !a || !b || Array.isArray(a) || Array.isArray(b))
    return pick() ? a : b;
  const out: Record<string, unknown> = {};
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let i = 0;
  for (const k of new Set([...Object.keys(bo), ...Object.keys(ao)])) {
    const p = picks[i++ % Math.max(1, picks.length)];
    if (p === undefined) continue;
    out[k] = k in ao && k in bo ? mix(ao[k], bo[k], picks.slice(i), depth + 1) : p ? ao[k] : bo[k];
  }
  return out;
}

describe("diffObjects", () => {
  it("lists what listing every path of both versions lists (changed in order, removed as a set)", () => {
    fc.assert(
      fc.property(obj, obj, fc.array(fc.boolean(), { maxLength: 12 }), (a, other, picks) => {
        const b = mix(a, other, picks) as Record<string, unknown>;
        for (const [x, y] of [
          [a, b],
          [b, a],
          [a, other],
        ] as const) {
          const got = diffObjects(x as Record<string, unknown>, y as Record<string, unknown>);
          const want = referenceDiff(x as Record<string, unknown>, y as Record<string, unknown>);
          expect([...got.changed]).toEqual(want.changed);
          expect(got.removed).toEqual(want.removed);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
