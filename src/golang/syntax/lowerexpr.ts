// LowerExpr turns Lezer expression and type nodes into go/ast-like expressions: literals, operators with
// Go's precedence restored, postfix operations, composite literals, function, struct and interface types.
import type { SyntaxNode } from "@lezer/common";
import type * as A from "./ast";
import { LowerBase, LowerError, PUNCT } from "./lowerbase";

/** ExprLowerer lowers expressions and types (statements come from the subclass: function literals have bodies). */
export abstract class ExprLowerer extends LowerBase {
  abstract block(n: SyntaxNode): A.BlockStmt;

  /** signature builds a FuncType from [Parameters, (Parameters | type)?]. */
  signature(owner: SyntaxNode, parts: SyntaxNode[], tp?: SyntaxNode | null): A.FuncType {
    const ft: A.FuncType = { kind: "FuncType", pos: this.npos(owner), typeParams: [], params: [], results: [] };
    if (tp) ft.typeParams = this.typeParams(tp);
    const p = parts[0];
    if (p && p.name === "Parameters") ft.params = this.fieldList(p);
    const r = parts[1];
    if (r) {
      if (r.name === "Parameters") ft.results = this.fieldList(r);
      else ft.results = [{ pos: this.npos(r), names: [], type: this.expr(r) }];
    }
    return ft;
  }

  typeParams(n: SyntaxNode): A.Field[] {
    return n.getChildren("TypeParam").map((p) => {
      const s = this.sig(p);
      const constraint = s[s.length - 1]!;
      return { pos: this.npos(p), names: s.slice(0, -1).map((x) => this.ident(x)), type: this.expr(constraint) };
    });
  }

  fieldList(n: SyntaxNode): A.Field[] {
    const out: A.Field[] = [];
    for (const p of n.getChildren("Parameter")) {
      const ks = this.kids(p);
      const names = ks.filter((k) => k.name === "DefName").map((k) => this.ident(k));
      const variadic = ks.some((k) => k.name === "...");
      const t = ks.filter((k) => k.name !== "DefName" && !PUNCT.has(k.name));
      const tn = t[t.length - 1];
      const f: A.Field = {
        pos: this.npos(p),
        names,
        type: tn ? this.expr(tn) : { kind: "BadExpr", pos: this.npos(p) },
      };
      if (variadic) f.variadic = true;
      out.push(f);
    }
    return out;
  }

