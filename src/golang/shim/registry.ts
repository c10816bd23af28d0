// Registry holds the lab's importable packages. A shim package is Go source (types, constants, variables,
// functions; a function or method without a body is native) plus the JS implementations of those natives.
// Packages are parsed once, on first use, and shared by every program; each type and function is
// checked and linked when something first names it (readShim). A program's own imports load at once;
// a shim package's imports load when one of its declarations first names them (pkg.Name).
import type { GoValue } from "../eval/values";
import { PiecedFile, type DeclHead } from "../syntax/pieces";
import { constNames } from "../syntax/scan";
import type * as A from "../syntax/ast";
import type { Diagnostic } from "../syntax/diagnostic";
import { LazyNames } from "../check/scope";
import { Checker, type CheckOptions } from "../check/checker";
import type { Package } from "../check/package";
import { linkPackage, linkOnFirstCall, type LazyBodies } from "../eval/link";
import { RunState, enter, leave } from "../eval/runtime";
import { StmtTable } from "../eval/context";
import {
  typeString,
  sigString,
  under,
  ifaceMethods,
  type Type,
  type Named,
  type Signature,
  type TypeParam,
} from "../check/types";
import { isExported } from "../check/checker";

/** Native is a JS implementation of a body-less Go function or method: Go values in, Go values out
 * (several results as an array). Methods receive the receiver first. Generic functions receive their
 * type arguments (Type[]) first. */
export type Native = (...args: GoValue[]) => GoValue;

/** ShimDefinition declares one importable package. */
export interface ShimDefinition {
  /** The import path, e.g. "strings" or "sigs.k8s.io/controller-runtime/pkg/client". */
  path: string;
  /** Go source: a package clause, imports of other shim packages, and declarations. Doc comments become hover docs. */
  source: string;
  /** Implementations of body-less declarations, keyed "Func" or "Type.Method". */
  natives: Record<string, Native>;
  /** hidden: a package other shims import but the lab does not offer to learners (left out of
   * supportedImports, so an import of it is not suggested). */
  hidden?: boolean;
  /** importPath: the Go import path a version variant answers to (its registry key, `path`, is
   * `<import path>@<version>`); a project's go.mod selects it (see selectVersions). */
  importPath?: string;
  /** Methods declared without Go source, by receiver type name: their syntax trees are built, not parsed
   * (the deep-copy methods of the generated API types), and they are read with their type. */
  methods?: ReadonlyMap<string, SyntheticMethods>;
}

/** SyntheticMethods are the method declarations of one type that a shim builds instead of writing as Go. */
export interface SyntheticMethods {
  /** decls returns new declarations, each positioned at `at` (their type's declaration). */
  decls(at: A.Pos): A.FuncDecl[];
  /** source is the same declarations as Go text, for tests and docs. */
  source: string;
}

const defs = new Map<string, ShimDefinition>();
const loaded = new Map<string, Package>();
/** lazyBodies: the bodies of every package read so far that wait for their first call (see linkOnFirstCall). */
const lazyBodies: LazyBodies = { pending: new Map(), compiledOnCall: 0 };

/** pendingBodies returns the shim bodies read so far that wait for their first call (shim/prelink.ts
 * compiles those a controller can reach ahead of it). */
export function pendingBodies(): LazyBodies["pending"] {
  return lazyBodies.pending;
}

/** lazyBodyStats reports how many shim bodies wait for their first call and how many were compiled
 * by one (rather than ahead of it); for tests. */
export function lazyBodyStats(): { pending: number; compiledOnCall: number } {
  return { pending: lazyBodies.pending.size, compiledOnCall: lazyBodies.compiledOnCall };
}

/** definePackage registers (or replaces, before first use) a shim package. */
export function definePackage(def: ShimDefinition): void {
  defs.set(def.path, def);
  loaded.delete(def.path);
  packageNames.delete(def.path);
}

/** isLoaded reports whether a registered package has been read (its import loaded) in this process. */
export function isLoaded(path: string): boolean {
  return loaded.has(path);
}

/** registeredPackages lists every registered shim package, hidden ones too. */
export function registeredPackages(): ShimDefinition[] {
  return [...defs.values()];
}

