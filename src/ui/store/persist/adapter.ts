/**
 * StorageAdapter knows how to get and set values by key in durable storage. The app uses
 * IndexedDB through idb-keyval; tests use the in-memory adapter.
 */
import { createStore as createIdbStore, get, set, del } from "idb-keyval";

export interface StorageAdapter {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** idbAdapter stores values in the IndexedDB database "reconcile-lab", object store "progress". */
export function idbAdapter(): StorageAdapter {
  const db = createIdbStore("reconcile-lab", "progress");
  return {
    get: (key) => get(key, db),
    set: (key, value) => set(key, value, db),
    del: (key) => del(key, db),
  };
}

/** memoryAdapter keeps values in a Map (tests; and a fallback when IndexedDB is missing). */
export function memoryAdapter(initial: Record<string, unknown> = {}): StorageAdapter & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
    del: async (key) => {
      data.delete(key);
    },
  };
}
