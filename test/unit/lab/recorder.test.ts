// An EventRecorder's events become v1 Event objects in the engine (issue 13, item 2), named and
// counted as client-go's recorder writes them.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

const events = (name: string) => {
  const { report, compiled } = runLab([fixture("recorder.go")], scenario(name));
  expect(compiled).toBe(true);
  expect(report.diagnostics).toEqual([]);
  return report.objects.filter((o) => o.kind === "Event") as unknown as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe("record.EventRecorder writes Event objects", { timeout: 120_000 }, () => {
  it("records one Event per call, about the object, from the recorder's component", () => {
    const got = events("create");
    expect(got.map((e) => [e.type, e.reason, e.message, e.count])).toEqual([
      ["Normal", "Seen", "App my-app wants 2 replicas", 1],
      ["Warning", "ManyReplicas", "more than one replica", 1],
    ]);
    for (const e of got) {
      expect(e.involvedObject).toMatchObject({
        kind: "App",
        apiVersion: "apps.example.com/v1alpha1",
        name: "my-app",
        namespace: "default",
      });
      expect(e.involvedObject.uid).toBeTruthy();
      expect(e.source).toEqual({ component: "app-controller" });
      expect(e.metadata.namespace).toBe("default");
      expect(e.metadata.name).toMatch(/^my-app\.[0-9a-f]+$/);
      expect(e.firstTimestamp).toBe(e.lastTimestamp);
    }
  });

  it("counts a repeated event up on the same object instead of writing a new one", () => {
    const got = events("conflict");
    const many = got.filter((e) => e.reason === "ManyReplicas");
    expect(many).toHaveLength(1);
    expect(many[0]!.count).toBeGreaterThan(1);
    // A different message is a different event.
    expect(
      got
        .filter((e) => e.reason === "Seen")
        .map((e) => e.message)
        .sort(),
    ).toEqual(["App my-app wants 2 replicas", "App my-app wants 3 replicas"]);
  });
});
