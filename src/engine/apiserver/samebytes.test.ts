// sameBytes (the no-op check, fact 5) walks two versions in its own order, stopping at the first
// difference: it must answer exactly what comparing their canonical encodings answers, with
// managedFields timestamps ignored (IgnoreManagedFieldsTimestampsTransformer).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJSON, type KubeObject } from "../api";
import { sameBytes } from "./store";

/** reference: the canonical encodings, without managedFields[*].time, compared as text. */
const reference = (a: KubeObject, b: KubeObject) => {
  const skip = (parent: string, key: string) => parent === "managedFields" && key === "time";
  return canonicalJSON(a, skip) === canonicalJSON(b, skip);
};

/** clone copies a value, undefined members and items included. */
const clone = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(clone)
    : typeof v === "object" && v !== null
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)]))
      : v;

const scalar = fc.oneof(fc.constant(undefined), fc.constantFrom("a", "b", "", "time"), fc.integer({ min: 0, max: 2 }));
const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("v"), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom("a", "b", "time", "spec"), tie("v"), { maxKeys: 3 }),
  ),
})).v;
const entry = fc.record(
  { manager: fc.constantFrom("m", "n"), time: fc.constantFrom("t1", "t2", undefined), fieldsV1: value },
  { requiredKeys: ["manager"] },
);
const object = fc.record(
  {
    apiVersion: fc.constant("v1"),
    kind: fc.constant("K"),
    metadata: fc.record(
      { name: fc.constantFrom("x", "y"), managedFields: fc.array(entry, { maxLength: 2 }), time: scalar },
      { requiredKeys: [] },
    ),
    spec: value,
    status: value,
    time: scalar,
  },
  { requiredKeys: ["apiVersion", "kind", "metadata"] },
) as fc.Arbitrary<KubeObject>;

describe("sameBytes", () => {
  it("answers as comparing canonical encodings without managedFields times does", () => {
    // Pairs are drawn from a handful of outcomes so that equal pairs are frequent (a and a copy
    // of a with some members of another draw).
    const pair = fc
      .tuple(object, object, fc.array(fc.constantFrom("metadata", "spec", "status", "time")))
      .map(([a, b, take]) => {
        const c = clone(a) as Record<string, unknown>;
        for (const k of take) c[k] = clone((b as Record<string, unknown>)[k]);
        return [a, c as KubeObject] as const;
      });
    let same = 0;
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const want = reference(a, b);
        if (want) same++;
        expect(sameBytes(a, b)).toBe(want);
        expect(sameBytes(b, a)).toBe(want);
      }),
      { numRuns: 3000 },
    );
    expect(same).toBeGreaterThan(300);
  });
});
