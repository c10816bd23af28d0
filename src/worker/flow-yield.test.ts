import { describe, expect, it } from "vitest";
import { PageYield, type Timers } from "./flow-yield";

/** fakeTimers: timers that fire only when the test says so. */
function fakeTimers() {
  const due = new Map<number, () => void>();
  let next = 1;
  const timers: Timers = {
    set: (f) => {
      due.set(next, f);
      return next++;
    },
    clear: (h) => void due.delete(h as number),
  };
  const fireAll = () => {
    for (const [h, f] of [...due]) {
      due.delete(h);
      f();
    }
  };
  return { timers, fireAll, pending: () => due.size };
}

describe("PageYield", () => {
  it("holds the run until the page has painted, then lets it go once", () => {
    const t = fakeTimers();
    const y = new PageYield(1500, t.timers);
    let runs = 0;
    y.hold(() => runs++);
    expect(runs).toBe(0);
    expect(y.holding).toBe(true);
    y.painted();
    expect(runs).toBe(1);
    expect(y.holding).toBe(false);
    // The fallback timer was cleared, and a second "painted" runs nothing.
    expect(t.pending()).toBe(0);
    y.painted();
    t.fireAll();
    expect(runs).toBe(1);
  });

  it("lets the run go after maxWaitMs when the page never says it painted", () => {
    const t = fakeTimers();
    const y = new PageYield(1500, t.timers);
    let runs = 0;
    y.hold(() => runs++);
    t.fireAll();
    expect(runs).toBe(1);
    y.painted();
    expect(runs).toBe(1);
  });

  it("a new hold replaces the old one, and cancel drops it", () => {
    const t = fakeTimers();
    const y = new PageYield(1500, t.timers);
    const ran: string[] = [];
    y.hold(() => ran.push("a"));
    y.hold(() => ran.push("b"));
    expect(t.pending()).toBe(1);
    y.painted();
    expect(ran).toEqual(["b"]);
    y.hold(() => ran.push("c"));
    y.cancel();
    t.fireAll();
    y.painted();
    expect(ran).toEqual(["b"]);
  });

  it("waits on real timers by default", async () => {
    const y = new PageYield(20);
    const t0 = performance.now();
    const waited = await new Promise<number>((resolve) => y.hold(() => resolve(performance.now() - t0)));
    expect(waited).toBeGreaterThanOrEqual(15);
  });
});
