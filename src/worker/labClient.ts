/**
 * LabClient is how the code lab talks to its Web Worker: one promise per request, and a
 * watchdog. Every request has a deadline; a worker that misses it is terminated and replaced,
 * every pending request fails with a message saying so, and onRestart tells the page. The
 * worker answers in order, so a deadline runs only while its request is the oldest unanswered
 * one: a diagnose queued behind a long run does not get the worker killed. A fresh worker's
 * first answer also waits for its start (loading and evaluating its 1 MB chunk, slow on a busy
 * machine): until it has answered once, deadlines get a start-up allowance (not `hang`'s).
 */
import type {
  LabFile,
  LabRequest,
  LabResponse,
  LabDiagnostic,
  LabRunResult,
  AssistWhat,
  ProjectFileData,
  BugToCheck,
  CheckOutcome,
} from "./labProtocol";
import type { LiveAction, LiveFrame } from "./lab-session-types";

type Pending = {
  resolve: (r: LabResponse) => void;
  reject: (e: Error) => void;
  deadlineMs: number;
  /** boot: the deadline may include the worker's start-up allowance. */
  boot: boolean;
  timer?: ReturnType<typeof setTimeout>;
};
type Body<T extends LabRequest["type"]> = Omit<Extract<LabRequest, { type: T }>, "id">;

/** WatchdogError is a request lost because its worker stopped answering and was replaced. */
export class WatchdogError extends Error {}

/** LabClientOptions: how to make a worker (tests pass a fake) and the deadlines in ms. */
export interface LabClientOptions {
  spawn?: () => Worker;
  runDeadlineMs?: number;
  diagnoseDeadlineMs?: number;
  /** bootAllowanceMs: added to deadlines until a fresh worker first answers (default 20 s; 0 with a fake spawn). */
  bootAllowanceMs?: number;
}

/** LIVE_BUDGET is the step budget of one reconcile in the browser: an endless loop stops in well under a second. */
export const LIVE_BUDGET = 300_000;

const spawnLabWorker = () => new Worker(new URL("./lab.worker.ts", import.meta.url), { type: "module", name: "lab" });

export class LabClient {
  private worker: Worker | undefined;
  /** answered: the current worker has answered at least once (it has started). */
  private answered = false;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private listeners = new Set<(message: string) => void>();
  /** restarts counts workers replaced by the watchdog. */
  restarts = 0;

  constructor(private readonly opts: LabClientOptions = {}) {}

  /** onRestart registers a callback for watchdog restarts; it returns the unsubscribe function. */
  onRestart(fn: (message: string) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = (this.opts.spawn ?? spawnLabWorker)();
    this.answered = false;
    w.onmessage = (e: MessageEvent<LabResponse>) => {
      this.answered = true;
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      clearTimeout(p.timer);
      p.resolve(e.data);
      this.arm();
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      this.replace(`The lab worker failed (${e.message || "unknown error"}) and was restarted.`);
    };
    this.worker = w;
    return w;
  }

