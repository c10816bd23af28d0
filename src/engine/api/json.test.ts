import { describe, expect, it } from "vitest";
import { deepCopy, deepCopyExceptManagedFields, deepFreeze } from "./json";

describe("deepCopyExceptManagedFields", () => {
  const stored = () =>
    deepFreeze({
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: {
        name: "web",
        labels: { app: "web" },
        managedFields: [{ manager: "m", operation: "Update", fieldsV1: { "f:spec": { "f:replicas": {} } } }],
        annotations: undefined,
      },
      spec: { replicas: 2, template: { spec: { containers: [{ name: "c", image: "nginx" }] } } },
    });

  it("copies every member but managedFields, which it shares", () => {
    const o = stored();
    const c = deepCopyExceptManagedFields(o);
    expect(c).toEqual(deepCopy(o));
    expect(c.metadata.managedFields).toBe(o.metadata.managedFields);
    expect(c.metadata).not.toBe(o.metadata);
    expect(c.metadata.labels).not.toBe(o.metadata.labels);
    expect(c.spec.template.spec.containers[0]).not.toBe(o.spec.template.spec.containers[0]);
    expect("annotations" in c.metadata).toBe(false);
  });

  it("gives a copy that can be edited without touching the original", () => {
    const o = stored();
    const c = deepCopyExceptManagedFields(o);
    c.spec.replicas = 5;
    c.metadata.labels.app = "other";
    c.spec.template.spec.containers[0]!.image = "busybox";
    expect(o.spec.replicas).toBe(2);
    expect(o.metadata.labels.app).toBe("web");
    expect(o.spec.template.spec.containers[0]!.image).toBe("nginx");
  });

  it("is a plain deep copy when there are no managedFields", () => {
    const o = { metadata: { name: "x" }, data: { a: [1, { b: 2 }] } };
    const c = deepCopyExceptManagedFields(o);
    expect(c).toEqual(o);
    expect(c.data.a[1]).not.toBe(o.data.a[1]);
  });
});
