// Checker type-checks one package: it collects package-level objects, resolves them lazily (so order
// does not matter), then checks function bodies. Each language concern lives in its own file.
import type { GoValue } from "../eval/values";
import type * as A from "../syntax/ast";
import type { Diagnostic } from "../syntax/diagnostic";
import { Scope, type GoObject } from "./scope";
import { universe } from "./universe";
import { T, newNamed, newSignature, typeString, underlyingOf, type Named, type Signature, type Type } from "./types";
import type { Package, VarInit } from "./package";
import { resolveType, funcType, declareTypeParams, typeArgExprs } from "./typexpr";
import { checkConstSpec, checkVarSpecGlobal, checkRecursiveType } from "./decl";
import { checkFuncBody } from "./stmt";
import { exprString } from "./exprstring";

/** Importer returns a checked package for an import path, or null when the lab does not provide it. */
export type Importer = (path: string) => Package | null;

/** CheckOptions configures one package check. */
export interface CheckOptions {
  path: string;
  importer: Importer;
  supportedImports: () => string[];
  instanced: boolean; // user code (globals per instance) rather than a shared shim package
  natives?: Record<string, (...args: GoValue[]) => GoValue>;
  allowBodyless?: boolean; // shim packages declare natives as functions without bodies
  lab?: boolean; // apply the lab's sandbox rule (no unsafe)
  /** globals: a counter shared by the packages of one project, so their global slots do not overlap. */
  globals?: { n: number };
  /** names: the package scope's name table (a LazyNames for a shim package read on demand). */
  names?: Map<string, GoObject>;
  /** lazyTypes: a part added after the check (addPart) declares its types without resolving them;
   * each (unless generic or an alias) is resolved when its underlying type is first needed (under),
   * by calling `run` with the resolution. A shim type's fields then name other types without reading
   * theirs: a Pod reads PodSpec's declaration, not the declarations of PodSpec's fields. */
  lazyTypes?: (run: () => void) => void;
  /** importName: the package name of an import path the importer provides, read without loading the
   * package (a shim package's package clause). With it, an import (other than `.`) is loaded when its
   * name is first used (pkg.Name), not when collected: a shim package pays only for the packages the
   * declarations a program reaches name. Without it (learners' code), every import loads at once. */
  importName?: (path: string) => string | undefined;
}

/** Checker holds the state of one package check. */
export class Checker {
  diags: Diagnostic[] = [];
  pkg: Package;
  pkgScope: Scope;
  fileScopes = new Map<A.File, Scope>();
  fn: A.FuncInfo | null = null; // the function whose body is being checked
  sig: Signature | null = null; // its signature
  iota: bigint | null = null; // iota in the current const spec
  varInits: VarInit[] = [];
  private errKeys = new Set<string>();
  methodDecls: { decl: A.FuncDecl; file: A.File }[] = [];
  currentFile: A.File | null = null;
  localVars: GoObject[] = [];
  scope: Scope;
  /** deferred holds work that waits for a type being resolved (flushed when the current object is done). */
  private deferred: (() => void)[] = [];

  constructor(
    readonly opts: CheckOptions,
    pkgName: string,
  ) {
    this.pkgScope = new Scope(universe, "package", opts.names);
    this.scope = this.pkgScope;
    this.pkg = {
      path: opts.path,
      name: pkgName,
      scope: this.pkgScope,
      files: [],
      funcs: [],
      varInits: this.varInits,
      nglobals: 0,
      instanced: opts.instanced,
      imports: [],
      initFuncs: [],
    };
    if (opts.natives) this.pkg.natives = opts.natives;
  }

  /** error records a diagnostic once per position and message, with the end of the offending node. */
  error(pos: A.Pos, message: string): void {
    // As go/types does: once an error is reported, a message that mentions an invalid type or
    // operand past its start is a follow-on error (a failed import, an undefined type) and is dropped.
    if (
      this.diags.some((x) => x.severity === "error") &&
      (message.indexOf("invalid type") > 0 || message.indexOf("invalid operand") > 0)
    )
      return;
    const key = `${pos.file}:${pos.line}:${pos.col}:${message}`;
    if (this.errKeys.has(key)) return;
    this.errKeys.add(key);
    const d: Diagnostic = { file: pos.file, line: pos.line, column: pos.col, message, severity: "error" };
    const end = this.endOf(pos);
    if (end) {
      d.endLine = end[0];
      d.endColumn = end[1];
    }
    this.diags.push(d);
  }

