import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ConfigMapKind, type KubeObject } from "../api";
import { Scheduler } from "../sim/scheduler";
import { Storage } from "./storage";
import { KindStore, storageKey, type StoredObject } from "./store";

describe("KindStore.getAt", () => {
  it("finds what get(storageKey(namespace, name)) finds, after any puts (by key or name) and removes, slashes in names included", () => {
    const part = fc.string({ unit: fc.constantFrom("a", "b", "/", "-"), maxLength: 4 });
    const ns = fc.option(part, { nil: undefined });
    // put by key or by namespace and name (putAt, as a commit stores a new object)
    const op = fc.record({ remove: fc.boolean(), namespace: ns, name: part, byName: fc.boolean() });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), fc.array(fc.tuple(ns, part), { maxLength: 20 }), (ops, asks) => {
        const store = new KindStore();
        const at = (namespace: string | undefined, name: string) => {
          expect(store.getAt(namespace, name)).toBe(store.get(storageKey(namespace, name)));
        };
        // the keys in storage order, from a plain set of the keys stored (asked now and then:
        // asking merges the pending adds and removes)
        const present = new Set<string>();
        const keysAre = () => expect(store.keys()).toEqual([...present].sort());
        for (const [i, o] of ops.entries()) {
          const key = storageKey(o.namespace, o.name);
          if (o.remove) present.delete(key);
          else present.add(key);
          if (o.remove) store.remove(key);
          else {
            const s: StoredObject = { obj: { metadata: { name: o.name } } as KubeObject };
            if (o.byName) store.putAt(o.namespace, o.name, s);
            else store.put(key, s);
          }
          at(o.namespace, o.name);
          if (i % 7 === 6) keysAre();
          for (const [n, m] of asks) at(n, m);
        }
        keysAre();
        store.clear();
        for (const [n, m] of asks) expect(store.getAt(n, m)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});

describe("Storage.commit with the replaced version's entry", () => {
  const cm = (name: string, v: string): KubeObject =>
    ({ apiVersion: "v1", kind: "ConfigMap", metadata: { name, namespace: "ns" }, data: { v } }) as KubeObject;

  it("stores the new version in the entry, as a put would, and re-adds an entry removed meanwhile", () => {
    const storage = new Storage(new Scheduler(), 100, () => {});
    const store = storage.storeOf(ConfigMapKind);
    storage.commit(ConfigMapKind, cm("a", "1"), undefined);
    const slot = store.getAt("ns", "a")!;
    const v2 = cm("a", "2");
    storage.commit(ConfigMapKind, v2, slot.obj, slot);
    expect(store.get("ns/a")!.obj).toBe(v2);
    expect(store.getAt("ns", "a")!.obj).toBe(v2);
    // removed while a request held its entry: the commit stores the version again, as put did
    storage.commitDelete(ConfigMapKind, v2);
    expect(store.get("ns/a")).toBeUndefined();
    const v3 = cm("a", "3");
    storage.commit(ConfigMapKind, v3, v2, slot);
    expect(store.get("ns/a")!.obj).toBe(v3);
    expect(store.getAt("ns", "a")!.obj).toBe(v3);
    expect(store.keys()).toEqual(["ns/a"]);
  });

  it("hands watchAll observers each change's type, stored version and replaced version (none for ADDED and DELETED), as the watch history records it", () => {
    const storage = new Storage(new Scheduler(), 100, () => {});
    const seen: Array<[string, KubeObject, KubeObject | undefined]> = [];
    storage.watchAll((_, e) => void seen.push([e.type, e.object, e.prev]));
    const history: Array<[string, KubeObject]> = [];
    storage.watchCacheOf(ConfigMapKind).watch(
      0,
      () => [],
      {},
      (e) => void history.push([e.type, e.object]),
    );
    const v1 = cm("a", "1");
    storage.commit(ConfigMapKind, v1, undefined);
    const v2 = cm("a", "2");
    storage.commit(ConfigMapKind, v2, v1);
    const gone = storage.commitDelete(ConfigMapKind, v2);
    expect(seen).toHaveLength(3);
    expect(seen[0]![0]).toBe("ADDED");
    expect(seen[0]![1]).toBe(v1);
    expect(seen[0]![2]).toBeUndefined();
    expect(seen[1]![0]).toBe("MODIFIED");
    expect(seen[1]![1]).toBe(v2);
    expect(seen[1]![2]).toBe(v1);
    expect(seen[2]![0]).toBe("DELETED");
    expect(seen[2]![1]).toBe(gone);
    expect(seen[2]![2]).toBeUndefined();
    expect(history.map(([t, o]) => [t, o])).toEqual(seen.map(([t, o]) => [t, o]));
  });

  it("traces each change with the version's resourceVersion, every member in print order", () => {
    const traced: unknown[] = [];
    const storage = new Storage(new Scheduler(), 100, (e) => void traced.push({ ...e }));
    const seen: string[] = [];
    storage.watchAll((_, e) => void seen.push(e.object.metadata.resourceVersion ?? ""));
    const v1 = cm("a", "1");
    storage.commit(ConfigMapKind, v1, undefined);
    const v2 = cm("a", "2");
    storage.commit(ConfigMapKind, v2, v1);
    storage.commitDelete(ConfigMapKind, v2);
    const cluster = { apiVersion: "v1", kind: "Namespace", metadata: { name: "n" } } as KubeObject;
    storage.commit({ ...ConfigMapKind, namespaced: false }, cluster, undefined);
    expect(seen).toEqual(["2", "3", "4", "5"]);
    const event = (eventType: string, rv: string, namespace?: string) => ({
      type: "watch.event",
      t: 0,
      eventType,
      kind: "ConfigMap",
      group: "",
      ...(namespace ? { namespace } : {}),
      name: namespace ? "a" : "n",
      resourceVersion: rv,
      seq: 0,
    });
    expect(traced.map((e) => JSON.stringify(e))).toEqual(
      [event("ADDED", "2", "ns"), event("MODIFIED", "3", "ns"), event("DELETED", "4", "ns"), event("ADDED", "5")].map(
        (e) => JSON.stringify(e),
      ),
    );
  });
});
