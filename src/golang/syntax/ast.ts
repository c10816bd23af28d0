// The typed Go syntax tree, with go/ast's node names. Positions are 1-based (line, column).
// The checker annotates expressions in place (`ty`, `cv`, `obj`, …) so the compiler needs no side tables.
import type { Signature } from "../check/types";
import type { Type } from "../check/types";
import type { GoObject } from "../check/scope";
import type { ConstValue } from "../check/constant";

/** Pos is a source position: offset into the file plus 1-based line and column. */
export interface Pos {
  file: string;
  line: number;
  col: number;
  off: number;
  end: number;
}

interface NodeBase {
  pos: Pos;
}

/** ExprInfo is what the checker learns about an expression. */
export interface ExprInfo {
  ty?: Type; // the expression's type (after untyped defaulting or context conversion)
  cv?: ConstValue; // its constant value, when constant
  mode?: "value" | "var" | "type" | "pkg" | "builtin" | "novalue" | "mapindex" | "commaok";
  /** inferred: the type arguments of a generic function used as a value, inferred from the function type
   * its context expects (Go 1.21 reverse inference); the value is that instance. */
  inferred?: Type[];
}

export type Expr =
  | Ident
  | BasicLit
  | CompositeLit
  | FuncLit
  | ParenExpr
  | SelectorExpr
  | IndexExpr
  | SliceExpr
  | TypeAssertExpr
  | CallExpr
  | StarExpr
  | UnaryExpr
  | BinaryExpr
  | KeyValueExpr
  | ArrayType
  | MapType
  | FuncType
  | StructType
  | InterfaceType
  | ChanType
  | Ellipsis
  | BadExpr;

export interface Ident extends NodeBase, ExprInfo {
  kind: "Ident";
  name: string;
  obj?: GoObject;
}
export interface BasicLit extends NodeBase, ExprInfo {
  kind: "BasicLit";
  lit: "INT" | "FLOAT" | "IMAG" | "CHAR" | "STRING";
  value: string;
}
export interface CompositeLit extends NodeBase, ExprInfo {
  kind: "CompositeLit";
  type?: Expr;
  elts: Expr[];
  lbrace: Pos;
}
export interface FuncLit extends NodeBase, ExprInfo {
  kind: "FuncLit";
  type: FuncType;
  body: BlockStmt;
  fn?: FuncInfo;
}
export interface ParenExpr extends NodeBase, ExprInfo {
  kind: "ParenExpr";
  x: Expr;
}
/** Selection records how a selector resolved: a field path through embedded structs, a method, or a package member. */
export interface Selection {
  kind: "field" | "method" | "qualified" | "methodExpr";
  path: number[]; // embedded field indices walked before the final field or method
  derefs: boolean[]; // whether each step (including the final) goes through a pointer
  index: number; // final field index (field) or -1
  recvType?: Type; // for methods: the named type (or pointer) declaring it
  ptrRecv?: boolean; // method declared with a pointer receiver
  iface?: boolean; // method of an interface type
}
export interface SelectorExpr extends NodeBase, ExprInfo {
  kind: "SelectorExpr";
  x: Expr;
  sel: Ident;
  selection?: Selection;
}
export interface IndexExpr extends NodeBase, ExprInfo {
  kind: "IndexExpr";
  x: Expr;
  index: Expr;
  /** indices holds every type argument of an instantiation with more than one, `G[K, V]` (index is the first). */
  indices?: Expr[];
  /** typeArgs: the checker's type arguments of an explicit instantiation of a generic function. */
  typeArgs?: Type[];
}
export interface SliceExpr extends NodeBase, ExprInfo {
  kind: "SliceExpr";
  x: Expr;
  low?: Expr;
  high?: Expr;
  max?: Expr;
  slice3: boolean;
}
export interface TypeAssertExpr extends NodeBase, ExprInfo {
  kind: "TypeAssertExpr";
  x: Expr;
  type?: Expr;
}
export interface CallExpr extends NodeBase, ExprInfo {
  kind: "CallExpr";
  fun: Expr;
  args: Expr[];
  ellipsis: boolean;
  rparen: Pos;
  call?: "call" | "conversion" | "builtin";
  typeArgs?: Type[];
}
export interface StarExpr extends NodeBase, ExprInfo {
  kind: "StarExpr";
  x: Expr;
}
export interface UnaryExpr extends NodeBase, ExprInfo {
  kind: "UnaryExpr";
  op: string;
  x: Expr;
}
export interface BinaryExpr extends NodeBase, ExprInfo {
  kind: "BinaryExpr";
  op: string;
  x: Expr;
  y: Expr;
  opPos: Pos;
}
export interface KeyValueExpr extends NodeBase, ExprInfo {
  kind: "KeyValueExpr";
  key: Expr;
  value: Expr;
}
export interface ArrayType extends NodeBase, ExprInfo {
  kind: "ArrayType";
  len?: Expr | "...";
  elt: Expr;
}
export interface MapType extends NodeBase, ExprInfo {
  kind: "MapType";
  key: Expr;
  value: Expr;
}
export interface Field {
  pos: Pos;
  names: Ident[];
  type: Expr;
  tag?: string;
  variadic?: boolean;
  doc?: string;
}
export interface FuncType extends NodeBase, ExprInfo {
  kind: "FuncType";
  typeParams: Field[];
  params: Field[];
  results: Field[];
}
export interface StructType extends NodeBase, ExprInfo {
  kind: "StructType";
  fields: Field[];
}
export interface InterfaceType extends NodeBase, ExprInfo {
  kind: "InterfaceType";
  methods: Field[];
  embeds: Expr[];
}
export interface ChanType extends NodeBase, ExprInfo {
  kind: "ChanType";
  value: Expr;
  /** dir is the channel's direction: both ways (chan T), send-only (chan<- T) or receive-only (<-chan T). */
  dir: "both" | "send" | "recv";
}
export interface Ellipsis extends NodeBase, ExprInfo {
  kind: "Ellipsis";
  elt: Expr;
}
export interface BadExpr extends NodeBase, ExprInfo {
  kind: "BadExpr";
}

