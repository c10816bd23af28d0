/**
 * ProjectSession is the browser's way into a whole project (LAB-CONTRACT §5): the same compile
 * as `npm run lab -- run DIR` (compileProjectLab: packages by directory, go.mod's module, init
 * order, scheme registration, CRDs from the registered types, main() or SetupWithManager) and the
 * same start (startCompiled, through sessionOf), stopped at time 0 so the lab worker can step it
 * live. Run to its end, a session gives runProject's report. Nothing here reads files: the page
 * hands over the project's files as text (a project is a set of files).
 */
import type { Scenario } from "../engine";
import { compileProjectLab, type ProjectFile } from "./project";
import { DEFAULT_BUDGET } from "./run";
import { sessionOf, type LiveLabSession } from "./session";
import type { LiveDiagnostic } from "./live";

/** projectDiagnostics compiles a project and returns its located problems (none when it compiles). */
export function projectDiagnostics(
  files: ProjectFile[],
  goMod: string | undefined,
  budget = DEFAULT_BUDGET,
): LiveDiagnostic[] {
  return compileProjectLab(files, goMod, budget).diagnostics.map((d) => ({ ...d }));
}

/** startProjectSession compiles a project and builds the scenario's world, stopped at 0 s. */
export function startProjectSession(
  files: ProjectFile[],
  goMod: string | undefined,
  scenario: Scenario,
  opts: { seed?: number; budget?: number } = {},
): { session?: LiveLabSession; diagnostics: LiveDiagnostic[] } {
  const budget = opts.budget ?? DEFAULT_BUDGET;
  return sessionOf(compileProjectLab(files, goMod, budget), scenario, { ...opts, budget });
}
