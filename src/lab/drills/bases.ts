// Bases are the correct reconcilers drills are made from: the exercises' solutions and the
// drill folder's own (content/drills/<id>/). Callers read the files (the CLI from disk, the
// browser from the bundle); a base names the file mutations edit and the scenarios it is
// known clean in.

/** Base is one correct reconciler with its support files. */
export interface Base {
  id: string;
  /** target: the file holding Reconcile, the one mutations edit. */
  target: string;
  files: Array<{ name: string; source: string }>;
}

/** baseFromExercise makes a base of an exercise's solution plus its support files. */
export function baseFromExercise(id: string, solution: string, support: Array<{ name: string; source: string }>): Base {
  return { id, target: "solution.go", files: [...support, { name: "solution.go", source: solution }] };
}

/** targetOf picks a drill folder's Reconcile file: the one defining a Reconcile method. */
export function targetOf(files: Array<{ name: string; source: string }>): string | undefined {
  return files.find((f) => /\) Reconcile\(ctx context\.Context/.test(f.source))?.name;
}
