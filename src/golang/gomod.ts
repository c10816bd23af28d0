// Gomod reads what a go.mod requires, so the lab can give a project the API of the versions it
// was written against: a shim package may have version variants (registered as
// `<import path>@<version>`), and a project whose go.mod requires that module at that version or
// later imports the variant, as `go build` would build against that release.
import { variantsOf } from "./shim/registry";

/** requiredModules reads go.mod's `require` directives (single lines and blocks, `// indirect`
 * included): module path → version. */
export function requiredModules(goMod: string): Map<string, string> {
  const out = new Map<string, string>();
  const code = goMod.replace(/\/\/[^\n]*/g, "");
  const add = (line: string) => {
    const [mod, version] = line.trim().split(/\s+/);
    if (mod && version?.startsWith("v")) out.set(mod.replace(/^"|"$/g, ""), version);
  };
  for (const m of code.matchAll(/^\s*require\s*\(([\s\S]*?)^\s*\)/gm)) for (const l of m[1]!.split("\n")) add(l);
  for (const m of code.matchAll(/^\s*require\s+([^\s(][^\n]*)$/gm)) add(m[1]!);
  return out;
}

/** compareVersions orders semantic versions (`v1.2.3`, pre-releases before their release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = "", pre] = v.replace(/^v/, "").split(/-(.*)/s);
    return { nums: core.split(".").map((n) => Number.parseInt(n, 10) || 0), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d) return d < 0 ? -1 : 1;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** shimVersions maps each import path that has a version variant to the registry key of the newest
 * variant the go.mod's requirement reaches (import paths whose module is required at an older
 * version, or not at all, keep the lab's default package); `module`, go.mod's own module path,
 * counts as required at its newest version. */
export function shimVersions(goMod: string, module?: string): Map<string, string> {
  const required = requiredModules(goMod);
  // Code inside a module the lab provides (controller-runtime's own examples) is built against that
  // module as it is now: the newest variant.
  if (module) required.set(module, "v999.0.0");
  const out = new Map<string, string>();
  for (const [importPath, variants] of variantsOf()) {
    let mod: string | undefined;
    for (const m of required.keys())
      if ((importPath === m || importPath.startsWith(m + "/")) && (!mod || m.length > mod.length)) mod = m;
    const have = mod && required.get(mod);
    if (!have) continue;
    const best = variants
      .filter((v) => compareVersions(have, v.version) >= 0)
      .sort((a, b) => compareVersions(b.version, a.version))[0];
    if (best) out.set(importPath, best.key);
  }
  return out;
}
