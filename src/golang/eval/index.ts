// Package eval runs checked Go: it compiles the annotated AST once into JS closures (cexpr, cstmt, ccall,
// cfunc), links packages (link.ts), and runs them as Programs and Instances (program.ts) with Go's value
// semantics (values.ts, typeops.ts: struct and array copies, shared slices and maps, interfaces with their
// dynamic types), integer wrap-around (arith.ts), Go's run-time panics, a step budget per call, per-line
// execution counts, and JSON conversion for Kubernetes objects (json.ts).
export { Program, Instance, type CallResult, type CallOptions, type LineCount } from "./program";
export { GoPanic, StepBudgetExceeded, Fatal, type Host } from "./runtime";
export { toJSON, fromJSON, registerCodec, type JSONValue, type Codec } from "./json";
export * from "./values";
