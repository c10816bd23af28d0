/**
 * src/ui/lab/sandbox: the Sandbox page (#/sandbox). The learner's own reconciler, starting
 * from content/sandbox/ (a minimal correct App reconciler and a types.go for their own CRD
 * types), run live through any built-in scenario with the LiveRun panels (../live).
 */
export { SandboxPage } from "./SandboxPage";
