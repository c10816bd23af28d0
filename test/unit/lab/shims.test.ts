import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

// semantics.go calls each shim once inside a reconcile and logs what it returned.
const { report } = runLab([fixture("semantics.go")], scenario("create"));
const logged = (msg: string) => report.logs.find((l) => l.msg === msg)?.values ?? {};

describe("the k8s shims behave as the real functions (k8s-semantics §E)", () => {
  it("compiles and probes once", () => {
    expect(report.diagnostics).toEqual([]);
    expect(report.logs.filter((l) => l.msg === "conditions")).toHaveLength(1);
  });

  it("fact 83: SetStatusCondition moves LastTransitionTime only on a status flip and reports changes", () => {
    expect(logged("conditions")).toEqual({
      added: true,
      reasonChanged: true,
      keptTime: true,
      flipped: true,
      movedTime: true,
      unchanged: false,
      true: true,
    });
  });

  it("fact 84: Semantic.DeepEqual treats nil and empty as equal", () => {
    expect(logged("deepEqual")).toEqual({ nilEmpty: true, differ: false, nilMap: true });
  });

  it("fact 84: Semantic.DeepEqual on whole objects sees a change at any depth, and copies as equal", () => {
    expect(logged("deepEqualObjects")).toEqual({
      copy: true,
      reread: true,
      managedFields: false,
      labels: false,
      labelCopy: true,
      labelValue: false,
      replicas: false,
      image: false,
      samePointee: true,
      nilImage: false,
    });
  });

  it("fact 82: finalizer helpers return whether they changed the list", () => {
    expect(logged("finalizers")).toEqual({
      add: true,
      addAgain: false,
      contains: true,
      remove: true,
      removeAgain: false,
    });
  });

  it("fact 81: SetControllerReference refuses a second controller with *AlreadyOwnedError", () => {
    expect(logged("ownership")).toEqual({
      first: true,
      refs: 1,
      kind: "App",
      alreadyOwned: true,
      error: "Object default/probe is already owned by another App controller my-app",
    });
  });

  it("fact 79: CreateOrUpdate creates; a second one behind the lagging cache meets AlreadyExists", () => {
    expect(logged("createOrUpdate")).toMatchObject({ first: "created", second: "unchanged", rvSet: true });
    expect(String(logged("createOrUpdate").err)).toContain("already exists");
  });

  it("fact 79: CreateOrUpdate that changes nothing writes nothing and leaves the object as mutate left it", () => {
    expect(logged("createOrUpdateUnchanged")).toEqual({ op: "unchanged", err: null, emptyKept: true, read: true });
  });

  it("fact 78: Update writes the server's answer into the object (the in-memory status edit is gone)", () => {
    expect(logged("update")).toEqual({ phaseAfter: "", rvMoved: true });
  });

  it("MergeFromWithOptimisticLock on a stale copy is a Conflict (and swallowing it is a finding)", () => {
    expect(logged("patch")).toEqual({ conflict: true });
    expect(report.findings.map((f) => f.kind)).toEqual(["SwallowedError"]);
  });

  it("List with InNamespace, Get NotFound and IgnoreNotFound, Delete with a propagation policy", () => {
    expect(logged("reads")).toEqual({ items: 1, listErr: null, notFound: true, ignored: true });
    expect(logged("delete")).toEqual({ err: null });
    expect(report.objects.some((o) => o.kind === "ConfigMap")).toBe(false);
  });
});