  /** expr lowers an expression or type node. */
  expr(n: SyntaxNode): A.Expr {
    const pos = this.npos(n);
    switch (n.name) {
      case "Number": {
        const t = this.text(n);
        const lit = t.endsWith("i")
          ? "IMAG"
          : /^0[xX]/.test(t)
            ? /[pP.]/.test(t)
              ? "FLOAT"
              : "INT"
            : /[.eE]/.test(t)
              ? "FLOAT"
              : "INT";
        return { kind: "BasicLit", lit, value: t, pos };
      }
      case "String":
        return { kind: "BasicLit", lit: "STRING", value: this.text(n), pos };
      case "Rune":
        return { kind: "BasicLit", lit: "CHAR", value: this.text(n), pos };
      case "Bool":
      case "Nil":
      case "VariableName":
      case "TypeName":
      case "DefName":
      case "FieldName":
      case "make":
      case "new":
      case "iota":
        return this.ident(n);
      case "QualifiedType": {
        const s = this.sig(n);
        let x: A.Expr = this.ident(s[0]!);
        for (const k of s.slice(1)) x = { kind: "SelectorExpr", x, sel: this.ident(k), pos };
        return x;
      }
      case "TypedLiteral": {
        const s = this.sig(n);
        return this.compositeLit(s[1]!, this.expr(s[0]!), pos);
      }
      case "LiteralValue":
        return this.compositeLit(n, undefined, pos);
      case "ParenthesizedExpr":
      case "ParenthesizedType":
        return { kind: "ParenExpr", x: this.expr(this.sig(n)[0]!), pos };
      case "FunctionLiteral": {
        const ks = this.kids(n);
        const body = n.getChild("Block")!;
        const type = this.signature(
          n,
          ks.slice(1).filter((k) => k.name !== "Block"),
        );
        return { kind: "FuncLit", type, body: this.block(body), pos };
      }
      case "Conversion": {
        const s = this.sig(n);
        return {
          kind: "CallExpr",
          fun: this.expr(s[0]!),
          args: s.slice(1).map((k) => this.expr(k)),
          ellipsis: false,
          pos,
          rparen: this.pos(n.to - 1),
        };
      }
      case "SelectorExpr": {
        const s = this.sig(n);
        const sel = this.ident(s[1]!);
        const p = this.pos(n.lastChild!.from, n.to);
        return postfix(this.expr(s[0]!), (x) => ({ kind: "SelectorExpr", x, sel, pos: { ...x.pos, end: p.end } }));
      }
      case "IndexExpr": {
        const s = this.sig(n);
        const index = this.expr(s[1]!);
        const p = this.pos(this.kids(n)[1]!.from, n.to);
        return postfix(this.expr(s[0]!), (x) => ({ kind: "IndexExpr", x, index, pos: { ...x.pos, end: p.end } }));
      }
      case "SliceExpr": {
        const ks = this.kids(n);
        const x = this.expr(ks[0]!);
        const parts: (A.Expr | undefined)[] = [undefined, undefined, undefined];
        let slot = 0;
        for (const k of ks.slice(2)) {
          if (k.name === ":") {
            slot++;
            continue;
          }
          if (k.name === "]") break;
          if (!PUNCT.has(k.name)) parts[slot] = this.expr(k);
        }
        const p = this.pos(ks[1]!.from, n.to);
        return postfix(x, (inner) => {
          const st: A.SliceExpr = {
            kind: "SliceExpr",
            x: inner,
            slice3: slot === 2,
            pos: { ...inner.pos, end: p.end },
          };
          if (parts[0]) st.low = parts[0];
          if (parts[1]) st.high = parts[1];
          if (parts[2]) st.max = parts[2];
          return st;
        });
      }
      case "TypeAssertion": {
        const s = this.sig(n);
        const type = this.expr(s[1]!);
        const p = this.pos(this.kids(n)[1]!.from, n.to);
        return postfix(this.expr(s[0]!), (x) => ({ kind: "TypeAssertExpr", x, type, pos: { ...x.pos, end: p.end } }));
      }
      case "CallExpr": {
        const ks = this.kids(n);
        const args = n.getChild("Arguments")!;
        const ak = this.kids(args);
        const callArgs = ak.filter((k) => !PUNCT.has(k.name)).map((k) => this.expr(k));
        const ellipsis = ak.some((k) => k.name === "...");
        const rparen = this.pos(args.to - 1);
        return postfix(this.expr(ks[0]!), (fun) => ({
          kind: "CallExpr",
          fun,
          pos: { ...fun.pos, end: pos.end },
          rparen,
          args: callArgs,
          ellipsis,
        }));
      }
      case "ParameterizedExpr":
      case "ParameterizedType": {
        // f[T] or G[K, V] — an explicit instantiation, lowered as an IndexExpr (all type arguments in indices).
        const s = this.sig(n);
        const targs = s[1] ? this.sig(s[1]).map((k) => this.expr(k)) : [];
        const ix: A.IndexExpr = {
          kind: "IndexExpr",
          x: this.expr(s[0]!),
          index: targs[0] ?? { kind: "BadExpr", pos },
          pos,
        };
        if (targs.length > 1) ix.indices = targs;
        return ix;
      }
      case "TypeElem": {
        // A union of type terms, `~int | string`, lowered as go/ast does: BinaryExpr "|" of UnaryExpr "~".
        const terms = this.sig(n)
          .filter((k) => k.name !== "LogicOp")
          .map((k) => this.expr(k));
        return terms
          .slice(1)
          .reduce<A.Expr>(
            (x, y) => ({ kind: "BinaryExpr", op: "|", x, y, opPos: y.pos, pos: { ...x.pos, end: y.pos.end } }),
            terms[0]!,
          );
      }
      case "UnderlyingType": {
        const ks = this.kids(n);
        return { kind: "UnaryExpr", op: "~", x: this.expr(ks[ks.length - 1]!), pos };
      }
      case "UnaryExp": {
        const ks = this.kids(n);
        const op = this.text(ks[0]!);
        const x = this.expr(ks[1]!);
        if (op === "*") return { kind: "StarExpr", x, pos };
        return { kind: "UnaryExpr", op, x, pos };
      }
      case "BinaryExp": {
        const ks = this.kids(n);
        return binary(this.text(ks[1]!), this.expr(ks[0]!), this.expr(ks[2]!), this.npos(ks[1]!));
      }
      case "PointerType":
        return { kind: "StarExpr", x: this.expr(this.sig(n)[this.sig(n).length - 1]!), pos };
      case "SliceType": {
        const ks = this.kids(n);
        const elt = this.expr(ks[ks.length - 1]!);
        if (ks.some((k) => k.name === "...")) return { kind: "ArrayType", len: "...", elt, pos };
        return { kind: "ArrayType", elt, pos };
      }
      case "ArrayType": {
        const s = this.sig(n);
        return { kind: "ArrayType", len: this.expr(s[0]!), elt: this.expr(s[1]!), pos };
      }
      case "MapType": {
        const s = this.sig(n).filter((k) => k.name !== "map");
        return { kind: "MapType", key: this.expr(s[0]!), value: this.expr(s[1]!), pos };
      }
      case "ChannelType": {
        const all = this.sig(n);
        const arrow = all.findIndex((k) => k.name === "<-");
        const kw = all.findIndex((k) => k.name === "chan");
        const dir = arrow < 0 ? "both" : arrow < kw ? "recv" : "send";
        const s = all.filter((k) => k.name !== "chan" && k.name !== "<-");
        return { kind: "ChanType", value: s[0] ? this.expr(s[0]) : { kind: "BadExpr", pos }, dir, pos };
      }
      case "FunctionType":
        return this.signature(n, this.kids(n).slice(1));
      case "StructType":
        return this.structType(n);
      case "InterfaceType": {
        const body = n.getChild("InterfaceBody");
        const methods: A.Field[] = [];
        const embeds: A.Expr[] = [];
        if (body)
          for (const c of this.sig(body)) {
            if (c.name === "MethodElem") {
              const ks = this.kids(c);
              const name = this.ident(ks[0]!);
              const m: A.Field = { pos: this.npos(c), names: [name], type: this.signature(c, ks.slice(1)) };
              const doc = this.docBefore(c);
              if (doc) m.doc = doc;
              methods.push(m);
            } else embeds.push(this.expr(c));
          }
        return { kind: "InterfaceType", methods, embeds, pos };
      }
      default:
        if (n.type.isError) return { kind: "BadExpr", pos };
        throw new LowerError(pos, `syntax error: unexpected ${this.text(n).slice(0, 20) || n.name}`);
    }
  }

