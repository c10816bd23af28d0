// Assist is the editor's knowledge of Go, computed in the lab worker: completion, hover docs and
// signature help for a learner's file, from the shim registry (every exported symbol has a Go
// signature and a doc) and the checker's types of the learner's own names. Positions are 1-based
// (line, column) as Monaco counts them. A file that does not parse while being typed falls back
// to the last version of it that did, so `app.` still completes App's fields.
import { LAB_PACKAGE_PATH, type SourceFile } from "./compile";
// The shims register themselves when compile.ts loads; the assist reads their registry.
import "./compile";
import { checkProject, type ProjectPackage } from "./project";
import { shimVersions } from "./gomod";
import type { Package } from "./check/package";
import { parseFile } from "./syntax/parse";
import { Checker } from "./check/checker";
import { loadShim, supportedImports, exportsOf } from "./shim/registry";
import { under, ifaceMethods, sigString, typeString, type Type, type Named, type Signature } from "./check/types";
import type { File } from "./syntax/ast";
import type { GoObject } from "./check/scope";

/** AssistKind is what a completion item names, as the editor draws its icon. */
export type AssistKind = "package" | "func" | "method" | "field" | "type" | "const" | "var" | "keyword";

export interface CompletionItem {
  label: string;
  kind: AssistKind;
  /** detail is the Go signature or declaration. */
  detail: string;
  doc: string;
}

export interface HoverInfo {
  signature: string;
  doc: string;
}

export interface SignatureInfo {
  /** label is the whole signature, e.g. "func IgnoreNotFound(err error) error". */
  label: string;
  doc: string;
  /** params are substrings of label, one per parameter. */
  params: string[];
  active: number;
}

const KEYWORDS = [
  "break",
  "case",
  "const",
  "continue",
  "default",
  "defer",
  "else",
  "fallthrough",
  "for",
  "func",
  "if",
  "import",
  "interface",
  "map",
  "package",
  "range",
  "return",
  "struct",
  "switch",
  "type",
  "var",
];
const BUILTINS = ["append", "cap", "delete", "len", "make", "new", "panic", "nil", "true", "false", "error", "string"];

const q = (n: Named) => (n.pkgName && n.pkgName !== "controller" ? n.pkgName + "." : "");

/** AssistOptions: with `module` (go.mod's module path) the files are a project's, named by their
 * path: each directory is its own package, and an import of another of its packages resolves to
 * that package as the project has it, not only to the lab's shims. */
export interface AssistOptions {
  module?: string;
  /** goMod: the project's go.mod text, which picks the shim versions its imports answer to
   * (controller-runtime v0.23's generic webhook builder, say), as a project run does. */
  goMod?: string;
}

type Importer = (path: string) => Package | null;

/** Workspace: the shown file's package (its files and import path) and how its imports resolve. */
interface Workspace {
  files: SourceFile[];
  path: string;
  importer: Importer;
}

const dirOf = (name: string) => (name.includes("/") ? name.slice(0, name.lastIndexOf("/")) : "");

/** The project's other packages, checked once per version of their files (a memo of a pure
 * function of the files, as lastGood is: no run's state lives here). */
let projectCache: { key: string; importer: Importer } | undefined;

function workspaceOf(files: SourceFile[], fileName: string, opts: AssistOptions): Workspace {
  const module = opts.module;
  if (!module) return { files, path: LAB_PACKAGE_PATH, importer: loadShim };
  const dir = dirOf(fileName);
  const path = dir ? `${module}/${dir}` : module;
  const byDir = new Map<string, SourceFile[]>();
  for (const f of files) {
    const d = dirOf(f.name);
    if (d !== dir) byDir.set(d, [...(byDir.get(d) ?? []), f]);
  }
  const key = `${module}\0${dir}\0${opts.goMod ?? ""}\0${[...byDir.values()]
    .flat()
    .map((f) => `${f.name}\0${f.source}`)
    .join("\0")}`;
  let cached = projectCache;
  if (cached?.key !== key) {
    const pkgs: ProjectPackage[] = [...byDir].map(([d, fs]) => ({ path: d ? `${module}/${d}` : module, files: fs }));
    const shims = opts.goMod !== undefined ? shimVersions(opts.goMod, module) : undefined;
    const { checked } = checkProject(pkgs, { module, ...(shims ? { shims } : {}) }, true);
    cached = projectCache = { key, importer: (p) => checked.get(p) ?? loadShim(shims?.get(p) ?? p) };
  }
  return { files: files.filter((f) => dirOf(f.name) === dir), path, importer: cached.importer };
}

