// Decl checks const and var declarations: iota, implicit repetition, typed and inferred variables.
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import type { GoObject, Scope } from "./scope";
import { T, defaultType, isUntyped, under, type Type, type Named } from "./types";
import { resolveType } from "./typexpr";
import { checkExpr } from "./expr";
import { assignTo, singleValue, convertUntyped } from "./operand";
import { uninstantiated } from "./reverseinfer";

/** checkConstSpec evaluates one const spec; every name gets a constant value. */
export function checkConstSpec(c: Checker, s: A.ValueSpec, objs: GoObject[], scope: Scope): void {
  const saveScope = c.scope,
    saveIota = c.iota;
  c.scope = scope;
  c.iota = BigInt(s.iota);
  try {
    const typ = s.type ? resolveType(c, s.type, scope) : undefined;
    if (typ && typ !== T.invalid) {
      const u = under(typ);
      if (u.k !== "basic") c.error(s.type!.pos, `invalid constant type ${c.ts(typ)}`);
    }
    if (s.values.length === 0) c.error(s.names[0]!.pos, "missing init expr for const declaration");
    objs.forEach((o, i) => {
      const v = s.values[i];
      o.type = T.invalid;
      if (!v) {
        if (s.values.length && i === s.values.length)
          c.error(s.names[i]!.pos, "missing init expr for const declaration");
        return;
      }
      checkExpr(c, v);
      if (v.ty === T.invalid) return;
      if (!v.cv) {
        if (singleValue(c, v))
          c.error(
            v.pos,
            `${c.es(v)} (${v.mode === "var" ? "variable" : "value"} of type ${c.ts(v.ty!)}) is not constant`,
          );
        return;
      }
      if (typ) {
        if (!assignTo(c, v, typ, "constant declaration")) return;
        o.type = typ;
      } else o.type = v.ty!;
      o.cv = v.cv!;
    });
    if (s.values.length > objs.length && !s.implicit) c.error(s.values[objs.length]!.pos, "extra init expr");
  } finally {
    c.scope = saveScope;
    c.iota = saveIota;
  }
}

/** varTypes checks a var spec's initialisers and returns the type of each name. */
export function varTypes(
  c: Checker,
  names: A.Ident[],
  typeExpr: A.Expr | undefined,
  values: A.Expr[],
  context: string,
): Type[] {
  const typ = typeExpr ? resolveType(c, typeExpr, c.scope) : undefined;
  const n = names.length;
  if (values.length === 0) return names.map(() => typ ?? T.invalid);
  if (values.length === 1 && n > 1) {
    const v = values[0]!;
    checkExpr(c, v, typ);
    if (v.ty === T.invalid) return names.map(() => typ ?? T.invalid);
    if (v.ty?.k === "tuple") {
      if (v.ty.types.length !== n) {
        c.error(
          v.pos,
          `assignment mismatch: ${n} variable${n > 1 ? "s" : ""} but ${c.es(v)} returns ${v.ty.types.length} value${v.ty.types.length === 1 ? "" : "s"}`,
        );
        return names.map(() => typ ?? T.invalid);
      }
      return v.ty.types.map((t) => {
        if (typ && !assignableTo(c, t, typ))
          c.error(v.pos, `cannot use ${c.es(v)} value of type ${c.ts(t)} as ${c.ts(typ)} value in ${context}`);
        return typ ?? t;
      });
    }
    if ((v.mode === "mapindex" || v.mode === "commaok") && n === 2) {
      v.mode = "commaok";
      (v as A.Expr & { commaOk?: boolean }).commaOk = true;
      if (typ) assignTo(c, v, typ, context);
      return [typ ?? v.ty!, typ ?? T.bool];
    }
    c.error(v.pos, `assignment mismatch: ${n} variables but 1 value`);
    return names.map(() => typ ?? T.invalid);
  }
  if (values.length !== n) {
    for (const v of values) checkExpr(c, v, typ);
    const call = values.length === 1 && values[0]!.kind === "CallExpr";
    c.error(
      values[0]!.pos,
      `assignment mismatch: ${n} variable${n > 1 ? "s" : ""} but ${call ? c.es(values[0]!) + " returns" : ""}${values.length} value${values.length > 1 ? "s" : ""}`
        .replace("returns1", "returns 1")
        .replace(/returns(\d)/, "returns $1"),
    );
    return names.map(() => typ ?? T.invalid);
  }
  return values.map((v) => {
    checkExpr(c, v, typ);
    if (v.ty === T.invalid) return typ ?? T.invalid;
    if (n === 1 && v.ty?.k === "tuple" && v.mode !== "novalue") {
      c.error(v.pos, `assignment mismatch: 1 variable but ${c.es(v)} returns ${v.ty.types.length} values`);
      return typ ?? T.invalid;
    }
    if (!singleValue(c, v)) return typ ?? T.invalid;
    if (typ) {
      assignTo(c, v, typ, context);
      return typ;
    }
    if (v.ty!.k === "basic" && v.ty!.kind === "untyped nil") {
      c.error(v.pos, `use of untyped nil in ${context}`);
      return T.invalid;
    }
    if (uninstantiated(c, v)) return T.invalid;
    if (isUntyped(v.ty!)) convertUntyped(c, v, defaultType(v.ty!), context);
    return v.ty!;
  });
}

function assignableTo(c: Checker, v: Type, t: Type): boolean {
  void c;
  return lookupAssignable(v, t);
}
import { assignable as lookupAssignable } from "./lookup";

/** checkVarSpecGlobal types a package-level var spec. */
export function checkVarSpecGlobal(c: Checker, s: A.ValueSpec, objs: GoObject[], scope: Scope): void {
  const save = c.scope;
  c.scope = scope;
  try {
    const types = varTypes(c, s.names, s.type, s.values, "variable declaration");
    objs.forEach((o, i) => {
      o.type = types[i] ?? T.invalid;
    });
  } finally {
    c.scope = save;
  }
}

/** checkRecursiveType reports a struct or array type that contains itself by value. */
export function checkRecursiveType(c: Checker, named: Named, pos: A.Pos): void {
  const seen = new Set<Type>();
  const contains = (t: Type): boolean => {
    if (t === named) return true;
    if (seen.has(t)) return false;
    seen.add(t);
    const u = t.k === "named" ? t.underlying : t;
    if (u.k === "struct") return u.fields.some((f) => contains(f.type));
    if (u.k === "array") return contains(u.elem);
    return false;
  };
  const u = named.underlying;
  const direct = u.k === "struct" ? u.fields.some((f) => contains(f.type)) : u.k === "array" ? contains(u.elem) : false;
  if (direct) {
    c.error(pos, `invalid recursive type ${named.name}`);
    named.underlying = T.invalid;
  }
}
