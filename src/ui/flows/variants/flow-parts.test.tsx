/**
 * The variants, charts, predict and fork components render what the engine computed: each is
 * rendered to HTML (react-dom/server) with data from real engine runs, not fixtures.
 */
import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { parse as parseYaml } from "yaml";
import type { RenderedFlow } from "../../../content/model";
import { Flow, type FlowMetric } from "../../../content/schema/flow";
import { compareVariant } from "../../../worker/flow-variants";
import { buildFlowScenario, flowFactory } from "../../../content";
import { FlowSession } from "../../../worker/flow-session";
import { VariantFigures, VariantsPanel, variantRequest, variantRunSpec, formatMetric } from "./index";
import { FlowCharts, valuesAt } from "../charts/index";
import { formatNumber } from "../../app/formatNumber";
import { PredictPrompt, predictSteps } from "../predict/index";
import { ForkMenu, forkInjectionsFor } from "../fork/index";

// The flow as the content bundle carries it (Markdown left as text: these tests read numbers and labels).
// PredictPrompt draws its HTML through the markdown layer, whose glossary tips read the content
// bundle (a Vite virtual module the unit runner does not build); the HTML itself is what matters here.
vi.mock("../../markdown", () => ({
  HtmlBlock: ({ html, className }: { html: string; className?: string }) => (
    <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
  ),
}));
const raw = import.meta.glob("../../../../content/{flows,scenarios}/flow-18.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const fileOf = (dir: string) => Object.entries(raw).find(([p]) => p.includes(`/${dir}/`))?.[1] ?? "";
const parsed = Flow.parse(parseYaml(fileOf("flows")));
const flow18: RenderedFlow = {
  ...parsed,
  settingHtml: parsed.setting,
  run: parsed.reconciler ? { reconciler: parsed.reconciler } : {},
  failures: [],
  steps: parsed.steps.map(({ predict, ...s }) => ({
    ...s,
    html: s.text,
    asidesHtml: [],
    ...(predict ? { predict: { ...predict, explanationHtml: predict.explanation } } : {}),
  })),
  variants: (parsed.variants ?? []).map(({ id, title, description, headline, baseline = {}, ...run }) => ({
    id,
    title,
    descriptionHtml: description,
    headline,
    baseline,
    run,
  })),
};
const text18 = fileOf("scenarios");
const never = () => new Promise<never>(() => {});

describe("variants panel", () => {
  it("renders one toggle per declared variant, the active one pressed with its description", () => {
    const html = renderToStaticMarkup(
      <VariantsPanel flow={flow18} active="no-guards" onSelect={() => {}} compute={never} />,
    );
    for (const v of flow18.variants) expect(html).toContain(v.title);
    expect(html.match(/aria-pressed="true"/g)?.length).toBe(1);
    expect(html).toContain("differs on every run");
  });

  it("shows the computed headline numbers of a variant next to the lesson's run", () => {
    const v = flow18.variants.find((x) => x.id === "no-guards")!;
    const req = variantRequest(flow18, v);
    const r = compareVariant(text18, req.scenario, req.base, req.variant, req.metrics as FlowMetric[]);
    const html = renderToStaticMarkup(<VariantFigures result={r} expects={v.headline.map((h) => h.expect)} />);
    const last30 = r.variant[0]?.value as number;
    expect(last30).toBeGreaterThan(100);
    expect(html).toContain(`<strong>${formatMetric("count", last30)}</strong>`);
    expect(html).toContain('data-metric="reconcilesLast30s"');
    expect(html).toContain("higher");
  });

  it("the variant's run spec lays the lesson's switches, the baseline, then the variant", () => {
    const v = flow18.variants.find((x) => x.id === "missing-controller-reference")!;
    const spec = variantRunSpec(flow18, v);
    expect(spec.reconciler).toEqual({ generationChangedPredicate: true, controllerReference: false });
    expect(spec.steps?.length).toBe(1);
    expect(formatMetric("ms", 18401)).toBe("18.4 s");
    expect(formatMetric("bytes", 11610916)).toBe("11.1 MiB");
    expect(formatMetric("ms", null)).toBe("never");
  });
});

describe("charts", () => {
  it("the caption reads the computed series as of the cursor's time, never ahead of it", () => {
    const s = new FlowSession(buildFlowScenario(text18, flow18.run, "flow-18.yaml"), flowFactory(flow18.run));
    const series = s.series(100);
    const firstReconcile = s.world.trace().find((e) => e.type === "reconcile.start")!.t;
    // Inside the first reconcile's bucket it is not counted yet; once the bucket is over it is.
    expect(valuesAt(series, firstReconcile).reconcilesPerSec).toBe(0);
    expect(valuesAt(series, 0)).toMatchObject({ queueDepth: 0, reconcilesPerSec: 0, writesPerSec: 0 });
    const after = (Math.floor(firstReconcile / series.bucketMs) + 1) * series.bucketMs;
    const at = valuesAt(series, after);
    expect(at.reconcilesPerSec).toBeGreaterThan(0);
    const html = renderToStaticMarkup(<FlowCharts series={series} time={after} />);
    expect(html).toContain(`${formatNumber(at.reconcilesPerSec)} reconciles/s`);
    expect(html.match(/class="flow-chart-plot"/g)?.length).toBe(3);
  });
});

describe("predict", () => {
  it("asks the YAML's question with its choices, before the steps that have one", () => {
    expect(predictSteps(flow18)).toEqual([4, 11]);
    const p = flow18.steps[3]!.predict!;
    const html = renderToStaticMarkup(
      <PredictPrompt predict={p} check={never} onContinue={() => {}} onSkip={() => {}} />,
    );
    expect(html).toContain(p.question.replace(/'/g, "&#x27;").slice(0, 30));
    for (const c of p.choices) expect(html).toContain(c.text.slice(0, 20));
    expect(html).toContain("Skip");
  });
});

describe("fork menu", () => {
  it("offers kill and partition only where a standby can take over, and only while paused", () => {
    expect(forkInjectionsFor("flow-18")).not.toContain("killLeader");
    expect(forkInjectionsFor("flow-20")).toContain("partitionLeader");
    const playing = renderToStaticMarkup(
      <ForkMenu flowId="flow-20" paused={false} forked={false} onFork={() => {}} onBack={() => {}} />,
    );
    expect(playing.match(/<button[^>]*disabled=""/g)?.length).toBe(5);
    const forked = renderToStaticMarkup(
      <ForkMenu flowId="flow-18" paused forked onFork={() => {}} onBack={() => {}} />,
    );
    expect(forked).toContain("Back to the lesson&#x27;s run");
    expect(forked).not.toContain("Kill the leader");
  });
});