export type Stmt =
  | DeclStmt
  | EmptyStmt
  | LabeledStmt
  | ExprStmt
  | IncDecStmt
  | AssignStmt
  | GoStmt
  | DeferStmt
  | ReturnStmt
  | BranchStmt
  | BlockStmt
  | IfStmt
  | CaseClause
  | SwitchStmt
  | TypeSwitchStmt
  | ForStmt
  | RangeStmt
  | SelectStmt
  | SendStmt
  | BadStmt;

export interface DeclStmt extends NodeBase {
  kind: "DeclStmt";
  decl: GenDecl;
}
export interface EmptyStmt extends NodeBase {
  kind: "EmptyStmt";
}
export interface LabeledStmt extends NodeBase {
  kind: "LabeledStmt";
  label: Ident;
  stmt: Stmt;
}
export interface ExprStmt extends NodeBase {
  kind: "ExprStmt";
  x: Expr;
}
export interface IncDecStmt extends NodeBase {
  kind: "IncDecStmt";
  x: Expr;
  inc: boolean;
}
export interface AssignStmt extends NodeBase {
  kind: "AssignStmt";
  lhs: Expr[];
  tok: string;
  rhs: Expr[];
  tokPos: Pos;
  newVars?: boolean[];
}
export interface GoStmt extends NodeBase {
  kind: "GoStmt";
  call: Expr;
}
export interface DeferStmt extends NodeBase {
  kind: "DeferStmt";
  call: Expr;
}
export interface ReturnStmt extends NodeBase {
  kind: "ReturnStmt";
  results: Expr[];
}
export interface BranchStmt extends NodeBase {
  kind: "BranchStmt";
  tok: "break" | "continue" | "goto" | "fallthrough";
  label?: Ident;
}
export interface BlockStmt extends NodeBase {
  kind: "BlockStmt";
  list: Stmt[];
  rbrace: Pos;
}
export interface IfStmt extends NodeBase {
  kind: "IfStmt";
  init?: Stmt;
  cond: Expr;
  body: BlockStmt;
  else?: Stmt;
}
export interface CaseClause extends NodeBase {
  kind: "CaseClause";
  list: Expr[] | null;
  body: Stmt[];
  implicit?: GoObject;
}
export interface SwitchStmt extends NodeBase {
  kind: "SwitchStmt";
  init?: Stmt;
  tag?: Expr;
  body: CaseClause[];
  label?: string;
}
export interface TypeSwitchStmt extends NodeBase {
  kind: "TypeSwitchStmt";
  init?: Stmt;
  bind?: Ident;
  x: Expr;
  body: CaseClause[];
  label?: string;
}
export interface ForStmt extends NodeBase {
  kind: "ForStmt";
  init?: Stmt;
  cond?: Expr;
  post?: Stmt;
  body: BlockStmt;
  label?: string;
}
export interface RangeStmt extends NodeBase {
  kind: "RangeStmt";
  key?: Expr;
  value?: Expr;
  tok: ":=" | "=" | "";
  x: Expr;
  body: BlockStmt;
  label?: string;
}
export interface SelectStmt extends NodeBase {
  kind: "SelectStmt";
  body: CommClause[];
  label?: string;
}
/** CommClause is one case of a select: comm is a SendStmt, a receive (ExprStmt or AssignStmt whose right
 * side is a `<-` UnaryExpr), or null for default. */
