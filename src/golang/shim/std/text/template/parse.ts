// Parse builds a template's trees from its items as text/template/parse does: text and actions,
// pipelines of commands, the control structures (if/else if/range/with/else with/end, break and
// continue inside range), {{template}}, {{define}} and {{block}}. Functions and variables are
// checked here, as in Go: an unknown function or undeclared variable is a parse error.
import { lex, LexError, type Item, type ItemKind } from "./lex";
import { unquote } from "./unquote";

export type Arg = ArgKind & { pos: number };
type ArgKind =
  | { k: "field"; names: string[] }
  | { k: "variable"; names: string[] }
  | { k: "chain"; node: Arg; names: string[] }
  | { k: "identifier"; name: string }
  | { k: "dot" }
  | { k: "nil" }
  | { k: "bool"; v: boolean }
  | { k: "number"; text: string }
  | { k: "string"; v: string; text: string }
  | { k: "pipe"; pipe: Pipeline };

export interface Command {
  args: Arg[];
  line: number;
}
export interface Pipeline {
  line: number;
  pos: number;
  decl: string[];
  isAssign: boolean;
  cmds: Command[];
}
export type Node =
  | { k: "text"; text: string }
  | { k: "action"; pos: number; pipe: Pipeline }
  | { k: "if" | "range" | "with"; pos: number; pipe: Pipeline; list: Node[]; elseList: Node[] | null }
  | { k: "template"; pos: number; name: string; pipe: Pipeline | null }
  | { k: "break" | "continue"; pos: number };

/** Tree is one named template's body. */
export interface Tree {
  name: string;
  root: Node[];
  /** parseName and text locate its nodes in error messages (the template Parse was called on). */
  parseName: string;
  text: string;
}

/** ParseError is a parse failure: "template: NAME:LINE: MSG" as Go prints it. */
export class ParseError extends Error {}

/** isEmptyTree reports whether a body has nothing but white space (it does not replace a defined one). */
export function isEmptyTree(nodes: Node[]): boolean {
  return nodes.every((n) => n.k === "text" && /^[ \t\r\n]*$/.test(n.text));
}

/** describe renders an item as Go's item String does in parse errors. */
const describe = (it: Item): string => {
  if (it.kind === "eof") return "EOF";
  if (it.kind === "keyword" || it.kind === "dot" || it.kind === "nil") return `<${it.val}>`;
  const v = it.kind === "left" || it.kind === "right" ? it.val : it.val;
  return v.length > 10 ? `${JSON.stringify(v.slice(0, 10))}...` : JSON.stringify(v);
};

/** parse parses a template text into trees: the text's own body under `name`, then each {{define}}. */
export function parse(
  name: string,
  text: string,
  hasFunc: (name: string) => boolean,
  delims: [string, string] = ["{{", "}}"],
): Tree[] {
  let items: Item[];
  try {
    items = lex(text, delims[0], delims[1]);
  } catch (e) {
    if (e instanceof LexError) throw new ParseError(`template: ${name}:${e.line}: ${e.message}`);
    throw e;
  }
  return new Parser(name, items, hasFunc, text).top();
}

class Parser {
  private pos = 0;
  private vars: string[] = ["$"];
  private rangeDepth = 0;
  private readonly defined: Tree[] = [];
  private treeName: string;

  constructor(
    private readonly name: string,
    private readonly items: Item[],
    private readonly hasFunc: (name: string) => boolean,
    private readonly text: string,
  ) {
    this.treeName = name;
  }

