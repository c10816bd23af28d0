/**
 * ForkMenu offers, at a paused moment, the events a learner can inject (edit the child,
 * delete the App, restart the controller, kill or partition the leader) and, once forked,
 * the way back to the lesson's run. The injections sit in a popover behind one "Fork" button,
 * so the toolbar stays one row: the button says whether the menu is open (aria-expanded), the
 * first action takes the focus when it opens, and Escape or a click outside closes it (focus
 * back on the button). The worker does the forking (flow-protocol "fork").
 */
import { useEffect, useId, useRef, useState } from "react";
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
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
    const close = (refocus: boolean) => {
      setOpen(false);
      if (refocus) toggle.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      e.stopPropagation();
      close(true);
    };
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [open]);

  return (
    <div className="flow-fork" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="flow-fork-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={busy}
        title={paused ? "Inject an event at this moment and play on" : "Pause the player to fork"}
        onClick={() => setOpen((o) => !o)}
      >
        {busy ? "Forking…" : "Fork"} <span aria-hidden="true">▾</span>
      </button>
      {forked && (
        <button type="button" className="flow-fork-back" disabled={busy} onClick={onBack}>
          Back to the lesson&apos;s run
        </button>
      )}
      <div
        ref={panel}
        id={panelId}
        className="flow-fork-panel"
        role="group"
        aria-label="Inject an event"
        hidden={!open}
      >
        <p className="flow-fork-title">
          {forked
            ? "You are watching a fork of the lesson's run. Fork again:"
            : "From this moment, inject an event and play on:"}
          {!paused && <span className="flow-fork-hint"> (pause the player first)</span>}
        </p>
        {FORK_CHOICES.filter((c) => kinds.includes(c.inj.kind)).map((c) => (
          <button
            key={c.inj.kind}
            type="button"
            disabled={!paused || busy}
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
              onFork(c.inj);
            }}
          >
            {c.label}
          </button>
        ))}
      </div>
      <span className="flow-fork-status visually-hidden" aria-live="polite">
        {busy ? "Forking the world at this moment…" : forked ? "Playing a fork of the lesson's run." : ""}
      </span>
    </div>
  );
}
