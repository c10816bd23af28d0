// `npm run lab` runs the CLI from an esbuild bundle cached by a hash of its sources
// (scripts/run-bundled.mjs). It must print the same bytes and exit with the same status as the
// CLI under tsx (LAB-CONTRACT §1), rebuild when a source changes, and fall back to tsx when asked.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { fixturePath, ROOT } from "./helpers";

const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 256 * 2 ** 20,
    env: { ...process.env, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const bundled = (argv: string[], env?: Record<string, string>) =>
  run(["scripts/run-bundled.mjs", "src/cli/main.ts", ...argv], env);
const underTsx = (argv: string[]) => run(["--import", "tsx", "src/cli/main.ts", ...argv]);

describe("the bundled CLI (scripts/run-bundled.mjs)", { timeout: 240_000 }, () => {
  it.each([
    ["a run's --json report", ["run", fixturePath("kubebuilder.go"), "--scenario", "restart", "--json"]],
    ["the human report", ["run", fixturePath("kubebuilder.go"), "--scenario", "create"]],
    [
      "findings with --fail-on-findings",
      ["run", fixturePath("panic.go"), "--scenario", "create", "--fail-on-findings"],
    ],
    ["a compile error", ["run", fixturePath("syntax.go"), "--scenario", "create", "--json"]],
    ["a missing file", ["run", "missing.go", "--scenario", "create"]],
    ["an unknown command", ["frobnicate"]],
    ["the scenario list", ["scenarios"]],
  ])("prints what the CLI under tsx prints: %s", (_, argv) => {
    const want = underTsx(argv);
    expect(bundled(argv)).toEqual(want);
  });

  it("falls back to tsx in-process with RECONCILE_LAB_NO_BUNDLE=1, with the same output", () => {
    for (const argv of [["run", fixturePath("syntax.go"), "--scenario", "create", "--json"], ["frobnicate"]])
      expect(bundled(argv, { RECONCILE_LAB_NO_BUNDLE: "1" })).toEqual(underTsx(argv));
  });

  const probe = join(ROOT, "test-results", `bundle-probe-${process.pid}`);
  const cache = join(ROOT, "node_modules", ".cache", "reconcile-lab-bundles");
  const slot = `test_results_bundle_probe_${process.pid}_entry_ts`;
  const cached = () => readdirSync(cache).filter((f) => f.startsWith(slot));
  afterAll(() => {
    rmSync(probe, { recursive: true, force: true });
    for (const f of cached()) rmSync(join(cache, f), { force: true });
  });

  it("rebuilds when a source changes, and gives each file its own import.meta", () => {
    mkdirSync(probe, { recursive: true });
    const entry = join(probe, "entry.ts");
    writeFileSync(
      entry,
      `import { word } from "./word";\nconsole.log(JSON.stringify([word, import.meta.url, import.meta.dirname, process.argv.slice(1)]));\n`,
    );
    writeFileSync(join(probe, "word.ts"), `export const word: string = "first";\n`);
    const once = run(["scripts/run-bundled.mjs", entry, "a", "b"]);
    expect(once.stderr).toBe("");
    expect(JSON.parse(once.stdout)).toEqual(["first", pathToFileURL(entry).href, probe, [entry, "a", "b"]]);
    const first = cached().filter((f) => f.endsWith(".mjs"));
    expect(first).toHaveLength(1);
    writeFileSync(join(probe, "word.ts"), `export const word: string = "second";\n`);
    expect(JSON.parse(run(["scripts/run-bundled.mjs", entry]).stdout)[0]).toBe("second");
    const second = cached().filter((f) => f.endsWith(".mjs"));
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
  });

  it("does not load esbuild when the bundle is built (a resolve hook records any attempt)", () => {
    mkdirSync(probe, { recursive: true });
    const entry = join(probe, "entry.ts");
    writeFileSync(entry, `import { word } from "./word";\nconsole.log(word);\n`);
    writeFileSync(join(probe, "word.ts"), `export const word: string = "third";\n`);
    expect(run(["scripts/run-bundled.mjs", entry]).stdout).toBe("third\n"); // builds
    const marker = join(probe, "esbuild-resolved");
    const hooks = `import { writeFileSync } from "node:fs";
export async function resolve(s, c, next) {
  if (s === "esbuild" || s.startsWith("esbuild/")) writeFileSync(${JSON.stringify(marker)}, s);
  return next(s, c);
}`;
    const preload = join(probe, "preload.mjs");
    writeFileSync(
      preload,
      `import { register } from "node:module";\nregister(${JSON.stringify("data:text/javascript," + encodeURIComponent(hooks))});\n`,
    );
    const again = run(["--import", pathToFileURL(preload).href, "scripts/run-bundled.mjs", entry]);
    expect(again.stderr).toBe("");
    expect(again.stdout).toBe("third\n");
    expect(existsSync(marker)).toBe(false);
    // The hook does see an esbuild import: a launch that has to build records one.
    writeFileSync(join(probe, "word.ts"), `export const word: string = "fourth";\n`);
    expect(run(["--import", pathToFileURL(preload).href, "scripts/run-bundled.mjs", entry]).stdout).toBe("fourth\n");
    expect(existsSync(marker)).toBe(true);
  });
});
