/**
 * Intake turns what a learner hands the sandbox (a dropped or picked folder, picked files, or
 * several files pasted as txtar) into a project the lab worker can run (LAB-CONTRACT §5): Go
 * files by path from the module's root, go.mod, and the project's own scenario YAML. It leaves
 * out what the go tool and the lab leave out (vendor/, .git/, bin/, hack/, testdata/,
 * node_modules/, hidden and _ directories, _test.go files) and every file that is not Go, go.mod
 * or YAML, with a reason per file; YAML is kept only when it is a lab scenario (kustomize config
 * is not read: CRDs come from the Go types). Limits keep a project small enough to compile in the
 * page's worker and to save as a draft; going over one is an error that says which and by how much.
 * Pure: entries come with a size and a way to read them, so tests need no DOM.
 */
import { formatNumber } from "../../app/formatNumber";

/** IntakeEntry is one file offered: its path (any separator, maybe under the picked folder's name). */
export interface IntakeEntry {
  path: string;
  size: number;
  read(): Promise<string>;
}

/** ProjectText is one kept file: its path from the module's root and its text. */
export interface ProjectText {
  name: string;
  source: string;
}

export interface Skipped {
  path: string;
  reason: string;
}

export type Intake =
  | { ok: true; files: ProjectText[]; module?: string; skipped: Skipped[] }
  | { ok: false; reason: string; skipped: Skipped[] };

/** MAX_PROJECT_FILES caps the files kept (Go, go.mod and scenarios). */
export const MAX_PROJECT_FILES = 60;
/** MAX_FILE_CHARS caps one file. */
export const MAX_FILE_CHARS = 100_000;
/** MAX_PROJECT_CHARS caps the whole project (the draft store keeps as much). */
export const MAX_PROJECT_CHARS = 200_000;
/** MAX_ENTRIES caps what is looked at, kept or not (a dropped home directory stops here). */
export const MAX_ENTRIES = 50_000;

const SKIPPED_DIRS = new Set(["vendor", "hack", "testdata", "node_modules", "bin"]);

const fmt = formatNumber;

/** modulePath reads go.mod's module path (undefined when it declares none). */
export function modulePath(goMod: string): string | undefined {
  const m = /^\s*module\s+("?)([^\s"]+)\1\s*$/m.exec(goMod.replace(/\/\/[^\n]*/g, ""));
  return m?.[2];
}

/** isScenarioYaml tells a lab scenario (top-level `steps:` or `end:`) from other YAML. */
export function isScenarioYaml(text: string): boolean {
  return /^(steps|end):/m.test(text);
}

function normalise(path: string): string {
  return path
    .replace(/\\/g, "/")
    .replace(/^(\.\/|\/)+/, "")
    .replace(/\/{2,}/g, "/");
}

/** skipReason says why a path (relative to the module's root) is left out, or undefined to keep it. */
export function skipReason(path: string): string | undefined {
  const parts = path.split("/");
  const dirs = parts.slice(0, -1);
  const name = parts[parts.length - 1]!;
  const dir = dirs.find((d) => SKIPPED_DIRS.has(d) || d.startsWith(".") || d.startsWith("_"));
  if (dir) return `in ${dir}/, which the lab leaves out`;
  if (name.endsWith("_test.go")) return "a test file (tests are not run)";
  if (name.endsWith(".go")) return name.startsWith(".") || name.startsWith("_") ? "a hidden file" : undefined;
  if (name === "go.mod") return dirs.length ? "a go.mod below the module's root" : undefined;
  if (/\.ya?ml$/.test(name)) return undefined;
  return "not Go, go.mod or YAML";
}

/** rootOf finds the module's root: the directory of the shallowest go.mod, or the common folder. */
function rootOf(paths: string[]): { root: string } | { error: string } {
  const mods = paths.filter((p) => p === "go.mod" || p.endsWith("/go.mod"));
  const depth = (p: string) => p.split("/").length;
  const top = Math.min(...mods.map(depth));
  const shallowest = mods.filter((m) => depth(m) === top && !m.split("/").some((d) => SKIPPED_DIRS.has(d)));
  if (shallowest.length > 1)
    return { error: `two modules side by side (${shallowest.slice(0, 2).join(", ")}): open one module's folder` };
  if (shallowest.length === 1) return { root: shallowest[0]!.slice(0, -"go.mod".length) };
  // No go.mod: a picked folder's name is common to every path; drop it.
  const first = paths[0]?.split("/")[0];
  const common = paths.length > 0 && paths.every((p) => p.includes("/") && p.split("/")[0] === first);
  return { root: common ? `${first}/` : "" };
}

