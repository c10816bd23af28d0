// Process wires a compiled program into one manager process, as cmd/main.go does: a fresh
// interpreter instance (so reconciler struct state dies with the process), the manager's client,
// scheme and external database filled into each reconciler struct, SetupWithManager (or
// For(App).Owns(Deployment)), and every reconcile run as controller-runtime runs it: panics
// recovered, step-budget stops reported, errors and results translated, field writes noticed.
import {
  newPointer,
  under,
  type Named,
  type Type,
  type Program,
  type Instance,
  type CallResult,
  CLIENT_PATH,
  EPOCH_UNIX_MS,
  EXTERNALDB_PATH,
  type Process,
  shimType as loadShimType,
  supportedImports,
} from "../golang";
import { Iface, zeroValue, jsString, goString, methodFor, loadShimFunc, loggerContext } from "./goval";
import {
  type Manager,
  controllerManagedBy,
  Panic,
  StepBudgetExceeded,
  TerminalError,
  ErrorWithResult,
  type Context,
  type Reconciler,
  type Request,
  type Result,
  type Site,
} from "../engine";
import type { LabProgram } from "./program";
import type { LabRun } from "./labrun";

const RUNTIME = "k8s.io/apimachinery/pkg/runtime";
const MANAGER = "sigs.k8s.io/controller-runtime/pkg/manager";
const RECONCILE = "sigs.k8s.io/controller-runtime/pkg/reconcile";
const RECORD = "k8s.io/client-go/tools/record";

/** ProcessOptions tune how Go runs inside a process. */
export interface ProcessOptions {
  /** budget is the step budget of one call into Go (a reconcile, SetupWithManager, a predicate). */
  budget: number;
  seed: number;
  /** env is the process environment from the scenario's `env` key (os.Getenv, os.LookupEnv). */
  env?: Record<string, string>;
  /** args are the command-line arguments from the scenario's `args` key (flag.Parse). */
  args?: readonly string[];
  /** now returns the virtual time in ms. */
  now: () => number;
  /** sites: attach file:line to API calls and logs (default true). */
  sites?: boolean;
  /** onSite remembers the site of a panic or budget stop for the reconcile that raised it. */
  onFault: (reconcileID: number, site: Site | undefined) => void;
  /** onEnd remembers the last statement of a finished reconcile (its return). */
  onEnd?: (reconcileID: number, site: Site) => void;
  /** setupError reports SetupWithManager failures and Go faults outside reconciles. */
  setupError: (msg: string, site?: Site) => void;
  /** onOutsideFault reports a panic or budget stop in Go code outside a reconcile: where is
   * "package initialization", "SetupWithManager", or "a predicate, map function or index extractor". */
  onOutsideFault?: (where: string, fault: Extract<CallResult, { ok: false }>) => void;
}

function isNamed(t: Type, pkg: string, name: string): boolean {
  return t.k === "named" && t.pkg === pkg && t.name === name;
}

function ptrTo(t: Type, pkg: string, name: string): boolean {
  return t.k === "pointer" && isNamed(t.elem, pkg, name);
}

/** depFields lists the reconciler fields the lab fills (client, scheme, database). */
function depFields(t: Named): Set<string> {
  const out = new Set<string>();
  const u = under(t);
  if (u.k !== "struct") return out;
  for (const f of u.fields) {
    if (
      isNamed(f.type, CLIENT_PATH, "Client") ||
      isNamed(f.type, CLIENT_PATH, "Reader") ||
      ptrTo(f.type, RUNTIME, "Scheme") ||
      ptrTo(f.type, EXTERNALDB_PATH, "Client")
    )
      out.add(f.name);
  }
  return out;
}

/** newProcessFactory returns the World's reconciler factory for a compiled lab program in a lab run. */
export function newProcessFactory(lab: LabProgram, run: LabRun, opts: ProcessOptions): (mgr: Manager) => void {
  const program = lab.program as Program;
  return (mgr: Manager) => startProcess(program, lab, run, mgr, opts);
}

function faultMessage(r: Extract<CallResult, { ok: false }>): string {
  return r.kind === "panic" ? r.message : r.message;
}

