/**
 * A project in the sandbox is its files by path (go.mod and its own scenario YAML among them).
 * splitProject turns them into what the lab worker's project.start takes; roleOfPath and
 * firstTab say what each file is for and which to show first (the reconciler).
 */
import type { LabFile, ProjectFileData } from "../../../worker";

/** isOwnScenario: the scenario picked is one of the project's YAML files, not a built-in's name. */
export const isOwnScenario = (scenario: string) => /\.ya?ml$/.test(scenario);

/** splitProject: the Go files, go.mod's text and the project's scenario file (when it is the one picked). */
export function splitProject(
  files: readonly LabFile[],
  scenario: string,
): { files: ProjectFileData[]; goMod?: string; scenarioFile?: ProjectFileData } {
  const goMod = files.find((f) => f.name === "go.mod")?.source;
  const own = isOwnScenario(scenario) ? files.find((f) => f.name === scenario) : undefined;
  return {
    files: files.filter((f) => f.name.endsWith(".go")).map((f) => ({ path: f.name, source: f.source })),
    ...(goMod !== undefined ? { goMod } : {}),
    ...(own ? { scenarioFile: { path: own.name, source: own.source } } : {}),
  };
}

const RECONCILE = /^func\s*\([^)]*\)\s*Reconcile\s*\(/m;

/** roleOfPath says what a project's file is for, in its tab. */
export function roleOfPath(f: LabFile): string {
  if (f.name === "go.mod") return "module";
  if (isOwnScenario(f.name)) return "scenario";
  if (/^package\s+main\b/m.test(f.source)) return "main";
  if (RECONCILE.test(f.source)) return "reconciler";
  if (/zz_generated/.test(f.name)) return "generated";
  if (/\/\/\s*\+kubebuilder:object:root/.test(f.source) || /groupversion_info\.go$/.test(f.name)) return "API types";
  if (/webhook/i.test(f.name)) return "webhook";
  return "package";
}

/** firstTab: the first reconciler, else the first Go file, else the first file. */
export function firstTab(files: readonly LabFile[]): string {
  return (
    files.find((f) => f.name.endsWith(".go") && RECONCILE.test(f.source))?.name ??
    files.find((f) => f.name.endsWith(".go"))?.name ??
    files[0]?.name ??
    ""
  );
}

/** ownScenarios: the project's scenario files, for the scenario picker. */
export const ownScenarios = (files: readonly LabFile[]) =>
  files.filter((f) => isOwnScenario(f.name)).map((f) => f.name);
