/**
 * gofmtWasmPlugin: the code lab's Format action is Go's own formatter. At build time this plugin
 * compiles src/worker/lab-format/gofmt.go (go/format behind one JavaScript function) to
 * WebAssembly with the Go toolchain on the machine (GOOS=js GOARCH=wasm), emits it as an asset,
 * and serves `virtual:lab-gofmt` to the page:
 *
 *   available: boolean      whether the build had Go (false: the action says it is unavailable)
 *   wasmUrl: string         the formatter's WebAssembly (absent when unavailable)
 *   wasmExec: string        Go's wasm_exec.js from the same toolchain (its JS runtime glue)
 *   reason: string          why it is unavailable
 *
 * Only the format client imports it, lazily, when a learner first formats. The compiled module is
 * cached under node_modules/.cache, keyed by the Go version and the program's source, so a rebuild
 * compiles nothing. Without `go` on the PATH (or with GOFMT_AT_BUILD=0) the build warns once and
 * ships `available: false`.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

export const GOFMT_SOURCE = resolve(import.meta.dirname, "../src/worker/lab-format/gofmt.go");
const VIRTUAL = "virtual:lab-gofmt";
const RESOLVED = "\0" + VIRTUAL;
const DEV_URL = "/@lab-gofmt/gofmt.wasm";

export type GofmtBuild = { ok: true; wasm: Buffer; wasmExec: string } | { ok: false; reason: string };

/** goEnv is the toolchain's version and root, or undefined when there is no usable `go`. */
function goEnv(): { version: string; root: string } | undefined {
  if (process.env.GOFMT_AT_BUILD === "0") return undefined;
  try {
    const [version, root] = execFileSync("go", ["env", "GOVERSION", "GOROOT"], { encoding: "utf8" }).trim().split("\n");
    return version && root ? { version, root } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * buildGofmtWasm compiles the formatter (or reads it from the cache). It fails with a reason
 * when there is no Go, and throws when Go is there but the program does not build.
 */
export function buildGofmtWasm(opts: { cache?: string } = {}): GofmtBuild {
  const go = goEnv();
  if (!go) {
    const off = process.env.GOFMT_AT_BUILD === "0";
    return { ok: false, reason: off ? "GOFMT_AT_BUILD=0" : "no Go toolchain (`go`) when the site was built" };
  }
  const execPath = join(go.root, "misc", "wasm", "wasm_exec.js");
  if (!existsSync(execPath)) return { ok: false, reason: `${go.version} has no misc/wasm/wasm_exec.js` };
  const wasmExec = readFileSync(execPath, "utf8");
  const source = readFileSync(GOFMT_SOURCE, "utf8");
  const key = createHash("sha256")
    .update(JSON.stringify([go.version, source, wasmExec]))
    .digest("hex")
    .slice(0, 24);
  const dir = opts.cache ?? resolve("node_modules/.cache/reconcile-lab-gofmt");
  const file = join(dir, `gofmt-${key}.wasm`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    execFileSync("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", tmp, GOFMT_SOURCE], {
      env: { ...process.env, GOOS: "js", GOARCH: "wasm", CGO_ENABLED: "0" },
      cwd: dirname(GOFMT_SOURCE),
      stdio: ["ignore", "ignore", "pipe"],
    });
    renameSync(tmp, file);
  }
  return { ok: true, wasm: readFileSync(file), wasmExec };
}

export function gofmtWasmPlugin(): Plugin {
  let built: GofmtBuild | undefined;
  let serving = false;
  const get = () => (built ??= buildGofmtWasm());
  return {
    name: "reconcile-lab-gofmt-wasm",
    configResolved: (config) => void (serving = config.command === "serve"),
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const b = get();
      if (!b.ok) {
        this.warn(`gofmt: the lab's Format action is unavailable in this build (${b.reason})`);
        return `export const available = false; export const reason = ${JSON.stringify(b.reason)};
export const wasmUrl = undefined; export const wasmExec = undefined;`;
      }
      const url = serving
        ? JSON.stringify(DEV_URL)
        : `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: "asset", name: "gofmt.wasm", source: b.wasm })}`;
      return `export const available = true; export const reason = "";
export const wasmUrl = ${url};
export const wasmExec = ${JSON.stringify(b.wasmExec)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res) => {
        const b = get();
        if (!b.ok) return void res.writeHead(404).end();
        res.writeHead(200, { "content-type": "application/wasm" }).end(b.wasm);
      });
    },
  };
}