/** Known is what the checker learned from the last version of the files that parsed. */
interface Known {
  /** importer: how the package's imports resolve (the shims, and a project's own packages). */
  importer: Importer;
  /** path: the package's import path. */
  path: string;
  ast: File;
  /** locals: every variable name with the lines it is seen on and its type. */
  locals: Map<string, Array<{ line: number; type: Type }>>;
  /** scoped: each local variable with the source range where it is in scope (offsets into ast.source). */
  scoped: LocalScope[];
  /** scope: the package-level names (the learner's types, functions, variables). */
  scope: Map<string, GoObject>;
  /** imports: alias → import path. */
  imports: Map<string, string>;
}

const lastGood = new Map<string, Known>();

function importsOf(source: string, importer: Importer): Map<string, string> {
  const out = new Map<string, string>();
  const block = /import\s*\(([\s\S]*?)\)/.exec(source)?.[1] ?? "";
  const singles = [...source.matchAll(/^import\s+((?:\w+\s+)?"[^"]+")/gm)].map((m) => m[1]!);
  for (const line of [...block.split("\n"), ...singles]) {
    const m = /^\s*(\w+\s+)?"([^"]+)"/.exec(line);
    if (!m) continue;
    const path = m[2]!;
    const alias = m[1]?.trim() ?? safeName(path, importer);
    if (alias !== "_" && alias !== ".") out.set(alias, path);
  }
  return out;
}

function safeName(path: string, importer: Importer): string {
  try {
    const pkg = importer(path);
    if (pkg) return pkg.name;
  } catch {
    /* a shim that fails to load names nothing */
  }
  return path.split("/").pop() ?? path;
}

/** walk visits every syntax node below n (not the checker's annotations). */
function walk(n: unknown, visit: (node: { kind: string; [k: string]: unknown }) => void, seen = new Set<unknown>()) {
  if (!n || typeof n !== "object" || seen.has(n)) return;
  seen.add(n);
  if (Array.isArray(n)) {
    for (const x of n) walk(x, visit, seen);
    return;
  }
  const node = n as { kind?: unknown; [k: string]: unknown };
  if (typeof node.kind === "string") visit(node as { kind: string });
  for (const [k, v] of Object.entries(node)) {
    if (k === "obj" || k === "ty" || k === "cv" || k === "selection" || k === "typeArgs" || k === "fn" || k === "pos")
      continue;
    if (v && typeof v === "object") walk(v, visit, seen);
  }
}

/** LocalScope is where a local variable (parameter, `:=`, `var`, range key) may be named. */
export interface LocalScope {
  name: string;
  type: Type;
  /** from, to: offsets into the file; the name is in scope for from <= cursor <= to. */
  from: number;
  to: number;
}

type Node = { kind: string; pos: { off: number; end: number }; [k: string]: unknown };
// The checker's annotations on syntax nodes (objects, types, constant values, a call's signature):
// types are a graph (a named type's methods name the type again), never syntax to walk.
const SKIP = new Set(["obj", "ty", "cv", "selection", "typeArgs", "fn", "pos", "implicit", "sig"]);
const isType = (n: object) => typeof (n as { k?: unknown }).k === "string" && !("kind" in n);
const isNode = (n: unknown): n is Node =>
  !!n && typeof n === "object" && typeof (n as Node).kind === "string" && /^[A-Z]/.test((n as Node).kind);

