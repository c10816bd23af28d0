// Package golang is Reconcile Lab's Go interpreter: it compiles learners' Go files (parse with @lezer/go,
// lower to a go/ast-like tree, type-check, compile to JS closures) and runs them with Go's semantics, a
// step budget per call and per-line execution counts. It reaches the control-plane engine only through
// the shim registry (src/golang/shim), where each importable package is Go declarations plus natives.
//
// Contract:
//   compile(files, opts?) → { program?, diagnostics }     never throws for bad Go; diagnostics are located
//   program.instantiate(host, {budget}) → { instance } | { error }   globals initialised, init() run
//   instance.call(name, args, {budget}) / instance.callMethod(type, recv, name, args, {budget}) → CallResult
//   CallResult: { ok: true, value } | { ok: false, kind: "panic" | "budget" | "fatal", message, file, line }
//   program.lineCounts(...instances) / instance.lineCounts() → [{ file, line, count }] for the editor gutter
//   currentSite() → { file, line } of the learner's statement running now (for natives: the call site;
//     shim statements never count as current); instance.site() / instance.exitSite() after a call:
//     where it stopped (a fault) and the statement the returning function ran last
//   Every instance keeps its own run state (globals, budget, counts, current statement): programs and
//   instances may be called interleaved in one realm; nothing of a failed call is left behind.
//   Go values ↔ JSON-like values: toJSON / fromJSON (struct json tags, inline, omitempty, metav1.Time)
export { compile, LAB_PACKAGE_PATH, type SourceFile, type CompileOptions, type CompileResult } from "./compile";
export { compileProject, type ProjectPackage, type ProjectResult, type ProjectOptions } from "./project";
export { requiredModules, compareVersions, shimVersions } from "./gomod";
export { vendorSource, parseModulesTxt, importsOf, reachable, type PackageSource } from "./vendor";
export { fileInBuild } from "./build";
export type { Diagnostic } from "./syntax/diagnostic";
export { Program, Instance, type CallResult, type CallOptions, type LineCount } from "./eval/program";
export { currentSite, type Host } from "./eval/runtime";
export {
  Exports,
  exportsOf,
  definePackage,
  supportedImports,
  loadShim,
  shimType,
  type ShimDefinition,
  type ExportedSymbol,
  type Native,
} from "./shim/registry";
export { toJSON, fromJSON } from "./eval/json";
export * as values from "./shim/native";
export type { Type, Named } from "./check/types";

// What the lab (src/lab) needs to wire a program into a world: Go values and types at the
// boundary, and the k8s shims' lab contract (LabBridge: scheme, processes, reconcile scope).
export { under, newPointer } from "./check/types";
export type { Slice, GoMap, Box } from "./eval/values";
export { fieldKeys } from "./eval/typeops";
export { Iface, zeroValue, jsString, goString, methodFor } from "./shim/native";
export { newScheme, PatchBases, CLIENT_PATH, EPOCH_UNIX_MS, EXTERNALDB_PATH, statusOfGoError } from "./shim/k8s/index";
export type { LabBridge, Process, ReconcileScope, Scheme, StatusLike } from "./shim/k8s/index";

// The editor's language service (gopls-like): completion, hover and signature help.
export { complete, hover, signatureHelp, type CompletionItem, type HoverInfo, type SignatureInfo } from "./assist";
