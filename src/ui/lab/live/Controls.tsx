/** Controls: start, play/pause, step one callback or one second, speed, and the virtual clock. */
import type { LiveRunApi } from "./useLiveRun";
import { secs } from "./format";

export const SPEEDS = [1, 2, 5, 10, 20];

export function Controls({ run }: { run: LiveRunApi }) {
  const f = run.history.frame;
  const live = run.status === "paused" || run.status === "playing" || run.status === "done";
  return (
    <div className="live-controls" role="group" aria-label="Live run controls">
      <button type="button" onClick={run.start} disabled={run.status === "starting"}>
        {run.status === "idle" ? "Start live run" : "Restart"}
      </button>
      {run.status === "playing" ? (
        <button type="button" onClick={run.pause}>
          Pause
        </button>
      ) : (
        <button type="button" onClick={run.play} disabled={run.status !== "paused"}>
          Play
        </button>
      )}
      <button type="button" onClick={() => run.step({ steps: 1 })} disabled={!live || run.status === "done"}>
        Step
      </button>
      <button type="button" onClick={() => run.step({ ms: 1_000 })} disabled={!live || run.status === "done"}>
        +1 s
      </button>
      <label>
        Speed{" "}
        <select value={run.speed} onChange={(e) => run.setSpeed(Number(e.target.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <output className="live-clock" aria-live="off" data-testid="live-clock">
        {f ? `${secs(f.t)} of ${secs(f.end)}` : "not started"}
        {run.status === "done" ? " (quiet: nothing left to happen)" : ""}
      </output>
    </div>
  );
}
