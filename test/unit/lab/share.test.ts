// The share codec round-trips code and scenario, and refuses broken, oversized and non-data payloads with a reason.
import { describe, expect, it } from "vitest";
import {
  decodeShare,
  encodeShare,
  isSandboxShare,
  isProjectShare,
  MAX_LINK_CHARS,
  MAX_CODE_CHARS,
  MAX_SHARED_FILES,
} from "../../../src/ui/lab/share";
import { readProject } from "../../../src/cli/content";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./helpers";

const payload = {
  v: 1 as const,
  exercise: "exercise-1-eager-creator",
  scenario: "restart",
  code: "package controller\n// héllo ✓\n",
};

async function packed(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));
  const out = new Uint8Array(
    await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer(),
  );
  let s = "";
  for (const b of out) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

describe("share codec", () => {
  it("round-trips a valid payload, unicode included, in URL-safe text", async () => {
    const e = await encodeShare(payload);
    if (!e.ok) throw new Error(e.reason);
    expect(e.text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(e.text)).toEqual({ ok: true, value: payload });
  });
  it("refuses text that is not base64url, or cut short", async () => {
    expect(await decodeShare("<script>alert(1)</script>")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not valid base64url/),
    });
    const e = await encodeShare(payload);
    if (!e.ok) throw new Error(e.reason);
    expect(await decodeShare(e.text.slice(0, 10))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/broken/),
    });
  });
  it("refuses JSON that is not a share payload, naming the field", async () => {
    expect(await decodeShare(await packed("not json"))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not JSON/),
    });
    const bad = await decodeShare(await packed({ ...payload, scenario: "<img src=x onerror=alert(1)>" }));
    expect(bad).toMatchObject({ ok: false, reason: expect.stringMatching(/scenario must be a scenario name/) });
    expect(await decodeShare(await packed({ ...payload, html: "<b>" }))).toMatchObject({ ok: false });
  });
  it("refuses oversized payloads, when made and when opened", async () => {
    let seed = 1;
    const noise = Array.from({ length: 60_000 }, () =>
      String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90)),
    ).join("");
    const made = await encodeShare({ ...payload, code: noise });
    expect(made).toMatchObject({ ok: false, reason: expect.stringMatching(/too large to share/) });
    expect(await decodeShare("A".repeat(MAX_LINK_CHARS + 1))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too large/),
    });
    const bomb = await packed({ ...payload, code: " ".repeat(MAX_CODE_CHARS * 3) });
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    expect(await decodeShare(bomb)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too large once unpacked/),
    });
  });

  it("round-trips a sandbox payload with both files, told apart from an exercise's", async () => {
    const sandbox = {
      v: 1 as const,
      target: "sandbox" as const,
      scenario: "delete",
      files: [
        { name: "types.go", source: "package controller\ntype Mine struct{}\n" },
        { name: "app_controller.go", source: "package controller // ✓\n" },
      ],
    };
    const e = await encodeShare(sandbox);
    if (!e.ok) throw new Error(e.reason);
    const back = await decodeShare(e.text);
    expect(back).toEqual({ ok: true, value: sandbox });
    expect(back.ok && isSandboxShare(back.value)).toBe(true);
    const ex = await decodeShare(await packed(payload));
    expect(ex.ok && isSandboxShare(ex.value)).toBe(false);
  });
  it("still opens a link made before the sandbox target existed", async () => {
    // The exact JSON an older build put in its links: no target, one code string.
    const old = await packed(
      '{"v":1,"exercise":"exercise-2-stuck-finalizer","scenario":"delete","code":"package controller"}',
    );
    expect(await decodeShare(old)).toEqual({
      ok: true,
      value: { v: 1, exercise: "exercise-2-stuck-finalizer", scenario: "delete", code: "package controller" },
    });
  });
  it("refuses a sandbox payload with a bad file name, a repeated name, too many files or too much code", async () => {
    const base = { v: 1, target: "sandbox", scenario: "create" };
    const f = (name: string, source = "package controller") => ({ name, source });
    const cases: Array<[unknown, RegExp]> = [
      [{ ...base, files: [f("../etc/passwd")] }, /files\.0\.name must be a Go file name/],
      [{ ...base, files: [f("<script>.go")] }, /must be a Go file name/],
      [{ ...base, files: [f("a.go"), f("a.go")] }, /files name a\.go twice/],
      [{ ...base, files: [] }, /at least one file/],
      [{ ...base, files: Array.from({ length: MAX_SHARED_FILES + 1 }, (_, i) => f(`f${i}.go`)) }, /at most 8 files/],
      [
        { ...base, files: [f("a.go", " ".repeat(MAX_CODE_CHARS / 2 + 1)), f("b.go", " ".repeat(MAX_CODE_CHARS / 2))] },
        /characters together/,
      ],
      [{ ...base, target: "elsewhere", files: [f("a.go")] }, /target/],
      [{ ...base, files: [f("a.go")], code: "x" }, /broken/],
    ];
    for (const [value, reason] of cases)
      expect(await decodeShare(await packed(value))).toMatchObject({
        ok: false,
        reason: expect.stringMatching(reason),
      });
  });

  it("round-trips a small project by path with its own scenario, as a sandbox link", async () => {
    const dir = join(ROOT, "test", "fixtures", "projects", "cache");
    const p = readProject(dir);
    if (p.kind !== "project") throw new Error("not a project");
    const files = [
      ...p.files.map((f) => ({ name: f.path, source: f.source })),
      { name: "go.mod", source: readFileSync(join(dir, "go.mod"), "utf8") },
      { name: "scenario.yaml", source: readFileSync(join(dir, "scenario.yaml"), "utf8") },
    ];
    const project = {
      v: 1 as const,
      target: "sandbox" as const,
      project: true as const,
      scenario: "scenario.yaml",
      files,
    };
    const e = await encodeShare(project);
    if (!e.ok) throw new Error(e.reason);
    expect(e.text.length).toBeLessThan(MAX_LINK_CHARS);
    const back = await decodeShare(e.text);
    expect(back).toEqual({ ok: true, value: project });
    expect(back.ok && isSandboxShare(back.value) && isProjectShare(back.value)).toBe(true);
    const plain = await decodeShare(await packed({ v: 1, target: "sandbox", scenario: "create", files: [files[0]] }));
    expect(plain.ok && isProjectShare(plain.value)).toBe(false);
  });

  it("refuses a project payload with a path outside the project, a stray scenario or too much code", async () => {
    const base = { v: 1, target: "sandbox", project: true, scenario: "create" };
    const f = (name: string, source = "package controller") => ({ name, source });
    const cases: Array<[unknown, RegExp]> = [
      [{ ...base, files: [f("../x.go")] }, /files\.0\.name must be a Go, go\.mod or YAML path inside the project/],
      [{ ...base, files: [f("a/../../x.go")] }, /inside the project/],
      [{ ...base, files: [f(".git/config.yaml")] }, /inside the project/],
      [{ ...base, files: [f("api/go.mod")] }, /inside the project/],
      [{ ...base, files: [f("README.md")] }, /inside the project/],
      [
        { ...base, scenario: "other.yaml", files: [f("x.go")] },
        /scenario must be a scenario name or one of the project's YAML files/,
      ],
      [{ ...base, files: [f("a/x.go"), f("a/x.go")] }, /name a\/x\.go twice/],
      [{ ...base, files: Array.from({ length: 25 }, (_, i) => f(`p${i}/x.go`)) }, /at most 24 files/],
    ];
    for (const [value, reason] of cases)
      expect(await decodeShare(await packed(value))).toMatchObject({
        ok: false,
        reason: expect.stringMatching(reason),
      });
    let seed = 3;
    const noise = () =>
      Array.from({ length: 20_000 }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join(
        "",
      );
    const big = { ...base, project: true as const, files: [f("a.go", noise()), f("b/b.go", noise())] };
    expect(await encodeShare(big as never)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too large to share/),
    });
  });
});
