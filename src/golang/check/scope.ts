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
  readonly names = new Map<string, GoObject>();
  constructor(
    readonly parent: Scope | null,
    readonly kind: "universe" | "package" | "file" | "func" | "block" = "block",
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
