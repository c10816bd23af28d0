import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodedSize, type FieldsV1 } from "../api";
import { fieldMapOf, fieldsV1Of, fromFieldsV1, pathString, toFieldsV1, treeHas, SEP } from "./fieldpath";

const scalar = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.boolean());
const container = fc.record(
  { name: fc.constantFrom("a", "b", "c"), image: fc.string({ maxLength: 3 }) },
  { requiredKeys: ["name"] },
);
const objArb = fc.record(
  {
    metadata: fc.record({
      name: fc.constant("x"),
      labels: fc.dictionary(fc.constantFrom("k1", "k2"), fc.string({ maxLength: 2 })),
      finalizers: fc.uniqueArray(fc.constantFrom("f/a", "f/b")),
      ownerReferences: fc.uniqueArray(
        fc.record({ uid: fc.constantFrom("u1", "u2", 'q"u'), name: fc.string({ maxLength: 2 }) }, { requiredKeys: [] }),
        { selector: (r) => r.uid, maxLength: 2 },
      ),
    }),
    spec: fc.record({
      replicas: fc.integer(),
      args: fc.array(scalar, { maxLength: 3 }),
      containers: fc.uniqueArray(container, { selector: (c) => c.name, maxLength: 3 }),
      nested: fc.dictionary(fc.constantFrom("p", "q"), fc.oneof(scalar, fc.dictionary(fc.constantFrom("r"), scalar))),
    }),
    status: fc.record({ phase: fc.string({ maxLength: 2 }) }),
  },
  { requiredKeys: ["metadata"] },
);

/** eachNode calls f with every node of a tree, the tree first. */
const eachNode = (t: FieldsV1, f: (n: FieldsV1) => void): void => {
  f(t);
  for (const k in t) eachNode(t[k]!, f);
};

describe("field sets", () => {
  it("the direct create encoder equals encoding the path set, and decoding gives the set back", () => {
    fc.assert(
      fc.property(objArb, (o) => {
        const set = new Set(
          [...fieldMapOf(o as Record<string, unknown>).keys()].filter((p) => !p.startsWith("f:status")),
        );
        const viaSet = toFieldsV1(set);
        const direct = fieldsV1Of(o as Record<string, unknown>, new Set(["status"]));
        expect(direct).toEqual(viaSet);
        expect(JSON.stringify(direct)).toBe(JSON.stringify(viaSet)); // members in the same order too
        eachNode(direct, (n) => expect(Object.isFrozen(n)).toBe(true)); // kept and own nodes alike
        expect(fromFieldsV1(viaSet)).toEqual(set);
      }),
      { numRuns: 1000 },
    );
  });

  it("treeHas answers as the decoded set does, for its paths, their prefixes and others", () => {
    fc.assert(
      fc.property(objArb, objArb, (o, other) => {
        const tree = fieldsV1Of(o as Record<string, unknown>, new Set());
        const set = fromFieldsV1(tree);
        const probes = new Set([...set, ...fieldMapOf(other as Record<string, unknown>).keys()]);
        for (const p of [...probes])
          for (let i = p.indexOf(SEP); i > 0; i = p.indexOf(SEP, i + 1)) probes.add(p.slice(0, i));
        for (const p of probes) expect(treeHas(tree, p)).toBe(set.has(p));
      }),
      { numRuns: 500 },
    );
    expect(treeHas({ "f:a": { ".": {}, "f:b": {} } }, "f:a")).toBe(true);
    expect(treeHas({ "f:a": { "f:b": {} } }, "f:a")).toBe(false);
    expect(treeHas({ "f:a": { "f:b": {} } }, `f:a${SEP}f:b`)).toBe(true);
  });

  it("paths print as structured-merge-diff prints them", () => {
    expect(
      pathString(["f:spec", "f:template", "f:spec", "f:containers", 'k:{"name":"web"}', "f:image"].join(SEP)),
    ).toBe('.spec.template.spec.containers[name="web"].image');
    expect(pathString(["f:metadata", "f:finalizers", 'v:"a/b"'].join(SEP))).toBe('.metadata.finalizers[="a/b"]');
  });
});

