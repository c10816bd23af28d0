/**
 * Semantic knows how to compare API values the way apimachinery's equality.Semantic does
 * (fact 84): nil and empty slices or maps are equal, metav1.Time and MicroTime compare by
 * instant, and a missing field equals its Go zero value (objects here are JSON, where Go's
 * omitempty drops zero fields).
 */

import { parseTime } from "../api/time";

/** instantOf returns the instant of an RFC 3339 UTC string in virtual ms, or undefined. */
function instantOf(s: string): number | undefined {
  if (s.length < 20 || s.charCodeAt(4) !== 45 || s[10] !== "T") return undefined;
  const t = parseTime(s);
  return Number.isNaN(t) ? undefined : t;
}

/** isZero reports whether v is the zero value of its Go type as seen through JSON. */
function isZero(v: unknown): boolean {
  if (v === undefined || v === null || v === "" || v === 0 || v === false) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === "object") return Object.keys(v).every((k) => isZero((v as Record<string, unknown>)[k]));
  return false;
}

/** deepEqual is the core of Semantic.DeepEqual. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const aNil = a === undefined || a === null;
  const bNil = b === undefined || b === null;
  if (aNil || bNil) return isZero(aNil ? b : a);
  if (typeof a === "string" && typeof b === "string") {
    const ia = instantOf(a);
    if (ia === undefined) return false;
    const ib = instantOf(b);
    return ib !== undefined && ia === ib;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (typeof a === "object" && typeof b === "object") {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    for (const k of Object.keys(ra)) if (!deepEqual(ra[k], rb[k])) return false;
    for (const k of Object.keys(rb)) if (!(k in ra) && !isZero(rb[k])) return false;
    return true;
  }
  return false;
}

/** Semantic is apimachinery's equality.Semantic: DeepEqual with the API's equalities. */
export const Semantic = {
  /** DeepEqual reports whether a and b are semantically equal (nil == empty, Time by instant). */
  DeepEqual(a: unknown, b: unknown): boolean {
    return deepEqual(a, b);
  },
};

/** deepEqualWithNilDifferentFromEmpty compares strictly: nil and empty differ, missing differs from zero. */
export function deepEqualWithNilDifferentFromEmpty(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (x !== undefined) out[k] = canonical(x);
    }
    return out;
  }
  return v;
}
