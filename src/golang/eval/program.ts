// Program is a compiled Go package ready to run; Instance is one run of it (its own globals), with a
// step budget on every call into Go code and results as data (never a thrown JS error for Go's faults).
import type { GoValue } from "./values";
import type { Package } from "../check/package";
import type { Named, Type } from "../check/types";
import {
  S,
  GoPanic,
  StepBudgetExceeded,
  Fatal,
  Sched,
  RunState,
  enter,
  leave,
  running,
  registers,
  type Host,
} from "./runtime";
import type { StmtTable, StmtSite } from "./context";
import type { Linked } from "./link";
import { panicMessage } from "./panicmsg";
import { GoroutineCrash } from "./sched";
import { type Iface } from "./values";
import { methodFor } from "./methods";

/** CallOptions bounds one call into Go code. */
export interface CallOptions {
  budget?: number;
  /** isolate: a call the host makes while Go code is already running (an index extractor or a
   * predicate called from inside a client write) returns its own fault instead of unwinding the
   * outer Go call through the host; its steps still count against the outer budget. */
  isolate?: boolean;
}

/** CallResult is the outcome of calling into Go: a value, a panic, a budget stop or a fatal error. */
export type CallResult =
  | { ok: true; value: GoValue; steps: number }
  | { ok: false; kind: "panic"; message: string; value: Iface | null; file: string; line: number; steps: number }
  | { ok: false; kind: "budget"; message: string; file: string; line: number; steps: number }
  | { ok: false; kind: "fatal"; message: string; file: string; line: number; steps: number };

/** LineCount is how often the statements of one source line ran. */
export interface LineCount {
  file: string;
  line: number;
  count: number;
}

/** Program is the compiled form of the learner's files: its package, its initialiser and its statement
 * table (id → file and line). It holds no run state: that belongs to each Instance. */
export class Program {
  /** packages are every package of the program (a whole project has several; see compileProject). */
  readonly packages: Package[];
  /** nglobals is the number of global slots an instance needs (over all packages). */
  readonly nglobals: number;
  constructor(
    readonly pkg: Package,
    private readonly linked: Linked,
    readonly stmts: StmtTable,
    packages?: Package[],
  ) {
    this.packages = packages ?? [pkg];
    this.nglobals = Math.max(...this.packages.map((p) => p.nglobals));
  }

  /** type returns a named type declared in the program (for the host to construct values). */
  type(name: string): Named | undefined {
    const o = this.pkg.scope.names.get(name);
    return o && o.kind === "type" && o.type.k === "named" ? o.type : undefined;
  }

  /** namedTypes lists every named type the program declares. */
  namedTypes(): Named[] {
    const out: Named[] = [];
    for (const p of this.packages)
      for (const o of p.scope.names.values()) if (o.kind === "type" && o.type.k === "named") out.push(o.type);
    return out;
  }

  /** instantiate creates a fresh run (globals initialised, init() run) against a host. */
  instantiate(host: Host = {}, opts: CallOptions = {}): { instance?: Instance; error?: CallResult } {
    const inst = new Instance(this, host);
    const r = inst.guard(() => this.linked.init(), opts);
    if (!r.ok) return { error: r };
    return { instance: inst };
  }

  /** lineCounts reports how often each line's statements ran in the given instances (summed over them;
   * the busiest statement of a line gives the line's count), for the editor gutter. */
  lineCounts(...instances: Instance[]): LineCount[] {
    const m = new Map<string, LineCount>();
    const counts = instances.map((i) => i.counts);
    for (let id = 1; id < this.stmts.size; id++) {
      let n = 0;
      for (const c of counts) n += c[id] ?? 0;
      if (!n) continue;
      const file = this.stmts.files[id]!,
        line = this.stmts.lines[id]!;
      const key = file + ":" + line;
      const e = m.get(key);
      if (e) e.count = Math.max(e.count, n);
      else m.set(key, { file, line, count: n });
    }
    return [...m.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  }
}

/** seedRand turns a host seed into the state of the map-order generator (a fixed default without one). */
function seedRand(seed: number | undefined): number {
  return seed === undefined ? 0x9e3779b9 >>> 0 : (seed * 2654435761) >>> 0 || 1;
}

/** Instance is one running copy of a program: its globals, host and run state (RunState), which every
 * entry point (instantiate, call, callMethod, guard) loads into the interpreter's registers for the
 * duration of the call and saves back afterwards, whatever happens. */
export class Instance {
  readonly globals: GoValue[];
  private readonly state: RunState;
  constructor(
    readonly program: Program,
    readonly host: Host,
  ) {
    this.globals = new Array(program.nglobals).fill(undefined);
    this.state = new RunState(this.globals, host, seedRand(host.seed), program.stmts);
  }