  private fail(msg: string, line = this.items[Math.max(0, this.pos - 1)]?.line ?? 1): never {
    throw new ParseError(`template: ${this.name}:${line}: ${msg}`);
  }
  private tree(name: string, root: Node[]): Tree {
    return { name, root, parseName: this.name, text: this.text };
  }
  private next(): Item {
    return this.items[this.pos++] ?? this.items[this.items.length - 1]!;
  }
  private peek(): Item {
    return this.items[this.pos] ?? this.items[this.items.length - 1]!;
  }
  private nextNonSpace(): Item {
    let it = this.next();
    while (it.kind === "space") it = this.next();
    return it;
  }
  private peekNonSpace(): Item {
    const save = this.pos;
    const it = this.nextNonSpace();
    this.pos = save;
    return it;
  }
  private expect(kind: ItemKind, context: string): Item {
    const it = this.nextNonSpace();
    if (it.kind !== kind) this.fail(`unexpected ${describe(it)} in ${context}`, it.line);
    return it;
  }

  top(): Tree[] {
    const root: Node[] = [];
    for (;;) {
      const it = this.peek();
      if (it.kind === "eof") break;
      if (it.kind === "left") {
        const save = this.pos;
        this.next();
        const kw = this.nextNonSpace();
        if (kw.kind === "keyword" && kw.val === "define") {
          this.define();
          continue;
        }
        this.pos = save;
      }
      const n = this.textOrAction();
      if (n === "end" || n === "else") this.fail(`unexpected {{${n}}}`);
      if (n) root.push(n);
    }
    return [this.tree(this.name, root), ...this.defined];
  }

  private define(): void {
    const it = this.nextNonSpace();
    if (it.kind !== "string" && it.kind !== "rawString") this.fail(`unexpected ${describe(it)} in define clause`);
    const name = unquote(it.val);
    this.expect("right", "define clause");
    const outer = this.treeName;
    const vars = this.vars;
    this.treeName = name;
    this.vars = ["$"];
    const [list, end] = this.itemList("define");
    if (end !== "end") this.fail("unexpected {{else}}");
    this.defined.push(this.tree(name, list));
    this.treeName = outer;
    this.vars = vars;
  }

  /** itemList reads nodes up to {{end}} or {{else}}, returning which ended it. */
  private itemList(context: string): [Node[], "end" | "else"] {
    const list: Node[] = [];
    for (;;) {
      if (this.peek().kind === "eof") this.fail(`unexpected EOF`);
      const n = this.textOrAction();
      if (n === "end" || n === "else") return [list, n];
      if (n) list.push(n);
      void context;
    }
  }

  private textOrAction(): Node | "end" | "else" | null {
    const it = this.next();
    if (it.kind === "text") return { k: "text", text: it.val };
    if (it.kind === "left") return this.action();
    return this.fail(`unexpected ${describe(it)} in input`, it.line);
  }

  private action(): Node | "end" | "else" | null {
    const it = this.nextNonSpace();
    if (it.kind === "keyword") {
      switch (it.val) {
        case "end":
          this.expect("right", "end");
          return "end";
        case "else":
          return "else";
        case "if":
        case "with":
        case "range":
          return this.control(it.val, it.pos);
        case "template":
          return this.templateClause(it.pos);
        case "block":
          return this.block(it.pos);
        case "break":
        case "continue":
          if (this.rangeDepth === 0) this.fail(`{{${it.val}}} outside {{range}}`, it.line);
          this.expect("right", it.val);
          return { k: it.val, pos: it.pos };
        case "define":
          return this.fail("unexpected <define> in command", it.line);
      }
    }
    this.pos--;
    while (this.items[this.pos - 1]?.kind === "space") this.pos--;
    return { k: "action", pos: it.pos, pipe: this.pipeline("command", "right") };
  }

