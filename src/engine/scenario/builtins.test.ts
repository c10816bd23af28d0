import { describe, expect, it } from "vitest";
import { BuiltinScenarios } from "./builtins";

const files = {
  "../../content/scenarios/zeta.yaml": 'description: "Quoted: with a colon"\nend: 10s\n',
  "beta.yaml": "description: >\n  Folded over\n  two lines\nend: 10s\n",
};

describe("BuiltinScenarios", () => {
  const b = new BuiltinScenarios(files);

  it("names scenarios by file name, sorted, whatever path the host read them from", () => {
    expect(b.names()).toEqual(["beta", "zeta"]);
    expect(b.text("zeta")).toBe(files["../../content/scenarios/zeta.yaml"]);
  });

  it("lists descriptions as the parsed YAML gives them (quotes, folded lines)", () => {
    expect(b.list()).toEqual([
      { name: "beta", description: "Folded over two lines\n" },
      { name: "zeta", description: "Quoted: with a colon" },
    ]);
  });

  it("parses by name and refuses an unknown name with the known ones", () => {
    expect(b.load("beta").end).toBe(10_000);
    expect(() => b.load("gamma")).toThrow('no built-in scenario "gamma" (have beta, zeta)');
  });
});
