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
  under,
  comparable,
  type Type,
  type FieldInfo,
  type IMethod,
  type Named,
  type Signature,
} from "./types";
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
  const t = typeInternal(c, e, scope, def);
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
      if (k !== T.invalid && under(k) !== T.invalid && !comparable(k))
        c.error(e.key.pos, `invalid map key type ${c.ts(k)}`);
      return newMap(k, v);
    }
    case "ChanType":
      if (c.opts.lab) c.error(e.pos, "channels are not supported in the lab");
      return newChan(resolveType(c, e.value, scope));
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
      c.error(e.pos, "generic types are not supported in the lab");
      return T.invalid;
    case "BadExpr":
      return T.invalid;
    default:
      c.error(e.pos, `${c.es(e)} is not a type`);
      return T.invalid;
  }
  void def;
}

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
    if (!c.opts.allowGenerics) c.error(ft.pos, "generic functions are not supported in the lab");
    const { Scope: S } = scopeMod;
    sc = new S(scope, "block");
    tparams = [];
    for (const tp of ft.typeParams) {
      const cons = resolveType(c, tp.type, scope);
      for (const n of tp.names) {
        const p = newTypeParam(n.name, cons, tparams.length);
        tparams.push(p);
        sc.insert({ kind: "type", name: n.name, type: p, pkg: c.pkg.path, pos: n.pos });
      }
    }
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
