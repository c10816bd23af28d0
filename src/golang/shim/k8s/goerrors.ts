// Goerrors turns engine failures into Go error values: API errors become *errors.StatusError
// (so apierrors.IsNotFound and friends work), anything else an errors.New value. It also
// stamps the current Go call site on the process's transport before an API call.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { loadShim } from "../registry";
import { goString } from "../native";
import { toJSON } from "./convert";
import type { Named } from "../../check/types";
import { lab } from "./bridge";
import type { Site } from "../../../engine";

export const APIERRORS_PATH = "k8s.io/apimachinery/pkg/api/errors";

function goFunc(path: string, name: string): (...a: any[]) => any {
  const o = loadShim(path)?.scope.names.get(name);
  if (!o?.impl) throw new Error(`shim function ${path}.${name} missing`);
  return o.impl;
}

let newErr: ((msg: string) => any) | undefined;
let newStatus: ((...a: any[]) => any) | undefined;
let addCause: ((...a: any[]) => any) | undefined;

/** goError returns errors.New(msg) as a Go error value. */
export function goError(msg: string): any {
  newErr ??= goFunc("errors", "New");
  return newErr(goString(msg));
}

/** StatusLike is the engine's metav1.Status body of an API error. */
export interface StatusLike {
  message?: string;
  reason?: string;
  code?: number;
  details?: {
    name?: string;
    group?: string;
    kind?: string;
    retryAfterSeconds?: number;
    causes?: Array<{ type?: string; message?: string; field?: string }>;
  };
}

/** toGoError converts anything the engine threw into a Go error value; ProcessCrash is rethrown. */
export function toGoError(e: unknown): any {
  if ((e as Error)?.name === "ProcessCrash") throw e;
  const st = (e as { status?: StatusLike } | null)?.status;
  if (st && typeof st === "object" && typeof st.reason === "string") {
    newStatus ??= goFunc(APIERRORS_PATH, "newStatusError");
    const d = st.details ?? {};
    const err = newStatus(
      goString(st.message ?? ""),
      goString(st.reason ?? ""),
      st.code ?? 0,
      goString(d.name ?? ""),
      goString(d.group ?? ""),
      goString(d.kind ?? ""),
      d.retryAfterSeconds ?? 0,
    );
    if (d.causes?.length) {
      addCause ??= goFunc(APIERRORS_PATH, "labAddCause");
      for (const c of d.causes)
        addCause(err, goString(c.type ?? ""), goString(c.message ?? ""), goString(c.field ?? ""));
    }
    return err;
  }
  return goError(e instanceof Error ? e.message : String(e));
}

let statusOf: ((err: any) => any) | undefined;

/** statusOfGoError returns the metav1.Status of a Go error that is (or wraps) an apierrors.APIStatus,
 * as JSON (what controller-runtime's admission handlers answer with), or undefined for any other error.
 * It runs Go (errors.As and the Status method): call it inside the process that made the error. */
export function statusOfGoError(err: any): StatusLike | undefined {
  statusOf ??= goFunc(APIERRORS_PATH, "labStatusOf");
  const [st, ok] = statusOf(err) as [unknown, boolean];
  if (!ok) return undefined;
  const t = loadShim("k8s.io/apimachinery/pkg/apis/meta/v1")!.scope.names.get("Status")!.type as Named;
  return toJSON(t)(st) as StatusLike;
}

/** callSite marks the next API requests of the running reconcile with the current Go statement. */
export function callSite(): Site | undefined {
  const run = lab();
  const site = run.site();
  const scope = run.current;
  if (scope) scope.process.mgr.transport.site = site;
  return site;
}
