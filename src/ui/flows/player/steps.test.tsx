/**
 * The narration says when a run leaves the lesson's script: a failure variant or a fork whose
 * computed run binds none of the steps after the current one.
 */
import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { RenderedFlow } from "../../../content/model";
import { afterLastBound, Narration } from "./Steps";

// HtmlBlock's glossary tips read the content bundle, a Vite virtual module the unit runner does not build.
vi.mock("../../markdown", () => ({
  HtmlBlock: ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />,
}));

const step = (n: number) => ({ n, actor: "a", title: `Step title ${n}`, html: `<p>text ${n}</p>`, asidesHtml: [] });
const flow = {
  participants: [{ id: "a", name: "Manager A" }],
  steps: [1, 2, 3, 4].map(step),
  settingHtml: "<p>setting</p>",
} as unknown as RenderedFlow;
const bound = (ns: number[]) =>
  [1, 2, 3, 4].map((n) => ({ n, seq: ns.includes(n) ? n * 10 : null, t: ns.includes(n) ? n * 100 : null }));

describe("afterLastBound", () => {
  it("names the steps after the current one when none of them happens in a complete run", () => {
    expect(afterLastBound(flow, bound([1, 2]), 2, true)).toEqual([3, 4]);
    expect(afterLastBound(flow, bound([1, 2, 3]), 3, true)).toEqual([4, 4]);
  });
  it("says nothing while the run grows, when a later step is bound, at the last step or before step 1", () => {
    expect(afterLastBound(flow, bound([1, 2]), 2, false)).toBeUndefined();
    expect(afterLastBound(flow, bound([1, 2, 4]), 2, true)).toBeUndefined();
    expect(afterLastBound(flow, bound([1, 2, 3, 4]), 4, true)).toBeUndefined();
    expect(afterLastBound(flow, bound([]), undefined, true)).toBeUndefined();
  });
});

describe("Narration", () => {
  it("tells the learner the run goes another way, beside the step's own text", () => {
    const html = renderToStaticMarkup(<Narration flow={flow} current={2} steps={bound([1, 2])} complete />);
    expect(html).toContain("Step title 2");
    expect(html).toContain("steps 3–4 tell");
    expect(html).toContain("text 2");
  });
  it("shows only the step when the lesson's script holds", () => {
    const html = renderToStaticMarkup(<Narration flow={flow} current={2} steps={bound([1, 2, 3, 4])} complete />);
    expect(html).not.toContain("script");
  });
});
