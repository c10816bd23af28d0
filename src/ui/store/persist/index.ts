/**
 * Persistence of the store: an IndexedDB adapter (in-memory for tests), versioned saves with
 * migrations from every earlier version, unreadable data kept aside with a notice, and a
 * BroadcastChannel so open tabs stay in step.
 */
export { attachPersistence, type Persistence } from "./persistence";
export { idbAdapter, memoryAdapter } from "./adapter";
