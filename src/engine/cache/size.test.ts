import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { KubeObject } from "../api";
import { deepCopy } from "../api";
import { alice, deployment, newTestServer } from "../apiserver/testing";
import { approxBytes, jsonSize } from "./size";

describe("byte accounting", () => {
  it("jsonSize equals JSON.stringify's length, escapes included", () => {
    const safeString = fc.string({ unit: fc.constantFrom(...'abcxyz0129-_./: "\\\n\t\u0001{}') });
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: "small" },
        safeString,
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie("v"), { maxLength: 4 }),
        fc.dictionary(safeString, tie("v"), { maxKeys: 4 }),
      ),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        expect(jsonSize(v)).toBe(JSON.stringify(v).length);
      }),
      { numRuns: 3000 },
    );
    expect(jsonSize({ a: undefined, b: [undefined], c: 1 })).toBe(
      JSON.stringify({ a: undefined, b: [undefined], c: 1 }).length,
    );
  });
});

describe("stored sizes", () => {
  it("a stored version carries its exact JSON size, invisibly: LIST results and snapshots report JSON.stringify's length", () => {
    const { api } = newTestServer();
    api.create(alice, deployment("web", 3));
    api.patch(
      alice,
      "Deployment",
      { namespace: "default", name: "web" },
      { type: "merge", body: { spec: { replicas: 4 } } },
    );
    const [stored] = api.list(alice, "Deployment", {}).items as KubeObject[];
    const peeked = api.peekList("Deployment", "default")[0] as KubeObject;
    expect(approxBytes(peeked)).toBe(JSON.stringify(peeked).length);
    expect(approxBytes(stored as KubeObject)).toBe(JSON.stringify(stored).length);
    // the stamp is not part of the object: keys, JSON and copies do not see it
    expect(Object.keys(peeked)).toEqual(Object.keys(JSON.parse(JSON.stringify(peeked)) as object));
    expect(deepCopy(peeked)).toEqual(JSON.parse(JSON.stringify(peeked)));
    // restore stamps unfrozen snapshot objects too, with the size of what it stores
    const snap = api.snapshot();
    const { api: other } = newTestServer();
    other.restore({ ...snap, objects: snap.objects.map((o) => JSON.parse(JSON.stringify(o)) as KubeObject) });
    const restored = other.peekList("Deployment", "default")[0] as KubeObject;
    expect(approxBytes(restored)).toBe(JSON.stringify(restored).length);
  });

  it("each version of an object measures as its own JSON, with members shared with the versions before it", () => {
    const { api } = newTestServer();
    const key = { namespace: "default", name: "web" };
    api.create(alice, deployment("web", 3));
    const seen: KubeObject[] = [api.peek("Deployment", key)!];
    const status = (n: number) => {
      const cur = api.peek("Deployment", key)!;
      api.update(alice, { ...deepCopy(cur), status: { replicas: n, readyReplicas: n } }, { subresource: "status" });
    };
    status(1);
    seen.push(api.peek("Deployment", key)!);
    status(2);
    seen.push(api.peek("Deployment", key)!);
    api.patch(alice, "Deployment", key, { type: "merge", body: { metadata: { labels: { tier: "front" } } } });
    seen.push(api.peek("Deployment", key)!);
    api.patch(alice, "Deployment", key, { type: "merge", body: { spec: { replicas: 5 } } });
    seen.push(api.peek("Deployment", key)!);
    status(5);
    seen.push(api.peek("Deployment", key)!);
    expect(seen[2]!.spec).toBe(seen[1]!.spec); // the versions do share members
    for (const v of seen) expect(approxBytes(v)).toBe(JSON.stringify(v).length);
  });
});
