import { describe, expect, it } from "vitest";
import { emptyPersistedState, SCHEMA_VERSION, type Envelope } from "../schema";
import { testClock, testStore } from "../testing";
import { memoryAdapter, type StorageAdapter } from "./adapter";
import { memoryBus } from "./channel";
import { savedV1 } from "./fixtures";
import { envelope } from "./migrations";
import { attachPersistence, PROGRESS_KEY } from "./persistence";

/** gate makes an adapter whose reads wait until `open()` is called (a slow IndexedDB). */
function slowAdapter(inner: StorageAdapter) {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const adapter: StorageAdapter = { ...inner, get: async (k) => (await opened, inner.get(k)) };
  return { adapter, open };
}

describe("persistence", () => {
  it("renders before storage answers, then hydrates the saved progress", async () => {
    const saved = emptyPersistedState();
    saved.settings.theme = "dark";
    const mem = memoryAdapter({ [PROGRESS_KEY]: envelope(saved, 1) });
    const { adapter, open } = slowAdapter(mem);
    const store = testStore();
    const p = attachPersistence(store, adapter);
    expect(store.getState().hydrated).toBe(false);
    expect(store.getState().settings.theme).toBe("system");
    open();
    await p.ready;
    expect(store.getState().hydrated).toBe(true);
    expect(store.getState().settings.theme).toBe("dark");
  });

  it("writes nothing before hydration, so a slow read can never overwrite saved progress", async () => {
    const saved = emptyPersistedState();
    saved.cards.states.c = {
      due: 9,
      stability: 1,
      difficulty: 1,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 1,
      lapses: 0,
      state: 1,
      last_review: 1,
    };
    const mem = memoryAdapter({ [PROGRESS_KEY]: envelope(saved, 1) });
    const { adapter, open } = slowAdapter(mem);
    const store = testStore();
    const p = attachPersistence(store, adapter);
    store.getState().setTheme("light");
    expect((mem.data.get(PROGRESS_KEY) as Envelope).state.cards.states.c).toBeDefined();
    expect((mem.data.get(PROGRESS_KEY) as Envelope).state.settings.theme).toBe("system");
    open();
    await p.flush();
    expect((mem.data.get(PROGRESS_KEY) as Envelope).state.cards.states.c?.due).toBe(9);
  });

  it("keeps sections read before hydration on top of the saved ones", async () => {
    const saved = emptyPersistedState();
    saved.reading.l = { lastSection: "a", lastVisited: 1, sectionsRead: ["a"] };
    const { adapter, open } = slowAdapter(memoryAdapter({ [PROGRESS_KEY]: envelope(saved, 1) }));
    const store = testStore(testClock(100));
    const p = attachPersistence(store, adapter);
    store.getState().markSectionRead("l", "b");
    open();
    await p.ready;
    expect(store.getState().reading.l?.sectionsRead).toEqual(["a", "b"]);
    expect(store.getState().reading.l?.lastVisited).toBe(100);
  });

  it("saves every change after hydration, in the current schema version", async () => {
    const mem = memoryAdapter();
    const store = testStore();
    const p = attachPersistence(store, mem, () => 7);
    await p.ready;
    store.getState().rateCard("c1", 3);
    store.getState().markSectionRead("l", "s");
    await p.flush();
    const written = mem.data.get(PROGRESS_KEY) as Envelope;
    expect(written.version).toBe(SCHEMA_VERSION);
    expect(written.state.cards.states.c1).toEqual(store.getState().cards.states.c1);
    expect(written.state.reading.l?.sectionsRead).toEqual(["s"]);
  });

  it("upgrades v1 progress in place on first load", async () => {
    const mem = memoryAdapter({ [PROGRESS_KEY]: savedV1 });
    const store = testStore();
    const p = attachPersistence(store, mem);
    await p.flush();
    expect(Object.keys(store.getState().cards.states)).toContain("wcw-generation-bump");
    expect((mem.data.get(PROGRESS_KEY) as Envelope).version).toBe(SCHEMA_VERSION);
    expect(store.getState().storageNotice).toBeNull();
  });

  it("keeps corrupt progress aside under another key, tells the learner, and starts fresh", async () => {
    const corrupt = '{"version": 3, "state": ';
    const mem = memoryAdapter({ [PROGRESS_KEY]: corrupt });
    const store = testStore();
    const p = attachPersistence(store, mem, () => 555);
    await p.flush();
    const notice = store.getState().storageNotice;
    expect(notice?.kind).toBe("corrupt");
    expect(notice?.message).toMatch(/not valid JSON/);
    expect(notice?.asideKey).toBe(`${PROGRESS_KEY}:unreadable:555`);
    expect(mem.data.get(notice!.asideKey!)).toBe(corrupt);
    expect(store.getState().hydrated).toBe(true);
    expect((mem.data.get(PROGRESS_KEY) as Envelope).state).toEqual(emptyPersistedState());
    store.getState().dismissStorageNotice();
    expect(store.getState().storageNotice).toBeNull();
  });

  it("does not overwrite corrupt progress it could not keep aside", async () => {
    const mem = memoryAdapter({ [PROGRESS_KEY]: { version: 3, state: "garbage" } });
    const adapter: StorageAdapter = { ...mem, set: async () => Promise.reject(new Error("quota")) };
    const store = testStore();
    const p = attachPersistence(store, adapter);
    await p.ready;
    store.getState().setTheme("dark");
    await p.flush();
    expect(store.getState().storageNotice?.kind).toBe("corrupt");
    expect(mem.data.get(PROGRESS_KEY)).toEqual({ version: 3, state: "garbage" });
  });

  it("an unreadable IndexedDB gives a notice, not a crash", async () => {
    const adapter: StorageAdapter = { ...memoryAdapter(), get: async () => Promise.reject(new Error("SecurityError")) };
    const store = testStore();
    const p = attachPersistence(store, adapter);
    await p.ready;
    expect(store.getState().hydrated).toBe(true);
    expect(store.getState().storageNotice?.kind).toBe("unavailable");
    expect(store.getState().storageNotice?.message).toMatch(/SecurityError/);
  });

  it("a failed write tells the learner to export", async () => {
    const mem = memoryAdapter();
    const adapter: StorageAdapter = { ...mem, set: async () => Promise.reject(new Error("QuotaExceededError")) };
    const store = testStore();
    const p = attachPersistence(store, adapter);
    await p.flush();
    expect(store.getState().storageNotice?.kind).toBe("write-failed");
    expect(store.getState().storageNotice?.message).toMatch(/Export/);
  });
});

