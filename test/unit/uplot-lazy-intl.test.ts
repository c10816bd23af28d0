/**
 * The build's uPlot edit (scripts/vite-uplot-lazy-intl.ts): uPlot's module makes no Intl object
 * as it evaluates (the first one loads ICU's data, a 25–60 ms task), and an uPlot whose text
 * changed fails the build instead of shipping unedited.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { lazyIntl } from "../../scripts/vite-uplot-lazy-intl";

const source = readFileSync(resolve("node_modules/uplot/dist/uPlot.esm.js"), "utf8");

describe("uPlot's formatters made lazy at build", () => {
  it("leaves no Intl object made at the module's top level", () => {
    const topLevel = (code: string) => code.split("\n").filter((l) => /^(const|let|var) \w+ = new Intl\./.test(l));
    expect(topLevel(source).length).toBe(2); // what the edit is for
    const out = lazyIntl(source);
    expect(topLevel(out)).toEqual([]);
    expect(out).toContain("(numFormatter ??= new Intl.NumberFormat(");
    expect(out).toContain("tz == localTz()");
  });

  it("fails on a uPlot whose text changed", () => {
    expect(() => lazyIntl(source.replace("const localTz = new Intl", "const localTZ = new Intl"))).toThrow(
      /uPlot's module changed/,
    );
  });
});
