/**
 * usePlayer: the player's state machine. It opens the flow's run in the worker, holds the
 * position (events [0, pos) have happened), fetches the frame for it (latest request wins, one
 * in flight at a time), plays at a rate in events per second on animation frames, and steps by
 * one event or one lesson step.
 *
 * Every move of the position (a seek, a scrub, a play tick, an adopted fork) takes a new
 * sequence number; a scrub's answer from the worker (the position at a virtual time) is dropped
 * when a newer move was made meanwhile, so a slow answer never drags the player back. While a
 * scrub is pending the slider shows the time asked for (`scrubT`), not the last frame's, so the
 * next key on the slider starts from where the learner put it.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { FlowOpened } from "../../../worker";
import type { FlowFrame, FlowStepBinding } from "../../../worker";
import type { RenderedFlow, FlowRunSpec } from "../../../content";
import { FlowClient } from "./flowClient";
import { defaultRate } from "./speed";

/** FRAME_MS: the shortest time between two frames while playing (20 frames a second). */
const FRAME_MS = 50;

/**
 * Hold: asked before the position moves forward from `from` to `to` (playing, or stepping one
 * event or one lesson step). It answers the position to stop at instead (predict mode stops
 * just before a step's event), or undefined to go on. Seeks and scrubs are never held.
 */
export type Hold = (from: number, to: number, playing: boolean) => number | undefined;

export type PlayerStatus = { kind: "opening" } | { kind: "ready" } | { kind: "error"; message: string };

export interface Player {
  status: PlayerStatus;
  opened: FlowOpened | undefined;
  frame: FlowFrame | undefined;
  pos: number;
  playing: boolean;
  rate: number;
  steps: FlowStepBinding[];
  /** current: the lesson step the position is in (the last step whose event has happened). */
  current: number | undefined;
  /** scrubT: the virtual time of the latest scrub, until another move replaces it (the slider's value). */
  scrubT: number | undefined;
  /** openedMs: wall time from mounting to the first frame shown. */
  firstFrameMs: number | undefined;
  client: FlowClient | undefined;
  seek(pos: number): void;
  seekTime(t: number): void;
  play(): void;
  pause(): void;
  toggle(): void;
  stepEvent(dir: 1 | -1): void;
  stepLesson(dir: 1 | -1): void;
  jumpToStep(n: number): void;
  restart(): void;
  setRate(rate: number): void;
  /** adopt shows a run the worker now holds instead (a fork, or the lesson's run again). */
  adopt(opened: FlowOpened, pos?: number): void;
}

/** posOfStep: the position right after the step's event happened (its event is the newest). */
export const posOfStep = (b: FlowStepBinding): number | undefined => (b.seq === null ? undefined : b.seq + 1);

/** stepOrder: the bound steps as (position, n), in the order playing reaches them. */
export function stepOrder(steps: readonly FlowStepBinding[]): Array<{ n: number; pos: number }> {
  return steps
    .flatMap((s) => (s.seq === null ? [] : [{ n: s.n, pos: s.seq + 1 }]))
    .sort((a, b) => a.pos - b.pos || a.n - b.n);
}

/**
 * currentStep: the lesson step shown at pos. Several steps may bind to one event (Flow 18's
 * steps 6–8 all happen inside one Reconcile); `selected` says which of them the learner chose.
 */
export function currentStep(steps: readonly FlowStepBinding[], pos: number, selected?: number): number | undefined {
  const order = stepOrder(steps);
  if (selected !== undefined && order.some((s) => s.n === selected && s.pos === pos)) return selected;
  let best: { n: number; pos: number } | undefined;
  for (const s of order) if (s.pos <= pos && (!best || s.pos > best.pos)) best = s;
  return best?.n;
}

/** nextStep: the step one lesson step away from the current one (undefined past either end). */
export function nextStep(
  steps: readonly FlowStepBinding[],
  pos: number,
  current: number | undefined,
  dir: 1 | -1,
): { n: number; pos: number } | undefined {
  const order = stepOrder(steps);
  const at = order.findIndex((s) => s.n === current && s.pos === pos);
  if (at >= 0) return order[at + dir];
  return dir > 0 ? order.find((s) => s.pos > pos) : [...order].reverse().find((s) => s.pos < pos);
}