function startProcess(program: Program, lab: LabProgram, run: LabRun, mgr: Manager, opts: ProcessOptions): void {
  let line = "";
  // The epoch and the virtual clock read once here, not through the imported bindings on every
  // call (as CommonJS under tsx each such read is a chain of getters, one per re-export).
  const epoch = EPOCH_UNIX_MS;
  const virtualNow = opts.now;
  const host = {
    now: () => epoch + virtualNow(),
    seed: opts.seed,
    stdout: (text: string) => {
      line += text;
      let i: number;
      while ((i = line.indexOf("\n")) >= 0) {
        const msg = line.slice(0, i);
        line = line.slice(i + 1);
        const scope = run.current;
        if (scope) scope.ctx.log("info", msg, { stream: "stdout" }, run.site());
        else run.log("info", msg, { stream: "stdout" });
      }
    },
  };
  host.stdout = host.stdout.bind(host);
  // Package initialization (variable initialisers, init()) runs under the same budget as a reconcile;
  // each process start gets a fresh copy of the environment: os.Setenv does not survive a restart.
  // The manager slot: ctrl.NewManager in main() takes the process's manager from it (once).
  const slot: { manager: unknown } = { manager: null };
  // The process slot: its handle id, set once the run has given it one (clientsets and discovery
  // clients built by this process's Go code reach the API server through this process).
  const handle = { id: 0 };
  const made = program.instantiate(
    {
      ...host,
      stderr: host.stdout,
      // flags: each process start parses its arguments into a fresh flag.CommandLine.
      services: {
        env: { ...(opts.env ?? {}) },
        lab: run,
        manager: slot,
        process: handle,
        flags: { args: opts.args ?? [] },
      },
    },
    { budget: opts.budget },
  );
  if (!made.instance) {
    const e = made.error as Extract<CallResult, { ok: false }>;
    opts.onOutsideFault?.("package initialization", e);
    opts.setupError(
      `package initialization failed: ${faultMessage(e)}`,
      e.line ? { file: e.file, line: e.line } : undefined,
    );
    return;
  }
  const inst: Instance = made.instance;
  run.adopt(inst);
  const background = loadShimFunc("context", "Background")();
  // Reconcile's context carries the reconcile's logger, as controller-runtime's does (logr.FromContext finds it).
  const reconcileContext = loggerContext(background);
  const proc: Process = {
    mgr,
    background: () => background,
    reconcileContext: () => reconcileContext,
    reconcilerFor: (r: Iface) => goReconciler(inst, run, r, proc, opts),
    callGo: <T>(fn: () => T, onFault?: (kind: string) => void): T | undefined => {
      const res = inst.guard(fn, { budget: opts.budget, isolate: true });
      if (res.ok) return res.value as T;
      onFault?.(res.kind);
      if (res.kind === "budget") run.noteBudgetStop(res.steps);
      opts.onOutsideFault?.("a predicate, map function or index extractor", res);
      opts.setupError(
        `${res.kind === "panic" ? "Observed a panic" : "stopped"}: ${res.message}`,
        res.line ? { file: res.file, line: res.line } : undefined,
      );
      return undefined;
    },
  };
  const id = run.addProcess(proc);
  handle.id = id;
  const scheme = loadShimFunc(RUNTIME, "NewScheme")();
  const client = loadShimFunc(CLIENT_PATH, "newClient")(id, false, scheme);
  const reader = loadShimFunc(CLIENT_PATH, "newClient")(id, true, scheme);
  const indexer = loadShimFunc(CLIENT_PATH, "newIndexer")(id);
  const mgrV = loadShimFunc(MANAGER, "newManager")(id, client, reader, scheme, indexer);
  const db = { id };
  if (lab.mode === "main") {
    // A package main that builds its own manager (LAB-CONTRACT §5): main() runs under the budget,
    // NewManager hands it this process's manager and Start returns to the simulation.
    slot.manager = mgrV;
    const res = inst.runMain({ budget: opts.budget });
    slot.manager = null;
    if (!res.ok) {
      opts.onOutsideFault?.("main", res);
      opts.setupError(`main stopped: ${res.message}`, res.line ? { file: res.file, line: res.line } : undefined);
    }
    return;
  }
  for (const t of lab.reconcilers) {
    const v = zeroValue(t);
    const u = under(t);
    if (u.k === "struct") {
      for (const f of u.fields) {
        if (isNamed(f.type, CLIENT_PATH, "Client")) v[f.name] = client;
        else if (isNamed(f.type, CLIENT_PATH, "Reader")) v[f.name] = reader;
        else if (ptrTo(f.type, RUNTIME, "Scheme")) v[f.name] = scheme;
        else if (ptrTo(f.type, EXTERNALDB_PATH, "Client")) v[f.name] = dbValue(f.type, db);
        else if (isNamed(f.type, RECORD, "EventRecorder")) {
          // As main.go's mgr.GetEventRecorderFor("<name>-controller") would.
          const rec = eventRecorder(inst, scheme, `${t.name.replace(/Reconciler$/, "").toLowerCase()}-controller`);
          if (rec !== undefined) v[f.name] = rec;
        }
      }
    }
    const recv = new Iface(newPointer(t), v);
    const setup = methodFor(recv.t, "SetupWithManager");
    if (setup) {
      const res = inst.guard(() => setup(v, mgrV), { budget: opts.budget });
      if (!res.ok) opts.onOutsideFault?.(`${t.name}.SetupWithManager`, res);
      if (!res.ok)
        opts.setupError(
          `unable to create controller ${t.name}: ${res.message}`,
          res.line ? { file: res.file, line: res.line } : undefined,
        );
      else if (res.value !== null && res.value !== undefined)
        opts.setupError(`unable to create controller ${t.name}: ${errorTextIn(inst, res.value, opts.budget)}`);
      continue;
    }
    try {
      controllerManagedBy(mgr)
        .for({ apiVersion: "apps.example.com/v1alpha1", kind: "App" })
        .owns({ apiVersion: "apps/v1", kind: "Deployment" })
        .complete(proc.reconcilerFor(recv));
    } catch (e) {
      opts.setupError(`unable to create controller ${t.name}: ${(e as Error).message}`);
    }
  }
  setupWebhooks(lab, inst, mgrV, opts);
}