  private control(kind: "if" | "with" | "range", pos: number): Node {
    const mark = this.vars.length;
    try {
      const pipe = this.pipeline(kind, "right");
      if (kind === "range") this.rangeDepth++;
      let list: Node[], end: "end" | "else";
      try {
        [list, end] = this.itemList(kind);
      } finally {
        if (kind === "range") this.rangeDepth--;
      }
      let elseList: Node[] | null = null;
      if (end === "else") {
        const nx = this.peekNonSpace();
        if ((kind === "if" && nx.kind === "keyword" && nx.val === "if") || (kind === "with" && nx.val === "with")) {
          const kw = this.nextNonSpace();
          // "{{else if x}}" is "{{else}}{{if x}}…{{end}}" with one shared {{end}}.
          elseList = [this.control(kind, kw.pos)];
        } else {
          this.expect("right", "else");
          const [el, end2] = this.itemList(kind);
          if (end2 !== "end") this.fail("expected end; found {{else}}");
          elseList = el;
        }
      }
      return { k: kind, pos, pipe, list, elseList };
    } finally {
      this.vars.length = mark;
    }
  }

  private templateClause(_pos: number): Node {
    const it = this.nextNonSpace();
    const pos = it.pos;
    if (it.kind !== "string" && it.kind !== "rawString") this.fail(`unexpected ${describe(it)} in template clause`);
    const name = unquote(it.val);
    let pipe: Pipeline | null = null;
    if (this.peekNonSpace().kind !== "right") pipe = this.pipeline("template", "right");
    else this.nextNonSpace();
    return { k: "template", pos, name, pipe };
  }

  private block(_pos: number): Node {
    const it = this.nextNonSpace();
    const pos = it.pos;
    if (it.kind !== "string" && it.kind !== "rawString") this.fail(`unexpected ${describe(it)} in block clause`);
    const name = unquote(it.val);
    const pipe = this.pipeline("block clause", "right");
    const outer = this.treeName;
    const vars = this.vars;
    this.treeName = name;
    this.vars = ["$"];
    const [list, end] = this.itemList("block");
    if (end !== "end") this.fail("unexpected {{else}}");
    this.defined.push(this.tree(name, list));
    this.treeName = outer;
    this.vars = vars;
    return { k: "template", pos, name, pipe };
  }

  private pipeline(context: string, end: "right" | "rightParen"): Pipeline {
    const first = this.peekNonSpace();
    const pipe: Pipeline = { line: first.line, pos: first.pos, decl: [], isAssign: false, cmds: [] };
    // Declarations: $x := / $x = / (range) $i, $e :=
    const save = this.pos;
    const v = this.nextNonSpace();
    if (v.kind === "variable") {
      const op = this.nextNonSpace();
      if (op.kind === "declare" || op.kind === "assign") {
        pipe.decl.push(v.val);
        pipe.isAssign = op.kind === "assign";
      } else if (op.kind === "comma" && context === "range") {
        const v2 = this.nextNonSpace();
        const op2 = this.nextNonSpace();
        if (v2.kind !== "variable" || (op2.kind !== "declare" && op2.kind !== "assign"))
          this.fail("range can only initialize variables", v2.line);
        pipe.decl.push(v.val, v2.val);
        pipe.isAssign = op2.kind === "assign";
      } else if (op.kind === "comma") this.fail(`too many declarations in ${context}`, op.line);
      else this.pos = save;
    } else this.pos = save;
    if (pipe.isAssign) for (const d of pipe.decl) this.useVar(d);
    for (;;) {
      const it = this.nextNonSpace();
      if (it.kind === end) {
        if (pipe.cmds.length === 0) this.fail(`missing value for ${context}`, it.line);
        break;
      }
      switch (it.kind) {
        case "bool":
        case "char":
        case "dot":
        case "field":
        case "identifier":
        case "number":
        case "nil":
        case "rawString":
        case "string":
        case "variable":
        case "leftParen":
          this.pos--;
          pipe.cmds.push(this.command());
          break;
        default:
          this.fail(`unexpected ${describe(it)} in ${context}`, it.line);
      }
    }
    if (!pipe.isAssign) this.vars.push(...pipe.decl);
    for (const c of pipe.cmds.slice(1)) {
      const a = c.args[0]!;
      if (a.k === "bool" || a.k === "dot" || a.k === "nil" || a.k === "number" || a.k === "string")
        this.fail(`non executable command in pipeline stage ${pipe.cmds.indexOf(c) + 1}`, c.line);
    }
    return pipe;
  }

