// The standard packages real controllers import (issue 13, item 2), exercised inside a lab run: the
// environment comes from the scenario's `env` key; sync and slices behave as in Go.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runLab } from "../../../../src/lab";
import { parseScenario } from "../../../../src/engine/scenario/parse";

const source = { name: "env.go", source: readFileSync(join(import.meta.dirname, "envreconciler.go"), "utf8") };
const yaml = (env: string) => `description: one App, an environment
${env}
steps:
  - at: 0s
    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: my-app, namespace: default}, spec: {image: "nginx:1.27", replicas: 2}}
end: 30s
`;

function envLog(env: string) {
  const { report } = runLab([source], parseScenario(yaml(env), "env.yaml"));
  expect(report.diagnostics).toEqual([]);
  return report.logs.filter((l) => l.msg === "env").map((l) => l.values);
}

describe("os, sync and slices in a reconciler", () => {
  it("os.Getenv and os.LookupEnv read the scenario's env", () => {
    expect(envLog("env: {OPERAND_IMAGE: 'nginx:1.29', WATCH_NAMESPACE: default}")).toEqual([
      { image: "nginx:1.29", watchNamespace: "default", set: true, unsetFound: false },
    ]);
  });

  it("without env every variable is unset", () => {
    expect(envLog("")).toEqual([{ image: "busybox:latest", watchNamespace: "", set: false, unsetFound: false }]);
  });

  it("a bad variable name is a located scenario error", () => {
    expect(() => parseScenario(yaml("env: {'1BAD': x}"), "env.yaml")).toThrow(/env/);
  });
});
