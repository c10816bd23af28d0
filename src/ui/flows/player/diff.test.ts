import { describe, expect, it } from "vitest";
import { diff } from "./diff";

describe("diff", () => {
  it("lists changed, added and removed paths, without managedFields", () => {
    const before = { metadata: { resourceVersion: "5", managedFields: [{ a: 1 }] }, status: { ready: 0, old: true } };
    const after = {
      metadata: { resourceVersion: "6", managedFields: [{ a: 2 }] },
      status: { ready: 2, phase: "Ready" },
    };
    expect(diff(before, after)).toEqual([
      { path: "metadata.resourceVersion", before: '"5"', after: '"6"' },
      { path: "status.old", before: "true" },
      { path: "status.phase", after: '"Ready"' },
      { path: "status.ready", before: "0", after: "2" },
    ]);
  });
  it("an identical object has no changes", () => {
    expect(diff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
