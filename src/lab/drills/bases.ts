// Bases are the correct reconcilers drills are made from: the exercises' solutions and the
// drill folders' own (content/drills/<id>/). Callers hand over the content files as a tree
// (path under content/ → text: the CLI reads them from disk, the browser's worker from the
// bundle); basesOf picks the bases out of it, so both see the same bases. A drill folder
// brings its own reconciler and may share support files with an exercise instead of copying
// them: its drill.yaml lists them by path under content/ (`support: [exercises/<id>/setup.go]`).
import { parse as parseYaml } from "yaml";

/** Base is one correct reconciler with its support files. */
export interface Base {
  id: string;
  /** target: the file holding Reconcile, the one mutations edit. */
  target: string;
  files: Array<{ name: string; source: string }>;
}

/** ContentTree is content/'s files by path under content/ ("exercises/x/solution.go"). */
export type ContentTree = ReadonlyMap<string, string>;

/** baseFromExercise makes a base of an exercise's solution plus its support files. */
export function baseFromExercise(id: string, solution: string, support: Array<{ name: string; source: string }>): Base {
  return { id, target: "solution.go", files: [...support, { name: "solution.go", source: solution }] };
}

/** targetOf picks a drill folder's Reconcile file: the one defining a Reconcile method. */
export function targetOf(files: Array<{ name: string; source: string }>): string | undefined {
  return files.find((f) => /\) Reconcile\(ctx context\.Context/.test(f.source))?.name;
}

/** folders lists the sub-folders of dir that hold files in the tree, sorted. */
function folders(tree: ContentTree, dir: string): string[] {
  const out = new Set<string>();
  for (const path of tree.keys()) {
    const m = new RegExp(`^${dir}/([^/]+)/[^/]+$`).exec(path);
    if (m) out.add(m[1]!);
  }
  return [...out].sort();
}

function read(tree: ContentTree, path: string, who: string): string {
  const text = tree.get(path);
  if (text === undefined) throw new Error(`${who}: no file content/${path}`);
  return text;
}

const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

function exerciseBase(tree: ContentTree, dir: string): Base | undefined {
  const where = `content/exercises/${dir}/exercise.yaml`;
  const yml = tree.get(`exercises/${dir}/exercise.yaml`);
  if (yml === undefined) return undefined;
  const ex = parseYaml(yml) as { id?: unknown; files?: { solution?: unknown; support?: unknown } } | null;
  const solution = ex?.files?.solution;
  const support = ex?.files?.support ?? [];
  if (typeof ex?.id !== "string" || typeof solution !== "string" || !Array.isArray(support))
    throw new Error(`${where}: needs id, files.solution and a files.support list`);
  const file = (name: unknown) => {
    if (typeof name !== "string") throw new Error(`${where}: files.support holds a non-string`);
    return { name, source: read(tree, `exercises/${dir}/${name}`, where) };
  };
  return baseFromExercise(ex.id, file(solution).source, support.map(file));
}

function drillFolderBase(tree: ContentTree, dir: string): Base {
  const prefix = `drills/${dir}/`;
  const own = [...tree.keys()]
    .filter((p) => p.startsWith(prefix) && p.endsWith(".go") && !p.slice(prefix.length).includes("/"))
    .sort()
    .map((p) => ({ name: baseName(p), source: tree.get(p)! }));
  const where = `content/drills/${dir}/drill.yaml`;
  const manifest = tree.get(`${prefix}drill.yaml`);
  const listed = manifest === undefined ? {} : ((parseYaml(manifest) ?? {}) as { support?: unknown });
  const support = listed.support ?? [];
  if (!Array.isArray(support) || support.some((s) => typeof s !== "string"))
    throw new Error(`${where}: support must be a list of paths under content/`);
  const shared = (support as string[]).map((path) => ({ name: baseName(path), source: read(tree, path, where) }));
  for (const s of shared)
    if (own.some((f) => f.name === s.name))
      throw new Error(`${where}: support file ${s.name} clashes with the folder's own ${s.name}`);
  const target = targetOf(own);
  if (!target) throw new Error(`content/drills/${dir}: no file defines Reconcile`);
  return { id: dir, target, files: [...shared, ...own] };
}

/** basesOf reads the drills' bases from content: every exercise's solution, then each drills/<id>/ folder. */
export function basesOf(tree: ContentTree): Base[] {
  const exercises = folders(tree, "exercises").flatMap((d) => exerciseBase(tree, d) ?? []);
  return [...exercises, ...folders(tree, "drills").map((d) => drillFolderBase(tree, d))];
}
