// Project compiles several Go packages of one module into a single Program (LAB-CONTRACT §5):
// each package is checked on its own (imports between them resolve to the project's packages,
// everything else to the shims), in dependency order, with global slots from one shared counter
// so an Instance holds every package's globals; initialisation runs package by package in Go's
// order (dependencies first, otherwise by import path) with variable initialisers before init().
import { parseFile } from "./syntax/parse";
import type { Diagnostic } from "./syntax/diagnostic";
import type { File } from "./syntax/ast";
import { Checker } from "./check/checker";
import type { Package } from "./check/package";
import { linkPackage } from "./eval/link";
import { Program } from "./eval/program";
import { StmtTable } from "./eval/context";
import { loadShim, supportedImports } from "./shim/registry";
import type { SourceFile } from "./compile";
import { fileInBuild } from "./build";
import { isStd, type PackageSource } from "./vendor";
import "./shim/std";
import "./shim/k8s";

/** ProjectPackage is one directory of a project: its import path and its files. */
export interface ProjectPackage {
  path: string;
  files: SourceFile[];
}

/** ProjectResult is the program (when every package compiled) and the diagnostics. */
export interface ProjectResult {
  program?: Program;
  diagnostics: Diagnostic[];
  /** packages, checked, in initialisation order (absent when parsing failed). */
  packages?: Package[];
}

function err(file: string, line: number, column: number, message: string): Diagnostic {
  return { file, line, column, message, severity: "error" };
}

/** ProjectOptions: `module` is the go.mod module path (an import under it that names no package
 * of the project is located at its import); `root` names the package whose scope Program.call uses
 * (package main's path, when there is one); `source` serves third-party packages the lab does not
 * provide from Go source (vendor/, a module cache), compiled like the project's own. */
export interface ProjectOptions {
  module: string;
  root?: string;
  source?: PackageSource;
  /** shims: import path → registry key of the version variant the project imports (gomod.ts shimVersions). */
  shims?: ReadonlyMap<string, string>;
}

/** CheckedProject: the packages that type-checked (by import path) in initialisation order, and
 * every diagnostic met. */
export interface CheckedProject {
  checked: Map<string, Package>;
  order: string[];
  diagnostics: Diagnostic[];
}

/** compileProject compiles packages of one module, and the third-party packages they import that
 * `source` serves. Files excluded by build constraints (linux/amd64, no tags) are left out. */
export function compileProject(pkgs: ProjectPackage[], opts: ProjectOptions): ProjectResult {
  const { checked, order, diagnostics } = checkProject(pkgs, opts);
  if (diagnostics.length) return { diagnostics };
  const packages = order.map((p) => checked.get(p)!);
  try {
    const stmts = new StmtTable();
    const inits = packages.map((pkg) => linkPackage(pkg, stmts));
    const root = checked.get(opts.root ?? "") ?? packages[packages.length - 1]!;
    const linked = { init: () => inits.forEach((l) => l.init()) };
    return { program: new Program(root, linked, stmts, packages), diagnostics: [], packages };
  } catch (e) {
    const f = packages[0]!.files[0]!.name;
    return { diagnostics: [err(f, 1, 1, `internal error while compiling: ${(e as Error).message}`)] };
  }
}

/** checkProject parses, orders and type-checks the packages, as compileProject does before it links.
 * Strict (compileProject's way), it stops at the first stage with a diagnostic; `tolerant` (the
 * editor's assist, on a project being typed) goes on and checks every package it can. */
