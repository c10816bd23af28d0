/**
 * VariantsPanel lists a flow's failure variants as toggles. Turning one on asks the worker to
 * run the lesson's scenario and the variant to their ends, then shows the headline numbers
 * side by side — computed by the engine, never typed in — with failover latency's parts.
 */
import { useEffect, useRef, useState } from "react";
import type { RenderedFlow } from "../../../content";
import type { VariantResult } from "../../../worker";
import { changeWord, formatMetric } from "./format";
import { variantRequest, type VariantRequest } from "./spec";
import "./variants.css";

export interface VariantsPanelProps {
  flow: Pick<RenderedFlow, "id" | "number" | "scenario" | "run" | "variants">;
  /** active is the variant toggled on (null: the lesson's run). */
  active: string | null;
  /** onSelect toggles a variant (null: back to the lesson's run); the shell may re-open the player with it. */
  onSelect(id: string | null): void;
  /**
   * compute sends the worker's "variant" message and resolves with its result. `signal` aborts
   * when the learner has moved on (another variant, or none): work not started yet is skipped.
   */
  compute(req: VariantRequest, signal?: AbortSignal): Promise<VariantResult>;
}

type State =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; result: VariantResult }
  | { status: "error"; message: string };

export function VariantsPanel({ flow, active, onSelect, compute }: VariantsPanelProps) {
  const [state, setState] = useState<State>({ status: "idle" });
  const asked = useRef(0);
  const variant = flow.variants.find((v) => v.id === active);

  useEffect(() => {
    if (!variant) {
      setState({ status: "idle" });
      return;
    }
    const n = ++asked.current;
    const asking = new AbortController();
    setState({ status: "running" });
    compute(variantRequest(flow, variant), asking.signal).then(
      (result) => n === asked.current && setState({ status: "done", result }),
      (e: unknown) =>
        n === asked.current && setState({ status: "error", message: e instanceof Error ? e.message : String(e) }),
    );
    return () => asking.abort();
    // re-run only when the chosen variant changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.id, variant?.id]);

  if (flow.variants.length === 0) return null;
  const headingId = `variants-${flow.id}`;
  return (
    <section className="flow-variants" aria-labelledby={headingId}>
      <h3 id={headingId}>Break it: failure variants</h3>
      <div className="flow-variants-toggles" role="group" aria-label={`Variants of Flow ${flow.number}`}>
        {flow.variants.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={v.id === active}
            className="flow-variant-toggle"
            onClick={() => onSelect(v.id === active ? null : v.id)}
          >
            {v.title}
          </button>
        ))}
      </div>
      {variant && (
        <div className="flow-variant-detail">
          <div className="flow-variant-desc" dangerouslySetInnerHTML={{ __html: variant.descriptionHtml }} />
          <div aria-live="polite" aria-busy={state.status === "running"}>
            {state.status === "running" && (
              <p className="flow-variant-status">Running the lesson&apos;s run and the variant in the engine…</p>
            )}
            {state.status === "error" && <p role="alert">The engine could not run this variant: {state.message}</p>}
            {state.status === "done" && (
              <VariantFigures
                result={state.result}
                expects={variant.headline.map((h) => h.expect)}
                {...(Object.keys(variant.baseline).length > 0 ? { baseLabel: "Same cluster, without the change" } : {})}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * VariantFigures: the headline numbers of the base run and the variant. `baseLabel` names the
 * base column when a baseline changed it from the lesson's run (e.g. the same foreign objects).
 */
export function VariantFigures({
  result,
  expects,
  baseLabel = "Lesson's run",
}: {
  result: VariantResult;
  expects: string[];
  baseLabel?: string;
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Headline numbers">
      <table className="flow-variant-figures">
        <thead>
          <tr>
            <th scope="col">Computed</th>
            <th scope="col">{baseLabel}</th>
            <th scope="col">This variant</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {result.variant.map((m, i) => {
            const b = result.base[i];
            const word = changeWord(b?.value ?? null, m.value);
            return (
              <tr
                key={m.metric}
                data-metric={m.metric}
                data-expect={expects[i]}
                data-base={String(b?.value ?? null)}
                data-variant={String(m.value)}
              >
                <th scope="row">{m.label}</th>
                <td>
                  {formatMetric(m.unit, b?.value ?? null)}
                  <Parts parts={b?.parts} unit={m.unit} />
                </td>
                <td>
                  <strong>{formatMetric(m.unit, m.value)}</strong>
                  <Parts parts={m.parts} unit={m.unit} />
                </td>
                <td className={`flow-variant-change is-${word}`}>{word}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Parts({
  parts,
  unit,
}: {
  parts: Array<{ label: string; value: number }> | undefined;
  unit: "count" | "ms" | "bytes";
}) {
  if (!parts?.length) return null;
  return (
    <span className="flow-variant-parts">
      {" = "}
      {parts.map((p, i) => (
        <span key={p.label}>
          {i > 0 && " + "}
          {p.label} {formatMetric(unit, p.value)}
        </span>
      ))}
    </span>
  );
}
