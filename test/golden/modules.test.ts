// Golden programs that import third-party modules the lab provides as shims (github.com/spf13/pflag,
// go.uber.org/zap): each runs through the interpreter and must print its `// Output:` block. Where a Go
// toolchain and a git snapshot of each module are on the machine (/work/.mirror/<owner>+<name>/repo, or
// $GOLDEN_MIRROR), real Go builds the program against the module's tagged source (`// Modules:
// path@version=owner/name …`, offline, through go.mod replace directives) and must print the same.
import { describe, it, expect } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import "../../src/golang/shim/k8s/index";
import { loadGoldens, runGolden } from "./golden";

const dir = join(__dirname, "modules");
const goldens = loadGoldens(dir);
const mirror = process.env.GOLDEN_MIRROR ?? "/work/.mirror";

interface Module {
  path: string;
  version: string;
  repo: string;
}

function modulesOf(source: string): Module[] {
  const line = /^\/\/ Modules: (.*)$/m.exec(source)?.[1] ?? "";
  return line
    .split(/\s+/)
    .filter(Boolean)
    .map((m) => {
      const [pv = "", repo = ""] = m.split("=");
      const [path = "", version = ""] = pv.split("@");
      return { path, version, repo };
    });
}

function hasGo(): boolean {
  try {
    execFileSync("go", ["version"]);
    return true;
  } catch {
    return false;
  }
}

const snapshot = (m: Module) => join(mirror, m.repo.replace("/", "+"), "repo");

describe("golden programs over third-party modules, through the interpreter", () => {
  it("has the pflag and zap programs", () => {
    expect(goldens.map((g) => g.name)).toEqual(expect.arrayContaining(["pflag.go", "pflag_sized.go", "zap.go"]));
  });
  for (const g of goldens) {
    it(g.name, () => {
      expect(modulesOf(g.source).length, "a // Modules: line").toBeGreaterThan(0);
      const r = runGolden(g);
      expect(r.error).toEqual([]);
      expect(r.stdout).toBe(g.output);
    });
  }
});

const runnable = hasGo() ? goldens.filter((g) => modulesOf(g.source).every((m) => existsSync(snapshot(m)))) : [];

describe.skipIf(runnable.length === 0)("golden programs over third-party modules, through real Go", () => {
  for (const g of runnable) {
    it(`${g.name}: real Go prints the same`, { timeout: 300_000 }, () => {
      const root = mkdtempSync(join(tmpdir(), "golden-mod-"));
      const mods = modulesOf(g.source);
      const lines = ["module golden", "", "go 1.19", ""];
      for (const m of mods) {
        const to = join(root, "mod", m.repo.replace("/", "+"));
        mkdirSync(to, { recursive: true });
        const tar = spawnSync("git", ["-C", snapshot(m), "archive", m.version], { maxBuffer: 1 << 28 });
        expect(tar.status, `git archive ${m.repo} ${m.version}`).toBe(0);
        spawnSync("tar", ["x", "-C", to], { input: tar.stdout });
        lines.push(`require ${m.path} ${m.version}`, `replace ${m.path} => ${to}`);
      }
      writeFileSync(join(root, "go.mod"), lines.join("\n") + "\n");
      writeFileSync(join(root, "main.go"), g.source);
      const env = {
        ...process.env,
        GOFLAGS: "-mod=mod",
        GOPROXY: "off",
        GOCACHE: "/tmp/golden-gocache",
        GOPATH: "/tmp/golden-gopath",
        GOTOOLCHAIN: "local",
      };
      const r = spawnSync("go", ["run", "."], { cwd: root, env, encoding: "utf8", timeout: 240_000 });
      expect(r.stderr).toBe("");
      expect(r.stdout).toBe(g.output);
    });
  }
});
