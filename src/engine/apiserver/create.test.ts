import { describe, expect, it } from "vitest";
import { isNotFound } from "../api";
import { Rng } from "../sim/rng";
import { NAME_ALPHABET } from "./generatename";
import { alice, app, configMap, failure, newTestServer } from "./testing";

describe("create", () => {
  it("fact 7: create sets uid, creationTimestamp and resourceVersion; a resourceVersion in the request is a 500", () => {
    const { api, clock } = newTestServer();
    clock.runFor(3000);
    const a = api.create(alice, app("a"));
    expect(a.metadata.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.metadata.creationTimestamp).toBe("2026-01-01T00:00:03Z");
    expect(a.metadata.resourceVersion).toBe(api.currentResourceVersion());
    const f = failure(() =>
      api.create(alice, { ...app("b"), metadata: { name: "b", namespace: "default", resourceVersion: "5" } }),
    );
    expect(f).toMatchObject({
      code: 500,
      reason: "",
      message: "resourceVersion should not be set on objects to be created",
    });
    // The learner bug: re-creating what was read, RV and all.
    api.delete(alice, "App", { namespace: "default", name: "a" });
    expect(failure(() => api.create(alice, a)).code).toBe(500);
  });

  it("fact 8: creating an existing name is 409 AlreadyExists, prefixed while the old one is being deleted", () => {
    const { api } = newTestServer();
    api.create(alice, configMap("c"));
    expect(failure(() => api.create(alice, configMap("c")))).toMatchObject({
      code: 409,
      reason: "AlreadyExists",
      message: 'configmaps "c" already exists',
    });
    api.create(alice, { ...app("a"), metadata: { name: "a", namespace: "default", finalizers: ["example.com/x"] } });
    api.delete(alice, "App", { namespace: "default", name: "a" });
    expect(failure(() => api.create(alice, app("a"))).message).toBe(
      'object is being deleted: apps.apps.example.com "a" already exists',
    );
  });

  it("fact 9: generateName appends 5 characters of the vowel-free alphabet to a prefix cut to 58", () => {
    const { api } = newTestServer();
    const a = api.create(alice, { ...app(""), metadata: { generateName: "web-", namespace: "default" } });
    expect(a.metadata.name).toMatch(new RegExp(`^web-[${NAME_ALPHABET}]{5}$`));
    expect(a.metadata.generateName).toBe("web-");
    const long = "x".repeat(70);
    const b = api.create(alice, { ...app(""), metadata: { generateName: long, namespace: "default" } });
    expect(b.metadata.name!.length).toBe(63);
    expect(b.metadata.name!.startsWith("x".repeat(58))).toBe(true);
  });

  it("fact 9: generated names are seeded (same seed, same names) and collisions are retried up to 8 times", () => {
    const names = (seed: number) => {
      const { api } = newTestServer({}, seed);
      return [0, 1, 2].map(
        () =>
          api.create(alice, { ...configMap(""), metadata: { generateName: "c-", namespace: "default" } }).metadata.name,
      );
    };
    expect(names(7)).toEqual(names(7));
    // An Rng whose suffixes always collide: the server tries exactly 8 names.
    let attempts = 0;
    class Stuck extends Rng {
      override chars(n: number): string {
        attempts++;
        return "b".repeat(n);
      }
    }
    const { api } = newTestServer({ rng: new Stuck(1) });
    api.create(alice, { ...configMap(""), metadata: { generateName: "c-", namespace: "default" } });
    attempts = 0;
    const f = failure(() =>
      api.create(alice, { ...configMap(""), metadata: { generateName: "c-", namespace: "default" } }),
    );
    expect(attempts).toBe(8);
    expect(() =>
      api.create(alice, { ...configMap(""), metadata: { generateName: "c-", namespace: "default" } }),
    ).toThrow(
      expect.objectContaining({
        status: expect.objectContaining({ details: expect.objectContaining({ retryAfterSeconds: 1 }) }),
      }),
    );
    expect(f).toMatchObject({
      code: 409,
      reason: "AlreadyExists",
      message: 'configmaps "c-bbbbb" already exists, the server was not able to generate a unique name for the object',
    });
  });

  it("fact 28: a namespace is created with spec.finalizers [kubernetes] and phase Active", () => {
    const { api } = newTestServer();
    const ns = api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "team" } });
    expect(ns.spec).toEqual({ finalizers: ["kubernetes"] });
    expect(ns.status).toEqual({ phase: "Active" });
    expect(ns.metadata.namespace).toBeUndefined();
  });

  it("every namespace carries kubernetes.io/metadata.name with its name, owned by its creator; writes cannot change it", () => {
    const { api } = newTestServer();
    const boot = api.get({ client: "x" }, "Namespace", { name: "default" });
    expect(boot.metadata.labels).toEqual({ "kubernetes.io/metadata.name": "default" });
    expect(boot.metadata.managedFields?.map((e) => [e.manager, e.fieldsV1])).toEqual([
      ["kube-apiserver", { "f:metadata": { "f:labels": { "f:kubernetes.io/metadata.name": {} } } }],
    ]);
    const ns = api.create(alice, {
      apiVersion: "v1",
      kind: "Namespace",
      metadata: { name: "team", labels: { env: "dev", "kubernetes.io/metadata.name": "other" } },
    });
    expect(ns.metadata.labels).toEqual({ env: "dev", "kubernetes.io/metadata.name": "team" });
    const owned = ns.metadata.managedFields?.[0]?.fieldsV1 as { "f:metadata": { "f:labels": object } };
    expect(Object.keys(owned["f:metadata"]["f:labels"]).sort()).toEqual(["f:env", "f:kubernetes.io/metadata.name"]);
    const gen = api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { generateName: "tmp-" } });
    expect(gen.metadata.labels).toEqual({ "kubernetes.io/metadata.name": gen.metadata.name });
    const up = api.update(alice, { ...ns, metadata: { ...ns.metadata, labels: { env: "prod" } } });
    expect(up.metadata.labels).toEqual({ env: "prod", "kubernetes.io/metadata.name": "team" });
  });

  it("a created object prints resourceVersion in ObjectMeta order; a dry run returns none", () => {
    const { api } = newTestServer();
    const a = api.create(alice, { ...app("a"), metadata: { name: "a", namespace: "default", labels: { x: "y" } } });
    expect(Object.keys(a.metadata)).toEqual([
      "name",
      "namespace",
      "uid",
      "resourceVersion",
      "generation",
      "creationTimestamp",
      "labels",
      "managedFields",
    ]);
    expect(Object.keys(api.get(alice, "App", { namespace: "default", name: "a" }).metadata)).toEqual(
      Object.keys(a.metadata),
    );
    expect(api.create(alice, app("b"), { dryRun: true }).metadata.resourceVersion).toBeUndefined();
  });

  it("fact 29: creating in a terminating namespace is 403 with cause NamespaceTerminating; a missing namespace is 404", () => {
    const { api } = newTestServer();
    api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "team" } });
    api.create(alice, configMap("keep", {}, "team"));
    const ns = api.delete(alice, "Namespace", { name: "team" });
    expect(ns.status.phase).toBe("Terminating");
    const f = failure(() => api.create(alice, configMap("c", {}, "team")));
    expect(f).toMatchObject({
      code: 403,
      reason: "Forbidden",
      message:
        'configmaps "c" is forbidden: unable to create new content in namespace team because it is being terminated',
    });
    expect(f.causes).toEqual([
      { type: "NamespaceTerminating", message: "namespace team is being terminated", field: "metadata.namespace" },
    ]);
    expect(failure(() => api.create(alice, configMap("c", {}, "nope")))).toMatchObject({
      code: 404,
      message: 'namespaces "nope" not found',
    });
  });

  it('fact 30: NotFound is 404 `<resource> "<name>" not found` with details', () => {
    const { api } = newTestServer();
    const f = failure(() => api.get(alice, "Deployment", { namespace: "default", name: "nope" }));
    expect(f).toMatchObject({ code: 404, reason: "NotFound", message: 'deployments.apps "nope" not found' });
    expect(failure(() => api.get(alice, "Pod", { namespace: "default", name: "p" })).message).toBe(
      'pods "p" not found',
    );
    try {
      api.get(alice, "App", { namespace: "default", name: "x" });
    } catch (e) {
      expect(isNotFound(e)).toBe(true);
      expect((e as { status: { details: unknown } }).status.details).toEqual({
        name: "x",
        group: "apps.example.com",
        kind: "apps",
      });
    }
  });

  it("create requires a name or generateName, and a namespace for namespaced kinds", () => {
    const { api } = newTestServer();
    expect(failure(() => api.create(alice, { ...app("x"), metadata: { namespace: "default" } })).message).toBe(
      'App.apps.example.com "" is invalid: metadata.name: Required value: name or generateName is required',
    );
    expect(failure(() => api.create(alice, { ...app("x"), metadata: { name: "x" } })).code).toBe(422);
  });

  it("dry-run create validates but stores nothing", () => {
    const { api } = newTestServer();
    const rv = api.currentResourceVersion();
    const d = api.create(alice, app("a"), { dryRun: true });
    expect(d.metadata.name).toBe("a");
    expect(api.currentResourceVersion()).toBe(rv);
    expect(api.count("App")).toBe(0);
  });
});
