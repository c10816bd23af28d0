import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canonicalJSON, deepCopy, deepEqual } from "../api";
import { hash32 } from "../sim/rng";
import {
  canonicalHash32,
  computeHash,
  deploymentStatus,
  equalIgnoreHash,
  type DeploymentStatusCounts,
  POD_TEMPLATE_HASH_LABEL,
  safeEncodeString,
  templateWithoutHash,
} from "./deploymentutil";

describe("equalIgnoreHash", () => {
  it("is deepEqual of the templates without the pod-template-hash label", () => {
    const leaf = fc.oneof(
      fc.constantFrom("a", "b", POD_TEMPLATE_HASH_LABEL),
      fc.integer({ min: 0, max: 2 }),
      fc.constant(undefined),
    );
    const labels = fc.oneof(
      fc.constant(undefined),
      fc.dictionary(
        fc.constantFrom("app", "tier", POD_TEMPLATE_HASH_LABEL),
        fc.oneof(fc.constantFrom("x", "y"), fc.constant(undefined)),
      ),
    );
    const metadata = fc.oneof(
      fc.constant(undefined),
      fc.record(
        { labels, annotations: fc.option(fc.dictionary(fc.constantFrom("k"), leaf), { nil: undefined }) },
        { requiredKeys: [] },
      ),
    );
    const template = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.record(
        {
          metadata,
          spec: fc.option(fc.record({ image: leaf, replicas: leaf }, { requiredKeys: [] }), { nil: undefined }),
          extra: leaf,
        },
        { requiredKeys: [] },
      ),
    );
    // pairs that are often equal: the second derived from the first with small edits
    const pair = fc.tuple(template, template, fc.boolean()).map(([a, b, same]) => (same ? [a, deepCopy(a)] : [a, b]));
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(equalIgnoreHash(a, b)).toBe(deepEqual(templateWithoutHash(a), templateWithoutHash(b)));
      }),
      { numRuns: 5000 },
    );
  });

  it("ignores only the hash label: other labels, metadata and spec count", () => {
    const t = (labels: Record<string, string>, image = "nginx") => ({ metadata: { labels }, spec: { image } });
    expect(equalIgnoreHash(t({ app: "web", [POD_TEMPLATE_HASH_LABEL]: "abc" }), t({ app: "web" }))).toBe(true);
    expect(equalIgnoreHash(t({ app: "web" }), t({ app: "db" }))).toBe(false);
    expect(equalIgnoreHash(t({ app: "web" }), t({ app: "web" }, "nginx:2"))).toBe(false);
    expect(equalIgnoreHash(t({}), { spec: { image: "nginx" } })).toBe(true); // absent metadata and labels are empty
    expect(equalIgnoreHash({ ...t({}), metadata: { labels: {}, name: "x" } }, t({}))).toBe(false);
    expect(equalIgnoreHash({ metadata: "odd" }, { metadata: "odd" })).toBe(true); // not objects: compared as copies
  });
});

describe("canonicalHash32", () => {
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }), // lone surrogates and controls: escaped by JSON.stringify
    fc.constantFrom('a"b', "a\\b", "tab\there", "\u2028", "é✓", "\ud800", "\udc00x"),
  );
  const value = fc.letrec((tie) => ({
    v: fc.oneof(
      { depthSize: "small" },
      text,
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(tie("v"), { maxLength: 4 }),
      fc.dictionary(text, tie("v"), { maxKeys: 4 }),
    ),
  })).v;

  it("property: is hash32 of the canonical JSON text (with the collision suffix), without building it", () => {
    fc.assert(
      fc.property(value, fc.nat({ max: 20 }), (v, n) => {
        const suffix = n ? String(n) : "";
        expect(canonicalHash32(v, suffix)).toBe(hash32(canonicalJSON(v) + suffix));
      }),
      { numRuns: 2000 },
    );
  });

  it("property: objects of many keys (sorted by insertion up to 12, by Array.prototype.sort above) hash as their canonical JSON", () => {
    const key = fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.constantFrom("a", "B", "aa", "a\u00e9", "\ud83d\ude00", "10", "9"),
    );
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(fc.integer(), fc.string({ maxLength: 2 })), { maxKeys: 20 }), (o) => {
        expect(canonicalHash32(o)).toBe(hash32(canonicalJSON(o)));
      }),
      { numRuns: 1000 },
    );
  });

  it("computeHash of a pod template is the safe-encoded hash32 of its canonical JSON", () => {
    const t = { metadata: { labels: { app: "web" } }, spec: { containers: [{ name: "c", image: "nginx:1.25" }] } };
    expect(computeHash(t)).toBe(safeEncodeString(String(hash32(canonicalJSON(t)))));
    expect(computeHash(t, 2)).toBe(safeEncodeString(String(hash32(canonicalJSON(t) + "2"))));
  });
});

describe("deploymentStatus", () => {
  it("property: is the counts that are not 0 (in the counts' order), then conditions and collisionCount, as JSON", () => {
    const n = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 }));
    const cond = fc.record({
      type: fc.constantFrom("Available", "Progressing"),
      status: fc.constantFrom("True" as const, "False" as const),
      lastUpdateTime: fc.constant("t"),
      lastTransitionTime: fc.constant("t"),
      reason: fc.constant("r"),
      message: fc.constant("m"),
    });
    // the counts in DeploymentStatus order (the reference below walks them in that order)
    const countsArb = fc.record<DeploymentStatusCounts>({
      observedGeneration: n,
      replicas: n,
      updatedReplicas: n,
      readyReplicas: n,
      availableReplicas: n,
      unavailableReplicas: n,
    });
    fc.assert(
      fc.property(
        countsArb,
        fc.array(cond, { maxLength: 2 }),
        fc.constantFrom(undefined, 0, 1, 3),
        (counts, conds, cc) => {
          // the straightforward computation: every count that is not 0, by a loop over the counts' keys
          const want: Record<string, unknown> = {};
          for (const k in counts) {
            const v = counts[k as keyof DeploymentStatusCounts];
            if (v) want[k] = v;
          }
          if (conds.length) want.conditions = conds;
          if (cc) want.collisionCount = cc;
          expect(JSON.stringify(deploymentStatus(counts, conds, cc))).toBe(JSON.stringify(want));
        },
      ),
      { numRuns: 500 },
    );
  });
});
