import { describe, expect, it } from "vitest";
import { copyRequest, deepCopy, deepFreeze, type KubeObject } from "../api";
import { defaultObject, defaultsOnlySpec } from "./defaults";
import { newTestServer } from "./testing";

const kcm = { client: "kube-controller-manager/v1", fieldManager: "kube-controller-manager/deployment-controller" };

/** deployment: a Deployment body whose second container lacks every container default. */
function deployment(): KubeObject {
  return {
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name: "web", namespace: "default" },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: "web" } },
      template: {
        metadata: { labels: { app: "web" } },
        spec: {
          containers: [
            {
              name: "a",
              image: "nginx:1.27",
              imagePullPolicy: "IfNotPresent",
              terminationMessagePath: "/dev/termination-log",
              terminationMessagePolicy: "File",
              resources: {},
            },
            { name: "b", image: "busybox" },
          ],
        },
      },
    },
  };
}

describe("defaulting a body that shares frozen nodes (copy on write, fact 99)", () => {
  it("gives what defaulting a deep copy gives, copies only the nodes it writes into, and leaves frozen ones alone", () => {
    const frozen = deepFreeze(deployment());
    const before = JSON.stringify(frozen);
    const expected = deepCopy(frozen);
    defaultObject(expected);

    const o = copyRequest(frozen);
    expect(o.spec).toBe(frozen.spec); // shared until written into
    defaultObject(o);
    expect(JSON.stringify(o)).toBe(JSON.stringify(expected));
    expect(JSON.stringify(frozen)).toBe(before);
    // Written into (a default added below them): copies.
    expect(o.spec).not.toBe(frozen.spec);
    expect(o.spec.template.spec.containers).not.toBe(frozen.spec.template.spec.containers);
    expect(o.spec.template.spec.containers[1]).not.toBe(frozen.spec.template.spec.containers[1]);
    // Not written into: still the frozen nodes themselves.
    expect(o.spec.template.spec.containers[0]).toBe(frozen.spec.template.spec.containers[0]);
    expect(o.spec.selector).toBe(frozen.spec.selector);
    expect(o.spec.template.metadata).toBe(frozen.spec.template.metadata);
  });

  it("copies nothing when every default is already there", () => {
    const full = deployment();
    defaultObject(full);
    const frozen = deepFreeze(full);
    const o = copyRequest(frozen);
    defaultObject(o);
    expect(o.spec).toBe(frozen.spec);
  });

  it("copyRequest copies every node that is not frozen, metadata always", () => {
    const spec = { replicas: 1, template: deepFreeze({ metadata: { labels: { a: "b" } } }) };
    const body = { ...deployment(), spec, metadata: deepFreeze({ name: "x", labels: { a: "b" } }) } as KubeObject;
    const o = copyRequest(body);
    expect(o.spec).not.toBe(spec);
    expect(o.spec.template).toBe(spec.template);
    expect(o.metadata).not.toBe(body.metadata);
    expect(o.metadata.labels).not.toBe(body.metadata.labels);
    expect(o.metadata.labels).toEqual({ a: "b" });
  });

  it("an update sent as {...stored, ...} stores the stored version's frozen nodes again, and the caller's own are copied", () => {
    const { api } = newTestServer();
    api.create(kcm, deployment());
    const stored = api.peek("Deployment", { namespace: "default", name: "web" })!;
    const mine = { replicas: 5, note: "mine" };
    api.update(kcm, { ...stored, spec: { ...stored.spec, replicas: 5 }, status: mine });
    const next = api.peek("Deployment", { namespace: "default", name: "web" })!;
    expect(next.spec.replicas).toBe(5);
    expect(next.metadata.generation).toBe(2);
    expect(next.spec.template).toBe(stored.spec.template);
    // The status is reset from the stored one on the main endpoint; the caller's object was not taken.
    expect(next.status).not.toBe(mine);
    mine.replicas = 7;
    expect(JSON.stringify(next)).not.toContain('"note"');
    expect(Object.isFrozen(next.spec)).toBe(true);
  });

  it("a status update whose frozen spec lacks defaults stores the stored spec (reset, facts 10–11) and leaves the body alone", () => {
    const { api } = newTestServer();
    api.create(kcm, deployment());
    const stored = api.peek("Deployment", { namespace: "default", name: "web" })!;
    const bare = deepFreeze(deployment().spec); // frozen, without the server's defaults
    const out = api.update(kcm, { ...stored, spec: bare, status: { replicas: 1 } }, { subresource: "status" });
    expect(out.status).toEqual({ replicas: 1 });
    expect(bare.template.spec.containers[1].imagePullPolicy).toBeUndefined();
    expect(api.peek("Deployment", { namespace: "default", name: "web" })!.spec).toBe(stored.spec);
  });
});

describe("a built-in's /status write skips defaults that only fill spec (the status strategy resets spec)", () => {
  const bodies: KubeObject[] = [
    deployment(),
    { ...deployment(), kind: "ReplicaSet" },
    { ...deployment(), kind: "StatefulSet" },
    {
      apiVersion: "v1",
      kind: "Pod",
      metadata: { name: "p", labels: { a: "b" } },
      spec: { containers: [{ name: "c" }] },
    },
    { apiVersion: "v1", kind: "Service", metadata: { name: "s" }, spec: { ports: [{ port: 80 }] } },
    { apiVersion: "v1", kind: "Pod", metadata: { name: "p" } }, // no spec: defaulting adds one
  ];

  it("defaultsOnlySpec holds only for kinds whose defaulting changes nothing outside spec", () => {
    for (const b of bodies) {
      expect(defaultsOnlySpec(b)).toBe(true);
      const o = deepCopy(b);
      defaultObject(o);
      const { spec: _a, ...rest } = o;
      const { spec: _b, ...before } = b;
      expect(rest).toEqual(before);
    }
    // A Job without labels takes its pod template's: not spec only, so its /status writes are defaulted.
    const job: KubeObject = {
      apiVersion: "batch/v1",
      kind: "Job",
      metadata: { name: "j" },
      spec: { template: { metadata: { labels: { x: "y" } }, spec: { containers: [{ name: "c" }] } } },
    };
    expect(defaultsOnlySpec(job)).toBe(false);
    const o = deepCopy(job);
    defaultObject(o);
    expect(o.metadata.labels).toEqual({ x: "y" });
    expect(defaultsOnlySpec({ apiVersion: "v1", kind: "Secret", metadata: { name: "s" } })).toBe(false);
    expect(defaultsOnlySpec({ apiVersion: "apps.example.com/v1alpha1", kind: "Deployment", metadata: {} })).toBe(false);
  });

  it("a Job's /status write without labels still gets its template's labels, as before", () => {
    const { api } = newTestServer();
    const job: KubeObject = {
      apiVersion: "batch/v1",
      kind: "Job",
      metadata: { name: "j", namespace: "default" },
      spec: {
        template: {
          metadata: { labels: { x: "y" } },
          spec: { restartPolicy: "Never", containers: [{ name: "c", image: "busybox" }] },
        },
      },
    };
    api.create(kcm, job);
    const stored = api.peek("Job", { namespace: "default", name: "j" })!;
    const { labels: _l, ...meta } = stored.metadata;
    const out = api.update(kcm, { ...stored, metadata: meta, status: { active: 1 } }, { subresource: "status" });
    // Defaulted from the pod template (which now carries the generated selector's labels too).
    expect(out.metadata.labels).toEqual((stored.spec as { template: KubeObject }).template.metadata.labels);
    expect(out.metadata.labels).toMatchObject({ x: "y" });
    expect(out.status).toEqual({ active: 1 });
  });
});
