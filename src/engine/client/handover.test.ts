// unsafeHandOver (the lab's Go client): the server keeps the body it was handed instead of copying
// it, and fills it with the stored object's own members. Without the option every write copies
// both ways, so a caller that keeps editing its object never edits what is stored.
import { describe, expect, it } from "vitest";
import { deepCopy } from "../api";
import type { KubeObject } from "../api/object";
import { newDirectClient } from "./testing";

const newApp = (): KubeObject => ({
  apiVersion: "apps.example.com/v1alpha1",
  kind: "App",
  metadata: { name: "my-app", namespace: "default" },
  spec: { image: "nginx:1.27", replicas: 2 },
});
const key = { namespace: "default", name: "my-app" };

describe("client writes with unsafeHandOver", () => {
  it("Create and Update keep the handed body's members and fill it with the stored, frozen object", () => {
    const { client, api } = newDirectClient();
    const a = newApp();
    const spec = a.spec;
    client.create(a, { unsafeHandOver: true });
    const stored = api.peek("App", key)!;
    expect(stored.spec).toBe(spec); // kept, not copied
    expect(a.metadata).toBe(stored.metadata); // filled with the stored members, not copies
    expect(Object.isFrozen(a.spec)).toBe(true);

    const b = { ...newApp(), metadata: { ...newApp().metadata, resourceVersion: stored.metadata.resourceVersion } };
    b.spec = { image: "nginx:1.28", replicas: 2 };
    const spec2 = b.spec;
    client.update(b, { unsafeHandOver: true });
    expect(api.peek("App", key)!.spec).toBe(spec2);
    expect(b.metadata).toBe(api.peek("App", key)!.metadata);
  });

  it("Status().Update hands over too, and a no-op write gives the stored object back", () => {
    const { client, api } = newDirectClient();
    client.create(newApp());
    const fresh = () => deepCopy(api.peek("App", key)!); // a body built for the call
    const st = { ...fresh(), status: { phase: "Running" } } as KubeObject;
    const status = st.status;
    client.status().update(st, { unsafeHandOver: true });
    expect(api.peek("App", key)!.status).toBe(status);
    const again = fresh();
    const rv = again.metadata.resourceVersion;
    client.update(again, { unsafeHandOver: true });
    expect(again.metadata).toBe(api.peek("App", key)!.metadata);
    expect(again.metadata.resourceVersion).toBe(rv); // fact 5: no new version
  });

  it("without the option, writes copy the body and the answer (the stored object is never the caller's)", () => {
    const { client, api } = newDirectClient();
    const a = newApp();
    const spec = a.spec;
    client.create(a);
    const stored = api.peek("App", key)!;
    expect(stored.spec).not.toBe(spec);
    expect(a.metadata).not.toBe(stored.metadata);
    a.spec.replicas = 7; // the caller's copy is its own
    expect(api.peek("App", key)!.spec.replicas).toBe(2);
    client.update(a);
    expect(api.peek("App", key)!.spec).not.toBe(a.spec);
    expect(Object.isFrozen(a.spec)).toBe(false);
  });
});