  compositeLit(lv: SyntaxNode, type: A.Expr | undefined, pos: A.Pos): A.CompositeLit {
    const elts: A.Expr[] = [];
    for (const el of lv.getChildren("Element")) {
      const key = el.getChild("Key");
      const vals = this.sig(el).filter((k) => k.name !== "Key");
      const v = vals[0] ? this.expr(vals[0]) : ({ kind: "BadExpr", pos: this.npos(el) } as A.Expr);
      if (key) {
        const kn = this.sig(key)[0]!;
        elts.push({ kind: "KeyValueExpr", key: this.expr(kn), value: v, pos: this.npos(el) });
      } else elts.push(v);
    }
    const lit: A.CompositeLit = { kind: "CompositeLit", elts, pos, lbrace: this.npos(lv) };
    if (type) lit.type = type;
    return lit;
  }

  structType(n: SyntaxNode): A.StructType {
    const body = n.getChild("StructBody");
    const fields: A.Field[] = [];
    if (body)
      for (const fd of body.getChildren("FieldDecl")) {
        const ks = this.kids(fd);
        const tagNode = fd.getChild("String");
        const names = ks.filter((k) => k.name === "FieldName").map((k) => this.ident(k));
        const rest = ks.filter((k) => k.name !== "FieldName" && k.name !== "String" && !PUNCT.has(k.name));
        let type: A.Expr;
        if (names.length === 0) {
          // An embedded field: optional * then a type name.
          const star = ks.some((k) => k.name === "*");
          const tn = rest.filter((k) => k.name !== "*")[0]!;
          type = this.expr(tn);
          if (star) type = { kind: "StarExpr", x: type, pos: this.npos(fd) };
        } else type = rest[0] ? this.expr(rest[0]) : { kind: "BadExpr", pos: this.npos(fd) };
        const f: A.Field = { pos: this.npos(fd), names, type };
        if (tagNode) {
          const raw = this.text(tagNode);
          f.tag = raw.startsWith("`") ? raw.slice(1, -1) : (JSON.parse(raw) as string);
        }
        fields.push(f);
      }
    return { kind: "StructType", fields, pos: this.npos(n) };
  }
}

/** postfix applies a postfix operation (call, selector, index, slice, assertion) to x. @lezer/go 1.0.1 gives
 * postfix operators a lower precedence than binary and unary ones (`a + f(b)` parses as `(a + f)(b)`), so the
 * operation is pushed down to the rightmost operand, where Go's grammar puts it. Parenthesised operands are
 * ParenExprs and stay as they are. */
function postfix(x: A.Expr, build: (inner: A.Expr) => A.Expr): A.Expr {
  if (x.kind === "BinaryExpr") return { ...x, y: postfix(x.y, build) };
  if (x.kind === "UnaryExpr") return { ...x, x: postfix(x.x, build) };
  if (x.kind === "StarExpr") return { ...x, x: postfix(x.x, build) };
  return build(x);
}

const PREC: Record<string, number> = {
  "||": 1,
  "&&": 2,
  "==": 3,
  "!=": 3,
  "<": 3,
  "<=": 3,
  ">": 3,
  ">=": 3,
  "+": 4,
  "-": 4,
  "|": 4,
  "^": 4,
  "*": 5,
  "/": 5,
  "%": 5,
  "<<": 5,
  ">>": 5,
  "&": 5,
  "&^": 5,
};

/** binary builds x op y, restoring Go's precedence where the postfix workaround left a looser operator on the left
 * (an unparenthesised BinaryExpr operand always comes from the source without parentheses). */
function binary(op: string, x: A.Expr, y: A.Expr, opPos: A.Pos): A.Expr {
  if (x.kind === "BinaryExpr" && (PREC[x.op] ?? 0) < (PREC[op] ?? 0)) {
    return { ...x, y: binary(op, x.y, y, opPos) };
  }
  return { kind: "BinaryExpr", op, x, y, pos: x.pos, opPos };
}
