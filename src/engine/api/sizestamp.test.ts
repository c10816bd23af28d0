// The size stamp lives on the object but no reader of JSON values may see it: a spread or a copy
// of a stamped version (a controller's `{...stored, status}`) must not carry a stale size.
import { describe, expect, it } from "vitest";
import { deepCopy, deepFreeze } from "./json";
import { stampOf, stampSize } from "./sizestamp";

describe("size stamp", () => {
  it("is read back, and is invisible to JSON, keys, for…in, spreads, copies and clones", () => {
    const o = { apiVersion: "v1", kind: "K", metadata: { name: "a" }, items: [1] };
    const before = JSON.stringify(o);
    expect(stampOf(o)).toBeUndefined();
    stampSize(o, 42);
    deepFreeze(o);
    expect(stampOf(o)).toBe(42);
    expect(JSON.stringify(o)).toBe(before);
    expect(Object.keys(o)).toEqual(["apiVersion", "kind", "metadata", "items"]);
    expect(Reflect.ownKeys(o)).toEqual(["apiVersion", "kind", "metadata", "items"]);
    const seen: string[] = [];
    for (const k in o) seen.push(k);
    expect(seen).toEqual(Object.keys(o));
    expect(stampOf({ ...o })).toBeUndefined();
    expect(stampOf(Object.assign({}, o))).toBeUndefined();
    expect(stampOf(deepCopy(o))).toBeUndefined();
    const arr = [1, 2];
    stampSize(arr, 5);
    expect(stampOf(arr)).toBe(5);
    expect(stampOf([...arr])).toBeUndefined();
    expect(JSON.stringify(arr)).toBe("[1,2]");
  });
});
