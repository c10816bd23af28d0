// Package is one checked Go package: its scope, files, and what the compiler needs to build it.
import type { GoValue } from "../eval/values";
import type { File, FuncDecl, ValueSpec, Ident } from "../syntax/ast";
import type { Scope, GoObject } from "./scope";

/** VarInit is one package-level var spec to run at start-up, in dependency order. */
export interface VarInit {
  spec: ValueSpec;
  lhs: GoObject[];
  file: string;
}

/** Package is a checked package, ready for the compiler. */
export interface Package {
  path: string;
  name: string;
  scope: Scope;
  files: File[];
  funcs: FuncDecl[]; // function and method declarations, in source order
  varInits: VarInit[]; // package-level variable initialisers, in init order
  nglobals: number; // number of per-instance global slots (user packages)
  instanced: boolean; // globals live per Program instance (user code) rather than shared (shims)
  imports: Package[];
  /** shim natives for body-less declarations: "Func" or "Type.Method". */
  natives?: Record<string, (...args: GoValue[]) => GoValue>;
  /** set once the compiler has linked this package's functions. */
  linked?: boolean;
  initFuncs: FuncDecl[];
  idents?: Ident[];
}
