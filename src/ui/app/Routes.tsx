/**
 * Routes: hash-based (#/lessons/…) so the static site works from any host and sub-path.
 * Every page but the home page and the reader is loaded on demand.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { HomePage } from "../reader/HomePage";
import { LessonPage } from "../reader/LessonPage";
import { NotFound } from "./NotFound";
import { SearchDialog } from "../search/SearchDialog";
import { ShortcutsDialog } from "./ShortcutsDialog";

const GlossaryPage = lazy(() => import("../reader/GlossaryPage").then((m) => ({ default: m.GlossaryPage })));
const FlowsPage = lazy(() => import("../flows/FlowsPage").then((m) => ({ default: m.FlowsPage })));
const LabPage = lazy(() => import("../lab/LabPage").then((m) => ({ default: m.LabPage })));
const SandboxPage = lazy(() => import("../lab/sandbox").then((m) => ({ default: m.SandboxPage })));
const DrillsPage = lazy(() => import("../drills").then((m) => ({ default: m.DrillsPage })));
const QuizHome = lazy(() => import("../quiz").then((m) => ({ default: m.QuizHome })));
const QuizRun = lazy(() => import("../quiz").then((m) => ({ default: m.QuizRun })));
const InterviewMode = lazy(() => import("../quiz").then((m) => ({ default: m.InterviewMode })));
const CardsHome = lazy(() => import("../flashcards").then((m) => ({ default: m.CardsHome })));
const CardReview = lazy(() => import("../flashcards").then((m) => ({ default: m.CardReview })));
const CardStats = lazy(() => import("../flashcards").then((m) => ({ default: m.CardStats })));
const ProgressPage = lazy(() => import("../flashcards").then((m) => ({ default: m.ProgressPage })));

const page = (node: ReactNode) => <Suspense fallback={<p className="loading">Loading…</p>}>{node}</Suspense>;

export function Routes() {
  return (
    <>
      <Switch>
        <Route path="/">{() => <HomePage />}</Route>
        <Route path="/lessons/:id/:section?">{(p) => <LessonPage id={p.id} section={p.section} />}</Route>
        <Route path="/glossary/:id?">{(p) => page(<GlossaryPage id={p.id} />)}</Route>
        <Route path="/flows/:id?">{(p) => page(<FlowsPage id={p.id} />)}</Route>
        <Route path="/lab/:id/share/:payload">{(p) => page(<LabPage id={p.id} share={p.payload} />)}</Route>
        <Route path="/lab/:id?">{(p) => page(<LabPage id={p.id} />)}</Route>
        <Route path="/sandbox/share/:payload">{(p) => page(<SandboxPage share={p.payload} />)}</Route>
        <Route path="/sandbox/:exercise?">{(p) => page(<SandboxPage exercise={p.exercise} />)}</Route>
        <Route path="/drills/from/:seed">{(p) => page(<DrillsPage from={p.seed} />)}</Route>
        <Route path="/drills/:id?">{(p) => page(<DrillsPage id={p.id} />)}</Route>
        <Route path="/quiz">{() => page(<QuizHome />)}</Route>
        <Route path="/quiz/:lesson">{(p) => page(<QuizRun lesson={p.lesson} />)}</Route>
        <Route path="/interview">{() => page(<InterviewMode />)}</Route>
        <Route path="/cards">{() => page(<CardsHome />)}</Route>
        <Route path="/cards/review/:deck?">{(p) => page(<CardReview deck={p.deck} />)}</Route>
        <Route path="/cards/stats">{() => page(<CardStats />)}</Route>
        <Route path="/progress">{() => page(<ProgressPage />)}</Route>
        <Route>{() => <NotFound />}</Route>
      </Switch>
      <SearchDialog />
      <ShortcutsDialog />
    </>
  );
}
