/** Request knows which object to reconcile: a namespace/name key, never the object itself. */
export interface Request {
  namespace: string;
  name: string;
}

/** Result tells the controller whether and when to run the request again. */
export interface Result {
  /** @deprecated since controller-runtime v0.21: use requeueAfter instead (fact 64). */
  requeue?: boolean;
  /** requeueAfter (virtual ms) asks for another run after this delay; it implies a requeue. */
  requeueAfter?: number;
  /** priority sets the priority of the requeue; unset keeps the request's priority (fact 61). */
  priority?: number;
}

/** Site is a place in the user's source (the Go interpreter attaches it to trace events). */
export interface Site {
  file: string;
  line: number;
}

/**
 * Context is what a reconcile receives: the controller and manager running it, a logger,
 * and the virtual time. Reconcilers are synchronous: return a Result or throw an error.
 */
export interface Context {
  /** controller is the controller's name. */
  controller: string;
  /** manager is the identity of the manager (process) the reconcile runs in. */
  manager: string;
  /** reconcileID is unique per reconcile within a run. */
  reconcileID: number;
  /** now is the virtual time in ms. */
  now: number;
  /** log records a structured log line (log.FromContext(ctx).Info/Error). */
  log(level: "info" | "error" | "debug", msg: string, values?: Record<string, unknown>, site?: Site): void;
  /** noteStateWrite records that the reconcile wrote a field of the reconciler struct. */
  noteStateWrite(field: string, site?: Site): void;
  /** noteReturn records where the reconcile returned (the Go interpreter's `return` line); it goes on reconcile.end. */
  noteReturn(site: Site): void;
}

/** Reconciler knows how to drive one object's actual state toward its desired state. */
export interface Reconciler {
  reconcile(ctx: Context, req: Request): Result;
}

/** reconcileFunc adapts a plain function to the Reconciler interface (reconcile.Func). */
export function reconcileFunc(fn: (ctx: Context, req: Request) => Result): Reconciler {
  return { reconcile: fn };
}

/** requestKey renders a Request as "namespace/name" (or "name" when cluster-scoped). */
export function requestKey(req: Request): string {
  return req.namespace ? `${req.namespace}/${req.name}` : req.name;
}

/** isZeroResult reports whether r asks for nothing (no requeue, no delay). */
export function isZeroResult(r: Result | undefined): boolean {
  return !r || (!r.requeue && !(r.requeueAfter && r.requeueAfter > 0));
}
