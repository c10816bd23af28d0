/**
 * loadContent reads content/, validates every file against src/content/schema, checks every
 * cross-reference (glossary terms, diagrams, exercises, questions, flows, scenarios, lesson
 * links and anchors, card and question ids) and renders it to the compiled model of
 * src/content/model.ts. All problems are reported together, each naming file, field and reason.
 */
import { join, basename } from "node:path";
import { existsSync } from "node:fs";
import type { ZodError } from "zod";
import * as S from "../schema/index.ts";
import type {
  GlossaryTerm,
  RenderedCard,
  RenderedDeck,
  RenderedExercise,
  RenderedFlow,
  FlowRunSpecData,
  RenderedLesson,
  RenderedQuestion,
  RenderedQuiz,
  SearchDoc,
  StudyContent,
} from "../model.ts";
import { Problems } from "./errors.ts";
import { ContentFiles } from "./files.ts";
import { createMarkdown, diagramFigure, fillTermNames, newEnv, type RenderEnv } from "./markdown.ts";
import { codeBlock, highlightLines } from "./highlight.ts";
import { expandDirectives, swapPlaceholders, type Directive, type Expansion } from "./directives.ts";
import { escapeHtml, htmlToText } from "./slug.ts";
import { searchDocs } from "./search.ts";

export interface ContentBundle {
  lessons: RenderedLesson[];
  glossary: GlossaryTerm[];
  flows: RenderedFlow[];
  study: StudyContent;
  search: SearchDoc[];
  /** Every file read, for the dev server to watch. */
  files: string[];
}

interface Located<T> {
  file: string;
  value: T;
}

/** LoadOptions add checks that need the engine (the Vite config stays free of engine imports). */
export interface LoadOptions {
  /**
   * checkFlowRun builds a flow run's scenario from the scenario file's text and the specs laid
   * on it in order (the lesson's, a variant's baseline, the variant's); it throws on a bad one.
   */
  checkFlowRun?: (text: string, specs: FlowRunSpecData[], file: string) => void;
}