/** takeEntries reads the files to keep, in path order, or says why the project cannot be opened. */
export async function takeEntries(entries: readonly IntakeEntry[]): Promise<Intake> {
  const skipped: Skipped[] = [];
  if (entries.length > MAX_ENTRIES)
    return {
      ok: false,
      reason: `${fmt(entries.length)} files were given; the sandbox looks at most ${fmt(MAX_ENTRIES)}. Open the project's own folder (without its dependencies).`,
      skipped,
    };
  const all = entries.map((e) => ({ e, path: normalise(e.path) })).filter((x) => x.path);
  const r = rootOf(all.map((x) => x.path));
  if ("error" in r) return { ok: false, reason: r.error, skipped };
  const keep: Array<{ e: IntakeEntry; path: string }> = [];
  for (const x of all) {
    if (!x.path.startsWith(r.root)) {
      skipped.push({ path: x.path, reason: `outside the module (its go.mod is in ${r.root})` });
      continue;
    }
    const path = x.path.slice(r.root.length);
    const why = skipReason(path);
    if (why) skipped.push({ path, reason: why });
    else keep.push({ e: x.e, path });
  }
  keep.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const twice = keep.find((k, i) => i > 0 && keep[i - 1]!.path === k.path);
  if (twice) return { ok: false, reason: `${twice.path} was given twice`, skipped };
  const big = keep.find((k) => k.e.size > MAX_FILE_CHARS * 4);
  if (big)
    return {
      ok: false,
      reason: `${big.path} is ${fmt(big.e.size)} bytes; a file may hold at most ${fmt(MAX_FILE_CHARS)} characters`,
      skipped,
    };

  const files: ProjectText[] = [];
  let total = 0;
  for (const k of keep) {
    const source = (await k.e.read()).replace(/\r\n/g, "\n");
    if (/\.ya?ml$/.test(k.path) && !isScenarioYaml(source)) {
      skipped.push({ path: k.path, reason: "YAML that is not a lab scenario (CRDs come from the Go types)" });
      continue;
    }
    if (source.length > MAX_FILE_CHARS)
      return {
        ok: false,
        reason: `${k.path} has ${fmt(source.length)} characters; a file may hold at most ${fmt(MAX_FILE_CHARS)}`,
        skipped,
      };
    total += source.length;
    files.push({ name: k.path, source });
  }
  const go = files.filter((f) => f.name.endsWith(".go"));
  if (!go.length) return { ok: false, reason: noGo(skipped), skipped };
  if (files.length > MAX_PROJECT_FILES)
    return {
      ok: false,
      reason: `the project has ${files.length} files to run (${go.length} Go); the sandbox takes at most ${MAX_PROJECT_FILES} (vendor/, tests and hack/ are already left out)`,
      skipped,
    };
  if (total > MAX_PROJECT_CHARS)
    return {
      ok: false,
      reason: `the project's files hold ${fmt(total)} characters together; the sandbox takes at most ${fmt(MAX_PROJECT_CHARS)}`,
      skipped,
    };
  const goMod = files.find((f) => f.name === "go.mod");
  const module = goMod ? modulePath(goMod.source) : undefined;
  return { ok: true, files, ...(module ? { module } : {}), skipped };
}

function noGo(skipped: Skipped[]): string {
  if (!skipped.length) return "no files were given";
  return `no Go file to run among the ${fmt(skipped.length)} given (${summarise(skipped)})`;
}

/** summarise says what was skipped in one line: the reasons with their counts, a path for each. */
export function summarise(skipped: readonly Skipped[]): string {
  const by = new Map<string, string[]>();
  for (const s of skipped) by.set(s.reason, [...(by.get(s.reason) ?? []), s.path]);
  return [...by]
    .map(([reason, paths]) =>
      paths.length === 1 ? `${paths[0]}: ${reason}` : `${fmt(paths.length)} ${reason}, e.g. ${paths[0]}`,
    )
    .join("; ");
}

/**
 * parseTxtar reads several files pasted as one text, each after a line `-- path --` (the txtar
 * format the Go playground uses). Text before the first such line must be blank or a comment.
 */
export function parseTxtar(text: string): { entries: IntakeEntry[] } | { error: string } {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const entries: IntakeEntry[] = [];
  let current: { path: string; lines: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const source = current.lines.join("\n").replace(/\n*$/, "\n");
    entries.push({ path: current.path, size: source.length, read: () => Promise.resolve(source) });
  };
  for (const [i, line] of lines.entries()) {
    const m = /^-- (.+?) --\s*$/.exec(line);
    if (m) {
      close();
      current = { path: m[1]!.trim(), lines: [] };
    } else if (current) current.lines.push(line);
    else if (line.trim() && !line.trim().startsWith("//"))
      return {
        error: `line ${i + 1}: text before the first file; put each file under a line such as "-- internal/controller/app_controller.go --"`,
      };
  }
  close();
  if (!entries.length)
    return { error: 'no files: put each file under a line such as "-- go.mod --" or "-- main.go --"' };
  return { entries };
}
