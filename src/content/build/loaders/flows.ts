/** The flows loader: content/flows/*.yaml, with diagrams and scenarios checked and each variant's run parsed. */
import { join } from "node:path";
import type { RenderedFlow } from "../../model.ts";
import * as S from "../../schema/index.ts";
import type { LoadContext } from "./context.ts";
import type { Diagrams } from "./diagrams.ts";

export function loadFlows(ctx: LoadContext, diagrams: Diagrams, scenarioIds: Set<string>): RenderedFlow[] {
  const { problems, render } = ctx;
  const flows = ctx
    .loadAll<S.Flow>("flows", S.Flow, (f) => f.id)
    .map(({ file, value: f }): RenderedFlow => {
      if (f.diagram && !diagrams.byId.has(f.diagram)) problems.add(file, "diagram", `unknown diagram "${f.diagram}"`);
      if (!scenarioIds.has(f.scenario))
        problems.add(file, "scenario", `no scenario file content/scenarios/${f.scenario}.yaml`);
      f.steps.forEach((s, i) => {
        if (s.match.scenario && !scenarioIds.has(s.match.scenario))
          problems.add(
            file,
            `steps[${i}].match.scenario`,
            `no scenario file content/scenarios/${s.match.scenario}.yaml`,
          );
      });
      return {
        id: f.id,
        number: f.number,
        title: f.title,
        scenario: f.scenario,
        settingHtml: render(f.setting, file, "setting"),
        participants: f.participants,
        steps: f.steps.map((s, i) => ({
          n: s.n,
          actor: s.actor,
          title: s.title,
          match: s.match,
          html: render(s.text, file, `steps[${i}].text`),
          asidesHtml: (s.asides ?? []).map((a, j) => render(a, file, `steps[${i}].asides[${j}]`)),
          ...(s.predict
            ? {
                predict: {
                  question: s.predict.question,
                  choices: s.predict.choices,
                  answer: s.predict.answer,
                  explanationHtml: render(s.predict.explanation, file, `steps[${i}].predict.explanation`),
                },
              }
            : {}),
        })),
        diagram: f.diagram,
        failures: f.failures.map((x, i) => ({
          symptomHtml: render(x.symptom, file, `failures[${i}].symptom`, true),
          causeHtml: render(x.cause, file, `failures[${i}].cause`, true),
          whereToLookHtml: render(x.whereToLook, file, `failures[${i}].whereToLook`, true),
        })),
        run: f.reconciler ? { reconciler: f.reconciler } : {},
        variants: (f.variants ?? []).map((v, i) => {
          const { id: _id, title: _t, description: _d, headline: _h, baseline = {}, ...run } = v;
          checkVariantRun(ctx, f, scenarioIds, file, i, baseline, run);
          return {
            id: v.id,
            title: v.title,
            descriptionHtml: render(v.description, file, `variants[${i}].description`),
            run,
            baseline,
            headline: v.headline,
          };
        }),
      };
    });
  return flows.sort((a, b) => a.number - b.number);
}

/** checkVariantRun parses a variant's baseline and its run on the flow's scenario, when the engine's check is given. */
function checkVariantRun(
  ctx: LoadContext,
  f: S.Flow,
  scenarioIds: Set<string>,
  file: string,
  i: number,
  baseline: RenderedFlow["variants"][number]["baseline"],
  run: RenderedFlow["variants"][number]["run"],
): void {
  const check = ctx.opts.checkFlowRun;
  if (!check || !scenarioIds.has(f.scenario)) return;
  const text = ctx.files.read(join(ctx.root, "scenarios", `${f.scenario}.yaml`));
  if (text === undefined) return;
  const lesson = f.reconciler ? { reconciler: f.reconciler } : {};
  for (const [what, specs] of [
    ["baseline", [lesson, baseline]],
    ["run", [lesson, baseline, run]],
  ] as const) {
    try {
      check(text, [...specs], `${f.scenario}.yaml`);
    } catch (e) {
      ctx.problems.add(file, `variants[${i}]`, `its ${what} does not parse: ${(e as Error).message}`);
    }
  }
}