export function usePlayer(
  flow: RenderedFlow,
  opts: {
    initialPos?: number;
    initialRate?: number;
    reconciler?: "correct";
    run?: FlowRunSpec;
    /** hold: asked on every forward move (keep it stable; it may read refs). */
    hold?: Hold;
  },
): Player {
  const runKey = JSON.stringify(opts.run ?? null);
  const [status, setStatus] = useState<PlayerStatus>({ kind: "opening" });
  const [opened, setOpened] = useState<FlowOpened>();
  const [frame, setFrame] = useState<FlowFrame>();
  const [pos, setPos] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRateState] = useState(opts.initialRate ?? 3);
  const [firstFrameMs, setFirstFrameMs] = useState<number>();
  const [selected, setSelected] = useState<number>();
  const clientRef = useRef<FlowClient | undefined>(undefined);
  const [client, setClient] = useState<FlowClient>();
  const want = useRef(0);
  const inFlight = useRef(false);
  const length = opened?.length ?? 0;
  const lengthRef = useRef(0);
  /** growingRef: the worker is still computing the run (playing waits at its current end). */
  const growingRef = useRef(false);
  const posRef = useRef(0);
  const hold = opts.hold;
  /** moves: the sequence number of the latest move of the position (see the file comment). */
  const moves = useRef(0);
  const [scrubT, setScrubT] = useState<number>();

  // Fetch the frame for `want`, one request at a time; the newest wish wins.
  const pump = useCallback(() => {
    const run = () => {
      const c = clientRef.current;
      if (!c || inFlight.current) return;
      const target = want.current;
      inFlight.current = true;
      c.frame(target).then(
        (f) => {
          inFlight.current = false;
          setFrame(f);
          // The position follows the frame when nothing newer is wanted (one render per frame).
          if (want.current === target) setPos(f.pos);
          else run();
        },
        (e: unknown) => {
          inFlight.current = false;
          setStatus({ kind: "error", message: e instanceof Error ? e.message : String(e) });
        },
      );
    };
    run();
  }, []);

  // moveTo sets the wanted position; `scrub` keeps the slider on the scrub's time.
  const moveTo = useCallback(
    (p: number, scrub = false) => {
      const clamped = Math.max(0, Math.min(lengthRef.current, Math.round(p)));
      want.current = clamped;
      posRef.current = clamped;
      setPos(clamped);
      if (!scrub) setScrubT(undefined);
      pump();
    },
    [pump],
  );
  const seek = useCallback(
    (p: number) => {
      moves.current++;
      moveTo(p);
    },
    [moveTo],
  );

  // Open the run.
  useEffect(() => {
    const started = performance.now();
    const c = new FlowClient();
    clientRef.current = c;
    setClient(c);
    let alive = true;
    setStatus({ kind: "opening" });
    // The run grows while the worker computes it: the timeline and the charts follow it.
    let grown: ((o: FlowOpened) => void) | undefined;
    // latest: the newest summary of the run (a "grow" may overtake the first frame's request).
    let latest: FlowOpened | undefined;
    c.onGrow = (o) => {
      if (!alive) return;
      latest = o;
      lengthRef.current = o.length;
      growingRef.current = o.growing === true;
      setOpened(o);
      grown?.(o);
    };
    c.open({
      scenario: flow.scenario,
      steps: flow.steps.filter((s) => !s.match.scenario).map((s) => ({ n: s.n, match: s.match })),
      ...(opts.run ? { run: opts.run } : {}),
    })
      .then(async (first) => {
        if (!alive) return;
        let o = latest ?? first;
        lengthRef.current = o.length;
        growingRef.current = o.growing === true;
        // A shared link's position may lie beyond the part computed so far: wait until it is.
        while (o.growing && o.length < (opts.initialPos ?? 0))
          o = await new Promise<FlowOpened>((resolve) => (grown = resolve));
        grown = undefined;
        if (!alive) return;
        const start = Math.max(0, Math.min(o.length, opts.initialPos ?? 0));
        want.current = start;
        posRef.current = start;
        const f = await c.frame(start);
        if (!alive) return;
        const now = latest ?? o;
        const firstFrameMs = Math.round(performance.now() - started);
        // The first frame mounts the whole stage (lanes, panels, log, charts): as a transition
        // React renders it in slices that yield to the browser, not in one 15-20 ms task.
        startTransition(() => {
          setOpened(now);
          if (opts.initialRate === undefined) setRateState(defaultRate(now.length));
          setPos(start);
          setFrame(f);
          setStatus({ kind: "ready" });
          setFirstFrameMs(firstFrameMs);
        });
      })
      .catch(
        (e: unknown) => alive && setStatus({ kind: "error", message: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      alive = false;
      c.onGrow = undefined;
      c.dispose();
      clientRef.current = undefined;
    };
    // The run is opened once per flow and run spec (a variant re-opens it); positions go through seek.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.id, runKey]);

  // adopt: the worker's open run was replaced (a fork, or back to the lesson's run).
  const adopt = useCallback((o: FlowOpened, at?: number) => {
    const c = clientRef.current;
    if (!c) return;
    moves.current++;
    setScrubT(undefined);
    lengthRef.current = o.length;
    growingRef.current = o.growing === true;
    const start = Math.max(0, Math.min(o.length, at ?? posRef.current));
    want.current = start;
    posRef.current = start;
    setPlaying(false);
    void c.frame(start).then((f) => {
      setOpened(o);
      setPos(start);
      setFrame(f);
    });
  }, []);

  // Play: advance `rate` events per wall second on animation frames.
  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    let last = performance.now();
    let acc = 0;
    let shown = 0;
    const tick = (now: number) => {
      acc += ((now - last) / 1000) * rate;
      last = now;
      // At most one frame per FRAME_MS, and only when the previous frame has arrived.
      if (acc >= 1 && now - shown >= FRAME_MS && !inFlight.current) {
        shown = now;
        const n = Math.floor(acc);
        acc -= n;
        const to = Math.min(lengthRef.current, posRef.current + n);
        const held = hold?.(posRef.current, to, true);
        const next = held ?? to;
        if (next !== posRef.current) {
          moves.current++;
          posRef.current = next;
          want.current = next;
          pump();
        }
        if (held !== undefined) {
          setPlaying(false);
          return;
        }
        // At the end of a run still being computed, playing waits for more.
        if (next >= lengthRef.current && !growingRef.current) {
          setPlaying(false);
          return;
        }
      }
      raf = requestAnimationFrame(tick);
    };
    setScrubT(undefined);
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [playing, rate, pump, hold]);

  const steps = opened?.steps ?? [];
  const current = currentStep(steps, pos, selected);

  const stepLesson = (dir: 1 | -1) => {
    const target = nextStep(steps, pos, current, dir);
    setPlaying(false);
    const to = target ? target.pos : dir > 0 ? length : 0;
    const held = dir > 0 ? hold?.(pos, to, false) : undefined;
    setSelected(held === undefined ? target?.n : undefined);
    seek(held ?? to);
  };

  return {
    status,
    opened,
    frame,
    pos,
    playing,
    rate,
    steps,
    current,
    scrubT,
    firstFrameMs,
    client,
    seek,
    seekTime: (t: number) => {
      const n = ++moves.current;
      setScrubT(t);
      // Every event at or before t has happened (posAtTime counts the events strictly before).
      void clientRef.current?.posAtTime(t + 1e-6).then((p) => {
        if (n === moves.current) moveTo(p, true);
      });
    },
    play: () => {
      if (pos >= length && !growingRef.current) seek(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    toggle: () => {
      if (playing) setPlaying(false);
      else {
        if (pos >= length && !growingRef.current) seek(0);
        setPlaying(true);
      }
    },
    stepEvent: (dir) => {
      setPlaying(false);
      const to = Math.max(0, Math.min(length, pos + dir));
      seek((dir > 0 ? hold?.(pos, to, false) : undefined) ?? to);
    },
    stepLesson,
    jumpToStep: (n) => {
      const b = steps.find((s) => s.n === n);
      const p = b && posOfStep(b);
      if (p === undefined) return;
      setPlaying(false);
      setSelected(n);
      seek(p);
    },
    restart: () => {
      setPlaying(false);
      seek(0);
    },
    setRate: setRateState,
    adopt,
  };
}
