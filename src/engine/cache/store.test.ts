import { describe, expect, it } from "vitest";
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
});
