// metav1.FieldsV1.Raw as Go code sees it (the shim builds the bytes only when Go code reads them,
// src/golang/eval/lazybytes.ts): every read, copy, fmt and append sees the field set's JSON; a deep
// copy's bytes are its own; an edit in place is what the server decodes (k8s-semantics.md fact 33:
// a write that sets managedFields replaces the stored list), and unread bytes go back unchanged.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import "../../../src/golang/shim/k8s";
import { fixture, scenario } from "./helpers";

describe("FieldsV1.Raw holds the field set's bytes for Go code", { timeout: 120_000 }, () => {
  const { report, compiled } = runLab([fixture("fieldsraw.go")], scenario("create"));
  const log = (msg: string) => report.logs.find((l) => l.msg === msg)?.values;
  const set = '{"f:data":{"f:a":{},"f:b":{}}}';

  it("compiles and runs without errors", () => {
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
    expect(report.logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it("reads the bytes by index, range, len, cap, slicing and fmt", () => {
    const sum = [...set].reduce((n, c) => n + c.charCodeAt(0), 0);
    expect(log("read")).toEqual({
      raw: set,
      len: set.length,
      cap: set.length,
      first: "{",
      sum,
      sprintf: set,
      prefix: set.slice(0, 9),
    });
  });

  it("gives a deep copy bytes of its own", () => {
    expect(log("copy")).toEqual({ copy: set.replace('"f:a"', '"f:z"'), original: set });
    expect(log("copied")).toEqual({ n: set.length, same: true, longer: set.length + 1 });
  });

  it("sends bytes edited in place, and unread bytes as they came", () => {
    expect(log("after edit")).toEqual({
      managers: 'other/Update={"f:data":{"f:c":{}}} writer/Update={"f:data":{"f:b":{}}}',
    });
    expect(log("untouched")).toEqual({
      managers: 'other/Update={"f:data":{"f:c":{},"f:d":{}}} writer/Update={"f:data":{"f:b":{}}}',
    });
  });
});
