/**
 * runner: Go's formatter (gofmt.go compiled to WebAssembly) started from its bytes and Go's
 * wasm_exec.js glue, in whatever JavaScript realm runs this (the format worker; Node in tests).
 * startGofmt resolves once the Go program has defined its function; format then answers each
 * source synchronously.
 */

/** FormatProblem is where and why a source does not parse (1-based; line 0 when Go gave no position). */
export interface FormatProblem {
  line: number;
  column: number;
  message: string;
}

/** FormatOutcome: the formatted source, or the problems that stopped it (the source is untouched). */
export type FormatOutcome = { ok: true; text: string } | { ok: false; problems: FormatProblem[] };

type GoRuntime = { importObject: WebAssembly.Imports; run(instance: WebAssembly.Instance): Promise<void> };
type Realm = typeof globalThis & {
  Go?: new () => GoRuntime;
  labGofmt?: (source: string) => { text?: string; errors?: FormatProblem[] };
};

/** startGofmt instantiates the formatter; wasmExec is the source of Go's wasm_exec.js. */
export async function startGofmt(wasm: BufferSource, wasmExec: string): Promise<(source: string) => FormatOutcome> {
  const realm = globalThis as Realm;
  // wasm_exec.js is a classic script that defines globalThis.Go; it comes from the build's Go toolchain.
  if (!realm.Go) new Function(wasmExec)();
  if (!realm.Go) throw new Error("wasm_exec.js did not define Go");
  const go = new realm.Go();
  const { instance } = await WebAssembly.instantiate(wasm, go.importObject);
  void go.run(instance); // resolves only when the program exits; it waits for calls instead
  const fn = realm.labGofmt;
  if (!fn) throw new Error("the formatter did not start");
  return (source) => {
    const r = fn(source);
    if (typeof r.text === "string") return { ok: true, text: r.text };
    const problems = (r.errors ?? []).map((e) => ({ line: e.line, column: e.column, message: e.message }));
    return { ok: false, problems: problems.length ? problems : [{ line: 0, column: 0, message: "gofmt failed" }] };
  };
}
