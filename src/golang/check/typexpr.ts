// Typexpr knows how to turn type expressions into Types (go/types typexpr.go).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import type { Scope, GoObject } from "./scope";
import {
  T,
  newPointer,
  newSlice,
  newArray,
  newMap,
  newStruct,
  newSignature,
  newInterface,
  newChan,
  newTypeParam,
  anyType,
  under,
  comparable,
  type Type,
  type FieldInfo,
  type IMethod,
  type Named,
  type Signature,
  type Term,
  type TypeParam,
  instantiate,
  substType,
  identical,
  typeTerms,
  comparableType,
  constraintComparable,
} from "./types";
import { missingMethod } from "./lookup";
import { checkExpr } from "./expr";
import { didYouMean } from "./suggest";
import { isExported } from "./checker";

/** lookupQualified resolves pkg.Name, marking the import used. */
export function lookupQualified(c: Checker, e: A.SelectorExpr, scope: Scope): GoObject | null | undefined {
  if (e.x.kind !== "Ident") return undefined;
  const po = scope.lookup(e.x.name);
  if (!po || po.kind !== "pkg") return undefined;
  po.used = true;
  e.x.obj = po;
  e.x.mode = "pkg";
  const pkg = po.imported;
  if (!pkg) return null; // an import the lab does not provide: already reported
  const o = pkg.scope.names.get(e.sel.name);
  if (!o || !isExported(e.sel.name)) {
    const cands = [...pkg.scope.names.keys()].filter(isExported);
    const hint = didYouMean(e.sel.name, cands);
    // A name the real package may have but the lab's stand-in lacks is said so, not blamed on the learner.
    const shim = !hint && c.opts.supportedImports().includes(pkg.path);
    c.error(
      e.sel.pos,
      `undefined: ${e.x.name}.${e.sel.name}${hint}${shim ? ` (the lab does not provide ${pkg.path}.${e.sel.name})` : ""}`,
    );
    return null;
  }
  e.sel.obj = o;
  return o;
}

/** resolveType evaluates a type expression; `def` is the named type being defined (for self-reference). */
export function resolveType(c: Checker, e: A.Expr, scope: Scope, def?: Named): Type {
  let t = typeInternal(c, e, scope, def);
  if (t.k === "named" && t.typeParams && (e.kind === "Ident" || e.kind === "SelectorExpr")) {
    c.error(e.pos, `cannot use generic type ${genericString(c, t)} without instantiation`);
    t = T.invalid;
  }
  e.ty = t;
  e.mode = "type";
  return t;
}

function typeInternal(c: Checker, e: A.Expr, scope: Scope, def?: Named): Type {
  switch (e.kind) {
    case "Ident": {
      if (e.name === "_") {
        c.error(e.pos, "cannot use _ as value or type");
        return T.invalid;
      }
      const o = scope.lookup(e.name);
      if (!o) {
        c.error(e.pos, `undefined: ${e.name}${didYouMean(e.name, typeNames(scope))}`);
        return T.invalid;
      }
      e.obj = o;
      o.used = true;
      if (o.kind !== "type") {
        c.error(e.pos, `${e.name} is not a type`);
        return T.invalid;
      }
      if (o.state === "unresolved") c.resolveObj(o);
      return o.type;
    }
    case "SelectorExpr": {
      const o = lookupQualified(c, e, scope);
      if (o === null) return T.invalid;
      if (o === undefined) {
        c.error(e.pos, `${c.es(e)} is not a type`);
        return T.invalid;
      }
      if (o.kind !== "type") {
        c.error(e.pos, `${c.es(e)} is not a type`);
        return T.invalid;
      }
      return o.type;
    }
    case "ParenExpr":
      return resolveType(c, e.x, scope, def);
    case "StarExpr":
      return newPointer(resolveType(c, e.x, scope));
    case "ArrayType": {
      const elt = resolveType(c, e.elt, scope);
      if (!e.len) return newSlice(elt);
      if (e.len === "...") {
        c.error(e.pos, "invalid use of [...] array (outside a composite literal)");
        return T.invalid;
      }
      checkExpr(c, e.len);
      const cv = e.len.cv;
      if (!cv || cv.k !== "int" || cv.v < 0n) {
        c.error(e.len.pos, `array length ${c.es(e.len)} must be a non-negative integer constant`);
        return T.invalid;
      }
      return newArray(elt, Number(cv.v));
    }
    case "MapType": {
      const k = resolveType(c, e.key, scope);
      const v = resolveType(c, e.value, scope);
      const checkKey = () => {
        if (k !== T.invalid && under(k) !== T.invalid && !comparable(k))
          c.error(
            e.key.pos,
            `invalid map key type ${c.ts(k)}${k.k === "typeparam" ? " (missing comparable constraint)" : ""}`,
          );
      };
      // In a type parameter list ([M ~map[K]V, K comparable]) K's constraint is known once the list is resolved.
      if (pendingKeyChecks && k.k === "typeparam") pendingKeyChecks.push(checkKey);
      else checkKey();
      return newMap(k, v);
    }
    case "ChanType":
      return newChan(resolveType(c, e.value, scope), e.dir);
    case "FuncType":
      return funcType(c, e, scope);
    case "StructType": {
      const fields: FieldInfo[] = [];
      const seen = new Map<string, A.Pos>();
      for (const f of e.fields) {
        const ft = resolveType(c, f.type, scope);
        const add = (name: string, pos: A.Pos, embedded: boolean) => {
          if (name !== "_" && seen.has(name)) c.error(pos, `${name} redeclared`);
          seen.set(name, pos);
          const fi: FieldInfo = { name, type: ft, embedded, exported: isExported(name) };
          if (f.tag !== undefined) fi.tag = f.tag;
          fields.push(fi);
        };
        if (f.names.length === 0) {
          let te = f.type;
          if (te.kind === "StarExpr") te = te.x;
          if (te.kind === "IndexExpr") te = te.x; // an embedded generic type, *cache[T]: the field is cache
          const name = te.kind === "SelectorExpr" ? te.sel.name : te.kind === "Ident" ? te.name : "?";
          add(name, f.pos, true);
        } else for (const n of f.names) add(n.name, n.pos, false);
      }
      return newStruct(fields);
    }
    case "InterfaceType": {
      const methods: IMethod[] = e.methods.map((m) => {
        const im: IMethod = { name: m.names[0]!.name, sig: funcType(c, m.type as A.FuncType, scope) };
        if (m.doc) im.doc = m.doc;
        return im;
      });
      const embeds = e.embeds.map((x) => resolveType(c, x, scope));
      return newInterface(methods, embeds);
    }
    case "IndexExpr":
      return instantiateExpr(c, e, scope);
    case "UnaryExpr":
    case "BinaryExpr": {
      // A union constraint, ~int | string.
      const terms = unionTerms(c, e, scope);
      if (!terms) break;
      const u = newInterface([]);
      u.terms = terms;
      return u;
    }
    case "BadExpr":
      return T.invalid;
  }
  c.error(e.pos, `${c.es(e)} is not a type`);
  return T.invalid;
  void def;
}

