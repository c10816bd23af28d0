/**
 * src/ui/drills: endless code-reading drills (issue 14). A drill is a correct reconciler with a
 * planted bug, generated and verified by the engine in the drills worker (src/worker/
 * drills.worker.ts, src/lab/drills) and named by a stable id, #/drills/<seed>-<hash>. The
 * learner reads it in the lab's read-only editor, marks lines and picks a symptom; Run shows
 * the engine's evidence and the explanation and scores the answer (score.ts); the result rates
 * each bug kind in the store's drills slice (FSRS, as the cards), and the next drill leads with
 * a due kind (schedule.ts), prefetched while the learner reads (source.ts). Fix it reuses the
 * lab's Check my fix through the lab worker.
 */
export { DrillsPage } from "./DrillsPage";
