import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Scheduler, type TimerHandle } from "./scheduler";
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

  // The FIFO of callbacks scheduled for the current time must run everything exactly as one heap
  // ordered by (time, seq) does, with callbacks scheduling (mostly at now) and cancelling others.
  it("property: callbacks that schedule and cancel more run as one (time, seq) order would run them", () => {
    const op = fc.oneof(
      fc.tuple(fc.constant("at" as const), fc.constantFrom(0, 0, 0, 1, 5)),
      fc.tuple(fc.constant("cancel" as const), fc.nat(40)),
      fc.tuple(fc.constant("runUntil" as const), fc.constantFrom(0, 1, 3, 10)),
      fc.tuple(fc.constant("step" as const), fc.constant(0)),
    );
    const spawn = fc.array(fc.tuple(fc.constantFrom("at" as const, "cancel" as const), fc.nat(6)), { maxLength: 3 });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.array(spawn, { minLength: 1, maxLength: 8 }), (ops, spawns) => {
        const real = drive(new Scheduler(), ops, spawns);
        const model = drive(new ModelScheduler(), ops, spawns);
        expect(real).toEqual(model);
      }),
      { numRuns: 500 },
    );
  });

  it("runs thousands of callbacks due now, cancelled ones among them, in order (FIFO compaction and trimming)", () => {
    for (const s of [new Scheduler(), new ModelScheduler()]) {
      const ran: number[] = [];
      const handles: Array<{ cancel(): boolean }> = [];
      s.at(5, () => {
        for (let i = 0; i < 6000; i++)
          handles.push(s.at(s.now(), () => (ran.push(i), i < 1500 ? s.at(s.now(), () => ran.push(-i)) : 0)));
        for (let i = 0; i < 6000; i += 2) handles[i]!.cancel();
      });
      s.runAll();
      const expected = [...Array.from({ length: 3000 }, (_, k) => 2 * k + 1)];
      expected.push(...expected.filter((i) => i < 1500).map((i) => -i));
      expect(ran).toEqual(expected);
      expect(s.pendingCount()).toBe(0);
    }
  });
});

type Op = readonly ["at" | "cancel" | "runUntil" | "step", number];
type SchedulerLike = Pick<Scheduler, "at" | "now" | "runUntil" | "step" | "pendingCount" | "pending">;

/** drive runs a program against a scheduler and logs what ran when, and what was pending. */
function drive(s: SchedulerLike, ops: readonly Op[], spawns: ReadonlyArray<ReadonlyArray<Op>>): unknown[] {
  const log: unknown[] = [];
  const handles: Array<{ cancel(): boolean }> = [];
  const apply = ([kind, n]: Op): void => {
    if (kind === "at") {
      const id = handles.length;
      handles.push(
        s.at(s.now() + n, () => {
          log.push(["ran", id, s.now()]);
          for (const o of spawns[id % spawns.length]!) apply(o);
        }),
      );
    } else if (kind === "cancel") {
      if (handles.length) log.push(["cancel", n % handles.length, handles[n % handles.length]!.cancel()]);
    } else if (kind === "runUntil") log.push(["runUntil", s.runUntil(s.now() + n, 100), s.now()]);
    else log.push(["step", s.step(), s.now()]);
  };
  for (const o of ops) {
    apply(o);
    log.push(["pending", s.pendingCount(), s.pending().map((p) => [p.time, p.seq])]);
  }
  // callbacks that keep scheduling at now never end: a bound on the steps, as runUntil takes
  log.push(["runUntil", s.runUntil(s.now() + 1000, 1000), s.now(), s.pendingCount()]);
  return log;
}

/** ModelScheduler is the straightforward scheduler: every live timer in one list, the least (time, seq) runs next. */
class ModelScheduler implements SchedulerLike {
  private t = 0;
  private seq = 0;
  private readonly timers: Array<{ time: number; seq: number; fn: () => void; state: number }> = [];
  now(): number {
    return this.t;
  }
  at(time: number, fn: () => void): TimerHandle {
    const timer = { time: Math.max(time, this.t), seq: this.seq++, fn, state: 0 };
    this.timers.push(timer);
    return {
      time: timer.time,
      label: undefined,
      get pending() {
        return timer.state === 0;
      },
      cancel: () => (timer.state === 0 ? ((timer.state = 2), true) : false),
    };
  }
  private first() {
    let best: (typeof this.timers)[number] | undefined;
    for (const x of this.timers)
      if (x.state === 0 && (!best || x.time < best.time || (x.time === best.time && x.seq < best.seq))) best = x;
    return best;
  }
  step(): boolean {
    const x = this.first();
    if (!x) return false;
    x.state = 1;
    this.t = x.time;
    x.fn();
    return true;
  }
  runUntil(ms: number, maxSteps = Infinity): number {
    let n = 0;
    for (let x = this.first(); x && x.time <= ms; x = this.first(), n++) {
      if (n >= maxSteps) return n;
      this.step();
    }
    if (ms > this.t) this.t = ms;
    return n;
  }
  runAll(): number {
    let n = 0;
    while (this.step()) n++;
    return n;
  }
  pendingCount(): number {
    return this.timers.filter((x) => x.state === 0).length;
  }
  pending() {
    return this.timers
      .filter((x) => x.state === 0)
      .map((x) => ({ time: x.time, seq: x.seq, label: undefined }))
      .sort((a, b) => a.time - b.time || a.seq - b.seq);
  }
}
