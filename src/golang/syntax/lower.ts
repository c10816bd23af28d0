// Lower knows how to turn a Lezer Go tree into the typed AST of ast.ts (go/ast's node names).
import type { SyntaxNode, Tree } from "@lezer/common";
import type * as A from "./ast";
import { StmtLowerer } from "./lowerstmt";
import { PUNCT, LowerError } from "./lowerbase";

export { LowerError };

/** Lowerer lowers one file: the package clause, imports and declarations (statements and expressions in
 * lowerstmt.ts and lowerexpr.ts). */
export class Lowerer extends StmtLowerer {
  lowerFile(tree: Tree): A.File {
    return this.lowerNodes(this.kids(tree.topNode));
  }

  /** lowerNodes lowers some of a file's top-level nodes (the package clause among them) as a file. */
  lowerNodes(nodes: readonly SyntaxNode[]): A.File {
    let pkgName: A.Ident = { kind: "Ident", name: "", pos: this.pos(0) };
    const imports: A.ImportSpec[] = [];
    const decls: A.Decl[] = [];
    for (const c of nodes) {
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
        case "FunctionDecl":
        case "MethodDecl":
          decls.push(this.funcDecl(c));
          break;
        case "ConstDecl":
        case "VarDecl":
        case "TypeDecl": {
          const d = this.genDecl(c);
          const doc = this.docBefore(c);
          if (doc) for (const s of d.specs) if (!("path" in s) && !s.doc) s.doc = doc;
          decls.push(d);
          break;
        }
        case ";":
          break;
        default:
          if (c.type.isError) break;
          throw new LowerError(this.npos(c), "syntax error: non-declaration statement outside function body");
      }
    }
    return { kind: "File", name: this.file, pkgName, imports, decls, source: this.fileSource ?? this.src };
  }

  specs(decl: SyntaxNode, name: string): SyntaxNode[] {
    const list = decl.getChild("SpecList");
    return list ? list.getChildren(name) : decl.getChildren(name);
  }

  funcDecl(n: SyntaxNode): A.FuncDecl {
    const ks = this.kids(n);
    const params = ks.filter((k) => k.name === "Parameters");
    let recv: A.Field | undefined;
    let nameNode: SyntaxNode | undefined;
    let sigStart: number;
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
    const type = this.signature(
      n,
      ks.slice(sigStart).filter((k) => k.name !== "Block"),
      tp,
    );
    const body = n.getChild("Block");
    const d: A.FuncDecl = {
      kind: "FuncDecl",
      pos: this.npos(n),
      type,
      name: nameNode ? this.ident(nameNode) : { kind: "Ident", name: "_", pos: this.npos(n) },
    };
    if (recv) d.recv = recv;
    // A body parse.ts inserted after a body-less method is not the file's: the method has none.
    if (body && !this.insertedAt(body.from)) d.body = this.block(body);
    const doc = this.docBefore(n);
    if (doc) d.doc = doc;
    return d;
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
          pos: this.npos(s),
          name: this.ident(name),
          assign: ks.some((k) => k.name === "="),
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
      const values =
        eq < 0
          ? []
          : ks
              .slice(eq + 1)
              .filter((k) => !PUNCT.has(k.name))
              .map((k) => this.expr(k));
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
}
