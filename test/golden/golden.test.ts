// The golden programs (yaegi / Crafting Interpreters style): each `package main` file ends with the
// output it must print (`// Output:`) or the error it must report (`// Error:`), and runs through the
// interpreter — and, where a Go toolchain is installed, through real Go, which must agree.
import { describe, it, expect } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { loadGoldens, runGolden } from "./golden";

const goldens = loadGoldens(__dirname);

describe("golden programs through the interpreter", () => {
  it("has at least 80 programs, each with an expectation", () => {
    expect(goldens.length).toBeGreaterThanOrEqual(80);
    for (const g of goldens) expect(g.output !== null || g.error !== null, g.name).toBe(true);
  });
  for (const g of goldens) {
    it(g.name, () => {
      const r = runGolden(g);
      if (g.output !== null) expect(r.stdout).toBe(g.output);
      // An expected line ending in "…" only fixes its beginning (e.g. a list that grows as packages are added).
      const want = g.error ?? [];
      expect(r.error.length, r.error.join("\n")).toBe(want.length);
      want.forEach((w, i) => {
        if (w.endsWith("…")) expect(r.error[i]!.startsWith(w.slice(0, -1)), r.error[i]).toBe(true);
        else expect(r.error[i]).toBe(w);
      });
    });
  }
});

function goVersion(): string | null {
  try {
    return execFileSync("go", ["version"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

const go = goVersion();
const modern = go !== null && /go1\.(2[2-9]|[3-9]\d)/.test(go);

describe.skipIf(go === null)(`golden programs through real Go (${go ?? "not installed"})`, () => {
  it("real Go prints the same output and fails at the same lines", { timeout: 300_000 }, () => {
    const root = mkdtempSync(join(tmpdir(), "golden-go-"));
    const env = {
      ...process.env,
      GOFLAGS: "-mod=mod",
      GOCACHE: "/tmp/golden-gocache",
      GOPATH: "/tmp/golden-gopath",
      GO111MODULE: "on",
      GOTOOLCHAIN: "local",
    };
    const eligible = goldens.filter((g) => !g.interpOnly && (modern || !g.go122));
    const runnable = eligible.filter((g) => !(g.error ?? []).some((e) => /^\d+:\d+: /.test(e)));
    const failing = eligible.filter((g) => (g.error ?? []).some((e) => /^\d+:\d+: /.test(e)));
    // Build every runnable program at once: one module, one directory per program.
    writeFileSync(join(root, "go.mod"), "module golden\n\ngo 1.19\n");
    const dirOf = (g: { name: string }) => "p_" + g.name.replace(/\W/g, "_");
    for (const g of runnable) {
      mkdirSync(join(root, dirOf(g)));
      writeFileSync(join(root, dirOf(g), g.name), g.source);
    }
    mkdirSync(join(root, "bin"));
    const build = spawnSync("go", ["build", "-ldflags=-s -w", "-o", join(root, "bin") + "/", "./..."], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    expect(build.stderr, "go build of the runnable goldens").toBe("");
    const mismatches: string[] = [];
    for (const g of runnable) {
      const bin = join(root, "bin", dirOf(g));
      if (!existsSync(bin)) {
        mismatches.push(`${g.name}: not built`);
        continue;
      }
      const r = spawnSync(bin, [], { encoding: "utf8", timeout: 10_000 });
      if (g.output !== null && r.stdout !== g.output)
        mismatches.push(`${g.name}: stdout\n${r.stdout}\n!==\n${g.output}`);
      for (const e of g.error ?? []) {
        const m = /^(\d+): panic: (.*)$/.exec(e);
        if (!m) continue;
        if (
          !r.stderr.includes(`panic: ${m[2]}`) ||
          !new RegExp(`${g.name.replace(/\./g, "\\.")}:${m[1]}\\s`).test(r.stderr)
        )
          mismatches.push(`${g.name}: expected panic ${e}, got\n${r.stderr.split("\n").slice(0, 8).join("\n")}`);
      }
      if ((g.error ?? []).length === 0 && r.status !== 0) mismatches.push(`${g.name}: exit ${r.status}\n${r.stderr}`);
    }
    // Programs that must not compile: real Go must reject each of them on the same line (one build for all).
    const badRoot = join(root, "bad");
    mkdirSync(badRoot);
    writeFileSync(join(badRoot, "go.mod"), "module bad\n\ngo 1.19\n");
    for (const g of failing) {
      mkdirSync(join(badRoot, dirOf(g)));
      writeFileSync(join(badRoot, dirOf(g), g.name), g.source);
    }
    const bad = failing.length
      ? spawnSync("go", ["build", "./..."], { cwd: badRoot, env, encoding: "utf8" })
      : { stderr: "" };
    for (const g of failing) {
      const line = /^(\d+):/.exec(g.error![0]!)![1];
      if (!new RegExp(`${g.name.replace(/\./g, "\\.")}:${line}:`).test(bad.stderr))
        mismatches.push(`${g.name}: real Go did not fail at line ${line}`);
    }
    expect(mismatches).toEqual([]);
    console.log(`real Go agreed on ${runnable.length} runnable and ${failing.length} failing programs`);
  });
});