describe("several open tabs", () => {
  it("a tab reads back what another tab saved, so neither overwrites the other's progress", async () => {
    const mem = memoryAdapter();
    const bus = memoryBus();
    const reader = testStore();
    const cards = testStore();
    const pr = attachPersistence(reader, mem, () => 1, bus.channel());
    const pc = attachPersistence(cards, mem, () => 2, bus.channel());
    await Promise.all([pr.ready, pc.ready]);

    reader.getState().markSectionRead("wcw", "crd-design");
    await pr.flush();
    await pc.flush();
    expect(cards.getState().reading.wcw?.sectionsRead).toEqual(["crd-design"]);

    cards.getState().rateCard("c1", 3);
    await pc.flush();
    await pr.flush();
    expect(reader.getState().cards.states.c1).toEqual(cards.getState().cards.states.c1);

    const saved = mem.data.get(PROGRESS_KEY) as Envelope;
    expect(saved.state.reading.wcw?.sectionsRead).toEqual(["crd-design"]);
    expect(saved.state.cards.states.c1).toBeDefined();
  });

  it("applying another tab's save does not trigger a save of its own", async () => {
    const mem = memoryAdapter();
    const bus = memoryBus();
    const a = testStore();
    const b = testStore();
    const pa = attachPersistence(a, mem, () => 1, bus.channel());
    const pb = attachPersistence(b, mem, () => 2, bus.channel());
    await Promise.all([pa.flush(), pb.flush()]);
    let writes = 0;
    const set = mem.set;
    mem.set = async (k, v) => {
      writes++;
      return set(k, v);
    };
    a.getState().setTheme("dark");
    await pa.flush();
    await pb.flush();
    expect(b.getState().settings.theme).toBe("dark");
    expect(writes).toBe(1);
  });
});
