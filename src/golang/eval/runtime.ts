// Runtime is the interpreter's run state: each instance's registers (RunState: globals, host, step
// budget, per-statement counts, call depth, the current panic for recover, the current statement) and
// the one register set S that compiled code uses, loaded from the running instance at every entry.
import type { GoValue } from "./values";
import { Iface } from "./values";
import { StmtTable, type StmtSite } from "./context";
import type { Type } from "../check/types";
import { newNamed, newStruct, newSignature, T, newPointer } from "../check/types";

/** Host is what the embedding program provides to a running Go program. */
export interface Host {
  /** stdout receives fmt.Print* output (as a JS string). */
  stdout?: (text: string) => void;
  /** stderr receives the builtin print/println output. */
  stderr?: (text: string) => void;
  /** now returns the current time in milliseconds since the Unix epoch (a virtual clock in the lab). */
  now?: () => number;
  /** seed seeds map iteration order. */
  seed?: number;
  /** services lets shims reach what the host provides by name (the lab run as "lab", the process
   * environment as "env"); natives read them with hostService(name), from the instance running now. */
  services?: Record<string, unknown>;
}

/** GoPanic is a Go panic travelling up the JS stack; `value` is the Go panic value (an interface value). */
export class GoPanic {
  recovered = false;
  constructor(
    readonly value: Iface | null,
    readonly file: string,
    readonly line: number,
  ) {}
}
/** StepBudgetExceeded stops a call that ran too many steps (an endless loop); it cannot be recovered. */
export class StepBudgetExceeded {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly steps: number,
  ) {}
}
/** Fatal is an unrecoverable run-time failure (stack overflow). */
export class Fatal {
  constructor(
    readonly message: string,
    readonly file: string,
    readonly line: number,
  ) {}
}

/** GoGen is a goroutine compiled to a generator: it yields what it waits for (a readiness test). */
export type GoGen = Generator<() => boolean, unknown, void>;

/** Sched is one entry call's goroutine scheduler state (sched.ts runs it). */
export class Sched {
  /** goroutines started and not yet run, FIFO: each call with its function and arguments evaluated, and
   * the statement id of its go statement */
  queue: Array<{ run: (() => void) | null; gen: (() => GoGen) | null; site: number }> = [];
  /** suspended goroutines (generators, eval/cgo.ts), each with what it waits for, in the order they parked */
  parked: Array<{ g: GoGen; ready: () => boolean; site: number }> = [];
  /** the goroutines blocked now, outermost first (each waits in blockUntil, lower on the JS stack) */
  blocked: Array<{ ready: () => boolean; site: number }> = [];
}

/** RunState is one instance's interpreter registers. The per-instance ones persist between calls: the
 * globals, the host, the map-order generator, the per-statement counts, the program's statement table and
 * the current and last-returned statement ids. The per-call ones (steps, budget, depth, panic, defer
 * depth, pending label) are set up by every entry point (Instance.guard). */
export class RunState {
  steps = 0;
  budget = Infinity;
  depth = 0;
  maxDepth = 1000;
  panicking: GoPanic | null = null; // the panic a deferred call may recover
  deferDepth = -1; // depth at which recover() is allowed
  label: string | null = null; // label of a pending labelled break/continue
  /** cur is the id of the learner's statement running now (in `stmts`); 0 before any ran. Statements of
   * shared (shim) packages leave it alone, so while a native runs it names the learner's call site. */
  cur = 0;
  /** callers[d] is the statement id that called the Go function running at depth d (runtime.Caller's
   * frames; a goroutine resumed after it suspended keeps its caller's entries, not its own) */
  callers: number[] = [];
  /** returned is the id of the last statement run by the Go function that returned most recently (its
   * return statement, or its last statement): after a call of Reconcile, Reconcile's exit site. */
  returned = 0;
  /** counts[id] is how often statement id ran in this instance. */
  counts: number[];
  /** sched is the running entry call's goroutines (a new one per entry call) */
  sched = new Sched();
  /** selRand is the select generator's state (seeded like map order, its own sequence) */
  selRand: number;
  constructor(
    public g: GoValue[], // globals of the instance
    public host: Host,
    public rand: number,
    public stmts: StmtTable,
  ) {
    this.counts = new Array<number>(stmts.size).fill(0);
    this.selRand = (rand ^ 0x5bd1e995) >>> 0 || 1;
  }
}

