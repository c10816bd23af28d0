// Runtime is the state of the running interpreter (one at a time): the step budget, per-statement
// execution counts, call depth, the current panic for recover, and the host hooks shims use.
import type { GoValue } from "./values";
import { Iface } from "./values";
import { STMT_LINES, STMT_FILES } from "./context";
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
  /** services lets shims reach the engine (client, manager, …) by name. */
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

/** State is the interpreter's mutable run state. */
export const S = {
  steps: 0,
  budget: Infinity,
  depth: 0,
  maxDepth: 1000,
  g: [] as GoValue[], // globals of the current instance
  panicking: null as GoPanic | null, // the panic a deferred call may recover
  deferDepth: -1, // depth at which recover() is allowed
  label: null as string | null, // label of a pending labelled break/continue
  host: {} as Host,
  rand: 0x9e3779b9 >>> 0,
  curFile: "",
  curLine: 0,
  /** cur is the id of the statement running now (STMT_FILES[cur], STMT_LINES[cur]); 0 before any ran. */
  cur: 0,
  /** returned is the id of the last statement run by the Go function that returned most recently (its return
   * statement, or its last statement): after instance.callMethod(…, "Reconcile", …), Reconcile's exit site. */
  returned: 0,
  /** @deprecated unused: budget stops read STMT_FILES/STMT_LINES (kept so older hosts that set them compile). */
  stmtLines: null as unknown,
  /** @deprecated see stmtLines. */
  stmtFiles: null as unknown,
};

/** currentSite is the file and line of the statement running now (e.g. the Go call site of a native). */
export function currentSite(): { file: string; line: number } | undefined {
  const id = S.cur;
  if (!id) return undefined;
  return { file: STMT_FILES[id] ?? "", line: STMT_LINES[id] ?? 0 };
}

/** nextRand is a small xorshift generator for map iteration order. */
export function nextRand(): number {
  let x = S.rand;
  x ^= x << 13;
  x >>>= 0;
  x ^= x >>> 17;
  x ^= x << 5;
  x >>>= 0;
  S.rand = x;
  return x;
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

/** panicAt throws a run-time error panic ("runtime error: " + msg) at a source position. */
export function runtimeError(msg: string, file: string, line: number): never {
  throw new GoPanic(new Iface(runtimeErrorType, { msg }), file, line);
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
  throw new GoPanic(new Iface(plainErrorType, { msg }), file, line);
}

/** stringPanic throws a panic with a plain string-typed message (e.g. interface conversion errors). */
export function plainPanic(value: Iface, file: string, line: number): never {
  throw new GoPanic(value, file, line);
}

/** budgetStop throws StepBudgetExceeded for statement id. */
export function budgetStop(id: number): never {
  throw new StepBudgetExceeded(STMT_FILES[id] ?? "", STMT_LINES[id] ?? 0, S.steps);
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
