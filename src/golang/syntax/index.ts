// Package syntax reads Go source: @lezer/go parses it, the lowerer (lower.ts for declarations, lowerstmt.ts,
// lowerexpr.ts, lowerbase.ts for positions and doc comments) turns the Lezer tree into a small typed
// AST with go/ast's node names (File, FuncDecl, CallExpr, RangeStmt, …) and 1-based positions, and the
// first syntax error becomes a Go-like diagnostic ("syntax error: unexpected }, expected expression").
// A shim package's file is parsed one declaration at a time (scan.ts finds them, pieces.ts parses them).
// Four @lezer/go 1.0.1 quirks are corrected here: postfix operators (calls, selectors, indexes) bind looser
// than binary operators in its grammar; `true`/`false` or a `/* */` comment at a line end may hide the
// automatic semicolon (quirks.ts, blockcomments.ts); `true`/`false` as a method or field name do not parse
// (boolnames.ts).
export { parseFile, type ParseResult } from "./parse";
export type * from "./ast";
export type { Diagnostic } from "./diagnostic";
export { utf8Encode, utf8Decode, decodeRune, encodeRune } from "./literals";