export function loadContent(root: string, opts: LoadOptions = {}): ContentBundle {
  const problems = new Problems();
  const files = new ContentFiles(root, problems);
  const md = createMarkdown();
  const envs: { file: string; field: string; env: RenderEnv }[] = [];

  /** render renders one Markdown field and remembers what it referenced, for checking. */
  const render = (source: string, file: string, field: string, inline = false): string => {
    const env = newEnv();
    envs.push({ file, field, env });
    return inline ? md.renderInline(source, env as never) : md.render(source, env as never);
  };

  const parse = <T>(
    schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
    path: string,
    value: unknown,
  ): T | undefined => {
    if (value === undefined) return undefined;
    const r = schema.safeParse(value);
    if (!r.success) {
      problems.addZod(files.rel(path), r.error);
      return undefined;
    }
    return r.data;
  };

  const loadAll = <T>(dir: string, schema: Parameters<typeof parse<T>>[0], idOf: (v: T) => string): Located<T>[] => {
    const out: Located<T>[] = [];
    for (const path of files.list(dir, ".yaml")) {
      const value = parse<T>(schema, path, files.yaml(path));
      if (!value) continue;
      const expected = basename(path, ".yaml");
      if (idOf(value) !== expected)
        problems.add(files.rel(path), "id", `"${idOf(value)}" must match the file name "${expected}"`);
      out.push({ file: files.rel(path), value });
    }
    return out;
  };

  // ---- glossary ---------------------------------------------------------------------------
  const glossaryFiles = loadAll<S.GlossaryEntry>("glossary", S.GlossaryEntry, (g) => g.id);
  const glossaryIds = new Set(glossaryFiles.map((g) => g.value.id));
  const glossary: GlossaryTerm[] = glossaryFiles.map(({ file, value: g }) => {
    g.seeAlso?.forEach((id, i) => {
      if (!glossaryIds.has(id)) problems.add(file, `seeAlso[${i}]`, `unknown glossary term "${id}"`);
    });
    return {
      id: g.id,
      term: g.term,
      aliases: g.aliases ?? [],
      definitionHtml: render(g.definition, file, "definition"),
      seeAlso: g.seeAlso ?? [],
    };
  });
  const termName = (id: string) => {
    const term = glossary.find((g) => g.id === id)?.term;
    return term === undefined ? undefined : inlineTerm(term);
  };

  // ---- diagrams ---------------------------------------------------------------------------
  const diagrams = new Map<string, Located<S.Diagram>>();
  for (const d of loadAll<S.Diagram>("diagrams", S.Diagram, (x) => x.id)) diagrams.set(d.value.id, d);
  const renderDiagram = (id: string): string | undefined => {
    const d = diagrams.get(id);
    if (!d) return undefined;
    return diagramFigure({
      id,
      mermaid: d.value.mermaid,
      figure: d.value.figure,
      captionHtml: render(d.value.caption, d.file, "caption"),
      descriptionHtml: render(d.value.description, d.file, "description"),
    });
  };

  // ---- exercises --------------------------------------------------------------------------
  const exercises: RenderedExercise[] = [];
  for (const dir of files.dirs("exercises")) {
    const path = join(dir, "exercise.yaml");
    const ex = parse<S.Exercise>(S.Exercise, path, files.yaml(path));
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
  exercises.sort((a, b) => a.number - b.number);

  // ---- scenarios (existence only: the engine validates their content) -------------------
  const scenarioIds = new Set(files.list("scenarios", ".yaml").map((p) => basename(p, ".yaml")));

  // ---- flows ------------------------------------------------------------------------------
  const flows: RenderedFlow[] = loadAll<S.Flow>("flows", S.Flow, (f) => f.id).map(({ file, value: f }) => {
    if (f.diagram && !diagrams.has(f.diagram)) problems.add(file, "diagram", `unknown diagram "${f.diagram}"`);
    if (!scenarioIds.has(f.scenario))
      problems.add(file, "scenario", `no scenario file content/scenarios/${f.scenario}.yaml`);
    f.steps.forEach((s, i) => {
      if (s.match.scenario && !scenarioIds.has(s.match.scenario))
        problems.add(file, `steps[${i}].match.scenario`, `no scenario file content/scenarios/${s.match.scenario}.yaml`);
    });
    return {
      id: f.id,
      number: f.number,
      title: f.title,
      scenario: f.scenario,
      settingHtml: render(f.setting, file, "setting"),
      participants: f.participants,
      steps: f.steps.map((s, i) => ({
        n: s.n,
        actor: s.actor,
        title: s.title,
        match: s.match,
        html: render(s.text, file, `steps[${i}].text`),
        asidesHtml: (s.asides ?? []).map((a, j) => render(a, file, `steps[${i}].asides[${j}]`)),
        ...(s.predict
          ? {
              predict: {
                question: s.predict.question,
                choices: s.predict.choices,
                answer: s.predict.answer,
                explanationHtml: render(s.predict.explanation, file, `steps[${i}].predict.explanation`),
              },
            }
          : {}),
      })),
      diagram: f.diagram,
      failures: f.failures.map((x, i) => ({
        symptomHtml: render(x.symptom, file, `failures[${i}].symptom`, true),
        causeHtml: render(x.cause, file, `failures[${i}].cause`, true),
        whereToLookHtml: render(x.whereToLook, file, `failures[${i}].whereToLook`, true),
      })),
      run: f.reconciler ? { reconciler: f.reconciler } : {},
      variants: (f.variants ?? []).map((v, i) => {
        const { id: _id, title: _t, description: _d, headline: _h, baseline = {}, ...run } = v;
        const text =
          opts.checkFlowRun && scenarioIds.has(f.scenario)
            ? files.read(join(root, "scenarios", `${f.scenario}.yaml`))
            : undefined;
        if (text !== undefined && opts.checkFlowRun) {
          const lesson = f.reconciler ? { reconciler: f.reconciler } : {};
          for (const [what, specs] of [
            ["baseline", [lesson, baseline]],
            ["run", [lesson, baseline, run]],
          ] as const) {
            try {
              opts.checkFlowRun(text, [...specs], `${f.scenario}.yaml`);
            } catch (e) {
              problems.add(file, `variants[${i}]`, `its ${what} does not parse: ${(e as Error).message}`);
            }
          }
        }
        return {
          id: v.id,
          title: v.title,
          descriptionHtml: render(v.description, file, `variants[${i}].description`),
          run,
          baseline,
          headline: v.headline,
        };
      }),
    };
  });
  flows.sort((a, b) => a.number - b.number);

  // ---- quizzes ----------------------------------------------------------------------------
  const questionIds = new Map<string, string>();
  const quizzes: RenderedQuiz[] = loadAll<S.Quiz>("quizzes", S.Quiz, (q) => q.lesson).map(({ file, value: quiz }) => ({
    lesson: quiz.lesson,
    questions: quiz.questions.map((q, i): RenderedQuestion => {
      const field = `questions[${i}]`;
      if (questionIds.has(q.id))
        problems.add(file, `${field}.id`, `duplicate question id "${q.id}" (also in ${questionIds.get(q.id)})`);
      questionIds.set(q.id, file);
      const base = {
        id: q.id,
        lesson: quiz.lesson,
        tier: q.tier,
        number: q.number,
        promptHtml: render(q.prompt, file, `${field}.prompt`),
      };
      if (q.kind === "free")
        return {
          ...base,
          kind: "free",
          modelAnswerHtml: render(q.modelAnswer, file, `${field}.modelAnswer`),
          keyPointsHtml: q.keyPoints.map((k, j) => render(k, file, `${field}.keyPoints[${j}]`, true)),
        };
      if (q.kind === "choice")
        return {
          ...base,
          kind: "choice",
          multiple: q.multiple ?? false,
          choices: q.choices.map((c, j) => ({
            html: render(c.text, file, `${field}.choices[${j}].text`, true),
            correct: c.correct,
            explanationHtml: render(c.explanation, file, `${field}.choices[${j}].explanation`),
          })),
        };
      const ex = exercises.find((e) => e.id === q.exercise);
      if (!ex) problems.add(file, `${field}.exercise`, `unknown exercise "${q.exercise}"`);
      const source = ex?.files.find((f) => f.role === "original")?.source ?? "";
      const bugLines = new Set<number>();
      ex?.bugs.forEach((b) =>
        b.lines.forEach(([a, z]) => {
          for (let n = a; n <= z; n++) bugLines.add(n);
        }),
      );
      return {
        ...base,
        kind: "spot-the-bug",
        exercise: q.exercise,
        lines: highlightLines(source, "go"),
        bugLines: [...bugLines].sort((a, b) => a - b),
        bugs: (ex?.bugs ?? []).map((b) => ({
          id: b.id,
          title: b.title,
          lines: b.lines,
          explanationHtml: b.explanationHtml,
        })),
      };
    }),
  }));

  // ---- flashcards -------------------------------------------------------------------------
  const cardIds = new Map<string, string>();
  const decks: RenderedDeck[] = loadAll<S.Deck>("flashcards", S.Deck, (d) => d.deck).map(({ file, value: d }) => ({
    deck: d.deck,
    lesson: d.lesson,
    title: d.title,
    cards: d.cards.map((c, i): RenderedCard => {
      if (cardIds.has(c.id))
        problems.add(file, `cards[${i}].id`, `duplicate card id "${c.id}" (also in ${cardIds.get(c.id)})`);
      cardIds.set(c.id, file);
      return {
        id: c.id,
        deck: d.deck,
        lesson: d.lesson,
        frontHtml: render(c.front, file, `cards[${i}].front`),
        backHtml: render(c.back, file, `cards[${i}].back`),
        tags: c.tags ?? [],
      };
    }),
  }));

  // ---- notes ------------------------------------------------------------------------------
  const notes = new Map<string, Located<S.Notes>>();
  for (const n of loadAll<S.Notes>("notes", S.Notes, (x) => x.lesson)) notes.set(n.value.lesson, n);

  // ---- lessons ----------------------------------------------------------------------------
  const lessons: RenderedLesson[] = [];
  for (const dir of files.dirs("lessons")) {
    const path = join(dir, "lesson.md");
    const file = files.rel(path);
    const doc = files.markdown(path);
    if (!doc) continue;
    const fm = parse<S.LessonFrontmatter>(S.LessonFrontmatter, path, doc.data);
    if (!fm) continue;
    if (fm.id !== basename(dir))
      problems.add(file, "frontmatter.id", `"${fm.id}" must match the folder name "${basename(dir)}"`);
    const at = (d: Directive) => `line ${d.line + doc.bodyLine - 1} (::${d.name})`;
    const expand = (d: Directive): Expansion | undefined => {
      const need = (attr: string): string | undefined => {
        const v = d.attrs[attr];
        if (!v) problems.add(file, at(d), `missing attribute ${attr}="…"`);
        return v;
      };
      switch (d.name) {
        case "diagram": {
          const id = need("id");
          const html = id ? renderDiagram(id) : undefined;
          if (id && !html) problems.add(file, at(d), `unknown diagram "${id}"`);
          return html ? { html } : undefined;
        }
        case "exercise": {
          const id = need("id");
          const which = d.attrs.file ?? "original";
          const ex = exercises.find((e) => e.id === id);
          if (id && !ex) {
            problems.add(file, at(d), `unknown exercise "${id}"`);
            return undefined;
          }
          const f = ex?.files.find((x) => x.role === which || x.name === `${which}.go`);
          if (ex && !f) problems.add(file, at(d), `exercise "${id}" has no file "${which}"`);
          return f
            ? { html: `<div class="exercise-embed" data-exercise="${escapeHtml(ex!.id)}">${f.html}</div>` }
            : undefined;
        }
        case "flow": {
          const id = need("id");
          const flow = flows.find((f) => f.id === id);
          if (id && !flow) problems.add(file, at(d), `unknown flow "${id}"`);
          return flow ? { html: flowHtml(flow, renderDiagram) } : undefined;
        }
        case "questions": {
          const ids = (need("ids") ?? "")
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean);
          const all = quizzes.flatMap((q) => q.questions);
          const chosen = ids.map((id) => {
            const q = all.find((x) => x.id === id);
            if (!q) problems.add(file, at(d), `unknown question "${id}"`);
            return q;
          });
          return { html: questionsHtml(chosen.filter((q): q is RenderedQuestion => !!q)) };
        }
        case "notes": {
          const lesson = need("lesson");
          const n = lesson ? notes.get(lesson) : undefined;
          if (lesson && !n) problems.add(file, at(d), `no notes file content/notes/${lesson}.yaml`);
          return n ? { markdown: notesMarkdown(n.value) } : undefined;
        }
        default:
          problems.add(file, at(d), `unknown directive ::${d.name} (known: diagram, exercise, flow, questions, notes)`);
          return undefined;
      }
    };
    const { markdown, html } = expandDirectives(doc.body, expand);
    const env = newEnv();
    envs.push({ file, field: "body", env });
    // In-page anchors become app routes (#/lessons/<id>/<slug>): the app routes by hash.
    const body = swapPlaceholders(md.render(markdown, env as never), html).replace(
      / href="#([a-z0-9-]+)"/g,
      (_m, slug: string) => ` href="#/lessons/${fm.id}/${slug}"`,
    );
    env.duplicateHeadings.forEach((h) =>
      problems.add(file, "body", `duplicate heading "${h}" (anchors must be unique)`),
    );
    lessons.push({
      id: fm.id,
      title: fm.title,
      order: fm.order,
      minutes: fm.minutes,
      summaryHtml: render(fm.summary, file, "frontmatter.summary", true),
      toc: env.toc,
      html: body,
      terms: [...env.terms].sort(),
    });
  }
  lessons.sort((a, b) => a.order - b.order);

  // ---- cross-references -------------------------------------------------------------------
  const lessonIds = new Set(lessons.map((l) => l.id));
  const flowIds = new Set(flows.map((f) => f.id));
  for (const q of quizzes)
    if (!lessonIds.has(q.lesson))
      problems.add(`content/quizzes/${q.lesson}.yaml`, "lesson", `unknown lesson "${q.lesson}"`);
  for (const d of decks)
    if (!lessonIds.has(d.lesson))
      problems.add(`content/flashcards/${d.deck}.yaml`, "lesson", `unknown lesson "${d.lesson}"`);
  for (const [lesson, n] of notes)
    if (!lessonIds.has(lesson)) problems.add(n.file, "lesson", `unknown lesson "${lesson}"`);
  for (const { file, field, env } of envs) {
    for (const t of env.terms)
      if (!glossaryIds.has(t))
        problems.add(file, field, `unknown glossary term [[${t}]] (add content/glossary/${t}.yaml)`);
    for (const link of env.links) {
      if (link.kind === "flow" && !flowIds.has(link.target))
        problems.add(file, field, `link to unknown flow "${link.target}"`);
      if (link.kind === "lesson") {
        const target = lessons.find((l) => l.id === link.target);
        if (!target) problems.add(file, field, `link to unknown lesson "${link.target}"`);
        else if (link.anchor && !target.html.includes(` id="${link.anchor}"`))
          problems.add(file, field, `link to unknown section "#${link.anchor}" of lesson "${link.target}"`);
      }
    }
  }
  problems.throwIfAny();

  // ---- finish: glossary display names, search index ------------------------------------
  const fill = (h: string) => fillTermNames(h, termName);
  for (const l of lessons) l.html = fill(l.html);
  for (const g of glossary) g.definitionHtml = fill(g.definitionHtml);
  const fillDeep = <T>(v: T): T => JSON.parse(fill(JSON.stringify(v))) as T;
  const study: StudyContent = fillDeep({ decks, quizzes, exercises });
  const filledFlows = fillDeep(flows);

  return {
    lessons,
    glossary,
    flows: filledFlows,
    study,
    search: searchDocs({ lessons, glossary, flows: filledFlows, study }),
    files: [],
  };
}

