// Int is the bridge between Go's *big.Int and JavaScript BigInt: a big.Int struct keeps its value as
// a bigint in its one unexported field `v` (the zero Int's 0 stays the number 0), read and written
// only by the natives of math/big and the crypto packages.
import type { GoValue } from "../../../../eval/values";
import { zeroValue, nilDereference, goPanic, iface } from "../../helpers";
import { shimTypeLazy } from "../../helpers";
import { T } from "../../../../check/types";

const intType = shimTypeLazy("math/big", "Int");

/** BigObj is a big.Int struct object. */
export interface BigObj {
  v: bigint | number;
}

/** valueOf reads a *big.Int (a nil pointer panics, as Go's methods do). */
export function valueOf(x: BigObj | null): bigint {
  if (x === null) nilDereference();
  return typeof x.v === "bigint" ? x.v : BigInt(x.v);
}

/** valueOrNil reads a *big.Int that may be nil. */
export function valueOrNil(x: BigObj | null): bigint | null {
  return x === null ? null : valueOf(x);
}

/** setValue stores v into z and returns z (the receiver of the setter methods). */
export function setValue(z: BigObj | null, v: bigint): BigObj {
  if (z === null) nilDereference();
  z.v = v;
  return z;
}

/** newInt returns a new *big.Int holding v. */
export function newInt(v: bigint): GoValue {
  return setValue(zeroValue(intType()) as BigObj, v);
}

/** bigPanic panics with a string value, as math/big does ("division by zero"). */
export function bigPanic(msg: string): never {
  goPanic(iface(T.string, msg));
}
