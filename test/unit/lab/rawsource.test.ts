// Wiring newer controller-runtime code uses (issue 13): a typed source.Kind(mgr.GetCache(), …) through
// WatchesRawSource with a TypedMapFunc and a TypedFuncs predicate, a handler.Funcs whose q.AddAfter reaches
// the controller's queue, and controller.Options{MaxConcurrentReconciles, RateLimiter} whose limiter's
// delays are the ones the engine's queue waits (semantics: controller-runtime pkg/source/source.go,
// pkg/handler/eventhandler.go, pkg/builder/controller.go doWatch; client-go's exponential limiter).
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { parseScenario } from "../../../src/engine/scenario/parse";
import { fixture } from "./helpers";

const yaml = `description: an App, a labelled and an unlabelled ConfigMap, a Secret, a failing App
steps:
  - at: 0s
    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: my-app, namespace: default}, spec: {image: "nginx:1.27", replicas: 2}}
  - at: 10s
    create: {apiVersion: v1, kind: ConfigMap, metadata: {name: settings, namespace: default, labels: {app: my-app}}}
  - at: 15s
    create: {apiVersion: v1, kind: ConfigMap, metadata: {name: unrelated, namespace: default}}
  - at: 20s
    create: {apiVersion: v1, kind: Secret, metadata: {name: creds, namespace: default, labels: {app: my-app}}}
  - at: 40s
    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: broken, namespace: default, annotations: {fail: "true"}}, spec: {image: "nginx:1.27", replicas: 1}}
end: 60s
`;
const { report, world } = runLab([fixture("rawsource.go")], parseScenario(yaml, "rawsource.yaml"));
const times = (name: string) =>
  report.logs.filter((l) => l.msg === "reconciled" && l.values?.app === name).map((l) => Math.round(l.t * 10) / 10);

describe("source.Kind, handler.Funcs and controller.Options in a SetupWithManager", () => {
  it("compiles and sets up without errors", () => {
    expect(report.diagnostics).toEqual([]);
    expect(
      report.logs.filter((l) => l.level === "error" && !/backend is down/.test(l.msg + JSON.stringify(l.values))),
    ).toEqual([]);
  });

  it("the raw source's events flow: the labelled ConfigMap maps to its App, the predicate drops the other", () => {
    // 0s create; 10s the labelled ConfigMap; 15s the unlabelled one is filtered; 25s the Secret (AddAfter 5s).
    expect(times("my-app").map(Math.floor)).toEqual([0, 10, 25]);
    const names = new Set(report.logs.filter((l) => l.msg === "reconciled").map((l) => l.values?.app));
    expect([...names]).toEqual(["my-app", "broken"]);
  });

  it("the rate limiter's delays are the engine queue's: 1s, 2s, 4s, then capped at 4s", () => {
    const delays = (world?.trace() ?? [])
      .filter((e) => e.type === "queue.addRateLimited" && e.key === "default/broken")
      .map((e) => (e as { delayMs: number }).delayMs);
    expect(delays.slice(0, 5)).toEqual([1000, 2000, 4000, 4000, 4000]);
    const t = times("broken");
    expect(t.slice(0, 4).map((x) => Math.round(x - 40))).toEqual([0, 1, 3, 7]);
  });

  it("MaxConcurrentReconciles reaches the engine's controller", () => {
    const started = (world?.trace() ?? []).find((e) => e.type === "controller.start");
    expect(started).toMatchObject({ workers: 2 });
  });
});
