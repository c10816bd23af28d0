// Package k8s.io/apimachinery/pkg/api/equality: Semantic.DeepEqual, run by the engine's
// implementation on the values' Kubernetes JSON (fact 84).
import type { ShimDefinition } from "../../../../../registry";
import { type Iface } from "../../../../../native";
import { identical } from "../../../../../../check/types";
import { toJSON } from "../../../../convert";
import { sameValue } from "../../../../samevalue";
import { Semantic } from "../../../../../../../engine";

const equalitySource = `package equality

// Equalities names a set of comparison rules; the lab has only one, Semantic, and its
// DeepEqual compares the values as Kubernetes JSON in the engine.
type Equalities struct {
	name string
}

// Semantic can do semantic deep equality checks for api objects: nil and empty slices and maps are equal, times compare by instant.
var Semantic = Equalities{name: "semantic"}

// DeepEqual is like reflect.DeepEqual, but uses the API's equalities (nil == empty, Time by instant).
func (e Equalities) DeepEqual(a1, a2 interface{}) bool

// DeepDerivative is like DeepEqual but unset fields in a1 are ignored.
func (e Equalities) DeepDerivative(a1, a2 interface{}) bool
`;

function semanticEqual(a: Iface | null, b: Iface | null): boolean {
  if (a === null || b === null) return a === b;
  if (!identical(a.t, b.t)) return false;
  // Identical values have equal JSON: most calls compare a status with its unchanged copy.
  if (sameValue(a.t, a.v, b.v)) return true;
  return Semantic.DeepEqual(toJSON(a.t)(a.v), toJSON(b.t)(b.v));
}

function derivative(a: unknown, b: unknown): boolean {
  if (a === undefined || a === null) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => derivative(x, b[i]));
  if (typeof a === "object") {
    if (!b || typeof b !== "object") return false;
    return Object.keys(a).every((k) =>
      derivative((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return Semantic.DeepEqual(a, b);
}

/** equalityPackage is k8s.io/apimachinery/pkg/api/equality. */
export const equalityPackage: ShimDefinition = {
  path: "k8s.io/apimachinery/pkg/api/equality",
  source: equalitySource,
  natives: {
    "Equalities.DeepEqual": (_e: unknown, a: Iface | null, b: Iface | null) => semanticEqual(a, b),
    "Equalities.DeepDerivative": (_e: unknown, a: Iface | null, b: Iface | null) => {
      if (a === null || b === null) return a === b;
      if (!identical(a.t, b.t)) return false;
      if (sameValue(a.t, a.v, b.v)) return true;
      return derivative(toJSON(a.t)(a.v), toJSON(b.t)(b.v));
    },
  },
};
