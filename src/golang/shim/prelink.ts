// Prelink compiles, ahead of their first call, the shim bodies a controller's code can reach, so its
// first Reconcile compiles none (Go links them before main runs). Shim bodies are otherwise checked
// and compiled on first call (eval/link.ts linkOnFirstCall): a program that never sets up a
// controller keeps that laziness, and so does every body no reached code names.
//
// Reach is found in the checked syntax trees, from the roots (a reconciler's Reconcile) outwards: a
// function or method a reached body names (a call, a method value, a method expression) is reached,
// and so is every method of the called name when a reached body calls it through an interface (the
// dynamic type is not known here: client.Client's Get reaches the lab client's Get, and a
// client.Object's GetName reaches metav1.ObjectMeta's). A body compiled here names the declarations
// it reaches, which the registry reads (and queues) as it checks it, so the walk goes on into them.
// A native given an interface may call any of its methods (AddFinalizer calls the object's
// GetFinalizers): a reached native's interface parameters count as calls of their methods. Methods
// a native finds otherwise (fmt's String and Error on a value of any type) are not seen; they are
// still compiled on their first call.
import type * as A from "../syntax/ast";
import type { GoObject } from "../check/scope";
import { ifaceMethods, under, type Method, type Type } from "../check/types";
import { pendingBodies } from "./registry";

/** prelink compiles every pending shim body reachable from the roots; it returns how many it compiled. */
export function prelink(roots: Iterable<A.FuncDecl>): number {
  const pending = pendingBodies();
  const seen = new Set<A.FuncDecl>();
  const work: A.FuncDecl[] = [...roots];
  const ifaceNames = new Set<string>();
  let compiled = 0;
  const reach = (target: GoObject | Method | undefined): void => {
    if (!target) return;
    const body = pending.get(target);
    if (body) {
      body.compile();
      compiled++;
      work.push(body.decl);
      return;
    }
    const decl = "kind" in target ? target.decl : target.obj?.decl;
    if (!decl || seen.has(decl)) return;
    if (decl.body) work.push(decl);
    else {
      // A native given an interface may call any of its methods (AddFinalizer calls GetFinalizers).
      seen.add(decl);
      const sig = "kind" in target ? target.type : target.sig;
      if (sig.k === "func") for (const p of sig.params) interfaceMethods(p, ifaceNames);
    }
  };
  const visit = (n: Node): void => {
    if (n.kind === "Ident") {
      const o = (n as A.Ident).obj;
      if (o?.kind === "func") reach(o);
    } else if (n.kind === "SelectorExpr") {
      const e = n as A.SelectorExpr;
      const s = e.selection;
      if (s && (s.kind === "method" || s.kind === "methodExpr")) {
        if (s.iface) ifaceNames.add(e.sel.name);
        else reach(methodOf(s.recvType, e.sel.name));
      }
    }
  };
  for (let more = true; more;) {
    while (work.length) {
      const d = work.pop()!;
      if (seen.has(d)) continue;
      seen.add(d);
      if (d.body) walk(d.body, visit);
    }
    // A call through an interface reaches every pending method of that name (bodies compiled since
    // may have read new types with such methods: look again until none is left).
    const before = compiled;
    for (const [m, body] of [...pending]) if (body.decl.recv && ifaceNames.has(body.decl.name.name)) reach(m);
    more = compiled > before;
  }
  return compiled;
}

/** interfaceMethods adds the method names of an interface type (not a type parameter) to names. */
function interfaceMethods(t: Type, names: Set<string>): void {
  if (t.k === "typeparam") return;
  const u = under(t);
  if (u.k === "interface") for (const m of ifaceMethods(u)) names.add(m.name);
}

/** methodOf returns the method `name` declared by a named type or a pointer to one. */
function methodOf(t: Type | undefined, name: string): Method | undefined {
  if (!t) return undefined;
  const n = t.k === "pointer" ? t.elem : t;
  return n.k === "named" ? n.methods.get(name) : undefined;
}

/** Node is any syntax node: an object with a position and a kind. */
type Node = { kind: string; pos: unknown };

/** NOT_SYNTAX names the fields through which the checker hangs types, objects and function facts on
 * syntax nodes (ExprInfo, Ident.obj, FuncDecl.fn, …): the walk does not follow them. */
const NOT_SYNTAX = new Set(["pos", "ty", "cv", "mode", "inferred", "obj", "fn", "selection", "typeArgs", "implicit"]);

/** walk calls visit on n and on every syntax node below it (function literals' bodies too). */
function walk(n: Node, visit: (n: Node) => void): void {
  visit(n);
  for (const k in n) {
    if (NOT_SYNTAX.has(k)) continue;
    const v = (n as unknown as Record<string, unknown>)[k];
    if (Array.isArray(v)) {
      for (const x of v) if (isNode(x)) walk(x, visit);
    } else if (isNode(v)) walk(v, visit);
  }
}

function isNode(v: unknown): v is Node {
  return typeof v === "object" && v !== null && typeof (v as Node).kind === "string" && "pos" in v;
}
