import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

// getfresh.go changes, in place, everything a Deployment read from the cache holds, then reads it
// again: the Go values a Get hands out are fresh copies (fact 78: the object is replaced by the
// stored one), never shared with the cache or with another read.
const { report } = runLab([fixture("getfresh.go")], scenario("create"));
const logged = (msg: string) => report.logs.find((l) => l.msg === msg)?.values;

describe("a Get writes a fresh copy of the stored object into the Go value", () => {
  it("compiles and runs both steps", () => {
    expect(report.diagnostics).toEqual([]);
    expect(logged("fresh")).toBeDefined();
  });

  it("SetControllerReference adds the owner reference and leaves spec and the owner alone", () => {
    expect(logged("owned")).toEqual({ refs: 1, replicas: 2, image: "nginx:1.27", appImage: "nginx:1.27" });
  });

  it("a second Get undoes in-place changes to maps, slices, pointers and managed fields", () => {
    expect(logged("fresh")).toEqual({
      label: "b",
      extra: 1,
      replicas: 2,
      image: "nginx:1.27",
      containers: 1,
      owner: "my-app",
      manager: true,
      managerTime: true,
      status: true,
      copyKept: true,
      paused: false,
      apart: true,
    });
  });

  it("a struct copied before a Get keeps its own values", () => {
    expect(logged("app")).toEqual({ phase: "", firstPhase: "changed", name: "my-app" });
  });
});
