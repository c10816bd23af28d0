// DeepCopy gives API types their generated deep-copy methods (DeepCopy, DeepCopyInto,
// DeepCopyObject), as controller-gen writes them in zz_generated.deepcopy.go.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { under, newPointer, type Type, type Named } from "../../check/types";
import { Slice, LazyBytes, LazyItems, LazyMap, type GoMap, Iface, Box, newGoMap } from "../native";
import { assigner, fieldKeys, structParts } from "../../eval/typeops";
import { slot } from "./firstcall";
import { shimType } from "../registry";
import type { Native, SyntheticMethods } from "../registry";
import type * as A from "../../syntax/ast";

type Copy = (v: any) => any;
const cache = new WeakMap<Type, Copy>();

/** hasDeepCopier reports whether the deep copy of values of type t has been built (for tests). */
export const hasDeepCopier = (t: Type): boolean => cache.has(t);

/** deepCopier returns a function that deep-copies Go values of type t (new slices, maps and pointees). */
export function deepCopier(t: Type): Copy {
  let c = cache.get(t);
  if (!c) cache.set(t, (c = build(t))); // the types it reaches are built when first met (firstcall.ts)
  return c;
}

function build(t: Type): Copy {
  const u = under(t);
  switch (u.k) {
    case "struct": {
      // One constructor call per type, in declaration order; fields whose values Go copies by
      // assignment alone (strings, numbers, interfaces, funcs) are passed straight through.
      const keys = fieldKeys(u);
      const subs: Array<Copy | undefined> = [];
      u.fields.forEach((f, i) => {
        if (!copiedByValue(f.type)) slot(subs, i, cache.get(f.type), () => deepCopier(f.type));
      });
      const args = keys.map((k, i) => (subs[i] ? `S[${i}](v[${JSON.stringify(k)}])` : `v[${JSON.stringify(k)}]`));
      return new Function("B", "S", `return function structDeepCopy(v) {\nreturn B(${args.join(",\n")});\n};`)(
        structParts(u).build,
        subs,
      ) as Copy;
    }
    case "pointer": {
      const elem = u.elem;
      let inner: Copy = (v) => (inner = deepCopier(elem))(v);
      if (under(u.elem).k === "struct") return (v) => (v === null ? null : inner(v));
      return (v: Box | null) => (v === null ? null : new Box(inner(v.v)));
    }
    case "slice": {
      const elem = u.elem;
      let inner: Copy = (v) => (inner = deepCopier(elem))(v);
      return (v: Slice | null) => {
        if (v === null) return null;
        if (v instanceof LazyBytes) return v.copy(); // bytes not built yet stay so (FieldsV1.Raw)
        if (v instanceof LazyItems && v.untouched) return v.copyUntouched(); // items not converted yet stay so
        const a = new Array(v.len);
        for (let i = 0; i < v.len; i++) a[i] = inner(v.a[v.off + i]);
        return new Slice(a, 0, v.len, v.len);
      };
    }
    case "array": {
      const elem = u.elem;
      let inner: Copy = (v) => (inner = deepCopier(elem))(v);
      return (v: any[]) => v.map(inner);
    }
    case "map": {
      const elem = u.elem;
      let inner: Copy = (v) => (inner = deepCopier(elem))(v);
      return (v: GoMap | null) => {
        if (v === null) return null;
        if (v instanceof LazyMap && v.untouched) return v.copyUntouched(); // entries not converted yet stay so
        const m = newGoMap(u);
        for (const [k, x] of v.entries()) m.set(k, inner(x));
        return m;
      };
    }
    default:
      return (v) => v;
  }
}

/** copiedByValue reports whether a deep copy of t is the value itself (the default case of build). */
function copiedByValue(t: Type): boolean {
  const k = under(t).k;
  return k !== "struct" && k !== "pointer" && k !== "slice" && k !== "array" && k !== "map";
}

/** deepCopyDecls returns the Go declarations of the deep-copy methods of the named types, as controller-gen
 * would write their signatures. The shim packages do not parse this text: deepCopyMethods builds the same
 * declarations without it (core/v1 alone has 228 types); it is kept to show and test what they are. */
export function deepCopyDecls(names: string[], object: boolean): string {
  return names.map((n) => methodsText(n, object)).join("");
}

function methodsText(n: string, object: boolean): string {
  return `
// ${DOCS.DeepCopy}
func (in *${n}) DeepCopy() *${n}
// ${DOCS.DeepCopyInto}
func (in *${n}) DeepCopyInto(out *${n})
${object ? `// ${DOCS.DeepCopyObject}\nfunc (in *${n}) DeepCopyObject() runtime.Object\n` : ""}`;
}

const DOCS = {
  DeepCopy: "DeepCopy returns a deep copy.",
  DeepCopyInto: "DeepCopyInto copies in into out.",
  DeepCopyObject: "DeepCopyObject returns a deep copy as a runtime.Object.",
};

/** deepCopyMethods returns, by receiver type name, the deep-copy method declarations of the named types
 * (DeepCopyObject on objects, which needs the package to import k8s.io/apimachinery/pkg/runtime), for
 * ShimDefinition.methods: the syntax trees deepCopyDecls's text would lower to, built without parsing. */
export function deepCopyMethods(objects: string[], parts: string[]): Map<string, SyntheticMethods> {
  const out = new Map<string, SyntheticMethods>();
  const add = (n: string, object: boolean) =>
    out.set(n, {
      decls: (at) => {
        const id = (name: string): A.Ident => ({ kind: "Ident", name, pos: at });
        const ptr = (): A.StarExpr => ({ kind: "StarExpr", x: id(n), pos: at });
        const field = (names: string[], type: A.Expr): A.Field => ({ pos: at, names: names.map(id), type });
        const method = (name: keyof typeof DOCS, params: A.Field[], results: A.Field[]): A.FuncDecl => ({
          kind: "FuncDecl",
          pos: at,
          recv: field(["in"], ptr()),
          name: id(name),
          type: { kind: "FuncType", pos: at, typeParams: [], params, results },
          doc: DOCS[name],
        });
        const ds = [method("DeepCopy", [], [field([], ptr())]), method("DeepCopyInto", [field(["out"], ptr())], [])];
        if (object) {
          const obj: A.SelectorExpr = { kind: "SelectorExpr", x: id("runtime"), sel: id("Object"), pos: at };
          ds.push(method("DeepCopyObject", [], [field([], obj)]));
        }
        return ds;
      },
      source: methodsText(n, object),
    });
  for (const n of objects) add(n, true);
  for (const n of parts) add(n, false);
  return out;
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
