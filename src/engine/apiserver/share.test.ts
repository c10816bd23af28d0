import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { KubeObject } from "../api";
import { sameJSON, shareUnchanged } from "./share";

describe("structural sharing between stored versions", () => {
  it("sameJSON is true exactly when JSON.stringify gives the same text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJSON(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(sameJSON(a, JSON.parse(JSON.stringify(a)))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("sameJSON counts member order (deepEqual does not) and ignores undefined members", () => {
    expect(sameJSON({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJSON({ a: 1, x: undefined, b: 2 }, { a: 1, b: 2 })).toBe(true);
    expect(sameJSON({ d: new Date(0) }, { d: new Date(1) })).toBe(false);
  });

  it("shareUnchanged takes the stored value of each field that prints the same, and leaves the rest", () => {
    const prev = Object.freeze({
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: Object.freeze({ name: "d", labels: Object.freeze({ app: "x" }), finalizers: Object.freeze(["f"]) }),
      spec: Object.freeze({ replicas: 2, selector: Object.freeze({ app: "x" }) }),
      status: Object.freeze({ replicas: 1 }),
    }) as unknown as KubeObject;
    const next = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { name: "d", labels: { app: "x" }, finalizers: ["f", "g"] },
      spec: { replicas: 2, selector: { app: "x" } },
      status: { replicas: 2 },
    } as unknown as KubeObject;
    const before = JSON.stringify(next);
    shareUnchanged(next, prev);
    expect(JSON.stringify(next)).toBe(before);
    expect(next.spec).toBe(prev.spec);
    expect(next.metadata.labels).toBe(prev.metadata.labels);
    expect(next.status).not.toBe(prev.status);
    expect(next.metadata.finalizers).not.toBe(prev.metadata.finalizers);
    const reordered = { ...next, spec: { selector: { app: "x" }, replicas: 2 } } as KubeObject;
    shareUnchanged(reordered, prev);
    expect(reordered.spec).not.toBe(prev.spec);
  });
});
