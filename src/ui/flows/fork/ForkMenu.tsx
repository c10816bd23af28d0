/**
 * ForkMenu offers, at a paused moment, the events a learner can inject (edit the child,
 * delete the App, restart the controller, kill or partition the leader) and, once forked,
 * the way back to the lesson's run. The worker does the forking (flow-protocol "fork").
 */
import type { ForkInjection } from "../../../worker";
import { FORK_CHOICES, forkInjectionsFor } from "./choices";
import "./fork.css";

export interface ForkMenuProps {
  flowId: string;
  /** paused: injecting is offered only while the player is paused. */
  paused: boolean;
  /** forked: the player shows a fork; offer the way back. */
  forked: boolean;
  /** busy: the worker is computing the fork. */
  busy?: boolean;
  /** injections: which to offer (default: forkInjectionsFor(flowId)). */
  injections?: ReadonlyArray<ForkInjection["kind"]>;
  onFork(inj: ForkInjection): void;
  onBack(): void;
}

export function ForkMenu({ flowId, paused, forked, busy = false, injections, onFork, onBack }: ForkMenuProps) {
  const kinds = injections ?? forkInjectionsFor(flowId);
  return (
    <section className="flow-fork" aria-label="Change what happens next">
      <p className="flow-fork-title">
        {forked ? "You are watching a fork of the lesson's run." : "From this moment, inject an event and play on:"}
      </p>
      <div className="flow-fork-actions" role="group" aria-label="Inject an event">
        {FORK_CHOICES.filter((c) => kinds.includes(c.inj.kind)).map((c) => (
          <button
            key={c.inj.kind}
            type="button"
            disabled={!paused || busy}
            title={paused ? undefined : "Pause the player first"}
            onClick={() => onFork(c.inj)}
          >
            {c.label}
          </button>
        ))}
        {forked && (
          <button type="button" className="flow-fork-back" disabled={busy} onClick={onBack}>
            Back to the lesson&apos;s run
          </button>
        )}
      </div>
      <p className="flow-fork-status" aria-live="polite">
        {busy ? "Forking the world at this moment…" : ""}
      </p>
    </section>
  );
}
