import { describe, expect, it } from "vitest";
import {
  MAX_FILE_CHARS,
  MAX_PROJECT_CHARS,
  MAX_PROJECT_FILES,
  modulePath,
  parseTxtar,
  summarise,
  takeEntries,
  type IntakeEntry,
} from "./intake";

const file = (path: string, text: string): IntakeEntry => ({
  path,
  size: text.length,
  read: () => Promise.resolve(text),
});
const GO_MOD = "module example.io/cache\n\ngo 1.22\n";
const SCENARIO = "description: x\nend: 30s\nsteps: []\n";

/** A picked folder "cache": every path starts with the folder's name. */
const picked = (): IntakeEntry[] => [
  file("cache/go.mod", GO_MOD),
  file("cache/go.sum", "x"),
  file("cache/PROJECT", "layout: go.kubebuilder.io/v4"),
  file("cache/Makefile", "all:"),
  file("cache/scenario.yaml", SCENARIO),
  file("cache/config/samples/cache_v1alpha1_cache.yaml", "apiVersion: x\nkind: Cache\n"),
  file("cache/api/v1alpha1/cache_types.go", "package v1alpha1\n"),
  file("cache/cmd/main.go", "package main\n"),
  file("cache/internal/controller/cache_controller.go", "package controller\n"),
  file("cache/internal/controller/cache_controller_test.go", "package controller\n"),
  file("cache/internal/controller/suite_test.go", "package controller\n"),
  file("cache/hack/boilerplate.go.txt", "/* */"),
  file("cache/vendor/k8s.io/api/core/v1/types.go", "package v1\n"),
  file("cache/.git/HEAD", "ref: x"),
  file("cache/bin/manager.go", "package main\n"),
];

describe("takeEntries", () => {
  it("keeps Go files by path from the module's root, go.mod and the scenario, and says why it left the rest", async () => {
    const r = await takeEntries(picked());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.module).toBe("example.io/cache");
    expect(r.files.map((f) => f.name)).toEqual([
      "api/v1alpha1/cache_types.go",
      "cmd/main.go",
      "go.mod",
      "internal/controller/cache_controller.go",
      "scenario.yaml",
    ]);
    const why = Object.fromEntries(r.skipped.map((s) => [s.path, s.reason]));
    expect(why).toMatchObject({
      "go.sum": "not Go, go.mod or YAML",
      PROJECT: "not Go, go.mod or YAML",
      "internal/controller/suite_test.go": "a test file (tests are not run)",
      "hack/boilerplate.go.txt": "in hack/, which the lab leaves out",
      "vendor/k8s.io/api/core/v1/types.go": "in vendor/, which the lab leaves out",
      ".git/HEAD": "in .git/, which the lab leaves out",
      "bin/manager.go": "in bin/, which the lab leaves out",
      "config/samples/cache_v1alpha1_cache.yaml": "YAML that is not a lab scenario (CRDs come from the Go types)",
    });
    expect(summarise(r.skipped)).toMatch(/^3 not Go, go\.mod or YAML, e\.g\. go\.sum; /);
  });

  it("finds the module below a picked parent folder and leaves out what is beside it", async () => {
    const r = await takeEntries([
      file("repo/README.md", "# x"),
      file("repo/tools/gen.go", "package main\n"),
      file("repo/operator/go.mod", GO_MOD),
      file("repo/operator/main.go", "package main\n"),
    ]);
    expect(r.ok && r.files.map((f) => f.name)).toEqual(["go.mod", "main.go"]);
    expect(r.skipped.find((s) => s.path === "repo/tools/gen.go")?.reason).toMatch(
      /outside the module.*repo\/operator\//,
    );
  });

  it("takes files picked one by one (no folder) and files without a go.mod", async () => {
    const r = await takeEntries([
      file("types.go", "package controller\n"),
      file("app_controller.go", "package controller\n"),
    ]);
    expect(r.ok && r.files.map((f) => f.name)).toEqual(["app_controller.go", "types.go"]);
    expect(r.ok && r.module).toBeUndefined();
  });

  it("refuses nothing to run, two modules, a file twice, and each limit, saying which", async () => {
    const no = await takeEntries([file("x/README.md", "x"), file("x/go.sum", "y")]);
    expect(no).toMatchObject({ ok: false, reason: expect.stringMatching(/no Go file to run among the 2 given/) });
    expect(await takeEntries([])).toMatchObject({ ok: false, reason: "no files were given" });
    const two = await takeEntries([file("a/go.mod", GO_MOD), file("b/go.mod", GO_MOD), file("a/x.go", "package a")]);
    expect(two).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/two modules side by side \(a\/go\.mod, b\/go\.mod\)/),
    });
    const twice = await takeEntries([file("x.go", "package a"), file("./x.go", "package a")]);
    expect(twice).toMatchObject({ ok: false, reason: "x.go was given twice" });

    const long = "x".repeat(MAX_FILE_CHARS + 1);
    expect(await takeEntries([file("big.go", long)])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^big\.go has 100,001 characters; a file may hold at most 100,000/),
    });
    const many = Array.from({ length: MAX_PROJECT_FILES + 1 }, (_, i) => file(`p${i}/x.go`, `package p${i}\n`));
    expect(await takeEntries(many)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/the project has 61 files to run \(61 Go\); the sandbox takes at most 60/),
    });
    const third = "y".repeat(Math.floor(MAX_PROJECT_CHARS / 3) + 10);
    const heavy = [file("a.go", third), file("b.go", third), file("c.go", third)];
    expect(await takeEntries(heavy)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/hold 200,\d{3} characters together; the sandbox takes at most 200,000/),
    });
  });

  it("does not read a file it leaves out", async () => {
    let reads = 0;
    const counted = (path: string): IntakeEntry => ({
      path,
      size: 1,
      read: () => {
        reads++;
        return Promise.resolve("package x\n");
      },
    });
    await takeEntries([counted("m/vendor/a.go"), counted("m/x_test.go"), counted("m/main.go")]);
    expect(reads).toBe(1);
  });
});

describe("parseTxtar and modulePath", () => {
  it("reads pasted files under -- path -- lines", async () => {
    const r = parseTxtar(
      "// my project\n-- go.mod --\nmodule example.com/m\n-- main.go --\npackage main\n\nfunc main() {}\n",
    );
    if ("error" in r) throw new Error(r.error);
    const t = await takeEntries(r.entries);
    expect(t.ok && t.files).toEqual([
      { name: "go.mod", source: "module example.com/m\n" },
      { name: "main.go", source: "package main\n\nfunc main() {}\n" },
    ]);
    expect(t.ok && t.module).toBe("example.com/m");
  });

  it("says where text stands outside any file, and when there is no file at all", () => {
    expect(parseTxtar("package main\n-- a.go --\n")).toEqual({
      error: expect.stringMatching(/^line 1: text before the first file/),
    });
    expect(parseTxtar("\n\n")).toEqual({ error: expect.stringMatching(/^no files/) });
  });

  it("reads a module path with comments and quotes, and none from a go.mod without it", () => {
    expect(modulePath('// x\nmodule "example.io/a" // y\n')).toBe("example.io/a");
    expect(modulePath("go 1.22\n")).toBeUndefined();
  });
});