  private lineTables = new Map<string, number[]>();
  /** endOf converts a node's end offset to a 1-based line and column (line tables are built on first error). */
  private endOf(pos: A.Pos): [number, number] | null {
    if (pos.end <= pos.off) return null;
    let table = this.lineTables.get(pos.file);
    if (!table) {
      const f = this.pkg.files.find((x) => x.name === pos.file);
      if (!f) return null;
      table = [0];
      for (let i = 0; i < f.source.length; i++) if (f.source.charCodeAt(i) === 10) table.push(i + 1);
      this.lineTables.set(pos.file, table);
    }
    let lo = 0,
      hi = table.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (table[mid]! <= pos.end) lo = mid;
      else hi = mid - 1;
    }
    return [lo + 1, pos.end - table[lo]! + 1];
  }

  /** typeStr renders a type relative to this package. */
  ts(t: Type): string {
    return typeString(t, (n) => (n.pkg === this.pkg.path || !n.pkgName ? "" : n.pkgName + "."));
  }
  /** es renders an expression's source. */
  es(e: A.Expr): string {
    return exprString(e);
  }

  /** check runs every phase over the package's files. */
  check(files: A.File[]): Package {
    this.pkg.files = files;
    for (const f of files) this.collectImports(f);
    for (const f of files) this.collectDecls(f);
    for (const m of this.methodDecls) this.collectMethod(m.decl, m.file);
    // Resolve every package-level object, in source order (dependencies resolve first, lazily).
    for (const f of files) {
      this.currentFile = f;
      for (const d of f.decls) {
        if (d.kind === "GenDecl") {
          if (d.tok === "import") continue;
          for (const s of d.specs) {
            if ("names" in s) for (const n of s.names) if (n.obj) this.resolveObj(n.obj);
            if ("name" in s && (s as A.TypeSpec).name.obj) this.resolveObj((s as A.TypeSpec).name.obj!);
          }
        } else if (!d.recv && d.name.obj) this.resolveObj(d.name.obj);
      }
    }
    for (const f of files) {
      this.currentFile = f;
      for (const d of f.decls) if (d.kind === "FuncDecl") this.checkFuncDecl(d);
    }
    this.pkg.nglobals = this.opts.globals ? this.opts.globals.n : this.globalCount;
    for (const f of files) this.reportUnusedImports(f);
    this.diags.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
    return this.pkg;
  }

  globalCount = 0;

  collectImports(f: A.File): void {
    const fs = new Scope(this.pkgScope, "file");
    this.fileScopes.set(f, fs);
    for (const spec of f.imports) {
      if (this.opts.lab && spec.path === "unsafe") {
        this.error(spec.pathPos, `package "unsafe" is not supported in the lab`);
        continue;
      }
      const lazyName = spec.name?.name === "." ? undefined : this.opts.importName?.(spec.path);
      if (lazyName !== undefined) {
        this.lazyImport(fs, spec, lazyName);
        continue;
      }
      const pkg = this.opts.importer(spec.path);
      if (!pkg) {
        const list = this.opts.supportedImports();
        this.error(
          spec.pathPos,
          `could not import "${spec.path}": the lab does not provide this package; supported imports: ${list.join(", ")}`,
        );
        // Declare the name anyway (as a package that resolves nothing) so its uses give no follow-up errors.
        const name =
          spec.name?.name ??
          spec.path
            .split("/")
            .pop()!
            .replace(/^v\d+$/, "") ??
          "";
        if (name && name !== "_" && name !== ".") {
          const broken: GoObject = {
            kind: "pkg",
            name,
            type: T.invalid,
            pkg: this.pkg.path,
            pos: spec.pathPos,
            used: true,
          };
          fs.insert(broken);
        }
        continue;
      }
      if (!this.pkg.imports.includes(pkg)) this.pkg.imports.push(pkg);
      if (spec.name?.name === "_") continue;
      if (spec.name?.name === ".") {
        for (const o of pkg.scope.names.values()) if (isExported(o.name)) fs.insert(o);
        spec.used = true;
        continue;
      }
      const name = spec.name?.name ?? pkg.name;
      const obj: GoObject = {
        kind: "pkg",
        name,
        type: T.invalid,
        pkg: this.pkg.path,
        pos: spec.name?.pos ?? spec.pathPos,
        imported: pkg,
        used: false,
      };
      (obj as GoObject & { spec?: A.ImportSpec }).spec = spec;
      if (fs.insert(obj)) this.error(obj.pos!, `${name} redeclared in this block`);
    }
  }

  /** lazyImport declares an import whose package is loaded when its name is first used. */
  private lazyImport(fs: Scope, spec: A.ImportSpec, pkgName: string): void {
    if (spec.name?.name === "_") return;
    const importer = this.opts.importer;
    const imports = this.pkg.imports;
    let pkg: Package | null | undefined;
    const obj: GoObject & { spec?: A.ImportSpec; pkgName?: string } = {
      kind: "pkg",
      name: spec.name?.name ?? pkgName,
      type: T.invalid,
      pkg: this.pkg.path,
      pos: spec.name?.pos ?? spec.pathPos,
      used: false,
      spec,
      pkgName,
    };
    Object.defineProperty(obj, "imported", {
      enumerable: true,
      get: (): Package | undefined => {
        if (pkg === undefined) {
          pkg = importer(spec.path);
          if (pkg && !imports.includes(pkg)) imports.push(pkg);
        }
        return pkg ?? undefined;
      },
    });
    if (fs.insert(obj)) this.error(obj.pos!, `${obj.name} redeclared in this block`);
  }

  reportUnusedImports(f: A.File): void {
    const fs = this.fileScopes.get(f)!;
    for (const o of fs.names.values()) {
      if (o.kind !== "pkg" || o.used) continue;
      const { spec, pkgName } = o as GoObject & { spec?: A.ImportSpec; pkgName?: string };
      if (!spec) continue;
      const alias = spec.name && spec.name.name !== (pkgName ?? o.imported!.name) ? ` as ${spec.name.name}` : "";
      this.error(spec.pathPos, `"${spec.path}" imported${alias} and not used`);
    }
  }

  declarePkg(obj: GoObject): void {
    if (obj.name === "_") return;
    if (obj.name === "init" && obj.kind === "func") return;
    const prev = this.pkgScope.insert(obj);
    if (prev)
      this.error(
        obj.pos!,
        `${obj.name} redeclared in this block${prev.pos ? `\n\tother declaration of ${obj.name} at ${prev.pos.file}:${prev.pos.line}:${prev.pos.col}` : ""}`,
      );
  }

  collectDecls(f: A.File): void {
    const fileScope = this.fileScopes.get(f)!;
    for (const d of f.decls) {
      if (d.kind === "FuncDecl") {
        if (d.recv) {
          this.methodDecls.push({ decl: d, file: f });
          this.pkg.funcs.push(d);
          if (!d.body && !this.opts.allowBodyless) this.error(d.name.pos, `missing function body`);
          continue;
        }
        const obj: GoObject = {
          kind: "func",
          name: d.name.name,
          type: T.invalid,
          pkg: this.pkg.path,
          pos: d.name.pos,
          decl: d,
          state: "unresolved",
        };
        if (d.doc) obj.doc = d.doc;
        obj.resolve = () => {
          this.currentFile = f;
          const sig = funcType(this, d.type, fileScope);
          obj.type = sig;
          if (d.name.name === "main" || d.name.name === "init") {
            if (sig.params.length || sig.results.length)
              this.error(d.name.pos, `func ${d.name.name} must have no arguments and no return values`);
          }
        };
        d.name.obj = obj;
        if (d.name.name === "init") this.pkg.initFuncs.push(d);
        this.declarePkg(obj);
        this.pkg.funcs.push(d);
        if (!d.body && !this.opts.allowBodyless) this.error(d.name.pos, `missing function body`);
        continue;
      }
      if (d.tok === "import") continue;
      if (d.tok === "type") {
        for (const s of d.specs as A.TypeSpec[]) this.collectType(s, fileScope, f);
        continue;
      }
      for (const s of d.specs as A.ValueSpec[]) {
        if (d.tok === "const") {
          const objs = s.names.map((n): GoObject => {
            const o: GoObject = {
              kind: "const",
              name: n.name,
              type: T.invalid,
              pkg: this.pkg.path,
              pos: n.pos,
              state: "unresolved",
            };
            if (s.doc) o.doc = s.doc;
            n.obj = o;
            return o;
          });
          const resolve = () => {
            this.currentFile = f;
            checkConstSpec(this, s, objs, fileScope);
          };
          for (const o of objs) {
            o.resolve = resolve;
            this.declarePkg(o);
          }
        } else {
          const objs = s.names.map((n): GoObject => {
            const o: GoObject = {
              kind: "var",
              name: n.name,
              type: T.invalid,
              pkg: this.pkg.path,
              pos: n.pos,
              global: true,
              used: true,
              state: "unresolved",
            };
            if (s.doc) o.doc = s.doc;
            if (this.opts.instanced) o.index = this.opts.globals ? this.opts.globals.n++ : this.globalCount++;
            else o.box = { v: undefined };
            n.obj = o;
            return o;
          });
          let done = false;
          const resolve = () => {
            if (done) return;
            done = true;
            this.currentFile = f;
            checkVarSpecGlobal(this, s, objs, fileScope);
            this.varInits.push({ spec: s, lhs: objs, file: f.name });
            for (const o of objs) o.state = "done";
          };
          for (const o of objs) {
            o.resolve = resolve;
            this.declarePkg(o);
          }
        }
      }
    }
  }

  collectType(s: A.TypeSpec, scope: Scope, f: A.File, local = false): GoObject {
    const obj: GoObject = {
      kind: "type",
      name: s.name.name,
      type: T.invalid,
      pkg: this.pkg.path,
      pos: s.name.pos,
      state: "unresolved",
    };
    if (s.doc) obj.doc = s.doc;
    s.name.obj = obj;
    if (s.typeParams.length && local) this.error(s.name.pos, `generic type cannot be declared inside a function`);
    if (s.assign) {
      obj.resolve = () => {
        this.currentFile = f;
        obj.type = resolveType(this, s.type, scope);
      };
    } else {
      const named: Named = newNamed(s.name.name, this.pkg.path, this.pkg.name);
      if (local) named.name = s.name.name;
      named.obj = obj;
      if (s.doc) named.doc = s.doc;
      obj.type = named;
      obj.resolve = () => {
        this.currentFile = f;
        named.underlying = T.invalid;
        let inner = scope;
        if (s.typeParams.length) {
          // A generic type: its parameters are in scope in its definition (and stand for themselves there).
          inner = new Scope(scope, "block");
          named.typeParams = declareTypeParams(this, s.typeParams, inner);
        }
        const u = resolveType(this, s.type, inner, named);
        named.underlying = u.k === "named" ? underlyingOf(u) : u;
        if (u.k === "named" && u.underlying === T.invalid && u !== named) {
          // The underlying named type is still being resolved; take its underlying when it is ready.
          const target = u;
          this.deferred.push(() => {
            named.underlying = target.underlying;
          });
        }
        checkRecursiveType(this, named, s.name.pos);
      };
    }
    if (local) {
      if (scope.insert(obj)) this.error(obj.pos!, `${obj.name} redeclared in this block`);
      this.resolveObj(obj);
    } else this.declarePkg(obj);
    return obj;
  }

  collectMethod(d: A.FuncDecl, f: A.File): void {
    const fileScope = this.fileScopes.get(f)!;
    let rt = d.recv!.type;
    let ptr = false;
    if (rt.kind === "ParenExpr") rt = rt.x;
    if (rt.kind === "StarExpr") {
      ptr = true;
      rt = rt.x;
    }
    // A generic type's method names its type parameters in the receiver: func (s *Set[T]) Has(x T) bool.
    let recvTParams: A.Expr[] = [];
    if (rt.kind === "IndexExpr") {
      recvTParams = typeArgExprs(rt);
      rt = rt.x;
    }
    if (rt.kind !== "Ident") {
      this.error(rt.pos, `invalid receiver type ${this.es(rt)}`);
      return;
    }
    const base = this.pkgScope.names.get(rt.name);
    if (!base) {
      this.error(rt.pos, `undefined: ${rt.name}`);
      return;
    }
    if (base.kind !== "type" || base.type.k !== "named") {
      this.error(rt.pos, `cannot define new methods on non-local type ${rt.name}`);
      return;
    }
    rt.obj = base;
    base.used = true;
    const named = base.type;
    const recvIdent = rt;
    // The receiver's type parameter names, bound to the type's own parameters once it is resolved.
    let memo: Scope | null = null;
    const recvScope = (): Scope => (memo ??= makeRecvScope());
    const makeRecvScope = (): Scope => {
      this.resolveObj(base);
      const tps = named.typeParams ?? [];
      if (recvTParams.length !== tps.length) {
        this.error(
          recvIdent.pos,
          tps.length
            ? `cannot use generic type ${named.name} without instantiation`
            : `${named.name} is not a generic type`,
        );
        return fileScope;
      }
      const sc = new Scope(fileScope, "block");
      recvTParams.forEach((p, i) => {
        if (p.kind === "Ident" && p.name !== "_")
          sc.insert({ kind: "type", name: p.name, type: tps[i]!, pkg: this.pkg.path, pos: p.pos });
      });
      return sc;
    };
    this.recvScopes.set(d, recvScope);
    if (named.methods.has(d.name.name)) {
      this.error(d.name.pos, `method ${named.name}.${d.name.name} already declared`);
      return;
    }
    const sig = newSignature([], [], false);
    sig.pending = true;
    const m = { name: d.name.name, sig, ptrRecv: ptr, ...(d.doc ? { doc: d.doc } : {}) };
    named.methods.set(d.name.name, m);
    const obj: GoObject = { kind: "func", name: d.name.name, type: sig, pkg: this.pkg.path, pos: d.name.pos, decl: d };
    d.name.obj = obj;
    (m as { obj?: GoObject }).obj = obj;
    // The signature is filled in once types are resolvable.
    this.pendingSigs.push(() => {
      this.currentFile = f;
      const s = funcType(this, d.type, recvScope());
      delete sig.pending;
      Object.assign(sig, {
        params: s.params,
        results: s.results,
        variadic: s.variadic,
        paramNames: s.paramNames,
        resultNames: s.resultNames,
      });
      checkRecv();
    });
    // A lazily declared type is not resolved yet: its methods are checked against it when it is.
    const checkRecv = () => {
      const u = named.underlying;
      if (u.k === "struct" && u.fields.some((fl) => fl.name === d.name.name))
        this.error(d.name.pos, `field and method with the same name ${d.name.name}`);
      if (u.k === "pointer" || u.k === "interface")
        this.error(rt.pos, `invalid receiver type ${rt.kind === "Ident" ? rt.name : ""} (pointer or interface type)`);
    };
    if (this.opts.lazyTypes) this.recvChecks.set(named, [...(this.recvChecks.get(named) ?? []), checkRecv]);
  }
  /** recvChecks holds the receiver checks of the methods of lazily declared types (see addPart). */
  private recvChecks = new Map<Named, (() => void)[]>();
  pendingSigs: (() => void)[] = [];
  /** recvScopes gives each method the scope its receiver's type parameter names are declared in. */
  private recvScopes = new Map<A.FuncDecl, () => Scope>();

  /** resolveObj forces a package-level object's declaration to be checked (once). */
  resolveObj(o: GoObject): void {
    this.resolvePendingSigs();
    if (o.state !== "unresolved" || !o.resolve) return;
    // A lazily declared type is resolved when its underlying type is needed, not when it is named.
    if (o.kind === "type" && o.type.k === "named" && o.type.lazy) return;
    o.state = "resolving";
    const saveFn = this.fn,
      saveSig = this.sig,
      saveIota = this.iota,
      saveFile = this.currentFile,
      saveScope = this.scope;
    this.fn = null;
    this.sig = null;
    this.iota = null;
    try {
      o.resolve();
    } finally {
      this.fn = saveFn;
      this.sig = saveSig;
      this.iota = saveIota;
      this.currentFile = saveFile;
      this.scope = saveScope;
    }
    o.state = "done";
    this.flushDeferred();
  }

  /** resolvePendingSigs fills in the method signatures collected so far. */
  private resolvePendingSigs(): void {
    if (this.pendingSigs.length) {
      const p = this.pendingSigs;
      this.pendingSigs = [];
      // Types must be declared before method signatures resolve; resolving them here is lazy-safe.
      for (const f of p) f();
    }
  }

  /** flushDeferred runs the deferred work queued while resolving an object. */
  private flushDeferred(): void {
    const m = this.deferred;
    this.deferred = [];
    for (const f of m) f();
  }

  /** addPart adds declarations read after the check: `f` is a part of file `home` (a shim package's
   * declaration with its methods, or constants, read when first named). They are collected and
   * resolved (a type lazily, with lazyTypes); the function and method declarations are returned, for
   * checkLater and the linker. */
  addPart(f: A.File, home: A.File): A.FuncDecl[] {
    this.fileScopes.set(f, this.fileScopes.get(home)!);
    const nMethods = this.methodDecls.length;
    const nFuncs = this.pkg.funcs.length;
    this.collectDecls(f);
    for (const m of this.methodDecls.slice(nMethods)) this.collectMethod(m.decl, m.file);
    for (const d of f.decls) {
      if (d.kind === "FuncDecl") {
        if (!d.recv && d.name.obj) this.resolveObj(d.name.obj);
      } else if (d.tok === "type")
        for (const s of d.specs as A.TypeSpec[]) {
          const o = s.name.obj;
          if (!o) continue;
          const run = this.opts.lazyTypes;
          if (run && o.type.k === "named" && !s.assign && !s.typeParams.length && o.state === "unresolved") {
            const named = o.type;
            named.lazy = () => {
              named.lazy = undefined;
              run(() => {
                this.resolveObj(o);
                for (const check of this.recvChecks.get(named) ?? []) check();
                this.recvChecks.delete(named);
              });
            };
          } else this.resolveObj(o);
        }
      else if (d.tok === "const")
        for (const s of d.specs as A.ValueSpec[]) for (const n of s.names) if (n.obj) this.resolveObj(n.obj);
    }
    this.resolvePendingSigs();
    return this.pkg.funcs.slice(nFuncs);
  }

  /** checkLater checks the body of a function declared in part `f` (see addPart). */
  checkLater(d: A.FuncDecl, f: A.File): void {
    this.currentFile = f;
    this.checkFuncDecl(d);
  }

  checkFuncDecl(d: A.FuncDecl): void {
    const fileScope = this.fileScopes.get(this.currentFile!)!;
    if (!d.body) return;
    let sig: Signature;
    let recvObj: GoObject | undefined;
    let bodyScope = fileScope;
    const fn = newFuncInfo(null, d.name.name);
    if (d.recv) {
      const obj = d.name.obj;
      if (!obj) return;
      sig = obj.type as Signature;
      const rs = this.recvScopes.get(d);
      bodyScope = rs ? rs() : fileScope;
      const recvType = resolveType(this, d.recv.type, bodyScope);
      // An unnamed receiver, func (*T) M(...), still takes the first argument slot: it binds as "_"
      // so the parameters after it keep their places.
      const recvName = d.recv.names[0];
      recvObj = {
        kind: "var",
        name: recvName ? recvName.name : "_",
        type: recvType,
        pkg: this.pkg.path,
        pos: recvName ? recvName.pos : d.recv.type.pos,
        used: true,
        isParam: true,
      };
      if (recvName) recvName.obj = recvObj;
    } else {
      const obj = d.name.obj;
      if (!obj) return;
      this.resolveObj(obj);
      sig = obj.type as Signature;
      if (sig.k !== "func") return;
    }
    // A method of a generic type takes the instance's type arguments first, as a generic function does.
    const recvBase = recvObj && (recvObj.type.k === "pointer" ? recvObj.type.elem : recvObj.type);
    const generic = recvBase?.k === "named" && !!recvBase.typeParams;
    checkFuncBody(this, fn, d.type, sig, d.body, bodyScope, recvObj, generic);
    d.fn = fn;
  }
}

/** newFuncInfo starts the resolver record of one function body. */
export function newFuncInfo(parent: A.FuncInfo | null, name: string): A.FuncInfo {
  return {
    nslots: 3,
    parent,
    captures: [],
    upIndex: new Map(),
    hasDefer: false,
    hasRecover: false,
    namedResults: null,
    params: [],
    name,
  };
}

export function isExported(name: string): boolean {
  const c = name.charCodeAt(0);
  return c >= 65 && c <= 90;
}

export { T as Types };
export type { Type };