export function checkProject(pkgs: ProjectPackage[], opts: ProjectOptions, tolerant = false): CheckedProject {
  const diagnostics: Diagnostic[] = [];
  const none = () => ({ checked: new Map<string, Package>(), order: [], diagnostics });
  const parsed = new Map<string, { name: string; files: File[] }>();
  const parsePackage = (p: ProjectPackage): boolean => {
    const asts: File[] = [];
    for (const f of p.files) {
      try {
        if (!fileInBuild(f.name, f.source)) continue;
      } catch (e) {
        diagnostics.push(err(f.name, 1, 1, (e as Error).message));
        continue;
      }
      const r = parseFile(f.name, f.source);
      diagnostics.push(...r.diagnostics);
      if (r.file) asts.push(r.file);
    }
    if (!asts.length) return false;
    const name = asts[0]!.pkgName.name;
    for (const a of asts)
      if (a.pkgName.name !== name)
        diagnostics.push(
          err(
            a.name,
            a.pkgName.pos.line,
            a.pkgName.pos.col,
            `found packages ${name} (${asts[0]!.name}) and ${a.pkgName.name} (${a.name}) in one directory`,
          ),
        );
    parsed.set(p.path, { name, files: asts });
    return true;
  };
  for (const p of pkgs) parsePackage(p);
  if (opts.source) resolveSources(parsed, parsePackage, opts, diagnostics);
  if (diagnostics.length && !tolerant) return none();
  if (!parsed.size) return { ...none(), diagnostics: [...diagnostics, err("", 1, 1, "no Go files")] };

  // Imports between the project's packages; one outside the project under the module is an error here.
  const deps = new Map<string, string[]>();
  const within = (path: string) => path === opts.module || path.startsWith(opts.module + "/");
  for (const [path, p] of parsed) {
    const d: string[] = [];
    for (const f of p.files)
      for (const s of f.imports) {
        if (parsed.has(s.path)) {
          if (parsed.get(s.path)!.name === "main")
            diagnostics.push(
              err(f.name, s.pathPos.line, s.pathPos.col, `import "${s.path}" is a program, not an importable package`),
            );
          else if (!d.includes(s.path)) d.push(s.path);
        } else if (opts.module && within(s.path) && !loadShimPath(s.path))
          diagnostics.push(
            err(
              f.name,
              s.pathPos.line,
              s.pathPos.col,
              `package ${s.path} is not in the project: no Go files in ${s.path.slice(opts.module.length + 1) || "."}/`,
            ),
          );
      }
    deps.set(path, d);
  }
  const order = initOrder(deps, (cycle, from) => {
    const f = parsed.get(from)!.files.find((x) => x.imports.some((s) => s.path === cycle[1]));
    const s = f?.imports.find((x) => x.path === cycle[1]);
    diagnostics.push(
      err(f?.name ?? "", s?.pathPos.line ?? 1, s?.pathPos.col ?? 1, `import cycle not allowed: ${cycle.join(" → ")}`),
    );
  });
  if (diagnostics.length && !tolerant) return none();

  const checked = new Map<string, Package>();
  const failed = new Set<string>();
  const globals = { n: 0 };
  const importer = (path: string) => checked.get(path) ?? loadShim(opts.shims?.get(path) ?? path);
  for (const path of order) {
    // As `go build` does: a package whose dependency has errors is not checked (no follow-on errors).
    if (deps.get(path)!.some((d) => failed.has(d))) {
      failed.add(path);
      continue;
    }
    const p = parsed.get(path)!;
    const checker = new Checker({ path, importer, supportedImports, instanced: true, lab: true, globals }, p.name);
    try {
      const pkg = checker.check(p.files);
      if (checker.diags.length) {
        diagnostics.push(...checker.diags);
        failed.add(path);
      } else checked.set(path, pkg);
    } catch (e) {
      diagnostics.push(
        ...checker.diags,
        err(p.files[0]!.name, 1, 1, `internal error while checking: ${(e as Error).message}`),
      );
      failed.add(path);
    }
  }
  if (diagnostics.length && !tolerant) return none();
  for (const pkg of checked.values()) pkg.nglobals = globals.n;
  return { checked, order: order.filter((p) => checked.has(p)), diagnostics };
}

/** resolveSources adds, import by import, the third-party packages `opts.source` serves. */
function resolveSources(
  parsed: Map<string, { name: string; files: File[] }>,
  parsePackage: (p: ProjectPackage) => boolean,
  opts: ProjectOptions,
  diagnostics: Diagnostic[],
): void {
  const within = (path: string) => !!opts.module && (path === opts.module || path.startsWith(opts.module + "/"));
  const tried = new Set<string>();
  const queue = [...parsed.keys()];
  while (queue.length) {
    const p = parsed.get(queue.shift()!);
    if (!p) continue;
    for (const f of p.files)
      for (const s of f.imports) {
        const path = s.path;
        if (parsed.has(path) || tried.has(path) || isStd(path) || within(path) || loadShimPath(path)) continue;
        tried.add(path);
        const got = opts.source!(path);
        if (got === undefined) continue; // the checker reports it as not provided
        if (typeof got === "string") {
          diagnostics.push(err(f.name, s.pathPos.line, s.pathPos.col, got));
          continue;
        }
        if (parsePackage({ path, files: got })) queue.push(path);
        else
          diagnostics.push(
            err(f.name, s.pathPos.line, s.pathPos.col, `package ${path}: no Go files for linux/amd64 in its source`),
          );
      }
  }
}

function loadShimPath(path: string): boolean {
  try {
    return loadShim(path) !== null;
  } catch {
    return false;
  }
}

/** initOrder sorts packages dependencies first; among packages free to go, by import path (Go 1.21's
 * rule). A cycle is reported once, as the chain of imports that closes it. */
export function initOrder(deps: Map<string, string[]>, onCycle: (cycle: string[], from: string) => void): string[] {
  const out: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  let cycled = false;
  const visit = (p: string) => {
    if (state.get(p) === "done" || cycled) return;
    if (state.get(p) === "visiting") {
      cycled = true;
      const from = stack[stack.indexOf(p)]!;
      onCycle([...stack.slice(stack.indexOf(p)), p], from);
      return;
    }
    state.set(p, "visiting");
    stack.push(p);
    for (const d of [...(deps.get(p) ?? [])].sort()) visit(d);
    stack.pop();
    state.set(p, "done");
  };
  for (const p of [...deps.keys()].sort()) visit(p);
  if (cycled) return [];
  // Kahn's algorithm with a sorted ready list gives the by-path order among independent packages.
  const pending = new Map([...deps].map(([p, d]) => [p, new Set(d)]));
  while (pending.size) {
    const ready = [...pending].filter(([, d]) => d.size === 0).map(([p]) => p);
    ready.sort();
    const next = ready[0]!;
    out.push(next);
    pending.delete(next);
    for (const d of pending.values()) d.delete(next);
  }
  return out;
}
