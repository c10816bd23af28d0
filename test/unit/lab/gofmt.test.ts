/**
 * The lab's Format is gofmt: the formatter compiled to WebAssembly at build time (the Vite
 * plugin's own build, from its cache) run in Node, compared with the gofmt command on the
 * exercises' files made messy, on a committed messy file and its gofmt golden, and on sources
 * that do not parse (the same located problems as gofmt's, and no text).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildGofmtWasm } from "../../../scripts/vite-gofmt-wasm";
import { startGofmt, type FormatOutcome } from "../../../src/worker/lab-format/runner";

const built = buildGofmtWasm();
const hasGofmt = (() => {
  try {
    execFileSync("gofmt", ["-h"], { stdio: "ignore" });
    return true;
  } catch (e) {
    return (e as { status?: number }).status === 2; // gofmt -h exits 2 after printing its usage
  }
})();
if (!built.ok) console.warn(`gofmt tests skipped: ${built.reason}`);

/** gofmt runs the real command on a source: its output, or its error lines. */
function gofmt(source: string): { out: string } | { errors: string[] } {
  try {
    return { out: execFileSync("gofmt", [], { input: source, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] }) };
  } catch (e) {
    const stderr = String((e as { stderr?: string }).stderr ?? "");
    return {
      errors: stderr
        .trim()
        .split("\n")
        .map((l) => l.replace(/^<standard input>:/, "")),
    };
  }
}

/** mess undoes a file's layout the way a hurried learner might: no indentation, operators without spaces, extra blanks. */
function mess(source: string): string {
  return source
    .split("\n")
    .map((l, i) => (i % 3 === 0 ? "   " : "") + l.trimStart())
    .map((l) =>
      l.includes("//") || l.includes('"') || l.includes("`") ? l : l.replace(/ ([=+*<>]=?|:=|&&|\|\|) /g, "$1"),
    )
    .join("\n")
    .replace(/\n\n/g, "\n\n\n");
}

const goFiles = [
  ...readdirSync("content/exercises").flatMap((d) =>
    readdirSync(join("content/exercises", d))
      .filter((f) => f.endsWith(".go"))
      .map((f) => join("content/exercises", d, f)),
  ),
  ...readdirSync("content/sandbox").map((f) => join("content/sandbox", f)),
];

describe.skipIf(!built.ok)("gofmt compiled to WebAssembly", () => {
  let format: (source: string) => FormatOutcome;
  beforeAll(async () => {
    if (!built.ok) return;
    format = await startGofmt(new Uint8Array(built.wasm), built.wasmExec);
  });

  it("formats a messy file exactly as its gofmt golden", () => {
    const input = readFileSync("test/golden/gofmt/messy.input.go", "utf8");
    const golden = readFileSync("test/golden/gofmt/messy.golden.go", "utf8");
    expect(format(input)).toEqual({ ok: true, text: golden });
    if (hasGofmt) expect(gofmt(input)).toEqual({ out: golden });
  });

  it.each(goFiles)("%s made messy formats back as gofmt does", (file) => {
    const source = readFileSync(file, "utf8");
    const messy = mess(source);
    expect(messy).not.toBe(source);
    const ours = format(messy);
    expect(ours.ok).toBe(true);
    if (hasGofmt) expect(ours.ok && ours.text).toBe((gofmt(messy) as { out: string }).out);
    // The exercise files are kept gofmt-clean, so formatting the original is the identity.
    expect(format(source)).toEqual({ ok: true, text: source });
  });

  it.each([
    ["a missing operand", "package main\n\nfunc main() {\n\tx := \n}\n"],
    ["two broken functions", "package main\n\nfunc main() {\n\tx := \n}\nfunc f( {\n"],
    ["an unclosed string", 'package main\n\nvar s = "abc\n'],
  ])("a source with %s answers gofmt's located problems and no text", (_name, source) => {
    const ours = format(source);
    expect(ours.ok).toBe(false);
    if (ours.ok) return;
    expect(ours.problems.every((p) => p.line >= 1 && p.column >= 1)).toBe(true);
    if (hasGofmt) {
      const theirs = gofmt(source) as { errors: string[] };
      expect(ours.problems.map((p) => `${p.line}:${p.column}: ${p.message}`)).toEqual(theirs.errors);
    }
  });
});

describe("a build without Go", () => {
  it("ships Format as unavailable, saying why", async () => {
    const { gofmtWasmPlugin } = await import("../../../scripts/vite-gofmt-wasm");
    const before = process.env.GOFMT_AT_BUILD;
    process.env.GOFMT_AT_BUILD = "0";
    try {
      const plugin = gofmtWasmPlugin();
      const warnings: string[] = [];
      const load = plugin.load as (this: unknown, id: string) => string;
      const code = load.call({ warn: (m: string) => warnings.push(m) }, "\0virtual:lab-gofmt");
      expect(code).toContain("export const available = false");
      expect(warnings.join()).toMatch(/Format action is unavailable in this build \(GOFMT_AT_BUILD=0\)/);
    } finally {
      if (before === undefined) delete process.env.GOFMT_AT_BUILD;
      else process.env.GOFMT_AT_BUILD = before;
    }
  });
});
