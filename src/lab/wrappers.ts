// Wrappers maps a call site inside a thin helper to the line that called the helper. A learner's
// one-statement helper (`func (r *R) provision(ctx, app) error { return r.DB.Ensure(ctx, …) }`)
// is not where a bug lives: the order in which the reconciler calls it is. When such a helper
// has exactly one call site in the program, the lab reports the calls made inside it at that
// call site (the line a reviewer would point at); a helper called from several places keeps
// its own line, since no single caller can be named without a call stack.
import { parser } from "@lezer/go";
import type { SyntaxNode } from "@lezer/common";
import type { Site } from "../engine";

/** GoFile is one of the program's files: its name (as sites name it) and its text. */
export interface GoFile {
  name: string;
  source: string;
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** statements lists a block's statements (its children but the braces). */
function statements(block: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = block.firstChild; c; c = c.nextSibling) if (c.name !== "{" && c.name !== "}") out.push(c);
  return out;
}

/** calleeName is the name a call expression calls (`f(…)` or `x.f(…)`), if it is a plain name. */
function calleeName(call: SyntaxNode, source: string): string | undefined {
  const fn = call.firstChild;
  if (!fn) return undefined;
  if (fn.name === "VariableName") return source.slice(fn.from, fn.to);
  if (fn.name === "SelectorExpr") {
    const last = fn.lastChild;
    if (last?.name === "FieldName") return source.slice(last.from, last.to);
  }
  return undefined;
}

/**
 * wrapperCallers returns, for each line of a one-statement helper's body ("file:line"), the
 * site of the helper's only call. Helpers calling helpers are followed to the outermost caller.
 */
export function wrapperCallers(files: readonly GoFile[]): Map<string, Site> {
  /** helper name → its single body line ("file:line"); a name declared twice is dropped */
  const bodies = new Map<string, string | null>();
  /** callee name → call sites */
  const calls = new Map<string, Site[]>();
  for (const f of files) {
    const tree = parser.parse(f.source);
    tree.iterate({
      enter(n) {
        if (n.name === "FunctionDecl" || n.name === "MethodDecl") {
          const node = n.node;
          const name = node.getChild(n.name === "FunctionDecl" ? "DefName" : "FieldName");
          const body = node.getChild("Block");
          if (!name || !body) return;
          const key = f.source.slice(name.from, name.to);
          const stmts = statements(body);
          const one = stmts.length === 1 && lineAt(f.source, stmts[0]!.from) === lineAt(f.source, stmts[0]!.to);
          bodies.set(key, bodies.has(key) || !one ? null : `${f.name}:${lineAt(f.source, stmts[0]!.from)}`);
        } else if (n.name === "CallExpr") {
          const callee = calleeName(n.node, f.source);
          if (!callee) return;
          const list = calls.get(callee) ?? [];
          list.push({ file: f.name, line: lineAt(f.source, n.from) });
          calls.set(callee, list);
        }
      },
    });
  }
  const direct = new Map<string, Site>();
  for (const [name, at] of bodies) {
    const sites = calls.get(name);
    if (at && sites?.length === 1) direct.set(at, sites[0]!);
  }
  // Follow chains (a helper whose only caller is itself a one-line helper), at most a few deep.
  const out = new Map<string, Site>();
  for (const [at, site] of direct) {
    let s = site;
    for (let i = 0; i < 8; i++) {
      const next = direct.get(`${s.file}:${s.line}`);
      if (!next || next === site) break;
      s = next;
    }
    out.set(at, s);
  }
  return out;
}
