import { describe, expect, it } from "vitest";
import { alice, configMap, failure, newTestServer } from "./testing";

describe("ownerReferences validation", () => {
  it("fact 22: apiVersion, kind, name and uid are required, and only one reference may be the controller", () => {
    const { api } = newTestServer();
    const missing = failure(() =>
      api.create(alice, {
        ...configMap("c"),
        metadata: {
          name: "c",
          namespace: "default",
          ownerReferences: [{ apiVersion: "", kind: "App", name: "a", uid: "" }],
        },
      }),
    );
    expect(missing.code).toBe(422);
    expect(missing.message).toContain(
      'metadata.ownerReferences.apiVersion: Invalid value: "": version must not be empty',
    );
    expect(missing.message).toContain('metadata.ownerReferences.uid: Invalid value: "": must not be empty');
    const two = failure(() =>
      api.create(alice, {
        ...configMap("c"),
        metadata: {
          name: "c",
          namespace: "default",
          ownerReferences: [
            { apiVersion: "apps.example.com/v1alpha1", kind: "App", name: "a", uid: "1", controller: true },
            { apiVersion: "apps/v1", kind: "Deployment", name: "b", uid: "2", controller: true },
          ],
        },
      }),
    );
    expect(two.message).toContain(
      'Only one reference can have Controller set to true. Found "true" in references for App/a and Deployment/b',
    );
  });
});
