import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Scheduler } from "./scheduler";
import { SECOND } from "./clock";
import { wallMs } from "./testing";

describe("Scheduler", () => {
  it("runs callbacks in (time, insertion) order and moves the clock to each", () => {
    const s = new Scheduler();
    const seen: string[] = [];
    s.at(20, () => seen.push(`b@${s.now()}`));
    s.at(10, () => seen.push(`a@${s.now()}`));
    s.at(20, () => seen.push(`c@${s.now()}`));
    s.after(0, () => seen.push(`z@${s.now()}`));
    s.runAll();
    expect(seen).toEqual(["z@0", "a@10", "b@20", "c@20"]);
  });

  it("cancelled callbacks never run and do not count as pending", () => {
    const s = new Scheduler();
    let ran = 0;
    const h = s.after(5, () => ran++);
    s.after(6, () => ran++);
    expect(s.pendingCount()).toBe(2);
    expect(h.cancel()).toBe(true);
    expect(h.cancel()).toBe(false);
    expect(s.pendingCount()).toBe(1);
    s.runAll();
    expect(ran).toBe(1);
    expect(s.idle()).toBe(true);
  });

  it("runUntil runs everything due by the bound, including callbacks scheduled meanwhile, then sets the clock", () => {
    const s = new Scheduler();
    const seen: number[] = [];
    s.at(1 * SECOND, () => {
      seen.push(s.now());
      s.after(500, () => seen.push(s.now()));
      s.after(5000, () => seen.push(s.now()));
    });
    expect(s.runUntil(2 * SECOND)).toBe(2);
    expect(seen).toEqual([1000, 1500]);
    expect(s.now()).toBe(2000);
    expect(s.nextTime()).toBe(6000);
  });

  it("a time in the past runs at now, after what is already due now", () => {
    const s = new Scheduler(100);
    const seen: string[] = [];
    s.at(100, () => seen.push("first"));
    s.at(5, () => seen.push(`late@${s.now()}`));
    s.runAll();
    expect(seen).toEqual(["first", "late@100"]);
  });

  it("step runs exactly one callback", () => {
    const s = new Scheduler();
    let n = 0;
    s.after(1, () => n++);
    s.after(2, () => n++);
    expect(s.step()).toBe(true);
    expect(n).toBe(1);
    expect(s.now()).toBe(1);
  });

  it("snapshot lists pending timers by label; restore rebuilds them", () => {
    const s = new Scheduler();
    s.after(30, () => undefined, "resync:App");
    s.after(10, () => undefined, "watchTimeout:App");
    s.after(20, () => undefined).cancel();
    const snap = s.snapshot();
    expect(snap.pending.map((p) => p.label)).toEqual(["watchTimeout:App", "resync:App"]);
    const t = new Scheduler();
    const seen: string[] = [];
    const missing = t.restore(JSON.parse(JSON.stringify(snap)), (label) =>
      label === "resync:App" ? () => seen.push(label) : undefined,
    );
    expect(missing.map((m) => m.label)).toEqual(["watchTimeout:App"]);
    t.runAll();
    expect(seen).toEqual(["resync:App"]);
    expect(t.now()).toBe(30);
  });

  it("property: any mix of schedules and cancels runs the live ones sorted by (time, seq)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.boolean()), { maxLength: 200 }), (ops) => {
        const s = new Scheduler();
        const ran: number[] = [];
        const expected: Array<[number, number]> = [];
        ops.forEach(([time, cancel], i) => {
          const h = s.at(time, () => ran.push(i));
          if (cancel) h.cancel();
          else expected.push([time, i]);
        });
        s.runAll();
        expected.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(ran).toEqual(expected.map((e) => e[1]));
      }),
      { numRuns: 1000 },
    );
  });

  it("handles 200,000 callbacks in (time, seq) order quickly", () => {
    const s = new Scheduler();
    let sum = 0;
    const start = wallMs();
    let last = -1;
    let ordered = true;
    const fn = () => {
      if (s.now() < last) ordered = false;
      last = s.now();
      sum++;
    };
    for (let i = 0; i < 200_000; i++) s.at((i * 7919) % 100_000, fn);
    s.runAll();
    expect(sum).toBe(200_000);
    expect(ordered).toBe(true);
    expect(s.now()).toBe(99_999);
    expect(wallMs() - start).toBeLessThan(5000);
  });
});
