// Package k8s.io/utils/ptr: To and Deref (generic), as reconcilers use them for optional fields.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import type { ShimDefinition } from "../../../registry";
import type { Type } from "../../../../check/types";
import { Box, needsCopy, cloner } from "../../../native";

const ptrSource = `package ptr

// To returns a pointer to the given value.
func To[T any](v T) *T

// Deref dereferences ptr and returns the value it points to if not nil, or else returns def.
func Deref[T any](ptr *T, def T) T

// Equal returns true if both arguments are nil or both arguments dereference to the same value.
func Equal[T comparable](a, b *T) bool {
	if (a == nil) != (b == nil) {
		return false
	}
	if a == nil {
		return true
	}
	return *a == *b
}
`;

/** ptrPackage is k8s.io/utils/ptr. */
export const ptrPackage: ShimDefinition = {
  path: "k8s.io/utils/ptr",
  source: ptrSource,
  natives: {
    To: (targs: Type[], v: unknown) => {
      const t = targs[0];
      return t && needsCopy(t) ? cloner(t)(v) : new Box(v);
    },
    Deref: (targs: Type[], p: any, def: unknown) => {
      if (p === null) return def;
      const t = targs[0];
      return t && needsCopy(t) ? cloner(t)(p) : p.v;
    },
  },
};
