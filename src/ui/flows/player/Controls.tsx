/**
 * Controls: restart, step back and forward (one event, or one lesson step), play/pause and the
 * speed on a log scale. Each button names its keyboard shortcut.
 */
import type { Player } from "./usePlayer";
import { Icon } from "./Icon";
import { formatRate, rateOfSlider, sliderOfRate } from "./speed";

interface Props {
  player: Player;
  byStep: boolean;
  setByStep: (v: boolean) => void;
}

export function Controls({ player: p, byStep, setByStep }: Props) {
  const end = p.opened?.length ?? 0;
  const disabled = p.status.kind !== "ready";
  return (
    <div className="flow-controls" role="group" aria-label="Playback">
      <button
        type="button"
        onClick={p.restart}
        disabled={disabled}
        aria-keyshortcuts="Home"
        aria-label="Restart"
        title="Restart (Home)"
      >
        <Icon name="restart" />
      </button>
      <button
        type="button"
        onClick={() => p.stepLesson(-1)}
        disabled={disabled || p.pos === 0}
        aria-keyshortcuts="Shift+ArrowLeft"
        title="Previous lesson step (Shift+←)"
      >
        <Icon name="stepBack" /> Step
      </button>
      <button
        type="button"
        onClick={() => (byStep ? p.stepLesson(-1) : p.stepEvent(-1))}
        disabled={disabled || p.pos === 0}
        aria-keyshortcuts="ArrowLeft"
        title={`Back one ${byStep ? "lesson step" : "event"} (←)`}
        aria-label={`Back one ${byStep ? "lesson step" : "event"}`}
      >
        <Icon name="back" />
      </button>
      <button
        type="button"
        className="flow-play"
        onClick={p.toggle}
        disabled={disabled}
        aria-keyshortcuts="Space"
        title={p.playing ? "Pause (Space)" : "Play (Space)"}
      >
        <Icon name={p.playing ? "pause" : "play"} /> {p.playing ? "Pause" : "Play"}
      </button>
      <button
        type="button"
        onClick={() => (byStep ? p.stepLesson(1) : p.stepEvent(1))}
        disabled={disabled || p.pos >= end}
        aria-keyshortcuts="ArrowRight"
        title={`Forward one ${byStep ? "lesson step" : "event"} (→)`}
        aria-label={`Forward one ${byStep ? "lesson step" : "event"}`}
      >
        <Icon name="forward" />
      </button>
      <button
        type="button"
        onClick={() => p.stepLesson(1)}
        disabled={disabled || p.pos >= end}
        aria-keyshortcuts="Shift+ArrowRight"
        title="Next lesson step (Shift+→)"
      >
        Step <Icon name="stepForward" />
      </button>
      <label className="flow-toggle">
        <input type="checkbox" checked={byStep} onChange={(e) => setByStep(e.target.checked)} /> Arrows move by lesson
        step
      </label>
      <label className="flow-speed">
        <span>Speed</span>
        <input
          type="range"
          min={0}
          max={100}
          value={sliderOfRate(p.rate)}
          aria-valuetext={formatRate(p.rate)}
          onChange={(e) => p.setRate(rateOfSlider(Number(e.target.value)))}
        />
        <output>{formatRate(p.rate)}</output>
      </label>
    </div>
  );
}