  private command(): Command {
    const line = this.peekNonSpace().line;
    const cmd: Command = { args: [], line };
    for (;;) {
      this.skipSpace();
      cmd.args.push(this.operand());
      const it = this.next();
      if (it.kind === "space") {
        const nx = this.peek();
        if (nx.kind === "right" || nx.kind === "rightParen") {
          break;
        }
        if (nx.kind === "pipe") {
          this.next();
          break;
        }
        continue;
      }
      if (it.kind === "right" || it.kind === "rightParen") {
        this.pos--;
        break;
      }
      if (it.kind === "pipe") break;
      this.fail(`unexpected ${describe(it)} in operand`, it.line);
    }
    return cmd;
  }

  private skipSpace(): void {
    while (this.peek().kind === "space") this.next();
  }

  private operand(): Arg {
    const t = this.term();
    if (this.peek().kind !== "field") return t;
    const names: string[] = [];
    const pos = this.peek().pos;
    while (this.peek().kind === "field") names.push(this.next().val.slice(1));
    switch (t.k) {
      case "field":
        return { k: "field", names: [...t.names, ...names], pos };
      case "variable":
        return { k: "variable", names: [...t.names, ...names], pos };
      case "bool":
      case "string":
      case "number":
      case "nil":
      case "dot":
        return this.fail(`unexpected . after term ${JSON.stringify(argString(t))}`);
      default:
        return { k: "chain", node: t, names, pos };
    }
  }

  private useVar(name: string): void {
    if (!this.vars.includes(name)) this.fail(`undefined variable ${JSON.stringify(name)}`);
  }

  private term(): Arg {
    const it = this.nextNonSpace();
    const pos = it.pos;
    switch (it.kind) {
      case "identifier":
        if (!this.hasFunc(it.val)) this.fail(`function ${JSON.stringify(it.val)} not defined`, it.line);
        return { k: "identifier", name: it.val, pos };
      case "dot":
        return { k: "dot", pos };
      case "nil":
        return { k: "nil", pos };
      case "variable":
        this.useVar(it.val);
        return { k: "variable", names: [it.val], pos };
      case "field":
        return { k: "field", names: [it.val.slice(1)], pos };
      case "bool":
        return { k: "bool", v: it.val === "true", pos };
      case "char":
      case "number":
        return { k: "number", text: it.val, pos };
      case "string":
      case "rawString":
        try {
          return { k: "string", v: unquote(it.val), text: it.val, pos };
        } catch {
          return this.fail(`bad syntax: ${it.val}`, it.line);
        }
      case "leftParen": {
        const pipe = this.pipeline("parenthesized pipeline", "rightParen");
        return { k: "pipe", pipe, pos };
      }
    }
    return this.fail(`unexpected ${describe(it)} in operand`, it.line);
  }
}

/** argString renders an operand as Go's node String does (for error messages). */
export function argString(a: Arg): string {
  switch (a.k) {
    case "field":
      return a.names.map((n) => "." + n).join("");
    case "variable":
      return (
        a.names[0]! +
        a.names
          .slice(1)
          .map((n) => "." + n)
          .join("")
      );
    case "chain":
      return argString(a.node) + a.names.map((n) => "." + n).join("");
    case "identifier":
      return a.name;
    case "dot":
      return ".";
    case "nil":
      return "nil";
    case "bool":
      return String(a.v);
    case "number":
      return a.text;
    case "string":
      return a.text;
    case "pipe":
      return "(" + pipeString(a.pipe) + ")";
  }
}

/** pipeString renders a pipeline as Go's PipeNode String does. */
export function pipeString(p: Pipeline): string {
  const decl = p.decl.length ? p.decl.join(", ") + (p.isAssign ? " = " : " := ") : "";
  return decl + p.cmds.map((c) => c.args.map(argString).join(" ")).join(" | ");
}