/**
 * localScopes lists the file's local variables with their Go scopes: a function's parameters and
 * results in its body; a name declared by `:=` or `var` from the end of its statement to the end
 * of the innermost block (or if/for/switch statement, or case clause) holding it; a range key or
 * value in the loop's body. A name seen only in uses (a type switch's per-clause variable) is in
 * scope in the innermost region of its first use.
 */
export function localScopes(file: File): LocalScope[] {
  const defined = new Map<GoObject, LocalScope>();
  const used = new Map<GoObject, LocalScope>();
  type Region = { from: number; to: number };
  // Each object once: an annotation SKIP does not know yet must not become endless recursion.
  const seen = new WeakSet<object>();
  const visit = (n: unknown, region: Region, declEnd: number | undefined): void => {
    if (!n || typeof n !== "object" || seen.has(n) || isType(n)) return;
    seen.add(n);
    if (Array.isArray(n)) {
      for (const x of n) visit(x, region, declEnd);
      return;
    }
    if (!isNode(n)) {
      if ((n as { kind?: unknown }).kind !== undefined) return;
      // A `var` spec's names are its declarations (their objects may carry the spec's position).
      const names = (n as { names?: unknown }).names;
      if (declEnd !== undefined && Array.isArray(names))
        for (const id of names as Node[]) {
          const obj = id.obj as GoObject | undefined;
          if (obj?.kind === "var" && !obj.global && id.name !== "_")
            defined.set(obj, { name: obj.name, type: obj.type, from: declEnd, to: region.to });
        }
      for (const [k, v] of Object.entries(n)) if (!SKIP.has(k)) visit(v, region, declEnd);
      return;
    }
    const kind = n.kind;
    if (kind === "Ident") {
      const obj = n.obj as GoObject | undefined;
      if (!obj || obj.kind !== "var" || obj.global || n.name === "_") return;
      const scope = { name: obj.name, type: obj.type, from: declEnd ?? n.pos.end, to: region.to };
      if (defined.has(obj)) return;
      if (obj.pos?.off === n.pos.off) defined.set(obj, scope);
      else if (!used.has(obj)) used.set(obj, { ...scope, from: region.from });
      return;
    }
    if (kind === "FuncDecl" || kind === "FuncLit") {
      const body = n.body as Node | undefined;
      const inner = { from: n.pos.off, to: body ? (body.pos.end ?? n.pos.end) : n.pos.end };
      const bodyStart = body?.pos.off ?? n.pos.end;
      visit(n.recv, inner, bodyStart);
      visit(n.type, inner, bodyStart);
      visit(body, inner, undefined);
      return;
    }
    if (kind === "RangeStmt") {
      const inner = { from: n.pos.off, to: n.pos.end };
      const body = n.body as Node;
      visit(n.key, inner, body.pos.off);
      visit(n.value, inner, body.pos.off);
      visit(n.x, region, declEnd);
      visit(body, inner, undefined);
      return;
    }
    if (kind === "SwitchStmt" || kind === "TypeSwitchStmt") {
      const inner = { from: n.pos.off, to: n.pos.end };
      for (const [k, v] of Object.entries(n)) if (k !== "body" && !SKIP.has(k)) visit(v, inner, undefined);
      // A case clause's node covers only `case …:`; its scope runs to the next clause.
      const clauses = (n.body as Node[]) ?? [];
      clauses.forEach((c, i) => {
        const clause = { from: c.pos.off, to: clauses[i + 1]?.pos.off ?? n.pos.end };
        visit(c.list, clause, undefined);
        visit(c.body, clause, undefined);
      });
      return;
    }
    const scopeNode = kind === "BlockStmt" || kind === "IfStmt" || kind === "ForStmt";
    const inner = scopeNode ? { from: n.pos.off, to: n.pos.end } : region;
    const end = kind === "AssignStmt" || kind === "DeclStmt" ? n.pos.end : scopeNode ? undefined : declEnd;
    for (const [k, v] of Object.entries(n)) if (!SKIP.has(k)) visit(v, inner, end);
  };
  const whole = { from: 0, to: file.source.length };
  for (const d of file.decls) visit(d, whole, undefined);
  const out = [...defined.values()];
  for (const [obj, s] of used) if (!defined.has(obj)) out.push(s);
  return out;
}

