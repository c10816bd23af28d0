// Goval gathers what the lab needs to build and read Go values from TypeScript.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { loadShim, shimType, zeroValue as zero } from "../golang";
export { Iface, zeroValue, jsString, goString, methodFor } from "../golang";

/** loadShimFunc returns a shim package's function (exported or not) as a JS function of Go values. */
export function loadShimFunc(path: string, name: string): (...args: any[]) => any {
  const o = loadShim(path)?.scope.names.get(name);
  if (!o?.impl) throw new Error(`shim function ${path}.${name} is missing`);
  return o.impl;
}

/** loggerContext is ctx carrying a logr.Logger, as controller-runtime hands Reconcile a context its
 * logger is in (logr.FromContext(ctx) finds it; in the lab that logger writes to the run's log). */
export function loggerContext(ctx: any): any {
  return loadShimFunc("github.com/go-logr/logr", "NewContext")(
    ctx,
    zero(shimType("github.com/go-logr/logr", "Logger")),
  );
}
