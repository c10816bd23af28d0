// Program is a compiled Go package ready to run; Instance is one run of it (its own globals), with a
// step budget on every call into Go code and results as data (never a thrown JS error for Go's faults).
import type { GoValue } from "./values";
import type { Package } from "../check/package";
import type { Named, Type } from "../check/types";
import { S, GoPanic, StepBudgetExceeded, Fatal, type Host } from "./runtime";
import { STMT_LINES, STMT_FILES, COUNTS } from "./context";
import type { Linked } from "./link";
import { panicMessage } from "./panicmsg";
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

/** Program is the compiled form of the learner's files. */
export class Program {
  constructor(
    readonly pkg: Package,
    private readonly linked: Linked,
    private readonly stmtRange: [number, number],
  ) {}

  /** type returns a named type declared in the program (for the host to construct values). */
  type(name: string): Named | undefined {
    const o = this.pkg.scope.names.get(name);
    return o && o.kind === "type" && o.type.k === "named" ? o.type : undefined;
  }

  /** namedTypes lists every named type the program declares. */
  namedTypes(): Named[] {
    const out: Named[] = [];
    for (const o of this.pkg.scope.names.values()) if (o.kind === "type" && o.type.k === "named") out.push(o.type);
    return out;
  }

  /** instantiate creates a fresh run (globals initialised, init() run) against a host. */
  instantiate(host: Host = {}, opts: CallOptions = {}): { instance?: Instance; error?: CallResult } {
    const inst = new Instance(this, host);
    const r = inst.guard(() => this.linked.init(), opts);
    if (!r.ok) return { error: r };
    return { instance: inst };
  }

  /** lineCounts reports how often each line's statements ran (across instances), for the editor gutter. */
  lineCounts(): LineCount[] {
    const m = new Map<string, LineCount>();
    for (let id = this.stmtRange[0]; id < this.stmtRange[1]; id++) {
      const n = COUNTS[id]!;
      if (!n) continue;
      const file = STMT_FILES[id]!,
        line = STMT_LINES[id]!;
      const key = file + ":" + line;
      const e = m.get(key);
      if (e) e.count = Math.max(e.count, n);
      else m.set(key, { file, line, count: n });
    }
    return [...m.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  }

  /** resetCounts zeroes the line counts. */
  resetCounts(): void {
    for (let id = this.stmtRange[0]; id < this.stmtRange[1]; id++) COUNTS[id] = 0;
  }
}

/** Instance is one running copy of a program: its globals and host. */
export class Instance {
  readonly globals: GoValue[];
  constructor(
    readonly program: Program,
    readonly host: Host,
  ) {
    this.globals = new Array(program.pkg.nglobals).fill(undefined);
    if (host.seed !== undefined) S.rand = (host.seed * 2654435761) >>> 0 || 1;
  }

  /** guard runs fn as a call into Go: sets up the run state and turns Go failures into results. */
  guard(fn: () => GoValue, opts: CallOptions = {}): CallResult {
    const saveG = S.g,
      saveHost = S.host,
      saveBudget = S.budget,
      saveDepth = S.depth,
      savePanicking = S.panicking,
      saveDD = S.deferDepth,
      saveLabel = S.label,
      saveSteps = S.steps;
    const inner = S.depth > 0 && S.g === this.globals;
    const nested = inner && !opts.isolate;
    S.g = this.globals;
    S.host = this.host;
    if (!nested) {
      S.steps = 0;
      S.budget = inner ? Math.max(0, saveBudget - saveSteps) : (opts.budget ?? Infinity);
      S.depth = 0;
      S.label = null;
    }
    try {
      const value = fn();
      return { ok: true, value, steps: S.steps };
    } catch (e) {
      if (nested) throw e;
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
      if (!nested) {
        S.g = saveG;
        S.host = saveHost;
        S.depth = saveDepth;
        S.panicking = savePanicking;
        S.deferDepth = saveDD;
        S.label = saveLabel;
        S.budget = saveBudget;
        if (inner) S.steps = saveSteps + S.steps;
      }
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
