// replaceInto is Go's `*obj = *src` for the client's results: the target ends with exactly the
// source's keys, in the source's order (the order JSON prints), whatever it held before.
import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { replaceInto, type ClientObject } from "../../src/engine/client";

const obj = (o: Record<string, unknown>) => o as unknown as ClientObject;

describe("replaceInto", () => {
  it("overwrites every value when the keys match in order", () => {
    const target = obj({ apiVersion: "v1", kind: "ConfigMap", metadata: { name: "a" }, data: { x: "1" } });
    const source = obj({
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: "a", resourceVersion: "7" },
      data: {},
    });
    replaceInto(target, source);
    expect(JSON.stringify(target)).toBe(JSON.stringify(source));
  });

  it("keeps a target with the same keys a fast-properties object (no delete)", () => {
    setFlagsFromString("--allow-natives-syntax");
    const hasFastProperties = new Function("o", "return %HasFastProperties(o)") as (o: object) => boolean;
    const target = obj({ apiVersion: "v1", kind: "ConfigMap", metadata: { name: "a" }, data: {} });
    expect(hasFastProperties(target)).toBe(true);
    replaceInto(target, obj({ apiVersion: "v1", kind: "ConfigMap", metadata: { name: "a" }, data: { y: "2" } }));
    expect(hasFastProperties(target)).toBe(true);
  });

  it("drops keys the source lacks", () => {
    const target = obj({ apiVersion: "v1", kind: "Secret", metadata: {}, stringData: { p: "q" } });
    replaceInto(target, obj({ apiVersion: "v1", kind: "Secret", metadata: {} }));
    expect(Object.keys(target)).toEqual(["apiVersion", "kind", "metadata"]);
  });

  it("takes the source's key order when the target's differs", () => {
    const target = obj({ kind: "App", apiVersion: "v1", metadata: {}, spec: { replicas: 1 } });
    const source = obj({ apiVersion: "v1", kind: "App", metadata: {}, spec: { replicas: 2 } });
    replaceInto(target, source);
    expect(JSON.stringify(target)).toBe(JSON.stringify(source));
  });

  it("fills an empty target", () => {
    const target = obj({});
    replaceInto(target, obj({ apiVersion: "v1", kind: "Pod", metadata: { name: "p" } }));
    expect(target).toEqual({ apiVersion: "v1", kind: "Pod", metadata: { name: "p" } });
  });
});
