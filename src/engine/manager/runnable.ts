/** Runnable is manager.Runnable in a synchronous world: start returns at once, stop ends it. */
export interface Runnable {
  /** name labels the runnable in traces. */
  readonly name: string;
  start(): void;
  /** stop ends it gracefully (in-flight work finishes). */
  stop(): void;
  /** kill ends it at once (the process is gone). */
  kill?(): void;
  /** needLeaderElection: false puts it in Others; true (the default) in LeaderElection (fact 95). */
  needLeaderElection?(): boolean;
  /** drained reports whether graceful stop has finished. */
  drained?(): boolean;
}

/** RunnableGroup names the groups of fact 95, in start order. */
export type RunnableGroup = "caches" | "others" | "leaderElection";

/** groupOf classifies a runnable as runnables.Add does (fact 95). */
export function groupOf(r: Runnable): RunnableGroup {
  if (r.needLeaderElection && !r.needLeaderElection()) return "others";
  return "leaderElection";
}