/** variantsOf lists the version variants of each import path: registry key and the version from which it applies. */
export function variantsOf(): Map<string, Array<{ key: string; version: string }>> {
  const out = new Map<string, Array<{ key: string; version: string }>>();
  for (const d of defs.values()) {
    if (!d.importPath) continue;
    const version = d.path.slice(d.path.lastIndexOf("@") + 1);
    out.set(d.importPath, [...(out.get(d.importPath) ?? []), { key: d.path, version }]);
  }
  return out;
}

/** shimCheckOptions: how a shim package is checked (under its Go import path, body-less natives allowed). */
export function shimCheckOptions(def: ShimDefinition): CheckOptions {
  return {
    path: def.importPath ?? def.path,
    importer: loadShim,
    supportedImports,
    instanced: false,
    natives: def.natives,
    allowBodyless: true,
    lab: false,
    importName: shimPackageName,
  };
}

const packageNames = new Map<string, string>();

/** shimPackageName is the package name of a registered import path, read from its package clause
 * without loading it (undefined when none is registered). */
function shimPackageName(path: string): string | undefined {
  const have = packageNames.get(path);
  if (have !== undefined) return have;
  const def = defs.get(path);
  const name = def && /^package\s+(\w+)/m.exec(def.source)?.[1];
  if (name) packageNames.set(path, name);
  return name;
}

/** supportedImports lists every registered import path, sorted. */
export function supportedImports(): string[] {
  return [...defs.values()]
    .filter((d) => !d.hidden)
    .map((d) => d.path)
    .sort();
}

/** loadShim returns the checked and linked package for an import path, or null when none is registered. */
export function loadShim(path: string): Package | null {
  const have = loaded.get(path);
  if (have) return have;
  const def = defs.get(path);
  if (!def) return null;
  return readShim(def);
}

/** readShim parses, checks and links a shim package. A cheap scan splits the file into declarations
 * (syntax/scan.ts); only its package clause, imports, constants (with the types declared right before
 * them), variables, grouped types, init functions and the methods of those types are parsed, lowered,
 * checked and linked at once; each other type (with its methods) and function is parsed and declared
 * when first named — by a program, another package or a native — so a program pays only for the
 * declarations it reaches (core/v1 alone declares 228 types). Such a type is resolved when its
 * underlying type is first needed (a Pod's fields name PodSpec without reading what PodSpec's fields
 * name), and a function's body is parsed, checked and compiled when first called. Listing the package's scope
 * reads them all. */
function readShim(def: ShimDefinition): Package {
  const { path } = def;
  const goPath = def.importPath ?? path;
  const failed = (ds: Diagnostic[]) =>
    new Error(`shim ${path}: ${ds.map((d) => `${d.line}:${d.column}: ${d.message}`).join("; ")}`);
  const file = new PiecedFile(`${goPath}.go`, def.source);
  const { now, types, enums, consts, funcs } = sortDecls(file);
  const lower = (pieces: number[], bodies = true): A.File => {
    const r = file.lower(pieces, bodies);
    if (!r.file) throw failed(r.diagnostics);
    return r.file;
  };
  const home = lower(now);
  // Built methods join their type's part, or the package's home file when their type is read at once.
  const built = def.methods ?? new Map<string, SyntheticMethods>();
  for (const [name, m] of built) if (!types.has(name)) home.decls.push(...m.decls(home.pkgName.pos));
  const names = new LazyNames();
  // A type read later is resolved when its underlying type is first needed, as a declaration read later is.
  const lazyTypes = (run: () => void) => {
    later.depth++;
    try {
      run();
    } finally {
      later.depth--;
    }
    settle();
  };
  const checker = new Checker({ ...shimCheckOptions(def), names, lazyTypes }, home.pkgName.name);
  const fail = () => {
    const errs = checker.diags.filter((d) => !/imported (as \w+ )?and not used|declared and not used/.test(d.message));
    if (errs.length) throw failed(errs);
  };
  // A declaration read later is collected and resolved at once; its functions are linked when the
  // checker is between declarations, and each body is checked and compiled when first called.
  const later = { checking: true, depth: 0, draining: false, queue: [] as { d: A.FuncDecl; f: A.File }[] };
  const partOf = new Map<A.FuncDecl, A.File>();
  const checkBody = (d: A.FuncDecl) =>
    lazyTypes(() => {
      // A declaration read later was parsed without its body: the body is parsed now.
      if (d.body?.list.length === 0) {
        const r = file.body(d);
        if (!r.body) throw failed(r.diagnostics);
        d.body = r.body;
      }
      const save = checker.currentFile;
      try {
        checker.checkLater(d, partOf.get(d)!);
      } finally {
        checker.currentFile = save;
      }
    });
  const settle = () => {
    if (later.checking || later.depth || later.draining) return;
    later.draining = true;
    try {
      while (later.queue.length) {
        const batch = later.queue.splice(0);
        for (const { d, f } of batch) partOf.set(d, f);
        linkOnFirstCall(
          pkg,
          batch.map((x) => x.d),
          checkBody,
          lazyBodies,
        );
      }
    } finally {
      later.draining = false;
    }
    fail();
  };
  const clause = file.heads.findIndex((h) => h.kw === "package");
  const read = (pieces: number[], methods?: SyntheticMethods) => {
    const f = lower([clause, ...pieces], false);
    if (methods && f.decls[0]) f.decls.push(...methods.decls(f.decls[0].pos));
    later.depth++;
    try {
      for (const d of checker.addPart(f, home)) later.queue.push({ d, f });
    } finally {
      later.depth--;
    }
    settle();
  };
  for (const [name, pieces] of types)
    names.defer([name, ...(enums.get(name) ?? [])], () => read(pieces, built.get(name)));
  for (const c of consts) names.defer(c.names, () => read([c.piece]));
  for (const [name, piece] of funcs) names.defer([name], () => read([piece]));
  const pkg = checker.check([home]);
  fail();
  loaded.set(path, pkg);
  later.checking = false;
  settle();
  // A package an import names is loaded when first used, possibly while a program runs (a shim body
  // checked on its first call): its initialisers run on registers of their own, so they take nothing
  // from the running call's step budget, counts or map-order sequence, whenever they run.
  const st = new RunState([], {}, INIT_SEED, new StmtTable());
  const prev = enter(st);
  try {
    linkPackage(pkg).init();
  } finally {
    leave(st, prev);
  }
  return pkg;
}

