// Vendor picks, from a project's vendor/ directory, the files of the third-party packages its
// imports reach (LAB-CONTRACT §5): a reader passes the directory lookup, so a `go mod vendor` tree
// of thousands of files costs only the packages the program uses. Packages the lab provides are
// never read from vendor/ (the lab's own win, see src/golang/vendor.ts).
import { importsOf, reachable, supportedImports, type SourceFile } from "../golang";
import { moduleOf, type ProjectFile } from "./project";

/** vendoredFiles returns the vendor/ files (paths `vendor/<import path>/<file>`) of every package
 * reachable from the project's imports; `readDir` lists the .go files of vendor/<import path>/
 * (tests left out, names `vendor/<import path>/<file>`), or answers undefined when it does not exist. */
export function vendoredFiles(
  files: readonly ProjectFile[],
  goMod: string | undefined,
  readDir: (importPath: string) => SourceFile[] | undefined,
): ProjectFile[] {
  const module = goMod !== undefined ? moduleOf(goMod) : undefined;
  const provided = new Set(supportedImports());
  const within = (p: string) => !!module && (p === module || p.startsWith(module + "/"));
  const own = files.filter((f) => f.path.endsWith(".go") && !f.path.startsWith("vendor/"));
  const pkgs = reachable(
    own.flatMap((f) => importsOf(f.source)),
    readDir,
    (p) => provided.has(p) || within(p),
  );
  return [...pkgs.values()].flat().map((f) => ({ path: f.name, source: f.source }));
}
