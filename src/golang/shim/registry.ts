// Registry holds the lab's importable packages. A shim package is Go source (types, constants, variables,
// functions; a function or method without a body is native) plus the JS implementations of those natives.
// Packages are parsed, checked and linked once, on first import, and shared by every program.
import type { GoValue } from "../eval/values";
import { parseFile } from "../syntax/parse";
import { Checker } from "../check/checker";
import type { Package } from "../check/package";
import { linkPackage } from "../eval/link";
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
}

const defs = new Map<string, ShimDefinition>();
const loaded = new Map<string, Package>();

/** definePackage registers (or replaces, before first use) a shim package. */
export function definePackage(def: ShimDefinition): void {
  defs.set(def.path, def);
  loaded.delete(def.path);
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
  const goPath = def.importPath ?? path;
  const file = `${goPath}.go`;
  const parsed = parseFile(file, def.source);
  if (!parsed.file)
    throw new Error(`shim ${path}: ${parsed.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`).join("; ")}`);
  const checker = new Checker(
    {
      path: goPath,
      importer: loadShim,
      supportedImports,
      instanced: false,
      natives: def.natives,
      allowBodyless: true,
      lab: false,
    },
    parsed.file.pkgName.name,
  );
  const pkg = checker.check([parsed.file]);
  const errs = checker.diags.filter((d) => !/imported and not used|declared and not used/.test(d.message));
  if (errs.length)
    throw new Error(`shim ${path}: ${errs.map((d) => `${d.line}:${d.column}: ${d.message}`).join("; ")}`);
  loaded.set(path, pkg);
  linkPackage(pkg).init();
  return pkg;
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