/** genericString renders a generic type with its type parameters and constraints: Set[T comparable]. */
export function genericString(c: Checker, t: Named): string {
  return `${t.name}[${t.typeParams!.map((p) => `${p.name} ${c.ts(p.constraint)}`).join(", ")}]`;
}

function unionTerms(c: Checker, e: A.Expr, scope: Scope): Term[] | null {
  if (e.kind === "BinaryExpr" && e.op === "|") {
    const x = unionTerms(c, e.x, scope),
      y = unionTerms(c, e.y, scope);
    return x && y ? [...x, ...y] : null;
  }
  if (e.kind === "UnaryExpr" && e.op === "~") {
    const t = resolveType(c, e.x, scope);
    if (t !== T.invalid && under(t) !== t) {
      c.error(e.pos, `invalid use of ~ (underlying type of ${c.ts(t)} is ${c.ts(under(t))})`);
      return [{ tilde: true, type: under(t) }];
    }
    return [{ tilde: true, type: t }];
  }
  if (e.kind === "UnaryExpr" || e.kind === "BinaryExpr") return null;
  const t = resolveType(c, e, scope);
  if (t.k === "interface" && t.terms) return t.terms;
  return [{ tilde: false, type: t }];
}

/** typeArgExprs lists the type arguments written in G[A] or G[A, B]. */
export function typeArgExprs(e: A.IndexExpr): A.Expr[] {
  return e.indices ?? [e.index];
}

/** instantiateExpr resolves G[A, B]: a generic type given its type arguments, checked against the constraints. */
function instantiateExpr(c: Checker, e: A.IndexExpr, scope: Scope): Type {
  const base = typeInternal(c, e.x, scope);
  e.x.ty = base;
  e.x.mode = "type";
  const args = typeArgExprs(e).map((a) => resolveType(c, a, scope));
  if (base === T.invalid) return T.invalid;
  if (base.k !== "named" || !base.typeParams) {
    c.error(e.x.pos, `${c.ts(base)} is not a generic type`);
    return T.invalid;
  }
  const tps = base.typeParams;
  if (args.length !== tps.length) {
    c.error(
      args.length < tps.length ? e.pos : typeArgExprs(e)[tps.length]!.pos,
      `${args.length < tps.length ? "not enough" : "too many"} type arguments for type ${base.name}: have ${args.length}, want ${tps.length}`,
    );
    return T.invalid;
  }
  if (args.includes(T.invalid)) return T.invalid;
  const exprs = typeArgExprs(e);
  args.forEach((a, i) => {
    const why = satisfies(c, a, tps[i]!, args);
    if (why) c.error(exprs[i]!.pos, why);
  });
  return instantiate(base, args);
}