/**
 * inlineTerm is how a glossary term reads inside a sentence: "Level-triggered" becomes
 * "level-triggered", while names that are capitalised for a reason keep their case: acronyms
 * and camelCase (CRD, resourceVersion, StatefulSet), Kubernetes kinds and methods (Lease,
 * Reconcile), and product names (Helm).
 */
const KEEP_CASE = new Set(["Lease", "Reconcile", "Helm", "Deployment", "Namespace", "Pod", "Kubernetes"]);
export function inlineTerm(term: string): string {
  const first = term.split(/[\s-]/)[0] ?? term;
  if (KEEP_CASE.has(first) || /[A-Z]/.test(first.slice(1)) || !/^[A-Z]/.test(first)) return term;
  return term[0]!.toLowerCase() + term.slice(1);
}

function flowHtml(flow: RenderedFlow, renderDiagram: (id: string) => string | undefined): string {
  const names = new Map(flow.participants.map((p) => [p.id, p.name]));
  const steps = flow.steps
    .map(
      (s) =>
        `<li value="${s.n}" class="flow-step"><p class="flow-step-head"><span class="flow-actor">${escapeHtml(names.get(s.actor) ?? s.actor)}</span> <strong>${escapeHtml(s.title)}</strong></p>${s.html}${
          s.asidesHtml.length ? `<ul class="flow-asides">${s.asidesHtml.map((a) => `<li>${a}</li>`).join("")}</ul>` : ""
        }</li>`,
    )
    .join("");
  const failures = flow.failures.length
    ? `<p class="flow-failures-title"><strong>Where this can fail</strong></p><div class="table-scroll" tabindex="0" role="region" aria-label="Where Flow ${flow.number} can fail"><table class="flow-failures"><thead><tr><th scope="col">Symptom</th><th scope="col">Cause</th><th scope="col">Where to look</th></tr></thead><tbody>${flow.failures
        .map((f) => `<tr><td>${f.symptomHtml}</td><td>${f.causeHtml}</td><td>${f.whereToLookHtml}</td></tr>`)
        .join("")}</tbody></table></div>`
    : "";
  const diagram = flow.diagram ? (renderDiagram(flow.diagram) ?? "") : "";
  return `<section class="flow-embed" aria-label="Flow ${flow.number}: ${escapeHtml(flow.title)}"><div class="flow-setting">${flow.settingHtml}</div><p class="flow-open"><a href="#/flows/${flow.id}">Open Flow ${flow.number} in the flow player</a></p><ol class="flow-steps">${steps}</ol>${diagram}${failures}</section>`;
}

