// Package reflect: only DeepEqual, which reconcilers use to compare desired and current state.
import type { GoValue } from "../../../eval/values";
import type { ShimDefinition } from "../../registry";
import { type Iface, type Slice, type GoMap } from "../helpers";
import { under, identical, type Type } from "../../../check/types";
import { fieldKeys } from "../../../eval/typeops";

const source = `package reflect

// DeepEqual compares x and y all the way down: same types, and equal values element by element and
// field by field.
func DeepEqual(x, y any) bool
`;

/** deepEqual compares two values of type t as reflect.DeepEqual does (nil and empty slices/maps differ). */
export function deepEqual(t: Type, a: GoValue, b: GoValue, seen = new Set<GoValue>()): boolean {
  const u = under(t);
  switch (u.k) {
    case "interface": {
      const x = a as Iface | null,
        y = b as Iface | null;
      if (x === null || y === null) return x === y;
      return identical(x.t, y.t) && deepEqual(x.t, x.v, y.v, seen);
    }
    case "pointer": {
      if (a === b) return true;
      if (a === null || b === null) return false;
      if (seen.has(a)) return true;
      seen.add(a);
      const eu = under(u.elem);
      return eu.k === "struct" || eu.k === "array" ? deepEqual(u.elem, a, b, seen) : deepEqual(u.elem, a.v, b.v, seen);
    }
    case "struct": {
      const keys = fieldKeys(u);
      return u.fields.every((f, i) => deepEqual(f.type, a[keys[i]!], b[keys[i]!], seen));
    }
    case "array":
      return (a as GoValue[]).every((x, i) => deepEqual(u.elem, x, (b as GoValue[])[i], seen));
    case "slice": {
      const x = a as Slice | null,
        y = b as Slice | null;
      if (x === null || y === null) return x === y;
      if (x.len !== y.len) return false;
      if (x.a === y.a && x.off === y.off) return true;
      for (let i = 0; i < x.len; i++) if (!deepEqual(u.elem, x.a[x.off + i], y.a[y.off + i], seen)) return false;
      return true;
    }
    case "map": {
      const x = a as GoMap | null,
        y = b as GoMap | null;
      if (x === null || y === null) return x === y;
      if (x.size !== y.size) return false;
      if (x === y) return true;
      for (const [k, v] of x.entries()) {
        if (!y.has(k)) return false;
        if (!deepEqual(u.elem, v, y.get(k), seen)) return false;
      }
      return true;
    }
    case "func":
      return a === null && b === null;
    default:
      return a === b || (typeof a === "number" && Number.isNaN(a) && false);
  }
}

export const reflectPackage: ShimDefinition = {
  path: "reflect",
  source,
  natives: {
    DeepEqual: (x: Iface | null, y: Iface | null) => {
      if (x === null || y === null) return x === y;
      if (!identical(x.t, y.t)) return false;
      return deepEqual(x.t, x.v, y.v);
    },
  },
};