/** satisfies checks type argument a against type parameter tp's constraint (with the other arguments
 * substituted); it gives go's message when it does not. */
export function satisfies(c: Checker, a: Type, tp: TypeParam, targs: readonly Type[]): string | null {
  if (a.k === "typeparam") return null; // checked where that parameter was bound
  const cons = substType(tp.constraint, targs);
  const cu = under(cons);
  const name = c.ts(cons);
  if (cu.k !== "interface") return null;
  const lists = typeTerms(cons);
  for (const terms of lists) {
    const ok = terms.some((x) => (x.tilde ? identical(under(a), under(x.type)) : identical(a, x.type)));
    if (!ok)
      return `${c.ts(a)} does not ${lists.length === 1 && cu.terms ? "satisfy" : "implement"} ${name} (${c.ts(a)} missing in ${terms.map((x) => (x.tilde ? "~" : "") + c.ts(x.type)).join(" | ")})`;
  }
  if (needsComparable(cons) && !comparable(a))
    return `${c.ts(a)} does not ${cons === comparableType ? "implement" : "satisfy"} comparable`;
  const missing = missingMethod(a, cu);
  if (missing) return `${c.ts(a)} does not implement ${name} ${missing}`;
  return null;
}

/** needsComparable reports whether a constraint is, or embeds, comparable. */
export const needsComparable = constraintComparable;

function typeNames(scope: Scope): string[] {
  const out: string[] = [];
  for (let s: Scope | null = scope; s; s = s.parent) for (const [k, o] of s.names) if (o.kind === "type") out.push(k);
  return out;
}

/** funcType builds a Signature from a FuncType (parameter names kept for hover and messages). */
export function funcType(c: Checker, ft: A.FuncType, scope: Scope): Signature {
  let sc = scope;
  let tparams: ReturnType<typeof newTypeParam>[] | undefined;
  if (ft.typeParams.length) {
    const { Scope: S } = scopeMod;
    sc = new S(scope, "block");
    tparams = declareTypeParams(c, ft.typeParams, sc);
  }
  const params: Type[] = [],
    names: string[] = [];
  let variadic = false;
  ft.params.forEach((f, i) => {
    let t = resolveType(c, f.type, sc);
    if (f.variadic) {
      if (i !== ft.params.length - 1 || f.names.length > 1)
        c.error(f.pos, "can only use ... with final parameter in list");
      else variadic = true;
      t = newSlice(t);
    }
    if (f.names.length === 0) {
      params.push(t);
      names.push("");
    }
    for (const n of f.names) {
      params.push(t);
      names.push(n.name);
    }
  });
  const results: Type[] = [],
    rnames: string[] = [];
  for (const f of ft.results) {
    const t = resolveType(c, f.type, sc);
    if (f.names.length === 0) {
      results.push(t);
      rnames.push("");
    }
    for (const n of f.names) {
      results.push(t);
      rnames.push(n.name);
    }
  }
  const sig = newSignature(params, results, variadic);
  sig.paramNames = names;
  if (rnames.some((n) => n)) sig.resultNames = rnames;
  if (tparams) sig.typeParams = tparams;
  return sig;
}

import * as scopeMod from "./scope";

/** declareTypeParams declares a type parameter list in scope sc (constraints may name any of the parameters). */
/** pendingKeyChecks collects, while a type parameter list resolves, the map key checks that need its constraints. */
let pendingKeyChecks: (() => void)[] | null = null;

export function declareTypeParams(c: Checker, fields: A.Field[], sc: Scope): TypeParam[] {
  const saved = pendingKeyChecks;
  pendingKeyChecks = [];
  try {
    const tparams = declareTypeParamList(c, fields, sc);
    for (const f of pendingKeyChecks) f();
    return tparams;
  } finally {
    pendingKeyChecks = saved;
  }
}

function declareTypeParamList(c: Checker, fields: A.Field[], sc: Scope): TypeParam[] {
  const tparams: TypeParam[] = [];
  for (const tp of fields)
    for (const n of tp.names) {
      const p = newTypeParam(n.name, anyType, tparams.length);
      tparams.push(p);
      if (sc.insert({ kind: "type", name: n.name, type: p, pkg: c.pkg.path, pos: n.pos }))
        c.error(n.pos, `${n.name} redeclared in this block`);
    }
  let i = 0;
  for (const tp of fields) {
    let cons = resolveType(c, tp.type, sc);
    if (cons !== T.invalid && under(cons).k !== "interface") {
      // [T int] is [T interface{ int }].
      const u = newInterface([]);
      u.terms = [{ tilde: false, type: cons }];
      cons = u;
    }
    for (const _n of tp.names) tparams[i++]!.constraint = cons === T.invalid ? anyType : cons;
  }
  return tparams;
}
