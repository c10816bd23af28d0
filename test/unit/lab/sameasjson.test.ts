// sameAsJSON (shim/k8s/sameasjson.ts) tells, without converting, that a Go value is identical to
// what a stored JSON object converts to. CreateOrUpdate keeps the stored object it read as its
// snapshot and asks sameAsJSON instead of comparing a deep copy, so: a value converted from (or
// read into from) a JSON object is the same as it, stored (frozen, lazy parts unread) or not, read
// or not; and it is sound: whenever it says the same, the value is identical, all the way down, to
// the JSON's conversion (every lazy part read on both sides), for JSON of any shape, wrong types,
// non-ASCII strings, nulls and empties included. The JSON is drawn from the Go types' own fields.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import "../../../src/golang/shim/k8s";
import { fromJSON, assignInto, jsonFields, isTime, namedOf } from "../../../src/golang/shim/k8s/convert";
import { sameAsJSON } from "../../../src/golang/shim/k8s/sameasjson";
import { sameValue } from "../../../src/golang/shim/k8s/samevalue";
import { shimType } from "../../../src/golang/shim/registry";
import { zeroValue, Slice, GoMap, Box, Iface, sliceOf } from "../../../src/golang/shim/native";
import { under, type Type } from "../../../src/golang/check/types";

const Deployment = () => shimType("k8s.io/api/apps/v1", "Deployment");
const ConfigMap = () => shimType("k8s.io/api/core/v1", "ConfigMap");
const App = () => shimType("example.com/app/api/v1alpha1", "App");

const odd = fc.constantFrom<unknown>(null, "", "é", "x", 0, 1, "2", true, false, [], {});
const str = fc.oneof(fc.constantFrom("", "app", "app-1", "é", "日本", "25%"), fc.string({ maxLength: 4 }));
const wireTimes = fc.constantFrom(
  "2026-01-01T00:00:05Z",
  "2026-01-01T00:01:00Z",
  "2026-01-01T00:00:05.123456Z",
  "0001-01-01T00:00:00Z",
  "not a time",
);

/** json draws JSON for a value of Go type t: mostly of its shape, sometimes anything (odd). */
function json(t: Type, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: shaped(t, depth) }, { weight: 1, arbitrary: odd });
}

function shaped(t: Type, depth: number): fc.Arbitrary<unknown> {
  if (isTime(t)) return wireTimes;
  if (namedOf(t)) return fc.oneof(fc.integer({ min: 0, max: 3 }), str);
  const u = under(t);
  switch (u.k) {
    case "basic":
      if (u.kind === "string") return str;
      if (u.kind === "bool") return fc.boolean();
      return fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constant("3"));
    case "pointer":
      return fc.oneof(fc.constant(null), json(u.elem, depth));
    case "slice": {
      const e = under(u.elem);
      if (e.k === "basic" && e.kind === "uint8") return fc.constantFrom("", "aGk=", "e30=");
      return depth > 4 ? fc.constant([]) : fc.array(json(u.elem, depth + 1), { maxLength: 2 });
    }
    case "map":
      return depth > 4 ? fc.constant({}) : fc.dictionary(str, json(u.elem, depth + 1), { maxKeys: 2 });
    case "struct": {
      if (depth > 4) return fc.constant({});
      const fields = jsonFields(u);
      // A few of the struct's fields (inline ones merged in), and sometimes a key it does not have.
      return fc
        .tuple(
          fc
            .subarray(fields, { maxLength: Math.min(5, fields.length) })
            .chain((fs) => fc.tuple(...fs.map((f) => json(f.type, depth + 1).map((x) => [f, x] as const)))),
          fc.option(odd, { nil: undefined }),
        )
        .map(([pairs, extra]) => {
          const o: Record<string, unknown> = {};
          for (const [f, x] of pairs) {
            if (f.inline) {
              if (x && typeof x === "object" && !Array.isArray(x)) Object.assign(o, x);
            } else o[f.name] = x;
          }
          if (extra !== undefined) o.unknownKey = extra;
          return o;
        });
    }
    default:
      return fc.constant(null);
  }
}

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k in v) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

/** readAll reads every lazily converted part of a Go value (as any Go code reading it would). */
function readAll(v: unknown, depth = 0): void {
  if (v === null || typeof v !== "object" || depth > 70) return;
  if (v instanceof Slice) {
    const a = v.a;
    for (let i = 0; i < v.len; i++) readAll(a[v.off + i], depth + 1);
  } else if (v instanceof GoMap) for (const x of v.m.values()) readAll(x, depth + 1);
  else if (v instanceof Box || v instanceof Iface) readAll(v.v, depth + 1);
  else for (const k of Object.keys(v)) readAll((v as Record<string, unknown>)[k], depth + 1);
}

/** identical compares two Go values with every lazy part read: exact, nil and empty told apart. */
function identical(t: Type, a: unknown, b: unknown): boolean {
  readAll(a);
  readAll(b);
  return sameValue(t, a, b);
}

/** perturbed returns j with one member (the pick-th of all) replaced by x, or removed. */
function perturbed(j: unknown, pick: number, x: unknown, remove: boolean): unknown {
  const c = structuredClone(j);
  const slots: Array<[Record<string | number, unknown>, string | number]> = [];
  const walk = (o: unknown) => {
    if (o === null || typeof o !== "object") return;
    for (const k of Object.keys(o)) {
      slots.push([o as Record<string, unknown>, Array.isArray(o) ? Number(k) : k]);
      walk((o as Record<string, unknown>)[k]);
    }
  };
  walk(c);
  if (slots.length === 0) return c;
  const [o, k] = slots[pick % slots.length]!;
  if (remove && !Array.isArray(o)) delete o[k];
  else o[k] = structuredClone(x);
  return c;
}

