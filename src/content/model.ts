/**
 * The compiled content model: what the build hands to the app. Every Markdown field of
 * content/ arrives here as HTML (`Html`), already highlighted, with diagrams as placeholders
 * that the UI renders lazily (see src/ui/markdown). Types only: no code runs from this file.
 */
export type Html = string;

/** TocEntry is one heading of a lesson; `id` is its anchor slug. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** LessonSummary is what the home page and the router need about a lesson. */
export interface LessonSummary {
  id: string;
  title: string;
  order: number;
  summaryHtml: Html;
  minutes: number;
  toc: TocEntry[];
}

/** RenderedLesson is one lesson page: its body HTML and the glossary terms it marks. */
export interface RenderedLesson extends LessonSummary {
  html: Html;
  /**
   * The body cut into the parts the page inserts and lays out one at a time: before each top-level
   * heading, and within a long run of prose before a paragraph or list (cutParts in
   * build/markdown.ts). The first part is what precedes the first h2, maybe ""; joined, they are `html`.
   */
  sections: Html[];
  /** Glossary ids marked in the body; their definitions are in the glossary module. */
  terms: string[];
}

/** LessonBody is what the app loads to show a lesson: everything but the joined `html`. */
export type LessonBody = Omit<RenderedLesson, "html">;

export interface GlossaryTerm {
  id: string;
  term: string;
  aliases: string[];
  definitionHtml: Html;
  seeAlso: string[];
}

export interface RenderedCard {
  id: string;
  deck: string;
  lesson: string;
  frontHtml: Html;
  backHtml: Html;
  tags: string[];
}

export interface RenderedDeck {
  deck: string;
  lesson: string;
  title: string;
  cards: RenderedCard[];
}

export type QuestionTier = "explain" | "reason" | "design-debug" | "check";

interface QuestionBase {
  id: string;
  lesson: string;
  tier: QuestionTier;
  number?: string;
  promptHtml: Html;
}

export interface FreeQuestion extends QuestionBase {
  kind: "free";
  modelAnswerHtml: Html;
  keyPointsHtml: Html[];
}

export interface ChoiceQuestion extends QuestionBase {
  kind: "choice";
  multiple: boolean;
  choices: { html: Html; correct: boolean; explanationHtml: Html }[];
}

export interface SpotTheBugQuestion extends QuestionBase {
  kind: "spot-the-bug";
  exercise: string;
  /** The exercise's original file, one highlighted HTML string per source line (1-based = index+1). */
  lines: Html[];
  /** Every line number that belongs to some bug. */
  bugLines: number[];
  bugs: { id: string; title: string; lines: [number, number][]; explanationHtml: Html }[];
}

export type RenderedQuestion = FreeQuestion | ChoiceQuestion | SpotTheBugQuestion;

export interface RenderedQuiz {
  lesson: string;
  questions: RenderedQuestion[];
}

export interface RenderedExerciseFile {
  name: string;
  role: "original" | "solution" | "support";
  source: string;
  html: Html;
}

export interface RenderedExercise {
  id: string;
  number: number;
  title: string;
  summaryHtml: Html;
  files: RenderedExerciseFile[];
  bugs: {
    id: string;
    title: string;
    lines: [number, number][];
    explanationHtml: Html;
    finding: string;
    scenario: string;
  }[];
  fixHtml: Html;
}

export interface RenderedFlow {
  id: string;
  number: number;
  title: string;
  scenario: string;
  settingHtml: Html;
  participants: { id: string; name: string }[];
  steps: {
    n: number;
    actor: string;
    title: string;
    html: Html;
    asidesHtml: Html[];
    match: {
      type: string;
      where?: Record<string, string | number | boolean>;
      after?: number;
      scenario?: string;
    };
    /** predict: a "what happens next?" question asked before this step is played. */
    predict?: RenderedPredict;
  }[];
  diagram?: string;
  failures: { symptomHtml: Html; causeHtml: Html; whereToLookHtml: Html }[];
  /** run: the lesson's own run (native reconciler switches); variants lay theirs on top. */
  run: FlowRunSpecData;
  variants: {
    id: string;
    title: string;
    descriptionHtml: Html;
    run: FlowRunSpecData;
    /** baseline: laid on the lesson's run too, for the comparison (same outside events). */
    baseline: FlowRunSpecData;
    headline: { metric: string; expect: "more" | "less" | "same" }[];
  }[];
}

/** FlowRunSpecData is src/worker/flow-run.ts's FlowRunSpec as plain content data. */
export interface FlowRunSpecData {
  reconciler?: Record<string, boolean | string>;
  scenario?: Record<string, unknown>;
  cacheScope?: Record<string, { namespace?: string; label?: string }>;
  dropSteps?: string[];
  steps?: Array<Record<string, unknown>>;
}

/** RenderedPredict is a step's prediction question; choices name trace events. */
export interface RenderedPredict {
  question: string;
  choices: { text: string; event: { type: string; where?: Record<string, string | number | boolean> } }[];
  answer: number;
  explanationHtml: Html;
}

/** StudyContent is everything the quiz and flashcard pages need, loaded on demand. */
export interface StudyContent {
  decks: RenderedDeck[];
  quizzes: RenderedQuiz[];
  exercises: RenderedExercise[];
}

/** SearchDoc is one entry of the full-text search index. */
export interface SearchDoc {
  id: string;
  kind: "section" | "card" | "question" | "glossary" | "flow" | "exercise";
  title: string;
  text: string;
  /** App route, e.g. "/lessons/writing-controllers-well/crd-design". */
  href: string;
  lessonTitle?: string;
}
