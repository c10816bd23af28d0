import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { Scheduler } from "../../src/engine/sim/scheduler";
import { Tracer } from "../../src/engine/sim/tracer";
import type { TraceEvent } from "../../src/engine/sim/trace";

// (here, not next to tracer.ts: src/engine may not import node:v8, which turns on %IsSmi)
describe("Tracer memory", () => {
  it("keeps whole numbers unboxed in a recorded event even after a fraction in the same field", () => {
    // A boxed number costs 16 bytes and one more object for the collector per event (1.5 million
    // events at 20,000 Apps); %IsSmi tells a number stored in the object from one in a box.
    setFlagsFromString("--allow-natives-syntax");
    const isSmi = new Function("x", "return %IsSmi(x)") as (x: unknown) => boolean;
    const s = new Scheduler();
    const tr = new Tracer(s);
    s.after(0.5, () => tr.emit({ type: "queue.get", queue: "q", key: "a", waitedMs: 0.5 }));
    s.after(2, () => tr.emit({ type: "queue.get", queue: "q", key: "b", waitedMs: 2 }));
    s.runAll();
    const [a, b] = tr.events() as Array<TraceEvent & { waitedMs: number }>;
    expect([a!.t, a!.waitedMs, b!.t, b!.waitedMs]).toEqual([0.5, 0.5, 2, 2]);
    expect([isSmi(b!.t), isSmi(b!.waitedMs), isSmi(b!.seq)]).toEqual([true, true, true]);
    expect(JSON.stringify(b)).toBe('{"type":"queue.get","queue":"q","key":"b","waitedMs":2,"t":2,"seq":1}');
  });
});
