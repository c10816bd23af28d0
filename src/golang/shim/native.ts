// Native gathers the helpers shim implementations use to handle Go values from JS: strings (Go strings
// are byte strings), slices, maps, interface values, errors, panics and calls back into Go code.
import type { GoValue } from "../eval/values";
import { utf8Encode, utf8Decode } from "../syntax/literals";
import { Slice, GoMap, Iface, Box } from "../eval/values";
import { LazyBytes } from "../eval/lazybytes";
import { LazyItems } from "../eval/lazyitems";
import { LazyMap } from "../eval/lazymap";
import { sliceOf, sliceItems, newGoMap, zeroValue, cloner, needsCopy } from "../eval/typeops";
import { S, GoPanic, runtimeError } from "../eval/runtime";
import { methodFor, callMethod } from "../eval/methods";
import type { Type } from "../check/types";

export {
  Slice,
  LazyBytes,
  LazyItems,
  LazyMap,
  GoMap,
  Iface,
  Box,
  sliceOf,
  sliceItems,
  newGoMap,
  zeroValue,
  cloner,
  needsCopy,
  methodFor,
  callMethod,
  S,
};

/** goString converts a JS string to a Go (UTF-8 byte) string. */
export const goString = utf8Encode;
/** jsString converts a Go string to a JS string. */
export const jsString = utf8Decode;

/** iface wraps a Go value of static type t as an interface value (nil stays nil only for nil interfaces). */
export function iface(t: Type, v: GoValue): Iface {
  return new Iface(t, v);
}

/** errorMessage calls Error() on a Go error value (an interface value), or returns "<nil>". */
export function errorMessage(err: Iface | null): string {
  if (err === null) return "<nil>";
  return callMethod(err, "Error") as string;
}

/** goPanic panics in Go with a value (for shims that must panic like the real package). */
export function goPanic(value: Iface | null): never {
  throw new GoPanic(value, "", 0);
}

/** nilDereference panics as Go does on a nil pointer dereference inside a package the lab stands in for
 * (located at the learner's calling statement, as the shim has no lines of its own to show). */
export function nilDereference(): never {
  runtimeError("invalid memory address or nil pointer dereference", "", 0);
}

// regs is S bound once in this module, as compiled code binds it: run as CommonJS (tsx, the benches and
// the CLI), every read of an imported binding goes through a getter on the exporting module, and
// hostNow runs on every time.Now and status condition write.
const regs = S;

/** hostNow returns the host clock in milliseconds since the epoch (virtual time in the lab). */
export function hostNow(): number {
  const host = regs.host;
  return host.now ? host.now() : 0;
}

/** hostWrite writes text (a JS string) to the program's standard output. */
export function hostWrite(text: string): void {
  regs.host.stdout?.(text);
}

/** hostService returns an engine service the host registered under `name`. */
export function hostService<T>(name: string): T | undefined {
  return regs.host.services?.[name] as T | undefined;
}
