// Managed fields no Go code read go back to the server as the stored array itself, but only while
// that array is exactly what converting its items would give; any read, change or other form is
// converted as before (convert.ts, storedForm).
import { describe, expect, it } from "vitest";
import "../../../src/golang/shim/k8s";
import { toJSON, fromJSON, assignInto } from "../../../src/golang/shim/k8s";
import { shimType } from "../../../src/golang/shim/registry";
import { zeroValue, sliceOf, Slice } from "../../../src/golang/shim/native";

const App = () => shimType("example.com/app/api/v1alpha1", "App");

const deepFreeze = <T>(x: T): T => {
  if (x !== null && typeof x === "object") {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
};

const entry = (manager: string, extra: Record<string, unknown> = {}) => ({
  manager,
  operation: "Update",
  apiVersion: "apps.example.com/v1alpha1",
  time: "2026-01-01T00:00:02Z",
  fieldsType: "FieldsV1",
  fieldsV1: { "f:spec": { "f:image": {} } },
  ...extra,
});

/** stored is an App as the cache holds it: deep-frozen, with the given managed fields. */
const stored = (managedFields: unknown[]) =>
  deepFreeze({
    apiVersion: "apps.example.com/v1alpha1",
    kind: "App",
    metadata: { name: "a", namespace: "default", resourceVersion: "7", managedFields },
    spec: { image: "nginx", replicas: 2 },
  });

type Out = { metadata: { managedFields?: unknown[] } };
const read = (j: unknown) => {
  const v = zeroValue(App());
  assignInto(App(), v, j);
  return v;
};
const write = (v: unknown) => toJSON(App())(v) as Out;
/** roundTrip is what converting every item gives (a fresh, unfrozen list). */
const roundTrip = (j: unknown) => write(fromJSON(App())(JSON.parse(JSON.stringify(j))));

describe("managed fields written back untouched", () => {
  it("sends the stored array itself when no Go code read it and its items are in their converted form", () => {
    const j = stored([entry("app-controller"), entry("kubectl", { subresource: "status" })]);
    const out = write(read(j));
    expect(out.metadata.managedFields).toBe(j.metadata.managedFields);
    expect(out).toEqual(roundTrip(j));
  });

  it("converts items whose stored form a round trip would change", () => {
    for (const odd of [
      { ...entry("m"), manager: "" }, // omitempty string left out
      { ...entry("m"), time: "2026-01-01T00:00:02.5Z" }, // sub-second time rounded down
      { ...entry("m"), time: "not a time" }, // malformed time dropped
      { ...entry("m"), time: "0001-01-01T00:00:00Z" }, // zero time left out
      { ...entry("m"), extra: "x" }, // unknown key dropped
      { time: "2026-01-01T00:00:02Z", manager: "m" }, // keys in another order
      { ...entry("m"), manager: "é" }, // non-ASCII (converted both ways)
      { ...entry("m"), fieldsV1: "text" }, // not a frozen trie
    ]) {
      const j = stored([entry("ok"), odd]);
      const out = write(read(j));
      expect(out.metadata.managedFields).not.toBe(j.metadata.managedFields);
      expect(out).toEqual(roundTrip(j));
    }
  });

  it("converts a list Go code read, changed, re-sliced or replaced, and keeps each copy's own items", () => {
    const j = stored([entry("a"), entry("b")]);
    const origin = j.metadata.managedFields;

    const touched = read(j);
    expect((touched.ObjectMeta.ManagedFields as Slice).a[0].Manager).toBe("a"); // a read converts the items
    const out1 = write(touched);
    expect(out1.metadata.managedFields).not.toBe(origin);
    expect(out1).toEqual(roundTrip(j));

    const changed = read(j);
    (changed.ObjectMeta.ManagedFields as Slice).a[1].Manager = "changed";
    expect((write(changed).metadata.managedFields as { manager: string }[]).map((e) => e.manager)).toEqual([
      "a",
      "changed",
    ]);
    // The stored object and a later read are not changed by that write.
    expect((origin[1] as { manager: string }).manager).toBe("b");
    expect(write(read(j)).metadata.managedFields).toBe(origin);

    const resliced = read(j);
    const mf = resliced.ObjectMeta.ManagedFields as Slice;
    resliced.ObjectMeta.ManagedFields = new Slice(mf.a, 0, 1, 1); // mf[:1]
    expect((write(resliced).metadata.managedFields as unknown[]).length).toBe(1);

    const replaced = read(j);
    replaced.ObjectMeta.ManagedFields = sliceOf([]);
    expect(write(replaced).metadata.managedFields).toBeUndefined();
  });

  it("a write from a copy taken before a change still sends the stored array; the changed one does not", () => {
    const j = stored([entry("a")]);
    const v = read(j);
    const copy = fromJSON(App())(write(v)); // as the answer of a write is read back
    expect(write(v).metadata.managedFields).toBe(j.metadata.managedFields);
    (v.ObjectMeta.ManagedFields as Slice).a[0].Operation = "Apply";
    expect((write(v).metadata.managedFields as { operation: string }[])[0]!.operation).toBe("Apply");
    expect((write(copy).metadata.managedFields as { operation: string }[])[0]!.operation).toBe("Update");
  });
});

describe("lists of structs read from a stored object", () => {
  const Deployment = () => shimType("k8s.io/api/apps/v1", "Deployment");
  const stored = deepFreeze({
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name: "d", ownerReferences: [{ apiVersion: "v1", kind: "App", name: "o", uid: "u" }] },
    status: {
      conditions: [
        { type: "Available", status: "True", lastUpdateTime: "2026-01-01T00:00:03Z" },
        { type: "Progressing", status: "True", reason: "NewReplicaSetAvailable" },
      ],
    },
  });

  it("are converted when first read, each read and copy with items of its own", () => {
    const a = zeroValue(Deployment());
    assignInto(Deployment(), a, stored);
    const conds = a.Status.Conditions as Slice & { untouched?: boolean };
    expect(conds.untouched).toBe(true);
    expect(conds.len).toBe(2);
    const b = fromJSON(Deployment())(stored);
    expect(conds.a[1].Reason).toBe("NewReplicaSetAvailable");
    expect(conds.untouched).toBe(false);
    conds.a[0].Status = "False";
    expect(b.Status.Conditions.a[0].Status).toBe("True");
    expect(stored.status.conditions[0]!.status).toBe("True");
    expect(
      (toJSON(Deployment())(a) as { status: { conditions: { status: string }[] } }).status.conditions[0]!.status,
    ).toBe("False");
    expect(toJSON(Deployment())(b)).toEqual(
      toJSON(Deployment())(fromJSON(Deployment())(JSON.parse(JSON.stringify(stored)))),
    );
  });
});
