// sameValue (shim/k8s/samevalue.ts), compiled once per type: a value and its deep copy are the
// same; two values it calls the same have the same Kubernetes JSON (it is sound, so
// Semantic.DeepEqual may answer from it); a change at any one leaf is seen; nil and empty slices
// are told apart; a nesting deeper than its bound answers false (the JSON then decides) instead
// of overflowing the stack. Comparing or copying builds nothing for the types no value had (a
// Deployment without volumes builds nothing for Volume and its many sources).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import "../../../src/golang/shim/k8s";
import { toJSON, fromJSON } from "../../../src/golang/shim/k8s";
import { sameValue, hasComparer } from "../../../src/golang/shim/k8s/samevalue";
import { deepCopier, hasDeepCopier } from "../../../src/golang/shim/k8s/deepcopy";
import { shimType } from "../../../src/golang/shim/registry";
import { zeroValue, sliceOf, goString } from "../../../src/golang/shim/native";
import type { Type } from "../../../src/golang/check/types";

const Deployment = () => shimType("k8s.io/api/apps/v1", "Deployment");
const Props = () => shimType("k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1", "JSONSchemaProps");

const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/);
const container = fc.record(
  {
    name,
    image: fc.constantFrom("nginx:1.27", "nginx:1.28", "busybox"),
    args: fc.array(name, { maxLength: 3 }),
    env: fc.array(fc.record({ name, value: name }), { maxLength: 3 }),
    ports: fc.array(fc.record({ containerPort: fc.integer({ min: 1, max: 65535 }) }), { maxLength: 2 }),
  },
  { requiredKeys: ["name", "image"] },
);
const deployment = fc.record({
  apiVersion: fc.constant("apps/v1"),
  kind: fc.constant("Deployment"),
  metadata: fc.record(
    {
      name,
      namespace: fc.constant("default"),
      labels: fc.dictionary(name, name, { maxKeys: 3 }),
      finalizers: fc.array(name, { maxLength: 2 }),
      generation: fc.nat(5),
    },
    { requiredKeys: ["name"] },
  ),
  spec: fc.record(
    {
      replicas: fc.nat(5),
      paused: fc.boolean(),
      template: fc.record({ spec: fc.record({ containers: fc.array(container, { minLength: 1, maxLength: 3 }) }) }),
    },
    { requiredKeys: ["template"] },
  ),
});

/** leaves lists the paths to every string, number and boolean in j. */
function leaves(j: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (j === null || typeof j !== "object") return [path];
  return Object.entries(j).flatMap(([k, v]) => leaves(v, [...path, Array.isArray(j) ? Number(k) : k]));
}

/** changed returns a copy of j with the leaf at path changed to another value of its type. */
function changed(j: unknown, path: Array<string | number>): unknown {
  const c = structuredClone(j) as Record<string | number, unknown>;
  let o = c;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  const k = path[path.length - 1]!;
  const v = o[k];
  o[k] = typeof v === "string" ? v + "x" : typeof v === "number" ? v + 1 : !v;
  return c;
}

/** fresh converts j into a Go value and reads it all (lazily converted lists and maps read). */
function fresh(t: Type, j: unknown): unknown {
  const v = fromJSON(t)(j);
  toJSON(t)(v); // converting back reads every lazy part
  return v;
}

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

describe("sameValue", () => {
  it("a value and its deep copy are the same", () => {
    const t = Deployment();
    fc.assert(
      fc.property(deployment, (j) => {
        const v = fresh(t, j);
        expect(sameValue(t, v, deepCopier(t)(v))).toBe(true);
        expect(sameValue(t, fromJSON(t)(j), fromJSON(t)(structuredClone(j)))).toBe(sameValue(t, v, fresh(t, j)));
      }),
      { numRuns: 200 },
    );
  });

  it("sees a change at any one leaf, and says the same only of values with the same JSON", () => {
    const t = Deployment();
    fc.assert(
      fc.property(deployment, fc.nat(), (j, pick) => {
        const paths = leaves(j).filter((p) => p[0] !== "apiVersion" && p[0] !== "kind");
        const path = paths[pick % paths.length]!;
        const a = fresh(t, j);
        const b = fresh(t, changed(j, path));
        expect(sameValue(t, a, b)).toBe(false);
        const same = fresh(t, structuredClone(j));
        expect(sameValue(t, a, same)).toBe(true);
        expect(canonical(toJSON(t)(a))).toBe(canonical(toJSON(t)(same)));
      }),
      { numRuns: 300 },
    );
  });

  it("tells a nil slice from an empty one", () => {
    const t = Deployment();
    const a = zeroValue(t) as { ObjectMeta: { Finalizers: unknown } };
    const b = zeroValue(t) as { ObjectMeta: { Finalizers: unknown } };
    b.ObjectMeta.Finalizers = sliceOf([]);
    expect(sameValue(t, a, b)).toBe(false);
    b.ObjectMeta.Finalizers = null;
    expect(sameValue(t, a, b)).toBe(true);
    a.ObjectMeta.Finalizers = sliceOf([goString("x")]);
    b.ObjectMeta.Finalizers = sliceOf([goString("x")]);
    expect(sameValue(t, a, b)).toBe(true);
  });

  it("does not call bytes encoded at once (no frozen trie behind them) the same for their lack of one", () => {
    const t = shimType("k8s.io/apimachinery/pkg/apis/meta/v1", "FieldsV1");
    const trie = Object.freeze({ "f:spec": Object.freeze({}) });
    expect(sameValue(t, fromJSON(t)(trie), fromJSON(t)(trie))).toBe(true);
    // A FieldsV1 of JSON that is not a frozen object keeps its text alone: "a" and "b" differ.
    expect(sameValue(t, fromJSON(t)("a"), fromJSON(t)("b"))).toBe(false);
    expect(sameValue(t, fromJSON(t)({ "f:a": {} }), fromJSON(t)({ "f:b": {} }))).toBe(false);
  });

  it("answers false past its depth bound on a recursive type, without overflowing the stack", () => {
    const t = Props();
    const nest = (n: number): unknown => (n === 0 ? { type: "string" } : { type: "object", not: nest(n - 1) });
    const shallow = fresh(t, nest(10));
    expect(sameValue(t, shallow, fresh(t, nest(10)))).toBe(true);
    expect(sameValue(t, shallow, fresh(t, nest(11)))).toBe(false);
    const deep = fresh(t, nest(200));
    expect(sameValue(t, deep, fresh(t, nest(200)))).toBe(false);
    expect(sameValue(t, deep, deep)).toBe(true);
  });

  it("builds the comparison and the copy of a nested type only when a value has one", () => {
    const t = Deployment();
    const Volume = shimType("k8s.io/api/core/v1", "Volume");
    const Container = shimType("k8s.io/api/core/v1", "Container");
    const j = { metadata: { name: "a" }, spec: { template: { spec: { containers: [{ name: "c", image: "x" }] } } } };
    const a = fresh(t, j);
    expect(sameValue(t, a, deepCopier(t)(a))).toBe(true);
    expect(sameValue(t, a, fresh(t, structuredClone(j)))).toBe(true);
    expect(hasComparer(Container) && hasDeepCopier(Container)).toBe(true);
    expect(hasComparer(Volume)).toBe(false);
    expect(hasDeepCopier(Volume)).toBe(false);
  });
});
