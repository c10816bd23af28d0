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
        const o = r.object;
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
        seen.push(
          `validate ${r.operation} replicas=${String(spec(r.object).replicas)} status=${JSON.stringify(r.object.status ?? null)}`,
        );
        return spec(r.object).replicas === 0 ? { allowed: false, message: "never" } : { allowed: true };
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
});
