import { describe, expect, it } from "vitest";
import { StatusError, type KubeObject } from "../api";
import type { AdmissionRequest } from "./webhooks";
import { alice, app, newTestServer } from "./testing";

const spec = (o: KubeObject) => o.spec as Record<string, unknown>;

describe("admission webhooks a manager serves", () => {
  it("run mutating before the strategy and validating after it, on create and on update", () => {
    const { api } = newTestServer();
    const seen: string[] = [];
    api.addAdmissionWebhook({
      name: "mapp.kb.io",
      group: "apps.example.com",
      kind: "App",
      mutating: true,
      operations: ["CREATE", "UPDATE"],
      review: (r: AdmissionRequest) => {
        seen.push(`mutate ${r.operation}`);
        const o = r.object!;
        if (!spec(o).replicas) spec(o).replicas = 1;
        o.status = { phase: "from-webhook" }; // the status subresource's strategy drops it afterwards
        return { allowed: true, object: o };
      },
    });
    api.addAdmissionWebhook({
      name: "vapp.kb.io",
      group: "apps.example.com",
      kind: "App",
      mutating: false,
      operations: ["CREATE", "UPDATE"],
      review: (r) => {
        const o = r.object!;
        seen.push(
          `validate ${r.operation} replicas=${String(spec(o).replicas)} status=${JSON.stringify(o.status ?? null)}`,
        );
        return spec(o).replicas === 0 ? { allowed: false, message: "never" } : { allowed: true };
      },
    });
    const created = api.create(alice, app("a", { image: "nginx:1.27", replicas: 0 }));
    expect(spec(created).replicas).toBe(1);
    expect(created.status ?? {}).toEqual({});
    api.update(alice, { ...created, spec: { image: "nginx:1.28" } });
    expect(seen).toEqual([
      "mutate CREATE",
      "validate CREATE replicas=1 status=null",
      "mutate UPDATE",
      "validate UPDATE replicas=1 status=null",
    ]);
  });

  it("answer a denial as the API server does: 403 Forbidden, the webhook named in the message", () => {
    const { api } = newTestServer();
    api.addAdmissionWebhook({
      name: "vapp.kb.io",
      group: "apps.example.com",
      kind: "App",
      mutating: false,
      operations: ["CREATE"],
      review: () => ({ allowed: false, code: 403, reason: "Forbidden", message: "spec.image must be pinned" }),
    });
    let err: unknown;
    try {
      api.create(alice, app("b"));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StatusError);
    expect((err as StatusError).status).toEqual({
      kind: "Status",
      apiVersion: "v1",
      status: "Failure",
      code: 403,
      reason: "Forbidden",
      message:
        'apps.apps.example.com "b" is forbidden: admission webhook "vapp.kb.io" denied the request: spec.image must be pinned',
      details: { name: "b", group: "apps.example.com", kind: "apps" },
    });
    expect(() => api.get(alice, "App", { namespace: "default", name: "b" })).toThrow(/not found/);
  });

  it("fail the write when the webhook cannot be reached (failurePolicy Fail)", () => {
    const { api } = newTestServer();
    api.addAdmissionWebhook({
      name: "mapp.kb.io",
      group: "apps.example.com",
      kind: "App",
      mutating: true,
      operations: ["CREATE"],
      review: () => ({ unreachable: "connect: connection refused" }),
    });
    let err: StatusError | undefined;
    try {
      api.create(alice, app("c"));
    } catch (e) {
      err = e as StatusError;
    }
    expect(err?.status.code).toBe(500);
    expect(err?.status.message).toBe(
      'Internal error occurred: failed calling webhook "mapp.kb.io": connect: connection refused',
    );
  });

  it("go on without a webhook that cannot be reached under failurePolicy Ignore; a denial still denies", () => {
    const { api, events } = newTestServer();
    api.addAdmissionWebhook({
      name: "mapp.kb.io",
      group: "apps.example.com",
      kind: "App",
      mutating: true,
      operations: ["CREATE"],
      failurePolicy: "Ignore",
      review: () => ({ unreachable: "connect: connection refused" }),
    });
    expect(api.create(alice, app("d")).metadata.name).toBe("d");
    // The skip leaves a trace event (the real API server only logs it), before the create's own event.
    const failed = events.findIndex((e) => e.type === "admission.failedOpen");
    expect(events[failed]).toEqual({
      type: "admission.failedOpen",
      t: 0,
      webhook: "mapp.kb.io",
      operation: "CREATE",
      kind: "App",
      namespace: "default",
      name: "d",
      message: "connect: connection refused",
    });
    expect(events.slice(failed).map((e) => e.type)).toEqual(["admission.failedOpen", "watch.event", "api.request"]);
    api.addAdmissionWebhook({
      name: "vapp.kb.io",
      group: "apps.example.com",
      kind: "App",
      mutating: false,
      operations: ["CREATE"],
      failurePolicy: "Ignore",
      review: () => ({ allowed: false, message: "no" }),
    });
    expect(() => api.create(alice, app("e"))).toThrow(/admission webhook "vapp.kb.io" denied the request: no/);
  });
});