const types: Array<[string, () => Type]> = [
  ["Deployment", Deployment],
  ["ConfigMap", ConfigMap],
  ["App", App],
];

describe("sameAsJSON", () => {
  it.each(types)("a %s converted or read from JSON, stored or not, read or not, is the same as it", (_n, T) => {
    const t = T();
    fc.assert(
      fc.property(shaped(t, 0), fc.boolean(), fc.boolean(), (j0, stored, read) => {
        // A FieldsV1 is compared by converting it, and sameValue tells two of its lazy bytes the same
        // only by their frozen trie, unread: other bytes answer false, and the JSON decides. So
        // managed fields are only kept in stored lists nobody read (the same list node, at once).
        const j = read || !stored ? withoutManagedFields(j0) : j0;
        const src = stored ? deepFreeze(structuredClone(j)) : j;
        const v = fromJSON(t)(src);
        const w = zeroValue(t);
        assignInto(t, w, src);
        if (read) readAll(v);
        expect(sameAsJSON(t, v, src)).toBe(true);
        expect(sameAsJSON(t, w, src)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it.each(types)("says a %s is the same as JSON only when it is identical to the JSON's conversion", (_n, T) => {
    const t = T();
    fc.assert(
      fc.property(
        shaped(t, 0),
        fc.nat(),
        fc.oneof(odd, wireTimes, str),
        fc.boolean(),
        fc.constantFrom("stored", "plain", "read"),
        (j, pick, x, remove, how) => {
          const other = perturbed(j, pick, x, remove);
          const stored = deepFreeze(structuredClone(j));
          const src = how === "plain" ? structuredClone(other) : deepFreeze(structuredClone(other));
          const v = fromJSON(t)(src);
          if (how === "read") readAll(v);
          if (sameAsJSON(t, v, stored)) expect(identical(t, v, fromJSON(t)(stored))).toBe(true);
          // A value changed after its conversion: the same only when still identical.
          const w = fromJSON(t)(stored);
          assignInto(t, w, src);
          if (sameAsJSON(t, w, stored)) expect(identical(t, w, fromJSON(t)(stored))).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("sees a change made to the Go value: a field, nil against empty, a map entry, an element", () => {
    const t = Deployment();
    const j = deepFreeze({
      metadata: {
        name: "d",
        creationTimestamp: "2026-01-01T00:00:05Z",
        labels: { a: "b" },
        finalizers: [],
        ownerReferences: [{ name: "o", controller: true }],
      },
      spec: { template: { spec: { containers: [{ name: "app", image: "nginx" }] } } },
    });
    const at = () => fromJSON(t)(j);
    expect(sameAsJSON(t, at(), j)).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Go values are untyped at run time
    const changes: Array<(v: any) => void> = [
      (v) => (v.ObjectMeta.Name = "e"),
      (v) => (v.ObjectMeta.Finalizers = null),
      (v) => (v.ObjectMeta.Annotations = new GoMap(null)),
      (v) => v.ObjectMeta.Labels.m.set("a", "c"),
      (v) => v.ObjectMeta.Labels.m.set("c", "b"),
      (v) => (v.ObjectMeta.OwnerReferences.a[0].Controller = null),
      (v) => (v.ObjectMeta.OwnerReferences.a[0].Controller.v = false),
      (v) => (v.Spec.Template.Spec.Containers.a[0].Image = "nginx:2"),
      (v) => (v.Spec.Template.Spec.Containers = sliceOf([])),
      (v) => (v.ObjectMeta.CreationTimestamp.Time.sec = 1),
      (v) => (v.ObjectMeta.CreationTimestamp.Time.nsec = 1000),
      (v) => (v.Spec.Replicas = new Box(1)),
    ];
    for (const change of changes) {
      const v = at();
      change(v);
      expect(sameAsJSON(t, v, j)).toBe(false);
    }
    // JSON that is no list or object converts to nil: an empty slice or map is not the same.
    const odd = deepFreeze({ metadata: { finalizers: "x", labels: 1 } });
    expect(sameAsJSON(t, fromJSON(t)(odd), odd)).toBe(true);
    const empty = fromJSON(t)(odd);
    empty.ObjectMeta.Finalizers = sliceOf([]);
    expect(sameAsJSON(t, empty, odd)).toBe(false);
    empty.ObjectMeta.Finalizers = null;
    empty.ObjectMeta.Labels = new GoMap(null);
    expect(sameAsJSON(t, empty, odd)).toBe(false);
    // Replaced by an equal value (SetOwnerReferences with the same references): still the same.
    const v = at();
    v.ObjectMeta.OwnerReferences = fromJSON(shimSliceType(t))(structuredClone(j.metadata.ownerReferences));
    expect(sameAsJSON(t, v, j)).toBe(true);
  });
});

/** withoutManagedFields returns j without metadata.managedFields. */
function withoutManagedFields(j: unknown): unknown {
  const c = structuredClone(j) as { metadata?: unknown };
  if (c && typeof c === "object" && c.metadata && typeof c.metadata === "object")
    delete (c.metadata as Record<string, unknown>).managedFields;
  return c;
}

/** shimSliceType is the type of ObjectMeta.OwnerReferences. */
function shimSliceType(t: Type): Type {
  const meta = (under(t) as { fields: { name: string; type: Type }[] }).fields.find((f) => f.name === "ObjectMeta")!;
  return (under(meta.type) as { fields: { name: string; type: Type }[] }).fields.find(
    (f) => f.name === "OwnerReferences",
  )!.type;
}
