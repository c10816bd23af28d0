// Runs a TypeScript entry point (`npm run lab` runs src/cli/main.ts) from one JavaScript bundle
// built on first use by esbuild and cached under node_modules/.cache/reconcile-lab-bundles/:
//
//   node scripts/run-bundled.mjs ENTRY.ts [args...]
//
// Why: tsx compiles each file with esbuild's keepNames, which wraps every function and class
// expression in a `__name(...)` call, so every closure the interpreter and the engine make in
// hot code pays a call and a property definition (Flow 19 at 20,000 Apps: about 15% of the CPU).
// The production build (Vite) keeps no names either, so the bundle runs the code the browser runs.
//
// The cache key is a hash of every source file the bundle was built from (esbuild's metafile),
// the tsconfig and package files, this script, esbuild's and Node's versions and the checkout's
// path; any change rebuilds. The entry sees what it saw under tsx: `process.argv` is
// [node, ENTRY, ...args], and `import.meta.url`/`dirname`/`filename` in a project file name that
// file, not the bundle. Packages stay external (loaded from node_modules as before). If the
// bundle cannot be built or written (no esbuild, a read-only node_modules, a build error), the
// entry runs under tsx in this process, exactly as `tsx ENTRY` would; RECONCILE_LAB_NO_BUNDLE=1
// forces that path. Nothing is printed either way: the CLI's output is its contract.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
const CACHE = join(ROOT, "node_modules", ".cache", "reconcile-lab-bundles");
/** Files that shape every build besides the bundle's own inputs. */
const ALWAYS = ["package.json", "tsconfig.json", "tsconfig.base.json", "scripts/run-bundled.mjs"];

/** keyOf hashes the build's inputs (paths relative to ROOT); undefined when one cannot be read. */
function keyOf(inputs, esbuildVersion) {
  const h = createHash("sha256");
  h.update(`${ROOT}\0${process.version}\0${esbuildVersion}\0`);
  for (const rel of [...ALWAYS, ...inputs]) {
    let text;
    try {
      text = readFileSync(join(ROOT, rel));
    } catch {
      return undefined;
    }
    h.update(`${rel}\0${text.length}\0`);
    h.update(text);
  }
  return h.digest("hex").slice(0, 24);
}

/** sourceMeta replaces a project file's import.meta.url/dirname/filename with that file's own. */
const sourceMeta = {
  name: "source-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes("/node_modules/")) return undefined;
      const text = readFileSync(args.path, "utf8");
      const loader = args.path.endsWith("x") ? "tsx" : "ts";
      if (!text.includes("import.meta")) return { contents: text, loader };
      const own = {
        url: JSON.stringify(pathToFileURL(args.path).href),
        dirname: JSON.stringify(dirname(args.path)),
        filename: JSON.stringify(args.path),
      };
      return { contents: text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, k) => own[k]), loader };
    });
  },
};

/**
 * installedEsbuild is the version of the esbuild package the bundles are built with, read from its
 * package.json: a launch that finds its bundle built never loads esbuild (loading it took 50-65 ms
 * of every `npm run lab` on this machine). undefined when that file cannot be found or read.
 */
function installedEsbuild() {
  try {
    const pkg = createRequire(join(ROOT, "package.json")).resolve("esbuild/package.json");
    return JSON.parse(readFileSync(pkg, "utf8")).version;
  } catch {
    return undefined;
  }
}

/** bundled returns the path of entry's bundle (entry relative to ROOT), building it if stale. */
async function bundled(entry) {
  // When its package.json cannot be read, esbuild itself is loaded to ask (a missing esbuild
  // throws: the caller then runs the entry under tsx).
  const version = installedEsbuild() ?? (await import("esbuild")).version;
  const slot = entry.replace(/[^A-Za-z0-9]+/g, "_");
  const manifestPath = join(CACHE, `${slot}.json`);
  try {
    const m = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (m.key === keyOf(m.inputs, version)) {
      const file = join(CACHE, m.bundle);
      if (existsSync(file)) return file;
    }
  } catch {
    // no manifest or no bundle yet: build
  }
  const esbuild = await import("esbuild");
  // The package read and the module loaded must be the same esbuild (the key names its version).
  if (esbuild.version !== version) throw new Error(`esbuild ${esbuild.version} loaded, ${version} installed`);
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: `node${process.versions.node}`,
    tsconfig: join(ROOT, "tsconfig.json"),
    keepNames: false,
    metafile: true,
    write: false,
    logLevel: "silent",
    plugins: [sourceMeta],
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  const key = keyOf(inputs, version);
  if (!key) throw new Error("an input changed while bundling");
  mkdirSync(CACHE, { recursive: true });
  const name = `${slot}-${key}.mjs`;
  const file = join(CACHE, name);
  // Written under temporary names and renamed: concurrent launches never read half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, file);
  writeFileSync(`${manifestPath}.${process.pid}.tmp`, JSON.stringify({ key, bundle: name, inputs }));
  renameSync(`${manifestPath}.${process.pid}.tmp`, manifestPath);
  for (const old of readdirSync(CACHE))
    if (old.startsWith(`${slot}-`) && old.endsWith(".mjs") && old !== name) rmSync(join(CACHE, old), { force: true });
  return file;
}

const [entryArg, ...rest] = process.argv.slice(2);
if (!entryArg) {
  process.stderr.write("usage: node scripts/run-bundled.mjs ENTRY.ts [args...]\n");
  process.exit(1);
}
const entry = relative(ROOT, resolve(entryArg));
const entryPath = join(ROOT, entry);
process.argv = [process.argv[0], entryPath, ...rest];

let file;
if (process.env.RECONCILE_LAB_NO_BUNDLE !== "1") {
  try {
    file = await bundled(entry);
  } catch {
    file = undefined;
  }
}
/** underTsx runs the entry from its sources, as `tsx ENTRY` would. */
async function underTsx() {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(entryPath).href);
}

if (!file) await underTsx();
else {
  try {
    await import(pathToFileURL(file).href);
  } catch (e) {
    // A launch after a source edit may have replaced this bundle between lookup and load.
    if (e?.code !== "ERR_MODULE_NOT_FOUND" || existsSync(file)) throw e;
    await underTsx();
  }
}
