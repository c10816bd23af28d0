// Ccomposite compiles composite literals: structs through their type's constructor, arrays, slices and maps.
import { runtimeType } from "./generic";
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import { under, type Type } from "../check/types";
import { Box as Box$, Slice as Slice$ } from "./values";
import { zeroFn, needsCopy, newGoMap as newGoMap$, structParts } from "./typeops";
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
      const inOrder = order.every((x, k) => k === 0 || x > order[k - 1]!);
      // The type's constructor takes every field in declaration order (omitted ones zero).
      const evs: Ev[] = fieldEv.map((fe, i) => fe ?? zeroFn(u.fields[i]!.type));
      let build: ((...v: GoValue[]) => GoValue) | null = null;
      const mk = (): ((...v: GoValue[]) => GoValue) => (build ??= structParts(u).build);
      if (!inOrder) {
        ev = (f) => {
          const vals = new Array(n);
          for (const i of order) vals[i] = evs[i]!(f);
          for (let i = 0; i < n; i++) if (!fieldEv[i]) vals[i] = evs[i]!(f);
          return mk()(...vals);
        };
        break;
      }
      const [e0, e1, e2, e3, e4, e5] = evs;
      switch (n) {
        case 0:
          ev = () => mk()();
          break;
        case 1:
          ev = (f) => mk()(e0!(f));
          break;
        case 2:
          ev = (f) => mk()(e0!(f), e1!(f));
          break;
        case 3:
          ev = (f) => mk()(e0!(f), e1!(f), e2!(f));
          break;
        case 4:
          ev = (f) => mk()(e0!(f), e1!(f), e2!(f), e3!(f));
          break;
        case 5:
          ev = (f) => mk()(e0!(f), e1!(f), e2!(f), e3!(f), e4!(f));
          break;
        case 6:
          ev = (f) => mk()(e0!(f), e1!(f), e2!(f), e3!(f), e4!(f), e5!(f));
          break;
        default:
          ev = (f) => {
            const vals = new Array(n);
            for (let i = 0; i < n; i++) vals[i] = evs[i]!(f);
            return mk()(...vals);
          };
      }
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
