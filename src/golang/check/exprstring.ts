// ExprString renders an expression back to Go source, as error messages quote it.
import type * as A from "../syntax/ast";

/** exprString prints e compactly, like go/types' ExprString. */
export function exprString(e: A.Expr): string {
  switch (e.kind) {
    case "Ident":
      return e.name;
    case "BasicLit":
      return e.value;
    case "CompositeLit":
      return (e.type ? exprString(e.type) : "") + (e.elts.length ? "{…}" : "{}");
    case "FuncLit":
      return "func literal";
    case "ParenExpr":
      return "(" + exprString(e.x) + ")";
    case "SelectorExpr":
      return exprString(e.x) + "." + e.sel.name;
    case "IndexExpr":
      return exprString(e.x) + "[" + exprString(e.index) + "]";
    case "SliceExpr":
      return (
        exprString(e.x) +
        "[" +
        (e.low ? exprString(e.low) : "") +
        ":" +
        (e.high ? exprString(e.high) : "") +
        (e.slice3 ? ":" + (e.max ? exprString(e.max) : "") : "") +
        "]"
      );
    case "TypeAssertExpr":
      return exprString(e.x) + ".(" + (e.type ? exprString(e.type) : "type") + ")";
    case "CallExpr":
      return exprString(e.fun) + "(" + e.args.map(exprString).join(", ") + (e.ellipsis ? "..." : "") + ")";
    case "StarExpr":
      return "*" + exprString(e.x);
    case "UnaryExpr":
      return e.op + exprString(e.x);
    case "BinaryExpr":
      return exprString(e.x) + " " + e.op + " " + exprString(e.y);
    case "KeyValueExpr":
      return exprString(e.key) + ": " + exprString(e.value);
    case "ArrayType":
      return "[" + (e.len === "..." ? "..." : e.len ? exprString(e.len) : "") + "]" + exprString(e.elt);
    case "MapType":
      return "map[" + exprString(e.key) + "]" + exprString(e.value);
    case "FuncType":
      return "func(" + e.params.map((p) => exprString(p.type)).join(", ") + ")";
    case "StructType":
      return "struct{…}";
    case "InterfaceType":
      return e.methods.length || e.embeds.length ? "interface{…}" : "interface{}";
    case "ChanType":
      return (e.dir === "send" ? "chan<- " : e.dir === "recv" ? "<-chan " : "chan ") + exprString(e.value);
    case "Ellipsis":
      return "..." + exprString(e.elt);
    case "BadExpr":
      return "_";
  }
}
