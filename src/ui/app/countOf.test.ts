import { describe, expect, it } from "vitest";
import { countOf } from "./countOf";

describe("countOf", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(countOf(1, "reconcile")).toBe("1 reconcile");
    expect(countOf(0, "reconcile")).toBe("0 reconciles");
    expect(countOf(2, "write")).toBe("2 writes");
  });
  it("groups large counts and takes an irregular plural", () => {
    expect(countOf(20000, "App")).toBe("20,000 Apps");
    expect(countOf(3, "entry", "entries")).toBe("3 entries");
  });
});