/** INIT_SEED seeds the map-order sequence of a shim package's initialisers (the idle registers' seed). */
const INIT_SEED = 0x9e3779b9 >>> 0;

/** sortDecls sorts a shim file's declarations (indices into its heads) into those read at once and
 * those read on first use: single type declarations (each with its methods, in source order, and, for
 * an enum, the constants declared right after it), constant declarations and functions, each by the
 * names it declares. */
function sortDecls(file: PiecedFile): {
  now: number[];
  types: Map<string, number[]>;
  /** enums: the names of the constants read with each type */
  enums: Map<string, string[]>;
  consts: { names: string[]; piece: number }[];
  funcs: Map<string, number>;
} {
  const single = (h: DeclHead) => h.kw === "type" && h.name !== "";
  const types = new Map<string, number[]>();
  const enums = new Map<string, string[]>();
  const consts: { names: string[]; piece: number }[] = [];
  const funcs = new Map<string, number>();
  const now: number[] = [];
  file.heads.forEach((h, i) => {
    if (single(h) && !types.has(h.name)) types.set(h.name, [i]);
  });
  file.heads.forEach((h, i) => {
    if (single(h) && types.get(h.name)![0] === i) return;
    if (h.kw === "const") {
      const names = constNames(file.text(i));
      if (names?.length) {
        // An enum's constants (`type Phase string` then `const ( … Phase = … )`) are read with their type.
        const prev = file.heads[i - 1];
        const enumType = prev && single(prev) && types.get(prev.name)![0] === i - 1 ? prev.name : undefined;
        if (enumType) {
          types.get(enumType)!.push(i);
          enums.set(enumType, [...(enums.get(enumType) ?? []), ...names]);
        } else consts.push({ names, piece: i });
        return;
      }
    }
    if (h.kw === "func" && h.recv !== undefined) {
      const m = /(\w+)\s*(?:\[[^\]]*\])?\s*\)$/.exec(h.recv);
      const ms = m && types.get(m[1]!);
      if (ms) {
        ms.push(i);
        return;
      }
    }
    if (h.kw === "func" && h.recv === undefined) {
      const f = h.name;
      if (f && f !== "init" && !types.has(f) && !funcs.has(f)) {
        funcs.set(f, i);
        return;
      }
    }
    now.push(i);
  });
  return { now, types, enums, consts, funcs };
}

