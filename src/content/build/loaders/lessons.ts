/** The lessons loader: content/lessons/<id>/lesson.md, its directives expanded against what the other loaders loaded. */
import { join, basename } from "node:path";
import type { RenderedExercise, RenderedFlow, RenderedLesson, RenderedQuestion, RenderedQuiz } from "../../model.ts";
import * as S from "../../schema/index.ts";
import { cutParts, newEnv, renderBlocks } from "../markdown.ts";
import { expandDirectives, swapPlaceholders, type Directive, type Expansion } from "../directives.ts";
import { escapeHtml } from "../slug.ts";
import type { LoadContext, Located } from "./context.ts";
import type { Diagrams } from "./diagrams.ts";
import { flowHtml, questionsHtml } from "./embeds.ts";
import { notesMarkdown } from "./notes.ts";

/** Embeddable is everything a lesson's directives may name. */
export interface Embeddable {
  diagrams: Diagrams;
  exercises: RenderedExercise[];
  flows: RenderedFlow[];
  quizzes: RenderedQuiz[];
  notes: Map<string, Located<S.Notes>>;
}

export function loadLessons(ctx: LoadContext, embed: Embeddable): RenderedLesson[] {
  const { files, problems } = ctx;
  const lessons: RenderedLesson[] = [];
  for (const dir of files.dirs("lessons")) {
    const path = join(dir, "lesson.md");
    const file = files.rel(path);
    const doc = files.markdown(path);
    if (!doc) continue;
    const fm = ctx.parse<S.LessonFrontmatter>(S.LessonFrontmatter, path, doc.data);
    if (!fm) continue;
    if (fm.id !== basename(dir))
      problems.add(file, "frontmatter.id", `"${fm.id}" must match the folder name "${basename(dir)}"`);
    const at = (d: Directive) => `line ${d.line + doc.bodyLine - 1} (::${d.name})`;
    const { markdown, html } = expandDirectives(doc.body, (d) => expand(ctx, embed, file, at(d), d));
    const env = newEnv();
    ctx.envs.push({ file, field: "body", env });
    // In-page anchors become app routes (#/lessons/<id>/<slug>): the app routes by hash.
    const blocks = renderBlocks(ctx.md, markdown, env).map((block) =>
      swapPlaceholders(block, html).replace(
        / href="#([a-z0-9-]+)"/g,
        (_m, slug: string) => ` href="#/lessons/${fm.id}/${slug}"`,
      ),
    );
    const sections = cutParts(blocks);
    const body = sections.join("");
    env.duplicateHeadings.forEach((h) =>
      problems.add(file, "body", `duplicate heading "${h}" (anchors must be unique)`),
    );
    lessons.push({
      id: fm.id,
      title: fm.title,
      order: fm.order,
      minutes: fm.minutes,
      summaryHtml: ctx.render(fm.summary, file, "frontmatter.summary", true),
      toc: env.toc,
      html: body,
      sections,
      terms: [...env.terms].sort(),
    });
  }
  return lessons.sort((a, b) => a.order - b.order);
}

/** expand turns one directive into the HTML or Markdown it stands for; a bad one is reported at its line. */
function expand(ctx: LoadContext, embed: Embeddable, file: string, where: string, d: Directive): Expansion | undefined {
  const { problems } = ctx;
  const need = (attr: string): string | undefined => {
    const v = d.attrs[attr];
    if (!v) problems.add(file, where, `missing attribute ${attr}="…"`);
    return v;
  };
  switch (d.name) {
    case "diagram": {
      const id = need("id");
      const html = id ? embed.diagrams.render(id) : undefined;
      if (id && !html) problems.add(file, where, `unknown diagram "${id}"`);
      return html ? { html } : undefined;
    }
    case "exercise": {
      const id = need("id");
      const which = d.attrs.file ?? "original";
      const ex = embed.exercises.find((e) => e.id === id);
      if (id && !ex) {
        problems.add(file, where, `unknown exercise "${id}"`);
        return undefined;
      }
      const f = ex?.files.find((x) => x.role === which || x.name === `${which}.go`);
      if (ex && !f) problems.add(file, where, `exercise "${id}" has no file "${which}"`);
      return f
        ? { html: `<div class="exercise-embed" data-exercise="${escapeHtml(ex!.id)}">${f.html}</div>` }
        : undefined;
    }
    case "flow": {
      const id = need("id");
      const flow = embed.flows.find((f) => f.id === id);
      if (id && !flow) problems.add(file, where, `unknown flow "${id}"`);
      return flow ? { html: flowHtml(flow, embed.diagrams.render) } : undefined;
    }
    case "questions": {
      const ids = (need("ids") ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const all = embed.quizzes.flatMap((q) => q.questions);
      const chosen = ids.map((id) => {
        const q = all.find((x) => x.id === id);
        if (!q) problems.add(file, where, `unknown question "${id}"`);
        return q;
      });
      return { html: questionsHtml(chosen.filter((q): q is RenderedQuestion => !!q)) };
    }
    case "notes": {
      const lesson = need("lesson");
      const n = lesson ? embed.notes.get(lesson) : undefined;
      if (lesson && !n) problems.add(file, where, `no notes file content/notes/${lesson}.yaml`);
      return n ? { markdown: notesMarkdown(n.value) } : undefined;
    }
    default:
      problems.add(file, where, `unknown directive ::${d.name} (known: diagram, exercise, flow, questions, notes)`);
      return undefined;
  }
}