/** setupWebhooks calls what cmd/main.go would call to serve the project's webhooks. */
function setupWebhooks(lab: LabProgram, inst: Instance, mgrV: unknown, opts: ProcessOptions): void {
  for (const w of lab.webhookSetups ?? []) {
    let call: () => unknown;
    if ("func" in w) call = () => w.func(mgrV);
    else {
      const m = methodFor(newPointer(w.type), "SetupWebhookWithManager");
      if (!m) continue;
      const v = zeroValue(w.type);
      call = () => m(v, mgrV);
    }
    const res = inst.guard(call, { budget: opts.budget });
    if (!res.ok) opts.onOutsideFault?.(w.name, res);
    if (!res.ok)
      opts.setupError(
        `unable to create webhook (${w.name}): ${res.message}`,
        res.line ? { file: res.file, line: res.line } : undefined,
      );
    else if (res.value !== null && res.value !== undefined)
      opts.setupError(`unable to create webhook (${w.name}): ${errorTextIn(inst, res.value as Iface, opts.budget)}`);
  }
}

/** eventRecorder builds a record.EventRecorder through the record package's own broadcaster (when
 * the lab provides k8s.io/client-go/tools/record), as an Iface for an interface-typed field. */
function eventRecorder(inst: Instance, scheme: unknown, component: string): unknown {
  if (!supportedImports().includes(RECORD)) return undefined;
  const r = inst.guard(() => {
    const b = loadShimFunc(RECORD, "NewBroadcaster")() as Iface;
    const newRecorder = methodFor(b.t, "NewRecorder");
    if (!newRecorder) return undefined;
    const src = zeroValue(loadShimType("k8s.io/api/core/v1", "EventSource"));
    src.Component = goString(component);
    return newRecorder(b.v, scheme, src);
  });
  return r.ok ? r.value : undefined;
}

