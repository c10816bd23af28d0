import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepCopy, type KubeObject } from "../api";
import { isNormal, normalize, normalized } from "./normalize";
import { newTestServer } from "./testing";

// Every ObjectMeta member (normalize writes each by name, in order: a swapped pair must show).
const META = ["name", "generateName", "namespace", "uid", "resourceVersion", "generation", "creationTimestamp"];
META.push("deletionTimestamp", "deletionGracePeriodSeconds", "labels", "annotations", "ownerReferences");
META.push("finalizers", "managedFields");
const value = fc.oneof(
  fc.constant(undefined),
  fc.constant(""),
  fc.constant("x"),
  fc.constant(0),
  fc.constant([]),
  fc.constant(["a"]),
  fc.constant({}),
  fc.constant({ a: "b" }),
);
const metaArb = fc
  .tuple(
    fc.shuffledSubarray([...META, "extra"]),
    fc.array(value, { minLength: META.length + 1, maxLength: META.length + 1 }),
  )
  .map(([keys, vals]) => Object.fromEntries(keys.map((k, i) => [k, vals[i]])));
const objArb = fc
  .tuple(
    fc.shuffledSubarray(["apiVersion", "kind", "metadata", "spec", "data", "status"]),
    metaArb,
    fc.array(fc.oneof(value, fc.constant({ x: 1 })), { minLength: 6, maxLength: 6 }),
    fc.boolean(),
  )
  .map(([keys, meta, vals, canonical]) => {
    // Half the cases start from TypeMeta and metadata in place, the way stored versions are built.
    const order = canonical
      ? ["apiVersion", "kind", "metadata", ...keys.filter((k) => !["apiVersion", "kind", "metadata"].includes(k))]
      : keys;
    return Object.fromEntries(
      order.map((k, i) => [k, k === "metadata" ? meta : k === "apiVersion" ? "v1" : k === "kind" ? "K" : vals[i]]),
    ) as unknown as KubeObject;
  });

/** sameMembers: the same members, in the same order, holding the very same values (top level and metadata). */
function sameMembers(a: KubeObject, b: KubeObject): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join() !== kb.join() || ka.some((k) => k !== "metadata" && a[k] !== b[k])) return false;
  const ma = a.metadata as Record<string, unknown>;
  const mb = b.metadata as Record<string, unknown>;
  if (!ma || !mb) return ma === mb;
  return Object.keys(ma).join() === Object.keys(mb).join() && Object.keys(ma).every((k) => ma[k] === mb[k]);
}

