import { describe, expect, it } from "vitest";
import fc from "fast-check";
import "../../../src/golang/shim/k8s";
import {
  toJSON,
  fromJSON,
  assignInto,
  EPOCH_UNIX_MS,
  virtualMsToGoTime,
  goTimeToVirtualMs,
  hasConverter,
} from "../../../src/golang/shim/k8s";
import { shimType } from "../../../src/golang/shim/registry";
import { zeroValue, newGoMap, goString, sliceOf } from "../../../src/golang/shim/native";
import { under, type Type } from "../../../src/golang/check/types";
import { sameValue } from "../../../src/golang/shim/k8s/samevalue";

const App = () => shimType("example.com/app/api/v1alpha1", "App");
const Deployment = () => shimType("k8s.io/api/apps/v1", "Deployment");

describe("Go values ↔ Kubernetes JSON (encoding/json with the API types' tags)", () => {
  // One deliberate difference from encoding/json: an omitempty struct that is empty is left out
  // (Go writes {}); the API server stores the same object either way.
  it("inlines TypeMeta, nests ObjectMeta under metadata, and drops omitempty zero fields", () => {
    const app = zeroValue(App());
    app.ObjectMeta.Name = "my-app";
    app.Spec.Image = "nginx:1.27";
    expect(toJSON(App())(app)).toEqual({ metadata: { name: "my-app" }, spec: { image: "nginx:1.27", replicas: 0 } });
  });

  it("renders metav1.Time as RFC 3339 whole seconds and leaves the zero Time out", () => {
    const app = zeroValue(App());
    const t = virtualMsToGoTime(5_750);
    app.Status.LastSyncTime.Time.sec = t.sec;
    app.Status.LastSyncTime.Time.nsec = t.nsec;
    expect((toJSON(App())(app) as { status: unknown }).status).toEqual({ lastSyncTime: "2026-01-01T00:00:05Z" });
    expect(goTimeToVirtualMs(t)).toBe(5_750);
    expect(EPOCH_UNIX_MS).toBe(Date.UTC(2026, 0, 1));
  });

  it("reads JSON back into typed values: pointers, slices, maps and times", () => {
    const j = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { name: "d", labels: { a: "b" }, deletionTimestamp: "2026-01-01T00:01:00Z" },
      spec: { replicas: 3, template: { spec: { containers: [{ name: "app", image: "nginx" }] } } },
    };
    const d = fromJSON(Deployment())(j);
    expect(d.TypeMeta.Kind).toBe("Deployment");
    expect(d.Spec.Replicas.v).toBe(3);
    expect(d.ObjectMeta.Labels.get("a")).toBe("b");
    expect(goTimeToVirtualMs(d.ObjectMeta.DeletionTimestamp.Time)).toBe(60_000);
    expect(d.Spec.Template.Spec.Containers.len).toBe(1);
    const back = toJSON(Deployment())(d) as typeof j;
    expect(back.metadata).toEqual(j.metadata);
    expect(back.spec.replicas).toBe(3);
    expect(back.spec.template.spec.containers).toEqual([{ name: "app", image: "nginx" }]);
  });

  it("assignInto replaces every field in place: as assigning fromJSON's value, nested structs kept", () => {
    const full = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: {
        name: "d",
        namespace: "ns",
        labels: { a: "b" },
        ownerReferences: [{ apiVersion: "v1", kind: "App", name: "o", uid: "u", controller: true }],
        managedFields: [
          { manager: "m", operation: "Update", time: "2026-01-01T00:00:02Z", fieldsV1: { "f:spec": {} } },
        ],
      },
      spec: {
        replicas: 3,
        paused: true,
        strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: "25%", maxUnavailable: 1 } },
        template: { spec: { containers: [{ name: "app", image: "nginx", resources: { limits: { cpu: "1" } } }] } },
      },
      status: {
        replicas: 3,
        conditions: [{ type: "Available", status: "True", lastUpdateTime: "2026-01-01T00:00:03Z" }],
      },
    };
    const sparse = { apiVersion: "apps/v1", kind: "Deployment", metadata: { name: "e" }, spec: { replicas: 1 } };
    for (const [before, j] of [
      [full, sparse],
      [sparse, full],
      [full, full],
      [full, null],
    ] as const) {
      const d = fromJSON(Deployment())(before);
      const spec = d.Spec;
      const podSpec = d.Spec.Template.Spec;
      assignInto(Deployment(), d, j);
      expect(toJSON(Deployment())(d)).toEqual(toJSON(Deployment())(fromJSON(Deployment())(j)));
      expect(d.Spec).toBe(spec); // filled in place: a pointer taken to a nested struct stays valid
      expect(d.Spec.Template.Spec).toBe(podSpec);
      if (j === sparse) expect([d.Spec.Paused, d.ObjectMeta.Labels, d.Status.Replicas]).toEqual([false, null, 0]);
    }
    // Two values read from the same JSON share nothing mutable.
    const a = zeroValue(Deployment()),
      b = zeroValue(Deployment());
    assignInto(Deployment(), a, full);
    assignInto(Deployment(), b, full);
    a.ObjectMeta.Labels.set("a", "x");
    a.Spec.Template.Spec.Containers.a[0].Image = "x";
    a.Spec.Replicas.v = 9;
    expect(toJSON(Deployment())(b)).toEqual(toJSON(Deployment())(fromJSON(Deployment())(full)));
    expect(full.spec.replicas).toBe(3);
  });

  it("writes map keys sorted, non-ASCII strings decoded, and omitempty by each field's Go value", () => {
    const fieldType = (t: Type, name: string) =>
      (under(t) as { fields: { name: string; type: Type }[] }).fields.find((f) => f.name === name)!.type;
    const Container = shimType("k8s.io/api/core/v1", "Container");
    const d = zeroValue(Deployment());
    const labels = newGoMap(fieldType(fieldType(Deployment(), "ObjectMeta"), "Labels"));
    for (const [k, v] of [
      ["zeta", "1"],
      ["alpha", goString("é")],
      ["mid", ""],
      [goString("ü"), "x"],
      ["beta", "2"],
    ])
      labels.set(k, v);
    d.ObjectMeta.Labels = labels;
    d.ObjectMeta.Name = goString("café");
    d.Spec.Paused = true; // omitempty bool: written when true
    d.Spec.MinReadySeconds = 0; // omitempty number 0: left out
    d.Spec.RevisionHistoryLimit = null; // nil pointer: left out
    d.Spec.Template.Spec.Containers = sliceOf([zeroValue(Container)]); // name has no omitempty: "" written
    d.Status.Replicas = 2;
    const j = toJSON(Deployment())(d) as { metadata: { labels: Record<string, string> } };
    expect(Object.keys(j.metadata.labels)).toEqual(["alpha", "beta", "mid", "zeta", "ü"]);
    expect(j).toEqual({
      metadata: { name: "café", labels: { alpha: "é", beta: "2", mid: "", zeta: "1", ü: "x" } },
      spec: { paused: true, template: { spec: { containers: [{ name: "" }] } } },
      status: { replicas: 2 },
    });
  });

  it("builds a nested type's converters when a value of it is first met, not with the type holding it", () => {
    // A PodSpec reaches every volume source; converting Deployments without volumes builds none of them.
    const core = (name: string) => shimType("k8s.io/api/core/v1", name);
    const j = {
      metadata: { name: "d" },
      spec: { replicas: 1, template: { spec: { containers: [{ name: "app", image: "nginx" }] } } },
    };
    const d = fromJSON(Deployment())(j);
    toJSON(Deployment())(d);
    assignInto(Deployment(), d, j);
    expect(hasConverter(core("Container"))).toBe(true);
    expect(hasConverter(core("Volume"))).toBe(false);
    expect(hasConverter(core("ScaleIOVolumeSource"))).toBe(false);
    // Met later, it converts as it would have from the start.
    const withVolume = {
      ...j,
      spec: {
        ...j.spec,
        template: {
          spec: {
            ...j.spec.template.spec,
            volumes: [{ name: "v", scaleIO: { gateway: "g", system: "s", secretRef: { name: "x" } } }],
          },
        },
      },
    };
    const v = fromJSON(Deployment())(withVolume);
    expect(v.Spec.Template.Spec.Volumes.a[0].VolumeSource.ScaleIO.Gateway).toBe("g");
    expect(toJSON(Deployment())(v)).toEqual(withVolume);
    const into = zeroValue(Deployment());
    assignInto(Deployment(), into, withVolume);
    expect(toJSON(Deployment())(into)).toEqual(withVolume);
    expect(hasConverter(core("ScaleIOVolumeSource"))).toBe(true);
  });

  it("assignInto sets times in place as assigning fromJSON's value: whole seconds, microseconds, malformed, absent", () => {
    const t = shimType("k8s.io/apimachinery/pkg/apis/meta/v1", "ObjectMeta");
    const wire = fc.oneof(
      fc.constantFrom(
        "2026-01-01T00:00:05Z",
        "2026-01-01T00:00:05.123456Z",
        "2026-01-01T00:00:05.5+02:00",
        "not a time",
        "",
        null,
        7,
        {},
      ),
      fc.integer({ min: 0, max: 4_000_000_000 }).map((s) => new Date(Date.UTC(2026, 0, 1) + s).toISOString()),
    );
    const meta = fc.record(
      { name: fc.constant("m"), creationTimestamp: wire, deletionTimestamp: wire },
      { requiredKeys: ["name"] },
    );
    fc.assert(
      fc.property(meta, meta, (before, j) => {
        const into = fromJSON(t)(before);
        const creation = into.CreationTimestamp;
        assignInto(t, into, j);
        expect(sameValue(t, into, fromJSON(t)(j))).toBe(true);
        expect(into.CreationTimestamp).toBe(creation); // the same struct, filled in place
      }),
      { numRuns: 300 },
    );
  });
});