const IDLE = new RunState([], {}, 0x9e3779b9 >>> 0, new StmtTable());

/** S is the register set of the instance running now, like a CPU's registers: compiled code reads and
 * writes it directly (one object, bound locally in every compiled module, so the hot path is plain
 * property access). Every entry point into Go loads its instance's RunState into S with enter() and
 * puts the previous owner's back with leave() in a finally block, so two programs (or two instances)
 * interleaved in one JS realm never see each other's state, and an exception leaves nothing behind. */
export const S: RunState = new RunState([], {}, IDLE.rand, IDLE.stmts);
let owner: RunState = IDLE;

function store(to: RunState): void {
  to.steps = S.steps;
  to.budget = S.budget;
  to.depth = S.depth;
  to.panicking = S.panicking;
  to.deferDepth = S.deferDepth;
  to.label = S.label;
  to.cur = S.cur;
  to.callers = S.callers;
  to.returned = S.returned;
  to.g = S.g;
  to.host = S.host;
  to.rand = S.rand;
  to.counts = S.counts;
  to.stmts = S.stmts;
  to.sched = S.sched;
  to.selRand = S.selRand;
}

function load(from: RunState): void {
  S.steps = from.steps;
  S.budget = from.budget;
  S.depth = from.depth;
  S.panicking = from.panicking;
  S.deferDepth = from.deferDepth;
  S.label = from.label;
  S.cur = from.cur;
  S.callers = from.callers;
  S.returned = from.returned;
  S.g = from.g;
  S.host = from.host;
  S.rand = from.rand;
  S.counts = from.counts;
  S.stmts = from.stmts;
  S.sched = from.sched;
  S.selRand = from.selRand;
}

/** enter makes st the running state (saving the current owner's registers) and returns the previous
 * owner, which the caller must hand to leave() in a finally block. */
export function enter(st: RunState): RunState {
  const prev = owner;
  if (prev !== st) {
    store(prev);
    load(st);
    owner = st;
  }
  return prev;
}

/** leave saves st's registers and gives S back to prev (the value enter returned). */
export function leave(st: RunState, prev: RunState): void {
  if (prev === st) return;
  store(st);
  load(prev);
  owner = prev;
}

/** registers returns where st's registers live now: S while it is loaded, else st itself. */
export function registers(st: RunState): RunState {
  return owner === st ? S : st;
}

/** running reports whether st's registers are loaded with Go code of it on the stack. */
export function running(st: RunState): boolean {
  return owner === st && S.depth > 0;
}

/** currentSite is the file and line of the learner's statement running now (e.g. the Go call site of a
 * native), resolved through the running program's statement table. */
export function currentSite(): StmtSite | undefined {
  return S.stmts.site(S.cur);
}

/** callerSite is runtime.Caller(skip): the statement running now for skip 0, else the call site skip-1
 * Go calls up the stack (undefined past the outermost call). */
export function callerSite(skip: number): (StmtSite & { id: number }) | undefined {
  const id = skip <= 0 ? S.cur : S.depth - skip + 1 >= 1 ? S.callers[S.depth - skip + 1] : undefined;
  const site = id ? S.stmts.site(id) : undefined;
  return site && id ? { ...site, id } : undefined;
}

/** xorshift32 is the step of a small xorshift generator: the state after x. */
export function xorshift32(x: number): number {
  x ^= x << 13;
  x >>>= 0;
  x ^= x >>> 17;
  x ^= x << 5;
  return x >>> 0;
}

/** nextRand is the instance's generator for map iteration order (its own sequence). */
export function nextRand(): number {
  return (S.rand = xorshift32(S.rand));
}

