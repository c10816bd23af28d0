// Goval gathers what the lab needs to build and read Go values from TypeScript.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { loadShim } from "../golang";
export { Iface, zeroValue, jsString, goString, methodFor } from "../golang";

/** loadShimFunc returns a shim package's function (exported or not) as a JS function of Go values. */
export function loadShimFunc(path: string, name: string): (...args: any[]) => any {
  const o = loadShim(path)?.scope.names.get(name);
  if (!o?.impl) throw new Error(`shim function ${path}.${name} is missing`);
  return o.impl;
}
