/**
 * src/ui/lab: the code lab. Each exercise's reconciler opens in Monaco (editor/monaco.ts is the
 * only module that imports monaco-editor, loaded on this route only), compiles and runs in the
 * lab worker (src/worker/labClient.ts, with a watchdog), and shows findings linked to lines.
 */
export { LabPage } from "./LabPage";
