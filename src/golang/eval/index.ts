// Package eval runs checked Go: it compiles the annotated AST once into JS closures — expressions (cexpr,
// cselector, cindex, ccomposite), statements (cstmt, cassign, cloop, cswitch), calls (ccall), builtins (builtins),
// function bodies and closures (cfunc), generic functions' type arguments (generic) — links packages
// (link.ts), and runs them as Programs and Instances (program.ts) with Go's value semantics (values.ts:
// GoValue and its representations; typeops.ts and structs.ts: struct and array copies through one
// generated constructor per struct type, shared slices and maps, interfaces with their dynamic types),
// integer wrap-around (arith.ts), Go's run-time panics, a step budget per call, per-line execution
// counts, the current statement (currentSite(), Instance.site/exitSite) for call sites, and JSON
// conversion for Kubernetes objects (json.ts), and goroutines, channels and select on a cooperative,
// deterministic scheduler (sched.ts, cselect.ts; sync's blocking calls park through blockUntil).
// Run state is per instance (runtime.ts: RunState); compiled code reads one register set S that every
// entry point loads from its instance and gives back in a finally block, so two programs may run
// interleaved in one JS realm. The statement table (id → file:line) belongs to the Program.
export { Program, Instance, type CallResult, type CallOptions, type LineCount } from "./program";
export { GoPanic, StepBudgetExceeded, Fatal, type Host } from "./runtime";
export { toJSON, fromJSON, registerCodec, type JSONValue, type Codec } from "./json";
export * from "./values";
export { blockUntil } from "./sched";