/** ExportedSymbol describes one exported name of a shim package, for completion and hover. */
export interface ExportedSymbol {
  kind: "func" | "type" | "const" | "var";
  name: string;
  /** Go signature or declaration, e.g. "func Contains(s string, substr string) bool". */
  signature: string;
  doc: string;
  type: Type;
  /** For types: fields and methods with their signatures. */
  members?: { name: string; kind: "field" | "method"; signature: string; doc: string }[];
  /** For functions: the implementation (native or compiled Go). */
  impl?: Native;
}

/** exportsOf lists the exported symbols of a shim package (Exports[importPath][name]). */
export function exportsOf(path: string, pkg: Package | null = loadShim(path)): Record<string, ExportedSymbol> {
  if (!pkg) return {};
  const out: Record<string, ExportedSymbol> = {};
  const q = (n: Named) => (n.pkg === pkg.path || !n.pkgName ? "" : n.pkgName + ".");
  for (const [name, o] of pkg.scope.names) {
    if (!isExported(name)) continue;
    const doc = o.doc ?? "";
    switch (o.kind) {
      case "func": {
        const s: ExportedSymbol = {
          kind: "func",
          name,
          signature: `func ${name}${tparams((o.type as Signature).typeParams, q)}${sigString(o.type as never, q)}`,
          doc,
          type: o.type,
        };
        if (o.impl) s.impl = o.impl;
        out[name] = s;
        break;
      }
      case "type": {
        const t = o.type;
        const members: NonNullable<ExportedSymbol["members"]> = [];
        const u = under(t);
        if (u.k === "struct")
          for (const f of u.fields)
            if (f.exported)
              members.push({ name: f.name, kind: "field", signature: `${f.name} ${typeString(f.type, q)}`, doc: "" });
        if (u.k === "interface")
          for (const m of ifaceMethods(u))
            members.push({
              name: m.name,
              kind: "method",
              signature: `func ${m.name}${sigString(m.sig, q)}`,
              doc: m.doc ?? "",
            });
        if (t.k === "named")
          for (const m of t.methods.values())
            if (isExported(m.name))
              members.push({
                name: m.name,
                kind: "method",
                signature: `func (${m.ptrRecv ? "*" : ""}${t.name}${t.typeParams ? `[${t.typeParams.map((p) => p.name).join(", ")}]` : ""}) ${m.name}${sigString(m.sig, q)}`,
                doc: m.doc ?? "",
              });
        const tps = t.k === "named" && t.name === name ? t.typeParams : undefined;
        out[name] = {
          kind: "type",
          name,
          signature: `type ${name}${tparams(tps, q)} ${typeString(u, q)}`,
          doc,
          type: t,
          members,
        };
        break;
      }
      case "const":
        out[name] = { kind: "const", name, signature: `const ${name} ${typeString(o.type, q)}`, doc, type: o.type };
        break;
      case "var":
        out[name] = { kind: "var", name, signature: `var ${name} ${typeString(o.type, q)}`, doc, type: o.type };
        break;
      default:
        break;
    }
  }
  return out;
}

/** tparams renders a type parameter list with its constraints, "[K comparable, V any]", or "" for none. */
function tparams(tps: readonly TypeParam[] | undefined, q: (n: Named) => string): string {
  return tps?.length ? `[${tps.map((p) => `${p.name} ${typeString(p.constraint, q)}`).join(", ")}]` : "";
}

/** Exports is the registry view the editor uses: Exports[importPath][name]. Loaded lazily per path. */
export const Exports: Record<string, Record<string, ExportedSymbol>> = new Proxy(
  {} as Record<string, Record<string, ExportedSymbol>>,
  {
    get: (cache, path: string | symbol) => {
      if (typeof path !== "string") return undefined;
      if (!(path in cache)) {
        if (!defs.has(path)) return undefined;
        cache[path] = exportsOf(path);
      }
      return cache[path];
    },
    has: (_c, path) => typeof path === "string" && defs.has(path),
    ownKeys: () => supportedImports(),
    getOwnPropertyDescriptor: (_c, path) =>
      typeof path === "string" && defs.has(path) ? { enumerable: true, configurable: true } : undefined,
  },
);

/** lookupShimType finds a named type exported by a shim package (for natives that build values). */
export function shimType(path: string, name: string): Named {
  const pkg = loadShim(path);
  const o = pkg?.scope.names.get(name);
  if (!o || o.kind !== "type" || o.type.k !== "named") throw new Error(`shim type ${path}.${name} not found`);
  return o.type;
}
