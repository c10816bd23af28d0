/**
 * The real content/ tree: it validates, every section of both source lessons is present, the
 * numbers of steps, bugs and questions carried over, and each exercise bug's lines hold the
 * construct the lesson blames.
 */
import { describe, expect, it, beforeAll } from "vitest";
import { resolve } from "node:path";
import { loadContent, type ContentBundle } from "../../src/content/build/load";

let content: ContentBundle;
beforeAll(() => {
  content = loadContent(resolve("content"));
});

const lesson = (id: string) => {
  const l = content.lessons.find((x) => x.id === id);
  if (!l) throw new Error(`no lesson ${id}`);
  return l;
};
const headings = (id: string) => lesson(id).toc.map((t) => t.text.toLowerCase());

describe("content/", () => {
  it("validates and renders both lessons", () => {
    expect(content.lessons.map((l) => l.id)).toEqual(["writing-controllers-well", "reconciliation-control-loop"]);
  });

  it("Writing Controllers Well has every section of the source lesson", () => {
    const h = headings("writing-controllers-well").join(" | ");
    for (const topic of [
      /crd/,
      /spec.*status|status.*spec/,
      /condition/,
      /version/,
      /controller-runtime/,
      /idempotent/,
      /status, not spec|write status/,
      /requeue/,
      /finalizer/,
      /leader election/,
      /expectations/,
      /hot loop/,
      /server-side apply/,
      /flow 18/,
      /flow 19/,
      /flow 20/,
      /exercise 1/,
      /exercise 2/,
      /exercise 3/,
      /question|tier/,
      /mistake/,
      /revision notes/,
    ])
      expect(h, `a heading matching ${topic}`).toMatch(topic);
  });

  it("Reconciliation as a Control Loop has the loop, status/owners/finalizers, pitfalls, quiz and notes", () => {
    const h = headings("reconciliation-control-loop").join(" | ");
    for (const topic of [
      /level/,
      /status/,
      /owner/,
      /finalizer/,
      /pitfall|go wrong/,
      /interview/,
      /revision notes/,
      /cheat sheet/,
    ])
      expect(h, `a heading matching ${topic}`).toMatch(topic);
  });

  it("embeds Figures 6.1–6.5 and Flows 18–20 with every numbered step and failure", () => {
    const html = lesson("writing-controllers-well").html;
    for (const fig of ["6.1", "6.2", "6.3", "6.4", "6.5"]) expect(html).toContain(`Figure ${fig}.`);
    const flows = Object.fromEntries(content.flows.map((f) => [f.number, f]));
    expect([flows[18]?.steps.length, flows[19]?.steps.length, flows[20]?.steps.length]).toEqual([11, 8, 8]);
    for (const n of [18, 19, 20]) expect(flows[n]?.failures.length, `flow ${n} failures`).toBe(4);
    for (const n of [18, 19, 20]) expect(html).toContain(`href="#/flows/flow-${n}"`);
  });

  it("carries Questions 6.1–6.8 with model answers and strong-answer points, and the source quiz", () => {
    const all = content.study.quizzes.flatMap((q) => q.questions);
    for (let i = 1; i <= 8; i++) {
      const q = all.find((x) => x.id === `q6-${i}`);
      expect(q?.kind, `q6-${i}`).toBe("free");
      if (q?.kind === "free") expect(q.keyPointsHtml.length).toBeGreaterThanOrEqual(3);
    }
    for (const id of ["rcl-q1", "rcl-q2", "rcl-q3"]) expect(all.some((q) => q.id === id)).toBe(true);
  });

  it("has at least 60 cards for Writing Controllers Well and the source lesson's four flashcards", () => {
    const wcw = content.study.decks.find((d) => d.deck === "writing-controllers-well");
    const rcl = content.study.decks.find((d) => d.deck === "reconciliation-control-loop");
    expect(wcw?.cards.length).toBeGreaterThanOrEqual(60);
    expect(rcl?.cards.length).toBeGreaterThanOrEqual(4);
  });

  it("each exercise bug's lines hold the construct the lesson blames", () => {
    const expected: Record<string, RegExp> = {
      "generate-name-create": /GenerateName|Create\(/,
      "missing-controller-reference": /Create\(/,
      "unconditional-status-requeue": /announceProgress[\s\S]*Status\(\)\.Update[\s\S]*Requeue: true/,
      "finalizer-never-removed": /DeletionTimestamp[\s\S]*teardown[\s\S]*deleteExternalDatabase/,
      "provision-before-finalizer": /provisionExternalDatabase[\s\S]*AddFinalizer/,
      "swallowed-conflict": /IsConflict[\s\S]*return ctrl\.Result\{\}, nil/,
      "last-sync-time-hot-loop": /LastSyncTime = metav1\.Now\(\)[\s\S]*Status\(\)\.Update/,
      "requeue-after-poll": /RequeueAfter: time\.Second/,
      "requeue-true-after-create": /Requeue: true[\s\S]*createOwnedDeployment/,
    };
    let checked = 0;
    for (const ex of content.study.exercises) {
      const source = ex.files.find((f) => f.role === "original")!.source.split("\n");
      for (const bug of ex.bugs) {
        const text = bug.lines.map(([a, b]) => source.slice(a - 1, b).join("\n")).join("\n");
        expect(text, `${ex.id} ${bug.id}`).toMatch(expected[bug.id] ?? /^\b$/);
        checked++;
      }
    }
    expect(checked).toBe(9);
  });

  it("tags every card that names a version as precision, and keeps most cards in the core", () => {
    const cards = content.study.decks.flatMap((d) => d.cards);
    const versioned = cards.filter((c) => /\bv\d+\.\d+\b/.test(c.frontHtml + c.backHtml));
    expect(versioned.length).toBeGreaterThan(0);
    for (const c of versioned) expect(c.tags, c.id).toContain("precision");
    const precision = cards.filter((c) => c.tags.includes("precision")).length;
    expect(precision).toBeGreaterThanOrEqual(versioned.length);
    expect(precision).toBeLessThan(cards.length / 4);
  });

  it("never leaves a dead reference to another chapter", () => {
    const everything = JSON.stringify({ lessons: content.lessons, flows: content.flows, study: content.study });
    expect(everything).not.toMatch(/\b(Chapter \d+|Figure 5\.1)\b(?![^<]*<\/a>)/);
    expect(everything).not.toMatch(/\(Flow [23]\)/);
  });

  it("builds a search document for every lesson section, card and question", () => {
    const kinds = new Set(content.search.map((d) => d.kind));
    expect([...kinds].sort()).toEqual(["card", "exercise", "flow", "glossary", "question", "section"]);
    const cards = content.study.decks.reduce((n, d) => n + d.cards.length, 0);
    expect(content.search.filter((d) => d.kind === "card")).toHaveLength(cards);
  });

  it("lists the glossary in display order, by term, so the page does not sort it", () => {
    const terms = content.glossary.map((g) => g.term);
    expect(terms).toEqual([...terms].sort(new Intl.Collator("en").compare));
  });
});
