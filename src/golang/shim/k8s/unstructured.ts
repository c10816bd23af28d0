// Unstructured objects in the client: an unstructured.Unstructured is its Object map, and its kind is
// the one that map names (apiVersion, kind), not a Go type's; an UnstructuredList names its list kind
// (FooList) and holds Unstructured items. JSON numbers decode as apimachinery's unstructured JSON
// scheme decodes them (int64 when integral, else float64; apimachinery pkg/runtime/converter.go).
import { anyType, newMap, newSlice, T, type Type } from "../../check/types";
import { Iface, Slice, newGoMap, goString, jsString, type GoMap } from "../native";
import { toJSON } from "./convert";
import type { KubeObject } from "./engine";

const PKG = "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured";
const anySlice = newSlice(anyType);
const anyMap = newMap(T.string, anyType);

/** isUnstructured reports whether t is unstructured.Unstructured (list: UnstructuredList). */
export function isUnstructured(t: Type, list = false): boolean {
  return t.k === "named" && t.pkg === PKG && t.name === (list ? "UnstructuredList" : "Unstructured");
}

/** anyValue decodes JSON into an interface{} value as the unstructured converter does. */
function anyValue(j: unknown): Iface | null {
  if (j === null || j === undefined) return null;
  if (typeof j === "boolean") return new Iface(T.bool, j);
  if (typeof j === "number") return Number.isInteger(j) ? new Iface(T.int64, j) : new Iface(T.float64, j);
  if (typeof j === "string") return new Iface(T.string, goString(j));
  if (Array.isArray(j)) {
    const a = j.map(anyValue);
    return new Iface(anySlice, new Slice(a, 0, a.length, a.length));
  }
  return new Iface(anyMap, contentOf(j as Record<string, unknown>));
}

/** contentOf is a JSON object as an Unstructured's map[string]interface{}. */
export function contentOf(j: Record<string, unknown>): GoMap {
  const m = newGoMap(anyMap);
  for (const [k, x] of Object.entries(j)) if (x !== undefined) m.set(goString(k), anyValue(x));
  return m;
}

/** objectOf is an Unstructured's map as Kubernetes JSON. */
export function objectOf(content: GoMap | null): KubeObject {
  const j = (content ? toJSON(anyMap)(content) : {}) as Record<string, unknown>;
  j.metadata = j.metadata ?? {};
  return j as unknown as KubeObject;
}

/** typeOf returns the apiVersion and kind an Unstructured's map names ("" when unset). */
export function typeOf(content: GoMap | null): { apiVersion: string; kind: string } {
  const get = (k: string) => {
    const v = content?.get(goString(k)) as Iface | null | undefined;
    return v && v.t === T.string ? jsString(v.v as string) : "";
  };
  return { apiVersion: get("apiVersion"), kind: get("kind") };
}

/** missingKind is apimachinery's error for an unstructured object without a kind (runtime.NewMissingKindErr). */
export function missingKind(content: GoMap | null): string {
  return `Object 'Kind' is missing in '${JSON.stringify(objectOf(content))}'`;
}