describe("admission webhooks on DELETE", () => {
  const registerDeleteGuard = (api: ReturnType<typeof newTestServer>["api"], seen: AdmissionRequest[]) => {
    api.addAdmissionWebhook({
      name: "vapp.kb.io",
      group: "apps.example.com",
      kind: "App",
      mutating: false,
      operations: ["DELETE"],
      review: (r) => {
        seen.push(r);
        return r.oldObject?.metadata.labels?.["protected"] === "true"
          ? { allowed: false, code: 403, reason: "Forbidden", message: "this App is protected" }
          : { allowed: true };
      },
    });
  };

  it("are asked with no object and the stored object as oldObject; a denial leaves it in place", () => {
    const { api } = newTestServer();
    const seen: AdmissionRequest[] = [];
    registerDeleteGuard(api, seen);
    const kept = api.create(alice, {
      ...app("keep"),
      metadata: { ...app("keep").metadata, labels: { protected: "true" } },
    });
    api.create(alice, app("go"));
    expect(() => api.delete(alice, "App", { namespace: "default", name: "keep" })).toThrow(
      'apps.apps.example.com "keep" is forbidden: admission webhook "vapp.kb.io" denied the request: this App is protected',
    );
    expect(api.get(alice, "App", { namespace: "default", name: "keep" }).metadata.resourceVersion).toBe(
      kept.metadata.resourceVersion,
    );
    api.delete(alice, "App", { namespace: "default", name: "go" });
    expect(() => api.get(alice, "App", { namespace: "default", name: "go" })).toThrow(/not found/);
    expect(seen.map((r) => [r.operation, r.object, r.oldObject?.metadata.name])).toEqual([
      ["DELETE", undefined, "keep"],
      ["DELETE", undefined, "go"],
    ]);
  });

  it("are asked on every delete request, but not when the last finalizer is removed (that is an UPDATE)", () => {
    const { api } = newTestServer();
    const seen: AdmissionRequest[] = [];
    registerDeleteGuard(api, seen);
    const a = app("fin");
    api.create(alice, { ...a, metadata: { ...a.metadata, finalizers: ["example.com/x"] } });
    api.delete(alice, "App", { namespace: "default", name: "fin" });
    api.delete(alice, "App", { namespace: "default", name: "fin" });
    const cur = api.get(alice, "App", { namespace: "default", name: "fin" });
    expect(cur.metadata.deletionTimestamp).toBeDefined();
    api.update(alice, { ...cur, metadata: { ...cur.metadata, finalizers: [] } });
    expect(() => api.get(alice, "App", { namespace: "default", name: "fin" })).toThrow(/not found/);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.oldObject?.metadata.deletionTimestamp).toBeDefined();
  });

  it("fail the delete when the webhook is down under Fail, and let it through under Ignore", () => {
    for (const failurePolicy of ["Fail", "Ignore"] as const) {
      const { api } = newTestServer();
      api.addAdmissionWebhook({
        name: "vapp.kb.io",
        group: "apps.example.com",
        kind: "App",
        mutating: false,
        operations: ["DELETE"],
        failurePolicy,
        review: () => ({ unreachable: "connect: connection refused" }),
      });
      api.create(alice, app("x"));
      const del = () => api.delete(alice, "App", { namespace: "default", name: "x" });
      if (failurePolicy === "Fail") {
        expect(del).toThrow(
          'Internal error occurred: failed calling webhook "vapp.kb.io": connect: connection refused',
        );
        expect(api.get(alice, "App", { namespace: "default", name: "x" }).metadata.name).toBe("x");
      } else {
        del();
        expect(() => api.get(alice, "App", { namespace: "default", name: "x" })).toThrow(/not found/);
      }
    }
  });
});
