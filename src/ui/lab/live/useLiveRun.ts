/**
 * useLiveRun drives one live run in the lab worker: start, play on a virtual clock at a speed,
 * pause, step one callback, apply actions. While playing it asks for the next slice only when
 * the previous frame has arrived and been drawn, so the page is never flooded. Frames are
 * folded into a bounded history (audit, writes per object, reconciles) for the panels.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { labClient, WatchdogError, type LabDiagnostic, type LabFile } from "../../../worker";
import type { LiveAction, LiveAudit, LiveFrame, LiveReconcile } from "../../../worker";
import { bucketReconciles, emptyBuckets, type ReconcileBuckets } from "./buckets";

/** MAX_AUDIT and MAX_RECONCILES bound what the page keeps; older entries fall off. */
export const MAX_AUDIT = 500;
export const MAX_RECONCILES = 400;
const MAX_WRITES_PER_OBJECT = 30;
/** TICK_MS: the wall time between two slices while playing. */
const TICK_MS = 120;

export type LiveStatus = "idle" | "starting" | "paused" | "playing" | "done" | "failed";

export interface LiveHistory {
  frame?: LiveFrame;
  audit: LiveAudit[];
  /** writes: per object ("Kind/namespace/name"), its writes with their diffs, newest last. */
  writes: Map<string, LiveAudit[]>;
  reconciles: LiveReconcile[];
  /** buckets: the whole run's reconciles, counted per manager, second and outcome (for the timeline). */
  buckets: ReconcileBuckets;
}

export const objectKey = (kind: string, namespace: string | undefined, name: string | undefined) =>
  `${kind}/${namespace ?? ""}/${name ?? ""}`;

const empty = (): LiveHistory => ({ audit: [], writes: new Map(), reconciles: [], buckets: emptyBuckets() });

/** fold adds a frame to the history (pure: returns a new history). */
export function fold(h: LiveHistory, f: LiveFrame): LiveHistory {
  // A part with nothing new keeps its identity, so the panels drawn from it are not redrawn.
  const audit = f.audit.length ? [...h.audit, ...f.audit].slice(-MAX_AUDIT) : h.audit;
  let writes = h.writes;
  for (const a of f.audit) {
    if (!a.changes) continue;
    if (writes === h.writes) writes = new Map(h.writes);
    const k = objectKey(a.kind, a.namespace, a.name);
    writes.set(k, [...(writes.get(k) ?? []), a].slice(-MAX_WRITES_PER_OBJECT));
  }
  let reconciles = h.reconciles;
  if (f.reconciles.length) {
    const byId = new Map(h.reconciles.map((r) => [r.id, r]));
    for (const r of f.reconciles) byId.set(r.id, r);
    reconciles = [...byId.values()].sort((a, b) => a.id - b.id).slice(-MAX_RECONCILES);
  }
  return { frame: f, audit, writes, reconciles, buckets: bucketReconciles(h.buckets, f.reconciles) };
}

export interface LiveRunApi {
  status: LiveStatus;
  history: LiveHistory;
  diagnostics: LabDiagnostic[];
  problem: string;
  speed: number;
  setSpeed(s: number): void;
  start(): void;
  play(): void;
  pause(): void;
  step(how: { steps: number } | { ms: number }): void;
  act(a: LiveAction): void;
}

/** LiveStarter starts a run in the worker: files by default (liveStart); the sandbox passes one
 * that starts a whole project (projectStart). Keep it stable (memoised): a new one means a new run. */
export type LiveStarter = (
  files: LabFile[],
  scenario: string,
  seed: number | undefined,
) => Promise<{ session?: number; diagnostics: LabDiagnostic[]; frame?: LiveFrame }>;

const startFiles: LiveStarter = (files, scenario, seed) => labClient().liveStart(files, scenario, seed);