describe("normal form", () => {
  it("isNormal holds exactly when normalize would give the same members (for ObjectMeta members only)", () => {
    fc.assert(
      fc.property(objArb, (o) => {
        if (!o.metadata || typeof o.metadata !== "object") return;
        const n = normalize(o);
        const extra = "extra" in o.metadata;
        if (isNormal(o)) expect(sameMembers(n, o)).toBe(true);
        else if (!extra) expect(sameMembers(n, o)).toBe(false);
        if (!extra) expect(isNormal(n)).toBe(true);
        expect(normalized(o) === o).toBe(isNormal(o));
        expect(sameMembers(normalized(o), n)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("normalize gives, in new objects, what ordering member by member gives (TypeMeta, ObjectMeta order, others, status)", () => {
    const ORDER = ["name", "generateName", "namespace", "uid", "resourceVersion", "generation", "creationTimestamp"];
    ORDER.push("deletionTimestamp", "deletionGracePeriodSeconds", "labels", "annotations", "ownerReferences");
    ORDER.push("finalizers", "managedFields");
    const isEmpty = (v: unknown) =>
      v === undefined ||
      v === null ||
      v === "" ||
      (Array.isArray(v) ? v.length === 0 : typeof v === "object" && Object.keys(v as object).length === 0);
    /** reference: the normal form built member by member, as the server has always built it. */
    const reference = (o: KubeObject): KubeObject => {
      const src = o.metadata as Record<string, unknown>;
      const m: Record<string, unknown> = {};
      for (const k of ORDER) if (k === "generation" ? src[k] !== undefined : !isEmpty(src[k])) m[k] = src[k];
      for (const k of Object.keys(src)) if (!(k in m) && !ORDER.includes(k) && !isEmpty(src[k])) m[k] = src[k];
      const out: Record<string, unknown> = { apiVersion: o.apiVersion, kind: o.kind, metadata: m };
      for (const k of Object.keys(o))
        if (!["apiVersion", "kind", "metadata", "status"].includes(k) && o[k] !== undefined) out[k] = o[k];
      if (o.status !== undefined) out.status = o.status;
      return out as KubeObject;
    };
    fc.assert(
      fc.property(objArb, (o) => {
        if (!o.metadata || typeof o.metadata !== "object") return;
        const n = normalize(o);
        expect(n).not.toBe(o);
        expect(n.metadata).not.toBe(o.metadata);
        expect(sameMembers(n, reference(o))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("an empty member, a status before another member, or metadata out of order is not normal", () => {
    const base = { apiVersion: "v1", kind: "K", metadata: { name: "a", uid: "u" }, spec: {}, status: { x: 1 } };
    expect(isNormal(base as KubeObject)).toBe(true);
    expect(isNormal({ ...base, metadata: { uid: "u", name: "a" } } as KubeObject)).toBe(false);
    expect(isNormal({ ...base, metadata: { name: "a", labels: {} } } as KubeObject)).toBe(false);
    expect(isNormal({ ...base, metadata: { name: "a", generation: 0 } } as KubeObject)).toBe(true);
    const { status, ...rest } = base;
    expect(isNormal({ ...rest, status, data: 1 } as unknown as KubeObject)).toBe(false);
    expect(isNormal({ ...base, data: undefined } as unknown as KubeObject)).toBe(false);
    expect(isNormal({ kind: "K", apiVersion: "v1", metadata: {} } as KubeObject)).toBe(false);
  });
});

describe("a version in normal form is stored as is only when the server owns it", () => {
  const kcm = { client: "kube-controller-manager/v1", fieldManager: "kube-controller-manager/deployment-controller" };
  const normalBody = (name: string): KubeObject => ({
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: { name, namespace: "default" },
    data: { a: "1" },
  });

  /** fillFrom is what the lab's client does with a handed-over body after the call (replaceInto). */
  function fillFrom(target: KubeObject, source: KubeObject): void {
    for (const k of Object.keys(target)) delete (target as Record<string, unknown>)[k];
    Object.assign(target, source);
  }

  it("a handed-over body in normal form is not the stored object: the caller may empty and refill it", () => {
    const { api } = newTestServer();
    const body = normalBody("c");
    expect(isNormal(body)).toBe(true);
    const created = api.create(kcm, body, { handOver: true });
    expect(created).not.toBe(body);
    fillFrom(body, created);
    const stored = api.peek("ConfigMap", { namespace: "default", name: "c" })!;
    expect(stored.data).toEqual({ a: "1" });

    const m = stored.metadata;
    const next = {
      ...normalBody("c"),
      metadata: { name: m.name, namespace: m.namespace, uid: m.uid, resourceVersion: m.resourceVersion },
      data: { a: "2" },
    } as KubeObject;
    expect(isNormal(next)).toBe(true);
    const updated = api.update(kcm, next, { handOver: true });
    expect(updated).not.toBe(next);
    fillFrom(next, updated);
    expect(api.peek("ConfigMap", { namespace: "default", name: "c" })!.data).toEqual({ a: "2" });
  });

  it("a custom resource's handed-over /status body is not stored: the strategy's new object is, normalized", () => {
    const { api } = newTestServer();
    const ctl = { client: "app-controller/v1" };
    const created = api.create(ctl, {
      apiVersion: "apps.example.com/v1alpha1",
      kind: "App",
      metadata: { name: "a", namespace: "default" },
      spec: { image: "nginx", replicas: 1 },
    });
    for (const phase of ["Provisioning", "Running"]) {
      const stored = api.peek("App", { namespace: "default", name: "a" })!;
      const body = { ...deepCopy(stored), status: { phase } } as KubeObject;
      const updated = api.update(ctl, body, { subresource: "status", handOver: true });
      const now = api.peek("App", { namespace: "default", name: "a" })!;
      expect(now).toBe(updated);
      expect(now).not.toBe(body);
      expect(now.metadata).not.toBe(body.metadata);
      expect(Object.isFrozen(body)).toBe(false);
      expect(Object.isFrozen(body.metadata)).toBe(false);
      expect(isNormal(now)).toBe(true);
      expect(now.status).toEqual({ phase });
      expect(now.spec).toBe(stored.spec);
      fillFrom(body, updated);
    }
    expect(created.metadata.uid).toBe(api.peek("App", { namespace: "default", name: "a" })!.metadata.uid);
  });

  it("a copied body in normal form is stored without another copy, and the caller's object is left alone", () => {
    const { api } = newTestServer();
    const body = normalBody("d");
    api.create(kcm, body);
    expect(Object.isFrozen(body)).toBe(false);
    body.data = { a: "changed by the caller" };
    expect(api.peek("ConfigMap", { namespace: "default", name: "d" })!.data).toEqual({ a: "1" });
  });
});
