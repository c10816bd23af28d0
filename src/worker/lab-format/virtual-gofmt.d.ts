// The code lab's formatter, compiled from Go at build time by scripts/vite-gofmt-wasm.ts.
declare module "virtual:lab-gofmt" {
  /** available: the build had Go; otherwise reason says why not. */
  export const available: boolean;
  export const reason: string;
  export const wasmUrl: string | undefined;
  /** wasmExec: the source of Go's wasm_exec.js from the same toolchain. */
  export const wasmExec: string | undefined;
}
