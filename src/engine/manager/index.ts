/**
 * manager: controller-runtime's manager for one process. Contract: the cache runs on every
 * replica; controllers (LeaderElection runnables) start only once this process leads (facts
 * 95–96); a lost lease ends the process with "leader election lost" (fact 94); stop is graceful
 * in the order of fact 98; kill is a frozen or dead process (nothing released). A new process is
 * a new Manager: nothing in memory survives a restart.
 */
export { Manager } from "./manager";
export type { ManagerDeps, ManagerState } from "./manager";
export { DEFAULT_GRACEFUL_SHUTDOWN, leaseNamespace } from "./options";
export type { ManagerOptions } from "./options";
export { groupOf } from "./runnable";
export type { Runnable, RunnableGroup } from "./runnable";
