// Sched is the interpreter's goroutine scheduler and its channels: cooperative and deterministic. `go f(x)`
// evaluates f and x and queues the goroutine (FIFO); queued goroutines run only when the running one blocks
// (a channel operation, select, sync.WaitGroup.Wait, a contended sync.Mutex): the blocked goroutine runs
// suspended goroutines that can go on (first parked, first resumed), then the queue, until what it waits
// for has happened. A goroutine whose function sends, receives or selects runs as a generator (cgo.ts) and
// suspends at those statements (the *G functions here); any other blocking (inside a call it makes, or in
// main and Reconcile, which are plain JS closures) runs the others on top of it, so a goroutine that blocks
// there while the only goroutine able to go on waits below it on the JS stack is a located lab limitation,
// never a wrong answer. When no goroutine can go on, the virtual clock moves to the next timer (package
// time's idle hook); without one it is Go's "all goroutines are asleep - deadlock!".
// Goroutines still queued when the entry call (main, Reconcile) returns never run. Every goroutine counts
// against the entry call's step budget. A select with several ready cases picks one with the instance's
// seeded generator (Go picks uniformly at random).
import type { GoValue } from "./values";
import { S, Fatal, GoPanic, plainRuntimeError, xorshift32, type Sched, type GoGen } from "./runtime";

/** Waiter is a goroutine parked on a channel: a receiver (value, ok filled in when it is served) or a
 * sender (value to hand over). A select's waiters share one `sel` record: the first case served wins. */
interface Waiter {
  done: boolean;
  value: GoValue;
  ok: boolean;
  /** closed: a sender woken by close (it panics) */
  closed: boolean;
  sel: { fired: number } | null;
  index: number;
}

/** Chan is a Go channel value (nil is null). */
export class Chan {
  buf: GoValue[] = [];
  closed = false;
  recvq: Waiter[] = [];
  sendq: Waiter[] = [];
  constructor(
    readonly cap: number,
    readonly zero: () => GoValue,
  ) {}
}

type Goroutine = Sched["queue"][number];
type Ready = () => boolean;

/** GoroutineCrash carries an unrecovered panic out of a goroutine: it ends the program (no deferred call of
 * another goroutine runs or recovers it), reported by the entry point as that panic. */
export class GoroutineCrash {
  constructor(readonly panic: GoPanic) {}
}

const where = (id: number): [string, number] => [S.stmts.files[id] ?? "", S.stmts.lines[id] ?? 0];

/** goStart queues a goroutine: a plain call, or a generator to start (a function that suspends). */
export function goStart(run: (() => void) | null, gen: (() => GoGen) | null = null): void {
  S.sched.queue.push({ run, gen, site: S.cur });
}

/** runGoroutine runs a queued plain goroutine to its end, or a generator goroutine (new or resumed) to its
 * next suspension, where it parks. */
function runGoroutine(g: Goroutine | null, resume: GoGen | null = null, site = 0): void {
  const saveDepth = S.depth,
    savePanicking = S.panicking,
    saveDD = S.deferDepth,
    saveCur = S.cur;
  S.panicking = null;
  S.deferDepth = -1;
  try {
    const gen = resume ?? (g!.gen ? g!.gen() : null);
    if (gen) {
      const r = gen.next();
      if (!r.done) S.sched.parked.push({ g: gen, ready: r.value, site: g ? g.site : site });
    } else g!.run!();
  } catch (e) {
    if (e instanceof GoPanic) throw new GoroutineCrash(e);
    throw e;
  } finally {
    S.depth = saveDepth;
    S.panicking = savePanicking;
    S.deferDepth = saveDD;
    S.cur = saveCur;
  }
}

/** idleHook runs when every goroutine of the entry call is blocked, before that is declared a deadlock:
 * it returns true when it made something happen (package time fires its next timer, moving the
 * program's virtual clock to it, as testing/synctest's bubbles do). */
let idleHook: (() => boolean) | null = null;

/** setIdleHook installs the hook blockUntil calls when nothing can go on (one per realm: package time's). */
export function setIdleHook(hook: (() => boolean) | null): void {
  idleHook = hook;
}

