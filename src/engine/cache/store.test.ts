import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { KubeObject } from "../api";
import { Indexer, NamespaceIndex, metaNamespaceKey } from "./store";

const obj = (name: string, ns: string | undefined, labels: Record<string, string> = {}): KubeObject => ({
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: { name, ...(ns ? { namespace: ns } : {}), labels },
});

describe("Indexer", () => {
  it("keys objects like MetaNamespaceKeyFunc and keeps the namespace index up to date", () => {
    const ix = new Indexer();
    const a = obj("a", "ns1");
    ix.set(metaNamespaceKey(a), a);
    ix.set("ns2/b", obj("b", "ns2"));
    ix.set("cluster", obj("cluster", undefined));
    expect(metaNamespaceKey(a)).toBe("ns1/a");
    expect(metaNamespaceKey(obj("cluster", undefined))).toBe("cluster");
    expect(ix.byIndex(NamespaceIndex, "ns1").map((o) => o.metadata.name)).toEqual(["a"]);
    ix.set("ns1/a", obj("a", "ns1"));
    expect(ix.byIndex(NamespaceIndex, "ns1")).toHaveLength(1);
    ix.delete("ns1/a");
    expect(ix.byIndex(NamespaceIndex, "ns1")).toEqual([]);
    expect(ix.size).toBe(2);
  });

  it("an object put under its key in another namespace moves in the namespace index", () => {
    const ix = new Indexer();
    ix.set("k", obj("a", "ns1"));
    ix.set("k", obj("a", "ns1"));
    expect(ix.byIndex(NamespaceIndex, "ns1")).toHaveLength(1);
    ix.set("k", obj("a", "ns2"));
    expect(ix.byIndex(NamespaceIndex, "ns1")).toEqual([]);
    expect(ix.byIndex(NamespaceIndex, "ns2").map((o) => o.metadata.namespace)).toEqual(["ns2"]);
    ix.set("k", obj("a", undefined));
    expect(ix.byIndex(NamespaceIndex, "ns2")).toEqual([]);
    expect(ix.byIndex(NamespaceIndex, "")).toHaveLength(1);
    expect([...ix.entries()].map(([k, o]) => [k, o.metadata.name])).toEqual([["k", "a"]]);
  });

  it("custom indexers index existing objects, follow updates, and reject duplicates and unknown names", () => {
    const ix = new Indexer();
    ix.set("ns/a", obj("a", "ns", { team: "x" }));
    ix.addIndexers({ team: (o) => (o.metadata.labels?.team ? [o.metadata.labels.team] : []) });
    expect(ix.indexKeys("team", "x")).toEqual(["ns/a"]);
    ix.set("ns/a", obj("a", "ns", { team: "y" }));
    expect(ix.indexKeys("team", "x")).toEqual([]);
    expect(ix.indexKeys("team", "y")).toEqual(["ns/a"]);
    expect(() => ix.addIndexers({ team: () => [] })).toThrow("indexer conflict: team");
    expect(() => ix.byIndex("nope", "v")).toThrow("Index with name nope does not exist");
  });

  it("getAt and slotAt find what get and slot find under the key of namespace/name, after any sets, puts and removes, slashes in names included", () => {
    const part = fc.string({ unit: fc.constantFrom("a", "b", "/", "-"), maxLength: 4 });
    const ns = fc.option(part, { nil: undefined });
    // set (a lookup of the key's slot), put into the slot found, put as new under a key held, remove
    // under the object's key, or now and then under another (the namespace/name of `other`)
    const op = fc.record({
      how: fc.constantFrom("set", "slot", "fresh", "remove"),
      namespace: ns,
      name: part,
      other: fc.option(fc.tuple(ns, part), { nil: undefined, freq: 4 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), fc.array(fc.tuple(ns, part), { maxLength: 20 }), (ops, asks) => {
        const ix = new Indexer();
        const at = (namespace: string | undefined, name: string) => {
          const key = namespace ? `${namespace}/${name}` : name;
          expect(ix.slotAt(namespace, name)).toBe(ix.slot(key));
          expect(ix.getAt(namespace, name)).toBe(ix.get(key));
        };
        for (const o of ops) {
          const o2 = obj(o.name, o.namespace);
          const key = o.other ? metaNamespaceKey(obj(o.other[1], o.other[0])) : metaNamespaceKey(o2);
          if (o.how === "remove") ix.remove(key);
          else if (o.how === "set") ix.set(key, o2);
          else ix.put(key, o2, 1, o.how === "slot" ? ix.slot(key) : undefined);
          at(o.namespace, o.name);
          for (const [n, m] of asks) at(n, m);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
