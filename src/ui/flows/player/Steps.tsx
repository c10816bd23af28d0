/**
 * Narration and StepList: the lesson's step being played, with its text and asides, and every
 * step as a button that jumps to the event that realises it in this run.
 */
import type { RenderedFlow } from "../../../content";
import type { FlowStepBinding } from "../../../worker";
import { HtmlBlock } from "../../markdown";

type Step = RenderedFlow["steps"][number];

/**
 * afterLastBound: when the run is complete and none of the lesson's steps after the current one
 * happens in it (a failure variant or a fork goes another way), the range of those steps.
 */
export function afterLastBound(
  flow: RenderedFlow,
  steps: readonly FlowStepBinding[],
  current: number | undefined,
  complete: boolean,
): [number, number] | undefined {
  if (!complete || current === undefined) return undefined;
  const bound = new Set(steps.filter((b) => b.seq !== null).map((b) => b.n));
  const later = flow.steps.map((s) => s.n).filter((n) => n > current);
  if (later.length === 0 || later.some((n) => bound.has(n))) return undefined;
  return [later[0] as number, later[later.length - 1] as number];
}

export function Narration({
  flow,
  current,
  steps = [],
  complete = false,
}: {
  flow: RenderedFlow;
  current: number | undefined;
  steps?: readonly FlowStepBinding[];
  complete?: boolean;
}) {
  const step = flow.steps.find((s) => s.n === current);
  const offScript = afterLastBound(flow, steps, current, complete);
  const names = new Map(flow.participants.map((p) => [p.id, p.name]));
  return (
    <section className="flow-narration" aria-labelledby="flow-narration-title" aria-live="polite">
      {step ? (
        <>
          <p className="flow-step-kicker">
            Step {step.n} of {flow.steps.length} ·{" "}
            <span className="flow-actor">{names.get(step.actor) ?? step.actor}</span>
          </p>
          <h2 id="flow-narration-title">{step.title}</h2>
          {offScript && (
            <p className="flow-offscript">
              This run leaves the lesson&apos;s script after this step:{" "}
              {offScript[0] === offScript[1]
                ? `step ${offScript[0]} tells`
                : `steps ${offScript[0]}–${offScript[1]} tell`}{" "}
              the lesson&apos;s run and {offScript[0] === offScript[1] ? "is" : "are"} not matched in this one. The
              events on the left are what the engine computed.
            </p>
          )}
          <HtmlBlock html={step.html} />
          {step.asidesHtml.length > 0 && (
            <ul className="flow-asides">
              {step.asidesHtml.map((a, i) => (
                <li key={i}>
                  <HtmlBlock html={a} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <p className="flow-step-kicker">Before step 1</p>
          <h2 id="flow-narration-title">The setting</h2>
          <HtmlBlock html={flow.settingHtml} />
        </>
      )}
    </section>
  );
}

function unboundReason(s: Step): string {
  return s.match.scenario
    ? `happens in the ${s.match.scenario} scenario, not in this run`
    : "this run does not reach it yet";
}

export function StepList({
  flow,
  steps,
  current,
  onStep,
}: {
  flow: RenderedFlow;
  steps: readonly FlowStepBinding[];
  current: number | undefined;
  onStep: (n: number) => void;
}) {
  const bound = new Map(steps.map((b) => [b.n, b]));
  return (
    <nav className="flow-steplist" aria-label="Lesson steps">
      <h2>Steps</h2>
      <ol>
        {flow.steps.map((s) => {
          const b = bound.get(s.n);
          const ok = b !== undefined && b.seq !== null;
          return (
            <li key={s.n} value={s.n}>
              <button
                type="button"
                className={s.n === current ? "current" : ""}
                aria-current={s.n === current ? "step" : undefined}
                disabled={!ok}
                onClick={() => onStep(s.n)}
              >
                <span className="flow-step-n">{s.n}</span> {s.title}
              </button>
              {!ok && <span className="muted flow-step-note">({unboundReason(s)})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
