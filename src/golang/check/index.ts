// Package check is a pragmatic Go type checker, one file per concern as in go/types: scopes and universe
// (scope.ts, universe.ts), declarations (checker.ts, decl.ts), type expressions (typexpr.ts), expressions
// (expr.ts, literal.ts, operand.ts), calls and generic inference (call.ts), builtins (builtins.ts), statements and labels
// (stmt.ts), assignments (assignments.ts), returns and terminating statements (return.ts), switches
// (switch.ts), range loops (range.ts),
// field and method lookup, assignability and interfaces (lookup.ts), constants (constant.ts) and suggestions
// (suggest.ts). It annotates the AST in place (types, constants, objects, selections, frame slots and
// closure captures) for the compiler, and reports located diagnostics with Go's messages, plus the lab's
// sandbox rule (no unsafe). Goroutines, channels (with directions), select and goto are checked as Go does
// (goto: undefined labels, jumps into blocks and over declarations, checkGotos in stmt.ts).
export { Checker, type CheckOptions, type Importer } from "./checker";
export type { Package } from "./package";
export * from "./types";