/** runtimeErrorType is the dynamic type of run-time panics (it implements error). */
export const runtimeErrorType = newNamed(
  "Error",
  "runtime",
  "runtime",
  newStruct([{ name: "msg", type: T.string, embedded: false, exported: false }]),
);
runtimeErrorType.methods.set("Error", {
  name: "Error",
  sig: newSignature([], [T.string], false),
  ptrRecv: false,
  impl: (r: { msg: string }) => "runtime error: " + r.msg,
});
runtimeErrorType.methods.set("RuntimeError", {
  name: "RuntimeError",
  sig: newSignature([], [], false),
  ptrRecv: false,
  impl: () => undefined,
});

/** located is a panic at file:line, or, when the thrower has no position (line 0: a helper shared by
 * many call sites, such as a method called through an interface on a nil pointer or a map key that
 * cannot be hashed), at the statement running now, the one the learner would look at. */
function located(value: Iface, file: string, line: number): GoPanic {
  if (line > 0) return new GoPanic(value, file, line);
  const here = currentSite();
  return new GoPanic(value, here?.file ?? file, here?.line ?? line);
}

/** runtimeError throws a run-time error panic ("runtime error: " + msg) at a source position. */
export function runtimeError(msg: string, file: string, line: number): never {
  throw located(new Iface(runtimeErrorType, { msg }), file, line);
}

/** plainErrorType is a runtime.Error whose message has no "runtime error: " prefix (e.g. nil map writes). */
export const plainErrorType = newNamed(
  "plainError",
  "runtime",
  "runtime",
  newStruct([{ name: "msg", type: T.string, embedded: false, exported: false }]),
);
plainErrorType.methods.set("Error", {
  name: "Error",
  sig: newSignature([], [T.string], false),
  ptrRecv: false,
  impl: (r: { msg: string }) => r.msg,
});
plainErrorType.methods.set("RuntimeError", {
  name: "RuntimeError",
  sig: newSignature([], [], false),
  ptrRecv: false,
  impl: () => undefined,
});

/** plainRuntimeError throws a run-time panic whose message is printed as is. */
export function plainRuntimeError(msg: string, file: string, line: number): never {
  throw located(new Iface(plainErrorType, { msg }), file, line);
}

/** stringPanic throws a panic with a plain string-typed message (e.g. interface conversion errors). */
export function plainPanic(value: Iface, file: string, line: number): never {
  throw new GoPanic(value, file, line);
}

/** step counts one step of statement id (0: a statement of a shared package): past the budget it
 * stops the run there; a learner's statement also counts its line and becomes the one running now. */
export function step(id: number): void {
  if (++S.steps > S.budget) budgetStop(id);
  if (id) {
    S.counts[id] = S.counts[id]! + 1;
    S.cur = id;
  }
}

/** budgetStop throws StepBudgetExceeded at statement id, or (id 0: a statement of a shared package)
 * at the learner's statement running now. */
export function budgetStop(id: number): never {
  const at = id || S.cur;
  throw new StepBudgetExceeded(S.stmts.files[at] ?? "", S.stmts.lines[at] ?? 0, S.steps);
}

/** errorValueType is used for plain-string panics of interface conversions (runtime.TypeAssertionError). */
export const typeAssertionErrorType = newNamed(
  "TypeAssertionError",
  "runtime",
  "runtime",
  newStruct([{ name: "msg", type: T.string, embedded: false, exported: false }]),
);
typeAssertionErrorType.methods.set("Error", {
  name: "Error",
  sig: newSignature([], [T.string], false),
  ptrRecv: true,
  impl: (r: { msg: string }) => r.msg,
});
typeAssertionErrorType.methods.set("RuntimeError", {
  name: "RuntimeError",
  sig: newSignature([], [], false),
  ptrRecv: true,
  impl: () => undefined,
});
export const typeAssertionErrorPtr: Type = newPointer(typeAssertionErrorType);
