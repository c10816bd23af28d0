// The generated field walks (fieldcode.ts) against the straightforward walk over computed keys: the same
// value read, the same object written, and a nil panic exactly where a checked step meets null.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { readPath, writePath } from "./fieldcode";
import { GoPanic } from "./runtime";
import type { GoValue } from "./values";

const pos = { pos: { file: "walk.go", line: 7, col: 1, off: 0, end: 0 } };
const KEYS = ["A", "B", "Name", "_$1", "Spec"];

/** A chain of objects along keys, each holding a decoy field too; null replaces the object holding
 * keys[nullAt] (none when nullAt is past the end). */
function chain(keys: string[], nullAt: number, leaf: GoValue): GoValue {
  let o: GoValue = leaf;
  for (let i = keys.length - 1; i >= 0; i--) o = i === nullAt ? null : { [keys[i]!]: o, decoy: i };
  return o;
}

/** walk is the plain reading: checks[i] asks for a nil check before step i. */
function walk(o: GoValue, keys: string[], checks: boolean[]): GoValue {
  for (let i = 0; i < keys.length; i++) {
    if (checks[i] && o === null) return "nil-panic";
    o = o[keys[i]!];
  }
  return o;
}

function outcome(run: () => GoValue): GoValue {
  try {
    return run();
  } catch (e) {
    if (e instanceof GoPanic) return `panic@${e.line}`;
    return "js-error";
  }
}

const walks = fc.record({
  keys: fc.array(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 5 }),
  checks: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  nullAt: fc.integer({ min: 0, max: 6 }),
  slot: fc.integer({ min: 0, max: 3 }),
});

describe("fieldcode: generated field walks", () => {
  it("readPath reads what the plain walk reads, from a slot or a base closure, and panics where it checks", () => {
    fc.assert(
      fc.property(walks, ({ keys, checks, nullAt, slot }) => {
        const root = chain(keys, nullAt, "leaf");
        const frame: GoValue[] = [0, 1, 2, 3];
        frame[slot] = root;
        const plain = outcome(() => walk(root, keys, checks));
        const want = plain === "nil-panic" ? "panic@7" : plain;
        expect(outcome(() => readPath(slot, keys, checks, pos)(frame))).toEqual(want);
        expect(outcome(() => readPath((f) => f[slot], keys, checks, pos)(frame))).toEqual(want);
      }),
    );
  });

  it("writePath stores into the object the plain walk reaches (or copies in place), nil-checking that object", () => {
    fc.assert(
      fc.property(walks, fc.boolean(), ({ keys, checks, nullAt, slot }, inPlace) => {
        const path = keys.slice(0, -1),
          key = keys[keys.length - 1]!;
        const make = () => chain(keys, nullAt, { v: "old" });
        const frame: GoValue[] = [0, 1, 2, 3];
        frame[slot] = make();
        const expected = make();
        // The plain store: the walk through path, a nil check of the holder, then the store or the copy.
        const plain = outcome(() => {
          const o = walk(expected, path, checks);
          if (o === "nil-panic" || o === null) return "panic@7";
          if (inPlace) o[key].v = "new";
          else o[key] = { v: "new" };
          return "ok";
        });
        const copy = inPlace ? (d: GoValue, s: GoValue) => (d.v = s.v) : null;
        const got = outcome(() => {
          writePath(slot, path, checks, key, pos, copy)(frame, { v: "new" });
          return "ok";
        });
        expect(got).toEqual(plain);
        if (plain === "ok") expect(frame[slot]).toEqual(expected);
      }),
    );
  });
});