export interface CommClause extends NodeBase {
  kind: "CommClause";
  comm: Stmt | null;
  body: Stmt[];
}
export interface SendStmt extends NodeBase {
  kind: "SendStmt";
  ch: Expr;
  value: Expr;
}
export interface BadStmt extends NodeBase {
  kind: "BadStmt";
}

export interface ValueSpec {
  pos: Pos;
  names: Ident[];
  type?: Expr;
  values: Expr[];
  iota: number;
  implicit: boolean;
  doc?: string;
}
export interface TypeSpec {
  pos: Pos;
  name: Ident;
  assign: boolean;
  typeParams: Field[];
  type: Expr;
  doc?: string;
}
export interface ImportSpec {
  pos: Pos;
  name?: Ident;
  path: string;
  pathPos: Pos;
  used?: boolean;
}
export interface GenDecl extends NodeBase {
  kind: "GenDecl";
  tok: "import" | "const" | "var" | "type";
  specs: (ValueSpec | TypeSpec | ImportSpec)[];
}

/** FuncInfo is what the resolver records about a function body for the compiler: its slots and captures. */
export interface FuncInfo {
  nslots: number; // frame size: 0 result, 1 defers, 2 upvalues, then locals
  parent: FuncInfo | null;
  captures: { fromUp: boolean; index: number }[]; // how to build the closure's upvalues from the enclosing frame
  upIndex: Map<GoObject, number>; // captured variable → upvalue index
  hasDefer: boolean;
  /** hasChanOp: the body (not its closures) sends, receives, selects, ranges over a channel or calls a
   * blocking sync method (Wait, Lock, RLock); such a
   * function also gets a suspendable form for running as a goroutine (eval/cgo.ts). */
  hasChanOp?: boolean;
  hasRecover: boolean;
  namedResults: GoObject[] | null;
  params: GoObject[];
  recv?: GoObject;
  sig?: Signature;
  name: string;
  targsSlot?: number; // generic functions: the frame slot holding the call's type arguments
}
export interface FuncDecl extends NodeBase {
  kind: "FuncDecl";
  recv?: Field;
  name: Ident;
  type: FuncType;
  body?: BlockStmt;
  doc?: string;
  fn?: FuncInfo;
}
export type Decl = GenDecl | FuncDecl;

export interface File {
  kind: "File";
  name: string;
  pkgName: Ident;
  imports: ImportSpec[];
  decls: Decl[];
  source: string;
}
