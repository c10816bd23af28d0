// Prepare does, when a controller is set up (the builder's Complete), the one-time work its first
// Reconcile would otherwise do: Go compiles and links the program before it runs, and
// controller-runtime's informers decode objects of the watched types when the manager starts. The
// shim bodies Reconcile can reach are compiled (../../../../prelink.ts) and the JSON converters of
// the watched types built (../../../prebuild.ts). Neither changes what a run computes, only when
// the work is done; what they leave out is still done on first use.
import type { Iface } from "../../../../native";
import type { Named } from "../../../../../check/types";
import type * as A from "../../../../../syntax/ast";
import { prelink } from "../../../../prelink";
import { prebuildConverters } from "../../../prebuild";

/** prepareController compiles what the reconciler r's Reconcile reaches and builds the converters of
 * the watched API types. */
export function prepareController(watched: readonly Named[], r: Iface | null): void {
  prebuildConverters(watched);
  prelink(reconcileDecl(r));
}

/** reconcileDecl returns the declaration of the reconciler's Reconcile method when it is Go code
 * (where the code its controller runs starts). */
function reconcileDecl(r: Iface | null): A.FuncDecl[] {
  const t = r?.t.k === "pointer" ? r.t.elem : r?.t;
  const d = t?.k === "named" ? t.methods.get("Reconcile")?.obj?.decl : undefined;
  return d ? [d] : [];
}
