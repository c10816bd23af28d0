// A typed client's Watch (k8s.io/client-go/kubernetes) type-checks with client-go's signature and returns the
// lab's "does not provide" error naming the call's line: a watch delivers events to a goroutine as they
// happen, which the lab's reconcilers do not run. Apply is a compile error saying the lab does not provide it.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

describe("a typed client's Watch and Apply", { timeout: 120_000 }, () => {
  it("Watch compiles and returns the lab's error with the call's line instead of a stream", () => {
    const { report, compiled } = runLab([fixture("clientset_watch.go")], scenario("create"));
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
    expect(report.logs.find((l) => l.msg === "watch")?.values).toEqual({
      nil: true,
      err: "the lab does not provide Pods().Watch on a client-go typed client (clientset_watch.go:28): a watch delivers events to a goroutine; watch with the manager's informers instead (For, Owns, Watches)",
      added: "ADDED",
    });
  });

  it("Apply is a located compile error that names what the lab does not provide", () => {
    const src = fixture("clientset_watch.go");
    const apply = {
      ...src,
      source: src.source.replace(
        "var w watch.Interface",
        `_, _ = cs.CoreV1().ConfigMaps("default").Apply(ctx, nil, metav1.ApplyOptions{FieldManager: "x"})\n\tvar w watch.Interface`,
      ),
    };
    const { report } = runLab([apply], scenario("create"));
    expect(report.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual([
      '27: cs.CoreV1().ConfigMaps("default").Apply undefined (type v1.ConfigMapInterface has no field or method Apply) (the lab does not provide k8s.io/client-go/kubernetes/typed/core/v1.ConfigMapInterface.Apply)',
    ]);
  });
});
