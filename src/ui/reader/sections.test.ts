import { describe, expect, it } from "vitest";
import { estimateHeight, firstParts, joinsNext, nextParts, sectionHolding } from "./sections";

const sections = [
  "<p>intro</p>",
  '<h2 id="a" tabindex="-1">A</h2><p>' + "x".repeat(100) + "</p>",
  '<h2 id="b" tabindex="-1">B</h2><h3 id="b-1">B.1</h3>',
  '<h2 id="c" tabindex="-1">C</h2>',
];

describe("lesson sections", () => {
  it("finds the section that holds a heading, h3s included", () => {
    expect(sectionHolding(sections, "a")).toBe(1);
    expect(sectionHolding(sections, "b-1")).toBe(2);
    expect(sectionHolding(sections, "missing")).toBe(-1);
    expect(sectionHolding(sections, undefined)).toBe(-1);
  });

  it("inserts the next sections in order, within the budget, skipping those already shown", () => {
    expect(nextParts(sections, new Set(), 60)).toEqual([0]);
    expect(nextParts(sections, new Set([0]), 60)).toEqual([1]);
    expect(nextParts(sections, new Set([0, 1]), 200)).toEqual([2, 3]);
    expect(nextParts(sections, new Set([0, 2]), 1_000)).toEqual([1, 3]);
    expect(nextParts(sections, new Set([0, 1, 2, 3]))).toEqual([]);
  });

  it("always takes one section, even one larger than the budget", () => {
    expect(nextParts(sections, new Set([0]), 1)).toEqual([1]);
  });

  it("guesses taller heights for more prose, code and figures, and none for nothing", () => {
    expect(estimateHeight("")).toBe(0);
    const prose = estimateHeight(`<p>${"word ".repeat(400)}</p>`);
    expect(prose).toBeGreaterThan(200);
    expect(estimateHeight(`<figure><svg>${"<g></g>".repeat(5000)}</svg></figure>`)).toBe(440);
    expect(estimateHeight('<pre><code><span class="line">a</span><span class="line">b</span></code></pre>')).toBe(44);
  });

  it("inserts first the parts whose estimated heights fill the screen, at least one", () => {
    expect(firstParts([0, 300, 400, 500, 600], 900)).toEqual([0, 1, 2, 3]);
    expect(firstParts([2000, 10], 900)).toEqual([0]);
    expect(firstParts([], 900)).toEqual([]);
  });

  it("keeps a part's last margin only when the next part goes on with prose", () => {
    const parts = ["", '<h2 id="a">A</h2><p>x</p>', "<p>more</p>", "", '<h3 id="b">B</h3>'];
    expect(joinsNext(parts, 1)).toBe(true);
    expect(joinsNext(parts, 2)).toBe(false);
    expect(joinsNext(parts, 4)).toBe(false);
  });
});
