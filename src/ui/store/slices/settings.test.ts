import { describe, expect, it } from "vitest";
import { testStore } from "../testing";

describe("settings slice", () => {
  it("defaults to the system theme and 20 new cards a day", () => {
    expect(testStore().getState().settings).toEqual({ theme: "system", newCardsPerDay: 20, includePrecision: false });
  });

  it("setTheme changes only the theme", () => {
    const store = testStore();
    store.getState().setTheme("dark");
    expect(store.getState().settings).toEqual({ theme: "dark", newCardsPerDay: 20, includePrecision: false });
  });

  it("setNewCardsPerDay clamps to a whole number between 0 and 9999", () => {
    const store = testStore();
    store.getState().setNewCardsPerDay(7.8);
    expect(store.getState().settings.newCardsPerDay).toBe(7);
    store.getState().setNewCardsPerDay(-3);
    expect(store.getState().settings.newCardsPerDay).toBe(0);
    store.getState().setNewCardsPerDay(1e9);
    expect(store.getState().settings.newCardsPerDay).toBe(9999);
  });

  it("setIncludePrecision turns precision cards on and off, and nothing else", () => {
    const store = testStore();
    store.getState().setIncludePrecision(true);
    expect(store.getState().settings).toEqual({ theme: "system", newCardsPerDay: 20, includePrecision: true });
    store.getState().setIncludePrecision(false);
    expect(store.getState().settings.includePrecision).toBe(false);
  });
});