function dbValue(t: Type, db: { id: number }): unknown {
  const z = zeroValue((t as { elem: Type }).elem);
  z.id = db.id;
  return z;
}

/** errorText calls Error() on a Go error value. */
export function errorText(err: Iface): string {
  const m = methodFor(err.t, "Error");
  return m ? jsString(m(err.v) as string) : "<error>";
}

/** errorTextIn calls Error() as a call into the instance (a learner's Error method runs with its own
 * globals, budget and lab run); a failing Error method gives a placeholder instead of unwinding. */
function errorTextIn(inst: Instance, err: Iface, budget: number): string {
  const r = inst.guard(() => errorText(err), { budget, isolate: true });
  return r.ok ? (r.value as string) : `<error: ${r.message}>`;
}

let isTerminal: ((err: Iface) => boolean) | undefined;

function goReconciler(inst: Instance, run: LabRun, r: Iface, proc: Process, opts: ProcessOptions): Reconciler {
  const reconcile = methodFor(r.t, "Reconcile");
  if (!reconcile) throw new Error("reconciler has no Reconcile method");
  const self = r.t.k === "pointer" ? r.t.elem : r.t;
  const deps = self.k === "named" ? depFields(self) : new Set<string>();
  const stateKeys = (() => {
    const u = under(self);
    return u.k === "struct"
      ? u.fields.filter((f) => !deps.has(f.name) && !f.embedded).map((f) => ({ name: f.name, t: f.type }))
      : [];
  })();
  return {
    reconcile(ctx: Context, req: Request): Result {
      const reqT = reqType();
      const rv = zeroValue(reqT);
      rv.NamespacedName.Namespace = goString(req.namespace);
      rv.NamespacedName.Name = goString(req.name);
      const before = stateKeys.map((k) => run.fingerprints.of(k.t, r.v?.[k.name]));
      const res = run.reconcile({ ctx, process: proc }, () =>
        inst.guard(() => reconcile(r.v, proc.reconcileContext(), rv), { budget: opts.budget }),
      );
      // Where the call ended: the faulting statement, or Reconcile's exit statement when it returned.
      const ret = opts.sites === false ? undefined : inst.exitSite();
      const site = opts.sites === false ? undefined : (inst.site() ?? ret);
      if (ret && res.ok) opts.onEnd?.(ctx.reconcileID, ret);
      stateKeys.forEach((k, i) => {
        if (run.fingerprints.of(k.t, r.v?.[k.name]) !== before[i]) ctx.noteStateWrite(k.name, site);
      });
      if (!res.ok) {
        const at = res.line ? { file: res.file, line: res.line } : site;
        opts.onFault(ctx.reconcileID, at);
        if (res.kind === "budget") run.noteBudgetStop(res.steps);
        if (res.kind === "budget") throw new StepBudgetExceeded(res.steps);
        throw new Panic(res.message.replace(/^panic: /, "").replace(/ \[recovered\]$/, ""));
      }
      const [result, err] = res.value as [
        { Requeue: boolean; RequeueAfter: number; Priority: { v: number } | null },
        Iface | null,
      ];
      const out: Result = {};
      if (result.Requeue) out.requeue = true;
      if (result.RequeueAfter > 0) out.requeueAfter = result.RequeueAfter / 1e6;
      if (result.Priority !== null && result.Priority !== undefined) out.priority = result.Priority.v;
      if (err !== null && err !== undefined) {
        const msg = errorTextIn(inst, err, opts.budget);
        const terminal = (isTerminal ??= loadShimFunc(RECONCILE, "isTerminal") as (e: Iface) => boolean);
        const t = inst.guard(() => terminal(err), { budget: opts.budget, isolate: true });
        if (t.ok && t.value) throw TerminalError(new Error(msg.replace(/^terminal error: /, "")));
        if (out.requeue || out.requeueAfter) throw new ErrorWithResult(out, new Error(msg));
        throw new Error(msg);
      }
      return out;
    },
  };
}

let reqNamed: Named | undefined;
function reqType(): Named {
  if (reqNamed) return reqNamed;
  const o = loadShimType(RECONCILE, "Request");
  reqNamed = o;
  return o;
}
