import { describe, expect, it } from "vitest";
import { testStore } from "../testing";

describe("meta slice", () => {
  it("starts unhydrated with no notice", () => {
    const s = testStore().getState();
    expect(s.hydrated).toBe(false);
    expect(s.storageNotice).toBeNull();
  });

  it("setStorageNotice shows a notice and dismissStorageNotice clears it", () => {
    const store = testStore();
    store.getState().setStorageNotice({ kind: "write-failed", message: "Could not save." });
    expect(store.getState().storageNotice).toEqual({ kind: "write-failed", message: "Could not save." });
    store.getState().dismissStorageNotice();
    expect(store.getState().storageNotice).toBeNull();
  });

  it("the notice is never part of the saved progress", async () => {
    const { pickPersisted } = await import("../createAppStore");
    const store = testStore();
    store.getState().setStorageNotice({ kind: "corrupt", message: "x", asideKey: "k" });
    expect(Object.keys(pickPersisted(store.getState())).sort()).toEqual([
      "cards",
      "drills",
      "quiz",
      "reading",
      "settings",
    ]);
  });
});
