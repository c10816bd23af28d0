import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api/object";
import { newDirectClient } from "../client/testing";
import {
  AlreadyOwnedError,
  DefaultBackoff,
  DefaultRetry,
  addFinalizer,
  containsFinalizer,
  createOrPatch,
  createOrUpdate,
  removeFinalizer,
  retryOnConflict,
  setControllerReference,
  setOwnerReference,
} from "./index";
import { StatusError } from "../api/errors";

const app = (): KubeObject => ({
  apiVersion: "apps.example.com/v1alpha1",
  kind: "App",
  metadata: { name: "my-app", namespace: "default", uid: "uid-app" },
  spec: { image: "nginx:1.27", replicas: 2 },
});
const dep = (ns = "default"): KubeObject => ({
  apiVersion: "apps/v1",
  kind: "Deployment",
  metadata: { name: "my-app", namespace: ns },
});

describe("controllerutil", () => {
  it("fact 81: SetControllerReference writes apiVersion, kind, name, uid, controller and blockOwnerDeletion", () => {
    const d = dep();
    setControllerReference(app(), d);
    expect(d.metadata.ownerReferences).toEqual([
      {
        apiVersion: "apps.example.com/v1alpha1",
        kind: "App",
        name: "my-app",
        uid: "uid-app",
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    const again = app();
    again.apiVersion = "apps.example.com/v1beta1";
    again.metadata.uid = "other-uid";
    setControllerReference(again, d, undefined, { blockOwnerDeletion: false });
    expect(d.metadata.ownerReferences).toHaveLength(1);
    expect(d.metadata.ownerReferences?.[0]).toMatchObject({ uid: "other-uid", blockOwnerDeletion: false });
  });

  it("fact 81: errors for cluster-scoped dependents, cross-namespace owners and another controller", () => {
    expect(() => setControllerReference(app(), dep(""))).toThrow(
      "cluster-scoped resource must not have a namespace-scoped owner, owner's namespace default",
    );
    expect(() => setControllerReference(app(), dep("other"))).toThrow(
      /^cross-namespace owner references are disallowed/,
    );
    const d = dep();
    setControllerReference(app(), d);
    const other = app();
    other.metadata.name = "other-app";
    let err: unknown;
    try {
      setControllerReference(other, d);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AlreadyOwnedError);
    expect((err as Error).message).toBe("Object default/my-app is already owned by another App controller my-app");
    setOwnerReference(other, d);
    expect(d.metadata.ownerReferences?.[1]).toEqual({
      apiVersion: "apps.example.com/v1alpha1",
      kind: "App",
      name: "other-app",
      uid: "uid-app",
    });
  });

  it("fact 82: finalizer helpers report whether they changed anything and only touch memory", () => {
    const a = app();
    expect(addFinalizer(a, "x")).toBe(true);
    expect(addFinalizer(a, "x")).toBe(false);
    a.metadata.finalizers?.push("x");
    expect(containsFinalizer(a, "x")).toBe(true);
    expect(removeFinalizer(a, "x")).toBe(true);
    expect(a.metadata.finalizers).toEqual([]);
    expect(removeFinalizer(a, "x")).toBe(false);
  });

  it("fact 79: CreateOrUpdate creates, then reports unchanged without a write, then updated", () => {
    const { client, tracer } = newDirectClient();
    const d = { ...dep() };
    // mutate sets only the fields it owns: replacing the whole spec would drop server defaults and always "update"
    const mutate = (replicas: number) => () => {
      d.spec ??= {
        selector: { matchLabels: { a: "b" } },
        template: { metadata: { labels: { a: "b" } }, spec: { containers: [{ name: "c", image: "nginx" }] } },
      };
      d.spec.replicas = replicas;
    };
    expect(createOrUpdate(client, d, mutate(2))).toBe("created");
    const writes = () => tracer.events().filter((e) => e.type === "api.request" && e.verb !== "get").length;
    const before = writes();
    expect(createOrUpdate(client, d, mutate(2))).toBe("unchanged");
    expect(writes()).toBe(before);
    expect(createOrUpdate(client, d, mutate(3))).toBe("updated");
    expect(() =>
      createOrUpdate(client, d, () => {
        d.metadata.name = "renamed";
      }),
    ).toThrow("MutateFn cannot mutate object name and/or object namespace");
  });

  it("fact 80: CreateOrPatch patches spec and status separately and names what it did", () => {
    const { client, api } = newDirectClient();
    const a = app();
    delete a.metadata.uid;
    expect(createOrPatch(client, a, () => (a.status = { phase: "Ignored" }))).toBe("created");
    expect(api.peek("App", { namespace: "default", name: "my-app" })?.status).toBeUndefined();
    expect(createOrPatch(client, a, () => (a.status = { phase: "Running" }))).toBe("updatedStatusOnly");
    expect(createOrPatch(client, a, () => (a.spec.replicas = 3))).toBe("updated");
    expect(
      createOrPatch(client, a, () => {
        a.spec.replicas = 4;
        a.status = { phase: "Scaling" };
      }),
    ).toBe("updatedStatus");
    expect(createOrPatch(client, a, () => {})).toBe("unchanged");
    expect(api.peek("App", { namespace: "default", name: "my-app" })).toMatchObject({
      spec: { replicas: 4 },
      status: { phase: "Scaling" },
    });
  });

  it("fact 85: RetryOnConflict retries conflicts up to DefaultRetry's 5 steps and returns other errors at once", () => {
    expect(DefaultRetry).toEqual({ steps: 5, duration: 10, factor: 1.0, jitter: 0.1 });
    expect(DefaultBackoff).toEqual({ steps: 4, duration: 10, factor: 5.0, jitter: 0.1 });
    const conflict = () => new StatusError({ reason: "Conflict", code: 409, message: "conflict" });
    let n = 0;
    const slept: number[] = [];
    expect(() =>
      retryOnConflict(
        DefaultRetry,
        () => {
          n++;
          throw conflict();
        },
        { sleep: (ms) => slept.push(ms) },
      ),
    ).toThrow("conflict");
    expect(n).toBe(5);
    expect(slept).toEqual([10, 10, 10, 10]);
    n = 0;
    retryOnConflict(
      DefaultBackoff,
      () => {
        if (++n < 3) throw conflict();
      },
      { sleep: (ms) => slept.push(ms) },
    );
    expect(n).toBe(3);
    n = 0;
    expect(() =>
      retryOnConflict(DefaultRetry, () => {
        n++;
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(n).toBe(1);
  });
});