export function useLiveRun(
  files: LabFile[],
  scenario: string,
  seed: number | undefined,
  starter: LiveStarter = startFiles,
): LiveRunApi {
  const [status, setStatus] = useState<LiveStatus>("idle");
  const [history, setHistory] = useState<LiveHistory>(empty);
  const [diagnostics, setDiagnostics] = useState<LabDiagnostic[]>([]);
  const [problem, setProblem] = useState("");
  const [speed, setSpeedState] = useState(5);
  const session = useRef<number | undefined>(undefined);
  const busy = useRef(false);
  const playing = useRef(false);
  const speedRef = useRef(5);
  const setSpeed = useCallback((s: number) => {
    speedRef.current = s;
    setSpeedState(s);
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const generation = useRef(0);

  const fail = useCallback((e: unknown) => {
    playing.current = false;
    session.current = undefined;
    setStatus("failed");
    setProblem(e instanceof WatchdogError || e instanceof Error ? e.message : String(e));
  }, []);

  const apply = useCallback((f: LiveFrame) => {
    setHistory((h) => fold(h, f));
    if (f.done && playing.current) {
      playing.current = false;
      setStatus("done");
    } else if (f.done) setStatus("done");
  }, []);

  /** request runs one worker call unless another is in flight; stale answers are dropped. */
  const request = useCallback(
    async (fn: (id: number) => Promise<LiveFrame>): Promise<boolean> => {
      const id = session.current;
      if (id === undefined || busy.current) return false;
      busy.current = true;
      const gen = generation.current;
      try {
        const f = await fn(id);
        if (gen === generation.current) apply(f);
        return true;
      } catch (e) {
        if (gen === generation.current) fail(e);
        return false;
      } finally {
        busy.current = false;
      }
    },
    [apply, fail],
  );

  const stopOld = useCallback(() => {
    generation.current++;
    playing.current = false;
    clearTimeout(timer.current);
    if (session.current !== undefined) void labClient().liveStop(session.current);
    session.current = undefined;
    busy.current = false;
  }, []);

  const start = useCallback(() => {
    stopOld();
    const gen = generation.current;
    setStatus("starting");
    setProblem("");
    setHistory(empty());
    starter(files, scenario, seed)
      .then((r) => {
        if (gen !== generation.current) return;
        setDiagnostics(r.diagnostics);
        if (r.session === undefined || !r.frame) {
          setStatus("failed");
          setProblem(`The code does not compile: ${r.diagnostics.length} problem(s).`);
          return;
        }
        session.current = r.session;
        setHistory(fold(empty(), r.frame));
        setStatus("paused");
      })
      .catch((e: unknown) => {
        if (gen === generation.current) fail(e);
      });
  }, [files, scenario, seed, starter, fail, stopOld]);

  const play = useCallback(() => {
    if (session.current === undefined || playing.current) return;
    playing.current = true;
    setStatus("playing");
    // One slice at a time: the next is asked for only after this one's frame was folded in.
    const loop = () => {
      if (!playing.current) return;
      const ms = Math.round(TICK_MS * speedRef.current);
      void request((id) => labClient().liveAdvance(id, { ms })).then(() => {
        if (playing.current) timer.current = setTimeout(loop, TICK_MS);
      });
    };
    loop();
  }, [request]);

  const pause = useCallback(() => {
    playing.current = false;
    clearTimeout(timer.current);
    if (session.current !== undefined) setStatus((s) => (s === "playing" ? "paused" : s));
  }, []);

  const step = useCallback(
    (how: { steps: number } | { ms: number }) => {
      pause();
      void request((id) => labClient().liveAdvance(id, how));
    },
    [pause, request],
  );

  const act = useCallback(
    (a: LiveAction) => {
      const go = () =>
        request((id) => labClient().liveAct(id, a)).then((ok) => {
          if (!ok && session.current !== undefined)
            setTimeout(go, 30); // a slice was in flight
          else if (ok) setStatus((s) => (s === "done" ? "paused" : s));
        });
      void go();
    },
    [request],
  );

  // The worker's sessions die with the page, and with a new scenario or new files.
  useEffect(() => () => stopOld(), [stopOld]);

  return { status, history, diagnostics, problem, speed, setSpeed, start, play, pause, step, act };
}
