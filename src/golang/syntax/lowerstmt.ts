// LowerStmt turns Lezer statement nodes into go/ast-like statements: blocks, simple statements, if, switch,
// type switch, for and range (labels attached to their loops and switches).
import type { SyntaxNode } from "@lezer/common";
import type * as A from "./ast";
import { PUNCT } from "./lowerbase";
import { ExprLowerer } from "./lowerexpr";

/** StmtLowerer lowers statements (declarations come from the subclass). */
export abstract class StmtLowerer extends ExprLowerer {
  abstract genDecl(n: SyntaxNode): A.GenDecl;

  block(n: SyntaxNode): A.BlockStmt {
    const list: A.Stmt[] = [];
    for (const c of this.kids(n)) {
      if (c.name === "{" || c.name === "}" || c.name === ";") continue;
      const s = this.stmt(c);
      if (s) list.push(s);
    }
    const close = n.lastChild;
    return {
      kind: "BlockStmt",
      list,
      pos: this.npos(n),
      rbrace: this.pos(close && close.name === "}" ? close.from : n.to),
    };
  }

  stmt(n: SyntaxNode): A.Stmt | null {
    const pos = this.npos(n);
    switch (n.name) {
      case "Block":
        return this.block(n);
      case "ExprStatement":
        return { kind: "ExprStmt", x: this.expr(this.sig(n)[0]!), pos };
      case "IncDecStatement": {
        const [x, op] = this.sig(n);
        return { kind: "IncDecStmt", x: this.expr(x!), inc: this.text(op!) === "++", pos };
      }
      case "Assignment": {
        const ks = this.kids(n);
        const i = ks.findIndex((k) => k.name === "=" || k.name === "UpdateOp");
        const lhs = ks
          .slice(0, i)
          .filter((k) => !PUNCT.has(k.name))
          .map((k) => this.expr(k));
        const rhs = ks
          .slice(i + 1)
          .filter((k) => !PUNCT.has(k.name))
          .map((k) => this.expr(k));
        return { kind: "AssignStmt", lhs, rhs, tok: this.text(ks[i]!), tokPos: this.npos(ks[i]!), pos };
      }
      case "VarDecl": {
        const ks = this.kids(n);
        if (ks[0]?.name === "var") return { kind: "DeclStmt", decl: this.genDecl(n), pos };
        const i = ks.findIndex((k) => k.name === ":=");
        const lhs: A.Expr[] = ks
          .slice(0, i)
          .filter((k) => k.name === "DefName")
          .map((k) => this.ident(k));
        const rhs = ks
          .slice(i + 1)
          .filter((k) => !PUNCT.has(k.name))
          .map((k) => this.expr(k));
        return { kind: "AssignStmt", lhs, rhs, tok: ":=", tokPos: this.npos(ks[i]!), pos };
      }
      case "ConstDecl":
      case "TypeDecl":
        return { kind: "DeclStmt", decl: this.genDecl(n), pos };
      case "LabeledStatement": {
        const ks = this.sig(n);
        const inner = ks[1] ? this.stmt(ks[1]) : null;
        return { kind: "LabeledStmt", label: this.ident(ks[0]!), stmt: inner ?? { kind: "EmptyStmt", pos }, pos };
      }
      case "IfStatement":
        return this.ifStmt(n);
      case "SwitchStatement":
        return this.switchStmt(n);
      case "TypeSwitchStatement":
        return this.typeSwitch(n);
      case "ForStatement":
        return this.forStmt(n);
      case "GoStatement":
        return { kind: "GoStmt", call: this.expr(this.sig(n)[1]!), pos };
      case "DeferStatement":
        return { kind: "DeferStmt", call: this.expr(this.sig(n)[1]!), pos };
      case "SelectStatement":
        return { kind: "SelectStmt", body: this.commClauses(n.getChild("SelectBlock")), pos };
      case "ReceiveStatement": {
        const ks = this.kids(n);
        const op = ks.findIndex((k) => k.name === ":=" || k.name === "=");
        const rhs = ks.slice(op + 1).find((k) => !PUNCT.has(k.name));
        const x: A.Expr = rhs ? this.expr(rhs) : { kind: "BadExpr", pos };
        if (op < 0) return { kind: "ExprStmt", x, pos };
        const lhs = ks
          .slice(0, op)
          .filter((k) => !PUNCT.has(k.name))
          .map((k) => (k.name === "DefName" ? this.ident(k) : this.expr(k)));
        return { kind: "AssignStmt", lhs, rhs: [x], tok: this.text(ks[op]!), tokPos: this.npos(ks[op]!), pos };
      }
      case "SendStatement": {
        const s = this.sig(n).filter((k) => k.name !== "<-");
        return { kind: "SendStmt", ch: this.expr(s[0]!), value: this.expr(s[1]!), pos };
      }
      case "ReturnStatement":
        return {
          kind: "ReturnStmt",
          results: this.sig(n)
            .slice(1)
            .map((k) => this.expr(k)),
          pos,
        };
      case "GotoStatement": {
        const s = this.sig(n);
        const st: A.BranchStmt = { kind: "BranchStmt", tok: this.text(s[0]!) as "break", pos };
        if (s[1]) st.label = this.ident(s[1]);
        return st;
      }
      case "FallthroughStatement":
        return { kind: "BranchStmt", tok: "fallthrough", pos };
      case ";":
        return null;
      default:
        if (n.type.isError) return { kind: "BadStmt", pos };
        if (n.type.isError || !n.type.name) return null;
        // A bare expression in statement position (Lezer wraps most in ExprStatement).
        return { kind: "ExprStmt", x: this.expr(n), pos };
    }
  }