/** inScope: the locals visible at offset off, the innermost of each name (shadowing) only. */
function inScope(known: Known, off: number): Map<string, LocalScope> {
  const out = new Map<string, LocalScope>();
  for (const s of known.scoped) {
    if (off < s.from || off > s.to) continue;
    const prev = out.get(s.name);
    if (!prev || s.from > prev.from) out.set(s.name, s);
  }
  return out;
}

function check(ws: Workspace, fileName: string, sources: string[]): Known | undefined {
  const files = ws.files;
  // The fallback belongs to this file among these other files (every exercise has an original.go).
  const key = `${ws.path}\0${fileName}\0${files
    .filter((f) => f.name !== fileName)
    .map((f) => `${f.name}\0${f.source}`)
    .join("\0")}`;
  for (const source of sources) {
    const asts: File[] = [];
    let mine: File | undefined;
    for (const f of files) {
      const r = parseFile(f.name, f.name === fileName ? source : f.source);
      if (!r.file) {
        if (f.name === fileName) break;
        continue;
      }
      asts.push(r.file);
      if (f.name === fileName) mine = r.file;
    }
    if (!mine) continue;
    const checker = new Checker(
      { path: ws.path, importer: ws.importer, supportedImports, instanced: true, lab: true },
      mine.pkgName.name,
    );
    try {
      checker.check(asts);
    } catch {
      continue;
    }
    const locals = new Map<string, Array<{ line: number; type: Type }>>();
    walk(mine, (node) => {
      if (node.kind !== "Ident") return;
      const obj = node.obj as GoObject | undefined;
      if (!obj || obj.kind !== "var" || obj.global) return;
      const line = (node.pos as { line: number }).line;
      const list = locals.get(obj.name) ?? [];
      list.push({ line, type: obj.type });
      locals.set(obj.name, list);
    });
    const known: Known = {
      ast: mine,
      locals,
      scoped: localScopes(mine),
      scope: checker.pkgScope.names,
      imports: importsOf(source, ws.importer),
      importer: ws.importer,
      path: ws.path,
    };
    lastGood.clear();
    lastGood.set(key, known);
    return known;
  }
  return lastGood.get(key);
}

function offsetOf(source: string, line: number, column: number): number {
  let off = 0;
  for (let l = 1; l < line; l++) {
    const nl = source.indexOf("\n", off);
    if (nl < 0) return source.length;
    off = nl + 1;
  }
  return Math.min(off + column - 1, source.length);
}

/** Member is a field or method reachable from a type, promoted ones included. */
interface Member {
  name: string;
  kind: "field" | "method";
  type: Type;
  detail: string;
  doc: string;
}

function membersOf(t: Type, depth = 0, out = new Map<string, Member>()): Map<string, Member> {
  if (depth > 3) return out;
  if (t.k === "pointer") t = t.elem;
  if (t.k === "named") {
    for (const m of t.methods.values())
      if (!out.has(m.name))
        out.set(m.name, {
          name: m.name,
          kind: "method",
          type: m.sig,
          detail: `func (${m.ptrRecv ? "*" : ""}${t.name}) ${m.name}${sigString(m.sig, q)}`,
          doc: m.doc ?? "",
        });
  }
  const u = under(t);
  if (u.k === "interface")
    for (const m of ifaceMethods(u))
      if (!out.has(m.name))
        out.set(m.name, {
          name: m.name,
          kind: "method",
          type: m.sig,
          detail: `func ${m.name}${sigString(m.sig, q)}`,
          doc: m.doc ?? "",
        });
  if (u.k === "struct") {
    for (const f of u.fields)
      if (!out.has(f.name))
        out.set(f.name, {
          name: f.name,
          kind: "field",
          type: f.type,
          detail: `${f.name} ${typeString(f.type, q)}`,
          doc: "",
        });
    for (const f of u.fields) if (f.embedded) membersOf(f.type, depth + 1, out);
  }
  return out;
}

