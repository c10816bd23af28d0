import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { KubeObject } from "../api";
import { KindStore, storageKey, type StoredObject } from "./store";

describe("KindStore.getAt", () => {
  it("finds what get(storageKey(namespace, name)) finds, after any puts and removes, slashes in names included", () => {
    const part = fc.string({ unit: fc.constantFrom("a", "b", "/", "-"), maxLength: 4 });
    const ns = fc.option(part, { nil: undefined });
    const op = fc.record({ remove: fc.boolean(), namespace: ns, name: part });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), fc.array(fc.tuple(ns, part), { maxLength: 20 }), (ops, asks) => {
        const store = new KindStore();
        const at = (namespace: string | undefined, name: string) => {
          expect(store.getAt(namespace, name)).toBe(store.get(storageKey(namespace, name)));
        };
        for (const o of ops) {
          const key = storageKey(o.namespace, o.name);
          if (o.remove) store.remove(key);
          else store.put(key, { obj: { metadata: { name: o.name } } as KubeObject } satisfies StoredObject);
          at(o.namespace, o.name);
          for (const [n, m] of asks) at(n, m);
        }
        store.clear();
        for (const [n, m] of asks) expect(store.getAt(n, m)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});
