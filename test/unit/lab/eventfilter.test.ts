// WithEventFilter in Go code (semantics fact 73; controller-runtime pkg/builder/controller.go doWatch
// prepends the builder's global predicates to the For, Owns and Watches watches): the filter runs on
// every watch's events, and each event's object reaches it as that watch's own Go type.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { parseScenario } from "../../../src/engine/scenario/parse";
import { fixture } from "./helpers";

const yaml = `description: an App (its ConfigMap follows), a Secret for it, a quiet Secret, a quiet App
steps:
  - at: 0s
    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: my-app, namespace: default}, spec: {image: "nginx:1.27", replicas: 1}}
  - at: 10s
    create: {apiVersion: v1, kind: Secret, metadata: {name: creds, namespace: default, labels: {app: my-app}}}
  - at: 20s
    create: {apiVersion: v1, kind: Secret, metadata: {name: hushed-creds, namespace: default, labels: {app: my-app}, annotations: {quiet: "true"}}}
  - at: 30s
    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: hushed, namespace: default, annotations: {quiet: "true"}}, spec: {image: "nginx:1.27", replicas: 1}}
end: 40s
`;
const { report } = runLab([fixture("eventfilter.go")], parseScenario(yaml, "eventfilter.yaml"));
const seen = report.logs
  .filter((l) => l.msg === "event")
  .map((l) => `${l.values?.name as string} ${l.values?.type as string}`);
const reconciled = report.logs.filter((l) => l.msg === "reconciled").map((l) => [Math.floor(l.t), l.values?.app]);

describe("WithEventFilter on For, Owns and Watches", () => {
  it("compiles and runs without errors", () => {
    expect(report.diagnostics).toEqual([]);
    expect(report.logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it("each watch hands the filter its own type", () => {
    expect(new Set(seen)).toEqual(
      new Set([
        "my-app *v1alpha1.App",
        "my-app-settings *v1.ConfigMap",
        "creds *v1.Secret",
        "hushed-creds *v1.Secret",
        "hushed *v1alpha1.App",
      ]),
    );
  });

  it("the filter drops the quiet Secret and the quiet App; the owned ConfigMap and the Secret requeue my-app", () => {
    expect(reconciled).toEqual([
      [0, "my-app"],
      [0, "my-app"],
      [10, "my-app"],
    ]);
  });
});