/** chainBefore reads the selector chain that ends at off, e.g. `r.Status()` or `app.Spec`, as segments. */
function chainBefore(source: string, off: number): Array<{ name: string; call: boolean }> | undefined {
  const segs: Array<{ name: string; call: boolean }> = [];
  let i = off;
  for (;;) {
    let call = false;
    if (source[i - 1] === ")") {
      let depth = 0;
      let j = i - 1;
      for (; j >= 0; j--) {
        if (source[j] === ")") depth++;
        else if (source[j] === "(" && --depth === 0) break;
      }
      if (j < 0) return undefined;
      i = j;
      call = true;
    }
    let s = i;
    while (s > 0 && /\w/.test(source[s - 1]!)) s--;
    if (s === i) return undefined;
    segs.unshift({ name: source.slice(s, i), call });
    if (source[s - 1] !== ".") return segs;
    i = s - 1;
  }
}

type Resolved = { pkg: string } | { type: Type } | undefined;

function resultOf(t: Type): Type | undefined {
  return t.k === "func" ? t.results[0] : undefined;
}

/** resolve finds what a chain denotes: an imported package, or a value's type. */
function resolve(known: Known, segs: Array<{ name: string; call: boolean }>, line: number, column?: number): Resolved {
  const [first, ...rest] = segs;
  if (!first) return undefined;
  let cur: Type | undefined;
  const path = known.imports.get(first.name);
  if (path && !first.call) {
    if (rest.length === 0) return { pkg: path };
    const sym = exportsOf(path, known.importer(path))[rest[0]!.name];
    if (!sym) return undefined;
    cur =
      sym.kind === "func"
        ? rest[0]!.call
          ? resultOf(sym.type)
          : sym.type
        : sym.kind === "type"
          ? undefined
          : sym.type;
    if (sym.kind === "type") return undefined;
    rest.shift();
  } else {
    const seen = known.locals.get(first.name);
    const visible =
      column === undefined ? undefined : inScope(known, offsetOf(known.ast.source, line, column)).get(first.name);
    if (visible) cur = visible.type;
    else if (seen?.length) {
      const before = seen.filter((s) => s.line <= line);
      cur = (before.length ? before.reduce((a, b) => (b.line >= a.line ? b : a)) : seen[0]!).type;
    } else {
      const o = known.scope.get(first.name);
      if (o?.kind === "var") cur = o.type;
      else if (o?.kind === "func") cur = first.call ? resultOf(o.type) : o.type;
    }
  }
  for (const seg of rest) {
    if (!cur) return undefined;
    const m = membersOf(cur).get(seg.name);
    if (!m) return undefined;
    cur = m.kind === "method" && seg.call ? resultOf(m.type) : m.type;
  }
  return cur ? { type: cur } : undefined;
}

function exportItems(path: string, importer: Importer): CompletionItem[] {
  return Object.values(exportsOf(path, importer(path))).map((s) => ({
    label: s.name,
    kind: s.kind,
    detail: s.signature,
    doc: s.doc,
  }));
}