/** blockUntil parks the running goroutine until ready() holds, running queued goroutines meanwhile. */
export function blockUntil(ready: () => boolean): void {
  if (ready()) return;
  const sc = S.sched;
  const site = S.cur;
  const me = { ready, site };
  sc.blocked.push(me);
  try {
    while (!ready()) {
      const p = sc.parked.findIndex((x) => x.ready());
      if (p >= 0) {
        const x = sc.parked.splice(p, 1)[0]!;
        runGoroutine(null, x.g, x.site);
        continue;
      }
      const g = sc.queue.shift();
      if (g) {
        runGoroutine(g);
        continue;
      }
      const below = sc.blocked.find((b) => b !== me && b.ready());
      if (below) {
        const [file, line] = where(site);
        const [bf, bl] = where(below.site);
        throw new Fatal(
          `the lab cannot switch back to the goroutine waiting at ${bf}:${bl}, which could go on, while this ` +
            `goroutine (started after it) waits: the lab runs a goroutine on top of the one that waits and ` +
            `cannot suspend it (LAB-CONTRACT: goroutines)`,
          file,
          line,
        );
      }
      // Nothing can go on: the virtual clock moves to the next timer, if any (time's idle hook).
      if (idleHook?.()) continue;
      const [file, line] = where(site);
      throw new Fatal("all goroutines are asleep - deadlock!", file, line);
    }
  } finally {
    sc.blocked.pop();
  }
}

const waiter = (value: GoValue, sel: { fired: number } | null, index: number): Waiter => ({
  done: false,
  value,
  ok: false,
  closed: false,
  sel,
  index,
});

/** live takes the first waiter of q still waiting (a select's other cases are dropped lazily). */
function live(q: Waiter[]): Waiter | undefined {
  while (q.length) {
    const w = q.shift()!;
    if (w.sel) {
      if (w.sel.fired >= 0) continue;
      w.sel.fired = w.index;
    }
    return w;
  }
  return undefined;
}

function hasLive(q: Waiter[]): boolean {
  return q.some((w) => !w.sel || w.sel.fired < 0);
}

/** trySend sends without blocking; false when the send would block. */
function trySend(ch: Chan, v: GoValue): boolean {
  if (ch.closed) {
    const [file, line] = where(S.cur);
    plainRuntimeError("send on closed channel", file, line);
  }
  const r = live(ch.recvq);
  if (r) {
    r.value = v;
    r.ok = true;
    r.done = true;
    return true;
  }
  if (ch.buf.length < ch.cap) {
    ch.buf.push(v);
    return true;
  }
  return false;
}

/** tryRecv receives without blocking; null when the receive would block. */
function tryRecv(ch: Chan): [GoValue, boolean] | null {
  if (ch.buf.length) {
    const v = ch.buf.shift();
    const s = live(ch.sendq);
    if (s) {
      ch.buf.push(s.value);
      s.done = true;
    }
    return [v, true];
  }
  const s = live(ch.sendq);
  if (s) {
    s.done = true;
    return [s.value, true];
  }
  if (ch.closed) return [ch.zero(), false];
  return null;
}

/** send is `ch <- v`. */
export function send(ch: Chan | null, v: GoValue): void {
  if (ch === null) return blockUntil(() => false);
  if (trySend(ch, v)) return;
  const w = waiter(v, null, 0);
  ch.sendq.push(w);
  blockUntil(() => w.done);
  if (w.closed) {
    const [file, line] = where(S.cur);
    plainRuntimeError("send on closed channel", file, line);
  }
}

/** recv is `<-ch` and `v, ok := <-ch`: [value, ok]. */
export function recv(ch: Chan | null): [GoValue, boolean] {
  if (ch === null) {
    blockUntil(() => false);
    return [null, false];
  }
  const r = tryRecv(ch);
  if (r) return r;
  const w = waiter(null, null, 0);
  ch.recvq.push(w);
  blockUntil(() => w.done);
  return [w.value, w.ok];
}

/** close is close(ch): waiting receivers get the zero value, waiting senders panic. */
export function closeChan(ch: Chan | null): void {
  const [file, line] = where(S.cur);
  if (ch === null) plainRuntimeError("close of nil channel", file, line);
  if (ch.closed) plainRuntimeError("close of closed channel", file, line);
  ch.closed = true;
  for (let r = live(ch.recvq); r; r = live(ch.recvq)) {
    r.value = ch.zero();
    r.ok = false;
    r.done = true;
  }
  for (let s = live(ch.sendq); s; s = live(ch.sendq)) {
    s.closed = true;
    s.done = true;
  }
}

/** SelectCase is one case of a select at run time: a send of value or a receive, on ch (nil never ready). */
export interface SelectCase {
  send: boolean;
  ch: Chan | null;
  value: GoValue;
}

