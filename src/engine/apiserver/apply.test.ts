import { describe, expect, it } from "vitest";
import type { FieldsV1, KubeObject } from "../api";
import { ANCIENT_CHANGES } from "./managedfields";
import { alice, deployment, failure, newTestServer } from "./testing";
import type { RequestContext } from "./apiserver";

const key = { namespace: "default", name: "web" };
/** at walks a fieldsV1 tree ("f:spec", "f:replicas", …); undefined when a step is missing. */
const at = (f: FieldsV1 | undefined, ...path: string[]): FieldsV1 | undefined =>
  path.reduce<FieldsV1 | undefined>((n, k) => n?.[k], f);
const mgr = (m: string): RequestContext => ({ client: `${m}/v1`, fieldManager: m });
const applyDeploy = (spec: Record<string, unknown>, extra: Record<string, unknown> = {}): KubeObject =>
  ({
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name: "web", namespace: "default", ...extra },
    spec,
  }) as KubeObject;
const fullSpec = (replicas: number, image = "nginx:1.27") => ({
  replicas,
  selector: { matchLabels: { app: "web" } },
  template: { metadata: { labels: { app: "web" } }, spec: { containers: [{ name: "web", image }] } },
});

describe("server-side apply", () => {
  it("fact 31: apply needs a fieldManager; force is only allowed on apply", () => {
    const { api } = newTestServer();
    api.create(alice, deployment("web"));
    expect(
      failure(() =>
        api.patch({ client: "x/1" }, "Deployment", key, { type: "apply", body: applyDeploy({ replicas: 3 }) }),
      ),
    ).toMatchObject({
      code: 422,
      message: 'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    });
    expect(failure(() => api.patch(alice, "Deployment", key, { type: "merge", body: {}, force: true })).message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: force: Forbidden: may not be specified for non-apply patch',
    );
    expect(
      failure(() =>
        api.patch(mgr("m".repeat(129)), "Deployment", key, { type: "apply", body: applyDeploy({ replicas: 3 }) }),
      ).message,
    ).toBe('PatchOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes');
    expect(
      api.patch(mgr("m".repeat(128)), "Deployment", key, {
        type: "apply",
        body: applyDeploy({ replicas: 3 }),
        force: true,
      }).spec.replicas,
    ).toBe(3);
  });

  it("fact 32: apply rejects managedFields and a wrong apiVersion (400) and creates a missing object", () => {
    const { api } = newTestServer();
    expect(
      failure(() =>
        api.patch(mgr("a"), "Deployment", key, { type: "apply", body: applyDeploy({}, { managedFields: [] }) }),
      ),
    ).toMatchObject({
      code: 400,
      message: "metadata.managedFields must be nil",
    });
    expect(
      failure(() =>
        api.patch(mgr("a"), "Deployment", key, {
          type: "apply",
          body: { ...applyDeploy({}), apiVersion: "apps/v1beta1" },
        }),
      ).message,
    ).toBe("Incorrect version specified in apply patch. Specified patch version: apps/v1beta1, expected: apps/v1");
    const created = api.patch(mgr("a"), "Deployment", key, { type: "apply", body: applyDeploy(fullSpec(3)) });
    expect(created.metadata.generation).toBe(1);
    expect(created.spec.replicas).toBe(3);
    expect(created.metadata.managedFields).toHaveLength(1);
    expect(created.metadata.managedFields![0]).toMatchObject({
      manager: "a",
      operation: "Apply",
      apiVersion: "apps/v1",
      fieldsType: "FieldsV1",
    });
  });

  it("fact 33: managedFields entries use the nested f:/k: format; non-apply writes are Update under fieldManager or the user agent", () => {
    const { api } = newTestServer();
    const d = api.create({ client: "kubectl/v1.35 (linux)" }, deployment("web"));
    const e = d.metadata.managedFields![0]!;
    expect(e).toMatchObject({
      manager: "kubectl",
      operation: "Update",
      apiVersion: "apps/v1",
      time: "2026-01-01T00:00:00Z",
      fieldsType: "FieldsV1",
    });
    const f = e.fieldsV1;
    expect(at(f, "f:spec", "f:replicas")).toEqual({});
    const c = at(f, "f:spec", "f:template", "f:spec", "f:containers", 'k:{"name":"web"}');
    expect(at(c, ".")).toEqual({});
    expect(at(c, "f:image")).toEqual({});
    expect(at(f, "f:metadata")).toBeUndefined(); // name and namespace are never owned
    const u = api.patch({ client: "x/1", fieldManager: "scaler" }, "Deployment", key, {
      type: "merge",
      body: { spec: { replicas: 5 } },
    });
    const scaler = u.metadata.managedFields!.find((m) => m.manager === "scaler")!;
    expect(scaler.fieldsV1).toEqual({ "f:spec": { "f:replicas": {} } });
    const kubectl = u.metadata.managedFields!.find((m) => m.manager === "kubectl")!;
    expect(at(kubectl.fieldsV1, "f:spec", "f:replicas")).toBeUndefined();
  });

  it("fact 33: a write that sets managedFields replaces the stored entries; the list as read, or an unreadable one, changes nothing", () => {
    const { api } = newTestServer();
    const d = api.create(mgr("legacy"), deployment("web"));
    const [legacy] = d.metadata.managedFields!;
    // The client turns the Update entry into an Apply entry of another manager (client-go's csaupgrade).
    const moved = [{ ...legacy!, manager: "ssa", operation: "Apply" as const }];
    const u = api.patch(mgr("upgrader"), "Deployment", key, {
      type: "json",
      body: [{ op: "replace", path: "/metadata/managedFields", value: moved }],
    });
    expect(u.metadata.managedFields!.map((m) => `${m.manager}/${m.operation}`)).toEqual(["ssa/Apply"]);
    expect(u.metadata.managedFields![0]!.fieldsV1).toEqual(legacy!.fieldsV1);
    // The applier now owns replicas: leaving it out of its next apply removes it (fact 37).
    const spec = fullSpec(1);
    delete (spec as Partial<typeof spec>).replicas;
    const a = api.patch(mgr("ssa"), "Deployment", key, { type: "apply", body: applyDeploy(spec) });
    expect(a.metadata.managedFields!.map((m) => m.manager)).toEqual(["ssa"]);
    // An update carrying the stored list as read, or an unreadable one, keeps the stored entries.
    const same = api.update(mgr("other"), { ...a, metadata: { ...a.metadata, labels: { x: "1" } } });
    expect(same.metadata.managedFields!.map((m) => m.manager).sort()).toEqual(["other", "ssa"]);
    const bad = api.update(mgr("other"), {
      ...same,
      metadata: { ...same.metadata, managedFields: [{ manager: "x", operation: "Bogus" }] as never },
    });
    expect(bad.metadata.managedFields!.map((m) => m.manager).sort()).toEqual(["other", "ssa"]);
  });

  it("fact 34: an Update manager is keyed by apiVersion too; time is never part of the key", () => {
    const { api, clock } = newTestServer();
    const d = api.create(mgr("m"), {
      ...deployment("web"),
      metadata: { name: "web", namespace: "default", labels: { a: "1" } },
    });
    clock.runFor(5000);
    const u = api.update(mgr("m"), { ...d, metadata: { ...d.metadata, labels: { a: "2" } } });
    expect(u.metadata.managedFields!.filter((m) => m.manager === "m")).toHaveLength(1);
    expect(u.metadata.managedFields![0]!.time).toBe("2026-01-01T00:00:05Z");
  });

  it("fact 35: applying a different value to a field another manager owns is a 409 with FieldManagerConflict causes", () => {
    const { api } = newTestServer();
    api.patch(mgr("a"), "Deployment", key, { type: "apply", body: applyDeploy(fullSpec(3)) });
    const f = failure(() =>
      api.patch(mgr("b"), "Deployment", key, { type: "apply", body: applyDeploy({ replicas: 5 }) }),
    );
    expect(f).toMatchObject({
      code: 409,
      reason: "Conflict",
      message: 'Apply failed with 1 conflict: conflict with "a": .spec.replicas',
    });
    expect(f.causes).toEqual([{ type: "FieldManagerConflict", message: 'conflict with "a"', field: ".spec.replicas" }]);
    api.patch({ client: "k/1", fieldManager: "kubectl-edit" }, "Deployment", key, {
      type: "merge",
      body: { spec: { template: { spec: { containers: [{ name: "web", image: "nginx:1.28" }] } } } },
    });
    const g = failure(() =>
      api.patch(mgr("c"), "Deployment", key, {
        type: "apply",
        body: applyDeploy({ replicas: 7, template: { spec: { containers: [{ name: "web", image: "nginx:1.29" }] } } }),
      }),
    );
    expect(g.message).toBe(
      'Apply failed with 2 conflicts: conflicts with "a":\n- .spec.replicas\nconflicts with "kubectl-edit" using apps/v1:\n- .spec.template.spec.containers[name="web"].image',
    );
    api.update(mgr("st"), { ...api.get(alice, "Deployment", key), status: { replicas: 1 } }, { subresource: "status" });
    const h = failure(() =>
      api.patch(
        mgr("d"),
        "Deployment",
        key,
        { type: "apply", body: { ...applyDeploy({}), status: { replicas: 4 } } },
        { subresource: "status" },
      ),
    );
    expect(h.message).toBe(
      'Apply failed with 1 conflict: conflict with "st" using apps/v1 with subresource "status": .status.replicas',
    );
  });

  it("fact 36: equal values share ownership; force transfers it; non-apply writes never conflict and take ownership", () => {
    const { api } = newTestServer();
    api.patch(mgr("a"), "Deployment", key, { type: "apply", body: applyDeploy(fullSpec(3)) });
    const shared = api.patch(mgr("b"), "Deployment", key, { type: "apply", body: applyDeploy({ replicas: 3 }) });
    const owners = (o: KubeObject) =>
      o.metadata
        .managedFields!.filter((m) => at(m.fieldsV1, "f:spec", "f:replicas"))
        .map((m) => m.manager)
        .sort();
    expect(owners(shared)).toEqual(["a", "b"]);
    const forced = api.patch(mgr("c"), "Deployment", key, {
      type: "apply",
      body: applyDeploy({ replicas: 6 }),
      force: true,
    });
    expect(forced.spec.replicas).toBe(6);
    expect(owners(forced)).toEqual(["c"]);
    const upd = api.patch(mgr("hpa"), "Deployment", key, { type: "merge", body: { spec: { replicas: 8 } } });
    expect(owners(upd)).toEqual(["hpa"]);
  });

  it("fact 5/36: re-applying the same configuration later is a no-op (same resourceVersion)", () => {
    const { api, clock } = newTestServer();
    const first = api.patch(mgr("a"), "Deployment", key, { type: "apply", body: applyDeploy(fullSpec(3)) });
    clock.runFor(60_000);
    const again = api.patch(mgr("a"), "Deployment", key, { type: "apply", body: applyDeploy(fullSpec(3)) });
    expect(again.metadata.resourceVersion).toBe(first.metadata.resourceVersion);
    expect(again.metadata.managedFields).toEqual(first.metadata.managedFields);
  });

  it("fact 37: a field a manager stops applying is removed unless another manager owns it", () => {
    const { api } = newTestServer();
    api.patch(mgr("a"), "Deployment", key, {
      type: "apply",
      body: applyDeploy(fullSpec(3), { labels: { keep: "1", drop: "1" } }),
    });
    api.patch(mgr("b"), "Deployment", key, { type: "apply", body: applyDeploy({}, { labels: { keep: "1" } }) });
    const after = api.patch(mgr("a"), "Deployment", key, { type: "apply", body: applyDeploy(fullSpec(3)) });
    expect(after.metadata.labels).toEqual({ keep: "1" });
    // Containers are an associative list: dropping one item prunes it, keeping the others.
    api.patch(mgr("a"), "Deployment", key, {
      type: "apply",
      body: applyDeploy({
        ...fullSpec(3),
        template: {
          metadata: { labels: { app: "web" } },
          spec: {
            containers: [
              { name: "web", image: "x" },
              { name: "side", image: "y" },
            ],
          },
        },
      }),
    });
    const pruned = api.patch(mgr("a"), "Deployment", key, {
      type: "apply",
      body: applyDeploy({ ...fullSpec(3, "x") }),
    });
    expect(pruned.spec.template.spec.containers.map((c: { name: string }) => c.name)).toEqual(["web"]);
  });

  it("fact 38: at most 10 Update managers are kept; the oldest are folded into ancient-changes", () => {
    const { api, clock } = newTestServer();
    api.create(mgr("creator"), deployment("web"));
    for (let i = 0; i < 12; i++) {
      clock.runFor(1000);
      api.patch(mgr(`m${String(i).padStart(2, "0")}`), "Deployment", key, {
        type: "merge",
        body: { metadata: { labels: { [`l${i}`]: "x" } } },
      });
    }
    const mf = api.get(alice, "Deployment", key).metadata.managedFields!;
    const updaters = mf.filter((m) => m.operation === "Update");
    expect(updaters).toHaveLength(10);
    const ancient = mf.find((m) => m.manager === ANCIENT_CHANGES)!;
    expect(ancient).toBeDefined();
    expect(Object.keys(at(ancient.fieldsV1, "f:metadata", "f:labels")!).sort()).toEqual(["f:l0", "f:l1", "f:l2"]);
    expect(mf.some((m) => m.manager === "creator")).toBe(false);
  });

  it("fact 39: reset fields are not owned: status on the main endpoint, spec (and Deployment labels) on /status", () => {
    const { api } = newTestServer();
    const d = api.patch(mgr("a"), "Deployment", key, {
      type: "apply",
      body: { ...applyDeploy(fullSpec(2)), status: { replicas: 9 } },
    });
    expect(d.status).toBeUndefined();
    expect(at(d.metadata.managedFields![0]!.fieldsV1, "f:status")).toBeUndefined();
    const s = api.patch(
      mgr("ctl"),
      "Deployment",
      key,
      { type: "apply", body: { ...applyDeploy({ replicas: 7 }, { labels: { x: "y" } }), status: { replicas: 2 } } },
      { subresource: "status" },
    );
    expect(s.spec.replicas).toBe(2);
    expect(s.status).toEqual({ replicas: 2 });
    const entry = s.metadata.managedFields!.find((m) => m.manager === "ctl")!;
    expect(entry.subresource).toBe("status");
    expect(entry.fieldsV1).toEqual({ "f:status": { "f:replicas": {} } });
  });
});