/** complete lists what may be typed at (line, column) of fileName. */
export function complete(
  files: SourceFile[],
  fileName: string,
  line: number,
  column: number,
  opts: AssistOptions = {},
): CompletionItem[] {
  const ws = workspaceOf(files, fileName, opts);
  const source = files.find((f) => f.name === fileName)?.source ?? "";
  const off = offsetOf(source, line, column);
  let start = off;
  while (start > 0 && /\w/.test(source[start - 1]!)) start--;
  if (source[start - 1] === ".") {
    const dot = start - 1;
    const repaired = source.slice(0, dot) + " ".repeat(off - dot) + source.slice(off);
    const known = check(ws, fileName, [repaired, source]);
    const imports = importsOf(source, ws.importer);
    const segs = chainBefore(source, dot);
    if (!segs) return [];
    if (segs.length === 1 && !segs[0]!.call && imports.has(segs[0]!.name) && !known?.locals.has(segs[0]!.name))
      return exportItems(imports.get(segs[0]!.name)!, ws.importer);
    if (!known) return [];
    const r = resolve(known, segs, line, column);
    if (!r) return [];
    if ("pkg" in r) return exportItems(r.pkg, ws.importer);
    return [...membersOf(r.type).values()]
      .filter((m) => /^[A-Z]/.test(m.name) || r.type.k !== "named" || (r.type as Named).pkg === ws.path)
      .map((m) => ({ label: m.name, kind: m.kind, detail: m.detail, doc: m.doc }));
  }
  const known = check(ws, fileName, [source]);
  const items: CompletionItem[] = [];
  const have = new Set<string>();
  const add = (it: CompletionItem) => {
    if (have.has(it.label)) return;
    have.add(it.label);
    items.push(it);
  };
  if (known) {
    for (const [name, v] of inScope(known, offsetOf(known.ast.source, line, column)))
      add({ label: name, kind: "var", detail: `var ${name} ${typeString(v.type, q)}`, doc: "" });
    for (const [name, o] of known.scope) {
      if (o.kind === "func")
        add({
          label: name,
          kind: "func",
          detail: `func ${name}${sigString(o.type as Signature, q)}`,
          doc: o.doc ?? "",
        });
      else if (o.kind === "type") add({ label: name, kind: "type", detail: `type ${name}`, doc: o.doc ?? "" });
      else if (o.kind === "var" || o.kind === "const")
        add({ label: name, kind: o.kind, detail: `${o.kind} ${name} ${typeString(o.type, q)}`, doc: o.doc ?? "" });
    }
  }
  for (const [alias, path] of importsOf(source, ws.importer))
    add({ label: alias, kind: "package", detail: `import "${path}"`, doc: "" });
  for (const k of KEYWORDS) add({ label: k, kind: "keyword", detail: "", doc: "" });
  for (const b of BUILTINS) add({ label: b, kind: "keyword", detail: "builtin", doc: "" });
  return items;
}

/** hover explains the name under (line, column): its Go signature and doc. */
export function hover(
  files: SourceFile[],
  fileName: string,
  line: number,
  column: number,
  opts: AssistOptions = {},
): HoverInfo | undefined {
  const ws = workspaceOf(files, fileName, opts);
  const source = files.find((f) => f.name === fileName)?.source ?? "";
  const off = offsetOf(source, line, column);
  let s = off;
  let e = off;
  while (s > 0 && /\w/.test(source[s - 1]!)) s--;
  while (e < source.length && /\w/.test(source[e]!)) e++;
  if (s === e) return undefined;
  const name = source.slice(s, e);
  const known = check(ws, fileName, [source]);
  const imports = known?.imports ?? importsOf(source, ws.importer);
  if (source[s - 1] === ".") {
    const segs = chainBefore(source, s - 1);
    if (!segs) return undefined;
    if (segs.length === 1 && imports.has(segs[0]!.name) && !known?.locals.has(segs[0]!.name)) {
      const sym = exportsOf(imports.get(segs[0]!.name)!, ws.importer(imports.get(segs[0]!.name)!))[name];
      return sym ? { signature: sym.signature, doc: sym.doc } : undefined;
    }
    if (!known) return undefined;
    const r = resolve(known, segs, line);
    if (!r) return undefined;
    if ("pkg" in r) {
      const sym = exportsOf(r.pkg, ws.importer(r.pkg))[name];
      return sym ? { signature: sym.signature, doc: sym.doc } : undefined;
    }
    const m = membersOf(r.type).get(name);
    return m ? { signature: m.detail, doc: m.doc } : undefined;
  }
  if (imports.has(name)) return { signature: `package ${name} ("${imports.get(name)}")`, doc: "" };
  if (!known) return undefined;
  const r = resolve(known, [{ name, call: false }], line, column);
  if (known.locals.has(name) && r && "type" in r) return { signature: `var ${name} ${typeString(r.type, q)}`, doc: "" };
  const o = known.scope.get(name);
  if (o?.kind === "func") return { signature: `func ${name}${sigString(o.type as Signature, q)}`, doc: o.doc ?? "" };
  if (o?.kind === "type") return { signature: `type ${name} ${typeString(under(o.type), q)}`, doc: o.doc ?? "" };
  return undefined;
}