  /** replace terminates the current worker, fails what was pending and tells the listeners. */
  private replace(message: string): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.restarts++;
    const lost = [...this.pending.values()];
    this.pending.clear();
    for (const p of lost) {
      clearTimeout(p.timer);
      p.reject(new WatchdogError(message));
    }
    for (const fn of this.listeners) fn(message);
  }

  private send<T extends LabRequest["type"]>(body: Body<T>, deadlineMs: number, boot = true): Promise<LabResponse> {
    const id = this.nextId++;
    const worker = this.ensure();
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (r) => (r.type === "error" ? reject(new Error(r.message)) : resolve(r)),
        reject,
        deadlineMs,
        boot,
      });
      worker.postMessage({ ...body, id });
      this.arm();
    });
  }

  /** arm starts the deadline of the oldest unanswered request (Map keeps insertion order). */
  private arm(): void {
    const [id, head] = this.pending.entries().next().value ?? [];
    if (id === undefined || !head || head.timer) return;
    const allowance = head.boot && !this.answered ? (this.opts.bootAllowanceMs ?? (this.opts.spawn ? 0 : 20_000)) : 0;
    const ms = head.deadlineMs;
    head.timer = setTimeout(() => {
      if (this.pending.has(id))
        this.replace(
          `The lab worker stopped answering for ${Math.round(ms / 1000)} s; it was replaced by a fresh one.`,
        );
    }, ms + allowance);
  }

  /** diagnose compiles files in the worker and returns their diagnostics. */
  async diagnose(files: LabFile[]): Promise<LabDiagnostic[]> {
    const r = await this.send<"diagnose">({ type: "diagnose", files }, this.opts.diagnoseDeadlineMs ?? 8_000);
    return r.type === "diagnostics" ? r.diagnostics : [];
  }

  /** run runs files through a built-in scenario. */
  async run(files: LabFile[], scenario: string, seed?: number, budget = LIVE_BUDGET): Promise<LabRunResult> {
    const body = { type: "run" as const, files, scenario, budget, ...(seed !== undefined ? { seed } : {}) };
    const r = await this.send<"run">(body, this.opts.runDeadlineMs ?? 30_000);
    if (r.type !== "run") throw new Error(`unexpected answer ${r.type}`);
    return r.result;
  }

  /** assist asks for completion, hover or signature help at (line, column) of file; `project` when
   * the files are a project's: go.mod's module path and its text. */
  async assist(
    what: AssistWhat,
    files: LabFile[],
    file: string,
    line: number,
    column: number,
    project?: { module: string; goMod?: string },
  ) {
    const body = { type: "assist" as const, what, files, file, line, column, ...project };
    const r = await this.send<"assist">(body, 8_000);
    if (r.type !== "assist") throw new Error(`unexpected answer ${r.type}`);
    return r;
  }

  /** check runs Check my fix: each bug judged in the scenario that exposes it. */
  async check(files: LabFile[], bugs: BugToCheck[], budget = LIVE_BUDGET): Promise<CheckOutcome & { wallMs: number }> {
    const r = await this.send<"check">({ type: "check", files, bugs, budget }, this.opts.runDeadlineMs ?? 60_000);
    if (r.type !== "check") throw new Error(`unexpected answer ${r.type}`);
    return { ...r.outcome, wallMs: r.wallMs };
  }

  async scenarios(): Promise<{ name: string; description: string }[]> {
    const r = await this.send<"scenarios">({ type: "scenarios" }, 8_000);
    return r.type === "scenarios" ? r.scenarios : [];
  }

  /** ping resolves once the worker answers (it has started and is not busy). */
  async ping(): Promise<void> {
    await this.send<"ping">({ type: "ping" }, 8_000);
  }

  /** hang asks the worker to stop answering; the watchdog replaces it after deadlineMs. */
  hang(deadlineMs = 1_500): Promise<unknown> {
    return this.send<"hang">({ type: "hang" }, deadlineMs, false).catch((e: unknown) => e);
  }

  /** liveStart starts a live run at 0 s: a session id and its first frame, or the diagnostics. */
  async liveStart(
    files: LabFile[],
    scenario: string,
    seed?: number,
    budget = LIVE_BUDGET,
  ): Promise<{ session?: number; diagnostics: LabDiagnostic[]; frame?: LiveFrame }> {
    const body = { type: "live.start" as const, files, scenario, budget, ...(seed !== undefined ? { seed } : {}) };
    const r = await this.send<"live.start">(body, this.opts.runDeadlineMs ?? 30_000);
    if (r.type !== "live.started") throw new Error(`unexpected answer ${r.type}`);
    return { diagnostics: r.diagnostics, ...(r.session !== undefined ? { session: r.session, frame: r.frame } : {}) };
  }

  /** projectDiagnose compiles a whole project (LAB-CONTRACT §5) and returns its diagnostics. */
  async projectDiagnose(files: ProjectFileData[], goMod: string | undefined): Promise<LabDiagnostic[]> {
    const body = { type: "project.diagnose" as const, files, ...(goMod !== undefined ? { goMod } : {}) };
    const r = await this.send<"project.diagnose">(body, this.opts.runDeadlineMs ?? 30_000);
    return r.type === "diagnostics" ? r.diagnostics : [];
  }

  /** projectStart starts a whole project live at 0 s (as liveStart does files); `scenarioFile` is
   * the project's own scenario, used instead of the built-in `scenario`. */
  async projectStart(
    project: { files: ProjectFileData[]; goMod?: string; scenarioFile?: ProjectFileData },
    scenario: string,
    seed?: number,
    budget = LIVE_BUDGET,
  ): Promise<{ session?: number; diagnostics: LabDiagnostic[]; frame?: LiveFrame }> {
    const body = {
      type: "project.start" as const,
      ...project,
      scenario,
      budget,
      ...(seed !== undefined ? { seed } : {}),
    };
    const r = await this.send<"project.start">(body, this.opts.runDeadlineMs ?? 30_000);
    if (r.type !== "live.started") throw new Error(`unexpected answer ${r.type}`);
    return { diagnostics: r.diagnostics, ...(r.session !== undefined ? { session: r.session, frame: r.frame } : {}) };
  }

  /** liveAdvance runs `steps` callbacks or `ms` of virtual time and returns the frame after. */
  async liveAdvance(session: number, how: { steps: number } | { ms: number }): Promise<LiveFrame> {
    const r = await this.send<"live.advance">(
      { type: "live.advance", session, ...how },
      this.opts.runDeadlineMs ?? 30_000,
    );
    if (r.type !== "live.frame") throw new Error(`unexpected answer ${r.type}`);
    return r.frame;
  }

  /** liveAct applies an action now and returns the frame after it. */
  async liveAct(session: number, action: LiveAction): Promise<LiveFrame> {
    const r = await this.send<"live.act">({ type: "live.act", session, action }, this.opts.runDeadlineMs ?? 30_000);
    if (r.type !== "live.frame") throw new Error(`unexpected answer ${r.type}`);
    return r.frame;
  }

  /** liveStop forgets a live run in the worker. */
  async liveStop(session: number): Promise<void> {
    await this.send<"live.stop">({ type: "live.stop", session }, 8_000).catch(() => undefined);
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}

let shared: LabClient | undefined;
/** labClient returns the page's one lab client. */
export const labClient = (): LabClient => (shared ??= new LabClient());