describe("encoded field sets share equal subtrees", () => {
  const obj = (n: string, uid: string) => ({
    metadata: { name: n, labels: { app: "x" }, ownerReferences: [{ uid, kind: "App", name: n }] },
    spec: { replicas: 2, template: { spec: { containers: [{ name: "c", image: "nginx" }] } } },
  });

  it("two objects that differ only in identity get the very same frozen spec subtree, printed as before", () => {
    const a = fieldsV1Of(obj("a", "u1"), new Set());
    const b = fieldsV1Of(obj("b", "u2"), new Set());
    expect(a["f:spec"]).toBe(b["f:spec"]);
    expect(Object.isFrozen(a["f:spec"])).toBe(true);
    expect(a["f:metadata"]).not.toBe(b["f:metadata"]); // the ownerReferences uid differs
    expect(JSON.stringify(toFieldsV1(fromFieldsV1(a)))).toBe(JSON.stringify(a));
    expect(toFieldsV1(fromFieldsV1(a))["f:spec"]).toBe(a["f:spec"]);
  });

  it("nodes whose member names hash alike stay apart (the table compares members, not only hashes)", () => {
    // The two names differ in one character the name hash does not read (not the middle, not the last 12).
    const n1 = "0123456789abcdefghijklmnopqrstuvwxyz";
    const n2 = "0123X56789abcdefghijklmnopqrstuvwxyz";
    const withContainer = (name: string) => ({ spec: { containers: [{ name, image: "i" }] } });
    const a = fieldsV1Of(withContainer(n1), new Set());
    const b = fieldsV1Of(withContainer(n2), new Set());
    expect(a).not.toBe(b);
    expect(Object.keys(a["f:spec"]!["f:containers"]!)).toEqual([`k:{"name":"${n1}"}`]);
    expect(Object.keys(b["f:spec"]!["f:containers"]!)).toEqual([`k:{"name":"${n2}"}`]);
    expect(fieldsV1Of(withContainer(n2), new Set())).toBe(b);
    expect(fieldsV1Of(withContainer(n1), new Set())).toBe(a);
    // Same names, other member nodes: other nodes.
    const c = fieldsV1Of({ spec: { x: 1 } }, new Set());
    const d = fieldsV1Of({ spec: { x: { y: 1 } } }, new Set());
    expect(c).not.toBe(d);
    expect(JSON.stringify(d)).toBe('{"f:spec":{"f:x":{"f:y":{}}}}');
  });

  it("past the table's bound, encodings stay right and sharing starts again", () => {
    const first = fieldsV1Of(obj("a", "u1"), new Set());
    const text = JSON.stringify(first);
    for (let i = 0; i < 40_000; i++) fieldsV1Of({ metadata: { labels: { ["l" + i]: "v" } } }, new Set());
    const again = fieldsV1Of(obj("a", "u1"), new Set());
    expect(JSON.stringify(again)).toBe(text);
    expect(fieldsV1Of(obj("b", "u2"), new Set())["f:spec"]).toBe(again["f:spec"]);
    expect(JSON.stringify(fieldsV1Of({ metadata: { labels: { l7: "v" } } }, new Set()))).toBe(
      '{"f:metadata":{"f:labels":{"f:l7":{}}}}',
    );
  });

  it("a remembered encoding is only ever its own set's (sets that overlap, recur and come in any order)", () => {
    const universe = ["f:a", `f:a${SEP}f:b`, `f:a${SEP}f:c`, "f:d", `f:d${SEP}k:{"n":"x"}`, `f:d${SEP}k:{"n":"y"}`];
    universe.push(`f:d${SEP}k:{"n":"x"}${SEP}f:v`, "f:e", `f:e${SEP}v:"1"`, `f:e${SEP}v:"2"`);
    /** reference builds the nested form with no table: a trie, members sorted, "." for a node that is also listed. */
    const reference = (paths: string[]): unknown => {
      type T = { self: boolean; kids: Map<string, T> };
      const root: T = { self: false, kids: new Map() };
      for (const p of paths) {
        let n = root;
        for (const seg of p.split(SEP)) {
          if (!n.kids.has(seg)) n.kids.set(seg, { self: false, kids: new Map() });
          n = n.kids.get(seg)!;
        }
        n.self = true;
      }
      const enc = (n: T): Record<string, unknown> => {
        const out: Record<string, unknown> = {};
        const names = [...n.kids.keys()].sort();
        if (n.self && names.length) out["."] = {};
        for (const k of names) out[k] = enc(n.kids.get(k)!);
        return out;
      };
      return enc(root);
    };
    fc.assert(
      fc.property(fc.shuffledSubarray(universe), (paths) => {
        const tree = toFieldsV1(paths);
        expect(JSON.stringify(tree)).toBe(JSON.stringify(reference(paths)));
        expect(fromFieldsV1(tree)).toEqual(new Set(paths));
        expect(toFieldsV1([...paths].reverse())).toBe(tree);
      }),
      { numRuns: 2000 },
    );
  });

  it("every kept node is stamped with the length of its JSON (names with quotes, backslashes, controls)", () => {
    const name = fc.string({ maxLength: 4, unit: fc.constantFrom("a", '"', "\\", "\n", "\u0001", "é") });
    const shape = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        fc.integer(),
        fc.dictionary(name, tie("node"), { maxKeys: 3 }),
        fc.uniqueArray(fc.record({ name, uid: name, v: fc.integer() }), { selector: (c) => c.name, maxLength: 2 }),
      ),
    }));
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("spec", "metadata", "containers", "ownerReferences"), shape.node),
        (o) => {
          const t = fieldsV1Of({ spec: o, metadata: { ownerReferences: o.ownerReferences } }, new Set());
          eachNode(t, (n) => expect(encodedSize(n)).toBe(JSON.stringify(n).length));
          eachNode(toFieldsV1(fromFieldsV1(t)), (n) => expect(encodedSize(n)).toBe(JSON.stringify(n).length));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("an owner's uid keys its item as JSON does, whatever the uid holds", () => {
    for (const uid of ["u1", 'q"uote', "back\\slash", "ctl\u0002", ""]) {
      const t = fieldsV1Of({ metadata: { ownerReferences: [{ uid, name: "n" }] } }, new Set());
      expect(Object.keys(t["f:metadata"]!["f:ownerReferences"]!)).toEqual(["k:" + JSON.stringify({ uid })]);
      expect(fieldsV1Of({ metadata: { ownerReferences: [{ uid, name: "m" }] } }, new Set())).toEqual(t);
    }
  });

  it("nodes naming an owner's uid (and those above them) are built for their object, frozen and measured; the rest is shared", () => {
    const a = fieldsV1Of(obj("a", "u1"), new Set());
    const b = fieldsV1Of(obj("b", "u1"), new Set());
    expect(b).toEqual(a);
    expect(b).not.toBe(a); // not kept: a uid is named by one dependent, nearly always
    expect(b["f:metadata"]!["f:ownerReferences"]).not.toBe(a["f:metadata"]!["f:ownerReferences"]);
    expect(b["f:metadata"]!["f:labels"]).toBe(a["f:metadata"]!["f:labels"]);
    expect(b["f:metadata"]!["f:ownerReferences"]!['k:{"uid":"u1"}']).toBe(
      a["f:metadata"]!["f:ownerReferences"]!['k:{"uid":"u1"}'],
    );
    expect(b["f:spec"]).toBe(a["f:spec"]);
    eachNode(b, (n) => {
      expect(Object.isFrozen(n)).toBe(true);
      expect(encodedSize(n)).toBe(JSON.stringify(n).length);
    });
    // A tree holding an own node encodes the set as the table's encoder does.
    expect(JSON.stringify(toFieldsV1(fromFieldsV1(b)))).toBe(JSON.stringify(b));
  });

  it("equal sets encode to the very same node, whatever order they were built in", () => {
    const x = toFieldsV1([`f:a`, `f:b`]);
    expect(JSON.stringify(x)).toBe('{"f:a":{},"f:b":{}}');
    expect(toFieldsV1([`f:b`, `f:a`])).toBe(x); // sorted on encode: same text, same node
  });
});