/** signatureHelp describes the call the cursor is inside: its signature and the parameter being typed. */
export function signatureHelp(
  files: SourceFile[],
  fileName: string,
  line: number,
  column: number,
  opts: AssistOptions = {},
): SignatureInfo | undefined {
  const ws = workspaceOf(files, fileName, opts);
  const source = files.find((f) => f.name === fileName)?.source ?? "";
  const off = offsetOf(source, line, column);
  let depth = 0;
  let commas = 0;
  let open = -1;
  for (let i = off - 1; i >= 0 && off - i < 2000; i--) {
    const c = source[i];
    if (c === ")" || c === "]" || c === "}") depth++;
    else if (c === "(" || c === "[" || c === "{") {
      if (depth === 0) {
        if (c === "(") open = i;
        break;
      }
      depth--;
    } else if (c === "," && depth === 0) commas++;
  }
  if (open < 0) return undefined;
  const segs = chainBefore(source, open);
  if (!segs) return undefined;
  const known = check(ws, fileName, [source]);
  const imports = known?.imports ?? importsOf(source, ws.importer);
  const last = segs[segs.length - 1]!;
  let sig: Signature | undefined;
  let label = "";
  let doc = "";
  if (segs.length === 2 && imports.has(segs[0]!.name) && !known?.locals.has(segs[0]!.name)) {
    const sym = exportsOf(imports.get(segs[0]!.name)!, ws.importer(imports.get(segs[0]!.name)!))[last.name];
    if (!sym || sym.kind !== "func" || sym.type.k !== "func") return undefined;
    sig = sym.type;
    label = sym.signature;
    doc = sym.doc;
  } else if (known) {
    if (segs.length === 1) {
      const o = known.scope.get(last.name);
      if (o?.kind !== "func" || o.type.k !== "func") return undefined;
      sig = o.type;
      label = `func ${last.name}${sigString(sig, q)}`;
      doc = o.doc ?? "";
    } else {
      const r = resolve(known, segs.slice(0, -1), line);
      if (!r || !("type" in r)) return undefined;
      const m = membersOf(r.type).get(last.name);
      if (!m || m.type.k !== "func") return undefined;
      sig = m.type;
      label = m.detail;
      doc = m.doc;
    }
  }
  if (!sig) return undefined;
  const inner = label.slice(label.indexOf("(", label.indexOf(last.name)) + 1);
  const params = splitTop(inner.slice(0, closing(inner)));
  return { label, doc, params, active: Math.min(commas, Math.max(params.length - 1, 0)) };
}

function closing(s: string): number {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(" || s[i] === "[" || s[i] === "{") depth++;
    else if (s[i] === ")" || s[i] === "]" || s[i] === "}") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return s.length;
}

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of s) {
    if (c === "(" || c === "[" || c === "{") depth++;
    if (c === ")" || c === "]" || c === "}") depth--;
    if (c === "," && depth === 0) {
      out.push(cur.trim());
      cur = "";
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
