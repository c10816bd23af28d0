// The client reads and writes unstructured.Unstructured (issue 13): the kind comes from the object's own
// apiVersion/kind, reads skip the cache as controller-runtime's client does by default
// (pkg/client/client.go shouldBypassCache: Cache.Unstructured is false), Create/Get/Patch(MergeFrom)/
// Update/List work on the map, and an object without a kind gets apimachinery's missing-kind error.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { parseScenario } from "../../../src/engine/scenario/parse";
import { fixture } from "./helpers";

const yaml = `description: an App, scaled at 10s
cacheLag: 2s
steps:
  - at: 0s
    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: my-app, namespace: default}, spec: {image: "nginx:1.27", replicas: 2}}
  - at: 10s
    patch: {kind: App, namespace: default, name: my-app, merge: {spec: {replicas: 3}}}
end: 30s
`;
const src = fixture("unstructured.go");
const run = (source = src.source) => runLab([{ name: src.name, source }], parseScenario(yaml, "u.yaml")).report;

describe("the client on unstructured objects", () => {
  const report = run();
  const cm = report.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "my-app-config") as
    (Record<string, unknown> & { metadata: Record<string, unknown> }) | undefined;

  it("compiles and runs without errors", () => {
    expect(report.diagnostics).toEqual([]);
    expect(report.logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it("creates with the kind the map names, and reads it back at once past a 2s cache lag", () => {
    expect(report.logs.find((l) => l.msg === "created")?.values).toEqual({ uid: true, image: "nginx:1.27", rv: true });
    expect(cm?.metadata.ownerReferences).toMatchObject([{ kind: "App", name: "my-app", controller: true }]);
  });

  it("patches (MergeFrom), updates and lists as unstructured", () => {
    expect(cm?.metadata.labels).toEqual({ replicas: "x" });
    expect(cm?.data).toEqual({ image: "nginx:1.27", replicas: "3" });
    expect(report.logs.find((l) => l.msg === "synced")?.values).toEqual({
      items: 1,
      kind: "ConfigMap",
      label: "x",
      replicas: 3,
    });
  });

  it("an object without a kind is apimachinery's missing-kind error", () => {
    const r = run(src.source.replace("cm.SetGroupVersionKind(configMapGVK)\n\terr :=", "err :="));
    const errs = r.logs.filter((l) => l.level === "error").map((l) => JSON.stringify(l));
    expect(errs.join("\n")).toContain("Object 'Kind' is missing in");
  });

  it("client.StrategicMergeFrom patches a built-in kind to the same object (applied as a merge patch)", () => {
    const r = run(src.source.replace("client.MergeFrom(base)", "client.StrategicMergeFrom(base)"));
    expect(r.diagnostics).toEqual([]);
    const c = r.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "my-app-config");
    expect(c?.metadata.labels).toEqual({ replicas: "x" });
  });
});
