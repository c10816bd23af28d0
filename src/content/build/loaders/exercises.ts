/** The exercises loader: content/exercises/<id>/exercise.yaml and its Go files, with bug line ranges checked. */
import { join, basename } from "node:path";
import { existsSync } from "node:fs";
import type { RenderedExercise } from "../../model.ts";
import * as S from "../../schema/index.ts";
import { codeBlock } from "../highlight.ts";
import type { LoadContext } from "./context.ts";

export function loadExercises(ctx: LoadContext): RenderedExercise[] {
  const { files, problems, render } = ctx;
  const exercises: RenderedExercise[] = [];
  for (const dir of files.dirs("exercises")) {
    const path = join(dir, "exercise.yaml");
    const ex = ctx.parse<S.Exercise>(S.Exercise, path, files.yaml(path));
    if (!ex) continue;
    const file = files.rel(path);
    if (ex.id !== basename(dir)) problems.add(file, "id", `"${ex.id}" must match the folder name "${basename(dir)}"`);
    const roles: [string, RenderedExercise["files"][number]["role"]][] = [
      [ex.files.original, "original"],
      [ex.files.solution, "solution"],
      ...ex.files.support.map((f): [string, "support"] => [f, "support"]),
    ];
    const rendered: RenderedExercise["files"] = [];
    roles.forEach(([name, role]) => {
      const goPath = join(dir, name);
      if (!existsSync(goPath)) {
        problems.add(file, role === "support" ? "files.support" : `files.${role}`, `file "${name}" does not exist`);
        return;
      }
      const source = files.read(goPath) ?? "";
      rendered.push({ name, role, source, html: codeBlock(source, "go", name) });
    });
    const original = rendered.find((f) => f.role === "original");
    const lineCount = original ? original.source.replace(/\n$/, "").split("\n").length : 0;
    ex.bugs.forEach((bug, i) =>
      bug.lines.forEach(([a, b], j) => {
        if (a > b || b > lineCount)
          problems.add(
            file,
            `bugs[${i}].lines[${j}]`,
            `range ${a}-${b} is outside ${ex.files.original} (${lineCount} lines)`,
          );
      }),
    );
    exercises.push({
      id: ex.id,
      number: ex.number,
      title: ex.title,
      summaryHtml: render(ex.summary, file, "summary"),
      files: rendered,
      bugs: ex.bugs.map((b, i) => ({
        id: b.id,
        title: b.title,
        lines: b.lines,
        finding: b.finding,
        scenario: b.scenario,
        explanationHtml: render(b.explanation, file, `bugs[${i}].explanation`),
      })),
      fixHtml: render(ex.fix, file, "fix"),
    });
  }
  return exercises.sort((a, b) => a.number - b.number);
}
