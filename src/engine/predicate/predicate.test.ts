import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api";
import {
  and,
  annotationChangedPredicate,
  funcs,
  generationChangedPredicate,
  labelChangedPredicate,
  labelSelectorPredicate,
  newPredicateFuncs,
  not,
  or,
  resourceVersionChangedPredicate,
} from "./predicate";

function o(meta: Partial<KubeObject["metadata"]>): KubeObject {
  return {
    apiVersion: "apps.example.com/v1alpha1",
    kind: "App",
    metadata: { name: "a", namespace: "default", ...meta },
  };
}
const upd = (a: KubeObject, b: KubeObject) => ({ objectOld: a, objectNew: b });

describe("predicates", () => {
  it("fact 76: Funcs treats an unset function as true", () => {
    const p = funcs({ update: () => false });
    expect(p.create({ object: o({}), isInInitialList: false })).toBe(true);
    expect(p.update(upd(o({}), o({})))).toBe(false);
    expect(p.delete({ object: o({}), deleteStateUnknown: false })).toBe(true);
    expect(p.generic({ object: o({}) })).toBe(true);
  });

  it("fact 76: GenerationChanged overrides only Update; ResourceVersionChanged, LabelChanged and AnnotationChanged compare their field", () => {
    const g = generationChangedPredicate();
    expect(g.update(upd(o({ generation: 1 }), o({ generation: 2 })))).toBe(true);
    expect(g.update(upd(o({ generation: 1, resourceVersion: "1" }), o({ generation: 1, resourceVersion: "2" })))).toBe(
      false,
    );
    expect(g.create({ object: o({}), isInInitialList: true })).toBe(true);
    expect(g.delete({ object: o({}), deleteStateUnknown: true })).toBe(true);
    const rv = resourceVersionChangedPredicate();
    expect(rv.update(upd(o({ resourceVersion: "5" }), o({ resourceVersion: "5" })))).toBe(false);
    expect(rv.update(upd(o({ resourceVersion: "5" }), o({ resourceVersion: "6" })))).toBe(true);
    const l = labelChangedPredicate();
    expect(l.update(upd(o({}), o({ labels: {} })))).toBe(false); // nil == empty (maps.Equal)
    expect(l.update(upd(o({ labels: { a: "1" } }), o({ labels: { a: "2" } })))).toBe(true);
    const an = annotationChangedPredicate();
    expect(an.update(upd(o({ annotations: { x: "1" } }), o({ annotations: { x: "1" } })))).toBe(false);
    expect(an.update(upd(o({ annotations: { x: "1" } }), o({})))).toBe(true);
  });

  it("fact 76: And of nothing is true, Or of nothing is false, Not inverts; NewPredicateFuncs and LabelSelectorPredicate look at ObjectNew", () => {
    const e = { object: o({}), isInInitialList: false };
    expect(and().create(e)).toBe(true);
    expect(or().create(e)).toBe(false);
    expect(not(and()).create(e)).toBe(false);
    expect(and(funcs({}), funcs({ create: () => false })).create(e)).toBe(false);
    expect(or(funcs({ create: () => false }), funcs({})).create(e)).toBe(true);
    const named = newPredicateFuncs((x) => x.metadata.name === "keep");
    expect(named.update(upd(o({ name: "drop" }), o({ name: "keep" })))).toBe(true);
    expect(named.update(upd(o({ name: "keep" }), o({ name: "drop" })))).toBe(false);
    const sel = labelSelectorPredicate({
      matchLabels: { team: "a" },
      matchExpressions: [{ key: "env", operator: "In", values: ["prod", "stage"] }],
    });
    expect(sel.create({ object: o({ labels: { team: "a", env: "prod" } }), isInInitialList: false })).toBe(true);
    expect(sel.create({ object: o({ labels: { team: "a", env: "dev" } }), isInInitialList: false })).toBe(false);
  });

  it("fact 77: GenerationChanged drops status-only updates and resyncs, but a deletion with finalizers (generation+1) passes", () => {
    const g = generationChangedPredicate();
    const before = o({ generation: 3, resourceVersion: "10" });
    const statusOnly = { ...o({ generation: 3, resourceVersion: "11" }), status: { ready: false } };
    expect(g.update(upd(before, statusOnly))).toBe(false);
    expect(g.update(upd(before, before))).toBe(false);
    const terminating = o({
      generation: 4,
      resourceVersion: "12",
      deletionTimestamp: "2026-01-01T00:00:05Z",
      finalizers: ["x"],
    });
    expect(g.update(upd(before, terminating))).toBe(true);
  });
});