  /** counts[id] is how often statement id of the program ran in this instance. */
  get counts(): readonly number[] {
    return registers(this.state).counts;
  }

  /** lineCounts reports how often each line ran in this instance. */
  lineCounts(): LineCount[] {
    return this.program.lineCounts(this);
  }

  /** resetCounts zeroes this instance's line counts. */
  resetCounts(): void {
    registers(this.state).counts.fill(0);
  }

  /** site is the learner's statement running now; between calls, the statement the last call stopped
   * at when it failed (a panic, a budget stop), or undefined when it returned. */
  site(): StmtSite | undefined {
    return this.program.stmts.site(registers(this.state).cur);
  }

  /** exitSite is the statement the Go function that returned last ran last (its return statement):
   * after a call of Reconcile, Reconcile's exit site. */
  exitSite(): StmtSite | undefined {
    return this.program.stmts.site(registers(this.state).returned);
  }

  /** guard runs fn as a call into Go: loads this instance's run state, sets up the call's budget and turns
   * Go failures into results. Called while this instance's Go code runs (a native calling back), it is
   * part of that call (its faults unwind it) unless opts.isolate. */
  guard(fn: () => GoValue, opts: CallOptions = {}): CallResult {
    const st = this.state;
    const inner = running(st);
    if (inner && !opts.isolate) return { ok: true, value: fn(), steps: S.steps };
    const prev = enter(st);
    const reentry = prev === st;
    const saveBudget = S.budget,
      saveDepth = S.depth,
      savePanicking = S.panicking,
      saveDD = S.deferDepth,
      saveLabel = S.label,
      saveSteps = S.steps,
      saveCur = S.cur,
      saveReturned = S.returned,
      saveSched = S.sched;
    if (!inner) S.sched = new Sched(); // goroutines left queued by an earlier entry call never run
    S.steps = 0;
    S.budget = inner ? Math.max(0, saveBudget - saveSteps) : (opts.budget ?? Infinity);
    S.depth = 0;
    S.label = null;
    if (!reentry) {
      // A new call starts with no current statement: nothing of an earlier call's end is left over.
      S.cur = 0;
      S.returned = 0;
    }
    try {
      const value = fn();
      return { ok: true, value, steps: S.steps };
    } catch (err) {
      const e = err instanceof GoroutineCrash ? err.panic : err;
      if (e instanceof GoPanic)
        return {
          ok: false,
          kind: "panic",
          message: panicMessage(e.value),
          value: e.value,
          file: e.file,
          line: e.line,
          steps: S.steps,
        };
      if (e instanceof StepBudgetExceeded)
        return {
          ok: false,
          kind: "budget",
          message: `step budget of ${S.budget} exceeded (an endless loop?)`,
          file: e.file,
          line: e.line,
          steps: e.steps,
        };
      if (e instanceof Fatal)
        return { ok: false, kind: "fatal", message: e.message, file: e.file, line: e.line, steps: S.steps };
      if (e instanceof RangeError && /call stack/i.test(e.message))
        return { ok: false, kind: "fatal", message: "stack overflow", file: "", line: 0, steps: S.steps };
      throw e;
    } finally {
      S.depth = saveDepth;
      S.panicking = savePanicking;
      S.deferDepth = saveDD;
      S.label = saveLabel;
      S.budget = saveBudget;
      S.sched = saveSched;
      if (inner) S.steps = saveSteps + S.steps;
      if (reentry) {
        S.cur = saveCur;
        S.returned = saveReturned;
      }
      leave(st, prev);
    }
  }

  /** call calls a package-level function by name with Go values. */
  call(name: string, args: GoValue[] = [], opts: CallOptions = {}): CallResult {
    const o = this.program.pkg.scope.names.get(name);
    if (!o || o.kind !== "func" || !o.impl) throw new Error(`no function ${name}`);
    const f = o.impl;
    return this.guard(() => f(...args), opts);
  }

  /** callMethod calls a method on a Go value of type t (a struct object for pointer types). */
  callMethod(t: Type, recv: GoValue, name: string, args: GoValue[] = [], opts: CallOptions = {}): CallResult {
    const m = methodFor(t, name);
    if (!m) throw new Error(`no method ${name}`);
    return this.guard(() => m(recv, ...args), opts);
  }

  /** runMain runs func main (for `package main` programs). */
  runMain(opts: CallOptions = {}): CallResult {
    return this.call("main", [], opts);
  }
}
