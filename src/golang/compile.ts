// Compile turns Go source files into a Program: parse, lower, check, then link (closure compilation).
import { parseFile } from "./syntax/parse";
import type { Diagnostic } from "./syntax/diagnostic";
import type { File } from "./syntax/ast";
import { Checker } from "./check/checker";
import { linkPackage } from "./eval/link";
import { Program } from "./eval/program";
import { StmtTable } from "./eval/context";
import { loadShim, supportedImports } from "./shim/registry";
import "./shim/std";
import "./shim/k8s";

/** SourceFile is one Go file to compile. */
export interface SourceFile {
  name: string;
  source: string;
}

/** CompileOptions chooses the package path (default: "main" for package main, else the lab's controller package). */
export interface CompileOptions {
  path?: string;
  checkOnly?: boolean;
}

/** CompileResult is a program (when there are no errors) and the diagnostics. */
export interface CompileResult {
  program?: Program;
  diagnostics: Diagnostic[];
}

/** The import path learners' files compile as (LAB-CONTRACT §2). */
export const LAB_PACKAGE_PATH = "example.com/app/internal/controller";

/** compile parses, checks and compiles a package made of `files`. It never throws for bad Go. */
export function compile(files: SourceFile[], opts: CompileOptions = {}): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const asts: File[] = [];
  for (const f of files) {
    const r = parseFile(f.name, f.source);
    diagnostics.push(...r.diagnostics);
    if (r.file) asts.push(r.file);
  }
  if (diagnostics.length) return { diagnostics };
  if (asts.length === 0)
    return { diagnostics: [{ file: "", line: 1, column: 1, message: "no Go files", severity: "error" }] };
  const pkgName = asts[0]!.pkgName.name;
  for (const a of asts) {
    if (!a.pkgName.name)
      diagnostics.push({
        file: a.name,
        line: 1,
        column: 1,
        message: "syntax error: package statement must be first",
        severity: "error",
      });
    else if (a.pkgName.name !== pkgName)
      diagnostics.push({
        file: a.name,
        line: a.pkgName.pos.line,
        column: a.pkgName.pos.col,
        message: `package ${a.pkgName.name}; expected package ${pkgName}`,
        severity: "error",
      });
  }
  if (diagnostics.length) return { diagnostics };
  const path = opts.path ?? (pkgName === "main" ? "main" : LAB_PACKAGE_PATH);
  const checker = new Checker({ path, importer: loadShim, supportedImports, instanced: true, lab: true }, pkgName);
  let pkg;
  try {
    pkg = checker.check(asts);
  } catch (e) {
    // A checker bug must not take the editor down: report it as a diagnostic.
    return {
      diagnostics: [
        ...checker.diags,
        {
          file: asts[0]!.name,
          line: 1,
          column: 1,
          message: `internal error while checking: ${(e as Error).message}`,
          severity: "error",
        },
      ],
    };
  }
  if (checker.diags.length || opts.checkOnly) return { diagnostics: checker.diags };
  try {
    const stmts = new StmtTable();
    const linked = linkPackage(pkg, stmts);
    return { program: new Program(pkg, linked, stmts), diagnostics: [] };
  } catch (e) {
    return {
      diagnostics: [
        {
          file: asts[0]!.name,
          line: 1,
          column: 1,
          message: `internal error while compiling: ${(e as Error).message}`,
          severity: "error",
        },
      ],
    };
  }
}