function questionsHtml(questions: RenderedQuestion[]): string {
  return `<div class="question-list">${questions
    .map((q) => {
      const label = q.number ? `Q ${escapeHtml(q.number)}` : "Question";
      const answer =
        q.kind === "free"
          ? `${q.modelAnswerHtml}<p class="key-points-title"><strong>A strong answer mentions</strong></p><ul class="key-points">${q.keyPointsHtml.map((k) => `<li>${k}</li>`).join("")}</ul>`
          : q.kind === "choice"
            ? `<ul>${q.choices.map((c) => `<li>${c.correct ? "<strong>Correct:</strong> " : ""}${c.html}</li>`).join("")}</ul>`
            : "";
      return `<div class="question" id="question-${escapeHtml(q.id)}"><div class="question-prompt"><span class="question-label">${label}</span>${q.promptHtml}</div><details class="question-answer"><summary>Show the model answer</summary>${answer}</details></div>`;
    })
    .join("")}<p class="question-practice"><a href="#/quiz">Practise these questions in the quiz</a></p></div>`;
}

function notesMarkdown(n: S.Notes): string {
  const list = (items: string[]) => items.map((i) => `- ${i.replace(/\n/g, "\n  ")}`).join("\n");
  return [
    list(n.revisionNotes),
    "",
    "### Key takeaways",
    "",
    list(n.keyTakeaways),
    "",
    "### Interview tips",
    "",
    list(n.interviewTips),
    "",
    "### Cheat sheet",
    "",
    n.cheatSheet,
    "",
  ].join("\n");
}

/** plain is exported for tests: the text of rendered HTML. */
export const plain = htmlToText;
