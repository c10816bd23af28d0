import { describe, expect, it } from "vitest";
import { deepFreeze } from "./json";
import { encodedSize } from "./size";

const len = (v: unknown) => JSON.stringify(v).length;

describe("encodedSize", () => {
  it("remembers the spec of a frozen version for the versions sharing it, never an unfrozen spec", () => {
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
