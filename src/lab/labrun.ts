// LabRun is one run of a learner's program in a World: everything the k8s natives need from the
// lab (the LabBridge contract of golang/shim/k8s/bridge.ts). It owns the scheme (the shims' API
// types plus the learner's CRDs), the manager processes Go handles name and their ids, the reconcile
// running now, the learner's call site, the sink for log lines made outside reconciles and the
// MergeFrom bases of the running reconcile; for the lab itself, the fingerprints of reconciler
// fields and the instances whose line counts it reports. Every instance the run starts gets it as
// the host service "lab": two runs in one worker share nothing, and a reconcile that throws leaves
// no scope behind.
import {
  currentSite,
  newScheme,
  PatchBases,
  type LabBridge,
  type Process,
  type ReconcileScope,
  type Scheme,
  type Instance,
  type LineCount,
  type Named,
  type Program,
} from "../golang";
import type { Site } from "../engine";
import type { LabProgram } from "./program";
import { Fingerprints } from "./fingerprint";
import { wrapperCallers } from "./wrappers";
import { serveWebhooks, webhookMarkers, type WebhookMarker, type WebhookRequest } from "./webhooks";
import type { APIServer } from "../engine";

/** callersByProgram keeps wrapperCallers per compiled program: it reparses the learner's files,
 * and every run of the program (a scenario after another, a restart) would otherwise do it again. */
const callersByProgram = new WeakMap<Program, Map<string, Site>>();

function callersOf(program: Program | undefined): Map<string, Site> {
  if (!program) return new Map();
  let m = callersByProgram.get(program);
  if (!m) {
    m = wrapperCallers(program.packages.filter((p) => p.instanced).flatMap((p) => p.files));
    callersByProgram.set(program, m);
  }
  return m;
}

/** LabRunOptions: whether call sites are tracked, and where log lines outside reconciles go. */
export interface LabRunOptions {
  sites: boolean;
  log: (level: string, msg: string, values: Record<string, unknown>) => void;
}

/** LabRun is the lab's side of one run (see the top of this file). */
export class LabRun implements LabBridge {
  readonly scheme: Scheme;
  readonly patches = new PatchBases();
  /** fingerprints renders reconciler fields before and after a reconcile (state kept in the struct). */
  readonly fingerprints = new Fingerprints();
  private scope: ReconcileScope | undefined;
  private readonly processes = new Map<number, Process>();
  private nextID = 1;
  private readonly instances: Instance[] = [];

  constructor(
    private readonly lab: Pick<LabProgram, "crds" | "program">,
    private readonly opts: LabRunOptions,
  ) {
    this.scheme = newScheme();
    for (const c of lab.crds) this.scheme.register(c.type.pkg, c.type.name, `${c.group}/${c.version}`, c.kind);
    // Read from the program's source before anything runs, not on the first API request of the
    // first reconcile (a run with sites makes requests; the parse is the program's, not a reconcile's).
    this.callers = opts.sites ? callersOf(lab.program) : undefined;
  }

  private api: APIServer | undefined;
  /** stoppedSteps counts the steps of Go calls the step budget stopped (endless loops) in this run. */
  private stoppedSteps = 0;

  /** noteBudgetStop records a call the step budget stopped. */
  noteBudgetStop(steps: number): void {
    this.stoppedSteps += steps;
  }

  /** exhausted: Go code of this run has spent `limit` steps in calls the budget had to stop
   * (the whole-run budget): the run ends there instead of retrying an endless loop for minutes. */
  exhausted(limit: number): boolean {
    return this.stoppedSteps >= limit;
  }
  private readonly pendingWebhooks: WebhookRequest[] = [];
  private markers: WebhookMarker[] | undefined;

  /** attachAPI gives the run the World's API server (webhooks completed before it are served now). */
  attachAPI(api: APIServer): void {
    this.api = api;
    for (const w of this.pendingWebhooks.splice(0)) this.addWebhook(w);
  }

  /** addWebhook serves a project's defaulter and validator (ctrl.NewWebhookManagedBy…Complete()). */
  addWebhook(w: WebhookRequest): string | undefined {
    const info = this.scheme.kindOf(w.type);
    if (!info || info.list) return `no kind is registered for the type ${w.type.name}`;
    if (!this.api) {
      this.pendingWebhooks.push(w);
      return undefined;
    }
    const program = this.lab.program;
    if (!program) return "no program";
    this.markers ??= webhookMarkers(program);
    const [group, version] = info.apiVersion.includes("/") ? info.apiVersion.split("/") : ["", info.apiVersion];
    const crd = this.lab.crds.find((c) => c.type === w.type);
    const plural = crd?.plural ?? `${info.kind.toLowerCase()}s`;
    return serveWebhooks(this.api, program, this.markers, w, {
      group: group!,
      version: version!,
      kind: info.kind,
      plural,
    });
  }

  /** registerKind is scheme.Builder.Register in the project's init(): the kind joins the run's scheme. */
  registerKind(group: string, version: string, t: Named): void {
    this.scheme.register(t.pkg, t.name, group ? `${group}/${version}` : version, t.name);
  }

  get current(): ReconcileScope | undefined {
    return this.scope;
  }

  /** callers: the one-line helpers' callers, when the run tracks call sites (opts.sites) */
  private readonly callers: Map<string, Site> | undefined;

  /** site is the learner's line running now; a call inside a one-line helper with one caller is
   * reported at that caller (wrappers.ts). */
  site(): Site | undefined {
    if (!this.callers) return undefined;
    const s = currentSite();
    if (!s) return undefined;
    return this.callers.get(`${s.file}:${s.line}`) ?? s;
  }

  log(level: string, msg: string, values: Record<string, unknown>): void {
    this.opts.log(level, msg, values);
  }

  process(id: number): Process | undefined {
    return this.processes.get(id);
  }

  /** adopt records an interpreter instance the run started (one per manager process start). */
  adopt(inst: Instance): void {
    this.instances.push(inst);
  }

  /** lineCounts reports how often each line of the learner's files ran, over every process of the run. */
  lineCounts(): LineCount[] {
    return this.lab.program ? this.lab.program.lineCounts(...this.instances) : [];
  }

  /** addProcess gives a started process its handle id (forgetting processes whose manager has exited). */
  addProcess(p: Process): number {
    for (const [old, q] of this.processes) if (!q.mgr.alive) this.processes.delete(old);
    const id = this.nextID++;
    this.processes.set(id, p);
    return id;
  }

  /** reconcile runs fn as the reconcile scope; afterwards the scope and its MergeFrom bases are gone,
   * however fn ended. */
  reconcile<T>(scope: ReconcileScope, fn: () => T): T {
    const outer = this.scope;
    this.scope = scope;
    try {
      return fn();
    } finally {
      this.scope = outer;
      this.patches.clear();
    }
  }
}
