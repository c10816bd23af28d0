// log.Error(nil, msg) leaves the "error" key out, as zapr does (it used to print "error": null).
import { describe, expect, it } from "vitest";
import { execute } from "../../../src/cli/lab";
import { fixturePath } from "./helpers";

describe("log.Error with a nil error", { timeout: 120_000 }, () => {
  it("has no error key", () => {
    const out = execute(["run", fixturePath("lognil.go"), "--scenario", "create", "--json"]);
    const line = JSON.parse(out.stdout).logs.find((l: { msg: string }) => l.msg === "no error value");
    expect(line).toMatchObject({ level: "error", values: { name: "my-app" } });
    expect(line.values).not.toHaveProperty("error");
  });
});
