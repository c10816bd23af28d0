// DeepCopy gives API types their generated deep-copy methods (DeepCopy, DeepCopyInto,
// DeepCopyObject), as controller-gen writes them in zz_generated.deepcopy.go.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { under, newPointer, type Type, type Named } from "../../check/types";
import { Slice, type GoMap, Iface, Box, newGoMap } from "../native";
import { assigner, fieldKeys, zeroValue } from "../../eval/typeops";
import { shimType } from "../registry";
import type { Native } from "../registry";

type Copy = (v: any) => any;
const cache = new WeakMap<Type, Copy>();

/** deepCopier returns a function that deep-copies Go values of type t (new slices, maps and pointees). */
export function deepCopier(t: Type): Copy {
  const c = cache.get(t);
  if (c) return c;
  cache.set(t, (v) => real(v));
  const real: Copy = build(t);
  cache.set(t, real);
  return real;
}

function build(t: Type): Copy {
  const u = under(t);
  switch (u.k) {
    case "struct": {
      const keys = fieldKeys(u);
      const subs = u.fields.map((f) => deepCopier(f.type));
      return (v) => {
        const out = zeroValue(t);
        for (let i = 0; i < keys.length; i++) out[keys[i]!] = subs[i]!(v[keys[i]!]);
        return out;
      };
    }
    case "pointer": {
      const inner = deepCopier(u.elem);
      if (under(u.elem).k === "struct") return (v) => (v === null ? null : inner(v));
      return (v: Box | null) => (v === null ? null : new Box(inner(v.v)));
    }
    case "slice": {
      const inner = deepCopier(u.elem);
      return (v: Slice | null) => {
        if (v === null) return null;
        const a = new Array(v.len);
        for (let i = 0; i < v.len; i++) a[i] = inner(v.a[v.off + i]);
        return new Slice(a, 0, v.len, v.len);
      };
    }
    case "array": {
      const inner = deepCopier(u.elem);
      return (v: any[]) => v.map(inner);
    }
    case "map": {
      const inner = deepCopier(u.elem);
      return (v: GoMap | null) => {
        if (v === null) return null;
        const m = newGoMap(u);
        for (const [k, x] of v.entries()) m.set(k, inner(x));
        return m;
      };
    }
    default:
      return (v) => v;
  }
}

/** deepCopyDecls returns the Go declarations of the deep-copy methods of the named types. */
export function deepCopyDecls(names: string[], object: boolean): string {
  return names
    .map(
      (n) => `
// DeepCopy returns a deep copy.
func (in *${n}) DeepCopy() *${n}
// DeepCopyInto copies in into out.
func (in *${n}) DeepCopyInto(out *${n})
${
  object
    ? `// DeepCopyObject returns a deep copy as a runtime.Object.
func (in *${n}) DeepCopyObject() runtime.Object
`
    : ""
}`,
    )
    .join("");
}

/** deepCopyNatives implements the methods deepCopyDecls declares. */
export function deepCopyNatives(path: string, names: string[], object: boolean): Record<string, Native> {
  const out: Record<string, Native> = {};
  for (const n of names) {
    let t: Named | undefined;
    const T = () => (t ??= shimType(path, n));
    out[`${n}.DeepCopy`] = (v: any) => (v === null ? null : deepCopier(T())(v));
    out[`${n}.DeepCopyInto`] = (v: any, dst: any) => assigner(T())(dst, deepCopier(T())(v));
    if (object)
      out[`${n}.DeepCopyObject`] = (v: any) => (v === null ? null : new Iface(newPointer(T()), deepCopier(T())(v)));
  }
  return out;
}

const ACCESSORS: Array<[string, string, string]> = [
  ["GetNamespace", "", "string"],
  ["SetNamespace", "namespace string", ""],
  ["GetName", "", "string"],
  ["SetName", "name string", ""],
  ["GetGenerateName", "", "string"],
  ["SetGenerateName", "name string", ""],
  ["GetUID", "", "types.UID"],
  ["SetUID", "uid types.UID", ""],
  ["GetResourceVersion", "", "string"],
  ["SetResourceVersion", "version string", ""],
  ["GetGeneration", "", "int64"],
  ["SetGeneration", "generation int64", ""],
  ["GetCreationTimestamp", "", "metav1.Time"],
  ["GetDeletionTimestamp", "", "*metav1.Time"],
  ["SetDeletionTimestamp", "timestamp *metav1.Time", ""],
  ["GetLabels", "", "map[string]string"],
  ["SetLabels", "labels map[string]string", ""],
  ["GetAnnotations", "", "map[string]string"],
  ["SetAnnotations", "annotations map[string]string", ""],
  ["GetFinalizers", "", "[]string"],
  ["SetFinalizers", "finalizers []string", ""],
  ["GetOwnerReferences", "", "[]metav1.OwnerReference"],
  ["SetOwnerReferences", "references []metav1.OwnerReference", ""],
];

/** accessorDecls declares, on each object type, the metav1.Object accessors and GetObjectKind by forwarding to the embedded ObjectMeta and TypeMeta. */
export function accessorDecls(objects: string[], lists: string[]): string {
  const out: string[] = [];
  for (const n of objects) {
    for (const [name, params, result] of ACCESSORS) {
      const arg = params ? params.split(" ")[0] : "";
      out.push(`// ${name} is the metav1.Object accessor.`);
      out.push(
        `func (in *${n}) ${name}(${params}) ${result} { ${result ? "return " : ""}in.ObjectMeta.${name}(${arg}) }`,
      );
    }
    out.push(`// GetObjectKind returns the embedded TypeMeta.`);
    out.push(`func (in *${n}) GetObjectKind() schema.ObjectKind { return &in.TypeMeta }`);
  }
  for (const n of lists) {
    out.push(`// GetResourceVersion returns the list's resourceVersion.`);
    out.push(`func (in *${n}) GetResourceVersion() string { return in.ListMeta.ResourceVersion }`);
    out.push(`// GetContinue returns the continue token of a paginated list.`);
    out.push(`func (in *${n}) GetContinue() string { return in.ListMeta.Continue }`);
    out.push(`// GetObjectKind returns the embedded TypeMeta, which reads and sets apiVersion and kind.`);
    out.push(`func (in *${n}) GetObjectKind() schema.ObjectKind { return &in.TypeMeta }`);
  }
  return "\n" + out.join("\n") + "\n";
}
