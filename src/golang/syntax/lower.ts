// Lower knows how to turn a Lezer Go tree into the typed AST of ast.ts (go/ast's node names).
import type { SyntaxNode, Tree } from "@lezer/common";
import type * as A from "./ast";

const PUNCT = new Set(["(", ")", "{", "}", "[", "]", ",", ";", ":", ".", "...", "=", ":=", "LineComment", "BlockComment"]);

/** LowerError is thrown for a construct the lowering cannot represent; the parser reports it as a syntax error. */
export class LowerError {
  constructor(readonly pos: A.Pos, readonly message: string) {}
}

/** Lowerer holds one file's text and line table while lowering. */
export class Lowerer {
  private lineStarts: number[] = [0];
  constructor(readonly file: string, readonly src: string) {
    for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  /** pos converts an offset to a 1-based line/column position. */
  pos(off: number, end = off): A.Pos {
    const ls = this.lineStarts;
    let lo = 0, hi = ls.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ls[mid]! <= off) lo = mid; else hi = mid - 1;
    }
    return { file: this.file, line: lo + 1, col: off - ls[lo]! + 1, off, end };
  }
  npos(n: SyntaxNode): A.Pos { return this.pos(n.from, n.to); }
  text(n: SyntaxNode): string { return this.src.slice(n.from, n.to); }

  /** kids returns the children of n, without comments. */
  kids(n: SyntaxNode): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    for (let c = n.firstChild; c; c = c.nextSibling) if (c.name !== "LineComment" && c.name !== "BlockComment") out.push(c);
    return out;
  }
  /** sig returns the significant children of n (no punctuation, no comments). */
  sig(n: SyntaxNode): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    for (let c = n.firstChild; c; c = c.nextSibling) if (!PUNCT.has(c.name)) out.push(c);
    return out;
  }

  /** docBefore returns the // comment lines directly above node n, joined. */
  docBefore(n: SyntaxNode): string | undefined {
    const lines: string[] = [];
    let p = n.prevSibling;
    let expectLine = this.pos(n.from).line - 1;
    while (p && p.name === "LineComment") {
      const l = this.pos(p.from).line;
      if (l !== expectLine) break;
      lines.unshift(this.text(p).replace(/^\/\/ ?/, ""));
      expectLine--;
      p = p.prevSibling;
    }
    return lines.length ? lines.join(" ") : undefined;
  }

  lowerFile(tree: Tree): A.File {
    const top = tree.topNode;
    let pkgName: A.Ident = { kind: "Ident", name: "", pos: this.pos(0) };
    const imports: A.ImportSpec[] = [];
    const decls: A.Decl[] = [];
    for (const c of this.kids(top)) {
      switch (c.name) {
        case "PackageClause": {
          const d = c.getChild("DefName");
          if (d) pkgName = this.ident(d);
          break;
        }
        case "ImportDecl": {
          const specs: A.ImportSpec[] = [];
          for (const s of this.specs(c, "ImportSpec")) {
            const str = s.getChild("String");
            const nm = s.getChild("DefName");
            const dot = this.kids(s).find((k) => k.name === ".");
            if (!str) continue;
            const raw = this.text(str);
            const spec: A.ImportSpec = { pos: this.npos(s), path: raw.slice(1, -1), pathPos: this.npos(str) };
            if (nm) spec.name = this.ident(nm);
            else if (dot) spec.name = { kind: "Ident", name: ".", pos: this.npos(dot) };
            specs.push(spec);
            imports.push(spec);
          }
          decls.push({ kind: "GenDecl", tok: "import", specs, pos: this.npos(c) });
          break;
        }
        case "FunctionDecl": case "MethodDecl": decls.push(this.funcDecl(c)); break;
        case "ConstDecl": case "VarDecl": case "TypeDecl": {
          const d = this.genDecl(c);
          const doc = this.docBefore(c);
          if (doc) for (const s of d.specs) if (!("path" in s) && !s.doc) s.doc = doc;
          decls.push(d);
          break;
        }
        case ";": break;
        default:
          if (c.type.isError) break;
          throw new LowerError(this.npos(c), "syntax error: non-declaration statement outside function body");
      }
    }
    return { kind: "File", name: this.file, pkgName, imports, decls, source: this.src };
  }

  specs(decl: SyntaxNode, name: string): SyntaxNode[] {
    const list = decl.getChild("SpecList");
    return list ? list.getChildren(name) : decl.getChildren(name);
  }

  ident(n: SyntaxNode): A.Ident { return { kind: "Ident", name: this.text(n), pos: this.npos(n) }; }

  funcDecl(n: SyntaxNode): A.FuncDecl {
    const ks = this.kids(n);
    const params = ks.filter((k) => k.name === "Parameters");
    let recv: A.Field | undefined;
    let nameNode: SyntaxNode | undefined;
    let sigStart = 0;
    if (n.name === "MethodDecl") {
      const rl = this.fieldList(params[0]!);
      recv = rl[0] ?? { pos: this.npos(params[0]!), names: [], type: { kind: "BadExpr", pos: this.npos(params[0]!) } };
      nameNode = n.getChild("FieldName") ?? undefined;
      sigStart = ks.indexOf(params[0]!) + 2;
    } else {
      nameNode = n.getChild("DefName") ?? undefined;
      sigStart = ks.findIndex((k) => k.name === "Parameters");
    }
    const tp = n.getChild("TypeParams");
    const type = this.signature(n, ks.slice(sigStart).filter((k) => k.name !== "Block"), tp);
    const body = n.getChild("Block");
    const d: A.FuncDecl = {
      kind: "FuncDecl", pos: this.npos(n), type,
      name: nameNode ? this.ident(nameNode) : { kind: "Ident", name: "_", pos: this.npos(n) },
    };
    if (recv) d.recv = recv;
    if (body) d.body = this.block(body);
    const doc = this.docBefore(n);
    if (doc) d.doc = doc;
    return d;
  }

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
      const f: A.Field = { pos: this.npos(p), names, type: tn ? this.expr(tn) : { kind: "BadExpr", pos: this.npos(p) } };
      if (variadic) f.variadic = true;
      out.push(f);
    }
    return out;
  }

  genDecl(n: SyntaxNode): A.GenDecl {
    const tok = n.name === "ConstDecl" ? "const" : n.name === "VarDecl" ? "var" : "type";
    const specName = tok === "const" ? "ConstSpec" : tok === "var" ? "VarSpec" : "TypeSpec";
    const specs: (A.ValueSpec | A.TypeSpec)[] = [];
    let iota = 0;
    let last: A.ValueSpec | undefined;
    for (const s of this.specs(n, specName)) {
      if (tok === "type") {
        const ks = this.kids(s);
        const name = s.getChild("DefName")!;
        const tp = s.getChild("TypeParams");
        const rest = ks.filter((k) => k.name !== "DefName" && k.name !== "TypeParams" && !PUNCT.has(k.name));
        const ts: A.TypeSpec = {
          pos: this.npos(s), name: this.ident(name), assign: ks.some((k) => k.name === "="),
          typeParams: tp ? this.typeParams(tp) : [],
          type: rest[0] ? this.expr(rest[0]) : { kind: "BadExpr", pos: this.npos(s) },
        };
        const doc = this.docBefore(s);
        if (doc) ts.doc = doc;
        specs.push(ts);
        continue;
      }
      const ks = this.kids(s);
      const eq = ks.findIndex((k) => k.name === "=");
      const before = eq < 0 ? ks : ks.slice(0, eq);
      const names = before.filter((k) => k.name === "DefName").map((k) => this.ident(k));
      const typeNode = before.filter((k) => k.name !== "DefName" && !PUNCT.has(k.name))[0];
      const values = eq < 0 ? [] : ks.slice(eq + 1).filter((k) => !PUNCT.has(k.name)).map((k) => this.expr(k));
      const vs: A.ValueSpec = { pos: this.npos(s), names, values, iota, implicit: false };
      if (typeNode) vs.type = this.expr(typeNode);
      if (tok === "const" && eq < 0 && !typeNode && last) {
        // An omitted constant expression list repeats the previous one.
        vs.values = last.values;
        if (last.type) vs.type = last.type;
        vs.implicit = true;
      } else if (tok === "const") last = vs;
      const doc = this.docBefore(s);
      if (doc) vs.doc = doc;
      specs.push(vs);
      iota++;
    }
    return { kind: "GenDecl", tok, specs, pos: this.npos(n) };
  }

  block(n: SyntaxNode): A.BlockStmt {
    const list: A.Stmt[] = [];
    for (const c of this.kids(n)) {
      if (c.name === "{" || c.name === "}" || c.name === ";") continue;
      const s = this.stmt(c);
      if (s) list.push(s);
    }
    const close = n.lastChild;
    return { kind: "BlockStmt", list, pos: this.npos(n), rbrace: this.pos(close && close.name === "}" ? close.from : n.to) };
  }

  stmt(n: SyntaxNode): A.Stmt | null {
    const pos = this.npos(n);
    switch (n.name) {
      case "Block": return this.block(n);
      case "ExprStatement": return { kind: "ExprStmt", x: this.expr(this.sig(n)[0]!), pos };
      case "IncDecStatement": {
        const [x, op] = this.sig(n);
        return { kind: "IncDecStmt", x: this.expr(x!), inc: this.text(op!) === "++", pos };
      }
      case "Assignment": {
        const ks = this.kids(n);
        const i = ks.findIndex((k) => k.name === "=" || k.name === "UpdateOp");
        const lhs = ks.slice(0, i).filter((k) => !PUNCT.has(k.name)).map((k) => this.expr(k));
        const rhs = ks.slice(i + 1).filter((k) => !PUNCT.has(k.name)).map((k) => this.expr(k));
        return { kind: "AssignStmt", lhs, rhs, tok: this.text(ks[i]!), tokPos: this.npos(ks[i]!), pos };
      }
      case "VarDecl": {
        const ks = this.kids(n);
        if (ks[0]?.name === "var") return { kind: "DeclStmt", decl: this.genDecl(n), pos };
        const i = ks.findIndex((k) => k.name === ":=");
        const lhs: A.Expr[] = ks.slice(0, i).filter((k) => k.name === "DefName").map((k) => this.ident(k));
        const rhs = ks.slice(i + 1).filter((k) => !PUNCT.has(k.name)).map((k) => this.expr(k));
        return { kind: "AssignStmt", lhs, rhs, tok: ":=", tokPos: this.npos(ks[i]!), pos };
      }
      case "ConstDecl": case "TypeDecl": return { kind: "DeclStmt", decl: this.genDecl(n), pos };
      case "LabeledStatement": {
        const ks = this.sig(n);
        const inner = ks[1] ? this.stmt(ks[1]) : null;
        return { kind: "LabeledStmt", label: this.ident(ks[0]!), stmt: inner ?? { kind: "EmptyStmt", pos }, pos };
      }
      case "IfStatement": return this.ifStmt(n);
      case "SwitchStatement": return this.switchStmt(n);
      case "TypeSwitchStatement": return this.typeSwitch(n);
      case "ForStatement": return this.forStmt(n);
      case "GoStatement": return { kind: "GoStmt", call: this.expr(this.sig(n)[1]!), pos };
      case "DeferStatement": return { kind: "DeferStmt", call: this.expr(this.sig(n)[1]!), pos };
      case "SelectStatement": return { kind: "SelectStmt", pos };
      case "SendStatement": {
        const s = this.sig(n).filter((k) => k.name !== "<-");
        return { kind: "SendStmt", ch: this.expr(s[0]!), value: this.expr(s[1]!), pos };
      }
      case "ReturnStatement": return { kind: "ReturnStmt", results: this.sig(n).slice(1).map((k) => this.expr(k)), pos };
      case "GotoStatement": {
        const s = this.sig(n);
        const st: A.BranchStmt = { kind: "BranchStmt", tok: this.text(s[0]!) as "break", pos };
        if (s[1]) st.label = this.ident(s[1]);
        return st;
      }
      case "FallthroughStatement": return { kind: "BranchStmt", tok: "fallthrough", pos };
      case ";": return null;
      default:
        if (n.type.isError) return { kind: "BadStmt", pos };
        if (n.type.isError || !n.type.name) return null;
        // A bare expression in statement position (Lezer wraps most in ExprStatement).
        return { kind: "ExprStmt", x: this.expr(n), pos };
    }
  }

  /** splitHeader splits a statement header at ";" tokens: [init?, rest...]. */
  private header(ks: SyntaxNode[]): { init?: SyntaxNode; rest: SyntaxNode[] } {
    const semi = ks.findIndex((k) => k.name === ";");
    if (semi < 0) return { rest: ks.filter((k) => !PUNCT.has(k.name)) };
    const init = ks.slice(0, semi).filter((k) => !PUNCT.has(k.name))[0];
    return init ? { init, rest: ks.slice(semi + 1).filter((k) => !PUNCT.has(k.name)) } : { rest: ks.slice(semi + 1).filter((k) => !PUNCT.has(k.name)) };
  }

  ifStmt(n: SyntaxNode): A.IfStmt {
    const ks = this.kids(n).slice(1);
    const elseIdx = ks.findIndex((k) => k.name === "else");
    const head = elseIdx < 0 ? ks : ks.slice(0, elseIdx);
    const blockNode = head[head.length - 1]!;
    const { init, rest } = this.header(head.slice(0, -1));
    const st: A.IfStmt = {
      kind: "IfStmt", pos: this.npos(n),
      cond: rest[0] ? this.expr(rest[0]) : { kind: "BadExpr", pos: this.npos(n) },
      body: blockNode.name === "Block" ? this.block(blockNode) : { kind: "BlockStmt", list: [], pos: this.npos(n), rbrace: this.npos(n) },
    };
    if (init) { const s = this.stmt(init); if (s) st.init = s; }
    if (elseIdx >= 0 && ks[elseIdx + 1]) { const e = this.stmt(ks[elseIdx + 1]!); if (e) st.else = e; }
    return st;
  }

  /** clauses reads a SwitchBlock into case clauses (statements follow their Case node as siblings). */
  clauses(block: SyntaxNode | null, typeCase: boolean): A.CaseClause[] {
    const out: A.CaseClause[] = [];
    if (!block) return out;
    let cur: A.CaseClause | null = null;
    for (const c of this.kids(block)) {
      if (c.name === "Case") {
        const ks = this.sig(c);
        const isDefault = ks[0] && this.text(ks[0]) === "default";
        cur = { kind: "CaseClause", pos: this.npos(c), list: isDefault ? null : ks.slice(1).map((k) => this.expr(k)), body: [] };
        void typeCase;
        out.push(cur);
      } else if (c.name !== "{" && c.name !== "}" && c.name !== ";") {
        const s = this.stmt(c);
        if (s && cur) cur.body.push(s);
      }
    }
    return out;
  }

  switchStmt(n: SyntaxNode): A.SwitchStmt {
    const ks = this.kids(n).slice(1);
    const blk = n.getChild("SwitchBlock");
    const { init, rest } = this.header(ks.filter((k) => k.name !== "SwitchBlock"));
    const st: A.SwitchStmt = { kind: "SwitchStmt", pos: this.npos(n), body: this.clauses(blk, false) };
    if (init) { const s = this.stmt(init); if (s) st.init = s; }
    if (rest[0]) st.tag = this.expr(rest[0]);
    return st;
  }

  typeSwitch(n: SyntaxNode): A.TypeSwitchStmt {
    const ks = this.kids(n).slice(1);
    const blk = n.getChild("SwitchBlock");
    const dot = ks.findIndex((k) => k.name === "." );
    const head = ks.slice(0, dot);
    const semi = head.findIndex((k) => k.name === ";");
    const after = semi < 0 ? head : head.slice(semi + 1);
    const st: A.TypeSwitchStmt = {
      kind: "TypeSwitchStmt", pos: this.npos(n), body: this.clauses(blk, true),
      x: { kind: "BadExpr", pos: this.npos(n) },
    };
    if (semi >= 0) { const i = head.slice(0, semi).find((k) => !PUNCT.has(k.name)); if (i) { const s = this.stmt(i); if (s) st.init = s; } }
    const def = after.find((k) => k.name === "DefName");
    if (def) st.bind = this.ident(def);
    const x = after.filter((k) => k.name !== "DefName" && !PUNCT.has(k.name))[0];
    if (x) st.x = this.expr(x);
    return st;
  }

  forStmt(n: SyntaxNode): A.ForStmt | A.RangeStmt {
    const ks = this.kids(n).slice(1);
    const blockNode = ks.find((k) => k.name === "Block");
    const body = blockNode ? this.block(blockNode) : { kind: "BlockStmt" as const, list: [], pos: this.npos(n), rbrace: this.npos(n) };
    const head = ks.filter((k) => k !== blockNode);
    const pos = this.npos(n);
    // `for range x` is not in the Lezer grammar: it parses as an error node holding `range`, then x.
    if (head[0] && head[0].type.isError && this.text(head[0]).trim() === "range" && head[1]) {
      return { kind: "RangeStmt", tok: "", x: this.expr(head[1]), body, pos };
    }
    const h = head[0];
    if (!h) return { kind: "ForStmt", body, pos };
    if (h.name === "RangeClause") {
      const rk = this.kids(h);
      const opIdx = rk.findIndex((k) => k.name === ":=" || k.name === "=");
      const vars = opIdx < 0 ? [] : rk.slice(0, opIdx).filter((k) => !PUNCT.has(k.name)).map((k) => (k.name === "DefName" ? this.ident(k) : this.expr(k)));
      const xNode = rk.slice(rk.findIndex((k) => k.name === "range") + 1).find((k) => !PUNCT.has(k.name));
      const st: A.RangeStmt = {
        kind: "RangeStmt", tok: opIdx < 0 ? "" : (this.text(rk[opIdx]!) as ":=" | "="),
        x: xNode ? this.expr(xNode) : { kind: "BadExpr", pos }, body, pos,
      };
      if (vars[0]) st.key = vars[0];
      if (vars[1]) st.value = vars[1];
      return st;
    }
    if (h.name === "ForClause") {
      const fk = this.kids(h);
      const parts: (SyntaxNode | undefined)[] = [undefined, undefined, undefined];
      let slot = 0;
      for (const k of fk) {
        if (k.name === ";") { slot++; continue; }
        if (!PUNCT.has(k.name)) parts[slot] = k;
      }
      const st: A.ForStmt = { kind: "ForStmt", body, pos };
      if (parts[0]) { const s = this.stmt(parts[0]); if (s) st.init = s; }
      if (parts[1]) st.cond = this.expr(parts[1]);
      if (parts[2]) { const s = this.stmt(parts[2]); if (s) st.post = s; }
      return st;
    }
    return { kind: "ForStmt", cond: this.expr(h), body, pos };
  }

  /** expr lowers an expression or type node. */
  expr(n: SyntaxNode): A.Expr {
    const pos = this.npos(n);
    switch (n.name) {
      case "Number": {
        const t = this.text(n);
        const lit = t.endsWith("i") ? "IMAG" : /^0[xX]/.test(t) ? (/[pP.]/.test(t) ? "FLOAT" : "INT") : /[.eE]/.test(t) ? "FLOAT" : "INT";
        return { kind: "BasicLit", lit, value: t, pos };
      }
      case "String": return { kind: "BasicLit", lit: "STRING", value: this.text(n), pos };
      case "Rune": return { kind: "BasicLit", lit: "CHAR", value: this.text(n), pos };
      case "Bool": case "Nil": case "VariableName": case "TypeName": case "DefName": case "FieldName":
      case "make": case "new": case "iota":
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
      case "LiteralValue": return this.compositeLit(n, undefined, pos);
      case "ParenthesizedExpr": case "ParenthesizedType": return { kind: "ParenExpr", x: this.expr(this.sig(n)[0]!), pos };
      case "FunctionLiteral": {
        const ks = this.kids(n);
        const body = n.getChild("Block")!;
        const type = this.signature(n, ks.slice(1).filter((k) => k.name !== "Block"));
        return { kind: "FuncLit", type, body: this.block(body), pos };
      }
      case "Conversion": {
        const s = this.sig(n);
        return { kind: "CallExpr", fun: this.expr(s[0]!), args: s.slice(1).map((k) => this.expr(k)), ellipsis: false, pos, rparen: this.pos(n.to - 1) };
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
          if (k.name === ":") { slot++; continue; }
          if (k.name === "]") break;
          if (!PUNCT.has(k.name)) parts[slot] = this.expr(k);
        }
        const p = this.pos(ks[1]!.from, n.to);
        return postfix(x, (inner) => {
          const st: A.SliceExpr = { kind: "SliceExpr", x: inner, slice3: slot === 2, pos: { ...inner.pos, end: p.end } };
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
        return postfix(this.expr(ks[0]!), (fun) => ({ kind: "CallExpr", fun, pos: { ...fun.pos, end: pos.end }, rparen, args: callArgs, ellipsis }));
      }
      case "ParameterizedExpr": {
        // f[T] — an explicit instantiation: keep the base expression; type args are lowered as an IndexExpr.
        const s = this.sig(n);
        const targs = s[1] ? this.sig(s[1]).map((k) => this.expr(k)) : [];
        return { kind: "IndexExpr", x: this.expr(s[0]!), index: targs[0] ?? { kind: "BadExpr", pos }, pos };
      }
      case "ParameterizedType": {
        const s = this.sig(n);
        const targs = s[1] ? this.sig(s[1]).map((k) => this.expr(k)) : [];
        return { kind: "IndexExpr", x: this.expr(s[0]!), index: targs[0] ?? { kind: "BadExpr", pos }, pos };
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
      case "PointerType": return { kind: "StarExpr", x: this.expr(this.sig(n)[this.sig(n).length - 1]!), pos };
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
        const s = this.sig(n).filter((k) => k.name !== "chan" && k.name !== "<-");
        return { kind: "ChanType", value: s[0] ? this.expr(s[0]) : { kind: "BadExpr", pos }, pos };
      }
      case "FunctionType": return this.signature(n, this.kids(n).slice(1));
      case "StructType": return this.structType(n);
      case "InterfaceType": {
        const body = n.getChild("InterfaceBody");
        const methods: A.Field[] = [];
        const embeds: A.Expr[] = [];
        if (body) for (const c of this.sig(body)) {
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
    if (body) for (const fd of body.getChildren("FieldDecl")) {
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
        f.tag = raw.startsWith("`") ? raw.slice(1, -1) : JSON.parse(raw) as string;
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

const PREC: Record<string, number> = { "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "+": 4, "-": 4, "|": 4, "^": 4, "*": 5, "/": 5, "%": 5, "<<": 5, ">>": 5, "&": 5, "&^": 5 };

/** binary builds x op y, restoring Go's precedence where the postfix workaround left a looser operator on the left
 * (an unparenthesised BinaryExpr operand always comes from the source without parentheses). */
function binary(op: string, x: A.Expr, y: A.Expr, opPos: A.Pos): A.Expr {
  if (x.kind === "BinaryExpr" && (PREC[x.op] ?? 0) < (PREC[op] ?? 0)) {
    return { ...x, y: binary(op, x.y, y, opPos) };
  }
  return { kind: "BinaryExpr", op, x, y, pos: x.pos, opPos };
}
