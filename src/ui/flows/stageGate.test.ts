import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StageGate } from "./stageGate";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** settled reports whether p has settled once pending microtasks have run. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("StageGate", () => {
  it("holds waiters until opened, then lets them and later waiters go at once", async () => {
    const g = new StageGate();
    const a = g.wait(1_500);
    expect(await settled(a)).toBe(false);
    g.open();
    expect(await settled(a)).toBe(true);
    expect(await settled(g.wait(1_500))).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("closes again for a new stage, and a waiter goes by itself after maxMs", async () => {
    const g = new StageGate();
    g.open();
    g.close();
    const b = g.wait(1_500);
    await vi.advanceTimersByTimeAsync(1_400);
    expect(await settled(b)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(b)).toBe(true);
    // The waiter that went by itself is not let go twice (open finds no waiters).
    g.open();
    expect(vi.getTimerCount()).toBe(0);
  });
});