  /** splitHeader splits a statement header at ";" tokens: [init?, rest...]. */
  protected header(ks: SyntaxNode[]): { init?: SyntaxNode; rest: SyntaxNode[] } {
    const semi = ks.findIndex((k) => k.name === ";");
    if (semi < 0) return { rest: ks.filter((k) => !PUNCT.has(k.name)) };
    const init = ks.slice(0, semi).filter((k) => !PUNCT.has(k.name))[0];
    return init
      ? { init, rest: ks.slice(semi + 1).filter((k) => !PUNCT.has(k.name)) }
      : { rest: ks.slice(semi + 1).filter((k) => !PUNCT.has(k.name)) };
  }

  ifStmt(n: SyntaxNode): A.IfStmt {
    const ks = this.kids(n).slice(1);
    const elseIdx = ks.findIndex((k) => k.name === "else");
    const head = elseIdx < 0 ? ks : ks.slice(0, elseIdx);
    const blockNode = head[head.length - 1]!;
    const { init, rest } = this.header(head.slice(0, -1));
    const st: A.IfStmt = {
      kind: "IfStmt",
      pos: this.npos(n),
      cond: rest[0] ? this.expr(rest[0]) : { kind: "BadExpr", pos: this.npos(n) },
      body:
        blockNode.name === "Block"
          ? this.block(blockNode)
          : { kind: "BlockStmt", list: [], pos: this.npos(n), rbrace: this.npos(n) },
    };
    if (init) {
      const s = this.stmt(init);
      if (s) st.init = s;
    }
    if (elseIdx >= 0 && ks[elseIdx + 1]) {
      const e = this.stmt(ks[elseIdx + 1]!);
      if (e) st.else = e;
    }
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
        cur = {
          kind: "CaseClause",
          pos: this.npos(c),
          list: isDefault ? null : ks.slice(1).map((k) => this.expr(k)),
          body: [],
        };
        void typeCase;
        out.push(cur);
      } else if (c.name !== "{" && c.name !== "}" && c.name !== ";") {
        const s = this.stmt(c);
        if (s && cur) cur.body.push(s);
      }
    }
    return out;
  }

  /** commClauses reads a SelectBlock into comm clauses (statements follow their Case node as siblings). */
  commClauses(block: SyntaxNode | null): A.CommClause[] {
    const out: A.CommClause[] = [];
    if (!block) return out;
    let cur: A.CommClause | null = null;
    for (const c of this.kids(block)) {
      if (c.name === "Case") {
        const ks = this.sig(c);
        const isDefault = ks[0] && this.text(ks[0]) === "default";
        cur = { kind: "CommClause", pos: this.npos(c), comm: isDefault || !ks[1] ? null : this.stmt(ks[1]), body: [] };
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
    if (init) {
      const s = this.stmt(init);
      if (s) st.init = s;
    }
    if (rest[0]) st.tag = this.expr(rest[0]);
    return st;
  }

  typeSwitch(n: SyntaxNode): A.TypeSwitchStmt {
    const ks = this.kids(n).slice(1);
    const blk = n.getChild("SwitchBlock");
    const dot = ks.findIndex((k) => k.name === ".");
    const head = ks.slice(0, dot);
    const semi = head.findIndex((k) => k.name === ";");
    const after = semi < 0 ? head : head.slice(semi + 1);
    const st: A.TypeSwitchStmt = {
      kind: "TypeSwitchStmt",
      pos: this.npos(n),
      body: this.clauses(blk, true),
      x: { kind: "BadExpr", pos: this.npos(n) },
    };
    if (semi >= 0) {
      const i = head.slice(0, semi).find((k) => !PUNCT.has(k.name));
      if (i) {
        const s = this.stmt(i);
        if (s) st.init = s;
      }
    }
    const def = after.find((k) => k.name === "DefName");
    if (def) st.bind = this.ident(def);
    const x = after.filter((k) => k.name !== "DefName" && !PUNCT.has(k.name))[0];
    if (x) st.x = this.expr(x);
    return st;
  }

  forStmt(n: SyntaxNode): A.ForStmt | A.RangeStmt {
    const ks = this.kids(n).slice(1);
    const blockNode = ks.find((k) => k.name === "Block");
    const body = blockNode
      ? this.block(blockNode)
      : { kind: "BlockStmt" as const, list: [], pos: this.npos(n), rbrace: this.npos(n) };
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
      const vars =
        opIdx < 0
          ? []
          : rk
              .slice(0, opIdx)
              .filter((k) => !PUNCT.has(k.name))
              .map((k) => (k.name === "DefName" ? this.ident(k) : this.expr(k)));
      const xNode = rk.slice(rk.findIndex((k) => k.name === "range") + 1).find((k) => !PUNCT.has(k.name));
      const st: A.RangeStmt = {
        kind: "RangeStmt",
        tok: opIdx < 0 ? "" : (this.text(rk[opIdx]!) as ":=" | "="),
        x: xNode ? this.expr(xNode) : { kind: "BadExpr", pos },
        body,
        pos,
      };
      if (vars[0]) st.key = vars[0];
      if (vars[1]) st.value = vars[1];
      // `for range x`, which the parser read as `for _ = range x` (parse.ts, patchRangeOnly).
      const first = rk[0];
      if (first && opIdx >= 0 && this.insertedAt(first.from)) {
        st.tok = "";
        delete st.key;
        delete st.value;
      }
      return st;
    }
    if (h.name === "ForClause") {
      const fk = this.kids(h);
      const parts: (SyntaxNode | undefined)[] = [undefined, undefined, undefined];
      let slot = 0;
      for (const k of fk) {
        if (k.name === ";") {
          slot++;
          continue;
        }
        if (!PUNCT.has(k.name)) parts[slot] = k;
      }
      const st: A.ForStmt = { kind: "ForStmt", body, pos };
      if (parts[0]) {
        const s = this.stmt(parts[0]);
        if (s) st.init = s;
      }
      if (parts[1]) st.cond = this.expr(parts[1]);
      if (parts[2]) {
        const s = this.stmt(parts[2]);
        if (s) st.post = s;
      }
      return st;
    }
    return { kind: "ForStmt", cond: this.expr(h), body, pos };
  }
}
