// Scope holds the objects declared in a block; GoObject is one declared name (go/types' Object).
import type { GoValue } from "../eval/values";
import type { Pos, FuncInfo, FuncDecl } from "../syntax/ast";
import type { Type } from "./types";
import type { ConstValue } from "./constant";
import type { Package } from "./package";

export type ObjKind = "var" | "const" | "type" | "func" | "pkg" | "builtin" | "nil" | "label";

/** GoObject is a declared name: variable, constant, type, function, imported package, builtin or label. */
export interface GoObject {
  kind: ObjKind;
  name: string;
  type: Type;
  pkg: string; // declaring package path ("" for the universe)
  pos?: Pos;
  doc?: string;
  cv?: ConstValue; // const value
  used?: boolean;
  // variables
  global?: boolean; // package-level variable
  index?: number; // frame slot (locals) or global index
  boxed?: boolean; // captured by a closure or address taken: lives in a Box
  owner?: FuncInfo; // the function whose frame holds this local
  isParam?: boolean;
  box?: { v: GoValue }; // value cell of a package-level variable of a shared (shim) package
  // imported packages
  imported?: Package;
  // functions
  decl?: FuncDecl;
  impl?: (...args: GoValue[]) => GoValue;
  // state of lazy package-level resolution
  state?: "unresolved" | "resolving" | "done";
  resolve?: () => void;
}

/** Scope is a lexical block: names to objects, with a parent link. */
export class Scope {
  constructor(
    readonly parent: Scope | null,
    readonly kind: "universe" | "package" | "file" | "func" | "block" = "block",
    readonly names: Map<string, GoObject> = new Map(),
  ) {}

  /** lookup finds a name here or in an enclosing scope. */
  lookup(name: string): GoObject | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }

  /** insert declares obj; it returns the previous object of that name in this very scope, if any. */
  insert(obj: GoObject): GoObject | undefined {
    const prev = this.names.get(obj.name);
    if (prev) return prev;
    this.names.set(obj.name, obj);
    return undefined;
  }

  /** allNames lists every name visible from here (for "did you mean" suggestions). */
  allNames(): string[] {
    return [...this.names.keys(), ...(this.parent?.allNames() ?? [])];
  }
}

/** LazyNames is a package scope's name table whose declarations are read when first looked up: a
 * shim package's declarations are parsed and checked only when a program (or another package)
 * names them. A name whose declaration is not read yet is "deferred" with the function that reads
 * it; listing the table reads them all and keeps the order of the source. */
export class LazyNames extends Map<string, GoObject> {
  private readonly deferred = new Map<string, { names: string[]; read: () => void }>();
  private sorted = false;

  /** defer registers names whose declaration `read` declares (it runs once, on first lookup). */
  defer(names: string[], read: () => void): void {
    const part = { names, read };
    for (const n of names) this.deferred.set(n, part);
  }

  override get(name: string): GoObject | undefined {
    const o = super.get(name);
    if (o !== undefined) return o;
    const part = this.deferred.get(name);
    if (!part) return undefined;
    for (const n of part.names) this.deferred.delete(n);
    part.read();
    return super.get(name);
  }

  /** isDeferred reports whether name is declared by a declaration not read yet. */
  isDeferred(name: string): boolean {
    return this.deferred.has(name);
  }

  override has(name: string): boolean {
    return super.has(name) || this.deferred.has(name);
  }

  /** complete reads every deferred declaration, then orders the table by source position. */
  complete(): void {
    if (this.sorted) return;
    while (this.deferred.size) this.get(this.deferred.keys().next().value as string);
    this.sorted = true;
    const all = [...super.entries()].sort((a, b) => (a[1].pos?.off ?? 0) - (b[1].pos?.off ?? 0));
    super.clear();
    for (const [k, v] of all) super.set(k, v);
  }

  override keys(): MapIterator<string> {
    this.complete();
    return super.keys();
  }
  override values(): MapIterator<GoObject> {
    this.complete();
    return super.values();
  }
  override entries(): MapIterator<[string, GoObject]> {
    this.complete();
    return super.entries();
  }
  override [Symbol.iterator](): MapIterator<[string, GoObject]> {
    return this.entries();
  }
  override forEach(cb: (value: GoObject, key: string, map: Map<string, GoObject>) => void, thisArg?: unknown): void {
    this.complete();
    super.forEach(cb, thisArg);
  }
}
