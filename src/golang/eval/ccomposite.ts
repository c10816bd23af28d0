// Ccomposite compiles composite literals: structs through their type's constructor, arrays, slices and maps.
import { runtimeType } from "./generic";
import type * as A from "../syntax/ast";
import { under, type Type } from "../check/types";
import { Box as Box$, Slice as Slice$ } from "./values";
import { zeroFn, needsCopy, newGoMap as newGoMap$, structParts, zeroLiteral } from "./typeops";
import type { Ctx, Ev } from "./context";
import { exprTo } from "./cexpr";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const Box = Box$;
type Box = Box$;
const Slice = Slice$;
type Slice = Slice$;
const newGoMap = newGoMap$;

/** compositeLit compiles T{…} (and &T{…}: structs are their own pointers, other values get a Box). */
export function compositeLit(c: Ctx, e: A.CompositeLit): Ev {
  const implicitAddr = (e as A.CompositeLit & { implicitAddr?: boolean }).implicitAddr;
  const t = implicitAddr ? (under(e.ty!) as { elem: Type }).elem : e.ty!;
  const u = under(t);
  let ev: Ev;
  switch (u.k) {
    case "struct": {
      // Every field is set once, in declaration order (listed ones from their expressions, others zero),
      // so literals share one object shape. Element expressions still run in source order.
      const n = u.fields.length;
      const fieldEv: (Ev | null)[] = new Array(n).fill(null);
      const order: number[] = [];
      e.elts.forEach((el, i) => {
        const idx = el.kind === "KeyValueExpr" ? (el.key as A.Ident & { fieldIndex?: number }).fieldIndex! : i;
        fieldEv[idx] = exprTo(c, el.kind === "KeyValueExpr" ? el.value : el, u.fields[idx]!.type);
        order.push(idx);
      });
      // One generated function per literal: listed fields evaluated in source order into locals,
      // then the type's constructor called with every field (omitted ones as zero literals where
      // they have one), with no array, spread or call per omitted field (API types have up to 40).
      // Generated on first use: the struct's run-time toolkit needs its field types complete.
      const gen = (): Ev => {
        const { build, zeros } = structParts(u);
        const evalSrc = order.map((idx) => `const a${idx} = E[${idx}](f);`).join("\n");
        const args = u.fields.map((fl, i) => (fieldEv[i] ? `a${i}` : (zeroLiteral(fl.type) ?? `Z[${i}]()`)));
        return new Function(
          "B",
          "E",
          "Z",
          `return function structLit(f) {\n${evalSrc}\nreturn B(${args.join(", ")});\n};`,
        )(build, fieldEv, zeros) as Ev;
      };
      let lit: Ev | null = null;
      ev = (f) => (lit ??= gen())(f);
      break;
    }
    case "array":
    case "slice": {
      const elt = u.elem;
      const items: [number, Ev][] = [];
      let i = 0,
        max = 0;
      for (const el of e.elts) {
        let v = el;
        if (el.kind === "KeyValueExpr") {
          i = Number((el.key.cv as { v: bigint }).v);
          v = el.value;
        }
        items.push([i, exprTo(c, v, elt)]);
        i++;
        max = Math.max(max, i);
      }
      const len = u.k === "array" ? u.len : max;
      const z = zeroFn(elt);
      const dense = items.every(([j], k) => j === k) && items.length === len;
      const isSlice = u.k === "slice";
      ev = (f) => {
        const a = new Array(len);
        if (dense) for (let k = 0; k < len; k++) a[k] = items[k]![1](f);
        else {
          for (let k = 0; k < len; k++) a[k] = undefined;
          for (const [j, v] of items) a[j] = v(f);
          for (let k = 0; k < len; k++) if (a[k] === undefined) a[k] = z();
        }
        return isSlice ? new Slice(a, 0, len, len) : a;
      };
      break;
    }
    case "map": {
      const kvs = e.elts.map((el) => {
        const kv = el as A.KeyValueExpr;
        return [exprTo(c, kv.key, u.key), exprTo(c, kv.value, u.elem)] as [Ev, Ev];
      });
      const rt = runtimeType(c, t);
      ev = (f) => {
        const m = newGoMap(rt ? rt(f) : t);
        for (const [k, v] of kvs) m.set(k(f), v(f));
        return m;
      };
      break;
    }
    default:
      throw new Error("bad composite literal");
  }
  if (implicitAddr && !needsCopy(t)) {
    const inner = ev;
    return (f) => new Box(inner(f));
  }
  return ev;
}
