/** Test helpers: a store with a controllable clock. Not imported by app code. */
import { createAppStore, type AppStore } from "./createAppStore";

export interface TestClock {
  now: () => number;
  set: (ms: number) => void;
  advance: (ms: number) => void;
}

export function testClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)): TestClock {
  let t = start;
  return { now: () => t, set: (ms) => (t = ms), advance: (ms) => (t += ms) };
}

export function testStore(clock: TestClock = testClock()): AppStore {
  return createAppStore({ now: clock.now });
}
