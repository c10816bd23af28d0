import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { deepFreeze } from "./json";
import { encodedSize, sizeChange, stampStoredSize } from "./size";
import { stampOf } from "./sizestamp";

const len = (v: unknown) => JSON.stringify(v).length;

describe("encodedSize", () => {
  it("measures versions sharing a frozen spec exactly, and never remembers an unfrozen spec", () => {
    const spec: Record<string, unknown> = { replicas: 2 }; // not frozen: may change
    const v1 = Object.freeze({ apiVersion: "v1", kind: "X", metadata: { name: "a" }, spec });
    expect(encodedSize(v1)).toBe(len(v1));
    spec.replicas = 12345; // the same spec object, changed
    const v2 = Object.freeze({ apiVersion: "v1", kind: "X", metadata: { name: "a" }, spec });
    expect(encodedSize(v2)).toBe(len(v2));
    // versions sharing a frozen spec, each with its own metadata and status
    const shared = deepFreeze({ replicas: 2, template: { spec: { containers: [{ name: "c", image: "nginx" }] } } });
    const mf = [{ manager: "m", operation: "Update", fieldsV1: { "f:spec": {} } }];
    const v3 = deepFreeze({ apiVersion: "v1", kind: "X", metadata: { name: "a", managedFields: mf }, spec: shared });
    expect(encodedSize(v3)).toBe(len(v3));
    const v4 = deepFreeze({ ...v3, metadata: { name: "a", labels: { x: "y" } }, status: { ready: 1 }, extra: [1] });
    expect(encodedSize(v4)).toBe(len(v4));
  });

  it("measures frozen arrays and objects without metadata as JSON does", () => {
    const arr = deepFreeze([{ a: 1 }, "x", null]);
    expect(encodedSize(arr)).toBe(len(arr));
    const odd = deepFreeze({ metadata: "not an object", status: [1, 2], spec: "s" });
    expect(encodedSize(odd)).toBe(len(odd));
    const unfrozen = { spec: { n: 1 } };
    expect(encodedSize(unfrozen)).toBe(len(unfrozen));
    unfrozen.spec.n = 12345;
    expect(encodedSize(unfrozen)).toBe(len(unfrozen));
  });
});

/** Values JSON encodes as text (strings with escapes and non-ASCII: é, €, U+2028 and an emoji's
 * surrogate pair; `undefined` members and items too). */
const text = fc.string({
  unit: fc.constantFrom(...'abc019-_./: "\\\n\t\u0001{}', "é", "€", "\u2028", "😀"),
  maxLength: 6,
});
const key = fc.oneof(text, fc.constantFrom("fieldsV1", "metadata", "spec", "status", "a"));
const jsonish = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(key, tie("v"), { maxKeys: 4 }),
  ),
})).v;

/**
 * edited makes a new version of v from a list of choices: subtrees are shared (the very same
 * object), copied, replaced by others, dropped, added or set undefined, as a write would.
 */
function edited(v: unknown, choices: number[], others: unknown[]): unknown {
  const pick = () => (choices.length ? choices.pop()! : 0);
  const other = () => others[pick() % Math.max(1, others.length)];
  const edit = (x: unknown): unknown => {
    const c = pick() % 8;
    if (c === 0 || typeof x !== "object" || x === null) return c === 1 ? other() : x; // shared, or replaced
    if (c === 1) return other();
    if (Array.isArray(x)) {
      const out = x.map(edit);
      if (c === 2) out.push(other());
      if (c === 3) out.pop();
      // an item put in or taken out anywhere (the lists around it share their start and end)
      if (c === 4) out.splice(pick() % (out.length + 1), 0, other());
      if (c === 5 && out.length > 0) out.splice(pick() % out.length, 1);
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [k, y] of Object.entries(x)) {
      const d = pick() % 6;
      if (d === 0) continue; // dropped
      out[k] = d === 1 ? undefined : edit(y);
    }
    if (c === 2) out[String(pick())] = other();
    if (c === 3) out.fieldsV1 = other();
    return out;
  };
  return edit(v);
}

describe("sizes from the version before", () => {
  it("sizeChange(a, b) is JSON.stringify(b).length - JSON.stringify(a).length, whatever b shares with a", () => {
    fc.assert(
      fc.property(
        jsonish,
        fc.array(jsonish, { maxLength: 3 }),
        fc.array(fc.nat(50), { maxLength: 60 }),
        (a, others, choices) => {
          const b = edited(a, choices, others);
          const len = (v: unknown) => (v === undefined ? 0 : JSON.stringify(v).length);
          if (a === undefined || b === undefined) return;
          expect(sizeChange(a, b, "")).toBe(len(b) - len(a));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("a version stamped from its measured predecessor reports JSON.stringify's length", () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, jsonish, { maxKeys: 5 }),
        fc.array(jsonish, { maxLength: 3 }),
        fc.array(fc.nat(50), { maxLength: 60 }),
        (a, others, choices) => {
          const prev = deepFreeze({ apiVersion: "v1", kind: "Sized", ...a });
          expect(encodedSize(prev)).toBe(JSON.stringify(prev).length); // asked: its kind is measured
          const next = edited(prev, choices, others);
          if (typeof next !== "object" || next === null || Array.isArray(next)) return;
          stampStoredSize(next, prev);
          deepFreeze(next);
          expect(encodedSize(next)).toBe(JSON.stringify(next).length);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("a version is stamped as it is stored only when its kind is measured (whole when its predecessor was not)", () => {
    const prev = deepFreeze({ apiVersion: "v1", kind: "NeverAsked", spec: { a: 1 } });
    const next = { apiVersion: "v1", kind: "NeverAsked", spec: { a: 12 } };
    stampStoredSize(next, prev);
    expect(stampOf(next)).toBeUndefined();
    expect(encodedSize(deepFreeze(next))).toBe(JSON.stringify(next).length);
    const asked = deepFreeze({ apiVersion: "v1", kind: "Asked", spec: { a: 1 } });
    expect(encodedSize(asked)).toBe(JSON.stringify(asked).length);
    const prev2 = deepFreeze({ apiVersion: "v1", kind: "Asked", metadata: { name: "x" }, spec: { a: 1 } });
    const next2 = { ...prev2, metadata: { name: "xy" }, status: { n: [1, "2"] } };
    stampStoredSize(next2, prev2);
    expect(stampOf(next2)).toBe(JSON.stringify(next2).length);
    expect(encodedSize(deepFreeze(next2))).toBe(JSON.stringify(next2).length);
    expect(encodedSize(prev2)).toBe(JSON.stringify(prev2).length);
    // a first version (a create): measured whole when its kind is measured, else not at all
    const created = { apiVersion: "v1", kind: "Asked", metadata: { name: "y" }, data: ['"\\n'] };
    stampStoredSize(created, undefined);
    expect(stampOf(created)).toBe(JSON.stringify(created).length);
    expect(encodedSize(deepFreeze(created))).toBe(JSON.stringify(created).length);
    const other = { apiVersion: "v1", kind: "Unread", metadata: { name: "y" } };
    stampStoredSize(other, undefined);
    expect(stampOf(other)).toBeUndefined();
  });
});
