/**
 * EventLog: the text equivalent of the picture. The last events up to the current position, each
 * a button for its details; a polite live region announces the newest one when the player is
 * paused or slow enough to follow (fast play would only flood a screen reader).
 */
import type { TraceEvent } from "../../../engine";
import { messagesOf } from "./lanes";

interface Props {
  window: readonly TraceEvent[];
  windowStart: number;
  pos: number;
  lanes: readonly string[];
  names: Map<string, string>;
  announce: boolean;
  onSelect: (seq: number) => void;
  /** fast: rows are kept by slot, not by event (see Lanes). */
  fast?: boolean;
}

const SHOWN = 8;

export function sentence(m: { from: string; to: string; label: string }, names: Map<string, string>): string {
  const a = names.get(m.from) ?? m.from;
  const b = names.get(m.to) ?? m.to;
  return m.from === m.to ? `${a}: ${m.label}` : `${a} → ${b}: ${m.label}`;
}

export function EventLog({ window, windowStart, pos, lanes, names, announce, onSelect, fast = false }: Props) {
  const msgs = messagesOf(window, lanes);
  const upto = Math.max(0, pos - windowStart);
  const from = Math.max(0, upto - SHOWN);
  const rows = window.slice(from, upto).map((e, i) => ({ e, m: msgs[from + i] as NonNullable<(typeof msgs)[number]> }));
  const newest = rows[rows.length - 1];
  return (
    <section className="flow-log" aria-labelledby="flow-log-title">
      <h2 id="flow-log-title">Event log</h2>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce && newest ? `Event ${newest.e.seq + 1}: ${sentence(newest.m, names)}` : ""}
      </p>
      {rows.length === 0 ? (
        <p className="muted">No events yet.</p>
      ) : (
        <ol className="flow-log-list">
          {rows.map(({ e, m }, i) => (
            <li key={fast ? i : e.seq} value={e.seq + 1} className={`kind-${m.kind}${m.failed ? " failed" : ""}`}>
              <button type="button" onClick={() => onSelect(e.seq)}>
                <span className="flow-log-t">{(e.t / 1000).toFixed(3)} s</span> {sentence(m, names)}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
