import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { KubeObject } from "../api";
import { replaceInto } from "./object";

/** slowReplace is replaceInto without its shortcut: every key of target deleted, then source's assigned. */
function slowReplace(target: KubeObject, source: KubeObject): void {
  for (const k of Object.keys(target)) delete (target as Record<string, unknown>)[k];
  Object.assign(target, source);
}

const KEYS = ["apiVersion", "kind", "metadata", "spec", "status", "data"];
const objectOf = (keys: string[], tag: string): KubeObject =>
  Object.fromEntries(keys.map((k) => [k, k === "metadata" ? { name: tag } : `${tag}-${k}`])) as unknown as KubeObject;
const keyList = fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: KEYS.length });

describe("replaceInto", () => {
  it("fills an empty shell in source's key order, keeping the shell's fast (non-dictionary) layout", () => {
    const shell = { apiVersion: "", kind: "App", metadata: {} } as unknown as KubeObject;
    const src = objectOf(["apiVersion", "kind", "metadata", "spec", "status"], "s");
    replaceInto(shell, src);
    expect(Object.keys(shell)).toEqual(Object.keys(src));
    expect(shell).toEqual(src);
  });

  it("property: the same content and key order as deleting every key and assigning", () => {
    fc.assert(
      fc.property(keyList, keyList, (tk, sk) => {
        const a = objectOf(tk, "t");
        const b = objectOf(tk, "t");
        const src = objectOf(sk, "s");
        replaceInto(a, src);
        slowReplace(b, src);
        expect(Object.keys(a)).toEqual(Object.keys(b));
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { numRuns: 300 },
    );
  });
});
