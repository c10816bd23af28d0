/**
 * src/ui/lab: the code lab. Each exercise's reconciler opens in Monaco (editor/monaco.ts is the
 * only module that imports monaco-editor, loaded on this route only) with completion, hover and
 * signature help answered by the lab worker (src/lab/assist.ts); it compiles and runs in the lab
 * worker (src/worker/labClient.ts, with a watchdog) and shows findings linked to lines.
 * ExerciseLab adds Check my fix (CheckPanel, src/lab/verdicts-live.ts), Compare (ComparePanel),
 * a hint ladder (HintLadder), drafts in the store (lab slice), share links (share.ts, route
 * #/lab/<id>/share/<payload>), a read-only CodeView under 700 px, and LiveSlot, where the live
 * run mounts. ExerciseLab only composes: each of its concerns is a hook or component in
 * ./exercise (files and tabs, the editor mount, diagnostics, runs, drafts, share links, the
 * solution swap, the watchdog, toolbar, file pane, result panels).
 */
export { LabPage } from "./LabPage";
// For the drill page (src/ui/drills): the editor facade (loaded on demand) and the result panels.
export type { CodeEditor } from "./editor/monaco";
export const loadCodeEditor = () => import("./editor/monaco");
export { RunResult } from "./RunResult";
export { CheckPanel } from "./CheckPanel";