/** pick is the instance's seeded choice for select (its own sequence, apart from map order). */
function pick(n: number): number {
  if (n === 1) return 0;
  return (S.selRand = xorshift32(S.selRand)) % n;
}

/** select runs a select statement's communication: the chosen case index (-1: default) and, for a
 * receive, [value, ok]. */
export function select(cases: SelectCase[], hasDefault: boolean): [number, GoValue, boolean] {
  const now = trySelect(cases, hasDefault);
  if (now) return now;
  const sel = { fired: -1 };
  const ws = park(cases, sel);
  blockUntil(() => sel.fired >= 0 && ws[sel.fired]!.done);
  return unpark(cases, sel, ws);
}

/** trySelect picks a ready case (seeded among several), or default; null when the select must wait. */
function trySelect(cases: SelectCase[], hasDefault: boolean): [number, GoValue, boolean] | null {
  const ready: number[] = [];
  for (let i = 0; i < cases.length; i++) {
    const k = cases[i]!;
    if (k.ch === null) continue;
    if (k.send ? k.ch.closed || hasLive(k.ch.recvq) || k.ch.buf.length < k.ch.cap : canRecv(k.ch)) ready.push(i);
  }
  if (ready.length) {
    const i = ready[pick(ready.length)]!;
    const k = cases[i]!;
    if (k.send) {
      trySend(k.ch!, k.value);
      return [i, null, false];
    }
    const [v, ok] = tryRecv(k.ch!)!;
    return [i, v, ok];
  }
  if (hasDefault) return [-1, null, false];
  return null;
}

/** park queues a waiter for every case of a select; they share sel, the first served wins. */
function park(cases: SelectCase[], sel: { fired: number }): Waiter[] {
  return cases.map((k, i) => {
    const w = waiter(k.value, sel, i);
    if (k.ch) (k.send ? k.ch.sendq : k.ch.recvq).push(w);
    return w;
  });
}

/** unpark drops a fired select's other waiters and returns the case served. */
function unpark(cases: SelectCase[], sel: { fired: number }, ws: Waiter[]): [number, GoValue, boolean] {
  const w = ws[sel.fired]!;
  for (const k of cases)
    if (k.ch) {
      if (k.send) k.ch.sendq = k.ch.sendq.filter((x) => x.sel !== sel);
      else k.ch.recvq = k.ch.recvq.filter((x) => x.sel !== sel);
    }
  if (w.closed) {
    const [file, line] = where(S.cur);
    plainRuntimeError("send on closed channel", file, line);
  }
  return [sel.fired, w.value, w.ok];
}

function canRecv(ch: Chan): boolean {
  return ch.buf.length > 0 || hasLive(ch.sendq) || ch.closed;
}

// The suspending forms, for goroutines compiled to generators: each yields what it waits for.

/** sendG is `ch <- v` in a goroutine that can suspend. */
export function* sendG(ch: Chan | null, v: GoValue): Generator<Ready, void, void> {
  if (ch === null) {
    yield () => false;
    return;
  }
  if (trySend(ch, v)) return;
  const w = waiter(v, null, 0);
  ch.sendq.push(w);
  yield () => w.done;
  if (w.closed) {
    const [file, line] = where(S.cur);
    plainRuntimeError("send on closed channel", file, line);
  }
}

/** recvG is `<-ch` in a goroutine that can suspend: [value, ok]. */
export function* recvG(ch: Chan | null): Generator<Ready, [GoValue, boolean], void> {
  if (ch === null) {
    yield () => false;
    return [null, false];
  }
  const r = tryRecv(ch);
  if (r) return r;
  const w = waiter(null, null, 0);
  ch.recvq.push(w);
  yield () => w.done;
  return [w.value, w.ok];
}

/** readyToRecv reports whether a receive from every one of chans would not block (nil never is). */
export function readyToRecv(chans: Array<Chan | null>): boolean {
  for (const c of chans) if (c === null || !canRecv(c)) return false;
  return true;
}

/** selectG is a select in a goroutine that can suspend. */
export function* selectG(cases: SelectCase[], hasDefault: boolean): Generator<Ready, [number, GoValue, boolean], void> {
  const now = trySelect(cases, hasDefault);
  if (now) return now;
  const sel = { fired: -1 };
  const ws = park(cases, sel);
  yield () => sel.fired >= 0 && ws[sel.fired]!.done;
  return unpark(cases, sel, ws);
}
